import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, signInAdmin, signUp } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

describe('public pages', () => {
  test('the landing page offers registration per role, the public board and sign-in, in the shared layout', async () => {
    const res = await anonymous(server).get('/');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(res.text, /<h1>Find loads\. Fill trucks\. Get paid safely\.<\/h1>/);
    assert.match(res.text, /href="\/register\?role=shipper"/);
    assert.match(res.text, /href="\/register\?role=driver"/);
    assert.match(res.text, /href="\/loadboard"/);
    assert.match(res.text, /href="\/login">Sign in</);
    assert.match(res.text, /<link rel="stylesheet" href="\/assets\/app\.css"/);
    assert.match(res.text, /<nav aria-label="Main">/);
    assert.doesNotMatch(res.text, /Sign out/);
  });

  test('/about and /contact are pages of their own, for visitors and signed-in users alike', async () => {
    const about = await anonymous(server).get('/about');
    assert.equal(about.status, 200);
    assert.match(about.text, /<h1>About FreightBazaar<\/h1>/);
    assert.match(about.text, /5% platform fee/);
    const contact = await anonymous(server).get('/contact');
    assert.equal(contact.status, 200);
    assert.match(contact.text, /<h1>Contact us<\/h1>/);
    assert.match(contact.text, /mailto:support@freightbazaar\.in/);

    const driver = await signUp(server, 'driver', { name: 'Kishan Lal' });
    const signedIn = await driver.client.get('/contact');
    assert.equal(signedIn.status, 200, 'not redirected to the dashboard');
    assert.match(signedIn.text, /<h1>Contact us<\/h1>/);
    assert.match(signedIn.text, /Kishan Lal <small>\(driver\)<\/small>/);
    assert.match(signedIn.text, /href="\/logout">Sign out</);
  });
});

describe("each role's home", () => {
  test("/ sends a signed-in user to their role's home, a real page in the layout with the role's navigation", async () => {
    const users = [
      await signUp(server, 'driver', { name: 'Driver Home' }),
      await signUp(server, 'shipper', { name: 'Shipper Home' }),
      await signUp(server, 'broker', { name: 'Broker Home' }),
      { ...(await signInAdmin(server)), name: 'Administrator' },
    ];
    const homes: Record<string, { path: string; navItem: RegExp }> = {
      driver: { path: '/driver', navItem: /href="\/driver\/trips"/ },
      shipper: { path: '/shipper', navItem: /href="\/shipper\/loads"/ },
      broker: { path: '/broker', navItem: /href="\/broker\/network"/ },
      admin: { path: '/admin', navItem: /href="\/audit-logs"/ },
    };
    for (const u of users) {
      const { path, navItem } = homes[u.role];
      const root = await u.client.get('/');
      assert.equal(root.status, 302, u.role);
      assert.equal(root.location, path, u.role);
      const home = await u.client.get(path);
      assert.equal(home.status, 200, `${u.role} home`);
      assert.match(home.text, new RegExp(`<a href="${path}" aria-current="page">Home</a>`), `${u.role}: Home is the current section`);
      assert.match(home.text, navItem, `${u.role}: the role's navigation`);
      assert.match(home.text, new RegExp(`class="who">${u.name} <small>\\(${u.role}\\)</small>`));
      assert.match(home.text, /<h1[ >]/);
    }
  });

  test("another role's home is refused with 403, not shown", async () => {
    const driver = await signUp(server, 'driver');
    for (const path of ['/shipper', '/broker', '/admin']) {
      const res = await driver.client.get(path);
      assert.equal(res.status, 403, path);
      assert.doesNotMatch(res.text, /Platform at a glance/);
    }
  });
});
