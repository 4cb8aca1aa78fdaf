import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestClient } from '../../../test/helpers/client.js';
import { anonymous, signInAdmin, signUp, unique } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const register = (c: TestClient, form: Record<string, string>) => c.post('/register', form);
const valid = () => {
  const username = unique('reg');
  return { name: 'Ravi Kumar', username, password: 'abcd', password_confirm: 'abcd', role: 'driver', phone: '' };
};

describe('registration', () => {
  test('registers, cleans the username, stores phone as null when empty, signs in and redirects to /', async () => {
    const c = anonymous(server);
    const form = { ...valid(), username: `  Ravi ${unique('K')}  `, name: '  Ravi Kumar  ' };
    const res = await register(c, form);
    assert.equal(res.status, 302);
    assert.equal(res.location, '/');
    const cleaned = form.username.trim().toLowerCase().replace(/\s+/g, '');
    const row = await server.db.selectFrom('users').selectAll().where('username', '=', cleaned).executeTakeFirstOrThrow();
    assert.equal(row.name, 'Ravi Kumar');
    assert.equal(row.phone, null);
    assert.equal(row.role, 'driver');
    assert.match(row.passwordHash!, /^\$argon2id\$/);
    const me = await c.get('/api/me');
    assert.deepEqual(me.json.data.user, { id: row.id, username: cleaned, name: 'Ravi Kumar', role: 'driver', phone: null });
    const home = await c.get('/');
    assert.equal(home.location, '/driver');
    const audit = await server.db.selectFrom('auditLogs').selectAll().where('tableName', '=', 'users').where('recordId', '=', row.id).executeTakeFirstOrThrow();
    assert.equal(audit.action, 'INSERT');
    assert.equal(audit.actorId, row.id, 'the new user is the actor of their registration');
    assert.doesNotMatch(JSON.stringify(audit.after), /argon2|password_hash/);
  });

  test('checks the rules in SPEC order and keeps the chosen role and values', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ ...valid(), name: '' }, /Name is required/],
      [{ ...valid(), username: '   ' }, /Username is required/],
      [{ ...valid(), password: '', password_confirm: '' }, /Password is required/],
      [{ ...valid(), role: '' }, /Role is required/],
      [{ ...valid(), password: 'abc', password_confirm: 'xyz' }, /at least 4 characters/],
      [{ ...valid(), password_confirm: 'abce' }, /Passwords do not match/],
      [{ ...valid(), role: 'admin' }, /Choose driver, shipper or broker/],
    ];
    for (const [form, message] of cases) {
      const before = await server.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await register(anonymous(server), form);
      assert.equal(res.status, 400, `expected 400 for ${JSON.stringify(form)}`);
      assert.match(res.text, message);
      assert.match(res.text, /role="alert"/);
      if (form.role && form.role !== 'admin') assert.match(res.text, new RegExp(`<option value="${form.role}" selected`));
      if (form.name) assert.match(res.text, /value="Ravi Kumar"/);
      const after = await server.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      assert.equal(Number(after.n), Number(before.n), 'nothing is stored');
    }
  });

  test('refuses a username that exists after cleaning', async () => {
    const first = valid();
    assert.equal((await register(anonymous(server), first)).status, 302);
    const res = await register(anonymous(server), { ...valid(), username: ` ${first.username.toUpperCase()} ` });
    assert.equal(res.status, 400);
    assert.match(res.text, /already taken/);
  });

  test('two parallel registrations of one username create one user', async () => {
    const form = valid();
    const results = await Promise.all(Array.from({ length: 5 }, () => register(anonymous(server), form)));
    assert.equal(results.filter((r) => r.status === 302).length, 1);
    assert.ok(results.filter((r) => r.status !== 302).every((r) => r.status === 400 && /already taken/.test(r.text)));
  });

  test('pre-selects the role from the query and redirects signed-in users away', async () => {
    const page = await anonymous(server).get('/register?role=shipper');
    assert.equal(page.status, 200);
    assert.match(page.text, /<option value="shipper" selected/);
    const u = await signUp(server, 'shipper');
    const again = await u.client.get('/register');
    assert.equal(again.status, 302);
    assert.equal(again.location, '/');
  });

  test('escapes markup in the name', async () => {
    const u = await signUp(server, 'broker', { name: '<script>alert(1)</script>' });
    const page = await u.client.get('/broker');
    assert.equal(page.status, 200);
    assert.doesNotMatch(page.text, /<script>alert\(1\)<\/script>/);
    assert.match(page.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  });
});

describe('sign-in', () => {
  test('signs in with a case-insensitive, trimmed username and redirects to /', async () => {
    const u = await signUp(server, 'shipper');
    const c = anonymous(server);
    const res = await c.post('/login', { username: `  ${u.username.toUpperCase()} `, password: u.password });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/');
    assert.equal((await c.get('/api/me')).json.data.user.id, u.id);
  });

  test('shows the page again when a field is empty', async () => {
    const res = await anonymous(server).post('/login', { username: 'someone', password: '' });
    assert.equal(res.status, 400);
    assert.match(res.text, /Enter your username and password/);
    assert.match(res.text, /value="someone"/);
  });

  test('gives one generic message for an unknown user and a wrong password', async () => {
    const u = await signUp(server, 'driver');
    const unknown = await anonymous(server).post('/login', { username: unique('nobody'), password: 'whatever' });
    const wrong = await anonymous(server).post('/login', { username: u.username, password: 'wrong-password' });
    assert.equal(unknown.status, 400);
    assert.equal(wrong.status, 400);
    const msg = (t: string) => t.match(/role="alert"><p>([^<]+)</)?.[1];
    assert.equal(msg(unknown.text), 'Wrong username or password');
    assert.equal(msg(wrong.text), msg(unknown.text));
  });

  test('honours only same-site relative next values', async () => {
    const u = await signUp(server, 'driver');
    const ok = await anonymous(server).post('/login', { username: u.username, password: u.password, next: '/driver/trips' });
    assert.equal(ok.location, '/driver/trips');
    for (const bad of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await anonymous(server).post('/login', { username: u.username, password: u.password, next: bad });
      assert.equal(res.location, '/', `next=${bad} must be ignored`);
    }
  });

  test('issues a new session token at every sign-in and logout ends the session', async () => {
    const u = await signUp(server, 'driver');
    const oldToken = u.client.cookies.get('fm_session');
    const res = await u.client.post('/login', { username: u.username, password: u.password });
    assert.equal(res.status, 302);
    const newToken = u.client.cookies.get('fm_session');
    assert.ok(newToken && newToken !== oldToken);
    // The old token no longer works.
    const stale = new TestClient(server.url);
    stale.cookies.set('fm_session', oldToken!);
    assert.equal((await stale.get('/api/me')).status, 401);
    const session = await server.db.selectFrom('sessions').select('tokenHash').where('userId', '=', u.id).execute();
    assert.equal(session.length, 1);
    assert.notEqual(Buffer.from(session[0].tokenHash).toString(), newToken, 'only a hash is stored');

    const out = await u.client.get('/logout');
    assert.equal(out.status, 302);
    assert.equal(out.location, '/');
    assert.equal((await u.client.get('/api/me')).status, 401);
    const kept = new TestClient(server.url);
    kept.cookies.set('fm_session', newToken!);
    assert.equal((await kept.get('/api/me')).status, 401, 'the token is dead server-side too');
  });

  test('session cookie is HttpOnly and SameSite=Lax', async () => {
    const u = await signUp(server, 'driver');
    const res = await fetch(`${server.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: u.username, password: u.password }).toString(),
      redirect: 'manual',
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fm_session='))!;
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
  });

  test('a suspended user is signed out at once and cannot sign in; only the right password learns why and whom to contact', async () => {
    const u = await signUp(server, 'shipper');
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', u.id).execute();
    assert.equal((await u.client.get('/api/me')).status, 401);
    const contact = `${server.url}/contact`;

    const wrong = await anonymous(server).post('/login', { username: u.username, password: 'not-the-password' });
    assert.equal(wrong.status, 400);
    assert.match(wrong.text, /Wrong username or password/);
    assert.doesNotMatch(wrong.text, /suspended/i, 'a wrong password reveals nothing');

    const client = anonymous(server);
    const res = await client.post('/login', { username: u.username, password: u.password });
    assert.equal(res.status, 403);
    assert.ok(res.text.includes(`This account is suspended. Contact support at ${contact}.`), res.text.slice(0, 2000));
    assert.match(res.text, new RegExp(`value="${u.username}"`), 'the username is kept in the form');
    assert.equal((await client.get('/api/me')).status, 401, 'no session is started');

    const json = await anonymous(server).postJson('/login', { username: u.username, password: u.password });
    assert.equal(json.status, 403);
    assert.equal(json.json.error.code, 'ACCOUNT_SUSPENDED');
    assert.equal(json.json.error.message, `This account is suspended. Contact support at ${contact}.`);
  });

  test('the login page redirects a signed-in user to /', async () => {
    const u = await signUp(server, 'driver');
    const res = await u.client.get('/login');
    assert.equal(res.status, 302);
    assert.equal(res.location, '/');
  });
});

describe('first admin setup', () => {
  test('nobody can sign in as admin before setup; setup needs 6 characters, then answers 404', async () => {
    const before = await anonymous(server).post('/login', { username: 'admin', password: '' });
    assert.equal(before.status, 400);
    for (const guess of ['admin', 'password', 'admin123']) {
      const res = await anonymous(server).post('/login', { username: 'admin', password: guess });
      assert.equal(res.status, 400);
    }
    const page = await anonymous(server).get('/setup');
    assert.equal(page.status, 200);
    const short = await anonymous(server).post('/setup', { password: '12345', password_confirm: '12345' });
    assert.equal(short.status, 400);
    assert.match(short.text, /at least 6 characters/);
    const mismatch = await anonymous(server).post('/setup', { password: '123456', password_confirm: '1234567' });
    assert.equal(mismatch.status, 400);

    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get('/api/me')).json.data.user.role, 'admin');
    assert.equal((await anonymous(server).get('/setup')).status, 404);
    const again = await anonymous(server).post('/setup', { password: 'another-pass', password_confirm: 'another-pass' });
    assert.equal(again.status, 404);
    assert.equal((await admin.client.get('/')).location, '/admin');
  });
});

describe('sign-in throttling', () => {
  test('after too many failures for one account even the right password is refused for a while', async () => {
    const throttled = await startTestServer({ LOGIN_FAILURE_MAX: '3' });
    try {
      const u = await signUp(throttled, 'driver');
      for (let i = 0; i < 3; i++) {
        assert.equal((await anonymous(throttled).post('/login', { username: u.username, password: `wrong-${i}` })).status, 400);
      }
      const blocked = await anonymous(throttled).post('/login', { username: u.username, password: u.password });
      assert.equal(blocked.status, 429);
      assert.match(blocked.text, /Too many failed sign-ins/);
      assert.ok(!(blocked.headers.get('set-cookie') ?? '').includes('fm_session='), 'no session is started');
      // Another account is not affected.
      const other = await signUp(throttled, 'shipper');
      assert.equal((await anonymous(throttled).post('/login', { username: other.username, password: other.password })).status, 302);
    } finally {
      await throttled.close();
    }
  });

  test('one address trying many accounts is throttled too', async () => {
    const throttled = await startTestServer({ LOGIN_FAILURE_MAX: '2' });
    try {
      const u = await signUp(throttled, 'driver');
      // Per address the limit is three times the per-account one.
      for (let i = 0; i < 6; i++) {
        assert.equal((await anonymous(throttled).post('/login', { username: unique('guess'), password: 'x' })).status, 400);
      }
      const blocked = await anonymous(throttled).post('/login', { username: u.username, password: u.password });
      assert.equal(blocked.status, 429);
    } finally {
      await throttled.close();
    }
  });
});
