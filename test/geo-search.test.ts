/**
 * A city typed in an Indic script finds the loads of that city: the board filters (/marketplace?from=,
 * /loads?origin=, GET /api/loads) and the search (GET /api/loads/search?q=) read "मुंबई", "મુંબઈ",
 * "மும்பை" or "ਲੁਧਿਆਣਾ" through the gazetteer's names (src/geo/city-names.ts) as Mumbai or Ludhiana.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, signUp } from './helpers/factories.js';
import { insertBoardLoad, uniqueTown } from './helpers/loads-factories.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

const q = encodeURIComponent;
const cardIds = (html: string) => [...html.matchAll(/<article class="card" data-load-id="([^"]+)"/g)].map((m) => m[1]);
const ids = (res: { json: any }) => res.json.data.loads.map((l: { id: string }) => l.id);

describe('a city in an Indic script finds its loads', () => {
  test('the marketplace, the board and the JSON list filter by a city written in Devanagari, Gujarati, Tamil or Gurmukhi', async () => {
    const owner = await signUp(server, 'shipper');
    const driver = await signUp(server, 'driver');
    const town = uniqueTown();
    const fromMumbai = await insertBoardLoad(server.db, owner.id, { origin: 'Mumbai', destination: town });
    const toLudhiana = await insertBoardLoad(server.db, owner.id, { origin: town, destination: 'Ludhiana' });

    for (const mumbai of ['मुंबई', 'મુંબઈ', 'மும்பை', 'ਮੁੰਬਈ', 'Bombay']) {
      const market = await driver.client.get(`/marketplace?from=${q(mumbai)}&to=${q(town)}`);
      assert.equal(market.status, 200, mumbai);
      assert.deepEqual(cardIds(market.text), [fromMumbai.id], `/marketplace?from=${mumbai}`);
      const board = await driver.client.get(`/loads?origin=${q(mumbai)}&destination=${q(town)}`);
      assert.deepEqual(cardIds(board.text), [fromMumbai.id], `/loads?origin=${mumbai}`);
      const json = await driver.client.get(`/api/loads?origin=${q(mumbai)}&destination=${q(town)}`);
      assert.equal(json.status, 200);
      assert.deepEqual(ids(json), [fromMumbai.id], `/api/loads?origin=${mumbai}`);
    }
    for (const ludhiana of ['ਲੁਧਿਆਣਾ', 'लुधियाना', 'લુધિયાણા', 'லூதியானா']) {
      const market = await driver.client.get(`/marketplace?from=${q(town)}&to=${q(ludhiana)}`);
      assert.deepEqual(cardIds(market.text), [toLudhiana.id], `/marketplace?to=${ludhiana}`);
    }
    // The filter form shows back what was typed.
    const market = await driver.client.get(`/marketplace?from=${q('મુંબઈ')}&to=${q(town)}`);
    assert.match(market.text, /value="મુંબઈ"/);
  });

  test('the search reads an Indic city, and a route between an Indic and an English name', async () => {
    const owner = await signUp(server, 'shipper');
    const town = uniqueTown();
    const load = await insertBoardLoad(server.db, owner.id, { origin: 'Chennai', destination: town });
    for (const term of [`சென்னை to ${town}`, `चेन्नई - ${town}`, `ચેન્નઈ → ${town}`]) {
      const res = await anonymous(server).get(`/api/loads/search?q=${q(term)}`);
      assert.equal(res.status, 200, term);
      assert.deepEqual(ids(res), [load.id], term);
    }
    const city = await anonymous(server).get(`/api/loads/search?q=${q('சென்னை')}&limit=100`);
    assert.equal(city.status, 200);
    assert.ok(ids(city).includes(load.id), 'a city alone finds the loads from or to it');
  });
});
