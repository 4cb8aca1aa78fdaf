/**
 * The admin's pages in the reader's language (issue 16): the users list, a user's history, the dashboard, all
 * loads, the metrics and the audit log in Hindi with no English word left (the records are made with Hindi
 * names, so any Latin word would be the product's own), one page in Gujarati, a refused form in Hindi (the form
 * again, the message in Hindi, the values kept) and JSON errors worded by Accept-Language.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { insertLoad, signIn, signInAdmin, signUp, type SignedInUser, unique } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
let admin: SignedInUser;
let driver: SignedInUser;
let shipper: SignedInUser;
/** The data this file made that a page shows as typed: usernames (Latin letters by rule). */
let allow: string[];

before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
  await server.db.updateTable('users').set({ name: 'मुख्य प्रशासक' }).where('id', '=', admin.id).execute();
  driver = await signUp(server, 'driver', { name: 'रमेश कुमार', username: unique('rk') });
  shipper = await signUp(server, 'shipper', { name: 'सुरेश ट्रांसपोर्ट', username: unique('st') });
  await insertLoad(server.db, shipper.id, { origin: 'Delhi', destination: 'Mumbai', truckType: 'container', weightTonnes: 20, pricePaise: 4_500_000 });
  await insertLoad(server.db, shipper.id, { origin: 'Pune', destination: 'Chennai', truckType: 'open', weightTonnes: 10, pricePaise: 2_800_000, status: 'assigned' });
  // The usernames (Latin letters by rule), and the cities of the loads: the gazetteer's names in Indic scripts
  // (geo/city-names.ts) are another part of issue 16; pages print them through cityName() already.
  allow = [...[admin, driver, shipper].flatMap((u) => u.username.match(/[A-Za-z]+/g) ?? []), 'Delhi', 'Mumbai', 'Pune', 'Chennai'];
});
after(async () => {
  await server.close();
});

/** A page of the admin in `lang`: its status, the page's language on <html>, and the English words still on it. */
async function page(path: string, lang = 'hi', status = 200): Promise<{ html: string; left: string[] }> {
  const res = await admin.client.get(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
  assert.equal(res.status, status, res.text.slice(0, 300));
  assert.match(res.text, new RegExp(`<html lang="${lang}"`));
  return { html: res.text, left: englishLeft(res.text, [...allow]) };
}

describe('the admin in Hindi', () => {
  test('the users list: columns, statuses, plans, actions and the filters', async () => {
    const { html, left } = await page('/admin/users');
    assert.deepEqual(left, []);
    assert.match(html, /रमेश कुमार/);
    assert.match(html, />यूज़र</);
    assert.match(html, /रोकें/);
  });

  test('a user page (the history of one account) and one change of it', async () => {
    const list = await page(`/audit-logs?table=users&record_id=${driver.id}`);
    assert.deepEqual(list.left, []);
    assert.match(list.html, /रमेश कुमार/);
    const entry = await server.db.selectFrom('auditLogs').select('id').where('recordId', '=', driver.id).orderBy('id').executeTakeFirstOrThrow();
    const detail = await page(`/audit-logs/${entry.id}`);
    assert.deepEqual(detail.left, []);
    assert.match(detail.html, /नया रिकॉर्ड/);
  });

  test('the dashboard, all loads and the metrics with their charts', async () => {
    for (const path of ['/admin', '/admin/loads', '/admin/metrics', '/admin/metrics?range=30d']) {
      const { left } = await page(path);
      assert.deepEqual(left, [], path);
    }
    const { html } = await page('/admin/metrics');
    assert.match(html, /प्लेटफ़ॉर्म के आँकड़े/);
    assert.match(html, /हर हफ़्ते के आख़िर में एस्क्रो में जमा/);
  });

  test('the audit log, the filtered list and the change of a load', async () => {
    for (const path of ['/audit-logs', '/audit-logs?table=loads&action=INSERT']) {
      const { left } = await page(path);
      assert.deepEqual(left, [], path);
    }
    const entry = await server.db.selectFrom('auditLogs').select('id').where('tableName', '=', 'loads').orderBy('id').executeTakeFirstOrThrow();
    const { left } = await page(`/audit-logs/${entry.id}`);
    assert.deepEqual(left, []);
  });

  test('a refused filter: the form again, open, with the Hindi message and the value kept', async () => {
    const { html, left } = await page(`/audit-logs?who=${encodeURIComponent('कोई नहीं ऐसा')}`, 'hi', 400);
    assert.deepEqual(left, []);
    assert.match(html, /कोई नहीं ऐसा(&quot;|")? से कोई नहीं मिला: यूज़रनेम, नाम या फ़ोन नंबर लिखें/);
    assert.match(html, /value="कोई नहीं ऐसा"/);
  });

  test('a refused announcement: the form again with the Hindi field names and the values kept', async () => {
    const res = await admin.client.post('/admin/broadcast?lang=hi', { title: '', body: 'कल सुबह से नया भाड़ा लागू', role: 'driver' });
    assert.equal(res.status, 400);
    assert.match(res.text, /<html lang="hi"/);
    assert.match(res.text, /शीर्षक/);
    assert.match(res.text, /कल सुबह से नया भाड़ा लागू/);
    assert.match(res.text, /<option value="driver" selected/);
  });

  test('the flashes of the actions are in Hindi', async () => {
    const res = await admin.client.post(`/admin/users/${driver.id}/verify?lang=hi`, { return_to: '/admin/users' });
    assert.equal(res.status, 302);
    const { html, left } = await page('/admin/users');
    assert.match(html, /रमेश कुमार की जाँच पक्की हो गई।/);
    assert.deepEqual(left, []);
  });
});

describe('the admin in Gujarati', () => {
  test('the users list and the metrics', async () => {
    for (const path of ['/admin/users', '/admin/metrics']) {
      const { html, left } = await page(path, 'gu');
      assert.deepEqual(left, [], path);
      assert.match(html, /યુઝર/);
    }
  });
});

describe('JSON errors by Accept-Language', () => {
  test('a refusal and a validation failure are worded in Hindi; codes and fields stay', async () => {
    // A client of its own: no language cookie, so Accept-Language chooses.
    const client = await signIn(server, admin.username, admin.password);
    const hi = { accept: 'json' as const, headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' } };
    const self = await client.post(`/admin/users/${admin.id}/suspend`, {}, hi);
    assert.equal(self.status, 409);
    assert.equal(self.json.error.code, 'CONFLICT');
    assert.equal(self.json.error.message, 'आप अपना ही खाता नहीं रोक सकते');
    const plan = await client.post(`/admin/users/${driver.id}/plan`, { plan: 'gold' }, hi);
    assert.equal(plan.status, 400);
    assert.equal(plan.json.error.details.plan, 'प्लान फ़्री या प्रीमियम होना चाहिए');
    const english = await client.post(`/admin/users/${admin.id}/suspend`, {}, { accept: 'json' });
    assert.equal(english.json.error.message, 'You cannot suspend your own account');
  });
});
