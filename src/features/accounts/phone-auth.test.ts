import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { TestClient } from '../../../test/helpers/client.js';
import { anonymous, signInAdmin, signUp } from '../../../test/helpers/factories.js';
import { lastCode, markPhoneVerified, requestCode, smsCount, uniqueMobile, wrongCode } from '../../../test/helpers/accounts-factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { normaliseIndianMobile } from './phone-numbers.js';
import { OutboxSender } from './sms.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const msg = (html: string) => html.match(/role="alert"><p>([^<]+)</)?.[1];
const sessionsOf = async (userId: string) =>
  Number(
    (
      await server.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );
const codesOf = (e164: string) => server.db.selectFrom('phoneLoginCodes').selectAll().where('phone', '=', e164).orderBy('id').execute();

describe('phone numbers', () => {
  const cases: Array<[string, string | null]> = [
    ['98765 43210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['(+91) 6000-000-001', null],
    ['+91 (600) 000 0001', '+916000000001'],
    ['  7000000001 ', '+917000000001'],
    ['5876543210', null],
    ['12345', null],
    ['+44 7911 123456', null],
    ['+9876543210', null],
    ['98765 4321x', null],
    ['987654321012', null],
    ['', null],
  ];

  test('are normalised to +91 form; anything but a 10-digit Indian mobile starting 6-9 is refused', () => {
    for (const [raw, want] of cases) assert.equal(normaliseIndianMobile(raw), want, raw);
  });

  test('the SQL reading of users.phone agrees with the form reading', async () => {
    for (const [raw, want] of cases) {
      if (raw === '' || raw.startsWith('(')) continue; // not storable as a registration phone
      const row = await sql<{ n: string | null }>`select in_mobile_e164(${raw}) as n`.execute(server.db);
      assert.equal(row.rows[0].n, want, raw);
    }
  });
});

describe('sign-in with a code', () => {
  test('an existing user gets a code by SMS, enters it and lands on their dashboard', async () => {
    const m = uniqueMobile();
    const u = await signUp(server, 'shipper', { phone: `+91-${m.digits.slice(0, 5)}-${m.digits.slice(5)}` });
    await markPhoneVerified(server, u.id);
    const before = await sessionsOf(u.id);
    const c = anonymous(server);
    const sent = await c.post('/login', { phone: `0${m.digits}`, username: '  ', password: '' });
    assert.equal(sent.status, 302);
    assert.equal(sent.location, '/verify-otp');
    const code = lastCode(server, m.e164);
    assert.match(outboxOf().lastTo(m.e164)!.text, /valid for 5 minutes/);

    const page = await c.get('/verify-otp');
    assert.equal(page.status, 200);
    assert.match(page.text, new RegExp(`\\+91 ${m.digits.slice(0, 5)} ${m.digits.slice(5)}`));
    assert.match(page.text, /We sent a 6-digit code/);
    assert.match(page.text, /autocomplete="one-time-code"/);

    const [row] = await codesOf(m.e164);
    assert.equal(row.codeHash.length, 32);
    assert.ok(!row.codeHash.toString('latin1').includes(code), 'only a hash of the code is stored');
    assert.equal(row.expiresAt.getTime() - row.createdAt.getTime(), 5 * 60 * 1000);

    const res = await c.post('/verify-otp', { code });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/shipper');
    assert.equal((await c.get('/api/me')).json.data.user.id, u.id);
    assert.equal(await sessionsOf(u.id), before + 1);
    assert.ok((await codesOf(m.e164))[0].consumedAt, 'the code is used up');

    const again = await anonymous(server).postJson('/auth/verify-otp', { phone: m.typed, code });
    assert.equal(again.status, 400, 'a used code does not sign in twice');
    assert.match(again.json.error.details.code, /no code waiting/);
  });

  test('a new number gets an account with the chosen role and goes to onboarding', async () => {
    const m = uniqueMobile();
    const c = await requestCode(server, m.typed);
    const code = lastCode(server, m.e164);

    const noRole = await c.post('/verify-otp', { code });
    assert.equal(noRole.status, 400);
    assert.match(noRole.text, /No account has verified this number yet: choose driver, shipper or broker/);
    assert.match(noRole.text, new RegExp(`value="${code}"`), 'the right code is kept for the second submit');
    assert.equal((await codesOf(m.e164))[0].consumedAt, null);
    assert.equal((await codesOf(m.e164))[0].attempts, 0, 'asking for the role is not a wrong try');

    const res = await c.post('/verify-otp', { code, role: 'driver' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/auth/onboarding');
    const user = await server.db.selectFrom('users').selectAll().where('phone', '=', m.e164).executeTakeFirstOrThrow();
    assert.equal(user.username, `p${m.digits}`);
    assert.equal(user.role, 'driver');
    assert.equal(user.passwordHash, null, 'a phone account has no password');
    assert.equal((await c.get('/api/me')).json.data.user.id, user.id);
    const audit = await server.db.selectFrom('auditLogs').selectAll().where('tableName', '=', 'users').where('recordId', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(audit.actorId, user.id, 'the new user is the actor of their sign-up');

    const page = await c.get('/auth/onboarding');
    assert.equal(page.status, 200);
    assert.match(page.text, /Finish setting up your account/);
    assert.match(page.text, /name="vehicle_number"/);
    assert.doesNotMatch(page.text, /name="company_name"/);
    assert.match(page.text, /id="f-name"[^>]*value=""/, 'the placeholder name is not offered as theirs');

    const bad = await c.post('/auth/onboarding', { name: 'Suresh Yadav', vehicle_number: 'XX99', truck_type: 'spaceship', home_city: 'Nagpur' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Enter an Indian registration number/);
    assert.match(bad.text, /Truck type must be one of container, open/);
    assert.match(bad.text, /value="Suresh Yadav"/);
    assert.match(bad.text, /value="XX99"/);
    assert.equal(await server.db.selectFrom('driverProfiles').select('userId').where('userId', '=', user.id).executeTakeFirst(), undefined, 'nothing is saved');

    const ok = await c.post('/auth/onboarding', { name: 'Suresh Yadav', vehicle_number: 'mh 12 ab 1234', truck_type: 'open', capacity_tonnes: '9', home_city: 'nagpur' });
    assert.equal(ok.status, 302);
    assert.equal(ok.location, '/driver');
    const saved = await server.db.selectFrom('users').select(['name', 'city']).where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.deepEqual(saved, { name: 'Suresh Yadav', city: 'Nagpur' });
    const truck = await server.db.selectFrom('driverProfiles').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(truck.vehicleNumber, 'MH12AB1234');
    assert.equal(truck.truckType, 'open');
    assert.equal(truck.capacityTonnes, 9);
    assert.ok((await server.db.selectFrom('phoneSignups').select('onboardedAt').where('userId', '=', user.id).executeTakeFirstOrThrow()).onboardedAt);
    const later = await c.get('/auth/onboarding');
    assert.match(later.text, /Your profile/);
    assert.match(later.text, /value="Suresh Yadav"/);

    // The next sign-in with this number is the same account, straight to the dashboard.
    const c2 = await requestCode(server, `+91 ${m.digits}`);
    const res2 = await c2.post('/verify-otp', { code: lastCode(server, m.e164), role: 'shipper' });
    assert.equal(res2.location, '/driver');
    assert.equal((await c2.get('/api/me')).json.data.user.id, user.id);
  });

  test('a new number whose username is taken gets the next free one', async () => {
    const m = uniqueMobile();
    await signUp(server, 'broker', { username: `p${m.digits}`, phone: '' });
    const r = await anonymous(server).postJson('/auth/send-otp', { phone: m.typed });
    assert.equal(r.status, 200);
    const v = await anonymous(server).postJson('/auth/verify-otp', { phone: m.typed, code: lastCode(server, m.e164), role: 'broker' });
    assert.equal(v.status, 201);
    assert.equal(v.json.data.user.username, `p${m.digits}-2`);
  });

  test('a wrong code is refused with the tries left, and the right one still works', async () => {
    const m = uniqueMobile();
    const u = await signUp(server, 'driver', { phone: m.typed });
    await markPhoneVerified(server, u.id);
    const c = await requestCode(server, m.typed);
    const code = lastCode(server, m.e164);
    const res = await c.post('/verify-otp', { code: wrongCode(code) });
    assert.equal(res.status, 400);
    assert.equal(msg(res.text), 'That code is not right. 4 tries left.');
    assert.doesNotMatch(res.text, new RegExp(`value="${wrongCode(code)}"`));
    assert.equal((await codesOf(m.e164))[0].attempts, 1);
    assert.equal((await c.get('/api/me')).status, 401);
    const short = await c.post('/verify-otp', { code: '12a' });
    assert.equal(short.status, 400);
    assert.match(short.text, /Enter the 6-digit code/);
    assert.equal((await codesOf(m.e164))[0].attempts, 1, 'a malformed code is not a try');
    const ok = await c.post('/verify-otp', { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    assert.equal(ok.status, 302);
    assert.equal((await c.get('/api/me')).json.data.user.id, u.id);
  });

  test('five wrong tries end the code, even for the right code afterwards', async () => {
    const m = uniqueMobile();
    const owner = await signUp(server, 'driver', { phone: m.typed });
    await markPhoneVerified(server, owner.id);
    const c = await requestCode(server, m.typed);
    const code = lastCode(server, m.e164);
    for (let i = 1; i <= 5; i++) {
      const res = await c.post('/verify-otp', { code: wrongCode(code) });
      assert.equal(res.status, 400);
      if (i < 5) assert.match(res.text, new RegExp(`${5 - i} tr(y|ies) left`));
      else assert.match(res.text, /can no longer be used. Request a new code/);
    }
    const right = await c.post('/verify-otp', { code });
    assert.equal(right.status, 400);
    assert.match(right.text, /entered wrongly too many times/);
    assert.equal((await c.get('/api/me')).status, 401);
    const [row] = await codesOf(m.e164);
    assert.equal(row.attempts, 5);
    assert.equal(row.consumedAt, null);
  });

  test('parallel wrong tries count every one and never exceed five', async () => {
    const m = uniqueMobile();
    await anonymous(server).postJson('/auth/send-otp', { phone: m.typed });
    const code = lastCode(server, m.e164);
    const results = await Promise.all(Array.from({ length: 8 }, () => anonymous(server).postJson('/auth/verify-otp', { phone: m.typed, code: wrongCode(code) })));
    assert.ok(results.every((r) => r.status === 400));
    assert.equal((await codesOf(m.e164))[0].attempts, 5);
    assert.equal(results.filter((r) => /(try|tries) left|can no longer be used/.test(r.json.error.details.code)).length, 5);
  });

  test('an expired code is refused', async () => {
    const m = uniqueMobile();
    const owner = await signUp(server, 'shipper', { phone: m.typed });
    await markPhoneVerified(server, owner.id);
    const c = await requestCode(server, m.typed);
    const code = lastCode(server, m.e164);
    await server.db.updateTable('phoneLoginCodes').set({ expiresAt: sql<Date>`now() - interval '1 second'` }).where('phone', '=', m.e164).execute();
    const res = await c.post('/verify-otp', { code });
    assert.equal(res.status, 400);
    assert.match(res.text, /That code has expired/);
    assert.equal((await c.get('/api/me')).status, 401);
  });

  test('only the newest code works: a new code replaces the one before', async () => {
    const m = uniqueMobile();
    const owner = await signUp(server, 'driver', { phone: m.typed });
    await markPhoneVerified(server, owner.id);
    const c = await requestCode(server, m.typed);
    const first = lastCode(server, m.e164);
    await requestCode(server, m.typed, c);
    const second = lastCode(server, m.e164);
    if (first !== second) {
      const old = await c.post('/verify-otp', { code: first });
      assert.equal(old.status, 400);
    }
    const ok = await c.post('/verify-otp', { code: second });
    assert.equal(ok.status, 302);
  });

  test('two parallel verifications of one code create one session', async () => {
    const m = uniqueMobile();
    const u = await signUp(server, 'broker', { phone: m.typed });
    await markPhoneVerified(server, u.id);
    await anonymous(server).postJson('/auth/send-otp', { phone: m.typed });
    const code = lastCode(server, m.e164);
    const before = await sessionsOf(u.id);
    const results = await Promise.all(Array.from({ length: 6 }, () => anonymous(server).postJson('/auth/verify-otp', { phone: m.typed, code })));
    assert.equal(results.filter((r) => r.status === 200).length, 1);
    assert.ok(results.filter((r) => r.status !== 200).every((r) => r.status === 400));
    assert.equal(await sessionsOf(u.id), before + 1);
  });

  test('parallel verifications for a new number create one account', async () => {
    const m = uniqueMobile();
    await anonymous(server).postJson('/auth/send-otp', { phone: m.typed });
    const code = lastCode(server, m.e164);
    const results = await Promise.all(Array.from({ length: 6 }, () => anonymous(server).postJson('/auth/verify-otp', { phone: m.typed, code, role: 'shipper' })));
    assert.equal(results.filter((r) => r.status === 201).length, 1);
    const users = await server.db.selectFrom('users').select('id').where('phone', '=', m.e164).execute();
    assert.equal(users.length, 1);
    assert.equal(await sessionsOf(users[0].id), 1);
  });

  test('a suspended user gets the same answer when asking for a code but cannot sign in with it', async () => {
    const m = uniqueMobile();
    const u = await signUp(server, 'shipper', { phone: m.typed });
    await markPhoneVerified(server, u.id);
    await server.db.updateTable('users').set({ status: 'suspended' }).where('id', '=', u.id).execute();
    const other = uniqueMobile();
    const sentSuspended = await anonymous(server).postJson('/auth/send-otp', { phone: m.typed });
    const sentUnknown = await anonymous(server).postJson('/auth/send-otp', { phone: other.typed });
    assert.equal(sentSuspended.status, 200);
    assert.equal(sentSuspended.json.message.replace(/\+91[\d ]+/, ''), sentUnknown.json.message.replace(/\+91[\d ]+/, ''), 'nothing tells which numbers have accounts');

    const sessionsBefore = await sessionsOf(u.id);
    const c = await requestCode(server, m.typed);
    const right = lastCode(server, m.e164);
    const wrong = await c.post('/verify-otp', { code: right === '000001' ? '000002' : '000001' });
    assert.equal(wrong.status, 400);
    assert.doesNotMatch(wrong.text, /suspended/i, 'a wrong code reveals nothing');
    const res = await c.post('/verify-otp', { code: right });
    assert.equal(res.status, 403);
    assert.ok(res.text.includes(`This account is suspended. Contact support at ${server.url}/contact.`), res.text.slice(0, 1500));
    assert.equal((await c.get('/api/me')).status, 401);
    assert.equal(await sessionsOf(u.id), sessionsBefore, 'no session is created');
    const json = await anonymous(server).postJson('/auth/verify-otp', { phone: m.typed, code: '000000' });
    assert.equal(json.status, 400, 'the code was used up by the refused sign-in');

    assert.equal((await anonymous(server).postJson('/auth/send-otp', { phone: m.typed })).status, 200);
    const refused = await anonymous(server).postJson('/auth/verify-otp', { phone: m.typed, code: lastCode(server, m.e164) });
    assert.equal(refused.status, 403);
    assert.equal(refused.json.error.code, 'ACCOUNT_SUSPENDED');
    assert.equal(refused.json.error.message, `This account is suspended. Contact support at ${server.url}/contact.`);
  });

  test('the admin cannot sign in by code', async () => {
    const admin = await signInAdmin(server);
    const m = uniqueMobile();
    await server.db.updateTable('users').set({ phone: m.typed, phoneVerifiedAt: new Date() }).where('id', '=', admin.id).execute();
    await anonymous(server).postJson('/auth/send-otp', { phone: m.typed });
    const res = await anonymous(server).postJson('/auth/verify-otp', { phone: m.typed, code: lastCode(server, m.e164) });
    assert.equal(res.status, 403);
    assert.equal(res.json.error.code, 'PASSWORD_SIGN_IN_ONLY');
    assert.match(res.json.error.message, /username and password/);
    // In a browser the code page is drawn again with the message, and no session starts.
    const c = anonymous(server);
    assert.equal((await c.post('/login', { phone: m.typed, username: '', password: '' })).location, '/verify-otp');
    const page = await c.post('/verify-otp', { code: lastCode(server, m.e164) });
    assert.equal(page.status, 403);
    assert.match(page.text, /Admin accounts sign in with their username and password/);
    assert.equal((await c.get('/api/me')).status, 401);
  });

  test('at most 3 codes per number per 15 minutes, then 429 with Retry-After', async () => {
    const m = uniqueMobile();
    for (let i = 0; i < 3; i++) assert.equal((await anonymous(server).postJson('/auth/send-otp', { phone: m.typed })).status, 200);
    const json = await anonymous(server).postJson('/auth/send-otp', { phone: `0${m.digits}` });
    assert.equal(json.status, 429);
    assert.equal(json.json.success, false);
    assert.equal(json.json.error.code, 'RATE_LIMITED');
    assert.match(json.json.error.message, /At most 3 codes .* 15 minutes. Try again in 15 minutes/);
    const retry = Number(json.headers.get('retry-after'));
    assert.ok(retry > 800 && retry <= 900, `Retry-After ${retry}`);

    const html = await anonymous(server).post('/login', { phone: m.typed });
    assert.equal(html.status, 429);
    assert.ok(Number(html.headers.get('retry-after')) > 0);
    assert.match(html.text, /At most 3 codes/);
    assert.match(html.text, new RegExp(`value="${m.typed}"`));
    assert.equal(smsCount(server, m.e164), 3);
    assert.equal((await codesOf(m.e164)).length, 3);

    // Sends older than 15 minutes no longer count.
    await server.db.updateTable('phoneLoginCodes').set({ createdAt: sql<Date>`now() - interval '16 minutes'` }).where('phone', '=', m.e164).execute();
    assert.equal((await anonymous(server).postJson('/auth/send-otp', { phone: m.typed })).status, 200);
  });

  test('one client address can ask for only OTP_SENDS_PER_IP codes per 15 minutes, whatever the numbers, even in parallel', async () => {
    const capped = await startTestServer({ OTP_SENDS_PER_IP: '4' });
    try {
      const numbers = Array.from({ length: 7 }, () => uniqueMobile());
      const results = await Promise.all(numbers.map((m) => anonymous(capped).postJson('/auth/send-otp', { phone: m.typed })));
      assert.equal(results.filter((r) => r.status === 200).length, 4);
      const refused = results.filter((r) => r.status === 429);
      assert.equal(refused.length, 3);
      assert.match(refused[0].json.error.message, /Too many sign-in codes were asked for from your connection/);
      assert.ok(Number(refused[0].headers.get('retry-after')) > 0);
      const stored = await capped.db.selectFrom('phoneLoginCodes').select(['requestedIp']).execute();
      assert.equal(stored.length, 4, 'refused requests store no code');
      assert.ok(stored.every((r) => r.requestedIp === '127.0.0.1'));
      const sent = numbers.reduce((n, m) => n + smsCount(capped, m.e164), 0);
      assert.equal(sent, 4, 'and send no SMS');
    } finally {
      await capped.close();
    }
  });

  test('parallel code requests for one number send exactly 3', async () => {
    const m = uniqueMobile();
    const results = await Promise.all(Array.from({ length: 7 }, () => anonymous(server).postJson('/auth/send-otp', { phone: m.typed })));
    assert.equal(results.filter((r) => r.status === 200).length, 3);
    assert.equal(results.filter((r) => r.status === 429).length, 4);
    assert.equal((await codesOf(m.e164)).length, 3);
    assert.equal(smsCount(server, m.e164), 3);
  });

  test('an invalid number is 400 with the field named, and nothing is sent', async () => {
    const codeCount = async () =>
      Number(
        (
          await server.db
            .selectFrom('phoneLoginCodes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await codeCount();
    for (const phone of ['12345', '5876543210', '+44 7911 123456', 'nine eight seven']) {
      const json = await anonymous(server).postJson('/auth/send-otp', { phone });
      assert.equal(json.status, 400, phone);
      assert.equal(json.json.error.code, 'VALIDATION_ERROR');
      assert.match(json.json.error.details.phone, /10-digit Indian mobile number/);
    }
    assert.equal((await anonymous(server).postJson('/auth/send-otp', {})).json.error.details.phone, 'Enter your mobile number');
    const html = await anonymous(server).post('/login', { phone: '12345' });
    assert.equal(html.status, 400);
    assert.match(html.text, /10-digit Indian mobile number/);
    assert.match(html.text, /value="12345"/);
    assert.ok(!(html.headers.get('set-cookie') ?? '').includes('fm_otp_phone'), 'no pending number is kept');
    assert.equal(await codeCount(), before, 'no code is stored');
  });

  test('the login page offers the phone form, and an empty form still asks for username and password', async () => {
    const page = await anonymous(server).get('/login?next=/driver/trips');
    assert.match(page.text, /Sign in with a code sent to your phone/);
    assert.match(page.text, /name="phone"/);
    const empty = await anonymous(server).post('/login', { username: '', password: '', phone: '' });
    assert.equal(empty.status, 400);
    assert.match(empty.text, /Enter your username and password/);
    // A username wins over a phone: the password check runs.
    const u = await signUp(server, 'driver', { phone: uniqueMobile().typed });
    const both = await anonymous(server).post('/login', { username: u.username, password: u.password, phone: '12345' });
    assert.equal(both.status, 302);
  });

  test('next is carried through the code page for an existing user', async () => {
    const m = uniqueMobile();
    const owner = await signUp(server, 'driver', { phone: m.typed });
    await markPhoneVerified(server, owner.id);
    const c = anonymous(server);
    const sent = await c.post('/login', { phone: m.typed, next: '/driver/trips' });
    assert.equal(sent.location, '/verify-otp?next=%2Fdriver%2Ftrips');
    const page = await c.get(sent.location!);
    assert.match(page.text, /name="next" value="\/driver\/trips"/);
    const res = await c.post('/verify-otp', { code: lastCode(server, m.e164), next: '/driver/trips' });
    assert.equal(res.location, '/driver/trips');
    const evil = uniqueMobile();
    const evilOwner = await signUp(server, 'driver', { phone: evil.typed });
    await markPhoneVerified(server, evilOwner.id);
    const c2 = await requestCode(server, evil.typed);
    const res2 = await c2.post('/verify-otp', { code: lastCode(server, evil.e164), next: '//evil.example/' });
    assert.equal(res2.location, '/driver');
  });

  test('the code page without a pending number sends the browser to /login', async () => {
    const res = await anonymous(server).get('/verify-otp');
    assert.equal(res.status, 302);
    assert.equal(res.location, '/login');
    const post = await anonymous(server).post('/verify-otp', { code: '123456' });
    assert.equal(post.status, 302);
    assert.equal(post.location, '/login');
  });
});

describe('JSON routes', () => {
  test('send-otp answers {success, message}; verify-otp answers {success, redirect} and signs the caller in', async () => {
    const m = uniqueMobile();
    const u = await signUp(server, 'broker', { phone: m.typed });
    await markPhoneVerified(server, u.id);
    const c = anonymous(server);
    const sent = await c.postJson('/auth/send-otp', { phone: m.typed });
    assert.equal(sent.status, 200);
    assert.equal(sent.json.success, true);
    assert.equal(sent.json.message, `We sent a 6-digit code to +91 ${m.digits.slice(0, 5)} ${m.digits.slice(5)}. It is valid for 5 minutes.`);
    assert.deepEqual(sent.json.data, { phone: m.e164, expires_in_seconds: 300 });

    const wrong = await c.postJson('/auth/verify-otp', { phone: m.typed, code: wrongCode(lastCode(server, m.e164)) });
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.json, { success: false, error: { code: 'VALIDATION_ERROR', message: 'That code is not right. 4 tries left.', details: { code: 'That code is not right. 4 tries left.' } } });

    const missing = await c.postJson('/auth/verify-otp', { phone: m.typed });
    assert.equal(missing.status, 400);
    assert.equal(missing.json.error.details.code, 'Enter the 6-digit code from the SMS');

    const ok = await c.postJson('/auth/verify-otp', { phone: `+91${m.digits}`, code: lastCode(server, m.e164) });
    assert.equal(ok.status, 200);
    assert.equal(ok.json.success, true);
    assert.equal(ok.json.redirect, '/broker');
    assert.deepEqual(ok.json.data, { redirect: '/broker', new_account: false, user: { id: u.id, username: u.username, name: u.name, role: 'broker', phone: m.typed } });
    assert.match(ok.headers.getSetCookie().find((x) => x.startsWith('fm_session='))!, /HttpOnly/);
    assert.equal((await c.get('/api/me')).json.data.user.id, u.id);
  });

  test('/login and /verify-otp answer JSON to JSON callers', async () => {
    const m = uniqueMobile();
    const owner = await signUp(server, 'shipper', { phone: m.typed });
    await markPhoneVerified(server, owner.id);
    const c = anonymous(server);
    const sent = await c.postJson('/login', { phone: m.typed });
    assert.equal(sent.status, 200);
    assert.equal(sent.json.success, true);
    const ok = await c.postJson('/verify-otp', { phone: m.typed, code: lastCode(server, m.e164) });
    assert.equal(ok.status, 200);
    assert.equal(ok.json.redirect, '/shipper');
  });

  test('/auth/logout ends the session and redirects to /', async () => {
    const m = uniqueMobile();
    const u = await signUp(server, 'driver', { phone: m.typed });
    await markPhoneVerified(server, u.id);
    const token = u.client.cookies.get('fm_session')!;
    const res = await u.client.post('/auth/logout');
    assert.equal(res.status, 302);
    assert.equal(res.location, '/');
    assert.equal((await u.client.get('/api/me')).status, 401);
    const stale = new TestClient(server.url);
    stale.cookies.set('fm_session', token);
    assert.equal((await stale.get('/api/me')).status, 401, 'the token is dead server-side');

    const c = anonymous(server);
    await c.postJson('/auth/send-otp', { phone: m.typed });
    await c.postJson('/auth/verify-otp', { phone: m.typed, code: lastCode(server, m.e164) });
    const json = await c.request('POST', '/auth/logout', { accept: 'json' });
    assert.equal(json.status, 200);
    assert.deepEqual(json.json, { success: true, redirect: '/', data: { redirect: '/' } });
    assert.equal((await c.get('/api/me')).status, 401);
  });

  test('a cross-site POST to the code routes is refused', async () => {
    const res = await anonymous(server).postJson('/auth/send-otp', { phone: uniqueMobile().typed }, { headers: { 'sec-fetch-site': 'cross-site' } });
    assert.equal(res.status, 403);
  });
});

describe('onboarding', () => {
  test('needs a session: 401 for JSON and POST, a redirect to /login for the page; the admin has no profile here', async () => {
    const json = await anonymous(server).get('/auth/onboarding', { accept: 'json' });
    assert.equal(json.status, 401);
    assert.equal(json.json.error.code, 'UNAUTHENTICATED');
    const post = await anonymous(server).post('/auth/onboarding', { name: 'X' });
    assert.equal(post.status, 401);
    const postJson = await anonymous(server).postJson('/auth/onboarding', { name: 'X' });
    assert.equal(postJson.status, 401);
    const page = await anonymous(server).get('/auth/onboarding');
    assert.equal(page.status, 302);
    assert.equal(page.location, '/login?next=%2Fauth%2Fonboarding');
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.get('/auth/onboarding')).status, 403);
  });

  test('a shipper gives the company, city and an optional GSTIN', async () => {
    const u = await signUp(server, 'shipper', { phone: uniqueMobile().typed });
    const page = await u.client.get('/auth/onboarding');
    assert.match(page.text, /Your profile/);
    assert.match(page.text, /name="company_name"/);
    assert.match(page.text, /name="gstin"/);
    assert.doesNotMatch(page.text, /name="vehicle_number"/);
    assert.match(page.text, new RegExp(`value="${u.name}"`), 'an existing account sees its name');

    const bad = await u.client.post('/auth/onboarding', { name: '', company_name: '', gstin: 'NOTAGSTIN', city: '' });
    assert.equal(bad.status, 400);
    for (const m of [/Name is required/, /Company name is required/, /15-character GSTIN/, /City is required/]) assert.match(bad.text, m);
    assert.match(bad.text, /value="NOTAGSTIN"/);
    const badJson = await u.client.postJson('/auth/onboarding', { name: 'A', company_name: 'B' });
    assert.equal(badJson.status, 400);
    assert.deepEqual(Object.keys(badJson.json.error.details), ['city']);

    const ok = await u.client.post('/auth/onboarding', { name: 'Meena Shah', company_name: 'Shah Textiles', gstin: '27aapfu0939f1zv', city: 'bombay' });
    assert.equal(ok.status, 302);
    assert.equal(ok.location, '/shipper');
    const row = await server.db.selectFrom('users').select(['name', 'companyName', 'gstin', 'city']).where('id', '=', u.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { name: 'Meena Shah', companyName: 'Shah Textiles', gstin: '27AAPFU0939F1ZV', city: 'Mumbai' });
  });

  test('a broker gives the agency and city; JSON callers get the envelope', async () => {
    const u = await signUp(server, 'broker', { phone: uniqueMobile().typed });
    const page = await u.client.get('/auth/onboarding');
    assert.match(page.text, /name="agency_name"/);
    assert.doesNotMatch(page.text, /name="gstin"/);
    const bad = await u.client.post('/auth/onboarding', { name: 'Raj', agency_name: '', city: 'Pune' });
    assert.equal(bad.status, 400);
    assert.match(bad.text, /Agency name is required/);
    const ok = await u.client.postJson('/auth/onboarding', { name: 'Raj Malhotra', agency_name: 'Malhotra Roadlines', city: 'Pune' });
    assert.equal(ok.status, 200);
    assert.equal(ok.json.success, true);
    assert.equal(ok.json.data.redirect, '/broker');
    assert.equal(ok.json.data.user.name, 'Raj Malhotra');
    const row = await server.db.selectFrom('users').select(['companyName', 'city']).where('id', '=', u.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { companyName: 'Malhotra Roadlines', city: 'Pune' });
  });

  test('escapes markup in the name and the typed phone', async () => {
    const u = await signUp(server, 'driver', { phone: uniqueMobile().typed });
    const probe = '<script>alert(1)</script>';
    const ok = await u.client.post('/auth/onboarding', { name: probe, vehicle_number: 'DL1CAB1234', truck_type: 'lcv' });
    assert.equal(ok.status, 302);
    const page = await u.client.get('/auth/onboarding');
    assert.doesNotMatch(page.text, /<script>alert\(1\)<\/script>/);
    assert.match(page.text, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
    const bad = await anonymous(server).post('/login', { phone: '"><script>alert(2)</script>' });
    assert.equal(bad.status, 400);
    assert.doesNotMatch(bad.text, /<script>alert\(2\)<\/script>/);
    assert.match(bad.text, /&lt;script&gt;alert\(2\)&lt;\/script&gt;/);
  });
});

describe('SMS senders', () => {
  test('in production the outbox logs that a code was sent, never the code', async () => {
    const logged: unknown[] = [];
    const log = { info: (...a: unknown[]) => logged.push(a), warn: (...a: unknown[]) => logged.push(a) } as never;
    const prod = new OutboxSender(log, true);
    await prod.send('+919876543210', '123456 is your code');
    assert.equal(logged.length, 1);
    assert.doesNotMatch(JSON.stringify(logged), /123456|9876543210/);
    assert.equal(prod.sentTo().length, 0);
    const dev = new OutboxSender(log, false);
    await dev.send('+919876543210', '654321 is your code');
    assert.match(JSON.stringify(logged.at(-1)), /654321/);
    assert.equal(dev.lastTo('+919876543210')?.text, '654321 is your code');
  });

  test('with SMS_HTTP_URL the code is POSTed to the provider with the Bearer token; a provider failure sends nothing and does not count', async () => {
    const received: Array<{ auth?: string; type?: string; body: { to: string; text: string } }> = [];
    let fail = false;
    const provider = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        if (fail) {
          res.writeHead(502).end('down');
          return;
        }
        received.push({ auth: req.headers.authorization, type: req.headers['content-type'], body: JSON.parse(data) });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
      });
    });
    await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/sms`;
    const other = await startTestServer({ SMS_HTTP_URL: url, SMS_HTTP_TOKEN: 'tok-123' }, { databaseUrl: server.databaseUrl });
    try {
      assert.throws(() => outboxOf(other.app));
      const m = uniqueMobile();
      const sent = await anonymous(other).postJson('/auth/send-otp', { phone: m.typed });
      assert.equal(sent.status, 200);
      assert.equal(received.length, 1);
      assert.equal(received[0].auth, 'Bearer tok-123');
      assert.match(received[0].type!, /application\/json/);
      assert.equal(received[0].body.to, m.e164);
      const code = /\b(\d{6})\b/.exec(received[0].body.text)![1];
      const ok = await anonymous(other).postJson('/auth/verify-otp', { phone: m.typed, code, role: 'driver' });
      assert.equal(ok.status, 201);

      fail = true;
      const down = uniqueMobile();
      const res = await anonymous(other).postJson('/auth/send-otp', { phone: down.typed });
      assert.equal(res.status, 500);
      assert.equal(res.json.error.code, 'SMS_NOT_SENT');
      assert.match(res.json.error.message, /could not send the SMS/);
      assert.equal((await codesOf(down.e164)).length, 0, 'the code that never left neither works nor counts');
    } finally {
      await other.close();
      provider.close();
    }
  });
});

function outboxOf(app: TestServer['app'] = server.app) {
  if (!(app.sms instanceof OutboxSender)) throw new Error('not an outbox');
  return app.sms;
}

describe('a phone number belongs to whoever proves it (issue 13)', () => {
  const userOf = (id: string) => server.db.selectFrom('users').select(['id', 'phone', 'phoneVerifiedAt', 'passwordHash', 'username', 'name', 'role']).where('id', '=', id).executeTakeFirstOrThrow();
  const verifiedHolders = async (e164: string) =>
    (await sql<{ id: string }>`select id from users where phone_verified_at is not null and in_mobile_e164(phone) = ${e164}`.execute(server.db)).rows.map((r) => r.id);
  /** Sends a verification code to `typed` from a signed-in client and returns it (read from the SMS outbox). */
  const sendVerification = async (c: TestClient, m: { typed: string; e164: string }) => {
    const res = await c.post('/auth/phone/send-code', { phone: m.typed });
    assert.equal(res.status, 302, res.text.slice(0, 300));
    assert.equal(res.location, '/auth/phone');
    return lastCode(server, m.e164);
  };

  test("the attack: an account carrying a victim's number unverified never receives the victim's code sign-in", async () => {
    const victim = uniqueMobile();
    const attacker = await signUp(server, 'shipper', { phone: victim.typed });
    assert.equal((await userOf(attacker.id)).phoneVerifiedAt, null, 'a typed number is not proven');
    // The victim signs in with a code sent to their own phone.
    const c = await requestCode(server, victim.typed);
    const code = lastCode(server, victim.e164);
    const first = await c.post('/verify-otp', { code });
    assert.equal(first.status, 400, 'no account has proven the number: a new account needs a role');
    assert.match(first.text, /No account has verified this number yet/);
    const res = await c.post('/verify-otp', { code, role: 'driver' });
    assert.equal(res.status, 302);
    assert.equal(res.location, '/auth/onboarding', 'the victim gets their own new account');
    const me = (await c.get('/api/me')).json.data.user;
    assert.notEqual(me.id, attacker.id, "never the attacker's account");
    assert.equal(me.role, 'driver');
    assert.deepEqual(await verifiedHolders(victim.e164), [me.id], "the victim's new account holds the proven number");
    // The attacker cannot prove the number without the code that went to the victim's phone.
    const sent = await sendVerification(attacker.client, victim);
    const guess = await attacker.client.post('/auth/phone/verify', { code: wrongCode(sent) });
    assert.equal(guess.status, 400);
    assert.match(guess.text, /That code is not right. 4 tries left/);
    assert.equal((await userOf(attacker.id)).phoneVerifiedAt, null);
    // The victim keeps landing in their own account.
    const again = await requestCode(server, victim.typed);
    assert.equal((await again.post('/verify-otp', { code: lastCode(server, victim.e164) })).location, '/driver');
    assert.equal((await again.get('/api/me')).json.data.user.id, me.id);
  });

  test('a signed-in user verifies their number on /auth/phone without JavaScript, then signs in by code', async () => {
    const m = uniqueMobile();
    const u = await signUp(server, 'broker', { phone: m.typed });
    const page = await u.client.get('/auth/phone');
    assert.equal(page.status, 200);
    assert.match(page.text, /not verified/);
    assert.match(page.text, /action="\/auth\/phone\/send-code"/);
    assert.doesNotMatch(page.text, /action="\/auth\/phone\/verify"/, 'no code form before a code is sent');
    const code = await sendVerification(u.client, m);
    assert.match(outboxOf().lastTo(m.e164)!.text, /code to verify your number/);
    const withForm = await u.client.get('/auth/phone');
    assert.match(withForm.text, /action="\/auth\/phone\/verify"/);
    assert.match(withForm.text, new RegExp(`Enter the code sent to \\+91 ${m.digits.slice(0, 5)} ${m.digits.slice(5)}`));
    const malformed = await u.client.post('/auth/phone/verify', { code: '12' });
    assert.equal(malformed.status, 400);
    assert.match(malformed.text, /Enter the 6-digit code/);
    const wrong = await u.client.post('/auth/phone/verify', { code: wrongCode(code) });
    assert.equal(wrong.status, 400);
    assert.match(wrong.text, /4 tries left/);
    assert.equal((await userOf(u.id)).phoneVerifiedAt, null);
    // A code for verifying is not a sign-in code.
    const signIn = await anonymous(server).postJson('/auth/verify-otp', { phone: m.typed, code, role: 'driver' });
    assert.equal(signIn.status, 400);
    assert.match(signIn.json.error.details.code, /no code waiting/);
    const ok = await u.client.post('/auth/phone/verify', { code });
    assert.equal(ok.status, 302);
    assert.equal(ok.location, '/auth/phone');
    const done = await u.client.get('/auth/phone');
    assert.match(done.text, /is verified: you can now sign in with a code/);
    assert.match(done.text, />verified</);
    const row = await userOf(u.id);
    assert.ok(row.phoneVerifiedAt);
    assert.equal(row.phone, `+91 ${m.digits.slice(0, 5)} ${m.digits.slice(5)}`);
    const c = await requestCode(server, m.typed);
    assert.equal((await c.post('/verify-otp', { code: lastCode(server, m.e164) })).location, '/broker');
    assert.equal((await c.get('/api/me')).json.data.user.id, u.id);
    // The code is used up.
    assert.equal((await u.client.post('/auth/phone/verify', { code })).status, 302, 'no code waiting: back to the page');
  });

  test('a number another account has proven is refused with a clear message; the owner keeps it', async () => {
    const m = uniqueMobile();
    const owner = await signUp(server, 'driver', { phone: m.typed });
    await markPhoneVerified(server, owner.id);
    const other = await signUp(server, 'shipper', { phone: '' });
    const code = await sendVerification(other.client, m);
    const res = await other.client.post('/auth/phone/verify', { code });
    assert.equal(res.status, 409);
    assert.match(res.text, /already verified on another account/);
    assert.equal((await userOf(other.id)).phoneVerifiedAt, null);
    assert.equal((await userOf(other.id)).phone, null, 'the number is not stored on the refused account');
    assert.deepEqual(await verifiedHolders(m.e164), [owner.id]);
    // JSON callers get the CONFLICT envelope.
    const json = await other.client.postJson('/auth/phone/send-code', { phone: m.typed });
    assert.equal(json.status, 200);
    const refused = await other.client.postJson('/auth/phone/verify', { phone: m.typed, code: lastCode(server, m.e164) });
    assert.equal(refused.status, 409);
    assert.equal(refused.json.error.code, 'CONFLICT');
  });

  test('two accounts verifying one number at once: exactly one gets it, and the database refuses a second verified holder', async () => {
    for (let round = 0; round < 3; round++) {
      const m = uniqueMobile();
      const a = await signUp(server, 'driver', { phone: m.typed });
      const b = await signUp(server, 'broker', { phone: m.typed });
      await a.client.postJson('/auth/phone/send-code', { phone: m.typed });
      const codeA = lastCode(server, m.e164);
      await b.client.postJson('/auth/phone/send-code', { phone: m.typed });
      const codeB = lastCode(server, m.e164);
      const [ra, rb] = await Promise.all([a.client.postJson('/auth/phone/verify', { phone: m.typed, code: codeA }), b.client.postJson('/auth/phone/verify', { phone: m.typed, code: codeB })]);
      assert.deepEqual([ra.status, rb.status].sort(), [200, 409], `round ${round}`);
      assert.equal((await verifiedHolders(m.e164)).length, 1);
      // Even bypassing the app, PostgreSQL keeps one verified holder per number.
      const loser = ra.status === 200 ? b : a;
      await assert.rejects(
        server.db.updateTable('users').set({ phoneVerifiedAt: new Date() }).where('id', '=', loser.id).execute(),
        (err: { code?: string; constraint?: string }) => err.code === '23505' && err.constraint === 'users_verified_mobile_key',
      );
    }
  });

  test('changing the number makes it unverified, whoever changes it', async () => {
    const m = uniqueMobile();
    const u = await signUp(server, 'driver', { phone: m.typed });
    await markPhoneVerified(server, u.id);
    // Another spelling of the same number keeps it proven.
    await server.db
      .updateTable('users')
      .set({ phone: `0${m.digits}` })
      .where('id', '=', u.id)
      .execute();
    assert.ok((await userOf(u.id)).phoneVerifiedAt);
    const next = uniqueMobile();
    const profile = await u.client.post('/driver/profile', { name: 'Ravi', phone: next.typed, vehicle_number: 'MH12AB1234', truck_type: 'open', home_city: 'Pune' });
    assert.ok([200, 302].includes(profile.status), profile.text.slice(0, 300));
    const row = await userOf(u.id);
    assert.equal(row.phoneVerifiedAt, null);
    // Neither the old nor the new number signs in to this account now.
    const c = await requestCode(server, next.typed);
    const res = await c.post('/verify-otp', { code: lastCode(server, next.e164) });
    assert.equal(res.status, 400);
    assert.match(res.text, /No account has verified this number yet/);
  });

  test('verifying needs a session and a marketplace role; a code belongs to the user who asked for it', async () => {
    const m = uniqueMobile();
    assert.equal((await anonymous(server).postJson('/auth/phone/send-code', { phone: m.typed })).status, 401);
    assert.equal((await anonymous(server).post('/auth/phone/verify', { code: '123456' })).status, 401);
    assert.equal((await anonymous(server).get('/auth/phone')).location, '/login?next=%2Fauth%2Fphone');
    const admin = await signInAdmin(server);
    assert.equal((await admin.client.postJson('/auth/phone/send-code', { phone: m.typed })).status, 403);
    const bad = await (await signUp(server, 'shipper')).client.postJson('/auth/phone/send-code', { phone: '12345' });
    assert.equal(bad.status, 400);
    assert.match(bad.json.error.details.phone, /10-digit Indian mobile/);
    const asker = await signUp(server, 'driver', { phone: '' });
    const code = await sendVerification(asker.client, m);
    const thief = await signUp(server, 'driver', { phone: '' });
    const stolen = await thief.client.postJson('/auth/phone/verify', { phone: m.typed, code });
    assert.equal(stolen.status, 400, "another user cannot use someone else's verification code");
    assert.match(stolen.json.error.details.code, /no code waiting/);
    await server.db.updateTable('phoneLoginCodes').set({ expiresAt: sql<Date>`now() - interval '1 second'` }).where('phone', '=', m.e164).execute();
    const expired = await asker.client.postJson('/auth/phone/verify', { phone: m.typed, code });
    assert.equal(expired.status, 400);
    assert.match(expired.json.error.details.code, /expired/);
    assert.equal((await userOf(asker.id)).phoneVerifiedAt, null);
  });
});

describe('registration by phone code (POST /register with a phone and no password)', () => {
  const reg = (m: { typed: string }) => ({ name: 'Sunita Devi', username: `sunita${m.typed.replace(/\D/g, '').slice(-6)}`, role: 'shipper', phone: m.typed, password: '', password_confirm: '' });
  const usersNamed = (username: string) => server.db.selectFrom('users').selectAll().where('username', '=', username).execute();

  test('the code is sent first; the account, with its number proven, exists only once the code is entered', async () => {
    const m = uniqueMobile();
    const form = reg(m);
    const c = anonymous(server);
    const res = await c.post('/register', form);
    assert.equal(res.status, 302);
    assert.equal(res.location, '/register/verify');
    assert.deepEqual(await usersNamed(form.username), [], 'nothing is created before the code');
    const code = lastCode(server, m.e164);
    assert.match(outboxOf().lastTo(m.e164)!.text, /code to create your account/);
    const [row] = await codesOf(m.e164);
    assert.equal(row.purpose, 'register');
    assert.ok(!row.codeHash.toString('latin1').includes(code), 'only a hash of the code is stored');
    assert.equal(row.expiresAt.getTime() - row.createdAt.getTime(), 5 * 60 * 1000);
    const page = await c.get('/register/verify');
    assert.equal(page.status, 200);
    assert.match(page.text, /action="\/register\/verify"/);
    const wrong = await c.post('/register/verify', { code: wrongCode(code) });
    assert.equal(wrong.status, 400);
    assert.match(wrong.text, /4 tries left/);
    assert.deepEqual(await usersNamed(form.username), []);
    const ok = await c.post('/register/verify', { code });
    assert.equal(ok.status, 302);
    assert.equal(ok.location, '/auth/onboarding');
    const [user] = await usersNamed(form.username);
    assert.equal(user.name, 'Sunita Devi');
    assert.equal(user.role, 'shipper');
    assert.equal(user.passwordHash, null);
    assert.ok(user.phoneVerifiedAt, 'the number is proven');
    assert.equal((await c.get('/api/me')).json.data.user.id, user.id);
    // The code is used up; the number now signs in to this account.
    assert.equal((await anonymous(server).postJson('/auth/register/verify', { phone: m.typed, code })).status, 400);
    const again = await requestCode(server, m.typed);
    assert.equal((await again.post('/verify-otp', { code: lastCode(server, m.e164) })).location, '/shipper');
  });

  test('bad registration data shows the form again with the field named and values kept, and sends nothing', async () => {
    const m = uniqueMobile();
    const cases: Array<[Record<string, string>, string, RegExp]> = [
      [{ name: '' }, 'name', /Name is required/],
      [{ username: 'p\u0430ypal' }, 'username', /Username may use only letters of one script/],
      [{ username: 'r'.repeat(65) }, 'username', /Username must be at most 64 characters/],
      [{ role: 'admin' }, 'role', /Choose driver, shipper or broker/],
      [{ phone: '12345' }, 'phone', /10-digit Indian mobile/],
    ];
    for (const [change, field, message] of cases) {
      const res = await anonymous(server).post('/register', { ...reg(m), ...change });
      assert.equal(res.status, 400, JSON.stringify(change));
      assert.match(res.text, message);
      assert.match(res.text, new RegExp(`id="f-${field}"[^>]*aria-invalid="true"`));
      assert.match(res.text, /value="Sunita Devi"|id="f-name"[^>]*aria-invalid/);
    }
    assert.equal(smsCount(server, m.e164), 0);
    const taken = await signUp(server, 'driver');
    const res = await anonymous(server).post('/register', { ...reg(m), username: taken.username.toUpperCase() });
    assert.equal(res.status, 400);
    assert.match(res.text, /already taken/);
    assert.equal(smsCount(server, m.e164), 0);
  });

  test('a number another account has proven, or a username taken meanwhile, is refused when the code is entered', async () => {
    const m = uniqueMobile();
    const owner = await signUp(server, 'driver', { phone: m.typed });
    await markPhoneVerified(server, owner.id);
    const c = anonymous(server);
    assert.equal((await c.post('/register', reg(m))).status, 302, 'the answer does not tell that the number has an account');
    const res = await c.post('/register/verify', { code: lastCode(server, m.e164) });
    assert.equal(res.status, 409);
    assert.match(res.text, /already belongs to an account. Sign in with a code/);
    assert.deepEqual(await usersNamed(reg(m).username), []);

    const n = uniqueMobile();
    const c2 = anonymous(server);
    assert.equal((await c2.post('/register', reg(n))).status, 302);
    await signUp(server, 'broker', { username: reg(n).username });
    const late = await c2.post('/register/verify', { code: lastCode(server, n.e164) });
    assert.equal(late.status, 400);
    assert.match(late.text, /already taken/);
    assert.match(late.text, /id="f-username"[^>]*aria-invalid="true"/);
    assert.match(late.text, /value="Sunita Devi"/, 'the registration comes back in the form');
    assert.match(late.text, /<option value="shipper" selected/);
  });

  test('parallel entries of one registration code create one account', async () => {
    const m = uniqueMobile();
    const form = reg(m);
    assert.equal((await anonymous(server).postJson('/auth/register', form)).status, 200);
    const code = lastCode(server, m.e164);
    const results = await Promise.all(Array.from({ length: 5 }, () => anonymous(server).postJson('/auth/register/verify', { phone: m.typed, code })));
    assert.equal(results.filter((r) => r.status === 201).length, 1);
    assert.ok(results.filter((r) => r.status !== 201).every((r) => r.status === 400));
    assert.equal((await usersNamed(form.username)).length, 1);
  });

  test('JSON: /auth/register sends the code, /auth/register/verify creates the account (201); an expired code is refused', async () => {
    const m = uniqueMobile();
    const form = { ...reg(m), role: 'driver' };
    const sent = await anonymous(server).postJson('/auth/register', form);
    assert.equal(sent.status, 200);
    assert.equal(sent.json.success, true);
    const bad = await anonymous(server).postJson('/auth/register', { ...form, username: '' });
    assert.equal(bad.status, 400);
    assert.match(bad.json.error.details.username, /Username is required/);
    const code = lastCode(server, m.e164);
    await server.db.updateTable('phoneLoginCodes').set({ expiresAt: sql<Date>`now() - interval '1 second'` }).where('phone', '=', m.e164).execute();
    const expired = await anonymous(server).postJson('/auth/register/verify', { phone: m.typed, code });
    assert.equal(expired.status, 400);
    assert.match(expired.json.error.details.code, /expired/);
    await anonymous(server).postJson('/auth/register', form);
    const c = anonymous(server);
    const done = await c.postJson('/auth/register/verify', { phone: m.typed, code: lastCode(server, m.e164) });
    assert.equal(done.status, 201);
    assert.equal(done.json.redirect, '/auth/onboarding');
    assert.equal(done.json.data.new_account, true);
    assert.equal(done.json.data.user.username, form.username);
    assert.equal(done.json.data.user.role, 'driver');
    assert.equal((await c.get('/api/me')).json.data.user.id, done.json.data.user.id);
  });
});
