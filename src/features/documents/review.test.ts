import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertAdmin } from '../../../test/helpers/admin-factories.js';
import { insertDocument, kolkataDay } from '../../../test/helpers/documents-factories.js';
import { anonymous, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
let admin: SignedInUser;
before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server.close();
});

const docRow = (id: string) => server.db.selectFrom('userDocuments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const userRow = (id: string) => server.db.selectFrom('users').select(['verifiedAt']).where('id', '=', id).executeTakeFirstOrThrow();
const noticesOf = (userId: string) => server.db.selectFrom('notifications').selectAll().where('userId', '=', userId).where('kind', '=', 'document').orderBy('createdAt').execute();

describe('the verification queue', () => {
  test('pending documents oldest first, with the user, kind, number, expiry, file and what a GSTIN says', async () => {
    const shipper = await signUp(server, 'shipper', { phone: '98200 11223' });
    const driver = await signUp(server, 'driver');
    const gst = await insertDocument(server.db, shipper.id, { kind: 'gstin', number: '27AAPFU0939F1ZV' });
    const dl = await insertDocument(server.db, driver.id, { kind: 'driving_licence', number: 'MH1420110062821', expiresOn: await kolkataDay(server.db, 500) });
    const page = await admin.client.get('/admin/documents');
    assert.equal(page.status, 200);
    const html = page.text;
    assert.ok(html.indexOf(`id="doc-${gst}"`) < html.indexOf(`id="doc-${dl}"`), 'oldest first');
    const card = html.slice(html.indexOf(`id="doc-${gst}"`), html.indexOf(`id="doc-${dl}"`));
    assert.match(card, new RegExp(shipper.name));
    assert.match(card, /98200 11223/);
    assert.match(card, new RegExp(`href="/admin/users\\?q=${shipper.username}"`));
    assert.match(card, /GSTIN certificate/);
    assert.match(card, /27AAPFU0939F1ZV/);
    assert.match(card, /State code \(from the GSTIN\)<\/dt><dd class="mono">27</);
    assert.match(card, /PAN \(from the GSTIN\)<\/dt><dd class="mono">AAPFU0939F</);
    assert.match(card, new RegExp(`<img src="/documents/${gst}/file"`));
    assert.match(card, /action="\/admin\/documents\/[^"]+\/approve"/);
    assert.match(card, /name="reason"/);
    // The admin nav links it.
    assert.match(html, /href="\/admin\/documents"/);
    // JSON.
    const json = await admin.client.get('/admin/documents', { accept: 'json' });
    assert.ok(json.json.data.documents.some((d: { id: string; user: { name: string } }) => d.id === gst && d.user.name === shipper.name));
  });

  test('no session, or a driver: refused; a bad status filter goes back to the queue', async () => {
    const anon = await anonymous(server).get('/admin/documents');
    assert.equal(anon.status, 302);
    const driver = await signUp(server, 'driver');
    assert.equal((await driver.client.get('/admin/documents')).status, 403);
    const id = await insertDocument(server.db, driver.id, { kind: 'vehicle_rc', number: 'MH12AB1234' });
    assert.equal((await driver.client.post(`/admin/documents/${id}/approve`, {}, { accept: 'json' })).status, 403);
    assert.equal((await driver.client.post(`/admin/documents/${id}/reject`, { reason: 'no' }, { accept: 'json' })).status, 403);
    assert.equal((await docRow(id)).status, 'pending');
    const bad = await admin.client.get('/admin/documents?status=lost');
    assert.equal(bad.status, 302);
  });
});

describe('approving and rejecting', () => {
  test('approve: the document is approved by this admin, the user is told, the audit log names the admin', async () => {
    const driver = await signUp(server, 'driver');
    const id = await insertDocument(server.db, driver.id, { kind: 'vehicle_rc', number: 'MH12AB1234' });
    const res = await admin.client.post(`/admin/documents/${id}/approve`);
    assert.equal(res.status, 302);
    const row = await docRow(id);
    assert.equal(row.status, 'approved');
    assert.equal(row.reviewedBy, admin.id);
    const [n] = await noticesOf(driver.id);
    assert.equal(n.title, 'Your Vehicle RC is verified');
    assert.equal(n.link, '/documents');
    assert.equal(n.messageKey, 'documents.notify.approved');
    const log = await server.db
      .selectFrom('auditLogs')
      .select(['actorId', 'action'])
      .where('tableName', '=', 'user_documents')
      .where('recordId', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    assert.equal(log.actorId, admin.id);
    // An RC alone does not make a driver verified (the licence is missing).
    assert.equal((await userRow(driver.id)).verifiedAt, null);
    // The driver's page now shows the badge.
    assert.match((await driver.client.get('/documents')).text, /RC verified/);
    // Approved filter lists it with who decided.
    assert.match((await admin.client.get('/admin/documents?status=approved')).text, new RegExp(`id="doc-${id}"[\\s\\S]*Approved by Administrator`));
  });

  test('reject needs a reason (1-500 characters): the queue again with the message, nothing decided', async () => {
    const driver = await signUp(server, 'driver');
    const id = await insertDocument(server.db, driver.id, { kind: 'insurance', number: 'OG-24-1101-12345', expiresOn: await kolkataDay(server.db, 100) });
    const empty = await admin.client.post(`/admin/documents/${id}/reject`, { reason: '  ' });
    assert.equal(empty.status, 400);
    assert.match(empty.text, new RegExp(`id="f-${id}-reason"[^>]*aria-invalid="true"`));
    assert.match(empty.text, /Reason for rejecting \(the user sees it\) is required/);
    const long = await admin.client.post(`/admin/documents/${id}/reject`, { reason: 'x'.repeat(501) });
    assert.equal(long.status, 400);
    assert.match(long.text, /x{501}/, 'the reason typed is kept');
    assert.equal((await docRow(id)).status, 'pending');
    const ok = await admin.client.post(`/admin/documents/${id}/reject`, { reason: 'The policy number is cut off' });
    assert.equal(ok.status, 302);
    const row = await docRow(id);
    assert.equal(row.status, 'rejected');
    assert.equal(row.reviewReason, 'The policy number is cut off');
    const [n] = await noticesOf(driver.id);
    assert.equal(n.title, 'Your Vehicle insurance was not accepted');
    assert.match(n.body, /Reason: The policy number is cut off\. Please submit it again/);
    // The driver sees the reason and may submit again.
    const page = (await driver.client.get('/documents')).text;
    assert.match(page, /The policy number is cut off/);
    assert.match(page, /id="submit-insurance"/);
  });

  test('a decision only on a pending document; two admins racing: one wins, the other is told it is already decided', async () => {
    const other = await insertAdmin(server, 'Other Admin');
    const shipper = await signUp(server, 'shipper');
    const id = await insertDocument(server.db, shipper.id, { kind: 'pan', number: 'AAPFU0939F' });
    const [a, b] = await Promise.all([
      admin.client.post(`/admin/documents/${id}/approve`, {}, { accept: 'json' }),
      other.client.post(`/admin/documents/${id}/reject`, { reason: 'Blurred' }, { accept: 'json' }),
    ]);
    const statuses = [a.status, b.status].sort();
    assert.deepEqual(statuses, [200, 409]);
    const loser = a.status === 409 ? a : b;
    assert.match(loser.json.error.message, /already been decided by another admin/);
    assert.equal((await noticesOf(shipper.id)).length, 1, 'the user is told once');
    // In a browser: back to the queue with the message as a flash.
    const again = await admin.client.post(`/admin/documents/${id}/approve`);
    assert.equal(again.status, 302);
    const queue = await admin.client.get(again.location ?? '/admin/documents');
    assert.match(queue.text, /already been decided by another admin/);
    const rejectAgain = await admin.client.post(`/admin/documents/${id}/reject`, { reason: 'Late' });
    assert.equal(rejectAgain.status, 409);
    assert.match(rejectAgain.text, /already been decided by another admin/);
    // A document that is not there: 404.
    assert.equal((await admin.client.post('/admin/documents/00000000-0000-4000-8000-000000000000/approve', {}, { accept: 'json' })).status, 404);
  });
});

describe('verified when the documents cover the role', () => {
  test("a driver's licence and RC approved (unexpired) set verified_at once; the insurance is not needed", async () => {
    const driver = await signUp(server, 'driver');
    const rc = await insertDocument(server.db, driver.id, { kind: 'vehicle_rc', number: 'MH12AB1234' });
    const dl = await insertDocument(server.db, driver.id, { kind: 'driving_licence', number: 'MH1420110062821', expiresOn: await kolkataDay(server.db, 300) });
    assert.equal((await admin.client.post(`/admin/documents/${rc}/approve`, {}, { accept: 'json' })).json.data.user_verified, false);
    assert.equal((await userRow(driver.id)).verifiedAt, null);
    const res = await admin.client.post(`/admin/documents/${dl}/approve`);
    assert.equal(res.status, 302);
    const queue = await admin.client.get('/admin/documents');
    assert.match(queue.text, new RegExp(`${driver.name} is now a verified user`));
    const first = (await userRow(driver.id)).verifiedAt;
    assert.ok(first);
    const notices = await noticesOf(driver.id);
    assert.match(notices.at(-1)?.body ?? '', /Your account is now verified/);
    // A later approval keeps the first verification time.
    const ins = await insertDocument(server.db, driver.id, { kind: 'insurance', number: 'OG-24-1101-12345', expiresOn: await kolkataDay(server.db, 300) });
    assert.equal((await admin.client.post(`/admin/documents/${ins}/approve`, {}, { accept: 'json' })).json.data.user_verified, false);
    assert.deepEqual((await userRow(driver.id)).verifiedAt, first);
  });

  test('a licence that has already expired does not complete it', async () => {
    const driver = await signUp(server, 'driver');
    await insertDocument(server.db, driver.id, { kind: 'vehicle_rc', number: 'MH12AB1234', status: 'approved' });
    const dl = await insertDocument(server.db, driver.id, { kind: 'driving_licence', number: 'MH1420110062821', expiresOn: await kolkataDay(server.db, 10) });
    await server.db.transaction().execute(async (trx) => {
      const { sql } = await import('kysely');
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await trx
        .updateTable('userDocuments')
        .set({ expiresOn: await kolkataDay(server.db, -3) })
        .where('id', '=', dl)
        .execute();
    });
    const res = await admin.client.post(`/admin/documents/${dl}/approve`, {}, { accept: 'json' });
    assert.equal(res.status, 200);
    assert.equal(res.json.data.user_verified, false);
    assert.equal((await userRow(driver.id)).verifiedAt, null);
  });

  test("a shipper's GSTIN, or a broker's PAN, is enough", async () => {
    for (const [role, kind, number] of [
      ['shipper', 'gstin', '27AAPFU0939F1ZV'],
      ['broker', 'pan', 'AAPFU0939F'],
    ] as const) {
      const u = await signUp(server, role);
      const id = await insertDocument(server.db, u.id, { kind, number });
      const res = await admin.client.post(`/admin/documents/${id}/approve`, {}, { accept: 'json' });
      assert.equal(res.json.data.user_verified, true, role);
      assert.ok((await userRow(u.id)).verifiedAt);
    }
  });
});
