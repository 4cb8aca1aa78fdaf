import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, insertAcceptedLoad, insertLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { beforeThisMonth, insertBid, insertHeldPayment, insertReleasedPayment, setDeliveredAt } from '../../../test/helpers/trips-factories.js';
import { normaliseVehicleNumber } from '../../lib/india-ids.js';
import { lastCode, uniqueMobile } from '../../../test/helpers/accounts-factories.js';

let server: TestServer;
let shipper: SignedInUser;
before(async () => {
  server = await startTestServer();
  shipper = await signUp(server, 'shipper');
});
after(async () => {
  await server.close();
});

const validProfile = {
  name: 'Ramesh Yadav',
  phone: '98111 22334',
  vehicle_number: 'mh 12 ab 1234',
  truck_type: 'open',
  truck_length_ft: '19',
  capacity_tonnes: '9.5',
  home_city: 'bombay',
};

async function profileRow(userId: string) {
  return server.db.selectFrom('driverProfiles').selectAll().where('userId', '=', userId).executeTakeFirst();
}

describe('vehicle numbers', () => {
  test('Indian registrations are accepted in the usual spellings and stored upper-case without separators', () => {
    const ok: Array<[string, string]> = [
      ['MH12AB1234', 'MH12AB1234'],
      ['mh 12 ab 1234', 'MH12AB1234'],
      ['MH-12-AB-1234', 'MH12AB1234'],
      ['DL 1C AB 1234', 'DL1CAB1234'],
      ['KA01A1', 'KA01A1'],
      ['22BH1234AA', '22BH1234AA'],
      ['22 bh 1234 a', '22BH1234A'],
    ];
    for (const [raw, want] of ok) assert.equal(normaliseVehicleNumber(raw), want, raw);
    for (const bad of ['', 'XX12AB1234', 'MH12AB12345', 'MH00AB1234', 'MH12AB0000', '1234', 'MH12ABCD1234', '22BH1234IO', 'MH12AB1234; DROP']) {
      assert.equal(normaliseVehicleNumber(bad), null, bad);
    }
  });
});

describe('the driver profile', () => {
  test('saves name, phone and truck; the vehicle number is normalised and the city canonical', async () => {
    const d = await signUp(server, 'driver');
    const page = await d.client.get('/driver/profile');
    assert.equal(page.status, 200);
    assert.match(page.text, /name="vehicle_number"/);
    const res = await d.client.post('/driver/profile', validProfile);
    assert.equal(res.status, 302);
    assert.equal(res.location, '/driver/profile');
    const p = await profileRow(d.id);
    assert.deepEqual({ v: p?.vehicleNumber, t: p?.truckType, l: p?.truckLengthFt, c: p?.capacityTonnes, h: p?.homeCity }, { v: 'MH12AB1234', t: 'open', l: 19, c: 9.5, h: 'Mumbai' });
    const u = await server.db.selectFrom('users').select(['name', 'phone', 'city']).where('id', '=', d.id).executeTakeFirstOrThrow();
    assert.deepEqual(u, { name: 'Ramesh Yadav', phone: '98111 22334', city: 'Mumbai' });
    const again = await d.client.get('/driver/profile');
    assert.match(again.text, /Your profile is saved/);
    assert.match(again.text, /value="MH12AB1234"/);
    // JSON callers get the stored profile; BH series numbers are fine too.
    const json = await d.client.postJson('/driver/profile', { ...validProfile, vehicle_number: '22-BH-1234-AA', truck_length_ft: '', capacity_tonnes: '' });
    assert.equal(json.status, 200);
    assert.equal(json.json.data.profile.vehicle_number, '22BH1234AA');
    assert.equal(json.json.data.profile.truck_length_ft, null);
  });

  test('invalid fields show the form again (400) with each field named, values kept and nothing changed', async () => {
    const d = await signUp(server, 'driver');
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ vehicle_number: 'XX12AB1234' }, 'vehicle_number', /Indian registration number/],
      [{ vehicle_number: '' }, 'vehicle_number', /Enter the vehicle number/],
      [{ truck_type: 'spaceship' }, 'truck_type', /Truck type must be one of container, open/],
      [{ truck_length_ft: '5' }, 'truck_length_ft', /6 to 80/],
      [{ truck_length_ft: '81' }, 'truck_length_ft', /6 to 80/],
      [{ capacity_tonnes: '0' }, 'capacity_tonnes', /more than 0/],
      [{ capacity_tonnes: '100.5' }, 'capacity_tonnes', /at most 100/],
      [{ capacity_tonnes: '1.234' }, 'capacity_tonnes', /2 decimals/],
      [{ name: '  ' }, 'name', /Name is required/],
      [{ phone: 'call me' }, 'phone', /phone number/],
    ];
    for (const [change, field, message] of cases) {
      const res = await d.client.post('/driver/profile', { ...validProfile, ...change });
      assert.equal(res.status, 400, JSON.stringify(change));
      assert.match(res.text, message);
      assert.match(res.text, new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`));
      assert.match(res.text, /value="Ramesh Yadav"|value=" {2}"/);
      const json = await d.client.postJson('/driver/profile', { ...validProfile, ...change });
      assert.equal(json.status, 400);
      assert.ok(json.json.error.details[field], field);
    }
    assert.equal(await profileRow(d.id), undefined, 'nothing stored');
  });

  test('free text is escaped when the form comes back', async () => {
    const d = await signUp(server, 'driver');
    const res = await d.client.post('/driver/profile', { ...validProfile, name: '"><script>alert(1)</script>', vehicle_number: 'bad' });
    assert.equal(res.status, 400);
    assert.doesNotMatch(res.text, /<script>alert\(1\)/);
    assert.match(res.text, /&quot;&gt;&lt;script&gt;/);
  });

  test('only drivers have a profile page: 403 for others, sign-in for no session', async () => {
    assert.equal((await shipper.client.get('/driver/profile')).status, 403);
    assert.equal((await shipper.client.post('/driver/profile', validProfile)).status, 403);
    const anon = await anonymous(server).get('/driver/profile');
    assert.equal(anon.status, 302);
    assert.match(anon.location ?? '', /^\/login\?next=%2Fdriver%2Fprofile/);
    assert.equal((await anonymous(server).postJson('/driver/profile', validProfile)).status, 401);
  });
});

describe('availability', () => {
  test('on, off, and a plain press flips it; JSON answers the new value', async () => {
    const d = await signUp(server, 'driver');
    const on = await d.client.post('/driver/availability', { available: 'on' });
    assert.equal(on.status, 302);
    assert.equal(on.location, '/driver');
    assert.equal((await profileRow(d.id))?.available, true);
    const off = await d.client.postJson('/driver/availability', { available: false });
    assert.deepEqual(off.json.data, { available: false });
    const flip = await d.client.postJson('/driver/availability', {});
    assert.deepEqual(flip.json.data, { available: true });
    const back = await d.client.post('/driver/availability', { available: 'off', return_to: '/driver/profile' });
    assert.equal(back.location, '/driver/profile');
    assert.equal((await profileRow(d.id))?.available, false);
    const bad = await d.client.postJson('/driver/availability', { available: 'maybe' });
    assert.equal(bad.status, 400);
    assert.ok(bad.json.error.details.available);
    assert.equal((await shipper.client.postJson('/driver/availability', { available: true })).status, 403);
    assert.equal((await anonymous(server).postJson('/driver/availability', { available: true })).status, 401);
  });
});

describe('the driver home and earnings', () => {
  test("/driver shows the active trip, open bids, this month's paid and expected money and availability", async () => {
    const d = await signUp(server, 'driver');
    const other = await signUp(server, 'driver');
    const active = await insertAcceptedLoad(server.db, shipper.id, d.id, 5_000_000, 'en_route_to_pickup');
    // Delivered this month: one paid (released ₹40,000), one not yet paid (₹25,000), one held in escrow (₹12,000).
    const paid = await insertAcceptedLoad(server.db, shipper.id, d.id, 4_000_000, 'delivered');
    await insertReleasedPayment(server.db, { loadId: paid.load.id, ownerId: shipper.id, driverId: d.id, amountPaise: 4_000_000 });
    await insertAcceptedLoad(server.db, shipper.id, d.id, 2_500_000, 'delivered');
    const held = await insertAcceptedLoad(server.db, shipper.id, d.id, 1_200_000, 'delivered');
    await insertHeldPayment(server.db, { loadId: held.load.id, ownerId: shipper.id, amountPaise: 1_200_000 });
    // Last month: delivered and released then (not this month's money).
    const old = await insertAcceptedLoad(server.db, shipper.id, d.id, 3_000_000, 'delivered');
    const lastMonth = await beforeThisMonth(server.db, 3);
    await setDeliveredAt(server.db, old.trip.id, lastMonth);
    await insertReleasedPayment(server.db, { loadId: old.load.id, ownerId: shipper.id, driverId: d.id, amountPaise: 3_000_000, at: lastMonth });
    // Someone else's money and trips never count.
    const theirs = await insertAcceptedLoad(server.db, shipper.id, other.id, 9_900_000, 'delivered');
    await insertReleasedPayment(server.db, { loadId: theirs.load.id, ownerId: shipper.id, driverId: other.id, amountPaise: 9_900_000 });
    // Open bids: two live, one rejected.
    await insertBid(server.db, (await insertLoad(server.db, shipper.id, { origin: 'Jaipur', destination: 'Surat' })).id, d.id, 1_500_000);
    await insertBid(server.db, (await insertLoad(server.db, shipper.id)).id, d.id, 1_600_000, 'countered');
    await insertBid(server.db, (await insertLoad(server.db, shipper.id)).id, d.id, 1_700_000, 'rejected');

    const page = await d.client.get('/driver');
    assert.equal(page.status, 200);
    const stat = (id: string) => new RegExp(`id="${id}"><b>([^<]*)</b><span>([^<]*)</span>`).exec(page.text);
    assert.equal(stat('stat-paid')?.[1], '₹40,000');
    assert.match(stat('stat-paid')?.[2] ?? '', /1 trip, released from escrow/);
    assert.equal(stat('stat-expected')?.[1], '₹37,000');
    assert.match(stat('stat-expected')?.[2] ?? '', /2 delivered trips this month/);
    assert.equal(stat('stat-delivered')?.[1], '3');
    assert.match(page.text, new RegExp(`href="/driver/trips/${active.trip.id}">Delhi → Mumbai</a>`));
    assert.match(page.text, /name="status" value="loaded"/);
    assert.match(page.text, /Open bids \(2\)/);
    assert.match(page.text, /Jaipur → Surat/);
    assert.match(page.text, /₹16,000/);
    assert.doesNotMatch(page.text, /₹17,000/);
    assert.match(page.text, /I am available for loads/);
  });

  test('/driver/earnings: by month and by trip; money shows as paid only once released', async () => {
    const d = await signUp(server, 'driver');
    const paid = await insertAcceptedLoad(server.db, shipper.id, d.id, 4_000_000, 'delivered');
    await insertReleasedPayment(server.db, { loadId: paid.load.id, ownerId: shipper.id, driverId: d.id, amountPaise: 4_000_000 });
    const held = await insertAcceptedLoad(server.db, shipper.id, d.id, 1_200_000, 'delivered');
    await insertHeldPayment(server.db, { loadId: held.load.id, ownerId: shipper.id, amountPaise: 1_200_000 });
    const old = await insertAcceptedLoad(server.db, shipper.id, d.id, 3_000_000, 'delivered');
    const lastMonth = await beforeThisMonth(server.db, 3);
    await setDeliveredAt(server.db, old.trip.id, lastMonth);
    await insertReleasedPayment(server.db, { loadId: old.load.id, ownerId: shipper.id, driverId: d.id, amountPaise: 3_000_000, at: lastMonth });
    await insertAcceptedLoad(server.db, shipper.id, d.id, 9_000_000, 'in_transit');

    const page = await d.client.get('/driver/earnings');
    assert.equal(page.status, 200);
    assert.match(page.text, /id="total-paid"><b>₹70,000<\/b>/);
    assert.match(page.text, /id="total-expected"><b>₹12,000<\/b><span>Expected, not yet paid \(1 delivered trip\)/);
    // Each month is a card on a phone: its cells carry their column names (markup changed intentionally for phone layouts).
    const months = [
      ...page.text.matchAll(
        /<tr data-month="(\d{4}-\d{2})"><td><b>[^<]*<\/b><\/td><td data-label="Paid">([^<]*)<\/td><td data-label="Trips paid">(\d+)<\/td><td data-label="Expected \(not yet paid\)">([^<]*)<\/td><td data-label="Trips">(\d+)<\/td>/g,
      ),
    ].map((m) => m.slice(1));
    assert.equal(months.length, 2);
    assert.deepEqual(months[0].slice(1), ['₹40,000', '1', '₹12,000', '1']);
    assert.deepEqual(months[1].slice(1), ['₹30,000', '1', '₹0', '0']);
    const row = (tripId: string) => new RegExp(`<tr data-trip="${tripId}">(.*?)</tr>`).exec(page.text)?.[1] ?? '';
    assert.match(row(paid.trip.id), /Paid ₹40,000 on/);
    assert.match(row(held.trip.id), /Not yet paid: in escrow/);
    assert.doesNotMatch(row(held.trip.id), /Paid ₹/);
    assert.doesNotMatch(page.text, /₹90,000/, 'a trip under way is not earnings');
    assert.equal((await shipper.client.get('/driver/earnings')).status, 403);
  });

  test('public driver profiles are for signed-in users and only for active drivers', async () => {
    const d = await signUp(server, 'driver', { name: 'Suresh Kumar' });
    await d.client.post('/driver/profile', { ...validProfile, name: 'Suresh Kumar' });
    const page = await shipper.client.get(`/drivers/${d.id}`);
    assert.equal(page.status, 200);
    assert.match(page.text, /Suresh Kumar/);
    assert.match(page.text, /MH12AB1234/);
    assert.match(page.text, /No ratings yet/);
    assert.equal((await shipper.client.get(`/drivers/${shipper.id}`)).status, 404);
    assert.equal((await shipper.client.get('/drivers/nope')).status, 404);
    assert.equal((await anonymous(server).get(`/drivers/${d.id}`)).status, 302);
  });
});

describe('proving the number from the profile', () => {
  /** The line under the phone field of /driver/profile. */
  const phoneStatus = (html: string): string => {
    const m = /<p class="phone-status[^"]*" id="phone-status">([\s\S]*?)<\/p>/.exec(html);
    assert.ok(m, 'no verification line under the phone field');
    return m[1];
  };

  test('the profile says whether the saved number is verified and links to /auth/phone until it is; a changed number is unverified again', async () => {
    const d = await signUp(server, 'driver');
    const m = uniqueMobile();

    // No number (an account made before numbers were asked for): a link to add and prove one.
    await server.db.updateTable('users').set({ phone: null }).where('id', '=', d.id).execute();
    const empty = await d.client.get('/driver/profile');
    assert.equal(empty.status, 200);
    assert.match(phoneStatus(empty.text), /No number yet<\/strong> — <a href="\/auth\/phone">add and verify your number<\/a>/);

    // A typed number: not verified, with the link.
    assert.equal((await d.client.post('/driver/profile', { ...validProfile, phone: m.typed })).status, 302);
    const typed = await d.client.get('/driver/profile');
    assert.match(phoneStatus(typed.text), /Not verified<\/strong> — <a href="\/auth\/phone">verify this number<\/a>/);
    assert.doesNotMatch(typed.text, /Verified ✓/);

    // The link's page proves it by code (plain forms, no JavaScript).
    const proving = await d.client.get('/auth/phone');
    assert.equal(proving.status, 200);
    assert.equal((await d.client.post('/auth/phone/send-code', { phone: m.typed })).status, 302);
    const verified = await d.client.post('/auth/phone/verify', { code: lastCode(server, m.e164) });
    assert.equal(verified.status, 302, verified.text.slice(0, 300));
    const proven = await d.client.get('/driver/profile');
    assert.match(phoneStatus(proven.text), /Verified ✓/);
    assert.doesNotMatch(proven.text, /verify this number/);

    // A form sent back with an error still shows the saved number's state.
    const bad = await d.client.post('/driver/profile', { ...validProfile, phone: m.typed, vehicle_number: 'nonsense' });
    assert.equal(bad.status, 400);
    assert.match(phoneStatus(bad.text), /Verified ✓/);

    // Another number saved in the profile is not proven: the link comes back.
    const other = uniqueMobile();
    assert.equal((await d.client.post('/driver/profile', { ...validProfile, phone: other.typed })).status, 302);
    const changed = await d.client.get('/driver/profile');
    assert.match(phoneStatus(changed.text), /Not verified<\/strong> — <a href="\/auth\/phone">verify this number<\/a>/);
    assert.equal((await server.db.selectFrom('users').select('phoneVerifiedAt').where('id', '=', d.id).executeTakeFirstOrThrow()).phoneVerifiedAt, null);
  });
});
