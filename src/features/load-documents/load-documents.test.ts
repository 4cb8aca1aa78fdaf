import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { anonymous, insertAcceptedLoad, insertLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { cameraJpeg } from '../../../test/helpers/trips-factories.js';
import { addDays, kolkataDate } from '../../lib/dates.js';

let server: TestServer;
let shipper: SignedInUser;
let driver: SignedInUser;
before(async () => {
  server = await startTestServer();
  shipper = await signUp(server, 'shipper');
  driver = await signUp(server, 'driver');
});
after(async () => {
  await server.close();
});

const TODAY = kolkataDate();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The upload form as a browser sends it: its fields and maybe a file. */
function docForm(fields: Record<string, string>, file?: { bytes: Buffer; name?: string; type?: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name ?? 'doc.jpg');
  return form;
}
const upload = (loadId: string, form: FormData, who = shipper, accept: 'json' | 'html' = 'json', headers?: Record<string, string>) =>
  who.client.postMultipart(`/loads/${loadId}/documents`, form, { accept, headers });
const lrForm = async (number = 'LR/2026/0042') => docForm({ kind: 'lr', number }, { bytes: await cameraJpeg(1200, 800), name: 'IMG_2044.JPG' });
const ewayForm = (number = '1234 5678 9012', validUntil = addDays(TODAY, 2)) => docForm({ kind: 'eway_bill', number, valid_until: validUntil });
const currentDocs = (loadId: string) => server.db.selectFrom('loadDocuments').selectAll().where('loadId', '=', loadId).where('supersededAt', 'is', null).execute();
const allDocs = (loadId: string) => server.db.selectFrom('loadDocuments').selectAll().where('loadId', '=', loadId).execute();
/** A Delhi to Mumbai load worth Rs 45,000 posted, carried by `driver` for `amountPaise`. */
const carried = (amountPaise = 4_000_000, status = 'in_transit', owner = shipper, drv = driver) => insertAcceptedLoad(server.db, owner.id, drv.id, amountPaise, status);

describe('adding documents', () => {
  test('the assigned driver adds the LR: a photo, re-encoded without its EXIF and location; the owner sees it', async () => {
    const { load } = await carried();
    const res = await upload(load.id, await lrForm('lr/2026/ 0042'), driver);
    assert.equal(res.status, 201, res.text.slice(0, 300));
    assert.equal(res.json.data.document.kind, 'lr');
    assert.equal(res.json.data.document.number, 'LR/2026/0042');
    assert.equal(res.json.data.replaced, false);
    const [doc] = await currentDocs(load.id);
    assert.equal(doc.uploadedBy, driver.id);
    const file = await server.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', doc.fileId as string)
      .executeTakeFirstOrThrow();
    assert.equal(file.kind, 'load_document');
    assert.equal(file.contentType, 'image/jpeg');
    assert.equal((await sharp(file.bytes).metadata()).exif, undefined);
    assert.ok(!file.bytes.toString('latin1').includes('TestCam'));
    const api = await shipper.client.get(`/api/loads/${load.id}/documents`);
    assert.equal(api.status, 200);
    assert.deepEqual(
      api.json.data.documents.map((d: { kind: string; number: string }) => [d.kind, d.number]),
      [['lr', 'LR/2026/0042']],
    );
    assert.deepEqual(api.json.data.can_add, ['lr', 'invoice', 'eway_bill']);
  });

  test('the owner adds an invoice as a PDF with its amount and date; the browser is sent to the page with a message', async () => {
    const { load } = await carried();
    const res = await upload(
      load.id,
      docForm({ kind: 'invoice', number: 'INV-778', amount: '1.2 lakh', document_date: TODAY }, { bytes: PDF, name: 'invoice.pdf', type: 'application/pdf' }),
      shipper,
      'html',
    );
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), `/loads/${load.id}/documents#invoice`);
    const [doc] = await currentDocs(load.id);
    assert.equal(doc.kind, 'invoice');
    assert.equal(doc.amountPaise, 12_000_000);
    assert.equal(doc.documentDate, TODAY);
    const page = await shipper.client.get(`/loads/${load.id}/documents`);
    assert.match(page.text, /Invoice added/);
    assert.match(page.text, /INV-778/);
    assert.match(page.text, /₹1,20,000/);
    // The PDF is a download, never shown inline.
    const file = await shipper.client.getBytes(`/loads/${load.id}/documents/${doc.id}/file`);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.match(file.headers.get('content-disposition') ?? '', /^attachment/);
    assert.deepEqual(file.bytes, PDF);
  });

  test('the owner adds an e-way bill by its number and validity, without a file; an expired one is shown with a prompt to extend, and the extension replaces it', async () => {
    const { load } = await carried();
    const res = await upload(load.id, ewayForm('1234 5678 9012'));
    assert.equal(res.status, 201, res.text.slice(0, 300));
    assert.equal(res.json.data.document.number, '123456789012');
    assert.equal(res.json.data.document.valid_until, addDays(TODAY, 2));
    assert.equal(res.json.data.document.file_url, null);
    // The database keeps one current e-way bill per load: a second current one is refused.
    await assert.rejects(
      server.db.insertInto('loadDocuments').values({ loadId: load.id, kind: 'eway_bill', number: '999988887777', validUntil: TODAY, uploadedBy: shipper.id }).execute(),
      /load_documents_current/,
    );
    // A bill whose validity passed while the truck is on the road (written to the database: the form refuses a past date).
    const expiring = await carried();
    await server.db
      .insertInto('loadDocuments')
      .values({ loadId: expiring.load.id, kind: 'eway_bill', number: '999988887777', validUntil: addDays(TODAY, -1), uploadedBy: shipper.id })
      .execute();
    const api = await driver.client.get(`/api/loads/${expiring.load.id}/documents`);
    assert.equal(api.json.data.eway_bill_reminder, 'expired');
    const page = await shipper.client.get(`/loads/${expiring.load.id}/documents`);
    assert.match(page.text, /E-way bill expired/);
    assert.match(page.text, /Save the extended e-way bill/);
    assert.match(page.text, /value="999988887777"/, 'the extension form keeps the number');
    const extended = await upload(expiring.load.id, ewayForm('999988887777', addDays(TODAY, 3)));
    assert.equal(extended.status, 201);
    assert.equal(extended.json.data.replaced, true);
    const after = await shipper.client.get(`/api/loads/${expiring.load.id}/documents`);
    assert.equal(after.json.data.eway_bill_reminder, 'none');
    assert.equal(after.json.data.documents[0].valid_until, addDays(TODAY, 3));
    assert.equal(after.json.data.replaced.length, 1);
    assert.equal(after.json.data.replaced[0].valid_until, addDays(TODAY, -1));
  });

  test('a second upload of a kind replaces the first, which is kept (audited) and its file still served', async () => {
    const { load } = await carried();
    const first = await upload(load.id, await lrForm('LR-1'), driver);
    const second = await upload(load.id, await lrForm('LR-2'), shipper);
    assert.equal(second.json.data.replaced, true);
    const rows = await allDocs(load.id);
    assert.equal(rows.length, 2);
    const old = rows.find((r) => r.number === 'LR-1');
    assert.equal(old?.supersededBy, second.json.data.document.id);
    assert.equal((await driver.client.getBytes(first.json.data.document.file_url)).status, 200);
    const audited = await server.db.selectFrom('auditLogs').select(['actorId']).where('tableName', '=', 'load_documents').where('recordId', '=', first.json.data.document.id).execute();
    assert.ok(audited.length >= 2, 'the insert and the replacement are in the audit log');
    assert.ok(audited.some((a) => a.actorId === driver.id));
    // A document never changes otherwise, nor goes away.
    await assert.rejects(server.db.updateTable('loadDocuments').set({ number: 'LR-9' }).where('id', '=', second.json.data.document.id).execute());
    await assert.rejects(server.db.deleteFrom('loadDocuments').where('id', '=', second.json.data.document.id).execute());
  });

  test('the same upload sent twice with one Idempotency-Key adds one document', async () => {
    const { load } = await carried();
    const bytes = await cameraJpeg(600, 400);
    const form = () => docForm({ kind: 'lr', number: 'LR-77', idempotency_key: 'retry-1' }, { bytes });
    const a = await upload(load.id, form(), driver);
    const b = await upload(load.id, form(), driver);
    assert.equal(a.status, 201);
    assert.equal(b.status, 201);
    assert.equal(b.json.data.document.id, a.json.data.document.id);
    assert.equal((await allDocs(load.id)).length, 1);
    const other = await upload(load.id, docForm({ kind: 'lr', number: 'LR-78', idempotency_key: 'retry-1' }, { bytes }), driver);
    assert.equal(other.status, 422);
  });
});

describe('refused uploads', () => {
  test('an e-way bill not of 12 digits, or without its validity date: 400 naming the field, the HTML form again with the values kept', async () => {
    const { load } = await carried();
    const short = await upload(load.id, ewayForm('12345'));
    assert.equal(short.status, 400);
    assert.match(short.json.error.details.number, /12 digits/);
    const noDate = await upload(load.id, docForm({ kind: 'eway_bill', number: '123456789012', valid_until: '' }));
    assert.equal(noDate.status, 400);
    assert.match(noDate.json.error.details.valid_until, /Valid until is required/);
    const past = await upload(load.id, ewayForm('123456789012', addDays(TODAY, -1)));
    assert.equal(past.status, 400);
    assert.ok(past.json.error.details.valid_until);
    const html = await upload(load.id, docForm({ kind: 'eway_bill', number: '98765', valid_until: addDays(TODAY, 1) }), shipper, 'html');
    assert.equal(html.status, 400);
    assert.match(html.text, /role="alert"/);
    assert.match(html.text, /value="98765"/);
    assert.match(html.text, new RegExp(`value="${addDays(TODAY, 1)}"`));
    assert.match(html.text, /id="f-eway_bill-number-error"/);
    assert.deepEqual(await allDocs(load.id), []);
  });

  test('an LR or an invoice without a file: 400 on the file', async () => {
    const { load } = await carried();
    for (const kind of ['lr', 'invoice']) {
      const res = await upload(load.id, docForm({ kind, number: 'A-1' }));
      assert.equal(res.status, 400);
      assert.match(res.json.error.details.file, /Add a photo or PDF/);
    }
    const badKind = await upload(load.id, docForm({ kind: 'receipt', number: 'A-1' }));
    assert.equal(badKind.status, 400);
    assert.ok(badKind.json.error.details.kind);
    assert.deepEqual(await allDocs(load.id), []);
  });

  test('a file too large, and a text file named .jpg, are refused (400 on the file)', async () => {
    const { load } = await carried();
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 0x20);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await upload(load.id, docForm({ kind: 'lr', number: 'LR-1' }, { bytes: big, name: 'big.jpg' }), driver);
    assert.equal(tooLarge.status, 400);
    assert.match(tooLarge.json.error.details.file, /larger than 8 MB/);
    const text = await upload(load.id, docForm({ kind: 'lr', number: 'LR-1' }, { bytes: Buffer.from('this is a lorry receipt, honest'), name: 'lr.jpg', type: 'image/jpeg' }), driver);
    assert.equal(text.status, 400);
    assert.ok(text.json.error.details.file);
    assert.deepEqual(await allDocs(load.id), []);
    assert.equal(
      (
        await server.db
          .selectFrom('files')
          .select('id')
          .where('ownerId', '=', driver.id)
          .where('kind', '=', 'load_document')
          .where('sizeBytes', '>', 8 * 1024 * 1024)
          .execute()
      ).length,
      0,
    );
  });
});

describe('who may see and add', () => {
  test('no session: the page sends to sign-in, the API and the upload answer 401', async () => {
    const { load } = await carried();
    const anon = anonymous(server);
    assert.equal((await anon.get(`/loads/${load.id}/documents`)).status, 302);
    assert.equal((await anon.get(`/api/loads/${load.id}/documents`)).status, 401);
    assert.equal((await anon.postMultipart(`/loads/${load.id}/documents`, ewayForm(), { accept: 'json' })).status, 401);
  });

  test('another driver, another shipper: 404 for the page, the API, the upload (even a wrong one) and the file', async () => {
    const { load } = await carried();
    const up = await upload(load.id, await lrForm(), driver);
    const fileUrl = up.json.data.document.file_url;
    for (const who of [await signUp(server, 'driver'), await signUp(server, 'shipper'), await signUp(server, 'broker')]) {
      assert.equal((await who.client.get(`/loads/${load.id}/documents`)).status, 404);
      assert.equal((await who.client.get(`/api/loads/${load.id}/documents`)).status, 404);
      assert.equal((await upload(load.id, await lrForm(), who)).status, 404);
      assert.equal((await upload(load.id, ewayForm('1'), who)).status, 404);
      assert.equal((await who.client.getBytes(fileUrl)).status, 404);
    }
    // A driver who only bid on an open load sees nothing either.
    const open = await insertLoad(server.db, shipper.id);
    assert.equal((await driver.client.get(`/loads/${open.id}/documents`)).status, 404);
  });

  test('the assigned driver adding an invoice or an e-way bill is refused (403); an admin sees but adds nothing', async () => {
    const { load } = await carried();
    const invoice = await upload(load.id, docForm({ kind: 'invoice', number: 'INV-1' }, { bytes: PDF, name: 'i.pdf', type: 'application/pdf' }), driver);
    assert.equal(invoice.status, 403);
    assert.match(invoice.json.error.message, /lorry receipt/);
    assert.equal((await upload(load.id, ewayForm(), driver)).status, 403);
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get(`/loads/${load.id}/documents`)).status, 200);
    assert.equal((await upload(load.id, ewayForm(), admin)).status, 403);
    assert.deepEqual(await allDocs(load.id), []);
    // The driver's page shows only the LR form.
    const page = await driver.client.get(`/loads/${load.id}/documents`);
    assert.match(page.text, /name="kind" value="lr"/);
    assert.doesNotMatch(page.text, /name="kind" value="invoice"/);
    assert.match(page.text, /accept="image\/\*,application\/pdf"/);
    assert.match(page.text, /enctype="multipart\/form-data"/);
  });

  test("another load's document through this load's address: 404, even for a party of this load", async () => {
    const { load } = await carried();
    const otherShipper = await signUp(server, 'shipper');
    const theirs = await carried(4_000_000, 'in_transit', otherShipper, await signUp(server, 'driver'));
    const up = await upload(theirs.load.id, docForm({ kind: 'invoice', number: 'X-1' }, { bytes: PDF, name: 'x.pdf', type: 'application/pdf' }), otherShipper);
    assert.equal(up.status, 201);
    const docId = up.json.data.document.id;
    assert.equal((await shipper.client.getBytes(`/loads/${load.id}/documents/${docId}/file`)).status, 404);
    assert.equal((await shipper.client.getBytes(`/loads/${theirs.load.id}/documents/${docId}/file`)).status, 404);
    assert.equal((await shipper.client.getBytes(`/loads/${load.id}/documents/not-a-uuid/file`)).status, 404);
  });

  test('files are served to the owner, the driver and an admin with private, no-store and nosniff', async () => {
    const { load } = await carried();
    const up = await upload(load.id, await lrForm(), driver);
    for (const who of [shipper, driver, await signInAdmin(server)]) {
      const res = await who.client.getBytes(up.json.data.document.file_url);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'image/jpeg');
      assert.equal(res.headers.get('cache-control'), 'private, no-store');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    }
  });

  test('a cancelled load takes no documents (409)', async () => {
    const load = await insertLoad(server.db, shipper.id, { status: 'cancelled' });
    const res = await upload(load.id, ewayForm());
    assert.equal(res.status, 409);
  });
});

describe('the e-way bill reminder on the pages', () => {
  test('a Delhi to Mumbai load over Rs 50,000: the owner sees the reminder on the load page right after posting it; it goes once the e-way bill is added', async () => {
    const posted = await shipper.client.post('/loads', {
      origin: 'Delhi',
      destination: 'Mumbai',
      // Four days out: the file's other open Delhi to Mumbai loads are for tomorrow, and the same load twice asks "post again?" (409).
      pickup_date: addDays(TODAY, 4),
      truck_type: 'container',
      weight: '18',
      price: '62000',
    });
    assert.equal(posted.status, 302, posted.text.slice(0, 300));
    const loadPage = await shipper.client.get(posted.headers.get('location') as string);
    assert.match(loadPage.text, /id="documents"/);
    assert.match(loadPage.text, /E-way bill needed/);
    const loadId = (posted.headers.get('location') as string).split('/').pop() as string;
    assert.equal((await upload(loadId, ewayForm())).status, 201);
    const again = await shipper.client.get(`/loads/${loadId}`);
    assert.doesNotMatch(again.text, /E-way bill needed/);
    assert.match(again.text, /123456789012/);
  });

  test('the assigned driver sees the reminder on the load page and the trip page; a bidder sees no documents section; within one state there is no reminder', async () => {
    const { load, trip } = await carried(6_000_000, 'scheduled');
    for (const path of [`/loads/${load.id}`, `/driver/trips/${trip.id}`]) {
      const page = await driver.client.get(path);
      assert.equal(page.status, 200);
      assert.match(page.text, /id="documents"/);
      assert.match(page.text, /E-way bill needed/);
    }
    assert.match((await shipper.client.get(`/trips/${trip.id}`)).text, /E-way bill needed/);
    const bidder = await signUp(server, 'driver');
    assert.doesNotMatch((await bidder.client.get(`/loads/${load.id}`)).text, /id="documents"/);
    const local = await insertAcceptedLoad(server.db, shipper.id, driver.id, 9_000_000, 'scheduled');
    await server.db.updateTable('loads').set({ origin: 'Pune', originKey: 'pune' }).where('id', '=', local.load.id).execute();
    const localPage = await driver.client.get(`/loads/${local.load.id}`);
    assert.match(localPage.text, /id="documents"/);
    assert.doesNotMatch(localPage.text, /E-way bill needed/);
  });
});

describe('concurrency', () => {
  test('two uploads of the same kind at once leave exactly one current document, the other replaced by it', async () => {
    const { load } = await carried();
    const [a, b] = await Promise.all([upload(load.id, ewayForm('111111111111')), upload(load.id, ewayForm('222222222222'))]);
    assert.equal(a.status, 201);
    assert.equal(b.status, 201);
    const current = await currentDocs(load.id);
    assert.equal(current.length, 1);
    const rows = await allDocs(load.id);
    assert.equal(rows.length, 2);
    const replaced = rows.find((r) => r.supersededAt !== null);
    assert.equal(replaced?.supersededBy, current[0].id);
    assert.equal([a, b].filter((r) => r.json.data.replaced).length, 1);
  });
});
