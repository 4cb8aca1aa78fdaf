import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, insertAcceptedLoad, insertLoad, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { validLoadForm } from '../../../test/helpers/loads-factories.js';
import { insertClient, insertDriverProfile, signUpWithPhone } from '../../../test/helpers/trips-factories.js';

let server: TestServer;
let broker: SignedInUser;
let otherBroker: SignedInUser;
before(async () => {
  server = await startTestServer();
  broker = await signUp(server, 'broker');
  otherBroker = await signUp(server, 'broker');
});
after(async () => {
  await server.close();
});

async function networkOf(brokerId: string) {
  return server.db.selectFrom('brokerNetwork').select('driverId').where('brokerId', '=', brokerId).execute();
}
async function commissionOf(loadId: string) {
  return server.db.selectFrom('commissions').selectAll().where('loadId', '=', loadId).executeTakeFirst();
}

/** The broker invites the driver (JSON) and the driver accepts: the way into a network. */
async function joinNetwork(b: SignedInUser, d: SignedInUser): Promise<void> {
  const invited = await b.client.postJson('/broker/network/add', { username: d.username });
  assert.equal(invited.status, 201, invited.text);
  const accepted = await d.client.postJson(`/driver/network/invitations/${invited.json.data.invitation.id}/accept`, {});
  assert.equal(accepted.status, 200, accepted.text);
}
async function invitationsOf(brokerId: string) {
  return server.db.selectFrom('brokerInvitations').selectAll().where('brokerId', '=', brokerId).orderBy('createdAt').execute();
}
async function invite(b: SignedInUser, d: SignedInUser): Promise<string> {
  const res = await b.client.postJson('/broker/network/add', { username: d.username });
  assert.equal(res.status, 201, res.text);
  return res.json.data.invitation.id;
}

describe('the driver network, by invitation', () => {
  test('a broker invites by username or phone; the driver is told, accepts, and only then is in the network with their phone shown', async () => {
    const b = await signUp(server, 'broker', { name: 'Kapoor Logistics' });
    const byName = await signUpWithPhone(server, 'driver');
    const byPhone = await signUpWithPhone(server, 'driver');
    await insertDriverProfile(server.db, byName.id, { vehicleNumber: 'GJ05CD4321', available: true, homeCity: 'Surat' });
    const res = await b.client.post('/broker/network/add', { username: `  ${byName.username.toUpperCase()} ` });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/broker/network');
    const phone = `+91 ${byPhone.phone.slice(0, 5)}-${byPhone.phone.slice(5)}`;
    const json = await b.client.postJson('/broker/network/add', { phone });
    assert.equal(json.status, 201);
    assert.equal(json.json.data.driver.id, byPhone.id);
    assert.equal(json.json.data.invitation.status, 'pending');
    assert.equal(json.json.data.driver.phone, undefined, 'no phone in the answer');

    // Pending: not in the network, and the broker sees neither phone anywhere.
    assert.equal((await networkOf(b.id)).length, 0);
    const page = await b.client.get('/broker/network');
    assert.match(page.text, /Invitation sent to /);
    assert.match(page.text, /Waiting for an answer \(2\)/);
    assert.doesNotMatch(page.text, new RegExp(`data-driver="${byName.id}"`));
    assert.ok(!page.text.includes(byName.phone) && !page.text.includes(byPhone.phone), 'no phone before acceptance');
    const list = await b.client.get('/broker/network', { accept: 'json' });
    assert.equal(list.json.data.drivers.length, 0);
    assert.equal(list.json.data.invitations.length, 2);
    assert.ok(!list.text.includes(byName.phone), 'no phone in the JSON either');

    // The driver is notified, with a link to answer.
    const notes = await byName.client.get('/api/notifications');
    const note = notes.json.data.notifications.find((n: any) => n.kind === 'network_invitation');
    assert.ok(note, JSON.stringify(notes.json));
    assert.match(note.title, /Kapoor Logistics invites you/);
    assert.equal(note.link, '/driver/network');
    assert.match((await byName.client.get('/marketplace/notifications')).text, /<span class="pill">Network invitation<\/span>[\s\S]*Kapoor Logistics invites you/);
    const driverPage = await byName.client.get('/driver/network');
    assert.equal(driverPage.status, 200);
    assert.match(driverPage.text, /Kapoor Logistics/);
    const invitationId = /data-invitation="([0-9a-f-]{36})"/.exec(driverPage.text)?.[1];
    assert.ok(invitationId);

    // Accepting by the HTML form: in the network; the broker sees the phone and is told.
    const accepted = await byName.client.post(`/driver/network/invitations/${invitationId}/accept`);
    assert.equal(accepted.status, 302);
    assert.equal(accepted.location, '/driver/network');
    assert.match((await byName.client.get('/driver/network')).text, /You joined the network[\s\S]*Networks you are in[\s\S]*Kapoor Logistics/);
    assert.deepEqual(
      (await networkOf(b.id)).map((r) => r.driverId),
      [byName.id],
    );
    const after = await b.client.get('/broker/network');
    assert.match(after.text, new RegExp(`data-driver="${byName.id}"`));
    assert.ok(after.text.includes(byName.phone), 'the phone shows after acceptance');
    assert.ok(!after.text.includes(byPhone.phone), 'not the phone of the driver who has not answered');
    assert.match(after.text, /GJ05CD4321/);
    assert.match(after.text, /<span class="pill active">Available<\/span>/);
    assert.match(after.text, /Waiting for an answer \(1\)/);
    const brokerNotes = await b.client.get('/api/notifications');
    assert.ok(brokerNotes.json.data.notifications.some((n: any) => n.kind === 'network_answer' && /accepted/.test(n.title)));
    // The invitation is audited.
    const audit = await server.db.selectFrom('auditLogs').select(['action', 'actorId']).where('tableName', '=', 'broker_invitations').where('recordId', '=', invitationId).orderBy('id').execute();
    assert.deepEqual(
      audit.map((a) => [a.action, a.actorId]),
      [
        ['INSERT', b.id],
        ['UPDATE', byName.id],
      ],
    );
  });

  test('clear refusals: unknown 404, not a driver 400, already invited or in the network 409, nothing given 400; nothing stored', async () => {
    const b = await signUp(server, 'broker');
    const d = await signUpWithPhone(server, 'driver');
    const s = await signUpWithPhone(server, 'shipper');
    const unknown = await b.client.postJson('/broker/network/add', { username: 'nobody-by-this-name' });
    assert.equal(unknown.status, 404);
    assert.match(unknown.json.error.message, /No user has that username/);
    assert.equal((await b.client.postJson('/broker/network/add', { phone: '90000 00001' })).status, 404);
    const notDriver = await b.client.postJson('/broker/network/add', { username: s.username });
    assert.equal(notDriver.status, 400);
    assert.match(notDriver.json.error.message, /not an active driver/);
    assert.equal((await b.client.postJson('/broker/network/add', { phone: s.phone })).status, 400);
    const nothing = await b.client.postJson('/broker/network/add', {});
    assert.equal(nothing.status, 400);
    assert.ok(nothing.json.error.details.username);
    const badPhone = await b.client.postJson('/broker/network/add', { phone: 'abc' });
    assert.equal(badPhone.status, 400);
    assert.ok(badPhone.json.error.details.phone);
    assert.equal((await invitationsOf(b.id)).length, 0);
    const id = await invite(b, d);
    const again = await b.client.postJson('/broker/network/add', { phone: d.phone });
    assert.equal(again.status, 409);
    assert.match(again.json.error.message, /already has your invitation/);
    assert.equal((await d.client.postJson(`/driver/network/invitations/${id}/accept`, {})).status, 200);
    const member = await b.client.postJson('/broker/network/add', { username: d.username });
    assert.equal(member.status, 409);
    assert.match(member.json.error.message, /already in your network/);
    // The HTML form comes back with the message, the status and the value typed.
    const html = await b.client.post('/broker/network/add', { username: 'Ghost<b>' });
    assert.equal(html.status, 404);
    assert.match(html.text, /role="alert"/);
    assert.match(html.text, /value="Ghost&lt;b&gt;"/);
    assert.equal((await invitationsOf(b.id)).length, 1);
    assert.equal((await networkOf(b.id)).length, 1);
  });

  test('parallel invitations of the same driver leave one pending invitation', async () => {
    const b = await signUp(server, 'broker');
    const d = await signUpWithPhone(server, 'driver');
    const results = await Promise.all(Array.from({ length: 5 }, () => b.client.postJson('/broker/network/add', { username: d.username })));
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409, 409, 409, 409]);
    assert.equal((await invitationsOf(b.id)).length, 1);
    assert.equal((await server.db.selectFrom('notifications').select('id').where('userId', '=', d.id).where('kind', '=', 'network_invitation').execute()).length, 1);
  });

  test('declining shares nothing; the broker is told and may invite again later', async () => {
    const b = await signUp(server, 'broker');
    const d = await signUpWithPhone(server, 'driver');
    const id = await invite(b, d);
    const declined = await d.client.post(`/driver/network/invitations/${id}/decline`);
    assert.equal(declined.status, 302);
    assert.match((await d.client.get('/driver/network')).text, /Invitation declined/);
    assert.equal((await networkOf(b.id)).length, 0);
    const page = await b.client.get('/broker/network');
    assert.ok(!page.text.includes(d.phone));
    assert.doesNotMatch(page.text, /Waiting for an answer/);
    assert.ok((await b.client.get('/api/notifications')).json.data.notifications.some((n: any) => /declined/.test(n.title)));
    // Answering again is a conflict, as JSON and as a page that says why.
    const late = await d.client.postJson(`/driver/network/invitations/${id}/accept`, {});
    assert.equal(late.status, 409);
    assert.match(late.json.error.message, /declined/);
    const latePage = await d.client.post(`/driver/network/invitations/${id}/accept`);
    assert.equal(latePage.status, 409);
    assert.match(latePage.text, /This invitation was declined/);
    assert.equal((await networkOf(b.id)).length, 0);
    await invite(b, d);
    assert.deepEqual(
      (await invitationsOf(b.id)).map((i) => i.status),
      ['declined', 'pending'],
    );
  });

  test('the broker withdraws a waiting invitation: the driver can no longer accept it', async () => {
    const b = await signUp(server, 'broker');
    const d = await signUpWithPhone(server, 'driver');
    const id = await invite(b, d);
    const cancelled = await b.client.post(`/broker/network/invitations/${id}/cancel`);
    assert.equal(cancelled.status, 302);
    assert.match((await b.client.get('/broker/network')).text, /Invitation withdrawn/);
    assert.doesNotMatch((await d.client.get('/driver/network')).text, new RegExp(`data-invitation="${id}"`));
    const accept = await d.client.postJson(`/driver/network/invitations/${id}/accept`, {});
    assert.equal(accept.status, 409);
    assert.match(accept.json.error.message, /withdrawn/);
    const twice = await b.client.post(`/broker/network/invitations/${id}/cancel`);
    assert.equal(twice.status, 409);
    assert.match(twice.text, /withdrawn/);
    assert.equal((await networkOf(b.id)).length, 0);
  });

  test('roles: a shipper cannot invite, a driver cannot withdraw, a broker cannot accept; no session: 401 or sign-in', async () => {
    const b = await signUp(server, 'broker');
    const d = await signUpWithPhone(server, 'driver');
    const shipper = await signUp(server, 'shipper');
    const id = await invite(b, d);
    assert.equal((await shipper.client.postJson('/broker/network/add', { username: d.username })).status, 403);
    assert.equal((await d.client.postJson(`/broker/network/invitations/${id}/cancel`, {})).status, 403);
    assert.equal((await b.client.postJson(`/driver/network/invitations/${id}/accept`, {})).status, 403);
    assert.equal((await shipper.client.get('/driver/network')).status, 403);
    assert.equal((await b.client.get('/driver/network')).status, 403);
    const anon = anonymous(server);
    assert.equal((await anon.postJson(`/driver/network/invitations/${id}/accept`, {})).status, 401);
    assert.equal((await anon.postJson(`/broker/network/invitations/${id}/cancel`, {})).status, 401);
    const page = await anon.get('/driver/network');
    assert.equal(page.status, 302);
    assert.equal(page.location, '/login?next=%2Fdriver%2Fnetwork');
    assert.deepEqual(
      (await invitationsOf(b.id)).map((i) => i.status),
      ['pending'],
    );
  });

  test("another user's invitation is not found: another driver cannot accept or decline it, another broker cannot withdraw it", async () => {
    const b = await signUp(server, 'broker');
    const d = await signUpWithPhone(server, 'driver');
    const intruder = await signUpWithPhone(server, 'driver');
    const id = await invite(b, d);
    assert.equal((await intruder.client.postJson(`/driver/network/invitations/${id}/accept`, {})).status, 404);
    assert.equal((await intruder.client.post(`/driver/network/invitations/${id}/decline`)).status, 404);
    assert.equal((await otherBroker.client.postJson(`/broker/network/invitations/${id}/cancel`, {})).status, 404);
    assert.equal((await intruder.client.postJson('/driver/network/invitations/not-a-uuid/accept', {})).status, 404);
    assert.doesNotMatch((await intruder.client.get('/driver/network')).text, new RegExp(id));
    assert.doesNotMatch((await otherBroker.client.get('/broker/network')).text, new RegExp(id));
    assert.deepEqual(
      (await invitationsOf(b.id)).map((i) => i.status),
      ['pending'],
    );
    assert.equal((await networkOf(b.id)).length, 0);
  });

  test('races: accept against withdraw, and a double accept, each leave one consistent outcome', async () => {
    const b = await signUp(server, 'broker');
    for (let round = 0; round < 6; round++) {
      const d = await signUpWithPhone(server, 'driver');
      const id = await invite(b, d);
      const [accept, cancel] = await Promise.all([d.client.postJson(`/driver/network/invitations/${id}/accept`, {}), b.client.postJson(`/broker/network/invitations/${id}/cancel`, {})]);
      assert.deepEqual([accept.status, cancel.status].sort(), [200, 409], `round ${round}`);
      const [inv] = await server.db.selectFrom('brokerInvitations').select('status').where('id', '=', id).execute();
      const member = (await networkOf(b.id)).some((r) => r.driverId === d.id);
      assert.equal(member, inv.status === 'accepted', `round ${round}: in the network exactly when accepted`);
      assert.equal(inv.status, accept.status === 200 ? 'accepted' : 'cancelled');
    }
    const d = await signUpWithPhone(server, 'driver');
    const id = await invite(b, d);
    // The broker's answers before the three accepts: counted by what arrives after them, not by the driver's name, which
    // an earlier round's driver may share (test names keep four hex digits of the username).
    const answers = () => server.db.selectFrom('notifications').select('title').where('userId', '=', b.id).where('kind', '=', 'network_answer').execute();
    const before = (await answers()).length;
    const both = await Promise.all([1, 2, 3].map(() => d.client.postJson(`/driver/network/invitations/${id}/accept`, {})));
    assert.deepEqual(both.map((r) => r.status).sort(), [200, 409, 409]);
    assert.equal((await networkOf(b.id)).filter((r) => r.driverId === d.id).length, 1);
    const after = await answers();
    assert.equal(after.length, before + 1, 'one answer for three accepts');
    assert.ok(after.some((n) => n.title.startsWith(d.name)));
  });

  test('the database refuses a membership without an accepted invitation, and an invitation going backwards', async () => {
    const b = await signUp(server, 'broker');
    const d = await signUpWithPhone(server, 'driver');
    await assert.rejects(server.db.insertInto('brokerNetwork').values({ brokerId: b.id, driverId: d.id }).execute(), /only by accepting an invitation/);
    const id = await invite(b, d);
    await assert.rejects(server.db.insertInto('brokerNetwork').values({ brokerId: b.id, driverId: d.id }).execute(), /only by accepting an invitation/);
    await assert.rejects(server.db.insertInto('brokerInvitations').values({ brokerId: b.id, driverId: d.id }).execute(), /broker_invitations_one_pending/);
    assert.equal((await d.client.postJson(`/driver/network/invitations/${id}/decline`, {})).status, 200);
    await assert.rejects(server.db.updateTable('brokerInvitations').set({ status: 'accepted' }).where('id', '=', id).execute(), /cannot go from declined to accepted/);
  });

  test("a broker sees and removes only their own network: another broker's driver is 404; removal needs a new invitation to come back", async () => {
    const d = await signUpWithPhone(server, 'driver');
    await joinNetwork(broker, d);
    const theirs = await otherBroker.client.get('/broker/network');
    assert.doesNotMatch(theirs.text, new RegExp(`data-driver="${d.id}"`));
    assert.ok(!theirs.text.includes(d.phone));
    assert.equal((await otherBroker.client.postJson(`/broker/network/${d.id}/remove`, {})).status, 404);
    assert.equal((await networkOf(broker.id)).filter((r) => r.driverId === d.id).length, 1);
    const removed = await broker.client.post(`/broker/network/${d.id}/remove`);
    assert.equal(removed.status, 302);
    assert.equal((await networkOf(broker.id)).filter((r) => r.driverId === d.id).length, 0);
    assert.ok(!(await broker.client.get('/broker/network')).text.includes(d.phone));
    assert.doesNotMatch((await d.client.get('/driver/network')).text, new RegExp(`data-broker="${broker.id}"`));
    await joinNetwork(broker, d);
    const statuses = (await invitationsOf(broker.id)).filter((i) => i.driverId === d.id).map((i) => i.status);
    assert.deepEqual(statuses, ['removed', 'accepted']);
  });
});

describe('clients', () => {
  test("adds a client company with a normalised GSTIN and lists only the broker's own", async () => {
    const b = await signUp(server, 'broker');
    const res = await b.client.post('/broker/clients', { name: 'Shree Textiles', contact_name: 'Anil', phone: '98200 11223', gstin: '27aapfu0939f1zv', city: 'bombay' });
    assert.equal(res.status, 302);
    const row = await server.db.selectFrom('shippers').selectAll().where('ownerId', '=', b.id).executeTakeFirstOrThrow();
    assert.deepEqual({ name: row.name, gstin: row.gstin, city: row.city, contact: row.contactName }, { name: 'Shree Textiles', gstin: '27AAPFU0939F1ZV', city: 'Mumbai', contact: 'Anil' });
    const json = await b.client.postJson('/broker/clients', { name: 'Second Co' });
    assert.equal(json.status, 201);
    assert.equal(json.json.data.client.name, 'Second Co');
    const page = await b.client.get('/broker/clients');
    assert.match(page.text, /Shree Textiles/);
    assert.match(page.text, /27AAPFU0939F1ZV/);
    const other = await otherBroker.client.get('/broker/clients');
    assert.doesNotMatch(other.text, /Shree Textiles/);
  });

  test('a bad GSTIN or a missing name shows the form again (400) with the values, nothing stored; names are escaped', async () => {
    const b = await signUp(server, 'broker');
    const bad = await b.client.post('/broker/clients', { name: '<script>x()</script> Co', gstin: '27AAPFU0939F1Z' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /15-character GSTIN/);
    assert.match(bad.text, /value="&lt;script&gt;x\(\)&lt;\/script&gt; Co"/);
    assert.doesNotMatch(bad.text, /<script>x\(\)/);
    const noName = await b.client.postJson('/broker/clients', { name: '  ', phone: '12' });
    assert.equal(noName.status, 400);
    assert.ok(noName.json.error.details.name);
    assert.ok(noName.json.error.details.phone);
    assert.equal((await server.db.selectFrom('shippers').select('id').where('ownerId', '=', b.id).execute()).length, 0);
    await b.client.post('/broker/clients', { name: '<script>x()</script> Co' });
    const page = await b.client.get('/broker/clients');
    assert.doesNotMatch(page.text, /<script>x\(\)/);
  });
});

describe('commissions', () => {
  test('a broker links their load to their client with a commission; it follows the load', async () => {
    const load = await insertLoad(server.db, broker.id, { origin: 'Ludhiana', destination: 'Delhi' });
    const client = await insertClient(server.db, broker.id, 'Punjab Cycles');
    const res = await broker.client.post(`/broker/loads/${load.id}/commission`, { client_id: client.id, amount: '2,500' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/broker/loads');
    let c = await commissionOf(load.id);
    assert.equal(c?.amountPaise, 250_000);
    assert.equal(c?.shipperId, client.id);
    assert.equal(c?.brokerId, broker.id);
    const l = await server.db.selectFrom('loads').select('shipperId').where('id', '=', load.id).executeTakeFirstOrThrow();
    assert.equal(l.shipperId, client.id);
    const s = await server.db.selectFrom('shippers').select('loadCount').where('id', '=', client.id).executeTakeFirstOrThrow();
    assert.equal(s.loadCount, 1);
    // Changing it updates the same row (one per load).
    const other = await insertClient(server.db, broker.id, 'Second Client');
    const json = await broker.client.postJson(`/broker/loads/${load.id}/commission`, { client_id: other.id, amount: 3000.5 });
    assert.equal(json.status, 200);
    assert.equal(json.json.data.commission.amount, 3000.5);
    c = await commissionOf(load.id);
    assert.equal(c?.shipperId, other.id);
    assert.equal((await server.db.selectFrom('commissions').select('id').where('loadId', '=', load.id).execute()).length, 1);
    const page = await broker.client.get('/broker/loads');
    const row = new RegExp(`<tr data-load="${load.id}">(.*?)</tr>`).exec(page.text)?.[1] ?? '';
    assert.match(row, /Second Client/);
    assert.match(row, /Commission ₹3,000\.50 \(pending\)/);
  });

  test("a broker's Post load leads to the form that names a client; the plain form points there, a shipper's does not", async () => {
    const b = await signUp(server, 'broker');
    const home = await b.client.get('/broker');
    assert.match(home.text, /<a href="\/broker\/loads\/new"[^>]*>Post load<\/a>/);
    const form = (await b.client.get('/broker/loads/new')).text;
    assert.match(form, /<a href="\/broker\/loads\/new" aria-current="page">Post load<\/a>/, 'the form is the current page in the menu');
    assert.match(form, /<input[^>]*name="origin"[^>]*list="city-list"/, 'the same load fields as every load form, city suggestions included');
    assert.match(form, /<datalist id="city-list">/);
    assert.doesNotMatch(form, /Post it for a client/, 'no link to itself');
    assert.match((await b.client.get('/loads/new')).text, /<a href="\/broker\/loads\/new">Post it for a client<\/a>/);
    const s = await signUp(server, 'shipper');
    assert.doesNotMatch((await s.client.get('/loads/new')).text, /broker\/loads\/new/);
  });

  test('a broker posting a load names the client and the commission in the same form; the load is on the board with its commission row', async () => {
    const b = await signUp(server, 'broker');
    const client = await insertClient(server.db, b.id, 'Mysore Silks');
    const form = await b.client.get('/broker/loads/new');
    assert.equal(form.status, 200);
    assert.match(form.text, /action="\/broker\/loads"/);
    assert.match(form.text, new RegExp(`<option value="${client.id}"[^>]*>Mysore Silks</option>`));
    assert.match(form.text, /name="amount"/);
    const res = await b.client.post('/broker/loads', validLoadForm({ origin: 'Mysuru', destination: 'Chennai', client_id: client.id, amount: '1,750.50' }));
    assert.equal(res.status, 302);
    const load = await server.db.selectFrom('loads').selectAll().where('ownerId', '=', b.id).executeTakeFirstOrThrow();
    assert.equal(res.location, `/loads/${load.id}`);
    assert.deepEqual({ status: load.status, listed: load.listed, origin: load.origin, shipperId: load.shipperId }, { status: 'open', listed: true, origin: 'Mysuru', shipperId: client.id });
    const c = await commissionOf(load.id);
    assert.deepEqual({ broker: c?.brokerId, client: c?.shipperId, paise: c?.amountPaise, received: c?.receivedAt }, { broker: b.id, client: client.id, paise: 175_050, received: null });
    assert.equal((await server.db.selectFrom('shippers').select('loadCount').where('id', '=', client.id).executeTakeFirstOrThrow()).loadCount, 1);
    assert.match((await b.client.get(`/loads/${load.id}`)).text, /commission of ₹1,750\.50/);
    const row = new RegExp(`<tr data-load="${load.id}">(.*?)</tr>`, 's').exec((await b.client.get('/broker/loads')).text)?.[1] ?? '';
    assert.match(row, /Mysore Silks/);
    assert.match(row, /Commission ₹1,750\.50 \(pending\)/);
    // The commission then follows the load: the ledger lists it and it can be marked received once.
    assert.match((await b.client.get('/broker/commissions?status=pending')).text, new RegExp(`data-commission="${c?.id}"`));
    assert.equal((await b.client.postJson(`/broker/commissions/${c?.id}/received`, {})).status, 200);

    // JSON: 201 with the load and the commission; without a client there is no commission row.
    const json = await b.client.postJson('/broker/loads', { ...validLoadForm(), client_id: client.id, amount: 900 });
    assert.equal(json.status, 201);
    assert.equal(json.json.data.commission.amount, 900);
    assert.equal(json.json.data.commission.load_id, json.json.data.load.id);
    const plain = await b.client.postJson('/broker/loads', { ...validLoadForm(), client_id: '', amount: '' });
    assert.equal(plain.status, 201);
    assert.equal(plain.json.data.commission, null);
    assert.equal(await commissionOf(plain.json.data.load.id), undefined);
  });

  test('posting a load for a client: any mistake (load or commission) shows the form again with every value, and stores nothing', async () => {
    const b = await signUp(server, 'broker');
    const mine = await insertClient(server.db, b.id, 'Own Client');
    const theirs = await insertClient(server.db, otherBroker.id, 'Their Client');
    const loadsOf = async () => (await server.db.selectFrom('loads').select('id').where('ownerId', '=', b.id).execute()).length;
    const cases: Array<[Record<string, string>, string]> = [
      [{ client_id: mine.id, amount: '' }, 'amount'],
      [{ client_id: '', amount: '500' }, 'client_id'],
      [{ client_id: mine.id, amount: '-4' }, 'amount'],
      [{ client_id: theirs.id, amount: '500' }, 'client_id'],
      [{ client_id: mine.id, amount: '500', weight: '0' }, 'weight'],
      [{ client_id: mine.id, amount: '500', origin: '' }, 'origin'],
    ];
    for (const [change, field] of cases) {
      const body = validLoadForm({ material: 'Silk <b>bales</b>', ...change });
      const res = await b.client.post('/broker/loads', body);
      assert.equal(res.status, 400, JSON.stringify(change));
      assert.match(res.text, /role="alert"/);
      assert.match(res.text, new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`), field);
      assert.match(res.text, /value="Silk &lt;b&gt;bales&lt;\/b&gt;"/, 'values come back, escaped');
      if (change.amount) assert.match(res.text, new RegExp(`id="f-amount"[^>]*value="${change.amount}"|value="${change.amount}"[^>]*id="f-amount"`));
      const json = await b.client.postJson('/broker/loads', body);
      assert.equal(json.status, 400);
      assert.equal(json.json.error.code, 'VALIDATION_ERROR');
      assert.ok(json.json.error.details[field], field);
    }
    assert.equal(await loadsOf(), 0, 'no load was stored');
    assert.equal((await server.db.selectFrom('commissions').select('id').where('brokerId', '=', b.id).execute()).length, 0);
    // Another broker's client never appears in the choice.
    assert.doesNotMatch((await b.client.get('/broker/loads/new')).text, /Their Client/);
  });

  test('only brokers post through the broker form: a shipper 403, no session 401 / sign-in', async () => {
    const s = await signUp(server, 'shipper');
    assert.equal((await s.client.get('/broker/loads/new')).status, 403);
    assert.equal((await s.client.postJson('/broker/loads', validLoadForm())).status, 403);
    assert.equal((await anonymous(server).postJson('/broker/loads', validLoadForm())).status, 401);
    assert.equal((await anonymous(server).get('/broker/loads/new')).status, 302);
    assert.equal((await server.db.selectFrom('loads').select('id').where('ownerId', '=', s.id).execute()).length, 0);
  });

  test("refusals: another broker's load 404, another broker's client 400, bad amount 400, cancelled load 409", async () => {
    const load = await insertLoad(server.db, broker.id);
    const mine = await insertClient(server.db, broker.id);
    const theirs = await insertClient(server.db, otherBroker.id);
    assert.equal((await otherBroker.client.postJson(`/broker/loads/${load.id}/commission`, { client_id: theirs.id, amount: 100 })).status, 404);
    const foreignClient = await broker.client.postJson(`/broker/loads/${load.id}/commission`, { client_id: theirs.id, amount: 100 });
    assert.equal(foreignClient.status, 400);
    assert.ok(foreignClient.json.error.details.client_id);
    for (const amount of ['', '0', '-5', 'abc', '1.234']) {
      const res = await broker.client.postJson(`/broker/loads/${load.id}/commission`, { client_id: mine.id, amount });
      assert.equal(res.status, 400, amount);
      assert.ok(res.json.error.details.amount);
    }
    const html = await broker.client.post(`/broker/loads/${load.id}/commission`, { client_id: mine.id, amount: 'lots' });
    assert.equal(html.status, 400);
    assert.match(html.text, /role="alert"/);
    assert.match(html.text, /value="lots"/);
    const cancelled = await insertLoad(server.db, broker.id, { status: 'cancelled' });
    assert.equal((await broker.client.postJson(`/broker/loads/${cancelled.id}/commission`, { client_id: mine.id, amount: 100 })).status, 409);
    assert.equal(await commissionOf(load.id), undefined);
    assert.equal(await commissionOf(cancelled.id), undefined);
  });

  test('marking received: only the owning broker, once (409 the second time, also in parallel)', async () => {
    const load = await insertLoad(server.db, broker.id);
    const client = await insertClient(server.db, broker.id);
    const created = await broker.client.postJson(`/broker/loads/${load.id}/commission`, { client_id: client.id, amount: 1500 });
    const id = created.json.data.commission.id as string;
    assert.equal((await otherBroker.client.postJson(`/broker/commissions/${id}/received`, {})).status, 404);
    const shipper = await signUp(server, 'shipper');
    assert.equal((await shipper.client.postJson(`/broker/commissions/${id}/received`, {})).status, 403);
    assert.equal((await commissionOf(load.id))?.receivedAt, null);
    const results = await Promise.all(Array.from({ length: 4 }, () => broker.client.postJson(`/broker/commissions/${id}/received`, {})));
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409, 409, 409]);
    assert.ok((await commissionOf(load.id))?.receivedAt instanceof Date);
    const html = await broker.client.post(`/broker/commissions/${id}/received`);
    assert.equal(html.status, 409);
    assert.match(html.text, /already marked received/);
    // A received commission no longer changes.
    assert.equal((await broker.client.postJson(`/broker/loads/${load.id}/commission`, { client_id: client.id, amount: 9999 })).status, 409);
    assert.equal((await commissionOf(load.id))?.amountPaise, 150_000);
  });

  test("the commission ledger and the broker home show the figures of the broker's own records", async () => {
    const b = await signUp(server, 'broker');
    const client = await insertClient(server.db, b.id, 'Ledger Client');
    const d1 = await signUpWithPhone(server, 'driver');
    const d2 = await signUpWithPhone(server, 'driver');
    await insertDriverProfile(server.db, d1.id, { available: true });
    await joinNetwork(b, d1);
    await joinNetwork(b, d2);
    // A driver who has not answered is not counted.
    await invite(b, await signUpWithPhone(server, 'driver'));
    const a = await insertLoad(server.db, b.id);
    const c = await insertLoad(server.db, b.id);
    const moving = await insertAcceptedLoad(server.db, b.id, d1.id, 2_000_000, 'in_transit');
    await b.client.postJson(`/broker/loads/${a.id}/commission`, { client_id: client.id, amount: 1000 });
    await b.client.postJson(`/broker/loads/${c.id}/commission`, { client_id: client.id, amount: 2500 });
    const received = await b.client.postJson(`/broker/loads/${moving.load.id}/commission`, { client_id: client.id, amount: 4000 });
    await b.client.postJson(`/broker/commissions/${received.json.data.commission.id}/received`, {});
    // Another broker's commission never counts.
    const foreign = await insertLoad(server.db, otherBroker.id);
    await otherBroker.client.postJson(`/broker/loads/${foreign.id}/commission`, { client_id: (await insertClient(server.db, otherBroker.id)).id, amount: 77_777 });

    const ledger = await b.client.get('/broker/commissions');
    assert.equal(ledger.status, 200);
    const stat = (html: string, id: string) => new RegExp(`id="${id}"><b>([^<]*)</b><span>([^<]*)</span>`).exec(html);
    assert.equal(stat(ledger.text, 'stat-pending')?.[1], '₹3,500');
    assert.equal(stat(ledger.text, 'stat-pending')?.[2], 'Pending (2)');
    assert.equal(stat(ledger.text, 'stat-received')?.[1], '₹4,000');
    assert.equal(stat(ledger.text, 'stat-received-month')?.[1], '₹4,000');
    assert.doesNotMatch(ledger.text, /77,777/);
    const pending = await b.client.get('/broker/commissions?status=pending');
    assert.equal((pending.text.match(/data-commission=/g) ?? []).length, 2);

    const home = await b.client.get('/broker');
    assert.equal(home.status, 200);
    assert.equal(stat(home.text, 'stat-network')?.[1], '2');
    assert.match(stat(home.text, 'stat-network')?.[2] ?? '', /1 available/);
    assert.equal(stat(home.text, 'stat-clients')?.[1], '1');
    assert.equal(stat(home.text, 'stat-open-loads')?.[1], '2');
    assert.equal(stat(home.text, 'stat-active')?.[1], '1');
    assert.equal(stat(home.text, 'stat-pending')?.[1], '₹3,500');
    assert.equal(stat(home.text, 'stat-received-month')?.[1], '₹4,000');
  });

  test('the broker pages are for brokers: 403 for other roles, sign-in or 401 without a session', async () => {
    const shipper = await signUp(server, 'shipper');
    for (const path of ['/broker', '/broker/network', '/broker/clients', '/broker/commissions', '/broker/loads']) {
      assert.equal((await shipper.client.get(path)).status, 403, path);
      assert.equal((await anonymous(server).get(path)).status, 302, path);
    }
    assert.equal((await shipper.client.postJson('/broker/network/add', { username: 'x' })).status, 403);
    assert.equal((await anonymous(server).postJson('/broker/clients', { name: 'x' })).status, 401);
  });
});
