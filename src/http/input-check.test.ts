/**
 * Bad input is a 400, never a 500 (issue 13, item 6): a NUL byte (or another
 * control character, or broken UTF-16) in any form field, JSON field, query
 * filter or route parameter is refused by the one request-wide check with 400
 * naming the field, before anything is read or changed. Each of these once gave
 * a 500 and a stack trace (PostgreSQL cannot hold NUL).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { TestClient } from '../../test/helpers/client.js';
import { anonymous, signInAdmin, signUp, type SignedInUser } from '../../test/helpers/factories.js';
import { insertBoardLoad, validLoadForm } from '../../test/helpers/loads-factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';
import { addDays, kolkataDate } from '../lib/dates.js';
import { findControlCharacter } from './input-check.js';
import { safeNext } from './respond.js';

let server: TestServer;
let users: Record<'shipper' | 'driver' | 'broker' | 'admin', SignedInUser>;
let loadId: string;
before(async () => {
  server = await startTestServer();
  users = {
    shipper: await signUp(server, 'shipper'),
    driver: await signUp(server, 'driver'),
    broker: await signUp(server, 'broker'),
    admin: await signInAdmin(server),
  };
  loadId = (await insertBoardLoad(server.db, users.shipper.id)).id;
});
after(async () => {
  await server.close();
});

type Who = keyof typeof users | 'anonymous';
interface Case {
  who: Who;
  method: 'GET' | 'POST';
  path: string;
  /** form: urlencoded body; json: JSON body; query: the fields go in the query string. */
  kind: 'form' | 'json' | 'query';
  /** The valid rest of the request. */
  base?: Record<string, unknown>;
  /** The fields that each get a NUL in turn (a dotted path for nested JSON). */
  fields: string[];
}

const tomorrow = () => addDays(kolkataDate(), 1);
const loadJson = () => ({ origin: 'Delhi', destination: 'Mumbai', pickup_date: tomorrow(), truck_type: 'container', weight: 20, price: 45000 });

const CASES: () => Case[] = () => [
  // Signed out: the public board, search, sign-in and registration.
  { who: 'anonymous', method: 'GET', path: '/loadboard', kind: 'query', fields: ['origin', 'destination', 'truck_type', 'min_weight', 'sort', 'page'] },
  { who: 'anonymous', method: 'GET', path: '/api/loads/search', kind: 'query', fields: ['origin', 'destination', 'q'] },
  { who: 'anonymous', method: 'POST', path: '/login', kind: 'form', base: { username: 'nobody', password: 'wrong-pass' }, fields: ['username', 'password', 'next'] },
  {
    who: 'anonymous',
    method: 'POST',
    path: '/register',
    kind: 'form',
    base: { username: 'nul_probe', password: 'secret-pass', password_confirm: 'secret-pass', name: 'Probe', role: 'driver', phone: '98765 43210' },
    fields: ['username', 'name', 'phone', 'password'],
  },
  // The boards of signed-in users.
  { who: 'driver', method: 'GET', path: '/loads', kind: 'query', fields: ['origin', 'destination', 'max_weight'] },
  { who: 'driver', method: 'GET', path: '/api/loads', kind: 'query', fields: ['origin', 'destination', 'truck_type'] },
  { who: 'driver', method: 'GET', path: '/marketplace', kind: 'query', fields: ['from', 'to', 'type'] },
  // Posting a load: the form and JSON.
  { who: 'shipper', method: 'POST', path: '/loads', kind: 'form', base: validLoadForm(), fields: ['origin', 'destination', 'material', 'description', 'contact_phone', 'pickup_date'] },
  { who: 'shipper', method: 'POST', path: '/loads', kind: 'json', base: loadJson(), fields: ['origin', 'destination', 'material', 'description'] },
  // Chat import.
  { who: 'shipper', method: 'POST', path: '/api/parse-chat', kind: 'json', base: { text: 'Delhi to Mumbai 20 ton open 40000 kal' }, fields: ['text', 'reference_date'] },
  { who: 'shipper', method: 'POST', path: '/api/parse-chat/save', kind: 'json', base: { loads: [loadJson()] }, fields: ['loads.0.origin', 'loads.0.material'] },
  { who: 'shipper', method: 'POST', path: '/loads/import', kind: 'form', base: { text: 'Delhi to Mumbai 20 ton open 40000 kal' }, fields: ['text'] },
  // Bids, messages, profiles, money.
  {
    who: 'driver',
    method: 'POST',
    path: `/loads/${loadId}/bid`,
    kind: 'form',
    base: { amount: '42000', estimated_delivery: addDays(kolkataDate(), 4) },
    fields: ['amount', 'estimated_delivery', 'note'],
  },
  { who: 'driver', method: 'GET', path: '/driver/bids', kind: 'query', fields: ['status'] },
  { who: 'driver', method: 'POST', path: '/api/messages', kind: 'json', base: { receiver_id: users.shipper.id, content: 'Is the load still open?' }, fields: ['content', 'receiver_id'] },
  { who: 'driver', method: 'POST', path: '/driver/profile', kind: 'form', base: { name: 'Probe Driver', phone: '98765 43210' }, fields: ['name', 'home_city', 'vehicle_number'] },
  { who: 'driver', method: 'POST', path: '/escrow/payout', kind: 'form', base: { amount: '100', method: 'upi', upi_id: 'probe@upi' }, fields: ['upi_id', 'account_holder', 'ifsc'] },
  { who: 'shipper', method: 'POST', path: '/escrow/deposit', kind: 'form', base: { amount: '100' }, fields: ['amount'] },
  // The books.
  { who: 'shipper', method: 'POST', path: '/ledger/shippers', kind: 'form', base: { name: 'Probe Traders' }, fields: ['name', 'contact_name', 'address', 'city'] },
  { who: 'shipper', method: 'POST', path: '/ledger/vehicles', kind: 'form', base: { registration_number: 'MH12AB1234', truck_type: 'open' }, fields: ['driver_name', 'registration_number'] },
  { who: 'shipper', method: 'GET', path: '/ledger/shippers', kind: 'query', fields: ['q'] },
  // Brokers and admins.
  { who: 'broker', method: 'POST', path: '/broker/clients', kind: 'form', base: { name: 'Probe Logistics' }, fields: ['name', 'contact_name', 'city', 'gstin'] },
  { who: 'admin', method: 'GET', path: '/admin/users', kind: 'query', fields: ['q', 'role'] },
  { who: 'admin', method: 'GET', path: '/admin/loads', kind: 'query', fields: ['q'] },
  { who: 'admin', method: 'GET', path: '/audit-logs', kind: 'query', fields: ['table', 'action'] },
  { who: 'admin', method: 'POST', path: '/admin/broadcast', kind: 'form', base: { title: 'Probe', body: 'Hello' }, fields: ['title', 'body'] },
  // No session, the wrong role, another user's load: the same 400, and still nothing is read or changed.
  { who: 'anonymous', method: 'POST', path: '/loads', kind: 'form', base: validLoadForm(), fields: ['origin'] },
  { who: 'driver', method: 'POST', path: '/ledger/shippers', kind: 'form', base: { name: 'Probe Traders' }, fields: ['name'] },
  { who: 'broker', method: 'POST', path: `/loads/${loadId}`, kind: 'form', base: validLoadForm(), fields: ['material'] },
];

function clientOf(who: Who): TestClient {
  return who === 'anonymous' ? anonymous(server) : users[who].client;
}

/** Sets `path` (dotted) in a copy of `base` to `value`. */
function withField(base: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const copy = structuredClone(base);
  const keys = path.split('.');
  let at: any = copy;
  for (const k of keys.slice(0, -1)) at = at[k];
  at[keys[keys.length - 1]] = value;
  return copy;
}

async function send(c: Case, body: Record<string, unknown>) {
  const client = clientOf(c.who);
  if (c.kind === 'query') return client.get(`${c.path}?${new URLSearchParams(body as Record<string, string>)}`);
  if (c.kind === 'json') return client.postJson(c.path, body);
  return client.post(c.path, body as Record<string, string>);
}

/** Rows in every table of the app, to show that a refused request changed nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('sessions', 'rate_limits', 'login_failures') order by 1`.execute(
    server.db,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) counts[name] = Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(name)}`.execute(server.db)).rows[0].n);
  return counts;
}

describe('a NUL byte in any field', () => {
  test('is refused with 400 naming the field, in JSON or on the error page, on every route, and nothing changes', async () => {
    const before = await rowCounts();
    let checked = 0;
    const failures: string[] = [];
    for (const c of CASES()) {
      const fields = c.fields.length ? c.fields : ['origin'];
      for (const field of fields) {
        const res = await send(c, withField(c.base ?? {}, field, 'Pu\u0000ne'));
        checked++;
        const where = `${c.who} ${c.method} ${c.path} ${c.kind} ${field}`;
        if (res.status !== 400) {
          failures.push(`${where}: ${res.status}`);
          continue;
        }
        const named =
          c.kind === 'json' || c.path.startsWith('/api/')
            ? res.json?.error?.code === 'VALIDATION_ERROR' && /control character/.test(res.json.error.details?.[field] ?? '')
            : res.text.includes(`“${field}” contains a control character`);
        if (!named) failures.push(`${where}: 400 without naming the field`);
      }
    }
    assert.deepEqual(failures, []);
    assert.ok(checked >= 48, `${checked} fields and filters checked`);
    assert.deepEqual(await rowCounts(), before, 'nothing was stored');
  });
});

describe('other characters no text input takes', () => {
  test('C0 and C1 controls, DEL and broken UTF-16 are refused the same way, in JSON bodies and in filters', async () => {
    const shipper = users.shipper.client;
    for (const bad of ['\u0001', '\u001b[31m', '\u007f', '\u0085', '\u009f', '\ud800', 'a\udc00b']) {
      const body = await shipper.postJson('/loads', { ...loadJson(), description: `Loading at dock 4 ${bad}` });
      assert.equal(body.status, 400, JSON.stringify(bad));
      assert.match(body.json.error.details.description, /control character/);
    }
    // A URL carries bytes, not UTF-16: only the controls can travel in a filter.
    for (const bad of ['\u0001', '\u001b[31m', '\u007f', '\u0085', '\u009f']) {
      const filter = await users.driver.client.get(`/api/loads?origin=${encodeURIComponent(`Pune${bad}`)}`);
      assert.equal(filter.status, 400, JSON.stringify(bad));
      assert.match(filter.json.error.details.origin, /control character/);
    }
  });

  test('tabs and line breaks are kept in multi-line text (a load description, a pasted chat)', async () => {
    const form = await users.shipper.client.post('/loads', validLoadForm({ description: 'Loading at dock 4\r\nCall before\tcoming', material: 'Probe\tcoils' }));
    assert.equal(form.status, 302);
    const stored = await server.db.selectFrom('loads').select(['description', 'material']).where('ownerId', '=', users.shipper.id).orderBy('createdAt', 'desc').executeTakeFirstOrThrow();
    assert.match(stored.description ?? '', /Loading at dock 4\r?\nCall before/);
    const paste = await users.shipper.client.postJson('/api/parse-chat', { text: 'Delhi to Mumbai\t20 ton open 40000 kal\r\n\r\nPune to Chennai 10 ton open 28000 kal' });
    assert.equal(paste.status, 200);
    assert.equal(paste.json.data.candidates.length, 2);
  });

  test('a control character in a route parameter or a field name is refused with 400 naming it', async () => {
    const page = await users.driver.client.get('/loads/%00');
    assert.equal(page.status, 400);
    assert.match(page.text, /“id” contains a control character/);
    for (const id of ['%00', 'abc%09def', `${loadId}%0A`]) {
      const api = await users.driver.client.get(`/api/loads/${id}`);
      assert.equal(api.status, 400, id);
      assert.match(api.json.error.details.id, /control character/);
    }
    const key = await users.shipper.client.post('/loads', { ...validLoadForm(), 'mat\u0000erial': 'x' });
    assert.equal(key.status, 400);
    assert.match(key.text, /“mat\\u0000erial” contains a control character/);
  });

  test('odd encodings and deep nesting never give a 500', async () => {
    for (const q of ['origin=%FF', 'origin=%E0%A4', 'origin=%ZZ', 'origin=%', 'origin=%C0%80', 'origin[]=a&origin[]=%00']) {
      const res = await anonymous(server).get(`/loadboard?${q}`);
      assert.ok(res.status === 200 || res.status === 400, `${q}: ${res.status}`);
      const api = await anonymous(server).get(`/api/loads/search?${q}`);
      assert.ok(api.status === 200 || api.status === 400, `${q}: ${api.status}`);
    }
    const deep = `${'{"a":'.repeat(5000)}"x\\u0000"${'}'.repeat(5000)}`;
    const res = await fetch(`${server.url}/api/parse-chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: [...users.shipper.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: deep,
    });
    assert.equal(res.status, 400);
  });
});

describe('findControlCharacter', () => {
  test('names the first bad field as a dotted path, looks into arrays and keys, and ignores numbers', () => {
    assert.equal(findControlCharacter({ a: 'ok', n: 5, t: true, nil: null }), null);
    assert.equal(findControlCharacter({ loads: [{ origin: 'Delhi' }, { origin: 'Pu\u0000ne' }] }), 'loads.1.origin');
    assert.equal(findControlCharacter({ text: 'line\r\nline\ttab' }), null);
    assert.equal(findControlCharacter({ id: 'a\tb' }, { lineBreaks: false }), 'id');
    assert.equal(findControlCharacter({ 'k\u0000': 'v' }), 'k\\u0000');
    assert.equal(findControlCharacter(['x', ['y', '\u0007']]), '1.1');
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    assert.equal(findControlCharacter(deep), Array(100_000).fill('0').join('.'));
  });
});

describe('the next= destination', () => {
  const CASES: Array<[string, string | null]> = [
    ['/loads?origin=Pune&page=2', '/loads?origin=Pune&page=2'],
    ['/\u4e2d', '/%E4%B8%AD'],
    ['/\u0100', '/%C4%80'],
    ['/loads?origin=मुंबई', '/loads?origin=%E0%A4%AE%E0%A5%81%E0%A4%82%E0%A4%AC%E0%A4%88'],
    ['/a b', '/a%20b'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/ok\r\nSet-Cookie: x=1', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['/a\\b', null],
    ['https://evil.example/', null],
    ['evil.example', null],
    ['/\ud800', null],
    ['', null],
  ];

  test('is a same-site path of printable ASCII, percent-encoded where needed, or nothing', () => {
    for (const [input, expected] of CASES) assert.equal(safeNext(input), expected, JSON.stringify(input));
    assert.equal(safeNext(undefined), null);
    assert.equal(safeNext(['/x']), null);
  });

  test('after signing in, every next= redirects to a page of this site (never a 500, never elsewhere)', async () => {
    // (A lone surrogate cannot travel in a URL or a form: the browser sends U+FFFD.)
    for (const [input, expected] of CASES.filter(([i]) => !/[\ud800-\udfff]/.test(i))) {
      const client = anonymous(server);
      const page = await client.get(`/login?next=${encodeURIComponent(input)}`);
      assert.ok(page.status === 200 || page.status === 400, `${JSON.stringify(input)}: ${page.status}`);
      const res = await client.post('/login', { username: users.shipper.username, password: users.shipper.password, next: input });
      assert.equal(res.status, 302, JSON.stringify(input));
      assert.equal(res.location, expected ?? '/', JSON.stringify(input));
      assert.ok(res.location?.startsWith('/') && !res.location.startsWith('//') && !res.location.includes('\\'));
    }
  });
});
