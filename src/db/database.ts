/**
 * The Kysely instance over a pg pool. int8 and numeric come back as numbers,
 * date as 'YYYY-MM-DD' strings. Identifiers are snake_case in SQL and camelCase
 * in TypeScript (CamelCasePlugin is the one mapper).
 */
import { createHash } from 'node:crypto';
import { CamelCasePlugin, Kysely, PostgresDialect, type RawBuilder, sql, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.gen.js';

pg.types.setTypeParser(20, (v) => Number(v)); // int8
pg.types.setTypeParser(1700, (v) => Number(v)); // numeric
pg.types.setTypeParser(1082, (v) => v); // date stays a string

/** The application's Kysely instance: what a use case opens its transaction on. */
export type Database = Kysely<DB>;
/** An open transaction: a query that must run inside one (it locks rows, or writes with others) takes this. */
export type Tx = Transaction<DB>;
/** What a query runs on: the instance or an open transaction (Transaction<DB> extends Kysely<DB>). */
export type Db = Kysely<DB>;
export type { DB };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

/** Distinct statements one connection keeps prepared (bounding the server memory they hold, a few KB each); later new texts run unprepared. */
export const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * A pooled connection as Kysely uses it, running every parameterised statement
 * (and every parameterless SELECT) as a named prepared statement of the
 * connection, through node-postgres's own query config `{ name, text, values }`:
 * PostgreSQL parses and analyses each distinct text once per connection instead
 * of on every execution (without it, 26 Nov 2026: 2.5 to 3.3 times the database
 * CPU per request, the session lookup alone 92 µs to 238 µs; BENCHMARKS.md).
 * The name is a hash of the text, so a text always maps to the statement
 * prepared for it. Multi-statement texts (with ';') and transaction control
 * stay unprepared.
 */
class PreparingClient implements PostgresPoolClient {
  readonly #client: pg.PoolClient;
  /** Text -> statement name, for the statements this connection has prepared. */
  readonly #names = new Map<string, string>();

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(textOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof textOrCursor !== 'string') return this.#client.query(textOrCursor as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    // Kysely hands over a fresh array of its own.
    const values = parameters as unknown[];
    const name = this.#nameOf(textOrCursor, values.length);
    return this.#client.query(name ? { name, text: textOrCursor, values } : { text: textOrCursor, values }) as unknown as Promise<PostgresQueryResult<R>>;
  }

  #nameOf(text: string, parameterCount: number): string | undefined {
    let name = this.#names.get(text);
    if (!name && this.#names.size < MAX_PREPARED_PER_CONNECTION && (parameterCount > 0 || /^\s*select\b/i.test(text)) && !text.includes(';')) {
      name = `fm_${createHash('sha1').update(text).digest('base64url')}`;
      this.#names.set(text, name);
    }
    return name;
  }

  release(): void {
    this.#client.release();
  }
}

/** The pool as Kysely's PostgresDialect takes it, handing out each connection wrapped once in a PreparingClient. */
function preparingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PreparingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let preparing = clients.get(client);
      if (!preparing) {
        preparing = new PreparingClient(client);
        clients.set(client, preparing);
      }
      return preparing;
    },
    end: () => pool.end(),
  };
}

/**
 * Opens a pool; a dropped connection (idle or checked out) is logged, never fatal.
 * `prepare` (default true) keeps statements prepared per connection; turn it off
 * behind a pooler that does not keep them (PgBouncer in transaction mode).
 */
export function openDatabase(url: string, opts: { max?: number; onError?: (err: Error) => void; prepare?: boolean } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 20, connectionTimeoutMillis: 5_000 });
  pool.on('error', (err) => opts.onError?.(err));
  // pg-pool listens for errors only on idle clients. A connection that the server
  // ends while checked out (an admin terminating it, a restart) between two
  // statements would otherwise emit an unhandled 'error' and crash the process;
  // with this listener the error is logged, the next query on that client fails
  // and the pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => opts.onError?.(err));
  });
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: opts.prepare === false ? pool : preparingPool(pool) }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    pool,
    url,
    async close() {
      await db.destroy();
    },
  };
}

/** A user id as the sessions hold it (a UUID): safe to write into a statement's text. */
const ACTOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The connections `withActor` holds a transaction open on, so that a transaction is never begun inside one. */
const openTransactions = new WeakSet<object>();
/** Per such connection, the statements to send with its commit (`sendWithCommit`). */
const atCommit = new WeakMap<object, string[]>();

/**
 * Runs `query` in the transaction `db` is. Inside `withActor`, it is not sent now but with the commit, in the same
 * round trip (its parameters written into the text as literals, escaped by node-postgres): for statements whose effect
 * only shows at commit anyway, as live events' NOTIFY (their order kept; a failure still rolls everything back).
 * Elsewhere it runs at once.
 */
export async function sendWithCommit(db: Kysely<any>, query: RawBuilder<unknown>): Promise<void> {
  const pending = atCommit.get(db);
  if (!pending) {
    await query.execute(db);
    return;
  }
  const { sql: text, parameters } = query.compile(db);
  pending.push(text.replace(/\$(\d+)/g, (_, n: string) => literalOf(parameters[Number(n) - 1])));
}

function literalOf(value: unknown): string {
  if (Array.isArray(value)) return `ARRAY[${value.map(literalOf).join(',')}]`;
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new Error(`sendWithCommit: a parameter of type ${typeof value} cannot be written into the text`);
}

/**
 * Runs `fn` in one transaction whose first statement names the acting user for
 * the audit triggers (app.user_id, transaction-local). A null actor is the system.
 *
 * The transaction's start and the actor travel to PostgreSQL together, as one
 * text of two statements (`begin; select set_config(...)`, the simple protocol,
 * one round trip instead of two): every write of the product runs here, and
 * while the machine is busy each round trip waits a turn of the event loop
 * (BENCHMARKS.md, writes while the board is read). The id is written into the
 * text only when it is a UUID (as every user id is); anything else takes the
 * parameterised way.
 */
export async function withActor<T>(db: Database, actorId: string | null, fn: (trx: Tx) => Promise<T>): Promise<T> {
  if (db.isTransaction || openTransactions.has(db)) throw new Error('withActor: already inside a transaction');
  if (actorId !== null && !ACTOR_ID.test(actorId)) {
    return db.transaction().execute(async (trx) => {
      await sql`select set_config('app.user_id', ${actorId}, true)`.execute(trx);
      return fn(trx);
    });
  }
  const start = actorId === null ? "begin; select set_config('app.actor', 'system', true)" : `begin; select set_config('app.user_id', '${actorId}', true)`;
  return db.connection().execute(async (conn) => {
    let result: T;
    try {
      await sql.raw(start).execute(conn);
      openTransactions.add(conn);
      atCommit.set(conn, []);
      // One connection inside begin/commit is what Kysely's own transactions are; only the type differs.
      result = await fn(conn as unknown as Tx);
    } catch (err) {
      // Also when the start itself failed after its begin: the connection never goes back to the pool inside a
      // transaction.
      await rollbackQuietly(conn);
      throw err;
    } finally {
      openTransactions.delete(conn);
    }
    const pending = atCommit.get(conn) ?? [];
    atCommit.delete(conn);
    if (pending.length === 0) {
      await sql.raw('commit').execute(conn);
      return result;
    }
    // One text, the simple protocol: PostgreSQL runs its statements in order and stops at the first error, so a
    // failed statement leaves the transaction aborted and uncommitted; it is then rolled back as above.
    try {
      await sql.raw(`${pending.join(';\n')};\ncommit`).execute(conn);
    } catch (err) {
      await rollbackQuietly(conn);
      throw err;
    }
    return result;
  });
}

/** Ends a failed transaction; the error that failed it is the one reported, not this statement's. */
async function rollbackQuietly(conn: Kysely<DB>): Promise<void> {
  await sql
    .raw('rollback')
    .execute(conn)
    .catch(() => {});
}
