import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { documentForm, documentPdf, documentPhoto, insertDocument, kolkataDay, setExpiresOn } from '../../../test/helpers/documents-factories.js';
import { anonymous, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { MAX_UPLOAD_BYTES } from '../../lib/files.js';

let server: TestServer;
let photo: Buffer;
before(async () => {
  server = await startTestServer();
  photo = await documentPhoto();
});
after(async () => {
  await server.close();
});

const submit = (who: SignedInUser, fields: Record<string, string>, file: { bytes: Buffer; name?: string; type?: string } | null = { bytes: photo }, accept: 'json' | 'html' = 'html') =>
  who.client.postMultipart('/documents', documentForm(fields, file), { accept });
const docsOf = (userId: string) => server.db.selectFrom('userDocuments').selectAll().where('userId', '=', userId).orderBy('createdAt').execute();
const fileCount = async (ownerId: string) => (await server.db.selectFrom('files').select('id').where('ownerId', '=', ownerId).execute()).length;
const section = (html: string, kind: string) => {
  const start = html.indexOf(`id="kind-${kind}"`);
  assert.ok(start >= 0, `a card for ${kind}`);
  return html.slice(start, html.indexOf('</section>', start));
};

describe('the documents page', () => {
  test('a driver sees one card per kind (licence, RC, insurance), each not submitted with its upload form', async () => {
    const driver = await signUp(server, 'driver');
    const page = await driver.client.get('/documents');
    assert.equal(page.status, 200);
    for (const kind of ['driving_licence', 'vehicle_rc', 'insurance']) {
      const card = section(page.text, kind);
      assert.match(card, /Not submitted/);
      assert.match(card, /enctype="multipart\/form-data"/);
      assert.match(card, /accept="image\/\*,application\/pdf"/);
    }
    assert.doesNotMatch(page.text, /id="kind-gstin"/);
    // The expiry date is required for a licence and an insurance, optional for an RC.
    assert.match(section(page.text, 'driving_licence'), /id="f-driving_licence-expires_on"[^>]*required/);
    assert.doesNotMatch(section(page.text, 'vehicle_rc'), /id="f-vehicle_rc-expires_on"[^>]*required/);
  });

  test('a shipper and a broker see GSTIN and PAN; the account menu links the page', async () => {
    for (const role of ['shipper', 'broker'] as const) {
      const u = await signUp(server, role);
      const page = await u.client.get('/documents');
      assert.equal(page.status, 200);
      section(page.text, 'gstin');
      section(page.text, 'pan');
      assert.doesNotMatch(page.text, /id="kind-vehicle_rc"/);
      assert.match((await u.client.get(`/${role}`)).text, /href="\/documents"/);
    }
  });

  test('no session: the page and the upload ask to sign in; an admin is refused (403)', async () => {
    const anon = anonymous(server);
    const page = await anon.get('/documents');
    assert.equal(page.status, 302);
    assert.match(page.location ?? '', /\/login/);
    assert.equal((await anon.postMultipart('/documents', documentForm({ kind: 'pan', number: 'AAPFU0939F' }, { bytes: photo }), { accept: 'json' })).status, 401);
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get('/documents', { accept: 'json' })).status, 403);
  });
});

describe('submitting a document', () => {
  test('an RC photo is stored pending with its number normalised; the page shows it waiting for review', async () => {
    const driver = await signUp(server, 'driver');
    const res = await submit(driver, { kind: 'vehicle_rc', number: 'mh 12 ab 1234', expires_on: '' });
    assert.equal(res.status, 302, res.text.slice(0, 400));
    assert.match(res.location ?? '', /^\/documents/);
    const [doc] = await docsOf(driver.id);
    assert.equal(doc.status, 'pending');
    assert.equal(doc.number, 'MH12AB1234');
    assert.equal(doc.expiresOn, null);
    const file = await server.db.selectFrom('files').select(['contentType', 'ownerId', 'kind']).where('id', '=', doc.fileId).executeTakeFirstOrThrow();
    assert.deepEqual(file, { contentType: 'image/jpeg', ownerId: driver.id, kind: 'user_document' });
    const page = await driver.client.get('/documents');
    const card = section(page.text, 'vehicle_rc');
    assert.match(card, /MH12AB1234 is waiting for review since/);
    assert.doesNotMatch(card, /<form/, 'no second submission while one waits');
    // The JSON API lists it.
    const api = await driver.client.get('/api/documents');
    assert.equal(api.status, 200);
    assert.equal(api.json.data.documents[0].status, 'pending');
    assert.equal(api.json.data.documents[0].number, 'MH12AB1234');
    assert.deepEqual(api.json.data.badges, []);
  });

  test('a licence as a PDF with its expiry, through the JSON API (201)', async () => {
    const driver = await signUp(server, 'driver');
    const res = await driver.client.postMultipart(
      '/api/documents',
      documentForm({ kind: 'driving_licence', number: 'MH-14-2011-0062821', expires_on: await kolkataDay(server.db, 400) }, { bytes: documentPdf(), name: 'dl.pdf', type: 'application/pdf' }),
    );
    assert.equal(res.status, 201, res.text.slice(0, 300));
    assert.equal(res.json.data.document.number, 'MH1420110062821');
    assert.equal(res.json.data.document.status, 'pending');
    const file = await driver.client.get(res.json.data.document.file_url);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.match(file.headers.get('content-disposition') ?? '', /attachment/);
  });

  test('a wrong number of each kind is refused with the field named and an example; the form keeps the values; nothing stored', async () => {
    const driver = await signUp(server, 'driver');
    const shipper = await signUp(server, 'shipper');
    const far = await kolkataDay(server.db, 300);
    const cases: Array<[SignedInUser, Record<string, string>, RegExp]> = [
      [driver, { kind: 'driving_licence', number: 'MH14 1890 0062821', expires_on: far }, /Licence number: enter it as printed, such as MH14 20110062821/],
      [driver, { kind: 'vehicle_rc', number: 'ZZ99', expires_on: '' }, /Registration number: enter the vehicle number on the RC, such as MH12AB1234/],
      [driver, { kind: 'insurance', number: 'P#1', expires_on: far }, /Policy number: 5 to 30/],
      [shipper, { kind: 'gstin', number: '27AAPFU0939F1Z' }, /GSTIN: enter the 15 characters on the certificate, such as 27AAPFU0939F1ZV/],
      [shipper, { kind: 'gstin', number: '27AAPFU0939F1ZX' }, /This GSTIN has a typo/],
      [shipper, { kind: 'pan', number: 'AAPXU0939F' }, /PAN: 10 characters as on the card, such as AAPFU0939F/],
    ];
    for (const [who, fields, message] of cases) {
      const res = await submit(who, fields);
      assert.equal(res.status, 400, JSON.stringify(fields));
      assert.match(res.text, message);
      const card = section(res.text, fields.kind as string);
      assert.match(card, new RegExp(`id="f-${fields.kind}-number"[^>]*aria-invalid="true"`));
      assert.match(card, new RegExp(`value="${(fields.number as string).replace(/[#]/g, '.')}"`), 'the number typed is kept');
    }
    assert.equal((await docsOf(driver.id)).length + (await docsOf(shipper.id)).length, 0);
    assert.equal((await fileCount(driver.id)) + (await fileCount(shipper.id)), 0, 'no file stored');
    // JSON: 400 naming the field.
    const json = await submit(shipper, { kind: 'gstin', number: '27AAPFU0939F1ZX' }, { bytes: photo }, 'json');
    assert.equal(json.status, 400);
    assert.match(json.json.error.details.number, /typo/);
  });

  test('a licence or an insurance without its expiry date, or with one already past, is refused', async () => {
    const driver = await signUp(server, 'driver');
    for (const kind of ['driving_licence', 'insurance']) {
      const number = kind === 'insurance' ? 'OG-24-1101-12345' : 'MH1420110062821';
      const res = await submit(driver, { kind, number, expires_on: '' });
      assert.equal(res.status, 400);
      assert.match(section(res.text, kind), /Valid until is required/);
      assert.match(section(res.text, kind), new RegExp(`value="${number}"`));
    }
    const past = await submit(driver, { kind: 'insurance', number: 'OG-24-1101-12345', expires_on: await kolkataDay(server.db, -1) });
    assert.equal(past.status, 400);
    assert.match(past.text, /Valid until is already past/);
    const bad = await submit(driver, { kind: 'insurance', number: 'OG-24-1101-12345', expires_on: '31-12-2030' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Valid until must be a date such as 2030-03-31/);
    assert.equal((await docsOf(driver.id)).length, 0);
  });

  test('the file: missing, too large, or not a photo or PDF judged from its bytes (a misleading name does not help)', async () => {
    const shipper = await signUp(server, 'shipper');
    const fields = { kind: 'pan', number: 'AAPFU0939F' };
    const none = await submit(shipper, fields, null);
    assert.equal(none.status, 400);
    assert.match(none.text, /File is required/);
    const big = Buffer.concat([photo, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - photo.length)]);
    const tooLarge = await submit(shipper, fields, { bytes: big });
    assert.equal(tooLarge.status, 400);
    assert.match(tooLarge.text, /8 MB/);
    const fake = await submit(shipper, fields, { bytes: Buffer.from('MZ this is a program, not a scan'), name: 'pan-card.pdf', type: 'application/pdf' });
    assert.equal(fake.status, 400);
    assert.match(section(fake.text, 'pan'), /id="f-pan-file"[^>]*aria-invalid="true"/);
    assert.match(section(fake.text, 'pan'), /value="AAPFU0939F"/);
    const fakeJpeg = await submit(shipper, fields, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), name: 'pan.jpg', type: 'image/jpeg' });
    assert.equal(fakeJpeg.status, 400);
    assert.equal((await docsOf(shipper.id)).length, 0);
    assert.equal(await fileCount(shipper.id), 0);
  });

  test('wrong role: a driver submitting a GSTIN (403), a shipper an RC (403); nothing stored', async () => {
    const driver = await signUp(server, 'driver');
    const shipper = await signUp(server, 'shipper');
    const a = await submit(driver, { kind: 'gstin', number: '27AAPFU0939F1ZV' }, { bytes: photo }, 'json');
    assert.equal(a.status, 403);
    assert.equal(a.json.error.code, 'FORBIDDEN');
    const b = await submit(shipper, { kind: 'vehicle_rc', number: 'MH12AB1234' }, { bytes: photo }, 'json');
    assert.equal(b.status, 403);
    assert.equal((await docsOf(driver.id)).length + (await docsOf(shipper.id)).length, 0);
  });

  test('a second pending one of the same kind is refused clearly; racing submissions: exactly one is stored', async () => {
    const shipper = await signUp(server, 'shipper');
    const first = await submit(shipper, { kind: 'gstin', number: '27AAPFU0939F1ZV' });
    assert.equal(first.status, 302);
    const second = await submit(shipper, { kind: 'gstin', number: '29AAGCB7383J1Z4' });
    assert.equal(second.status, 409);
    assert.match(second.text, /One of these is already waiting for review/);
    // Another kind is fine meanwhile.
    assert.equal((await submit(shipper, { kind: 'pan', number: 'AAPFU0939F' })).status, 302);

    const other = await signUp(server, 'broker');
    const answers = await Promise.all(Array.from({ length: 4 }, () => submit(other, { kind: 'pan', number: 'AAGCB7383J' }, { bytes: photo }, 'json')));
    const statuses = answers.map((r) => r.status).sort();
    assert.deepEqual(statuses, [201, 409, 409, 409], JSON.stringify(answers.map((r) => r.json?.error?.message)));
    for (const r of answers.filter((x) => x.status === 409)) assert.match(r.json.error.message, /already waiting for review/);
    assert.equal((await docsOf(other.id)).length, 1);
  });
});

describe("a document's file", () => {
  test('its owner and admins get it (private, no-store); another user, and a made-up id, get 404', async () => {
    const driver = await signUp(server, 'driver');
    const stranger = await signUp(server, 'driver');
    const shipper = await signUp(server, 'shipper');
    assert.equal((await submit(driver, { kind: 'vehicle_rc', number: 'MH12AB1234' })).status, 302);
    const [doc] = await docsOf(driver.id);
    const path = `/documents/${doc.id}/file`;
    const own = await driver.client.get(path);
    assert.equal(own.status, 200);
    assert.equal(own.headers.get('content-type'), 'image/jpeg');
    assert.match(own.headers.get('cache-control') ?? '', /private, no-store/);
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get(path)).status, 200);
    assert.equal((await stranger.client.get(path)).status, 404);
    assert.equal((await shipper.client.get(path)).status, 404);
    assert.equal((await driver.client.get('/documents/00000000-0000-4000-8000-000000000000/file')).status, 404);
    assert.equal((await driver.client.get('/documents/not-an-id/file')).status, 404);
    const anon = await anonymous(server).get(path);
    assert.notEqual(anon.status, 200);
  });
});

describe('what the page shows of each state', () => {
  test('verified with number and date, expiring within 30 days with a warning, expired with a prompt, rejected with the reason', async () => {
    const driver = await signUp(server, 'driver');
    await insertDocument(server.db, driver.id, { kind: 'vehicle_rc', number: 'MH12AB1234', status: 'approved' });
    await insertDocument(server.db, driver.id, { kind: 'driving_licence', number: 'MH1420110062821', expiresOn: await kolkataDay(server.db, 12), status: 'approved' });
    await insertDocument(server.db, driver.id, {
      kind: 'insurance',
      number: 'OG-24-1101-12345',
      status: 'rejected',
      expiresOn: await kolkataDay(server.db, 200),
      reason: 'The policy number is cut off in the photo',
    });
    const page = (await driver.client.get('/documents')).text;
    assert.match(section(page, 'vehicle_rc'), /RC verified/);
    assert.match(section(page, 'vehicle_rc'), /MH12AB1234/);
    assert.match(section(page, 'driving_licence'), /Expires soon/);
    assert.match(section(page, 'driving_licence'), /It expires on .* Upload the renewed one before then/);
    const insurance = section(page, 'insurance');
    assert.match(insurance, /Not accepted/);
    assert.match(insurance, /The policy number is cut off in the photo/);
    assert.match(insurance, /submit it again/);
    assert.match(insurance, /<form/);
  });

  test('an expired licence loses its badge by itself, and the page asks for the new one', async () => {
    const driver = await signUp(server, 'driver');
    const id = await insertDocument(server.db, driver.id, { kind: 'driving_licence', number: 'MH1420110062821', expiresOn: await kolkataDay(server.db, 90), status: 'approved' });
    assert.deepEqual((await driver.client.get('/api/documents')).json.data.badges, ['driving_licence']);
    assert.match(section((await driver.client.get('/documents')).text, 'driving_licence'), /Licence verified/);
    await setExpiresOn(server.db, id, await kolkataDay(server.db, -1));
    assert.deepEqual((await driver.client.get('/api/documents')).json.data.badges, []);
    const card = section((await driver.client.get('/documents')).text, 'driving_licence');
    assert.match(card, /Expired/);
    assert.match(card, /no longer shows as verified\. Upload the new one/);
    assert.match(card, /<form/);
    // The last day itself still counts.
    await setExpiresOn(server.db, id, await kolkataDay(server.db, 0));
    assert.deepEqual((await driver.client.get('/api/documents')).json.data.badges, ['driving_licence']);
  });
});
