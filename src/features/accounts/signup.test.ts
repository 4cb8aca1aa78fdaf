import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, signUp, unique } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { uniquePhone } from '../../../test/helpers/trips-factories.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const shipperForm = () => ({
  name: 'Meena Agarwal',
  username: unique('ship'),
  password: 'abcd',
  password_confirm: 'abcd',
  phone: uniquePhone(),
  company_name: 'Agarwal Traders',
  gstin: '09aabca1234h1z3',
  city: 'kanpur',
});

const driverForm = () => ({
  name: 'Balwinder Singh',
  username: unique('drv'),
  password: 'abcd',
  password_confirm: 'abcd',
  phone: uniquePhone(),
  vehicle_number: 'PB 10 CK 4521',
  truck_type: 'trailer',
  truck_length_ft: '40',
  capacity_tonnes: '28',
  home_city: 'Ludhiana',
});

/** Every submitted value but the passwords comes back in its field (escaped; a select keeps its choice). */
function assertValuesKept(html: string, form: Record<string, string>, label: string): void {
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  for (const [name, value] of Object.entries(form)) {
    if (name.startsWith('password')) continue;
    const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's').exec(html);
    if (select) {
      if (value) assert.match(select[1], new RegExp(`<option value="${value}" selected`), `${label}: ${name} stays chosen`);
      continue;
    }
    const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
    assert.ok(input, `${label}: field ${name} is shown`);
    if (value) assert.ok(input.includes(`value="${esc(value)}"`), `${label}: ${name} keeps "${value}" (got ${input})`);
  }
  for (const tag of html.match(/<input[^>]*type="password"[^>]*>/g) ?? []) assert.doesNotMatch(tag, /value="[^"]/, `${label}: passwords are never echoed`);
}

async function userCount(): Promise<number> {
  const r = await server.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

describe('/register/shipper', () => {
  test('creates a shipper with company, city and a normalised GSTIN, signs them in and redirects', async () => {
    const c = anonymous(server);
    const page = await c.get('/register/shipper');
    assert.equal(page.status, 200);
    assert.match(page.text, /name="company_name"/);
    assert.match(page.text, /name="gstin"/);
    const form = shipperForm();
    const res = await c.post('/register/shipper', { ...form, role: 'broker' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/');
    const row = await server.db.selectFrom('users').selectAll().where('username', '=', form.username).executeTakeFirstOrThrow();
    assert.equal(row.role, 'shipper', 'the form fixes the role');
    assert.equal(row.companyName, 'Agarwal Traders');
    assert.equal(row.gstin, '09AABCA1234H1Z3');
    assert.equal(row.city, 'Kanpur');
    assert.match(row.passwordHash ?? '', /^\$argon2id\$/);
    assert.equal(row.phoneVerifiedAt, null, 'a typed number is not a sign-in identity until its code is entered');
    const me = await c.get('/api/me');
    assert.equal(me.json.data.user.id, row.id);
    const home = await c.get('/');
    assert.equal(home.location, '/shipper');
    assert.match((await c.get('/shipper')).text, /Verify your mobile number on \/auth\/phone/);
    // The GSTIN is optional.
    const noGst = await anonymous(server).post('/register/shipper', { ...shipperForm(), gstin: '' });
    assert.equal(noGst.status, 302);
  });

  test('validation shows the form again (400) with the message, values kept (not passwords) and nothing stored', async () => {
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ name: '' }, 'name', /Name is required/],
      [{ username: ' ' }, 'username', /Username is required/],
      [{ password: '', password_confirm: '' }, 'password', /Password is required/],
      [{ password: 'abc', password_confirm: 'abc' }, 'password', /at least 4 characters/],
      [{ password_confirm: 'abce' }, 'password_confirm', /Passwords do not match/],
      [{ phone: '' }, 'phone', /Mobile number is required/],
      [{ username: 'p\u0430ypal' }, 'username', /Username may use only letters of one script/],
      [{ username: 'meena\u200b' }, 'username', /Username may use only letters of one script/],
      [{ phone: 'ring ring' }, 'phone', /phone number such as/],
      [{ company_name: '' }, 'company_name', /Company name is required/],
      [{ city: '' }, 'city', /City is required/],
      [{ city: '---' }, 'city', /City must be a place name/],
      [{ gstin: '09AABCA1234H1Z' }, 'gstin', /15-character GSTIN/],
      [{ gstin: '09AABCA1234H0Z5' }, 'gstin', /15-character GSTIN/],
      [{ gstin: '09AABCA1234H1Z5' }, 'gstin', /GSTIN has a typo/],
    ];
    for (const [change, field, message] of cases) {
      const before = await userCount();
      const form = { ...shipperForm(), ...change };
      const res = await anonymous(server).post('/register/shipper', form);
      assert.equal(res.status, 400, JSON.stringify(change));
      assert.match(res.text, message);
      assert.match(res.text, /role="alert"/);
      assert.match(res.text, new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`), field);
      assertValuesKept(res.text, form, JSON.stringify(change));
      assert.doesNotMatch(res.text, /value="abcd"/, 'passwords are never echoed');
      assert.equal(await userCount(), before, 'nothing stored');
    }
  });

  test('a taken username is refused (400) after cleaning, and escaped values come back', async () => {
    const first = shipperForm();
    assert.equal((await anonymous(server).post('/register/shipper', first)).status, 302);
    const again = { ...shipperForm(), username: ` ${first.username.toUpperCase()} `, company_name: '<script>alert(1)</script>' };
    const res = await anonymous(server).post('/register/shipper', again);
    assert.equal(res.status, 400);
    assert.match(res.text, /already taken/);
    assertValuesKept(res.text, again, 'taken username');
    assert.doesNotMatch(res.text, /<script>alert\(1\)/);
    assert.match(res.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });

  test('signed-in users are sent home from the sign-up pages', async () => {
    const s = await signUp(server, 'shipper');
    assert.equal((await s.client.get('/register/shipper')).location, '/');
    assert.equal((await s.client.get('/register/driver')).location, '/');
  });
});

describe('/register/driver', () => {
  test('creates a driver and the driver profile with the truck in one go, signed in', async () => {
    const c = anonymous(server);
    const page = await c.get('/register/driver');
    assert.equal(page.status, 200);
    assert.match(page.text, /name="vehicle_number"/);
    assert.match(page.text, /name="truck_type"/);
    const form = driverForm();
    const res = await c.post('/register/driver', { ...form, role: 'admin' });
    assert.equal(res.status, 302);
    const user = await server.db.selectFrom('users').selectAll().where('username', '=', form.username).executeTakeFirstOrThrow();
    assert.equal(user.role, 'driver');
    assert.equal(user.city, 'Ludhiana');
    const p = await server.db.selectFrom('driverProfiles').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    assert.deepEqual(
      { v: p.vehicleNumber, t: p.truckType, l: p.truckLengthFt, c: p.capacityTonnes, h: p.homeCity, a: p.available },
      { v: 'PB10CK4521', t: 'trailer', l: 40, c: 28, h: 'Ludhiana', a: false },
    );
    const me = await c.get('/api/me');
    assert.equal(me.json.data.user.role, 'driver');
    const profile = await c.get('/driver/profile');
    assert.match(profile.text, /value="PB10CK4521"/);
  });

  test('vehicle and account errors show the form again (400), values kept, neither user nor profile stored', async () => {
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ vehicle_number: 'ZZ99ZZ9999' }, 'vehicle_number', /Indian registration number/],
      [{ vehicle_number: '' }, 'vehicle_number', /Enter the vehicle number/],
      [{ truck_type: '' }, 'truck_type', /Choose a truck type/],
      [{ truck_length_ft: '200' }, 'truck_length_ft', /6 to 80/],
      [{ capacity_tonnes: '-1' }, 'capacity_tonnes', /more than 0/],
      [{ password_confirm: 'nope' }, 'password_confirm', /Passwords do not match/],
    ];
    for (const [change, field, message] of cases) {
      const before = await userCount();
      const form = { ...driverForm(), ...change };
      const res = await anonymous(server).post('/register/driver', form);
      assert.equal(res.status, 400, JSON.stringify(change));
      assert.match(res.text, message);
      assert.match(res.text, new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`), field);
      assertValuesKept(res.text, form, JSON.stringify(change));
      assert.equal(await userCount(), before);
      assert.equal(await server.db.selectFrom('users').select('id').where('username', '=', form.username).executeTakeFirst(), undefined);
    }
    // Several wrong fields are all named at once.
    const many = await anonymous(server).post('/register/driver', { ...driverForm(), vehicle_number: 'bad', truck_type: 'jet' });
    assert.match(many.text, /id="f-vehicle_number"[^>]*aria-invalid="true"/);
    assert.match(many.text, /id="f-truck_type"[^>]*aria-invalid="true"/);
  });

  test('a taken username (found only when saving) shows the driver form again with the truck details kept', async () => {
    const first = driverForm();
    assert.equal((await anonymous(server).post('/register/driver', first)).status, 302);
    const again = { ...driverForm(), username: first.username.toUpperCase(), vehicle_number: 'ka 01 ab 0001', home_city: 'Mysuru' };
    const before = await userCount();
    const res = await anonymous(server).post('/register/driver', again);
    assert.equal(res.status, 400);
    assert.match(res.text, /already taken/);
    assert.match(res.text, /id="f-username"[^>]*aria-invalid="true"/);
    assertValuesKept(res.text, again, 'taken username');
    assert.equal(await userCount(), before);
    assert.equal(await server.db.selectFrom('driverProfiles').select('userId').where('vehicleNumber', '=', 'KA01AB0001').executeTakeFirst(), undefined);
  });

  test('two parallel sign-ups with one username create one user and one profile', async () => {
    const form = driverForm();
    const results = await Promise.all(Array.from({ length: 4 }, () => anonymous(server).post('/register/driver', form)));
    assert.equal(results.filter((r) => r.status === 302).length, 1);
    assert.ok(results.filter((r) => r.status !== 302).every((r) => r.status === 400 && /already taken/.test(r.text)));
    const users = await server.db.selectFrom('users').select('id').where('username', '=', form.username).execute();
    assert.equal(users.length, 1);
    assert.equal((await server.db.selectFrom('driverProfiles').select('userId').where('userId', '=', users[0].id).execute()).length, 1);
  });
});
