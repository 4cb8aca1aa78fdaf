/**
 * Chat import over HTTP, for the parser's structure (issue 19): the material read from a post reaches the review
 * page and the saved load, a post asking for several trucks gives a row per truck, a plain paste is cut into posts,
 * and each row shows the post it was read from.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { editedForm, formFields, uniqueTownWord } from '../../../test/helpers/chat-import-factories.js';
import { anonymous, signUp } from '../../../test/helpers/factories.js';
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
const loadsOf = (ownerId: string) => server.db.selectFrom('loads').selectAll().where('ownerId', '=', ownerId).orderBy('createdAt').execute();

async function review(client: ReturnType<typeof anonymous>, text: string) {
  const res = await client.post('/loads/import', { text });
  assert.equal(res.status, 200, res.text.slice(0, 400));
  return { res, fields: formFields(res.text, '/loads/import/save') };
}

/** The text of each row's source post as the page shows it (the summary's first lines and the whole post). */
function sourcePosts(html: string): Array<{ head: string; snippet: string; raw: string }> {
  return [
    ...html.matchAll(
      /<details class="source-post"><summary><span class="post-head">([\s\S]*?)<\/span><span class="post-snippet"[^>]*>([\s\S]*?)<\/span>[\s\S]*?<pre class="raw">([\s\S]*?)<\/pre><\/details>/g,
    ),
  ].map((m) => ({
    head: m[1].replace(/<[^>]+>/g, ''),
    snippet: m[2],
    raw: m[3],
  }));
}

describe('chat import: material, several trucks, plain pastes, source posts', () => {
  test('a post asking for 3 trucks gives 3 ticked rows with the material and the post beside each; saving posts 3 loads with the material', async () => {
    const shipper = await signUp(server, 'shipper');
    const town = uniqueTownWord();
    const post = `${town} to Hyderabad 3 gaadi chahiye, 18 ton steel coils each, 32ft SXL, 41000 per gaadi, kal loading 9812345678`;
    const { res, fields } = await review(shipper.client, post);
    assert.equal(fields.count, '3');
    assert.deepEqual(fields.keep, ['0', '1', '2'], 'the trucks of one post are not reposts: all are ticked');
    for (const i of [0, 1, 2]) {
      assert.equal(fields[`c${i}_material`], 'steel coils');
      assert.equal(fields[`c${i}_price`], '41000');
    }
    const posts = sourcePosts(res.text);
    assert.equal(posts.length, 3);
    assert.deepEqual(
      posts.map((p) => p.head),
      ['1. Message 1 · Truck 1 of 3', '2. Message 1 · Truck 2 of 3', '3. Message 1 · Truck 3 of 3'],
    );
    for (const p of posts) assert.equal(p.raw, post);

    const saved = await shipper.client.post('/loads/import/save', editedForm(fields, { c2_material: 'Steel coils (HR)' }));
    assert.equal(saved.status, 302, saved.text.slice(0, 400));
    const rows = await loadsOf(shipper.id);
    assert.deepEqual(rows.map((r) => [r.origin, r.destination, r.pricePaise, r.material]).sort(), [
      [town, 'Hyderabad', 4_100_000, 'Steel coils (HR)'],
      [town, 'Hyderabad', 4_100_000, 'steel coils'],
      [town, 'Hyderabad', 4_100_000, 'steel coils'],
    ]);
  });

  test('a material over 120 characters brings the table back (400) with the field named and the value kept; nothing is saved', async () => {
    const shipper = await signUp(server, 'shipper');
    const town = uniqueTownWord();
    const { fields } = await review(shipper.client, `${town} to Hyderabad 18 ton pyaz 32ft SXL 41000 kal`);
    assert.equal(fields.c0_material, 'pyaz');
    const long = 'p'.repeat(121);
    const res = await shipper.client.post('/loads/import/save', editedForm(fields, { c0_material: long }));
    assert.equal(res.status, 400);
    assert.match(res.text, /<td class="invalid"[^>]*data-field="material">/);
    assert.equal(formFields(res.text, '/loads/import/save').c0_material, long);
    assert.equal((await loadsOf(shipper.id)).length, 0);
  });

  test('the JSON API gives each candidate its material and truck number, and saves the material sent back', async () => {
    const broker = await signUp(server, 'broker');
    const town = uniqueTownWord();
    const parsed = await broker.client.postJson('/api/parse-chat', { text: `${town} to Pune 2 trucks, 9 ton frozen chicken, reefer 32 ft, 52000 per truck, kal. 9822012345`, reference_date: today() });
    assert.equal(parsed.status, 200);
    const got = parsed.json.data.candidates;
    assert.deepEqual(
      got.map((c: any) => [c.material, c.truck_no, c.trucks, c.repeat_of]),
      [
        ['frozen chicken', 1, 2, null],
        ['frozen chicken', 2, 2, null],
      ],
    );
    const res = await broker.client.postJson('/api/parse-chat/save', { loads: got });
    assert.equal(res.status, 201, JSON.stringify(res.json));
    assert.deepEqual(
      (await loadsOf(broker.id)).map((r) => [r.destination, r.material]),
      [
        ['Pune', 'frozen chicken'],
        ['Pune', 'frozen chicken'],
      ],
    );
    const tooLong = await broker.client.postJson('/api/parse-chat/save', { loads: [{ ...got[0], material: 'm'.repeat(121) }] });
    assert.equal(tooLong.status, 400);
    assert.ok(tooLong.json.error.details['loads.0.material']);
    assert.equal((await loadsOf(broker.id)).length, 2);
  });

  test('a plain paste of posts without blank lines gives each row only its own post, phone and date', async () => {
    const shipper = await signUp(server, 'shipper');
    const [a, b] = ['Surat', 'Vapi'];
    const paste = `From: ${a}\nTo: Hyderabad\nWeight: 12 ton\nVehicle: 32 ft SXL\nRate: 34000\nLoading: kal\nContact: 9825011111\nFrom: ${b}\nTo: Nagpur\nWeight: 9 ton\nVehicle: 32 ft MXL`;
    const { res, fields } = await review(shipper.client, paste);
    assert.equal(fields.count, '2');
    assert.deepEqual([fields.c0_origin, fields.c0_contact_phone, fields.c0_pickup_date], [a, '+91 98250 11111', tomorrow()]);
    assert.deepEqual([fields.c1_origin, fields.c1_contact_phone, fields.c1_pickup_date], [b, '', today()]);
    const posts = sourcePosts(res.text);
    assert.ok(posts[0].raw.startsWith(`From: ${a}`) && !posts[0].raw.includes(b));
    assert.ok(posts[1].raw.startsWith(`From: ${b}`) && !posts[1].raw.includes('9825011111'));
  });

  test('rate questions are not loads: the paste form comes back with its notice', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.post('/loads/import', { text: 'Surat to Pune ka rate kya chal raha hai?\n\nDelhi Mumbai 32ft ka bhav?' });
    assert.equal(res.status, 200);
    assert.match(res.text, /<form method="post" action="\/loads\/import"/);
    assert.doesNotMatch(res.text, /action="\/loads\/import\/save"/);
  });

  test('in Hindi the row names the truck of the post and offers the whole post', async () => {
    const shipper = await signUp(server, 'shipper');
    const res = await shipper.client.post('/loads/import?lang=hi', { text: 'इंदौर से भोपाल 2 गाड़ी चाहिए, 10 टन प्याज, 20 फीट ओपन, 15000, कल' });
    assert.equal(res.status, 200);
    const fields = formFields(res.text, '/loads/import/save');
    assert.equal(fields.c0_material, 'प्याज');
    assert.match(res.text, /ट्रक 2 \/ 2/);
    assert.match(res.text, /पूरी पोस्ट देखें/);
  });

  test('signed-out visitors cannot read a paste; drivers cannot save one', async () => {
    assert.equal((await anonymous(server).postJson('/api/parse-chat', { text: 'Delhi to Pune 2 trucks 9 ton pyaz' })).status, 401);
    const driver = await signUp(server, 'driver');
    assert.equal(
      (await driver.client.postJson('/api/parse-chat/save', { loads: [{ origin: 'Delhi', destination: 'Pune', pickup_date: tomorrow(), truck_type: 'open', weight: 9, material: 'pyaz' }] })).status,
      403,
    );
  });
});
