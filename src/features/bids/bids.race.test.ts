/**
 * Races, fired truly in parallel (Promise.all over real HTTP) against real
 * PostgreSQL, and repeated so that an unlucky interleaving shows up: the
 * invariants are checked in the database after every round.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bidBody, bidRow, setPlan } from '../../../test/helpers/bids-factories.js';
import { insertLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const db = () => server.db;
const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};

async function placeJson(driver: SignedInUser, load: { id: string; pickupDate: string }, amount = 40000) {
  const res = await driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount }));
  assert.equal(res.status, 201, res.text.slice(0, 300));
  return res.json.data.bid as { id: string };
}

async function liveBidsOf(loadId: string) {
  return db().selectFrom('bids').selectAll().where('loadId', '=', loadId).where('status', 'in', ['pending', 'countered']).execute();
}

describe('concurrency', () => {
  test('parallel bids from one free driver never pass 5 in a day (10 at once, both families, 5 rounds)', async () => {
    const owner = await signUp(server, 'shipper');
    for (let round = 0; round < 5; round++) {
      const driver = await signUp(server, 'driver');
      const loads = await Promise.all(Array.from({ length: 10 }, () => insertLoad(db(), owner.id)));
      const results = await Promise.all(
        loads.map((l, i) => (i % 2 === 0 ? driver.client.postJson(`/loads/${l.id}/bid`, bidBody(l)) : driver.client.postJson('/marketplace/bid', { ...bidBody(l), load_id: l.id }))),
      );
      assert.deepEqual(tally(results.map((r) => r.status)), { 201: 5, 429: 5 }, `round ${round}`);
      for (const r of results.filter((x) => x.status === 429)) assert.equal(r.json.error.code, 'BID_LIMIT_REACHED');
      const stored = await db().selectFrom('bids').select('id').where('driverId', '=', driver.id).execute();
      assert.equal(stored.length, 5, `round ${round}: exactly 5 bids stored`);
    }
  });

  test('parallel bids of one driver on one load leave one live bid (6 at once, 5 rounds)', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    await setPlan(db(), driver.id, 'premium');
    for (let round = 0; round < 5; round++) {
      const load = await insertLoad(db(), owner.id);
      const results = await Promise.all(Array.from({ length: 6 }, (_, i) => driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount: 40000 + i }))));
      assert.deepEqual(tally(results.map((r) => r.status)), { 201: 1, 409: 5 }, `round ${round}`);
      assert.equal((await liveBidsOf(load.id)).length, 1);
    }
  });

  test('many parallel accepts on one load leave exactly one accepted bid, one trip, the others rejected (10 rounds)', async () => {
    const owner = await signUp(server, 'shipper');
    const drivers = await Promise.all(Array.from({ length: 5 }, () => signUp(server, 'driver')));
    await Promise.all(drivers.map((d) => setPlan(db(), d.id, 'premium')));
    for (let round = 0; round < 10; round++) {
      const load = await insertLoad(db(), owner.id);
      const bids = [];
      for (const [i, d] of drivers.entries()) bids.push(await placeJson(d, load, 40000 + i * 500));
      // Every bid accepted twice, through both families, all at once.
      const results = await Promise.all([...bids, ...bids].map((b, i) => owner.client.postJson(i % 2 === 0 ? `/bids/${b.id}/accept` : `/marketplace/bid/${b.id}/accept`, {})));
      assert.deepEqual(tally(results.map((r) => r.status)), { 200: 1, 409: 9 }, `round ${round}`);
      const winner = results.find((r) => r.status === 200)!.json.data.bid;
      const rows = await db().selectFrom('bids').selectAll().where('loadId', '=', load.id).execute();
      assert.equal(rows.filter((r) => r.status === 'accepted').length, 1);
      assert.equal(rows.filter((r) => r.status === 'rejected').length, 4);
      const l = await db().selectFrom('loads').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
      assert.equal(l.status, 'assigned');
      assert.equal(l.acceptedBidId, winner.id);
      assert.equal(l.assignedDriverId, winner.driver_id);
      const trips = await db().selectFrom('trips').selectAll().where('loadId', '=', load.id).execute();
      assert.equal(trips.length, 1);
      assert.equal(trips[0].bidId, winner.id);
      const notes = await db().selectFrom('notifications').select(['userId', 'kind']).where('link', '=', `/loads/${load.id}`).where('kind', 'in', ['bid_accepted', 'bid_rejected']).execute();
      assert.equal(notes.length, 5, 'each bidder told once');
      assert.equal(notes.filter((n) => n.kind === 'bid_accepted').length, 1);
    }
  });

  test('accept racing withdraw ends in one of the two serial outcomes (15 rounds)', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    await setPlan(db(), driver.id, 'premium');
    const seen = new Set<string>();
    for (let round = 0; round < 15; round++) {
      const load = await insertLoad(db(), owner.id);
      const bid = await placeJson(driver, load);
      const [accept, withdraw] = await Promise.all([owner.client.postJson(`/bids/${bid.id}/accept`, {}), driver.client.postJson(`/bids/${bid.id}/withdraw`, {})]);
      const row = await bidRow(db(), bid.id);
      const l = await db().selectFrom('loads').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
      const trips = await db().selectFrom('trips').selectAll().where('loadId', '=', load.id).execute();
      if (accept.status === 200) {
        assert.equal(withdraw.status, 409, `round ${round}`);
        assert.equal(row.status, 'accepted');
        assert.equal(l.status, 'assigned');
        assert.equal(trips.length, 1);
        seen.add('accepted first');
      } else {
        assert.equal(accept.status, 409, `round ${round}`);
        assert.equal(withdraw.status, 200);
        assert.equal(row.status, 'withdrawn');
        assert.equal(l.status, 'open');
        assert.equal(l.acceptedBidId, null);
        assert.equal(trips.length, 0);
        seen.add('withdrawn first');
      }
    }
    assert.ok(seen.size >= 1);
  });

  test('a bid placed while the owner accepts another is never left live on an assigned load (10 rounds)', async () => {
    const owner = await signUp(server, 'shipper');
    const [first, late] = await Promise.all([signUp(server, 'driver'), signUp(server, 'driver')]);
    await Promise.all([setPlan(db(), first.id, 'premium'), setPlan(db(), late.id, 'premium')]);
    for (let round = 0; round < 10; round++) {
      const load = await insertLoad(db(), owner.id);
      const bid = await placeJson(first, load);
      const [accept, placed] = await Promise.all([owner.client.postJson(`/bids/${bid.id}/accept`, {}), late.client.postJson(`/loads/${load.id}/bid`, bidBody(load))]);
      assert.equal(accept.status, 200);
      assert.ok([201, 409].includes(placed.status), `round ${round}: ${placed.status}`);
      assert.equal((await liveBidsOf(load.id)).length, 0, `round ${round}: no live bid on an assigned load`);
      if (placed.status === 201) assert.equal((await bidRow(db(), placed.json.data.bid.id)).status, 'rejected');
    }
  });

  test("the driver accepting a counter-offer racing the owner's accept of another bid: one winner (10 rounds)", async () => {
    const owner = await signUp(server, 'shipper');
    const [a, b] = await Promise.all([signUp(server, 'driver'), signUp(server, 'driver')]);
    await Promise.all([setPlan(db(), a.id, 'premium'), setPlan(db(), b.id, 'premium')]);
    for (let round = 0; round < 10; round++) {
      const load = await insertLoad(db(), owner.id);
      const bidA = await placeJson(a, load, 50000);
      const bidB = await placeJson(b, load, 48000);
      assert.equal((await owner.client.postJson(`/bids/${bidA.id}/counter`, { amount: 45000 })).status, 200);
      const [answer, accept] = await Promise.all([a.client.postJson(`/bids/${bidA.id}/respond`, { action: 'accept' }), owner.client.postJson(`/bids/${bidB.id}/accept`, {})]);
      assert.deepEqual([answer.status, accept.status].sort(), [200, 409], `round ${round}`);
      const accepted = await db().selectFrom('bids').selectAll().where('loadId', '=', load.id).where('status', '=', 'accepted').execute();
      assert.equal(accepted.length, 1);
      const trip = await db().selectFrom('trips').selectAll().where('loadId', '=', load.id).executeTakeFirstOrThrow();
      assert.equal(trip.bidId, accepted[0].id);
      assert.equal(trip.agreedAmountPaise, accepted[0].id === bidA.id ? 4_500_000 : 4_800_000);
    }
  });
  test("the driver countering back racing the owner's accept of the amount they saw: one outcome, never an accept of an amount nobody saw (15 rounds)", async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    await setPlan(db(), driver.id, 'premium');
    const seen = new Set<string>();
    for (let round = 0; round < 15; round++) {
      const load = await insertLoad(db(), owner.id);
      const bid = await placeJson(driver, load, 68000);
      assert.equal((await owner.client.postJson(`/bids/${bid.id}/counter`, { amount: 62000 })).status, 200);
      // The owner's page shows "Accept their ₹68,000 instead"; the driver counters ₹65,000 at the same moment.
      const [accept, counter] = await Promise.all([
        owner.client.postJson(`/bids/${bid.id}/accept`, { expected_amount: 68000 }),
        driver.client.postJson(`/bids/${bid.id}/respond`, { action: 'counter', amount: 65000 }),
      ]);
      assert.deepEqual([accept.status, counter.status].sort(), [200, 409], `round ${round}`);
      const row = await bidRow(db(), bid.id);
      const trips = await db().selectFrom('trips').selectAll().where('loadId', '=', load.id).execute();
      const steps = await db().selectFrom('negotiations').select(['authorSide', 'action', 'amountPaise']).where('bidId', '=', bid.id).execute();
      if (accept.status === 200) {
        // Accepted first, at exactly the amount shown; the counter came too late and left no trace.
        assert.equal(row.status, 'accepted');
        assert.equal(row.amountPaise, 6_800_000);
        assert.equal(trips.length, 1);
        assert.equal(trips[0].agreedAmountPaise, 6_800_000);
        assert.equal(steps.length, 1);
        seen.add('accepted first');
      } else {
        // Countered first: the stale accept is refused with the new amount; nothing is accepted.
        assert.equal(accept.json.error.code, 'CONFLICT');
        assert.match(accept.json.error.message, /₹65,000/);
        assert.equal(row.status, 'pending');
        assert.equal(row.amountPaise, 6_500_000);
        assert.equal(trips.length, 0);
        assert.equal(steps.length, 2);
        seen.add('countered first');
      }
    }
    assert.ok(seen.size >= 1);
  });

  /** Runs `during` while another transaction holds the driver's row as a bid of theirs does (FOR NO KEY UPDATE). */
  async function withDriverRowHeld<T>(driverId: string, during: () => Promise<T>): Promise<T> {
    return db()
      .transaction()
      .execute(async (trx) => {
        await sql`select 1 from users where id = ${driverId} for no key update`.execute(trx);
        return during();
      });
  }

  /** True once a statement of the app's bid waits for a row lock (seen in pg_stat_activity), false after 10 s. */
  async function bidWaitsForALock(): Promise<boolean> {
    for (let i = 0; i < 200; i++) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where wait_event_type = 'Lock' and query like '%effective_plan%'`.execute(db());
      if ((rows[0]?.n ?? 0) > 0) return true;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  }

  test("a premium driver's bid does not wait for another bid of theirs; a free driver's waits its turn", async () => {
    const owner = await signUp(server, 'shipper');
    const premium = await signUp(server, 'driver');
    await setPlan(db(), premium.id, 'premium');
    const load = await insertLoad(db(), owner.id);
    const placed = await withDriverRowHeld(premium.id, async () => {
      const timeout = new Promise<'waited'>((r) => setTimeout(() => r('waited'), 10_000).unref());
      return Promise.race([premium.client.postJson(`/loads/${load.id}/bid`, bidBody(load)), timeout]);
    });
    assert.notEqual(placed, 'waited', "the premium driver's bid waited for their row");
    if (placed !== 'waited') assert.equal(placed.status, 201, placed.text.slice(0, 300));

    const free = await signUp(server, 'driver');
    const other = await insertLoad(db(), owner.id);
    let answer: Promise<{ status: number }> | undefined;
    const waited = await withDriverRowHeld(free.id, async () => {
      answer = free.client.postJson(`/loads/${other.id}/bid`, bidBody(other));
      return bidWaitsForALock();
    });
    assert.equal(waited, true, "the free driver's bid did not wait for their row");
    assert.equal((await answer)?.status, 201, 'placed once the row was free');
  });

  test('a premium plan that ran out after sign-in bids under the free limit, with the row locked', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    await db()
      .updateTable('users')
      .set({ plan: 'premium', premiumUntil: new Date(Date.now() - 60_000) })
      .where('id', '=', driver.id)
      .execute();
    const loads = await Promise.all(Array.from({ length: 8 }, () => insertLoad(db(), owner.id)));
    const results = await Promise.all(loads.map((l) => driver.client.postJson(`/loads/${l.id}/bid`, bidBody(l))));
    assert.deepEqual(tally(results.map((r) => r.status)), { 201: 5, 429: 3 });
    const stored = await db().selectFrom('bids').select('id').where('driverId', '=', driver.id).execute();
    assert.equal(stored.length, 5);
  });
});
