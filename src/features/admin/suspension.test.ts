/**
 * Suspension means out (issue 13, item 8): a suspended user's open loads leave
 * every board and take no bids; the live bids on them end and the bidders are
 * told; an unsuspension lists exactly those loads again. Races are fired truly
 * in parallel over real HTTP and checked in the database after every round.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bidBody, bidRow, insertBid, notificationsOf, setPlan } from '../../../test/helpers/bids-factories.js';
import { openEventStream } from '../../../test/helpers/event-stream.js';
import { anonymous, insertAcceptedLoad, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { SUSPENDED_DRIVER_BID_REASON, SUSPENDED_OWNER_BID_REASON } from './service.js';

let server: TestServer;
let admin: SignedInUser;
before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server.close();
});

const json = { accept: 'json' as const };
const db = () => server.db;

/** Every board a load can be found on, each filtered to one lane, as the ids (or the text) each shows. */
async function boards(viewer: SignedInUser, origin: string, destination: string) {
  const lane = `origin=${origin}&destination=${destination}`;
  const [api, search, board, market, pub] = await Promise.all([
    viewer.client.get(`/api/loads?${lane}`),
    anonymous(server).get(`/api/loads/search?q=${encodeURIComponent(`${origin} to ${destination}`)}`),
    viewer.client.get(`/loads?${lane}`),
    viewer.client.get(`/marketplace?from=${origin}&to=${destination}`),
    anonymous(server).get(`/loadboard?${lane}`),
  ]);
  for (const r of [api, search, board, market, pub]) assert.equal(r.status, 200, r.text.slice(0, 300));
  return {
    api: (api.json.data.loads as Array<{ id: string }>).map((l) => l.id),
    search: (search.json.data.loads as Array<{ id: string }>).map((l) => l.id),
    html: { board: board.text, marketplace: market.text, loadboard: pub.text },
  };
}

function assertOnEveryBoard(b: Awaited<ReturnType<typeof boards>>, loadId: string, present: boolean) {
  assert.equal(b.api.includes(loadId), present, `/api/loads ${present ? 'lists' : 'does not list'} the load`);
  assert.equal(b.search.includes(loadId), present, `/api/loads/search ${present ? 'finds' : 'does not find'} the load`);
  for (const [name, html] of Object.entries(b.html)) assert.equal(html.includes(loadId), present, `${name} ${present ? 'shows' : 'does not show'} the load`);
}

describe('suspending a load owner', () => {
  test('their open loads leave every board (cached pages too) and their pages; unsuspending lists exactly those again', async () => {
    const owner = await signUp(server, 'shipper');
    const other = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const open = await insertLoad(db(), owner.id, { origin: 'Surat', destination: 'Indore' });
    const books = await insertLoad(db(), owner.id, { origin: 'Surat', destination: 'Indore', listed: false });
    const { load: assigned } = await insertAcceptedLoad(db(), owner.id, driver.id);
    const othersLoad = await insertLoad(db(), other.id, { origin: 'Surat', destination: 'Indore' });

    // Read every board first, so that the board's cached pages and totals hold the load.
    const before = await boards(driver, 'Surat', 'Indore');
    assertOnEveryBoard(before, open.id, true);
    assertOnEveryBoard(before, othersLoad.id, true);
    assert.equal((await driver.client.get(`/loads/${open.id}`)).status, 200);

    const res = await admin.client.post(`/admin/users/${owner.id}/suspend`, { return_to: '/admin/users' });
    assert.equal(res.status, 302);
    const flash = await admin.client.get('/admin/users');
    assert.match(flash.text, /is suspended and signed out everywhere\. 1 open load left the board; 0 bids ended/);

    const during = await boards(driver, 'Surat', 'Indore');
    assertOnEveryBoard(during, open.id, false);
    assertOnEveryBoard(during, othersLoad.id, true);
    assert.equal((await driver.client.get(`/loads/${open.id}`)).status, 404, 'the load page (the share link) is gone');
    assert.equal((await driver.client.get(`/api/loads/${open.id}`, json)).status, 404);
    assert.equal((await driver.client.get(`/marketplace/load/${open.id}`)).status, 404);
    assert.equal((await anonymous(server).get(`/loads/${open.id}`)).status, 404, 'the public summary is gone');
    // The admin still sees it, marked as off the board.
    const adminView = await admin.client.get(`/api/loads/${open.id}`, json);
    assert.equal(adminView.status, 200);
    const adminList = await admin.client.get(`/admin/loads?q=${owner.username}`, json);
    const listed = adminList.json.data.loads.find((l: any) => l.id === open.id);
    assert.deepEqual([listed.listed, listed.hidden_by_suspension], [false, true]);
    const adminPage = await admin.client.get(`/admin/loads?q=${owner.username}`);
    assert.match(adminPage.text, /Off the board: owner suspended/);

    const rows = await db().selectFrom('loads').select(['id', 'listed', 'hiddenBySuspension', 'status']).where('ownerId', '=', owner.id).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    assert.deepEqual({ ...byId.get(open.id) }, { id: open.id, listed: false, hiddenBySuspension: true, status: 'open' });
    assert.equal(byId.get(books.id)!.hiddenBySuspension, false, 'a books-only load is not touched');
    assert.deepEqual({ listed: byId.get(assigned.id)!.listed, hidden: byId.get(assigned.id)!.hiddenBySuspension }, { listed: true, hidden: false }, 'a trip under way is not touched');

    const un = await admin.client.post(`/admin/users/${owner.id}/unsuspend`, {}, json);
    assert.equal(un.status, 200);
    assert.equal(un.json.data.relisted_loads, 1);
    const afterwards = await boards(driver, 'Surat', 'Indore');
    assertOnEveryBoard(afterwards, open.id, true);
    assert.equal((await driver.client.get(`/loads/${open.id}`)).status, 200);
    const booksAfter = await db().selectFrom('loads').select(['listed', 'hiddenBySuspension']).where('id', '=', books.id).executeTakeFirstOrThrow();
    assert.deepEqual({ ...booksAfter }, { listed: false, hiddenBySuspension: false }, 'the books-only load stays in the books');
  });

  test('the live bids on their loads end with the reason, each bidder is told (live), new bids are refused; ended bids stay ended', async () => {
    const owner = await signUp(server, 'shipper');
    const [d1, d2, d3] = await Promise.all([signUp(server, 'driver'), signUp(server, 'driver'), signUp(server, 'driver')]);
    const load = await insertLoad(db(), owner.id, { origin: 'Nashik', destination: 'Raipur' });
    const pending = await d1.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount: 41000 }));
    assert.equal(pending.status, 201);
    const countered = await d2.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount: 43000 }));
    assert.equal(countered.status, 201);
    assert.equal((await owner.client.post(`/bids/${countered.json.data.bid.id}/counter`, { amount: '42000' }, json)).status, 200);
    const withdrawn = await insertBid(db(), load.id, d3.id, { status: 'withdrawn' });
    const live = await openEventStream(server, d1.client);
    try {
      const res = await admin.client.post(`/admin/users/${owner.id}/suspend`, {}, json);
      assert.equal(res.status, 200);
      assert.equal(res.json.data.user.status, 'suspended');
      assert.equal(res.json.data.hidden_loads, 1);
      assert.equal(res.json.data.ended_bids, 2);

      const event = await live.waitFor((e) => e.type === 'notification' && e.data.kind === 'bid_rejected');
      assert.match(event.data.title, /Your bid on Nashik → Raipur has ended/);
    } finally {
      live.close();
    }
    for (const [driver, bidId] of [
      [d1, pending.json.data.bid.id],
      [d2, countered.json.data.bid.id],
    ] as const) {
      const row = await bidRow(db(), bidId);
      assert.equal(row.status, 'rejected');
      assert.equal(row.statusReason, SUSPENDED_OWNER_BID_REASON);
      const notes = (await notificationsOf(db(), driver.id)).filter((n) => n.kind === 'bid_rejected');
      assert.equal(notes.length, 1, 'the bidder is told once');
      assert.match(notes[0].body, /account that posted it is suspended/);
      const mine = await driver.client.get('/api/bids/my', json);
      const shown = mine.json.data.bids.find((b: any) => b.id === bidId);
      assert.equal(shown.status, 'rejected');
      assert.equal(shown.status_reason, SUSPENDED_OWNER_BID_REASON);
      const page = await driver.client.get('/driver/bids');
      assert.ok(page.text.includes('the account that posted it is suspended'), "the reason is on the driver's bids page");
      const hindi = await driver.client.get('/driver/bids?lang=hi');
      assert.ok(hindi.text.includes('लोड बोर्ड से हटा दिया गया: इसे डालने वाला खाता रोक दिया गया है।'), 'a Hindi reader reads the reason in Hindi');
      await driver.client.get('/driver/bids?lang=en');
    }
    assert.equal((await bidRow(db(), withdrawn.id)).status, 'withdrawn', 'an ended bid keeps its own ending');
    assert.equal((await notificationsOf(db(), d3.id)).length, 0, 'a driver without a live bid is not told');

    // New bids: refused through both doors, and by the database itself.
    const viaLoads = await d3.client.postJson(`/loads/${load.id}/bid`, bidBody(load));
    assert.equal(viaLoads.status, 404);
    const viaMarket = await d3.client.postJson('/marketplace/bid', { ...bidBody(load), load_id: load.id });
    assert.equal(viaMarket.status, 404);
    await assert.rejects(insertBid(db(), load.id, d3.id), /bids_load_owner_active|owner is suspended/);
    // Reviving an ended bid is refused too.
    await assert.rejects(db().updateTable('bids').set({ status: 'pending' }).where('id', '=', pending.json.data.bid.id).execute(), /owner is suspended/);

    const un = await admin.client.post(`/admin/users/${owner.id}/unsuspend`, {}, json);
    assert.equal(un.status, 200);
    assert.equal((await bidRow(db(), pending.json.data.bid.id)).status, 'rejected', 'bids ended by the suspension stay ended');
    assert.equal((await bidRow(db(), countered.json.data.bid.id)).status, 'rejected');
    const again = await d1.client.postJson(`/loads/${load.id}/bid`, bidBody(load, { amount: 40000 }));
    assert.equal(again.status, 201, 'the load takes bids again');
  });

  test('the database refuses a board load for a suspended owner (a post racing the suspension), not a books-only one', async () => {
    const owner = await signUp(server, 'broker');
    assert.equal((await admin.client.post(`/admin/users/${owner.id}/suspend`, {}, json)).status, 200);
    await assert.rejects(insertLoad(db(), owner.id), /owner of this load is suspended/);
    const books = await insertLoad(db(), owner.id, { listed: false });
    await assert.rejects(db().updateTable('loads').set({ listed: true }).where('id', '=', books.id).execute(), /owner of this load is suspended/);
  });

  test('a bid racing the suspension either lands first and is ended by it, or is refused: never a live bid on a hidden load (8 rounds)', async () => {
    for (let round = 0; round < 8; round++) {
      const owner = await signUp(server, 'shipper');
      const driver = await signUp(server, 'driver');
      await setPlan(db(), driver.id, 'premium');
      const load = await insertLoad(db(), owner.id);
      const [bid, suspended] = await Promise.all([
        round % 2 === 0 ? driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load)) : driver.client.postJson('/marketplace/bid', { ...bidBody(load), load_id: load.id }),
        admin.client.post(`/admin/users/${owner.id}/suspend`, {}, json),
      ]);
      assert.equal(suspended.status, 200, `round ${round}: the suspension always succeeds (${suspended.text.slice(0, 200)})`);
      assert.ok([201, 404].includes(bid.status), `round ${round}: bid answered ${bid.status} ${bid.text.slice(0, 200)}`);
      const bids = await db().selectFrom('bids').select(['id', 'status', 'statusReason']).where('loadId', '=', load.id).execute();
      assert.equal(bids.filter((b) => b.status === 'pending' || b.status === 'countered').length, 0, `round ${round}: no live bid`);
      if (bid.status === 201) {
        assert.equal(suspended.json.data.ended_bids, 1, `round ${round}`);
        assert.deepEqual(
          bids.map((b) => [b.status, b.statusReason]),
          [['rejected', SUSPENDED_OWNER_BID_REASON]],
        );
        assert.equal((await notificationsOf(db(), driver.id)).filter((n) => n.kind === 'bid_rejected').length, 1, `round ${round}: the bidder is told`);
      } else {
        assert.equal(bids.length, 0, `round ${round}: nothing stored`);
      }
    }
  });

  test("a suspended driver's live bids are withdrawn with the reason the owner sees; none can be placed or accepted", async () => {
    const [owner, owner2] = await Promise.all([signUp(server, 'shipper'), signUp(server, 'broker')]);
    const driver = await signUp(server, 'driver');
    const [x, y] = [await insertLoad(db(), owner.id), await insertLoad(db(), owner2.id)];
    const pending = await driver.client.postJson(`/loads/${x.id}/bid`, bidBody(x));
    const countered = await driver.client.postJson(`/loads/${y.id}/bid`, bidBody(y));
    assert.equal((await owner2.client.post(`/bids/${countered.json.data.bid.id}/counter`, { amount: '41000' }, json)).status, 200);

    const res = await admin.client.post(`/admin/users/${driver.id}/suspend`, {}, json);
    assert.equal(res.status, 200);
    assert.equal(res.json.data.withdrawn_bids, 2);
    for (const id of [pending.json.data.bid.id, countered.json.data.bid.id]) {
      const row = await bidRow(db(), id);
      assert.deepEqual([row.status, row.statusReason], ['withdrawn', SUSPENDED_DRIVER_BID_REASON]);
    }
    const page = await owner.client.get(`/loads/${x.id}`);
    assert.ok(page.text.includes('the driver&#39;s account is suspended') || page.text.includes("the driver's account is suspended"), 'the owner sees why');
    assert.equal((await owner.client.post(`/bids/${pending.json.data.bid.id}/accept`, {}, json)).status, 409);
    await assert.rejects(insertBid(db(), x.id, driver.id), /driver of this bid is suspended/);
    assert.equal((await db().selectFrom('loads').select('status').where('id', '=', x.id).executeTakeFirstOrThrow()).status, 'open');
  });

  test("a bid racing its driver's suspension either lands first and is withdrawn by it, or is refused (8 rounds)", async () => {
    const owner = await signUp(server, 'shipper');
    for (let round = 0; round < 8; round++) {
      const driver = await signUp(server, 'driver');
      const load = await insertLoad(db(), owner.id);
      const [bid, suspended] = await Promise.all([driver.client.postJson(`/loads/${load.id}/bid`, bidBody(load)), admin.client.post(`/admin/users/${driver.id}/suspend`, {}, json)]);
      assert.equal(suspended.status, 200, `round ${round}: ${suspended.text.slice(0, 200)}`);
      assert.ok([201, 401, 403].includes(bid.status), `round ${round}: bid answered ${bid.status} ${bid.text.slice(0, 200)}`);
      const live = await db().selectFrom('bids').select('id').where('driverId', '=', driver.id).where('status', 'in', ['pending', 'countered']).execute();
      assert.equal(live.length, 0, `round ${round}: no live bid of a suspended driver`);
      if (bid.status === 201) assert.equal(suspended.json.data.withdrawn_bids, 1, `round ${round}`);
      if (bid.status === 403) assert.equal(bid.json.error.code, 'ACCOUNT_SUSPENDED', `round ${round}`);
    }
  });

  test('only an admin suspends: no session, another role, or an unknown user change nothing', async () => {
    const owner = await signUp(server, 'shipper');
    const load = await insertLoad(db(), owner.id);
    const driver = await signUp(server, 'driver');
    assert.equal((await anonymous(server).post(`/admin/users/${owner.id}/suspend`, {}, json)).status, 401);
    assert.equal((await driver.client.post(`/admin/users/${owner.id}/suspend`, {}, json)).status, 403);
    assert.equal((await owner.client.post(`/admin/users/${owner.id}/suspend`, {}, json)).status, 403);
    assert.equal((await admin.client.post('/admin/users/00000000-0000-4000-8000-000000000000/suspend', {}, json)).status, 404);
    const row = await db().selectFrom('loads').select(['listed', 'hiddenBySuspension']).where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.deepEqual({ ...row }, { listed: true, hiddenBySuspension: false });
    assert.equal((await db().selectFrom('users').select('status').where('id', '=', owner.id).executeTakeFirstOrThrow()).status, 'active');
  });
});
