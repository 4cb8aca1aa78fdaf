import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { signInCleanupJob } from './jobs.js';
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
      [{ ...valid(), username: 'r'.repeat(65) }, /Username must be at most 64 characters/],
    ];
    for (const [form, message] of cases) {
      const before = await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const res = await register(anonymous(server), form);
      assert.equal(res.status, 400, `expected 400 for ${JSON.stringify(form)}`);
      assert.match(res.text, message);
      assert.match(res.text, /role="alert"/);
      if (form.role && form.role !== 'admin') assert.match(res.text, new RegExp(`<option value="${form.role}" selected`));
      if (form.name) assert.match(res.text, /value="Ravi Kumar"/);
      const after = await server.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
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
    const huge = await anonymous(server).post('/login', { username: 'x'.repeat(5000), password: 'whatever' });
    assert.equal(huge.status, 400, 'an absurdly long name is just unknown');
    assert.equal(msg(huge.text), 'Wrong username or password');
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
  const wrong = (srv: TestServer, username: string, i: number) => anonymous(srv).post('/login', { username, password: `wrong-${i}` });
  const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));
  /** The delay has passed: the budget's lock ends now (no sleeping). */
  const unlock = async (srv: TestServer, key: string) => {
    const redis = srv.app.redis;
    if (redis) await redis.hset(`${srv.app.config.RATE_LIMIT_NAMESPACE}login:${key}`, 'until', 0);
    else await sql`update login_throttle set locked_until = now() - interval '1 second' where key = ${key}`.execute(srv.db);
  };
  /** How long the budget's current lock lasts from the attempt that set it, in seconds (as stored, so no clock is raced). */
  const lockSeconds = async (srv: TestServer, key: string): Promise<number> => {
    const redis = srv.app.redis;
    if (redis) {
      const [last, until] = await redis.hmget(`${srv.app.config.RATE_LIMIT_NAMESPACE}login:${key}`, 'last', 'until');
      return (Number(until) - Number(last)) / 1000;
    }
    const r = await sql<{ s: number }>`select extract(epoch from locked_until - last_attempt_at)::float8 as s from login_throttle where key = ${key}`.execute(srv.db);
    return r.rows[0].s;
  };

  test('300 parallel wrong guesses for one account: only the limit of passwords is checked, the rest wait (429, Retry-After)', async () => {
    const throttled = await startTestServer({ LOGIN_FAILURE_MAX: '10' });
    try {
      const u = await signUp(throttled, 'driver');
      const results = await Promise.all(Array.from({ length: 300 }, (_, i) => wrong(throttled, u.username, i)));
      // "Wrong username or password" is only ever answered after the password was checked.
      const checked = results.filter((r) => r.status === 400 && /Wrong username or password/.test(r.text));
      const waiting = results.filter((r) => r.status === 429);
      assert.equal(checked.length, 10, 'exactly the limit of passwords was checked');
      assert.equal(waiting.length, 290);
      for (const r of waiting) {
        assert.match(r.text, /Too many failed sign-ins. Please wait \d+ seconds/);
        assert.ok(retryAfter(r) >= 1 && retryAfter(r) <= 30, `Retry-After ${r.headers.get('retry-after')}`);
      }
      // The right password from a fresh browser waits too, and starts no session.
      const blocked = await anonymous(throttled).post('/login', { username: u.username, password: u.password });
      assert.equal(blocked.status, 429);
      assert.ok(!(blocked.headers.get('set-cookie') ?? '').includes('fm_session='), 'no session is started');
      // Another account is not affected.
      const other = await signUp(throttled, 'shipper');
      assert.equal((await signInFresh(throttled, other.username, other.password)).status, 302);
    } finally {
      await throttled.close();
    }
  });

  test('the delays grow: after each wait one more password is checked, and the next wait is twice as long', async () => {
    const throttled = await startTestServer({ LOGIN_FAILURE_MAX: '3' });
    try {
      const u = await signUp(throttled, 'driver');
      for (let i = 0; i < 3; i++) assert.equal((await wrong(throttled, u.username, i)).status, 400);
      const first = await wrong(throttled, u.username, 9);
      assert.equal(first.status, 429);
      assert.ok(retryAfter(first) >= 1 && retryAfter(first) <= 30, `first wait ${retryAfter(first)}`);
      assert.equal(await lockSeconds(throttled, `user:${u.username}`), 30);
      await unlock(throttled, `user:${u.username}`);
      assert.equal((await wrong(throttled, u.username, 10)).status, 400, 'after the wait one more guess is checked');
      const second = await wrong(throttled, u.username, 11);
      assert.equal(second.status, 429);
      assert.ok(retryAfter(second) >= 1 && retryAfter(second) <= 60, `second wait ${retryAfter(second)}`);
      assert.equal(await lockSeconds(throttled, `user:${u.username}`), 60, 'the wait doubled');
      await unlock(throttled, `user:${u.username}`);
      assert.equal((await wrong(throttled, u.username, 12)).status, 400);
      assert.equal(await lockSeconds(throttled, `user:${u.username}`), 120, 'and doubles again');
      await unlock(throttled, `user:${u.username}`);
      // The right password after the wait signs in and starts the account's budget again.
      assert.equal((await signInFresh(throttled, u.username, u.password)).status, 302);
      for (let i = 0; i < 2; i++) assert.equal((await wrong(throttled, u.username, 20 + i)).status, 400);
      assert.equal((await signInFresh(throttled, u.username, u.password)).status, 302, 'a success resets the account');
    } finally {
      await throttled.close();
    }
  });

  test("the right password from the account's own device still gets in while guesses from elsewhere are delayed", async () => {
    const throttled = await startTestServer({ LOGIN_FAILURE_MAX: '3' });
    try {
      const u = await signUp(throttled, 'shipper');
      // The owner's browser signs in once: it gets a device cookie, long-lived and HttpOnly.
      const device = anonymous(throttled);
      const res = await fetch(`${throttled.url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: u.username, password: u.password }).toString(),
        redirect: 'manual',
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('fm_device='))!;
      assert.ok(cookie, 'a device cookie is set');
      assert.match(cookie, /HttpOnly/i);
      assert.match(cookie, /Max-Age=31536000/i);
      const token = decodeURIComponent(cookie.split(';')[0].slice('fm_device='.length));
      const stored = await throttled.db.selectFrom('loginDevices').select('tokenHash').where('userId', '=', u.id).execute();
      assert.equal(stored.length, 1);
      assert.ok(!Buffer.from(stored[0].tokenHash).toString('latin1').includes(token), 'only a hash of the token is stored');
      device.cookies.set('fm_device', token);
      // An attacker elsewhere locks the account's budget.
      for (let i = 0; i < 5; i++) await wrong(throttled, u.username, i);
      assert.equal((await signInFresh(throttled, u.username, u.password)).status, 429, 'a fresh browser waits');
      const owner = await device.post('/login', { username: u.username, password: u.password });
      assert.equal(owner.status, 302, "the owner's device passes");
      assert.equal((await device.get('/api/me')).json.data.user.id, u.id);
      // The device cookie is not a key to another account.
      const other = await signUp(throttled, 'driver');
      for (let i = 0; i < 3; i++) await wrong(throttled, other.username, i);
      assert.equal((await device.post('/login', { username: other.username, password: other.password })).status, 429);
      // The device has its own budget: guesses from it are limited too.
      const stolen = anonymous(throttled);
      stolen.cookies.set('fm_device', token);
      const tries = await Promise.all(Array.from({ length: 10 }, (_, i) => stolen.post('/login', { username: u.username, password: `nope-${i}` })));
      assert.equal(tries.filter((r) => r.status === 400).length, 3);
      assert.equal(tries.filter((r) => r.status === 429).length, 7);
    } finally {
      await throttled.close();
    }
  });

  test('only failures use up an address: its successful sign-ins give their attempt back', async () => {
    const throttled = await startTestServer({ LOGIN_FAILURE_MAX: '2' });
    try {
      // The address allows 6 attempts; twice as many sign-ins succeed from it, each from a fresh browser.
      const users = [await signUp(throttled, 'driver'), await signUp(throttled, 'shipper')];
      for (let i = 0; i < 12; i++) {
        const u = users[i % 2];
        assert.equal((await signInFresh(throttled, u.username, u.password)).status, 302, `sign-in ${i + 1}`);
      }
      // The address's budget is untouched: all 6 wrong guesses are still checked, the 7th waits.
      for (let i = 0; i < 6; i++) assert.equal((await wrong(throttled, unique('guess'), i)).status, 400, `guess ${i + 1}`);
      assert.equal((await wrong(throttled, unique('guess'), 6)).status, 429);
    } finally {
      await throttled.close();
    }
  });

  test('one address trying many accounts is throttled too, in parallel as well', async () => {
    const throttled = await startTestServer({ LOGIN_FAILURE_MAX: '2' });
    try {
      const u = await signUp(throttled, 'driver');
      // Per address the limit is three times the per-account one.
      const results = await Promise.all(Array.from({ length: 40 }, () => anonymous(throttled).post('/login', { username: unique('guess'), password: 'x' })));
      assert.equal(results.filter((r) => r.status === 400).length, 6);
      assert.equal(results.filter((r) => r.status === 429).length, 34);
      const blocked = await signInFresh(throttled, u.username, u.password);
      assert.equal(blocked.status, 429);
      assert.match(blocked.text, /Too many failed sign-ins/);
      // A locked address cannot use up (and so lock) someone's account: nothing was counted for it.
      for (let i = 0; i < 5; i++) assert.equal((await wrong(throttled, u.username, i)).status, 429);
      await unlock(throttled, `ip:127.0.0.1`);
      assert.equal((await signInFresh(throttled, u.username, u.password)).status, 302, 'the account was never locked');
    } finally {
      await throttled.close();
    }
  });
});

describe('sign-in cleanup job', () => {
  test('forgets budgets quiet for a day and devices unused for a year, and keeps the rest', async () => {
    const u = await signUp(server, 'driver');
    const key = unique('user:old');
    await sql`insert into login_throttle (key, attempts, last_attempt_at) values (${key}, 3, now() - interval '2 days'), (${`${key}-new`}, 3, now())`.execute(server.db);
    await sql`insert into login_devices (user_id, token_hash, last_used_at) values (${u.id}, ${randomBytes(32)}, now() - interval '400 days'), (${u.id}, ${randomBytes(32)}, now())`.execute(server.db);
    await signInCleanupJob.run(server.db);
    const keys = (await server.db.selectFrom('loginThrottle').select('key').where('key', 'like', `${key}%`).execute()).map((r) => r.key);
    assert.deepEqual(keys, [`${key}-new`]);
    assert.equal((await server.db.selectFrom('loginDevices').select('id').where('userId', '=', u.id).execute()).length, 1);
  });
});

/** A sign-in from a browser that never signed in before (no device cookie). */
function signInFresh(srv: TestServer, username: string, password: string) {
  return anonymous(srv).post('/login', { username, password });
}

describe('the username rule', () => {
  const taken = async (username: string) => server.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();

  test('refuses invisible, bidirectional, control and mixed-script names with the rule named, storing nothing', async () => {
    const base = unique('ravi');
    const bad: Array<[string, string]> = [
      [`${base}\u200b`, 'zero-width space'],
      [`${base}\u200d`, 'zero-width joiner'],
      [`\u202e${base}`, 'right-to-left override'],
      [`${base}\u2066x`, 'bidi isolate'],
      [`p\u0430ypal${base}`, 'Latin with a Cyrillic а'],
      [`${base}मोहन`, 'Latin with Devanagari'],
      [`${base}@x`, 'an @'],
      [`${base}<b>`, 'markup'],
      [`${base}٣`, 'a non-ASCII digit'],
    ];
    for (const [username, what] of bad) {
      const res = await register(anonymous(server), { ...valid(), username });
      assert.equal(res.status, 400, what);
      assert.match(res.text, /Username may use only letters of one script \(such as English or Hindi\), digits 0-9, and \. _ -/, what);
      assert.match(res.text, /id="f-username"[^>]*aria-invalid="true"/, what);
      assert.match(res.text, /value="Ravi Kumar"/, `${what}: the other values are kept`);
    }
    // A control character is refused earlier, by the one request-wide input check, with the field named.
    const bell = await register(anonymous(server), { ...valid(), username: `${base}\u0007` });
    assert.equal(bell.status, 400, 'control character');
    assert.match(bell.text, /“username” contains a control character/);
    assert.equal(await taken(`paypal${base}`), undefined);
    const count = await server.db.selectFrom('users').select('id').where('username', 'like', `%${base}%`).execute();
    assert.equal(count.length, 0, 'nothing is stored');
  });

  test('accepts Hindi and accented names, NFKC-normalises fullwidth forms, and signs in however the name is typed', async () => {
    const tail = unique('').slice(0, 6);
    const hindi = `मोहन_${tail.replace(/[^0-9]/g, '')}${tail.length}`;
    const h = await register(anonymous(server), { ...valid(), username: hindi });
    assert.equal(h.status, 302, 'a Devanagari name with its vowel signs is fine');
    const accented = `jos\u0065\u0301.${tail}`; // e + combining acute
    assert.equal((await register(anonymous(server), { ...valid(), username: accented })).status, 302);
    assert.ok(await taken(`josé.${tail}`), 'stored composed (NFKC)');
    const wide = `ＲＡＶＩ_${tail}`; // fullwidth letters
    const w = await register(anonymous(server), { ...valid(), username: wide });
    assert.equal(w.status, 302);
    assert.ok(await taken(`ravi_${tail}`), 'fullwidth letters become plain lower-case ones');
    // Sign-in cleans the typed name the same way.
    const c = anonymous(server);
    const res = await c.post('/login', { username: `  Ｒavi_${tail} `, password: 'abcd' });
    assert.equal(res.status, 302);
    assert.equal((await c.get('/api/me')).json.data.user.username, `ravi_${tail}`);
    // A fullwidth twin of a taken name is the same name.
    const twin = await register(anonymous(server), { ...valid(), username: `ravi＿${tail}` });
    assert.equal(twin.status, 400);
    assert.match(twin.text, /already taken/);
  });

  test('an account stored before the rule keeps signing in', async () => {
    const u = await signUp(server, 'driver');
    const legacy = `${u.username}ﬁ`; // a ligature NFKC would turn into "fi"
    await server.db.updateTable('users').set({ username: legacy }).where('id', '=', u.id).execute();
    const c = anonymous(server);
    assert.equal((await c.post('/login', { username: legacy, password: u.password })).status, 302);
    assert.equal((await c.get('/api/me')).json.data.user.id, u.id);
  });
});
