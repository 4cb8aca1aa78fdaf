/**
 * npm run seed:demo: demo users who can sign in, and loads a new user would
 * believe (real lanes from the gazetteer, truck types, weights, prices, dates)
 * that pass the same rules as a load posted through the form.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from '../scripts/seed-demo.js';
import { loadFormValuesOf } from '../src/features/loads/presenter.js';
import type { LoadRow } from '../src/features/loads/queries.js';
import { parseLoadInput } from '../src/features/loads/schema.js';
import { resolveCity } from '../src/geo/cities.js';
import { addDays, kolkataDate } from '../src/lib/dates.js';
import { signIn } from './helpers/factories.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

function runSeed(args: string[], databaseUrl: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.ts', ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The demo's board loads (the books' loads and the carried trip's load of demo-books.ts are counted on their own). */
const demoLoads = () =>
  server.db
    .selectFrom('loads as l')
    .innerJoin('users as u', 'u.id', 'l.ownerId')
    .selectAll('l')
    .where(
      'u.username',
      'in',
      DEMO_USERS.map((u) => u.username),
    )
    .where('l.listed', '=', true)
    .where('l.status', 'in', ['open', 'cancelled'])
    .execute();

test('npm run seed:demo fills an empty database with demo users and 60 believable open loads, and prints the sign-ins', async () => {
  const run = await runSeed([], server.databaseUrl);
  assert.equal(run.code, 0, run.stderr);
  for (const u of DEMO_USERS) assert.match(run.stdout, new RegExp(`${u.role}\\s+${u.username}\\s`), `prints ${u.username}`);
  assert.match(run.stdout, new RegExp(`password for all of them: ${DEMO_PASSWORD}`));
  assert.match(run.stdout, /admin\s+admin\s+\(no password yet: choose it at \/setup\)/);
  assert.match(run.stdout, /60 loads added/);

  const loads = await demoLoads();
  assert.equal(loads.length, 60);
  const today = kolkataDate();
  for (const l of loads) {
    const where = `${l.origin} → ${l.destination}`;
    assert.equal(l.status, 'open', where);
    assert.equal(l.listed, true);
    assert.equal(l.deletedAt, null);
    assert.ok(resolveCity(l.origin) && resolveCity(l.destination), `${where}: cities of the gazetteer`);
    assert.notEqual(l.origin, l.destination);
    assert.equal(l.originKey, l.origin.toLowerCase());
    assert.ok(l.pickupDate >= today && l.pickupDate <= addDays(today, 20), `${where}: pickup ${l.pickupDate} in the next 3 weeks`);
    assert.ok(l.pricePaise === null || (l.pricePaise >= 300_000 && l.pricePaise % 50_000 === 0), `${where}: freight ${l.pricePaise} in round ₹500`);
    // Every demo load passes the rules of posting a load through the form.
    const form = parseLoadInput(loadFormValuesOf(l as LoadRow));
    assert.ok(form.ok, `${where}: ${JSON.stringify(!form.ok && form.errors)}`);
  }
  // Varied like a real board: many lanes, most truck types, mostly priced.
  assert.ok(new Set(loads.map((l) => `${l.origin}-${l.destination}`)).size >= 40);
  assert.ok(new Set(loads.map((l) => l.truckType)).size >= 5);
  assert.ok(loads.filter((l) => l.pricePaise !== null).length >= 40);

  // The printed sign-ins work, and the demo driver finds the loads on the board.
  const driver = await signIn(server, 'demo-driver', DEMO_PASSWORD);
  const board = await driver.get('/api/loads?limit=100');
  assert.equal(board.status, 200);
  assert.equal(board.json.data.pagination.total, 60);
  const shipper = await signIn(server, 'demo-shipper', DEMO_PASSWORD);
  assert.equal((await shipper.get('/loads/new')).status, 200);
});

test('seeding again adds nothing; --loads N adds N more, a fifth of them cancelled history', async () => {
  await seedDemo(server.db, { loads: null }); // the first time (if this test runs alone)
  const users = async () =>
    (
      await server.db
        .selectFrom('users')
        .select('username')
        .where(
          'username',
          'in',
          DEMO_USERS.map((u) => u.username),
        )
        .execute()
    ).length;
  const before = (await demoLoads()).length;
  const again = await seedDemo(server.db, { loads: null });
  assert.equal(again.loadsAdded, 0);
  assert.equal((await demoLoads()).length, before);
  assert.equal(await users(), DEMO_USERS.length);

  const more = await seedDemo(server.db, { loads: 500 });
  assert.equal(more.loadsAdded, 500);
  const added = (await demoLoads()).length - before;
  assert.equal(added, 500);
  const cancelled = (await demoLoads()).filter((l) => l.status === 'cancelled');
  assert.ok(cancelled.length >= 60 && cancelled.length <= 140, `${cancelled.length} of 500 cancelled`);
  assert.ok(
    cancelled.every((l) => l.pickupDate < kolkataDate()),
    'cancelled history lies in the past',
  );
  assert.equal(await users(), DEMO_USERS.length);
});

test('a bad --loads value is refused with a message and changes nothing', async () => {
  const before = (await demoLoads()).length;
  const run = await runSeed(['--loads', 'many'], server.databaseUrl);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /--loads needs a whole number/);
  assert.equal((await demoLoads()).length, before);
});

test('the demo shipper and broker have books with content, the demo driver a delivered trip to bill; seeding again adds none of it twice', async () => {
  await seedDemo(server.db, { loads: null });
  const counts = async () => {
    const [clients, invoices, payments, trips] = await Promise.all(
      (['shippers', 'invoices', 'payments'] as const)
        .map((table) =>
          server.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        )
        .concat([
          server.db
            .selectFrom('trips')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'delivered')
            .executeTakeFirstOrThrow(),
        ]),
    );
    return [clients, invoices, payments, trips].map((r) => Number(r?.n));
  };
  const first = await counts();
  await seedDemo(server.db, { loads: null });
  assert.deepEqual(await counts(), first, 'nothing added twice');
  const [clients, invoices, payments, trips] = first;
  assert.ok((clients ?? 0) >= 6 && (invoices ?? 0) >= 8 && (payments ?? 0) >= 6 && trips === 1, JSON.stringify(first));

  const broker = await signIn(server, 'demo-broker', DEMO_PASSWORD);
  const dues = await broker.get('/ledger/receivables', { accept: 'html' });
  assert.equal(dues.status, 200);
  for (const name of ['Goyal Textiles', 'Mittal Auto Parts', 'Bharat Cement Depot']) assert.ok(dues.text.includes(name), `dues name ${name}`);
  assert.ok((await broker.get('/ledger', { accept: 'html' })).text.includes('₹'), 'the books overview shows figures');
  const driver = await signIn(server, 'demo-driver', DEMO_PASSWORD);
  const trip = await server.db.selectFrom('trips').select('id').where('status', '=', 'delivered').executeTakeFirstOrThrow();
  const form = await driver.get(`/driver/trips/${trip.id}/invoice`, { accept: 'json' });
  assert.equal(form.status, 200);
  assert.equal(form.json.data.prefill.buyer_name, 'Singh Roadlines');
});
