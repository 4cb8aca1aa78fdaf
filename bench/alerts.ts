/**
 * npm run bench:alerts [-- --searches N --database <postgres url>]
 *
 * The fan-out of one load to many saved searches (issue 18 item 1):
 * 1. a throwaway embedded PostgreSQL (or --database, an existing database: rows are added, nothing removed),
 *    migrated; N drivers (10,000 by default) each with one saved search: a third Delhi → Mumbai within 0-200 km
 *    (they match the load below), the rest on other lanes of the gazetteer (they do not); VACUUM ANALYZE;
 * 2. posting a load: the INSERT the load form runs, timed with N searches saved and before any was saved:
 *    posting does no matching (it only queues the load's id), so its time does not grow with N;
 * 3. the matching job's statement (matchQueuedLoads) on that one load, with EXPLAIN ANALYZE showing the
 *    searches found through the radius-box GiST index, timed; then the whole job run (sendLoadAlerts: matching,
 *    daily cap and one notification per matched search), timed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { migrate } from '../src/db/migrate.js';
import { sendLoadAlerts } from '../src/features/alerts/service.js';

const i = process.argv.indexOf('--searches');
const SEARCHES = i === -1 ? 10_000 : Number(process.argv[i + 1]);
const j = process.argv.indexOf('--database');
const DATABASE = j === -1 ? null : process.argv[j + 1];

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function main(): Promise<void> {
  let dir: string | null = null;
  let stop: (() => Promise<void>) | null = null;
  let url = DATABASE;
  if (!url) {
    dir = await mkdtemp(path.join(os.tmpdir(), 'fm-bench-alerts-'));
    const server = await startEmbeddedPostgres({ dataDir: dir, dbName: 'bench_alerts' });
    url = server.url;
    stop = () => server.stop();
  }
  await migrate(url);
  const handle = openDatabase(url);
  const db = handle.db;
  try {
    const owner = await db
      .insertInto('users')
      .values({ name: 'Bench shipper', role: 'shipper', username: `bench-shipper-${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const post = async () => {
      const start = process.hrtime.bigint();
      await db
        .insertInto('loads')
        .values({
          ownerId: owner.id,
          origin: 'Delhi',
          destination: 'Mumbai',
          originKey: 'delhi',
          destinationKey: 'mumbai',
          pickupDate: '2030-01-01',
          truckType: 'container',
          weightTonnes: 20,
          pricePaise: 4_500_000,
        })
        .execute();
      return ms(start);
    };
    // Posting before any search exists (warm, then the median of 20).
    await sql`DELETE FROM load_alert_queue`.execute(db);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const postsBefore: number[] = [];
    for (let k = 0; k < 25; k++) postsBefore.push(await post());
    await sql`DELETE FROM load_alert_queue`.execute(db);

    const seedStart = process.hrtime.bigint();
    await sql`
      WITH u AS (
        INSERT INTO users (name, role, username)
        SELECT 'Bench driver ' || g, 'driver', 'bench-driver-' || g || '-' || ${Date.now()} FROM generate_series(1, ${SEARCHES}) g
        RETURNING id, split_part(username, '-', 3)::integer AS n
      ), lanes AS (
        SELECT key, row_number() OVER (ORDER BY key) AS k, count(*) OVER () AS total FROM city_points
      )
      INSERT INTO saved_searches (user_id, origin, origin_key, origin_radius_km, destination, destination_key, destination_radius_km, truck_type)
      SELECT u.id,
             CASE WHEN u.n % 3 = 0 THEN 'Delhi' ELSE initcap(o.key) END, CASE WHEN u.n % 3 = 0 THEN 'delhi' ELSE o.key END, (u.n % 200)::integer,
             CASE WHEN u.n % 3 = 0 THEN 'Mumbai' ELSE initcap(d.key) END, CASE WHEN u.n % 3 = 0 THEN 'mumbai' ELSE d.key END, (u.n % 50)::integer,
             CASE WHEN u.n % 2 = 0 THEN NULL ELSE 'container' END
        FROM u
        JOIN lanes o ON o.k = 1 + (u.n * 7) % o.total
        JOIN lanes d ON d.k = 1 + (u.n * 13 + 5) % d.total
    `.execute(db);
    await sql`VACUUM ANALYZE saved_searches`.execute(db);
    await sql`VACUUM ANALYZE users`.execute(db);
    console.log(`seeded ${SEARCHES} drivers with one saved search each in ${ms(seedStart).toFixed(0)} ms`);

    const postsAfter: number[] = [];
    for (let k = 0; k < 25; k++) postsAfter.push(await post());
    console.log(`posting a load (INSERT, median of 25): ${median(postsBefore).toFixed(2)} ms with no saved search, ${median(postsAfter).toFixed(2)} ms with ${SEARCHES}`);
    const queued = await sql<{ n: string }>`SELECT count(*) AS n FROM load_alert_queue`.execute(db);
    console.log(`queued for the job: ${queued.rows[0].n} loads; matches recorded by posting: ${(await sql<{ n: string }>`SELECT count(*) AS n FROM saved_search_matches`.execute(db)).rows[0].n}`);
    // One load for the job: keep the last, drop the rest from the queue.
    await sql`DELETE FROM load_alert_queue WHERE load_id <> (SELECT load_id FROM load_alert_queue ORDER BY queued_at DESC LIMIT 1)`.execute(db);

    await sql`ANALYZE loads`.execute(db);
    await sql`ANALYZE load_alert_queue`.execute(db);
    // The plan of the candidates (the join the job's statement makes), without changing anything.
    const plan = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF)
      SELECT s.id FROM load_alert_queue q JOIN loads l ON l.id = q.load_id
        JOIN city_points o ON o.key = l.origin_key
        JOIN saved_searches s ON NOT s.paused AND s.origin_box @> point(o.lng, o.lat)
    `.execute(db);
    console.log('plan of the radius join:');
    for (const r of plan.rows) console.log(`  ${Object.values(r)[0]}`);

    const matchStart = process.hrtime.bigint();
    const r = await sendLoadAlerts(db);
    const total = ms(matchStart);
    console.log(`job run for 1 load × ${SEARCHES} saved searches: ${r.matches} matches, ${r.alerts} notifications, ${total.toFixed(0)} ms in all`);
    // The matching statement alone, on the same load queued again (its matches exist: nothing new is recorded).
    const again = await db.selectFrom('savedSearchMatches').select('loadId').limit(1).executeTakeFirstOrThrow();
    await db.insertInto('loadAlertQueue').values({ loadId: again.loadId }).execute();
    const sqlStart = process.hrtime.bigint();
    const r2 = await sendLoadAlerts(db);
    console.log(`the matching statement alone (the same load queued again: its ${r.matches} matches found, ${r2.matches} new, no notification): ${ms(sqlStart).toFixed(1)} ms`);
  } finally {
    await handle.close();
    if (stop) await stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
