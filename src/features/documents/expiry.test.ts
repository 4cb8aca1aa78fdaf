import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { insertDocument, kolkataDay } from '../../../test/helpers/documents-factories.js';
import { signUp } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { addDays } from '../../lib/dates.js';
import { documentExpiryJob, sendExpiryWarnings } from './jobs.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const warnings = (userId: string) =>
  server.db.selectFrom('notifications').select(['title', 'messageKey', 'link']).where('userId', '=', userId).where('kind', '=', 'document').orderBy('createdAt').execute();

describe('expiry warnings', () => {
  test('30 days before, 7 days before and on the day: each once, however many runs (and instances)', async () => {
    const driver = await signUp(server, 'driver');
    const today = await kolkataDay(server.db);
    const expires = addDays(today, 30);
    await insertDocument(server.db, driver.id, { kind: 'driving_licence', number: 'MH1420110062821', expiresOn: expires, status: 'approved' });
    // 31 days before: nothing yet.
    await sendExpiryWarnings(server.db, addDays(expires, -31));
    assert.equal((await warnings(driver.id)).length, 0);
    // 30 days before, two instances at once and a run again: one warning.
    await Promise.all([sendExpiryWarnings(server.db, addDays(expires, -30)), sendExpiryWarnings(server.db, addDays(expires, -30))]);
    await documentExpiryJob.run(server.db);
    let got = await warnings(driver.id);
    assert.deepEqual(
      got.map((w) => w.title),
      ['Your Driving licence expires in 30 days'],
    );
    assert.equal(got[0]?.link, '/documents');
    // Between the thresholds: nothing new.
    await sendExpiryWarnings(server.db, addDays(expires, -20));
    assert.equal((await warnings(driver.id)).length, 1);
    // 7 days before, twice.
    await sendExpiryWarnings(server.db, addDays(expires, -7));
    await sendExpiryWarnings(server.db, addDays(expires, -6));
    // On the day, twice at once.
    await Promise.all([sendExpiryWarnings(server.db, expires), sendExpiryWarnings(server.db, expires)]);
    // After it expired: nothing more.
    await sendExpiryWarnings(server.db, addDays(expires, 1));
    got = await warnings(driver.id);
    assert.deepEqual(
      got.map((w) => w.title),
      ['Your Driving licence expires in 30 days', 'Your Driving licence expires in 7 days', 'Your Driving licence expires today'],
    );
  });

  test('a document approved close to its expiry gets only the nearest warning; pending, rejected, RC and replaced documents get none', async () => {
    const driver = await signUp(server, 'driver');
    const today = await kolkataDay(server.db);
    await insertDocument(server.db, driver.id, { kind: 'insurance', number: 'OG-24-1101-12345', expiresOn: addDays(today, 5), status: 'approved' });
    await insertDocument(server.db, driver.id, { kind: 'vehicle_rc', number: 'MH12AB1234', expiresOn: addDays(today, 5), status: 'approved' });
    // A licence replaced by a newer approved one: only the newer one counts.
    await insertDocument(server.db, driver.id, { kind: 'driving_licence', number: 'MH1420110062821', expiresOn: addDays(today, 3), status: 'approved' });
    await insertDocument(server.db, driver.id, { kind: 'driving_licence', number: 'MH1420110062822', expiresOn: addDays(today, 3000), status: 'approved' });
    const other = await signUp(server, 'driver');
    await insertDocument(server.db, other.id, { kind: 'insurance', number: 'OG-24-1101-55555', expiresOn: addDays(today, 2) });
    await insertDocument(server.db, other.id, { kind: 'driving_licence', number: 'MH1420110062823', expiresOn: addDays(today, 2), status: 'rejected' });
    await sendExpiryWarnings(server.db);
    assert.deepEqual(
      (await warnings(driver.id)).map((w) => w.title),
      ['Your Vehicle insurance expires in 5 days'],
    );
    assert.equal((await warnings(other.id)).length, 0);
  });
});
