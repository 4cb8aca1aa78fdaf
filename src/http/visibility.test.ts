/**
 * CONTRACT section 2, route by route (issue 13, item 11): a record the caller
 * may not see at all answers 404 (its existence is not revealed), one they may
 * see but not change answers 403, whichever family, verb or format is used.
 * Each row names the caller, the request and the answer; every answer is also
 * checked to have changed nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { bidBody, insertBid } from '../../test/helpers/bids-factories.js';
import { anonymous, insertAcceptedLoad, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../test/helpers/factories.js';
import { insertPayment, insertShipper, insertVehicle } from '../../test/helpers/books-factories.js';
import { insertFix, insertMessage } from '../../test/helpers/messages-factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

type Who = 'owner' | 'otherShipper' | 'otherBroker' | 'otherBrokerToo' | 'bidder' | 'otherDriver' | 'admin' | 'nobody';
interface Row {
  who: Who;
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  status: number;
}

describe('404 for what the caller may not see, 403 for what they may see but not change', () => {
  test('every route that takes a record, for each kind of caller, as JSON and as a page or form', async () => {
    const [owner, otherShipper, otherBroker, bidder, otherDriver] = await Promise.all([
      signUp(server, 'shipper'),
      signUp(server, 'shipper'),
      signUp(server, 'broker'),
      signUp(server, 'driver'),
      signUp(server, 'driver'),
    ]);
    const admin = await signInAdmin(server);

    const db = server.db;

    // The owner's records: a board load with the bidder's bid, a books-only load, a load under way with its trip,
    // a message to the bidder, the bidder's notification, and the owner's ledger records.
    const board = await insertLoad(db, owner.id);
    const bid = await insertBid(db, board.id, bidder.id);
    const books = await insertLoad(db, owner.id, { listed: false });
    const { load: underWay, trip } = await insertAcceptedLoad(db, owner.id, bidder.id, 4_000_000, 'en_route_to_pickup');
    await insertFix(db, underWay.id, bidder.id, 19.07, 72.87);
    const message = await insertMessage(db, owner.id, bidder.id, 'Loading at 9');
    const notification = await db.insertInto('notifications').values({ userId: bidder.id, kind: 'announcement', title: 'Hello', body: '' }).returning('id').executeTakeFirstOrThrow();
    const client = await insertShipper(db, owner.id);
    const vehicle = await insertVehicle(db, owner.id);
    const payment = await insertPayment(db, owner.id);
    // A broker's commission on their own load, and the seeded audit trail of the owner's load.
    const brokerLoad = await insertLoad(db, otherBroker.id);
    const commission = await db.insertInto('commissions').values({ brokerId: otherBroker.id, loadId: brokerLoad.id, amountPaise: 500_000 }).returning('id').executeTakeFirstOrThrow();
    const otherBrokerToo = await signUp(server, 'broker');
    // An open load a suspension took off the board (as admin/queries.ts hideOpenLoadsOfOwner leaves it).
    const hidden = await insertLoad(db, owner.id);
    await db.updateTable('loads').set({ listed: false, hiddenBySuspension: true }).where('id', '=', hidden.id).execute();
    const users: Record<Exclude<Who, 'nobody'>, SignedInUser> = { owner, otherShipper, otherBroker, otherBrokerToo, bidder, otherDriver, admin };

    const rows: Row[] = [
      // A board load: everyone signed in sees it; only the owner changes it.
      ...(['otherShipper', 'otherBroker', 'otherDriver'] as const).flatMap((who): Row[] => [
        { who, method: 'GET', path: `/loads/${board.id}`, status: 200 },
        { who, method: 'GET', path: `/api/loads/${board.id}`, status: 200 },
        { who, method: 'GET', path: `/marketplace/load/${board.id}`, status: 200 },
        { who, method: 'GET', path: `/loads/${board.id}/edit`, status: 403 },
        { who, method: 'POST', path: `/loads/${board.id}`, body: { origin: 'Pune' }, status: 403 },
        { who, method: 'POST', path: `/loads/${board.id}/cancel`, status: 403 },
        { who, method: 'POST', path: `/loads/${board.id}/delete`, status: 403 },
      ]),
      { who: 'otherShipper', method: 'POST', path: '/escrow/hold', body: { load_id: underWay.id }, status: 403 },
      { who: 'otherShipper', method: 'POST', path: '/escrow/release', body: { load_id: underWay.id }, status: 403 },

      // A books-only load: nobody but its owner (and admins) knows it exists.
      ...(['otherShipper', 'otherBroker', 'otherDriver'] as const).flatMap((who): Row[] => [
        { who, method: 'GET', path: `/loads/${books.id}`, status: 404 },
        { who, method: 'GET', path: `/api/loads/${books.id}`, status: 404 },
        { who, method: 'GET', path: `/marketplace/load/${books.id}`, status: 404 },
        { who, method: 'GET', path: `/loads/${books.id}/edit`, status: 404 },
        { who, method: 'POST', path: `/loads/${books.id}/cancel`, status: 404 },
        { who, method: 'POST', path: `/loads/${books.id}/delete`, status: 404 },
      ]),
      { who: 'nobody', method: 'GET', path: `/loads/${books.id}`, status: 404 },
      { who: 'otherDriver', method: 'POST', path: `/loads/${books.id}/bid`, body: bidBody(books), status: 404 },
      { who: 'otherDriver', method: 'POST', path: '/marketplace/bid', body: { ...bidBody(books), load_id: books.id }, status: 404 },
      { who: 'otherShipper', method: 'GET', path: `/ledger/loads/${books.id}`, status: 404 },
      { who: 'otherShipper', method: 'POST', path: `/ledger/loads/${books.id}/cancel`, status: 404 },

      // A bid: seen by the load's owner and the bidder only.
      ...(['otherShipper', 'otherBroker'] as const).flatMap((who): Row[] => [
        { who, method: 'POST', path: `/bids/${bid.id}/accept`, status: 404 },
        { who, method: 'POST', path: `/bids/${bid.id}/reject`, status: 404 },
        { who, method: 'POST', path: `/bids/${bid.id}/counter`, body: { amount: '39000' }, status: 404 },
        { who, method: 'POST', path: `/marketplace/bid/${bid.id}/accept`, status: 404 },
        { who, method: 'POST', path: `/marketplace/bid/${bid.id}/negotiate`, body: { amount: '39000' }, status: 404 },
      ]),
      { who: 'otherDriver', method: 'POST', path: `/bids/${bid.id}/withdraw`, status: 404 },
      { who: 'otherDriver', method: 'POST', path: `/bids/${bid.id}/respond`, body: { action: 'decline' }, status: 404 },

      // A trip and its truck's position: the owner, the driver and admins only.
      { who: 'otherDriver', method: 'GET', path: `/driver/trips/${trip.id}`, status: 404 },
      { who: 'otherDriver', method: 'POST', path: `/driver/trips/${trip.id}/status`, body: { status: 'loaded' }, status: 404 },
      { who: 'otherShipper', method: 'GET', path: `/trips/${trip.id}`, status: 404 },
      // A driver's trip page is /driver/trips/<id> (above: 404); /trips/<id> sends every driver there, whatever the id.
      { who: 'otherDriver', method: 'GET', path: `/trips/${trip.id}`, status: 302 },
      { who: 'otherShipper', method: 'POST', path: `/trips/${trip.id}/cancel`, status: 404 },
      { who: 'otherShipper', method: 'POST', path: `/shipper/rate/${trip.id}`, body: { score: 5 }, status: 404 },
      { who: 'otherShipper', method: 'POST', path: '/marketplace/rate', body: { trip_id: trip.id, score: 5 }, status: 404 },
      // The truck of a load on the board: the load is seen by all, its truck followed by its parties (403);
      // the truck of a books-only load: nothing to see (404).
      ...(['otherShipper', 'otherDriver'] as const).flatMap((who): Row[] => [
        { who, method: 'GET', path: `/api/location/${underWay.id}`, status: 403 },
        { who, method: 'GET', path: `/loads/${underWay.id}/track`, status: 403 },
        { who, method: 'GET', path: `/api/location/${books.id}`, status: 404 },
        { who, method: 'GET', path: `/loads/${books.id}/track`, status: 404 },
      ]),
      { who: 'otherDriver', method: 'POST', path: '/api/location/update', body: { load_id: underWay.id, lat: 19.1, lng: 72.9 }, status: 403 },
      { who: 'otherDriver', method: 'POST', path: '/api/location/update', body: { load_id: books.id, lat: 19.1, lng: 72.9 }, status: 404 },
      { who: 'otherShipper', method: 'GET', path: `/loads/${books.id}/nearby-drivers`, status: 404 },
      { who: 'otherShipper', method: 'GET', path: `/loads/${board.id}/nearby-drivers`, status: 403 },

      // Messages and notifications: their receiver's.
      { who: 'otherDriver', method: 'POST', path: `/api/messages/read/${message.id}`, status: 404 },
      { who: 'owner', method: 'POST', path: `/api/messages/read/${message.id}`, status: 404 },
      { who: 'otherDriver', method: 'POST', path: `/api/notifications/${notification.id}/read`, status: 404 },
      { who: 'otherDriver', method: 'POST', path: `/marketplace/notifications/${notification.id}/read`, status: 404 },

      // Books records: their owner's.
      ...(['otherShipper', 'otherBroker'] as const).flatMap((who): Row[] => [
        { who, method: 'GET', path: `/ledger/shippers/${client.id}`, status: 404 },
        { who, method: 'GET', path: `/ledger/shippers/${client.id}/edit`, status: 404 },
        { who, method: 'POST', path: `/ledger/shippers/${client.id}/delete`, status: 404 },
        { who, method: 'GET', path: `/ledger/vehicles/${vehicle.id}/edit`, status: 404 },
        { who, method: 'POST', path: `/ledger/vehicles/${vehicle.id}/delete`, status: 404 },
        { who, method: 'GET', path: `/ledger/payments/${payment.id}/edit`, status: 404 },
        { who, method: 'POST', path: `/ledger/payments/${payment.id}/delete`, status: 404 },
      ]),

      // A load on the board: its bids and its money are its parties'; the load itself is seen.
      { who: 'otherShipper', method: 'GET', path: `/api/loads/${board.id}/bids`, status: 403 },
      { who: 'otherDriver', method: 'GET', path: `/api/loads/${books.id}/bids`, status: 404 },
      { who: 'otherDriver', method: 'POST', path: '/escrow/dispute', body: { load_id: underWay.id, reason: 'Not mine at all' }, status: 403 },
      { who: 'otherShipper', method: 'POST', path: '/escrow/dispute', body: { load_id: underWay.id, reason: 'Not mine at all' }, status: 403 },
      { who: 'otherShipper', method: 'POST', path: '/escrow/hold', body: { load_id: board.id }, status: 403 },
      { who: 'otherShipper', method: 'GET', path: `/escrow/dispute?load_id=${underWay.id}`, status: 403 },
      // The money of a load the caller may not see (books-only, or hidden by a suspension): no such load (404), checked before who may pay.
      ...(['otherShipper', 'otherDriver', 'otherBroker'] as const).flatMap((who): Row[] =>
        [books, hidden].flatMap((l): Row[] => [
          { who, method: 'POST', path: '/escrow/dispute', body: { load_id: l.id, reason: 'Not mine at all' }, status: 404 },
          { who, method: 'GET', path: `/escrow/dispute?load_id=${l.id}`, status: 404 },
        ]),
      ),
      ...[books, hidden].flatMap((l): Row[] => [
        { who: 'otherShipper', method: 'POST', path: '/escrow/hold', body: { load_id: l.id }, status: 404 },
        { who: 'otherShipper', method: 'POST', path: '/escrow/release', body: { load_id: l.id }, status: 404 },
        // A driver may not hold or release money at all: wrong role, whatever the load (403).
        { who: 'otherDriver', method: 'POST', path: '/escrow/hold', body: { load_id: l.id }, status: 403 },
      ]),
      { who: 'otherDriver', method: 'POST', path: '/escrow/hold', body: { load_id: board.id }, status: 403 },
      // The driver of the load under way passes the visibility check: nothing is held yet (409), not 403/404.
      { who: 'bidder', method: 'POST', path: '/escrow/dispute', body: { load_id: underWay.id, reason: 'Nothing held yet' }, status: 409 },
      // An admin sees every load but pays for none: 403.
      { who: 'admin', method: 'POST', path: '/escrow/dispute', body: { load_id: books.id, reason: 'Not a party' }, status: 403 },
      { who: 'otherShipper', method: 'GET', path: `/ledger/loads/${board.id}`, status: 404 },

      // A broker's commission: that broker's.
      { who: 'otherBrokerToo', method: 'POST', path: `/broker/commissions/${commission.id}/received`, status: 404 },

      // Wrong role: 403 whatever the record.
      { who: 'otherShipper', method: 'POST', path: `/admin/users/${bidder.id}/suspend`, status: 403 },
      { who: 'otherShipper', method: 'POST', path: `/admin/loads/${board.id}/delete`, status: 403 },
      { who: 'otherDriver', method: 'POST', path: `/bids/${bid.id}/accept`, status: 403 },
      { who: 'owner', method: 'POST', path: `/bids/${bid.id}/withdraw`, status: 403 },

      // The owner and the parties themselves, for contrast.
      { who: 'owner', method: 'GET', path: `/loads/${books.id}`, status: 200 },
      { who: 'bidder', method: 'GET', path: `/driver/trips/${trip.id}`, status: 200 },
      { who: 'owner', method: 'GET', path: `/api/location/${underWay.id}`, status: 200 },
      { who: 'admin', method: 'GET', path: `/api/loads/${books.id}`, status: 200 },
    ];

    const failures: string[] = [];
    for (const row of rows) {
      const c = row.who === 'nobody' ? anonymous(server) : users[row.who].client;
      for (const asJson of [true, false]) {
        const res =
          row.method === 'GET'
            ? await c.get(row.path, { accept: asJson ? 'json' : 'html' })
            : asJson
              ? await c.postJson(row.path, row.body ?? {})
              : await c.post(row.path, (row.body ?? {}) as Record<string, string>, { accept: 'html' });
        // A form answered with a redirect carries its outcome in the flash; only JSON and pages are compared here.
        if (res.status !== row.status) failures.push(`${row.who} ${row.method} ${row.path} (${asJson ? 'JSON' : 'HTML'}): ${res.status}, expected ${row.status}`);
        if (asJson && res.status >= 400 && res.json) {
          const code = { 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[res.status];
          if (code && res.json.error?.code !== code) failures.push(`${row.who} ${row.method} ${row.path}: code ${res.json.error?.code}`);
        }
      }
    }
    assert.deepEqual(failures, []);

    // Nothing above changed anything.
    const loads = await db.selectFrom('loads').select(['id', 'status', 'deletedAt', 'origin']).where('id', 'in', [board.id, books.id, underWay.id, hidden.id]).execute();
    assert.equal(loads.length, 4);
    const originOf = new Map([board, books, underWay, hidden].map((l) => [l.id, l.origin]));
    for (const l of loads) {
      assert.equal(l.deletedAt, null, l.id);
      assert.notEqual(l.status, 'cancelled', l.id);
      assert.equal(l.origin, originOf.get(l.id), `${l.id}: no refused edit went through`);
    }
    assert.equal((await db.selectFrom('bids').select('status').where('id', '=', bid.id).executeTakeFirstOrThrow()).status, 'pending');
    assert.equal((await db.selectFrom('trips').select('status').where('id', '=', trip.id).executeTakeFirstOrThrow()).status, 'en_route_to_pickup');
    assert.equal((await db.selectFrom('disputes').select('id').execute()).length, 0);
    assert.deepEqual(
      (await db.selectFrom('loads').select('paymentStatus').where('id', 'in', [board.id, books.id, underWay.id, hidden.id]).execute()).map((l) => l.paymentStatus),
      ['unpaid', 'unpaid', 'unpaid', 'unpaid'],
    );
    assert.equal((await db.selectFrom('messages').select('readAt').where('id', '=', message.id).executeTakeFirstOrThrow()).readAt, null);
  });
});
