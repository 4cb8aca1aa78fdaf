/**
 * The board keeps pages, totals and owners' figures across writes that do not touch them (migration 074, cache.ts).
 * What a user reads must never be older than the writes answered before the read: every figure a card shows
 * follows the change that moves it, whichever filter the page is of, and under concurrent writers and readers every
 * kept page ends equal to what the database says.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp, type SignedInUser } from '../../../../test/helpers/factories.js';
import { insertBoardLoad, uniqueTown, validLoadForm } from '../../../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../../../test/helpers/test-server.js';
import { addDays, kolkataDate } from '../../../lib/dates.js';

let server: TestServer;

before(async () => {
  server = await startTestServer({ RATE_LIMIT_PAGES_MAX: '100000', RATE_LIMIT_MAX: '100000', RATE_LIMIT_SEARCH_MAX: '100000', RATE_LIMIT_WRITE_MAX: '100000' });
});

after(async () => {
  await server?.close();
});

/** The owner's track record as the first card of a board page shows it. */
const reliabilityOf = (html: string) => /data-reliability="owner"[^>]*>([^<]*)</.exec(html)?.[1];

const idOf = (location: string | null) => {
  const m = /\/loads\/([0-9a-f-]{36})/.exec(location ?? '');
  assert.ok(m, `no load id in ${location}`);
  return m[1];
};

describe('kept board pages follow every change that touches them', () => {
  test('a load posted elsewhere leaves a page as it was; one posted in its filter is on it at once', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const alpha = uniqueTown('Alphapur');
    const gamma = uniqueTown('Gammapur');
    for (let i = 0; i < 3; i++) await insertBoardLoad(server.db, owner.id, { origin: alpha });
    const page = (town: string) => driver.client.get(`/api/loads?origin=${encodeURIComponent(town)}`);
    const before = await page(alpha);
    assert.equal(before.json.data.pagination.total, 3);
    await page(gamma);

    const elsewhere = idOf((await owner.client.post('/loads', validLoadForm({ origin: gamma }))).location);
    const g = await page(gamma);
    assert.deepEqual(
      g.json.data.loads.map((l: { id: string }) => l.id),
      [elsewhere],
    );
    const a = await page(alpha);
    assert.equal(a.json.data.pagination.total, 3);
    assert.deepEqual(
      a.json.data.loads.map((l: { id: string }) => l.id),
      before.json.data.loads.map((l: { id: string }) => l.id),
    );

    const here = idOf((await owner.client.post('/loads', validLoadForm({ origin: alpha }))).location);
    const after = await page(alpha);
    assert.equal(after.json.data.pagination.total, 4);
    assert.equal(after.json.data.loads[0].id, here, 'the newest load first');
  });

  test("a card's bids, its owner's figures and its lane's recent price follow their changes, on a page whose filter they do not touch", async () => {
    const owner = await signUp(server, 'shipper', { name: 'Kept Poster' });
    const other = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const from = uniqueTown('Lanepur');
    const to = uniqueTown('Lanegarh');
    const card = await insertBoardLoad(server.db, owner.id, { origin: from, destination: to, truckType: 'container', weightTonnes: 10, pricePaise: 5_000_000 });
    const lane = await insertBoardLoad(server.db, other.id, { origin: from, destination: to, truckType: 'open', weightTonnes: 10, pricePaise: 3_000_000 });
    const url = `/api/loads?destination=${encodeURIComponent(to)}&truck_type=container`;
    const html = `/loads?destination=${encodeURIComponent(to)}&truck_type=container`;
    const first = async () => {
      const res = await driver.client.get(url);
      assert.equal(res.status, 200);
      assert.equal(res.json.data.loads.length, 1);
      return res.json.data.loads[0];
    };
    assert.equal((await first()).bid_count, 0);
    assert.equal(reliabilityOf((await driver.client.get(html)).text), 'New poster · 1 load');

    // A bid: the card's count.
    await server.db
      .insertInto('bids')
      .values({ loadId: card.id, driverId: driver.id, amountPaise: 4_900_000, estimatedDelivery: addDays(kolkataDate(), 5) })
      .execute();
    assert.equal((await first()).bid_count, 1);

    // The owner's company and verification (another feature's write): every card of theirs.
    await server.db.updateTable('users').set({ companyName: 'Kept Roadways', verifiedAt: new Date() }).where('id', '=', owner.id).execute();
    const poster = (await first()).poster;
    assert.equal(poster.company_name, 'Kept Roadways');
    assert.equal(poster.verified, true);

    // The owner posts a load elsewhere: their count of loads posted, on this page's card.
    assert.equal((await owner.client.post('/loads', validLoadForm({ origin: uniqueTown('Elsepur') }))).status, 302);
    assert.equal(reliabilityOf((await driver.client.get(html)).text), 'New poster · 2 loads');

    // Another load of the lane is taken (an open truck: not in this page's filter): the lane's recent price.
    assert.equal((await first()).lane_price_per_tonne, null);
    await server.db.updateTable('loads').set({ status: 'assigned' }).where('id', '=', lane.id).execute();
    const now = await first();
    assert.equal(now.lane_price_per_tonne, 3000);
    assert.equal(now.lane_loads, 1);
  });

  test('a load moving into or out of a weight range or a pickup date is counted at once', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown('Rangepur');
    const day = addDays(kolkataDate(), 3);
    const load = await insertBoardLoad(server.db, owner.id, { origin: town, weightTonnes: 9, pickupDate: day });
    const total = async (q: string) => (await driver.client.get(`/api/loads?origin=${encodeURIComponent(town)}${q}`)).json.data.pagination.total as number;
    assert.equal(await total('&min_weight=10'), 0);
    assert.equal(await total('&max_weight=9.5'), 1);
    assert.equal(await total(`&pickup_date=${addDays(day, 1)}`), 0);
    await server.db
      .updateTable('loads')
      .set({ weightTonnes: 10, pickupDate: addDays(day, 1) })
      .where('id', '=', load.id)
      .execute();
    assert.equal(await total('&min_weight=10'), 1);
    assert.equal(await total('&max_weight=9.5'), 0);
    assert.equal(await total(`&pickup_date=${addDays(day, 1)}`), 1);
    assert.equal(await total(`&pickup_date=${day}`), 0);
  });
});

describe('concurrent writers and readers', () => {
  test('a read made after a write has answered shows it, and every kept page ends as the database has it', async () => {
    const owners: SignedInUser[] = [await signUp(server, 'shipper'), await signUp(server, 'shipper')];
    const driver = await signUp(server, 'driver');
    const towns = [uniqueTown('Racepur'), uniqueTown('Racegarh'), uniqueTown('Racenagar')];
    const elsewhere = uniqueTown('Raceabad');
    const posted: Array<{ id: string; town: string; owner: SignedInUser }> = [];
    const board = async (town: string, q = '') => {
      const res = await driver.client.get(`/api/loads?destination=${encodeURIComponent(town)}${q}`);
      assert.equal(res.status, 200, res.text);
      return res.json.data as { loads: Array<{ id: string; bid_count: number }>; pagination: { total: number } };
    };
    const ids = async (town: string) => (await board(town, '&limit=100')).loads.map((l) => l.id);
    let reading = true;
    // Readers walk the pages (5 loads a page, resuming after the last row of the page before) and the totals.
    const readers = towns.map(async (town) => {
      while (reading) for (let p = 1; p <= 3; p++) await board(town, `&limit=5&page=${p}`);
    });
    const writes: Array<Promise<void>> = [];
    let nextMove = 0;
    try {
      for (let i = 0; i < 36; i++) {
        const owner = owners[i % 2];
        const town = i % 4 === 3 ? elsewhere : towns[i % 3];
        writes.push(
          (async () => {
            const res = await owner.client.post('/loads', validLoadForm({ destination: town, confirm_duplicate: '1', price: String(40_000 + i * 500) }));
            assert.equal(res.status, 302, res.text);
            const id = idOf(res.location);
            if (town !== elsewhere) assert.ok((await ids(town)).includes(id), `posted load ${id} on ${town}'s board once answered`);
            // Only now may a later edit move it: before, the check above could rightly find it moved away.
            posted.push({ id, town, owner });
          })(),
        );
        if (i % 6 === 5) {
          // Move an earlier load to another town, and back its old town's board must lose it.
          // Each load moved once, so that no two edits of one load race (that race is the loads feature's, tested there).
          while (nextMove < posted.length && posted[nextMove].town === elsewhere) nextMove++;
          const moved = posted[nextMove++];
          if (moved) {
            const target = towns[(towns.indexOf(moved.town) + 1) % 3];
            const was = moved.town;
            moved.town = target;
            writes.push(
              (async () => {
                const res = await moved.owner.client.post(`/loads/${moved.id}`, validLoadForm({ destination: target, confirm_duplicate: '1' }));
                assert.equal(res.status, 302, res.text);
                assert.ok(!(await ids(was)).includes(moved.id), `${moved.id} left ${was}`);
                assert.ok((await ids(target)).includes(moved.id), `${moved.id} reached ${target}`);
              })(),
            );
          }
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      await Promise.all(writes);
    } finally {
      reading = false;
      await Promise.allSettled(readers);
    }
    await Promise.all(readers);

    // Every page as kept equals the database's own answer.
    for (const town of towns) {
      const expected = (
        await server.db
          .selectFrom('loads')
          .select('id')
          .where('destinationKey', '=', town.toLowerCase())
          .where('status', '=', 'open')
          .where('listed', '=', true)
          .where('deletedAt', 'is', null)
          .orderBy('createdAt', 'desc')
          .orderBy('id', 'desc')
          .execute()
      ).map((r) => r.id);
      const pages: string[] = [];
      for (let p = 1; p <= Math.ceil(expected.length / 5) + 1; p++) {
        const data = await board(town, `&limit=5&page=${p}`);
        assert.equal(data.pagination.total, expected.length, `${town}: total`);
        pages.push(...data.loads.map((l) => l.id));
      }
      assert.deepEqual(pages, expected, `${town}: pages of 5`);
      assert.deepEqual(await ids(town), expected, `${town}: one page of 100`);
    }
  });
});
