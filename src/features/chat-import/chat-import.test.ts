/**
 * Chat import over HTTP: POST /api/parse-chat, POST /api/parse-chat/save and the
 * page (paste, review, edit, save). The parser's own rules are in parser.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { editedForm, formFields, MULTI_LOAD_MESSAGE, NOT_LOADS, uniqueTownWord } from '../../../test/helpers/chat-import-factories.js';
import { anonymous, signInAdmin, signUp } from '../../../test/helpers/factories.js';
import { insertBoardLoad } from '../../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { addDays, kolkataDate } from '../../lib/dates.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const today = () => kolkataDate();
const tomorrow = () => addDays(kolkataDate(), 1);
const countLoads = async () =>
  Number(
    (
      await server.db
        .selectFrom('loads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const loadsOf = (ownerId: string) => server.db.selectFrom('loads').selectAll().where('ownerId', '=', ownerId).orderBy('createdAt').orderBy('origin').execute();

const CANDIDATE_KEYS = [
  'origin',
  'destination',
  'truck_type',
  'truck_length_ft',
  'weight',
  'price',
  'rate_per_tonne',
  'pickup_date',
  'phone',
  'material',
  'truck_no',
  'trucks',
  'raw',
  'confidence',
  'field_confidence',
  'valid',
  'errors',
  'sender',
  'message_index',
  'duplicate_of',
  'repeat_of',
].sort();

/** A load as the save API takes it (what a client sends back after editing a candidate). */
function chosen(overrides: Record<string, unknown> = {}) {
  return { origin: 'Delhi', destination: 'Mumbai', pickup_date: tomorrow(), truck_type: 'container', weight: 20, price: 45000, ...overrides };
}

describe('POST /api/parse-chat', () => {
  test('any signed-in role gets candidates in the contract shape, one per load of a multi-load message', async () => {
    const driver = await signUp(server, 'driver');
    const res = await driver.client.postJson('/api/parse-chat', { text: MULTI_LOAD_MESSAGE, reference_date: today() });
    assert.equal(res.status, 200);
    assert.equal(res.json.success, true);
    assert.equal(res.json.data.messages, 1);
    assert.equal(res.json.data.posts, 1);
    const got = res.json.data.candidates;
    assert.equal(got.length, 3);
    for (const c of got) {
      assert.deepEqual(Object.keys(c).sort(), CANDIDATE_KEYS);
      assert.ok(c.confidence > 0 && c.confidence <= 1);
      assert.equal(c.valid, true);
      assert.equal(c.pickup_date, tomorrow(), '"kal" is the day after the reference date');
      assert.equal(c.phone, '+919876543210');
      assert.equal(c.duplicate_of, null, 'drivers have no loads to repeat');
    }
    assert.deepEqual(
      got.map((c: any) => [c.origin, c.destination, c.truck_type, c.truck_length_ft, c.weight, c.price, c.rate_per_tonne]),
      [
        ['Delhi', 'Mumbai', 'container', 32, 20, 45000, null],
        ['Pune', 'Chennai', 'open', null, 10, 28000, null],
        ['Indore', 'Surat', 'trailer', null, 15, 27000, 1800],
      ],
    );
    assert.match(got[2].raw, /Indore to Surat/);
    assert.doesNotMatch(got[2].raw, /Pune/, 'raw holds the lines of its own load');
  });

  test('noise and truck-availability posts yield no candidates', async () => {
    const shipper = await signUp(server, 'shipper');
    for (const text of NOT_LOADS) {
      const res = await shipper.client.postJson('/api/parse-chat', { text, reference_date: today() });
      assert.equal(res.status, 200);
      assert.deepEqual(res.json.data.candidates, [], `no load in ${JSON.stringify(text)}`);
    }
    const all = await shipper.client.postJson('/api/parse-chat', { text: NOT_LOADS.join('\n\n') });
    assert.deepEqual(all.json.data.candidates, []);
  });

  test('reference_date is the day "kal" and "aaj" are read against; it defaults to today in India; a bad one is refused', async () => {
    const broker = await signUp(server, 'broker');
    const ref = addDays(today(), 30);
    const res = await broker.client.postJson('/api/parse-chat', { text: 'Nagpur to Hyderabad 18 ton 32ft SXL 41000 kal loading', reference_date: ref });
    assert.equal(res.json.data.candidates[0].pickup_date, addDays(ref, 1));
    const byDefault = await broker.client.postJson('/api/parse-chat', { text: 'Nagpur to Hyderabad 18 ton 32ft SXL 41000 aaj loading' });
    assert.equal(byDefault.json.data.candidates[0].pickup_date, today());
    for (const bad of ['2026-13-01', 'tomorrow', '22/11/2026']) {
      const r = await broker.client.postJson('/api/parse-chat', { text: 'Nagpur to Hyderabad 18 ton open', reference_date: bad });
      assert.equal(r.status, 400);
      assert.equal(r.json.error.code, 'VALIDATION_ERROR');
      assert.match(r.json.error.details.reference_date, /YYYY-MM-DD/);
    }
  });

  test('a candidate the load rules refuse as it stands is not valid, and says why (pickup date already past)', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.postJson('/api/parse-chat', { text: 'Jaipur to Ahmedabad 12 ton open 24000 today', reference_date: addDays(today(), -5) });
    const [c] = res.json.data.candidates;
    assert.equal(c.pickup_date, addDays(today(), -5));
    assert.equal(c.valid, false);
    assert.match(c.errors.pickup_date, /cannot be in the past/);
    const missing = await shipper.client.postJson('/api/parse-chat', { text: 'Delhi to Mumbai 20 ton 45000 kal', reference_date: today() });
    assert.equal(missing.json.data.candidates[0].valid, false);
    assert.equal(missing.json.data.candidates[0].truck_type, null);
    assert.match(missing.json.data.candidates[0].errors.truck_type, /Truck type not found/);
  });

  test('text is required and limited to 200 KB and 2,000 messages', async () => {
    const shipper = await signUp(server, 'shipper');
    for (const body of [{}, { text: '' }, { text: '   \n ' }, { text: 42 }]) {
      const res = await shipper.client.postJson('/api/parse-chat', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.ok(res.json.error.details.text);
    }
    const big = await shipper.client.postJson('/api/parse-chat', { text: 'Delhi to Mumbai 20 ton open 40000 kal\n\n'.repeat(5300) });
    assert.equal(big.status, 400);
    assert.match(big.json.error.details.text, /too long.*200 KB/);
    const many = await shipper.client.postJson('/api/parse-chat', { text: 'ok\n\n'.repeat(2001) });
    assert.equal(many.status, 400);
    assert.match(many.json.error.details.text, /2,000 messages/);
    const justUnder = await shipper.client.postJson('/api/parse-chat', { text: 'ok\n\n'.repeat(2000) });
    assert.equal(justUnder.status, 200);
  });

  test('anonymous callers get 401', async () => {
    const res = await anonymous(server).postJson('/api/parse-chat', { text: MULTI_LOAD_MESSAGE });
    assert.equal(res.status, 401);
    assert.equal(res.json.error.code, 'UNAUTHENTICATED');
  });

  test("a candidate repeating the caller's open or assigned load names it; others' loads, cancelled and deleted ones do not count; reposts name the earlier row", async () => {
    const shipper = await signUp(server, 'shipper');
    const other = await signUp(server, 'shipper');
    const from = uniqueTownWord();
    const mine = await insertBoardLoad(server.db, shipper.id, { origin: from, destination: 'Kolkata', pickupDate: tomorrow(), truckType: 'trailer', weightTonnes: 9 });
    await insertBoardLoad(server.db, other.id, { origin: from, destination: 'Patna', pickupDate: tomorrow(), truckType: 'open' });
    await insertBoardLoad(server.db, shipper.id, { origin: from, destination: 'Ranchi', pickupDate: tomorrow(), truckType: 'open', status: 'cancelled' });
    const deleted = await insertBoardLoad(server.db, shipper.id, { origin: from, destination: 'Guwahati', pickupDate: tomorrow(), truckType: 'open' });
    await server.db.updateTable('loads').set({ deletedAt: new Date() }).where('id', '=', deleted.id).execute();
    const assigned = await insertBoardLoad(server.db, shipper.id, { origin: from, destination: 'Cuttack', pickupDate: tomorrow(), truckType: 'open', status: 'assigned' });
    const text = [
      `${from} to Kolkata 25 ton trailer 52000 kal`,
      `${from} to Patna 10 ton open 20000 kal`,
      `${from} to Ranchi 10 ton open 20000 kal`,
      `${from} to Guwahati 10 ton open 20000 kal`,
      `${from} to Kolkata 25 ton trailer 52000 parso`,
      `${from} to Patna 10 ton open 20000 kal`,
      `${from} to Cuttack 10 ton open 20000 kal`,
    ].join('\n\n');
    const res = await shipper.client.postJson('/api/parse-chat', { text, reference_date: today() });
    const got = res.json.data.candidates;
    assert.deepEqual(
      got.map((c: any) => [c.destination, c.duplicate_of, c.repeat_of]),
      [
        ['Kolkata', mine.id, null],
        ['Patna', null, null],
        ['Ranchi', null, null],
        ['Guwahati', null, null],
        ['Kolkata', null, null],
        ['Patna', null, 1],
        ['Cuttack', assigned.id, null],
      ],
    );
  });
});

describe('POST /api/parse-chat/save', () => {
  test('a shipper saves edited candidates: 201, open listed loads in one transaction, found on GET /api/loads', async () => {
    const shipper = await signUp(server, 'shipper');
    const parsed = await shipper.client.postJson('/api/parse-chat', { text: MULTI_LOAD_MESSAGE, reference_date: today() });
    const town = uniqueTownWord();
    const [first, second] = parsed.json.data.candidates;
    const res = await shipper.client.postJson('/api/parse-chat/save', {
      loads: [
        { ...first, origin: town, price: 47500, material: 'Steel coils' },
        { ...second, origin: town, description: 'Loading at Chakan' },
      ],
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.json.message, '2 loads posted');
    const saved = res.json.data.loads;
    assert.deepEqual(
      saved.map((l: any) => [l.origin, l.destination, l.truck_type, l.truck_length_ft, l.weight, l.price, l.pickup_date, l.status, l.contact_phone, l.owner.id]),
      [
        [town, 'Mumbai', 'container', 32, 20, 47500, tomorrow(), 'open', '+919876543210', shipper.id],
        [town, 'Chennai', 'open', null, 10, 28000, tomorrow(), 'open', '+919876543210', shipper.id],
      ],
    );
    assert.equal(saved[0].material, 'Steel coils');
    assert.equal(saved[1].description, 'Loading at Chakan');
    const rows = await loadsOf(shipper.id);
    assert.equal(rows.length, 2);
    assert.ok(rows.every((r) => r.listed && r.status === 'open' && r.deletedAt === null));
    assert.deepEqual(rows.map((r) => r.pricePaise).sort(), [2_800_000, 4_750_000]);
    const audit = await server.db
      .selectFrom('auditLogs')
      .select(['action', 'actorId'])
      .where('tableName', '=', 'loads')
      .where(
        'recordId',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    assert.deepEqual(
      audit.map((a) => [a.action, a.actorId]),
      [
        ['INSERT', shipper.id],
        ['INSERT', shipper.id],
      ],
    );

    const driver = await signUp(server, 'driver');
    const board = await driver.client.get(`/api/loads?origin=${encodeURIComponent(town.toLowerCase())}`);
    assert.equal(board.status, 200);
    assert.deepEqual(board.json.data.loads.map((l: any) => l.id).sort(), saved.map((l: any) => l.id).sort());
  });

  test('a load missing a required field is refused with loads.N.field, and nothing is saved', async () => {
    const broker = await signUp(server, 'broker');
    const before = await countLoads();
    const res = await broker.client.postJson('/api/parse-chat/save', { loads: [chosen(), chosen({ weight: null }), chosen({ truck_type: 'boat', destination: '' })] });
    assert.equal(res.status, 400);
    assert.equal(res.json.error.code, 'VALIDATION_ERROR');
    assert.match(res.json.error.message, /Load 2 cannot be saved/);
    assert.deepEqual(Object.keys(res.json.error.details).sort(), ['loads.1.weight', 'loads.2.destination', 'loads.2.truck_type']);
    assert.match(res.json.error.details['loads.1.weight'], /Enter the weight in tonnes/);
    assert.equal(await countLoads(), before);
    assert.equal((await loadsOf(broker.id)).length, 0);
  });

  test('the same rules as posting a load: past pickup dates, weights over 100 t and bad phones are refused', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.postJson('/api/parse-chat/save', {
      loads: [chosen({ pickup_date: addDays(today(), -1) }), chosen({ weight: 100.5 }), chosen({ phone: 'call me' }), chosen({ price: -5 })],
    });
    assert.equal(res.status, 400);
    assert.match(res.json.error.details['loads.0.pickup_date'], /cannot be in the past/);
    assert.match(res.json.error.details['loads.1.weight'], /at most 100 tonnes/);
    assert.match(res.json.error.details['loads.2.contact_phone'], /phone number/);
    assert.match(res.json.error.details['loads.3.price'], /price in rupees/);
    assert.equal((await loadsOf(shipper.id)).length, 0);
  });

  test('the body holds 1 to 100 loads, each an object', async () => {
    const shipper = await signUp(server, 'shipper');
    const cases: Array<[unknown, string, RegExp]> = [
      [{}, 'loads', /list of the chosen loads/],
      [{ loads: 'Delhi to Mumbai' }, 'loads', /list/],
      [{ loads: [] }, 'loads', /at least one/],
      [{ loads: Array.from({ length: 101 }, () => chosen()) }, 'loads', /at most 100/],
      [{ loads: [chosen(), 'x'] }, 'loads.1', /must be an object/],
    ];
    for (const [body, field, message] of cases) {
      const res = await shipper.client.postJson('/api/parse-chat/save', body);
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60));
      assert.match(res.json.error.details[field], message);
    }
    const hundred = await shipper.client.postJson('/api/parse-chat/save', { loads: Array.from({ length: 100 }, (_, i) => chosen({ weight: 1 + i / 10 })) });
    assert.equal(hundred.status, 201);
    assert.equal((await loadsOf(shipper.id)).length, 100);
  });

  test('drivers and admins cannot save loads (403); anonymous callers get 401', async () => {
    const driver = await signUp(server, 'driver');
    const admin = await signInAdmin(server);
    const before = await countLoads();
    for (const client of [driver.client, admin.client]) {
      const res = await client.postJson('/api/parse-chat/save', { loads: [chosen()] });
      assert.equal(res.status, 403);
      assert.equal(res.json.error.code, 'FORBIDDEN');
    }
    const anon = await anonymous(server).postJson('/api/parse-chat/save', { loads: [chosen()] });
    assert.equal(anon.status, 401);
    assert.equal(await countLoads(), before);
  });

  test('an Idempotency-Key makes parallel repeats of a save store the loads once; the key reused for other loads is refused; keys are per user', async () => {
    const shipper = await signUp(server, 'shipper');
    const body = { loads: [chosen({ destination: 'Pune' }), chosen({ destination: 'Nashik' })] };
    const headers = { 'idempotency-key': 'import-batch-1' };
    const answers = await Promise.all([1, 2, 3].map(() => shipper.client.postJson('/api/parse-chat/save', body, { headers })));
    assert.deepEqual(
      answers.map((a) => a.status),
      [201, 201, 201],
    );
    assert.equal(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true').length, 2);
    const ids = answers.map((a) => a.json.data.loads.map((l: any) => l.id).join());
    assert.equal(new Set(ids).size, 1, 'every answer names the same two loads');
    assert.equal((await loadsOf(shipper.id)).length, 2);
    const other = await shipper.client.postJson('/api/parse-chat/save', { loads: [chosen({ destination: 'Goa' })] }, { headers });
    assert.equal(other.status, 422);
    assert.equal(other.json.error.code, 'IDEMPOTENCY_MISMATCH');
    assert.equal((await loadsOf(shipper.id)).length, 2);
    // Keys belong to their user: another shipper's same key is their own save, and never shows this one's loads.
    const neighbour = await signUp(server, 'shipper');
    const theirs = await neighbour.client.postJson('/api/parse-chat/save', body, { headers });
    assert.equal(theirs.status, 201);
    assert.equal(theirs.headers.get('idempotent-replayed'), null);
    assert.ok(theirs.json.data.loads.every((l: any) => l.owner.id === neighbour.id));
    assert.equal((await loadsOf(neighbour.id)).length, 2);
    const withoutKey = await Promise.all([1, 2].map(() => shipper.client.postJson('/api/parse-chat/save', body)));
    assert.deepEqual(
      withoutKey.map((a) => a.status),
      [201, 201],
    );
    assert.equal((await loadsOf(shipper.id)).length, 6, 'without a key each request is a new save');
  });
});

describe('the import page', () => {
  /** Today as an Android export writes it (22/11/26). */
  const exportDay = () => {
    const [y, m, d] = today().split('-');
    return `${d}/${m}/${y.slice(2)}`;
  };
  const twoMessages = (town: string) =>
    [
      `${exportDay()}, 9:41 AM - Ramesh Transport: ${town} to Hyderabad 18 ton 32ft SXL 41000 kal loading call 9812345678`,
      `${exportDay()}, 9:43 AM - Suresh: Good morning 🙏`,
      `${exportDay()}, 9:45 AM - Suresh: ${town} se Kolkata 10 ton kal`,
      `${exportDay()}, 9:50 AM - Vijay: Truck available 32ft SXL Delhi to Mumbai call 9876500000`,
    ].join('\n');

  async function review(client: ReturnType<typeof anonymous>, text: string) {
    const res = await client.post('/loads/import', { text });
    assert.equal(res.status, 200, res.text.slice(0, 400));
    return { res, fields: formFields(res.text, '/loads/import/save') };
  }

  test('shippers and brokers get the paste form; drivers 403; signed-out visitors are sent to sign in', async () => {
    for (const role of ['shipper', 'broker'] as const) {
      const u = await signUp(server, role);
      const res = await u.client.get('/loads/import');
      assert.equal(res.status, 200);
      assert.match(res.text, /<form method="post" action="\/loads\/import"/);
      assert.match(res.text, /<textarea id="f-text" name="text"/);
      assert.match(res.text, /href="\/loads\/import" aria-current="page">Import from WhatsApp/);
    }
    const driver = await signUp(server, 'driver');
    assert.equal((await driver.client.get('/loads/import')).status, 403);
    assert.equal((await driver.client.post('/loads/import', { text: MULTI_LOAD_MESSAGE })).status, 403);
    assert.equal((await driver.client.post('/loads/import/save', { count: '0' })).status, 403);
    const anon = await anonymous(server).get('/loads/import');
    assert.equal(anon.status, 302);
    assert.equal(anon.location, '/login?next=%2Floads%2Fimport');
    assert.equal((await anonymous(server).post('/loads/import', { text: MULTI_LOAD_MESSAGE })).status, 401);
  });

  test('a value the parser worked out is shown with its reason under the field, sure or not (a phone has no tooltips)', async () => {
    const shipper = await signUp(server, 'shipper');
    const post = 'Indore se Nagpur soyabean 600 bori 50 kilo, 32 ft container, 38000 fix, kal loading 9826012345';
    const { res, fields } = await review(shipper.client, post);
    assert.equal(fields.c0_weight, '30');
    assert.match(res.text, /<td title="600 bags of 50 kg read as the weight" data-field="weight">/, 'not marked for checking: the parser is sure');
    assert.match(res.text, /<small id="c0-weight-note" class="why">600 bags of 50 kg read as the weight<\/small>/);
    assert.match(res.text, /id="c0-weight" name="c0_weight" aria-label="[^"]*" aria-describedby="c0-weight-note"/);
    const hindi = await shipper.client.post('/loads/import?lang=hi', { text: post });
    assert.match(hindi.text, /<small id="c0-weight-note" class="why">50 किलो की 600 बोरियों को वज़न माना<\/small>/);
  });

  test('a paste shows a row per load with its values, the uncertain fields marked with why, and the paste kept', async () => {
    const shipper = await signUp(server, 'shipper');
    const town = uniqueTownWord();
    const { res, fields } = await review(shipper.client, twoMessages(town));
    assert.match(res.text, /Found 2 loads in 4 messages: 1 ready, 1 to fix\./);
    assert.equal(fields.count, '2');
    assert.equal(fields.c0_origin, town);
    assert.equal(fields.c0_destination, 'Hyderabad');
    assert.equal(fields.c0_truck_type, 'container');
    assert.equal(fields.c0_truck_length_ft, '32');
    assert.equal(fields.c0_weight, '18');
    assert.equal(fields.c0_price, '41000');
    assert.equal(fields.c0_contact_phone, '+91 98123 45678');
    assert.equal(fields.c0_pickup_date, tomorrow(), 'kal after the message date of the export');
    assert.equal(fields.c1_truck_type, '');
    assert.equal(fields.keep, '0', 'the ready row is ticked, the one to fix is not');
    // The unknown town is marked for checking, with the parser's reason as the title.
    assert.match(res.text, new RegExp(`<td class="low" title="&quot;${town}&quot; is not in the city list" data-field="origin">`));
    // The second load names no truck: its row must be fixed before it can be saved.
    assert.match(res.text, /<tr id="row-1" class="row-invalid">/);
    assert.match(res.text, /<td class="invalid" title="Choose a truck type — Truck type not found" data-field="truck_type">/);
    assert.match(res.text, /<small id="c1-truck_type-note" class="error">Choose a truck type<\/small>/);
    assert.equal(fields.source, twoMessages(town), 'the paste travels with the table');
    assert.equal(fields.text, twoMessages(town), 'and can be edited and read again');
    assert.match(String(fields.batch), /^[0-9a-f]{32}$/);
  });

  test('the summary counts posts: a plain paste of two posts in one paragraph is two, not one message', async () => {
    const shipper = await signUp(server, 'shipper');
    const town = uniqueTownWord();
    const text = `${town} to Hyderabad 18 ton 32ft SXL 41000 kal 9812345678\n${town} se Kolkata 10 ton open body 22000 kal 9812345679`;
    const { res, fields } = await review(shipper.client, text);
    assert.equal(fields.count, '2');
    assert.match(res.text, /Found 2 loads in 2 messages: 2 ready\./);
    const api = await shipper.client.postJson('/api/parse-chat', { text, reference_date: today() });
    assert.equal(api.status, 200);
    assert.deepEqual([api.json.data.messages, api.json.data.posts, api.json.data.candidates.length], [1, 2, 2]);
  });

  test('saving the ticked rows posts them as edited: 302 to my loads with "N loads posted"', async () => {
    const shipper = await signUp(server, 'shipper');
    const town = uniqueTownWord();
    const { fields } = await review(shipper.client, `${town} to Hyderabad 18 ton 32ft SXL 41000 kal\n\n${town} se Kolkata 10 ton open body 22000 kal`);
    assert.deepEqual(fields.keep, ['0', '1']);
    const res = await shipper.client.post('/loads/import/save', editedForm(fields, { c1_price: '23500', c0_material: 'Cement bags' }));
    assert.equal(res.status, 302, res.text.slice(0, 500));
    assert.equal(res.location, '/shipper/loads');
    const rows = await loadsOf(shipper.id);
    assert.deepEqual(rows.map((r) => [r.origin, r.destination, r.pickupDate, r.truckType, Number(r.weightTonnes), r.pricePaise, r.material]).sort(), [
      [town, 'Hyderabad', tomorrow(), 'container', 18, 4_100_000, 'Cement bags'],
      [town, 'Kolkata', tomorrow(), 'open', 10, 2_350_000, null],
    ]);
    const page = await shipper.client.get('/shipper/loads');
    assert.match(page.text, /2 loads posted from the chat\./);

    const broker = await signUp(server, 'broker');
    const b = await review(broker.client, `${town} to Hyderabad 18 ton 32ft SXL 41000 kal`);
    const saved = await broker.client.post('/loads/import/save', b.fields);
    assert.equal(saved.status, 302);
    assert.equal(saved.location, '/broker/loads');
    assert.equal((await loadsOf(broker.id)).length, 1);
  });

  test('a ticked row that breaks a load rule brings the table back (400) with the values as edited and the error; nothing is saved', async () => {
    const shipper = await signUp(server, 'shipper');
    const town = uniqueTownWord();
    const { fields } = await review(shipper.client, `${town} to Hyderabad 18 ton 32ft SXL 41000 kal\n\n${town} se Kolkata 10 ton open body 22000 kal`);
    const res = await shipper.client.post('/loads/import/save', editedForm(fields, { c0_price: '41,500', c1_weight: '140', c1_material: 'Kept <b>value</b>' }));
    assert.equal(res.status, 400);
    assert.match(res.text, /role="alert"/);
    assert.match(res.text, /1 ticked row needs fixing before saving \(marked red\)\. Nothing was saved\./);
    assert.match(res.text, /<td class="invalid" title="Weight must be more than 0 and at most 100 tonnes" data-field="weight">/);
    const again = formFields(res.text, '/loads/import/save');
    assert.equal(again.c0_price, '41,500');
    assert.equal(again.c1_weight, '140');
    assert.equal(again.c1_material, 'Kept <b>value</b>');
    assert.match(res.text, /value="Kept &lt;b&gt;value&lt;\/b&gt;"/);
    assert.deepEqual(again.keep, ['0', '1']);
    assert.equal(again.batch, fields.batch);
    assert.match(res.text, /<pre class="raw">[^<]*se Kolkata 10 ton open body 22000 kal<\/pre>/, 'the messages are shown again');
    assert.equal((await loadsOf(shipper.id)).length, 0);

    const fixed = await shipper.client.post('/loads/import/save', editedForm(again, { c1_weight: '14' }));
    assert.equal(fixed.status, 302);
    assert.deepEqual((await loadsOf(shipper.id)).map((r) => Number(r.weightTonnes)).sort(), [14, 18]);
  });

  test('saving with no row ticked, or more than 100, is refused with the table kept', async () => {
    const shipper = await signUp(server, 'shipper');
    const { fields } = await review(shipper.client, MULTI_LOAD_MESSAGE);
    const none = await shipper.client.post('/loads/import/save', editedForm(fields, { keep: null }));
    assert.equal(none.status, 400);
    assert.match(none.text, /Tick at least one load to save/);
    assert.equal(formFields(none.text, '/loads/import/save').c2_origin, 'Indore');
    const many = await shipper.client.post('/loads/import/save', editedForm(fields, { count: '101', keep: Array.from({ length: 101 }, (_, i) => String(i)) }));
    assert.equal(many.status, 400);
    assert.match(many.text, /Save at most 100 loads at a time: untick 1\./);
    assert.equal((await loadsOf(shipper.id)).length, 0);
  });

  test('a load already posted is flagged with a link to it and left unticked', async () => {
    const shipper = await signUp(server, 'shipper');
    const town = uniqueTownWord();
    const existing = await insertBoardLoad(server.db, shipper.id, { origin: town, destination: 'Hyderabad', pickupDate: tomorrow(), truckType: 'container' });
    const { res, fields } = await review(shipper.client, `${town} to Hyderabad 18 ton 32ft SXL 41000 kal\n\n${town} se Kolkata 10 ton open body 22000 kal`);
    assert.match(res.text, /<tr id="row-0" class="row-duplicate">/);
    assert.match(res.text, new RegExp(`Already posted: <a href="/loads/${existing.id}">your load</a>`));
    assert.match(res.text, /1 ready, 1 already posted/);
    assert.equal(fields.keep, '1');
  });

  test('a paste with no loads shows the form again with a notice; an empty or oversized paste is refused with 400', async () => {
    const shipper = await signUp(server, 'shipper');
    const none = await shipper.client.post('/loads/import', { text: NOT_LOADS.join('\n\n') });
    assert.equal(none.status, 200);
    // Five messages, four posts: WhatsApp's "<Media omitted>" notice is no post.
    assert.match(none.text, /No loads found in these 4 messages/);
    assert.match(none.text, /Good morning all/, 'the paste is kept for editing');
    const empty = await shipper.client.post('/loads/import', { text: '  ' });
    assert.equal(empty.status, 400);
    assert.match(empty.text, /id="f-text-error" class="error">Paste the chat messages to read/);
    // Hindi takes 3 bytes a letter: 2,500 lines are one message but over 200 KB (and about 700 KB form-encoded).
    const hindi = 'दिल्ली से मुंबई 20 टन 32 फीट कंटेनर कल\n'.repeat(2500);
    assert.ok(Buffer.byteLength(hindi) > 200 * 1024);
    const big = await shipper.client.post('/loads/import', { text: hindi });
    assert.equal(big.status, 400);
    assert.match(big.text, /The text is too long/);
  });

  test('a <script> in the paste comes back escaped on the review page', async () => {
    const shipper = await signUp(server, 'shipper');
    const probe = '<script>alert("x")</script>';
    const { res, fields } = await review(shipper.client, `Jaipur to Ahmedabad ${probe} 12 ton open 24000 kal`);
    assert.ok(!res.text.includes(probe), 'never raw');
    assert.match(res.text, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;|&lt;script&gt;alert\("x"\)&lt;\/script&gt;/);
    assert.ok(String(fields.source).includes(probe), 'the hidden paste holds the text as typed');
    const refused = await shipper.client.post('/loads/import/save', editedForm(fields, { c0_weight: '', c0_material: probe }));
    assert.equal(refused.status, 400);
    assert.ok(!refused.text.includes(probe));
  });

  test('the same review form sent twice at once saves its loads once', async () => {
    const shipper = await signUp(server, 'shipper');
    const { fields } = await review(shipper.client, MULTI_LOAD_MESSAGE);
    const answers = await Promise.all([1, 2].map(() => shipper.client.post('/loads/import/save', fields)));
    assert.deepEqual(
      answers.map((a) => [a.status, a.location]),
      [
        [302, '/shipper/loads'],
        [302, '/shipper/loads'],
      ],
    );
    assert.equal((await loadsOf(shipper.id)).length, 3);
    // Going back and saving other rows from the same page is a new save.
    const rest = await shipper.client.post('/loads/import/save', editedForm(fields, { keep: '0', c0_destination: 'Nashik' }));
    assert.equal(rest.status, 302);
    assert.equal((await loadsOf(shipper.id)).length, 4);
  });

  test('the page routes answer JSON to JSON callers', async () => {
    const shipper = await signUp(server, 'shipper');
    const parsed = await shipper.client.postJson('/loads/import', { text: MULTI_LOAD_MESSAGE, reference_date: today() });
    assert.equal(parsed.status, 200);
    assert.equal(parsed.json.data.candidates.length, 3);
    const saved = await shipper.client.postJson('/loads/import/save', { loads: [chosen()] });
    assert.equal(saved.status, 201);
    assert.equal(saved.json.data.loads.length, 1);
  });
});
