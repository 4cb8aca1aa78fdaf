/**
 * Disputes with evidence (issue 17, item 6): a reason from a list, a description and up to three photos;
 * the photos served only to the load's two parties and admins; the other side's reply; the admin's split
 * of the held money (three ledger transactions, the fee in proportion to the driver's part), refused out
 * of bounds and made once when admins race; the pages in Hindi.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { englishLeft } from '../../../test/helpers/english-left.js';
import { assertLedgerReconciles, balancesOf, countTransactions, platformFeesPaise } from '../../../test/helpers/escrow-factories.js';
import { anonymous, insertAcceptedLoad, signInAdmin, signUp, type SignedInUser } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { cameraJpeg } from '../../../test/helpers/trips-factories.js';
import { splitFeePaise } from './fee.js';

let server: TestServer;
let admin: SignedInUser;

before(async () => {
  server = await startTestServer();
  admin = await signInAdmin(server);
});
after(async () => {
  await server?.close();
});

async function fundedShipper(rupees: number, name?: string): Promise<SignedInUser> {
  const shipper = await signUp(server, 'shipper', name ? { name } : {});
  assert.equal((await shipper.client.postJson('/escrow/deposit', { amount: rupees })).status, 201);
  return shipper;
}

/** A load of a funded shipper with the driver's accepted bid of ₹1,000 (fee ₹50), its money held. */
async function heldLoad(opts: { shipperName?: string; driverName?: string } = {}) {
  const shipper = await fundedShipper(5_000, opts.shipperName);
  const driver = await signUp(server, 'driver', opts.driverName ? { name: opts.driverName } : {});
  const { load, trip } = await insertAcceptedLoad(server.db, shipper.id, driver.id, 100_000, 'delivered');
  assert.equal((await shipper.client.postJson('/escrow/hold', { load_id: load.id })).status, 201);
  return { shipper, driver, load, trip };
}

function disputeForm(fields: Record<string, string>, photos: Array<{ bytes: Uint8Array; name?: string; type?: string }> = []): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos) form.append('evidence', new Blob([new Uint8Array(p.bytes)], { type: p.type ?? 'image/jpeg' }), p.name ?? 'photo.jpg');
  return form;
}

const loadRow = (id: string) => server.db.selectFrom('loads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const disputeRow = (loadId: string) => server.db.selectFrom('disputes').selectAll().where('loadId', '=', loadId).executeTakeFirstOrThrow();
const filesOf = (disputeId: string) => server.db.selectFrom('disputeFiles').selectAll().where('disputeId', '=', disputeId).orderBy('side').orderBy('position').execute();

async function raiseWithPhoto(shipper: SignedInUser, loadId: string) {
  const jpeg = await cameraJpeg(800, 600);
  const res = await shipper.client.postMultipart('/escrow/dispute', disputeForm({ load_id: loadId, reason_code: 'damaged', reason: 'Two cartons arrived crushed and wet' }, [{ bytes: jpeg }]), {
    accept: 'json',
  });
  assert.equal(res.status, 201, res.text.slice(0, 400));
  return res.json.data.dispute as { id: string; reason_code: string; reason: string };
}

describe('raising a dispute with a reason and evidence', () => {
  test('the shipper raises it with a reason, a description and photos; both parties and admins see them, no one else', async () => {
    const { shipper, driver, load, trip } = await heldLoad();
    const jpeg = await cameraJpeg(1200, 900);
    const form = disputeForm({ load_id: load.id, reason_code: 'short', reason: 'Only 18 of the 20 bags were delivered' }, [{ bytes: jpeg }, { bytes: jpeg, name: 'second.jpg' }]);
    const res = await shipper.client.postMultipart('/escrow/dispute', form, { accept: 'html' });
    assert.equal(res.status, 302, res.text.slice(0, 400));
    assert.equal(res.location, `/loads/${load.id}`);
    const dispute = await disputeRow(load.id);
    assert.equal(dispute.reasonCode, 'short');
    assert.equal(dispute.reason, 'Only 18 of the 20 bags were delivered');
    const files = await filesOf(dispute.id);
    assert.deepEqual(
      files.map((f) => [f.side, f.position]),
      [
        ['raised', 0],
        ['raised', 1],
      ],
    );
    assert.equal((await loadRow(load.id)).paymentStatus, 'disputed');

    // Both parties see it on the load page, the driver on the trip page as well.
    for (const [who, path] of [
      [shipper, `/loads/${load.id}`],
      [driver, `/loads/${load.id}`],
      [driver, `/driver/trips/${trip.id}`],
    ] as const) {
      const page = await who.client.get(path);
      assert.equal(page.status, 200, path);
      assert.match(page.text, /Reason: Short delivery \/ goods missing/, path);
      assert.match(page.text, /Only 18 of the 20 bags were delivered/, path);
      assert.match(page.text, new RegExp(`/escrow/disputes/${dispute.id}/files/${files[0].fileId}`), path);
    }
    // The driver may reply, the shipper who raised it may not.
    assert.match((await driver.client.get(`/loads/${load.id}`)).text, /action="\/escrow\/disputes\/[^"]+\/reply"/);
    assert.doesNotMatch((await shipper.client.get(`/loads/${load.id}`)).text, /action="\/escrow\/disputes\/[^"]+\/reply"/);

    const path = `/escrow/disputes/${dispute.id}/files/${files[0].fileId}`;
    for (const who of [shipper, driver, admin]) {
      const photo = await who.client.get(path);
      assert.equal(photo.status, 200);
      assert.equal(photo.headers.get('content-type'), 'image/jpeg');
      assert.equal(photo.headers.get('cache-control'), 'private, no-store');
    }
    const stranger = await signUp(server, 'shipper');
    assert.equal((await stranger.client.get(path)).status, 404);
    const otherDriver = await signUp(server, 'driver');
    assert.equal((await otherDriver.client.get(path)).status, 404);
    assert.notEqual((await anonymous(server).get(path)).status, 200);
  });

  test('the JSON API without a reason code stays compatible: the reason is "other" and no files are needed', async () => {
    const { driver, load } = await heldLoad();
    const res = await driver.client.postJson('/escrow/dispute', { load_id: load.id, reason: 'The shipper changed the drop point' });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.data.dispute.reason_code, 'other');
    assert.equal(res.json.data.dispute.reason, 'The shipper changed the drop point');
    assert.deepEqual(await filesOf(res.json.data.dispute.id), []);
  });

  test('a reason not on the list, or four photos, are refused with the form again and its values; nothing is raised', async () => {
    const { shipper, load } = await heldLoad();
    const form = await shipper.client.postMultipart('/escrow/dispute', disputeForm({ load_id: load.id, reason_code: 'weather', reason: 'The goods were rained on' }), { accept: 'html' });
    assert.equal(form.status, 400);
    assert.match(form.text, /Choose a reason from the list/);
    assert.match(form.text, />The goods were rained on<\/textarea>/);
    const json = await shipper.client.postJson('/escrow/dispute', { load_id: load.id, reason_code: 'weather', reason: 'The goods were rained on' });
    assert.equal(json.status, 400);
    assert.ok(json.json.error.details.reason_code);
    const jpeg = await cameraJpeg(200, 200);
    const four = await shipper.client.postMultipart(
      '/escrow/dispute',
      disputeForm({ load_id: load.id, reason_code: 'damaged', reason: 'The goods were rained on' }, [{ bytes: jpeg }, { bytes: jpeg }, { bytes: jpeg }, { bytes: jpeg }]),
      { accept: 'json' },
    );
    assert.equal(four.status, 400);
    assert.match(four.json.error.details.evidence, /at most 3 photos/);
    assert.equal((await loadRow(load.id)).paymentStatus, 'held');
    assert.equal((await server.db.selectFrom('disputes').select('id').where('loadId', '=', load.id).execute()).length, 0);
  });

  test('a file that is not a photo is refused (checked from its bytes, not its name), and nothing is stored', async () => {
    const { shipper, load } = await heldLoad();
    const before = await server.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
    const res = await shipper.client.postMultipart(
      '/escrow/dispute',
      disputeForm({ load_id: load.id, reason_code: 'damaged', reason: 'Crushed cartons, see the photo' }, [{ bytes: pdf, name: 'photo.jpg', type: 'image/jpeg' }]),
      { accept: 'json' },
    );
    assert.equal(res.status, 400);
    assert.ok(res.json.error.details.evidence);
    assert.equal((await loadRow(load.id)).paymentStatus, 'held');
    const after = await server.db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    assert.equal(after.n, before.n);
  });

  test('no session, the wrong role, and another user’s load are refused', async () => {
    const { load } = await heldLoad();
    const fields = { load_id: load.id, reason_code: 'late', reason: 'It arrived three days late' };
    const anon = await anonymous(server).postMultipart('/escrow/dispute', disputeForm(fields), { accept: 'json' });
    assert.equal(anon.status, 401);
    // An admin is no party of the load: they resolve disputes, they do not raise them.
    assert.equal((await admin.client.postMultipart('/escrow/dispute', disputeForm(fields), { accept: 'json' })).status, 403);
    // Another shipper's load: they can see the load, but its money is not theirs.
    const other = await fundedShipper(1_000);
    const res = await other.client.postMultipart('/escrow/dispute', disputeForm(fields), { accept: 'json' });
    assert.equal(res.status, 403);
    assert.equal((await loadRow(load.id)).paymentStatus, 'held');
  });

  test('an evidence file asked for under another dispute is 404, even for a party of that other dispute', async () => {
    const a = await heldLoad();
    const b = await heldLoad();
    const da = await raiseWithPhoto(a.shipper, a.load.id);
    const db = await raiseWithPhoto(b.shipper, b.load.id);
    const [fileA] = await filesOf(da.id);
    assert.equal((await b.shipper.client.get(`/escrow/disputes/${db.id}/files/${fileA.fileId}`)).status, 404);
    assert.equal((await b.shipper.client.get(`/escrow/disputes/${da.id}/files/${fileA.fileId}`)).status, 404);
    assert.equal((await a.shipper.client.get(`/escrow/disputes/${da.id}/files/${fileA.fileId}`)).status, 200);
    assert.equal((await a.shipper.client.get(`/escrow/disputes/${da.id}/files/not-a-uuid`)).status, 404);
  });
});

describe("the other side's reply", () => {
  test('the driver gives their side with a photo, once, while the dispute is open; the shipper sees it', async () => {
    const { shipper, driver, load } = await heldLoad({ driverName: 'Mahesh Kumar' });
    const dispute = await raiseWithPhoto(shipper, load.id);
    const empty = await driver.client.postMultipart(`/escrow/disputes/${dispute.id}/reply`, disputeForm({ reply: '  ' }), { accept: 'json' });
    assert.equal(empty.status, 400);
    assert.ok(empty.json.error.details.reply);
    // The one who raised it does not answer it.
    assert.equal((await shipper.client.postMultipart(`/escrow/disputes/${dispute.id}/reply`, disputeForm({ reply: 'My own answer' }), { accept: 'json' })).status, 403);
    const stranger = await signUp(server, 'driver');
    // A stranger to a load they can see: its money is not theirs (403, as for raising).
    assert.equal((await stranger.client.postMultipart(`/escrow/disputes/${dispute.id}/reply`, disputeForm({ reply: 'Not mine' }), { accept: 'json' })).status, 403);
    assert.equal((await anonymous(server).postMultipart(`/escrow/disputes/${dispute.id}/reply`, disputeForm({ reply: 'Nobody' }), { accept: 'json' })).status, 401);

    const jpeg = await cameraJpeg(600, 400);
    const res = await driver.client.postMultipart(
      `/escrow/disputes/${dispute.id}/reply`,
      disputeForm({ reply: 'The cartons were wet before loading; see the photo', next: `/loads/${load.id}` }, [{ bytes: jpeg }]),
      {
        accept: 'html',
      },
    );
    assert.equal(res.status, 302, res.text.slice(0, 300));
    assert.equal(res.location, `/loads/${load.id}`);
    const row = await disputeRow(load.id);
    assert.equal(row.reply, 'The cartons were wet before loading; see the photo');
    assert.equal(row.repliedBy, driver.id);
    const files = await filesOf(dispute.id);
    assert.deepEqual(
      files.map((f) => f.side),
      ['raised', 'reply'],
    );
    const page = await shipper.client.get(`/loads/${load.id}`);
    assert.match(page.text, /Reply from Mahesh Kumar/);
    assert.match(page.text, /The cartons were wet before loading/);
    assert.match(page.text, new RegExp(`/escrow/disputes/${dispute.id}/files/${files[1].fileId}`));
    const note = await server.db.selectFrom('notifications').select(['messageKey']).where('userId', '=', shipper.id).where('messageKey', '=', 'disputes.notify.replied').execute();
    assert.equal(note.length, 1);
    const queue = await admin.client.get('/escrow/admin/disputes');
    assert.match(queue.text, /The cartons were wet before loading/);

    const again = await driver.client.postMultipart(`/escrow/disputes/${dispute.id}/reply`, disputeForm({ reply: 'And one more thing' }), { accept: 'json' });
    assert.equal(again.status, 409);
    assert.equal((await disputeRow(load.id)).reply, 'The cartons were wet before loading; see the photo');
  });

  test('a resolved dispute takes no reply', async () => {
    const { shipper, driver, load } = await heldLoad();
    const dispute = await raiseWithPhoto(shipper, load.id);
    assert.equal((await admin.client.postJson(`/escrow/admin/disputes/${dispute.id}/resolve`, { outcome: 'refund' })).status, 200);
    const res = await driver.client.postMultipart(`/escrow/disputes/${dispute.id}/reply`, disputeForm({ reply: 'Too late to answer' }), { accept: 'json' });
    assert.equal(res.status, 409);
    assert.equal((await disputeRow(load.id)).reply, null);
  });
});

describe('splitting the held money', () => {
  test('the driver gets their part, the fee is taken on that part, the rest goes back to the shipper: three balanced transactions', async () => {
    const { shipper, driver, load } = await heldLoad();
    const dispute = await raiseWithPhoto(shipper, load.id);
    const shipperBefore = await balancesOf(server.db, shipper.id);
    const feesBefore = await platformFeesPaise(server.db);
    assert.deepEqual(shipperBefore, { available: 500_000 - 105_000, held: 105_000, reserved: 0 });

    // ₹600 of the ₹1,000 freight to the driver: fee ₹30 (5% of ₹600), ₹420 back to the shipper.
    const res = await admin.client.postJson(`/escrow/admin/disputes/${dispute.id}/resolve`, { outcome: 'split', driver_part: '600' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.data.dispute.outcome, 'split');
    assert.equal(res.json.data.dispute.driver_part, 600);
    assert.equal(res.json.data.transaction.kind, 'release');
    assert.equal(res.json.data.transaction.amount, 600);
    assert.equal(res.json.data.fee_transaction.amount, 30);
    assert.equal(res.json.data.refund_transaction.kind, 'refund');
    assert.equal(res.json.data.refund_transaction.amount, 420);
    assert.equal(res.json.data.load.payment_status, 'released');
    assert.match(res.json.message, /₹600 to the driver, ₹30 platform fee, ₹420 refunded to the shipper/);

    assert.deepEqual(await balancesOf(server.db, driver.id), { available: 60_000, held: 0, reserved: 0 });
    assert.deepEqual(await balancesOf(server.db, shipper.id), { available: 500_000 - 105_000 + 42_000, held: 0, reserved: 0 });
    assert.equal((await platformFeesPaise(server.db)) - feesBefore, 3_000);
    for (const kind of ['release', 'fee', 'refund']) assert.equal(await countTransactions(server.db, { kind, loadId: load.id }), 1, kind);
    assert.equal((await loadRow(load.id)).paymentStatus, 'released');
    await assertLedgerReconciles(server.db, 'after a split');

    const notes = await server.db
      .selectFrom('notifications')
      .select(['userId', 'messageKey', 'bodyKey', 'params'])
      .where('bodyKey', 'like', 'disputes.notify.split%')
      .where('userId', 'in', [shipper.id, driver.id])
      .execute();
    const of = (id: string) => notes.find((n) => n.userId === id);
    assert.equal(of(driver.id)?.bodyKey, 'disputes.notify.splitDriver.body');
    assert.equal((of(driver.id)?.params as { amountPaise: number } | undefined)?.amountPaise, 60_000);
    assert.equal(of(shipper.id)?.bodyKey, 'disputes.notify.splitShipper.body');
    assert.equal((of(shipper.id)?.params as { amountPaise: number } | undefined)?.amountPaise, 42_000);

    // Both sides see the outcome on the load page.
    for (const who of [shipper, driver]) assert.match((await who.client.get(`/loads/${load.id}`)).text, /Resolved: ₹600 to the driver, the rest refunded to the shipper\./);
    // Settled: no second resolution, no other settlement.
    assert.equal((await admin.client.postJson(`/escrow/admin/disputes/${dispute.id}/resolve`, { outcome: 'refund' })).status, 409);
  });

  test('the split form of the admin queue works without JavaScript; paise round the fee half up', async () => {
    const { shipper, driver, load } = await heldLoad();
    const dispute = await raiseWithPhoto(shipper, load.id);
    const queue = await admin.client.get('/escrow/admin/disputes');
    assert.match(queue.text, new RegExp(`action="/escrow/admin/disputes/${dispute.id}/resolve"[^>]*class="stacked split-form"`));
    // ₹333.33: 5% is 1666.65 paise, rounded to 1667.
    const res = await admin.client.post(`/escrow/admin/disputes/${dispute.id}/resolve`, { outcome: 'split', driver_part: '333.33' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/escrow/admin/disputes');
    assert.equal(splitFeePaise(5_000, 33_333, 100_000), 1_667);
    assert.equal((await balancesOf(server.db, driver.id)).available, 33_333);
    assert.equal((await balancesOf(server.db, shipper.id)).held, 0);
    assert.equal((await balancesOf(server.db, shipper.id)).available, 500_000 - 105_000 + (105_000 - 33_333 - 1_667));
    await assertLedgerReconciles(server.db, 'after a split with rounding');
  });

  test('a part of ₹0, of the whole freight or more, or none, is refused and nothing moves', async () => {
    const { shipper, load } = await heldLoad();
    const dispute = await raiseWithPhoto(shipper, load.id);
    for (const part of ['0', '1000', '1500']) {
      const res = await admin.client.postJson(`/escrow/admin/disputes/${dispute.id}/resolve`, { outcome: 'split', driver_part: part });
      assert.equal(res.status, 400, `${part}: ${res.text}`);
      assert.ok(res.json.error.details.driver_part, part);
    }
    const none = await admin.client.postJson(`/escrow/admin/disputes/${dispute.id}/resolve`, { outcome: 'split' });
    assert.equal(none.status, 400);
    assert.ok(none.json.error.details.driver_part);
    // The queue's form: back to the queue with the refusal.
    const form = await admin.client.post(`/escrow/admin/disputes/${dispute.id}/resolve`, { outcome: 'split', driver_part: '1000' });
    assert.equal(form.status, 302);
    assert.equal((await loadRow(load.id)).paymentStatus, 'disputed');
    assert.equal((await disputeRow(load.id)).status, 'open');
    assert.equal(await countTransactions(server.db, { loadId: load.id }), 1);
    // Only admins split.
    assert.equal((await shipper.client.postJson(`/escrow/admin/disputes/${dispute.id}/resolve`, { outcome: 'split', driver_part: '500' })).status, 403);
  });

  test('two admins resolving at once (splits, releases, refunds) resolve it once', async () => {
    const { shipper, load } = await heldLoad();
    const dispute = await raiseWithPhoto(shipper, load.id);
    const second = await signInAdmin(server);
    const bodies = [
      { outcome: 'split', driver_part: '400' },
      { outcome: 'split', driver_part: '700' },
      { outcome: 'release' },
      { outcome: 'refund' },
      { outcome: 'split', driver_part: '100' },
      { outcome: 'release' },
    ];
    const answers = await Promise.all(bodies.map((b, i) => (i % 2 ? second : admin).client.postJson(`/escrow/admin/disputes/${dispute.id}/resolve`, b)));
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    assert.deepEqual(byStatus, { 200: 1, 409: 5 });
    const winner = answers.find((a) => a.status === 200)!.json.data;
    const expected = winner.dispute.outcome === 'split' ? 4 : winner.dispute.outcome === 'release' ? 3 : 2;
    assert.equal(await countTransactions(server.db, { loadId: load.id }), expected);
    assert.equal((await balancesOf(server.db, shipper.id)).held, 0);
    await assertLedgerReconciles(server.db, 'after racing resolutions');
  });

  test('the database refuses a release and a refund of one hold unless its dispute was split', async () => {
    const { shipper, load } = await heldLoad();
    assert.equal((await shipper.client.postJson('/escrow/release', { load_id: load.id })).status, 200);
    const account = await server.db.selectFrom('escrowAccounts').select('id').where('userId', '=', shipper.id).executeTakeFirstOrThrow();
    await assert.rejects(
      server.db.transaction().execute(async (trx) => {
        const tx = await trx.insertInto('escrowTransactions').values({ kind: 'refund', amountPaise: 100, loadId: load.id, memo: 'twice' }).returning('id').executeTakeFirstOrThrow();
        await trx
          .insertInto('escrowEntries')
          .values([
            { transactionId: tx.id, accountId: account.id, bucket: 'available', amountPaise: -100 },
            { transactionId: tx.id, accountId: account.id, bucket: 'available', amountPaise: 100 },
          ])
          .execute();
      }),
      /already settled/,
    );
  });
});

describe('disputes in Hindi', () => {
  test('the dispute form, the load page with the dispute and its reply, and the admin queue leave no English', async () => {
    const { shipper, driver, load } = await heldLoad({ shipperName: 'सुरेश ट्रांसपोर्ट', driverName: 'रमेश यादव' });
    await server.db.updateTable('loads').set({ origin: 'इंदौर', destination: 'भोपाल' }).where('id', '=', load.id).execute();
    const formPage = await shipper.client.get(`/escrow/dispute?load_id=${load.id}&lang=hi`);
    assert.equal(formPage.status, 200);
    assert.match(formPage.text, /माल खराब हुआ/);
    const raised = await shipper.client.postMultipart(
      '/escrow/dispute',
      disputeForm({ load_id: load.id, reason_code: 'damaged', reason: 'दो पेटियाँ टूटी हुई पहुँचीं, फ़ोटो देखें' }, [{ bytes: await cameraJpeg(300, 300) }]),
      { accept: 'json' },
    );
    assert.equal(raised.status, 201, raised.text);
    const id = raised.json.data.dispute.id;
    const bad = await shipper.client.postMultipart('/escrow/dispute', disputeForm({ load_id: load.id, reason_code: 'x', reason: 'छोटा' }), { accept: 'html' });
    assert.equal(bad.status, 400);

    const driverPage = await driver.client.get(`/loads/${load.id}?lang=hi`);
    const section = (html: string) => html.slice(html.indexOf('<section class="card payment-section"'), html.indexOf('</section>', html.indexOf('<section class="card payment-section"')));
    assert.match(section(driverPage.text), /कारण: माल खराब हुआ/);
    assert.match(section(driverPage.text), /अपनी बात रखें/);
    const allow = [...shipper.username.split(/[^A-Za-z]+/), ...driver.username.split(/[^A-Za-z]+/), 'Administrator', 'English'];
    assert.deepEqual(englishLeft(section(driverPage.text), allow), [], 'driver page');

    assert.equal((await driver.client.postMultipart(`/escrow/disputes/${id}/reply`, disputeForm({ reply: 'पेटियाँ लादने से पहले ही गीली थीं' }), { accept: 'json' })).status, 201);
    const shipperPage = await shipper.client.get(`/loads/${load.id}?lang=hi`);
    assert.match(section(shipperPage.text), /रमेश यादव का जवाब/);
    assert.deepEqual(englishLeft(section(shipperPage.text), allow), [], 'shipper page');

    const queue = await admin.client.get('/escrow/admin/disputes?lang=hi');
    const start = queue.text.indexOf(`data-id="${id}"`);
    assert.ok(start > 0, 'the dispute is in the queue');
    const cards = queue.text.slice(start + `data-id="${id}"`.length, queue.text.indexOf('</article>', start));
    assert.match(cards, /पैसा बाँटें/);
    assert.deepEqual(englishLeft(cards, [...allow, 'Pune', 'Nagpur']), [], 'admin queue');
    const split = await admin.client.postJson(`/escrow/admin/disputes/${id}/resolve?lang=hi`, { outcome: 'split', driver_part: '0' });
    assert.equal(split.status, 400);
    await admin.client.get('/escrow/admin/disputes?lang=en');
  });
});
