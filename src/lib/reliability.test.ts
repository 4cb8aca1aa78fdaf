/**
 * Reliability from the product's own records (issue 17 item 4): the figures against a known history with fixed
 * timestamps (median and on-time share included), "new" for someone without history, and where they are shown:
 * the board card (kept fresh through the board version), the load page, beside a bid and on a driver's profile,
 * in English and Hindi, with nothing of another user's records but aggregate figures.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema.gen.js';
import { englishLeft } from '../../test/helpers/english-left.js';
import { deposit, hold, releaseWithFee } from '../../test/helpers/admin-factories.js';
import { anonymous, type SignedInUser, signUp } from '../../test/helpers/factories.js';
import { insertBoardLoad } from '../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';
import { addDays, kolkataDate } from './dates.js';
import { driverReliability, ownerReliability } from './reliability.js';

let server: TestServer;
after(async () => {
  await server.close();
});

/** Pickup days no other test uses, so that a board filtered on one shows this file's loads only. */
const PICKUP = addDays(kolkataDate(), 283);
const PICKUP_HI = addDays(kolkataDate(), 284);
const SECRET = 'गुप्त कारण: माल टूटा था';

interface Taken {
  tripStatus: 'delivered' | 'cancelled' | 'scheduled';
  estimatedDelivery: string;
  deliveredAt?: string;
  /** Freight held in escrow; released at this instant when given. */
  held?: boolean;
  releasedAt?: string;
}

/** A load of `owner` taken by `driver` (bid accepted, trip in `tripStatus`), with its ledger. */
async function takenLoad(owner: SignedInUser, driver: SignedInUser, h: Taken) {
  const db = server.db;
  const loadStatus = h.tripStatus === 'delivered' ? 'delivered' : h.tripStatus === 'cancelled' ? 'cancelled' : 'assigned';
  const load = await insertBoardLoad(db, owner.id, { pricePaise: 4_000_000, listed: false });
  const bid = await db
    .insertInto('bids')
    .values({ loadId: load.id, driverId: driver.id, amountPaise: 4_000_000, estimatedDelivery: h.estimatedDelivery, status: 'accepted' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('loads').set({ status: loadStatus, assignedDriverId: driver.id, acceptedBidId: bid.id }).where('id', '=', load.id).execute();
  const trip = await db
    .insertInto('trips')
    .values({
      loadId: load.id,
      bidId: bid.id,
      driverId: driver.id,
      agreedAmountPaise: 4_000_000,
      status: h.tripStatus,
      deliveredAt: h.deliveredAt ? new Date(h.deliveredAt) : null,
      cancelledAt: h.tripStatus === 'cancelled' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (h.held) {
    await deposit(db, owner.id, 4_100_000);
    await hold(db, owner.id, load.id, 4_100_000);
    await db.updateTable('loads').set({ paymentStatus: 'held', escrowAmountPaise: 4_000_000, platformFeePaise: 100_000 }).where('id', '=', load.id).execute();
  }
  if (h.releasedAt) {
    await releaseWithFee(db, owner.id, driver.id, load.id, 4_000_000, 100_000, new Date(h.releasedAt));
    await db
      .updateTable('loads')
      .set({ paymentStatus: 'released', settledAt: new Date(h.releasedAt) })
      .where('id', '=', load.id)
      .execute();
  }
  return { load, tripId: trip.id };
}

async function resolvedDispute(loadId: string, raisedBy: string, outcome: 'release' | 'refund') {
  await server.db.insertInto('disputes').values({ loadId, raisedBy, reason: SECRET, status: 'resolved', outcome, resolvedAt: new Date() }).execute();
}

async function rate(tripId: string, raterId: string, rateeId: string, score: number) {
  await server.db.insertInto('ratings').values({ tripId, raterId, rateeId, score, review: SECRET }).execute();
}

/** The card of a load on a board page. */
function card(html: string, loadId: string): string {
  const start = html.lastIndexOf('<article', html.indexOf(`data-load-id="${loadId}"`));
  assert.ok(html.includes(`data-load-id="${loadId}"`) && start > 0, `the board shows load ${loadId}`);
  return html.slice(start, html.indexOf('</article>', start));
}

/** The text of an element with data-reliability in a piece of page, tags dropped. */
function reliabilityText(html: string, kind: 'owner' | 'driver'): string {
  const m = new RegExp(`<(?:span|section)[^>]*data-reliability="${kind}"[^>]*>([\\s\\S]*?)</(?:span|section)>`).exec(html);
  assert.ok(m, `a ${kind} track record is shown`);
  return m[1]
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

let owner: SignedInUser;
let driver: SignedInUser;
let ownLoads: string[];
let openLoadId: string;

/**
 * The known history. Owner: 8 loads posted (2 open), 6 accepted; 5 of them held in escrow (83%); releases
 * 2.0, 5.5, 1.0 and 9.0 days after delivery (median 3.75 → 3.8); one accepted load cancelled; disputes: one
 * raised by the owner and lost, one raised by the driver and lost (released to the driver). Driver: 5 trips
 * delivered, of them 3 by the estimated day in India (a delivery at 20:00 UTC is the next day in India), 1 trip
 * cancelled, ratings 5, 4 and 4 (4.3, 3).
 */
before(async () => {
  server = await startTestServer();
  owner = await signUp(server, 'shipper', { name: 'Record Owner' });
  driver = await signUp(server, 'driver', { name: 'Record Driver' });
  const l1 = await takenLoad(owner, driver, { tripStatus: 'delivered', estimatedDelivery: '2026-01-09', deliveredAt: '2026-01-10T06:00:00Z', held: true, releasedAt: '2026-01-12T06:00:00Z' });
  const l2 = await takenLoad(owner, driver, { tripStatus: 'delivered', estimatedDelivery: '2026-02-01', deliveredAt: '2026-02-01T00:00:00Z', held: true, releasedAt: '2026-02-06T12:00:00Z' });
  const l3 = await takenLoad(owner, driver, { tripStatus: 'delivered', estimatedDelivery: '2026-03-01', deliveredAt: '2026-03-01T20:00:00Z', held: true, releasedAt: '2026-03-02T20:00:00Z' });
  const l8 = await takenLoad(owner, driver, { tripStatus: 'delivered', estimatedDelivery: '2026-04-03', deliveredAt: '2026-04-01T10:00:00Z', held: true, releasedAt: '2026-04-10T10:00:00Z' });
  const l4 = await takenLoad(owner, driver, { tripStatus: 'delivered', estimatedDelivery: '2026-05-01', deliveredAt: '2026-05-01T10:00:00Z' });
  const l5 = await takenLoad(owner, driver, { tripStatus: 'cancelled', estimatedDelivery: '2026-06-01', held: true });
  await resolvedDispute(l2.load.id, driver.id, 'release');
  await resolvedDispute(l3.load.id, owner.id, 'release');
  await rate(l1.tripId, owner.id, driver.id, 5);
  await rate(l2.tripId, owner.id, driver.id, 4);
  await rate(l3.tripId, owner.id, driver.id, 4);
  const open = await insertBoardLoad(server.db, owner.id, { pickupDate: PICKUP, origin: 'Jaipur', destination: 'Pune' });
  await insertBoardLoad(server.db, owner.id, { pickupDate: PICKUP, origin: 'Jaipur', destination: 'Surat' });
  openLoadId = open.id;
  ownLoads = [l1, l2, l3, l8, l4, l5].map((l) => l.load.id);
});

describe('the figures from a known history', () => {
  test("an owner's loads, escrow share, median days to release, disputes and cancellations, exactly", async () => {
    const other = await signUp(server, 'shipper');
    const figures = await ownerReliability(server.db, [owner.id, other.id, owner.id]);
    assert.deepEqual(figures.get(owner.id), {
      loadsPosted: 8,
      acceptedLoads: 6,
      viaEscrow: 5,
      medianReleaseDays: 3.8,
      disputesRaised: 1,
      disputesLost: 2,
      cancelledAfterAccept: 1,
    });
    // No history: zeros and no median (shown as "new").
    assert.deepEqual(figures.get(other.id), { loadsPosted: 0, acceptedLoads: 0, viaEscrow: 0, medianReleaseDays: null, disputesRaised: 0, disputesLost: 0, cancelledAfterAccept: 0 });
    assert.equal((await ownerReliability(server.db, [])).size, 0);
    // Loads posted are counted by the statements that add and remove loads (migration 049), several at once too.
    await server.db
      .insertInto('loads')
      .values([1, 2, 3].map(() => ({ ownerId: other.id, origin: 'Delhi', destination: 'Agra', originKey: 'delhi', destinationKey: 'agra', pickupDate: PICKUP, truckType: 'open', weightTonnes: 10 })))
      .execute();
    assert.equal((await ownerReliability(server.db, [other.id])).get(other.id)?.loadsPosted, 3);
    await server.db.deleteFrom('loads').where('ownerId', '=', other.id).where('destination', '=', 'Agra').execute();
    assert.equal((await ownerReliability(server.db, [other.id])).get(other.id)?.loadsPosted, 0);
  });

  test("a driver's trips, on-time share by the day in India, cancellations and ratings, exactly", async () => {
    const fresh = await signUp(server, 'driver');
    const figures = await driverReliability(server.db, [driver.id, fresh.id]);
    assert.deepEqual(figures.get(driver.id), { tripsCompleted: 5, onTime: 3, tripsCancelled: 1, ratingAverage: 4.3, ratingCount: 3 });
    assert.deepEqual(figures.get(fresh.id), { tripsCompleted: 0, onTime: 0, tripsCancelled: 0, ratingAverage: null, ratingCount: 0 });
  });

  test('a median of an odd number of releases is the middle one', async () => {
    const o = await signUp(server, 'shipper');
    const d = await signUp(server, 'driver');
    for (const [delivered, released] of [
      ['2026-01-01T00:00:00Z', '2026-01-03T00:00:00Z'],
      ['2026-01-05T00:00:00Z', '2026-01-05T12:00:00Z'],
      ['2026-01-07T00:00:00Z', '2026-01-14T00:00:00Z'],
    ]) {
      await takenLoad(o, d, { tripStatus: 'delivered', estimatedDelivery: '2026-01-30', deliveredAt: delivered, held: true, releasedAt: released });
    }
    assert.equal((await ownerReliability(server.db, [o.id])).get(o.id)?.medianReleaseDays, 2);
    assert.deepEqual(await driverReliability(server.db, [d.id]).then((m) => m.get(d.id)), { tripsCompleted: 3, onTime: 3, tripsCancelled: 0, ratingAverage: null, ratingCount: 0 });
  });
});

describe('where the figures are shown', () => {
  test('on the board card, in one short line; a new owner is "new"; kept fresh when a dispute is resolved', async () => {
    const newcomer = await signUp(server, 'shipper', { name: 'New Owner' });
    const theirs = await insertBoardLoad(server.db, newcomer.id, { pickupDate: PICKUP, origin: 'Jaipur', destination: 'Agra' });
    const viewer = await signUp(server, 'driver');
    const board = await viewer.client.get(`/loads?pickup_date=${PICKUP}`);
    assert.equal(board.status, 200);
    assert.equal(reliabilityText(card(board.text, openLoadId), 'owner'), '8 loads · 83% via escrow · paid in 3.8 days · 1 cancelled · 2 disputes lost');
    assert.equal(reliabilityText(card(board.text, theirs.id), 'owner'), 'New poster · 1 load');
    // Only figures: no other load of the owner, no dispute reason, no review.
    for (const id of ownLoads) assert.ok(!board.text.includes(id), 'no other load of the owner is named');
    assert.ok(!board.text.includes(SECRET));

    // A dispute resolved against the owner moves the board version: the kept page is not served.
    await resolvedDispute(ownLoads[0], owner.id, 'release');
    const again = await viewer.client.get(`/loads?pickup_date=${PICKUP}`);
    assert.equal(reliabilityText(card(again.text, openLoadId), 'owner'), '8 loads · 83% via escrow · paid in 3.8 days · 1 cancelled · 3 disputes lost');
    await server.db.deleteFrom('disputes').where('loadId', '=', ownLoads[0]).execute();
    // Signed out, the public board shows the same line.
    const pub = await anonymous(server).get(`/loadboard?pickup_date=${PICKUP}`);
    assert.equal(reliabilityText(card(pub.text, openLoadId), 'owner'), '8 loads · 83% via escrow · paid in 3.8 days · 1 cancelled · 2 disputes lost');
  });

  test('on the load page, each figure named', async () => {
    const viewer = await signUp(server, 'driver');
    const page = await viewer.client.get(`/loads/${openLoadId}`);
    assert.equal(page.status, 200);
    assert.equal(
      reliabilityText(page.text, 'owner'),
      "Track record Loads posted 8 Accepted loads paid through escrow 83% (5 of 6) Median time from delivery to payment 3.8 days Disputes raised / lost 1 raised · 2 lost Loads cancelled after accepting a bid 1 From this app's own records.",
    );
    for (const id of ownLoads) assert.ok(!page.text.includes(id));
    assert.ok(!page.text.includes(SECRET));
    // A new owner's page says so.
    const newcomer = await signUp(server, 'broker');
    const theirs = await insertBoardLoad(server.db, newcomer.id, { pickupDate: PICKUP });
    const fresh = await viewer.client.get(`/loads/${theirs.id}`);
    assert.match(
      reliabilityText(fresh.text, 'owner'),
      /^Track record New poster Loads posted 1 Accepted loads paid through escrow No load accepted yet Median time from delivery to payment No payment released yet/,
    );
  });

  test("beside every bid the owner sees, the driver's trips, on-time share and cancellations; a new driver is new", async () => {
    const shipper = await signUp(server, 'shipper');
    const load = await insertBoardLoad(server.db, shipper.id, { pickupDate: PICKUP });
    const fresh = await signUp(server, 'driver', { name: 'Fresh Driver' });
    for (const d of [driver, fresh]) {
      await server.db
        .insertInto('bids')
        .values({ loadId: load.id, driverId: d.id, amountPaise: 4_000_000, estimatedDelivery: addDays(PICKUP, 2) })
        .execute();
    }
    const page = await shipper.client.get(`/loads/${load.id}`);
    assert.equal(page.status, 200);
    const bidOf = (name: string) => {
      const at = page.text.indexOf(`<b class="driver-name">${name}</b>`);
      assert.ok(at > 0, `the bid of ${name}`);
      return page.text.slice(at, page.text.indexOf('</article>', at));
    };
    assert.equal(reliabilityText(bidOf('Record Driver'), 'driver'), '5 trips · 60% on time · 1 cancelled');
    assert.match(bidOf('Record Driver'), /★ 4\.3/);
    assert.equal(reliabilityText(bidOf('Fresh Driver'), 'driver'), 'New driver');
    assert.ok(!page.text.includes(SECRET), 'no review or dispute text of the driver');
    for (const id of ownLoads) assert.ok(!page.text.includes(id));
  });

  test("on a driver's profile, each figure named", async () => {
    const viewer = await signUp(server, 'shipper');
    const page = await viewer.client.get(`/drivers/${driver.id}`);
    assert.equal(page.status, 200);
    assert.equal(
      reliabilityText(page.text, 'driver'),
      "Driver's track record Trips completed 5 Delivered by the promised date 60% (3 of 5) Trips cancelled 1 Rating ★ 4.3 (3 ratings) From this app's own records.",
    );
  });
});

describe('in Hindi', () => {
  async function hindiUser(role: 'driver' | 'shipper', name: string): Promise<SignedInUser> {
    const user = await signUp(server, role, { name });
    user.client.cookies.set('fm_lang', 'hi');
    const home = (await user.client.get('/')).location;
    assert.ok(home);
    await user.client.get(home);
    return user;
  }

  test('the board card, the load page, a bid and a profile', async () => {
    const reader = await hindiUser('driver', 'सुरेश यादव');
    const shipper = await hindiUser('shipper', 'रमेश अग्रवाल');
    const load = await insertBoardLoad(server.db, owner.id, { pickupDate: PICKUP_HI, origin: 'Jaipur', destination: 'Pune' });
    const board = await reader.client.get(`/loads?pickup_date=${PICKUP_HI}`);
    assert.equal(board.status, 200);
    const line = reliabilityText(card(board.text, load.id), 'owner');
    assert.equal(line, '9 लोड · 83% एस्क्रो से · 3.8 दिन में भुगतान · 1 रद्द · 2 विवाद हारे');
    assert.deepEqual(englishLeft(card(board.text, load.id), ['Record', 'Owner']), []);

    const page = await reader.client.get(`/loads/${load.id}`);
    const details = reliabilityText(page.text, 'owner');
    assert.match(details, /83% \(6 में से 5\)/);
    assert.deepEqual(englishLeft(details), []);

    const own = await insertBoardLoad(server.db, shipper.id, { pickupDate: PICKUP_HI });
    await server.db
      .insertInto('bids')
      .values({ loadId: own.id, driverId: driver.id, amountPaise: 4_000_000, estimatedDelivery: addDays(PICKUP_HI, 2) })
      .execute();
    const bids = await shipper.client.get(`/loads/${own.id}`);
    const beside = reliabilityText(bids.text, 'driver');
    assert.equal(beside, '5 ट्रिप · 60% समय पर · 1 रद्द');

    const profile = await shipper.client.get(`/drivers/${driver.id}`);
    const record = reliabilityText(profile.text, 'driver');
    assert.match(record, /60% \(5 में से 3\)/);
    assert.deepEqual(englishLeft(record), []);
    await server.db.deleteFrom('bids').where('loadId', '=', own.id).execute();
  });
});

/** An owner's figures computed afresh from the records, the way migration 055 defines them. */
async function figuresFromRecords(ownerId: string) {
  const { rows } = await sql<{ accepted: number; viaEscrow: number; cancelled: number; median: number | null; raised: number; lost: number }>`
    select
      (select count(*)::int from loads l where l.owner_id = ${ownerId} and l.accepted_bid_id is not null) as accepted,
      (select count(*)::int from loads l where l.owner_id = ${ownerId} and l.accepted_bid_id is not null
         and exists (select 1 from escrow_transactions h where h.load_id = l.id and h.kind = 'hold')) as "viaEscrow",
      (select count(*)::int from loads l where l.owner_id = ${ownerId} and l.accepted_bid_id is not null and l.status = 'cancelled') as cancelled,
      (select round(percentile_cont(0.5) within group (order by extract(epoch from r.created_at - t.delivered_at) / 86400)::numeric, 1)::float8
         from loads l join trips t on t.load_id = l.id join escrow_transactions r on r.load_id = l.id and r.kind = 'release'
         where l.owner_id = ${ownerId} and l.accepted_bid_id is not null) as median,
      (select count(*)::int from loads l join disputes d on d.load_id = l.id where l.owner_id = ${ownerId} and l.accepted_bid_id is not null and d.raised_by = ${ownerId}) as raised,
      (select count(*)::int from loads l join disputes d on d.load_id = l.id
         where l.owner_id = ${ownerId} and l.accepted_bid_id is not null and d.status = 'resolved' and d.outcome = 'release') as lost`.execute(server.db);
  const r = rows[0];
  return { acceptedLoads: r.accepted, viaEscrow: r.viaEscrow, cancelledAfterAccept: r.cancelled, medianReleaseDays: r.median, disputesRaised: r.raised, disputesLost: r.lost };
}

/** The kept figures of an owner, without loads posted (kept apart since migration 049). */
async function keptFigures(ownerId: string) {
  const { loadsPosted: _, ...rest } = (await ownerReliability(server.db, [ownerId])).get(ownerId)!;
  return rest;
}

describe('kept per owner by the database (migration 055)', () => {
  test('the kept figures follow every change of the records they come from', async () => {
    const o = await signUp(server, 'shipper');
    const d = await signUp(server, 'driver');
    const a = await takenLoad(o, d, { tripStatus: 'delivered', estimatedDelivery: '2026-01-09', deliveredAt: '2026-01-10T06:00:00Z', held: true, releasedAt: '2026-01-13T06:00:00Z' });
    assert.deepEqual(await keptFigures(o.id), await figuresFromRecords(o.id));
    assert.equal((await keptFigures(o.id)).medianReleaseDays, 3);
    // b is delivered without its release yet: the median moves when the release comes.
    const b = await takenLoad(o, d, { tripStatus: 'delivered', estimatedDelivery: '2026-02-09', deliveredAt: '2026-02-10T00:00:00Z', held: true });
    assert.equal((await keptFigures(o.id)).medianReleaseDays, 3);
    await releaseWithFee(server.db, o.id, d.id, b.load.id, 4_000_000, 100_000, new Date('2026-02-11T00:00:00Z'));
    assert.equal((await keptFigures(o.id)).medianReleaseDays, 2);
    // A dispute raised by the owner, then resolved against them; an accepted load cancelled.
    await server.db.insertInto('disputes').values({ loadId: a.load.id, raisedBy: o.id, reason: SECRET }).execute();
    assert.equal((await keptFigures(o.id)).disputesRaised, 1);
    await server.db.updateTable('disputes').set({ status: 'resolved', outcome: 'release', resolvedAt: new Date() }).where('loadId', '=', a.load.id).execute();
    assert.equal((await keptFigures(o.id)).disputesLost, 1);
    const c = await takenLoad(o, d, { tripStatus: 'scheduled', estimatedDelivery: '2026-03-09' });
    await server.db.updateTable('loads').set({ status: 'cancelled' }).where('id', '=', c.load.id).execute();
    const kept = await keptFigures(o.id);
    assert.deepEqual(kept, { acceptedLoads: 3, viaEscrow: 2, cancelledAfterAccept: 1, medianReleaseDays: 2, disputesRaised: 1, disputesLost: 1 });
    assert.deepEqual(kept, await figuresFromRecords(o.id));
  });

  test("two transactions accepting bids on one owner's loads at once both count", async () => {
    const o = await signUp(server, 'shipper');
    const d = await signUp(server, 'driver');
    // The owner has a record already (so neither transaction inserts it).
    await takenLoad(o, d, { tripStatus: 'scheduled', estimatedDelivery: '2026-01-09' });
    const loads = [await insertBoardLoad(server.db, o.id, { listed: false }), await insertBoardLoad(server.db, o.id, { listed: false })];
    const bids: Array<{ id: string }> = [];
    for (const l of loads) {
      bids.push(
        await server.db.insertInto('bids').values({ loadId: l.id, driverId: d.id, amountPaise: 4_000_000, estimatedDelivery: PICKUP, status: 'accepted' }).returning('id').executeTakeFirstOrThrow(),
      );
    }
    // The first transaction recomputes the owner's record (its trigger run early) and waits with the row locked;
    // the second one's recomputation must wait for it and then see its acceptance.
    let firstHasRecomputed!: () => void;
    const recomputed = new Promise<void>((resolve) => {
      firstHasRecomputed = resolve;
    });
    let letFirstCommit!: () => void;
    const mayCommit = new Promise<void>((resolve) => {
      letFirstCommit = resolve;
    });
    const accept = (i: number) => async (trx: Transaction<DB>) => {
      await trx.updateTable('loads').set({ status: 'assigned', assignedDriverId: d.id, acceptedBidId: bids[i].id }).where('id', '=', loads[i].id).execute();
      await sql`set constraints all immediate`.execute(trx);
    };
    const first = server.db.transaction().execute(async (trx) => {
      await accept(0)(trx);
      firstHasRecomputed();
      await mayCommit;
    });
    await recomputed;
    const second = server.db.transaction().execute(accept(1));
    // The second transaction is waiting for the owner's row.
    for (let i = 0; i < 200; i++) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(server.db);
      if (rows[0].n > 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    letFirstCommit();
    await Promise.all([first, second]);
    assert.equal((await keptFigures(o.id)).acceptedLoads, 3);
  });
});
