/**
 * Reading a paste never blocks the server (issue 13, item 5): the parser runs
 * in its worker threads with a size limit per paste, a time limit per read and
 * a bounded queue. The pool's own guarantees are in parser-pool.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous, signUp } from '../../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../../test/helpers/test-server.js';
import { CORPUS } from '../../../test/fixtures/chat-corpus.js';
import { parseChat } from './parser.js';
import { parserPoolOf } from './parser-pool.js';

const REF = '2026-11-20';
/** The labelled corpus repeated to `kb` KB: real load posts, about 1,000 candidates per 90 KB. */
function pasteOf(kb: number): string {
  const corpus = CORPUS.map((m) => m.text).join('\n\n');
  let text = '';
  while (Buffer.byteLength(text) < kb * 1024) text += `${corpus}\n\n`;
  // Cut by bytes, not characters: the corpus has posts in Indic scripts (three bytes a letter); the last word goes.
  return Buffer.from(text)
    .subarray(0, kb * 1024)
    .toString('utf8')
    .replace(/\S*$/, '');
}

/**
 * Resolves once the server's parser has `accepted` pastes and a thread reads one
 * of them (the pool's own counts, not a sleep), or once `answered()` says a paste
 * was already answered (a server that reads on its event loop never gets there).
 */
async function untilReading(server: TestServer, accepted = 1, answered = () => false): Promise<void> {
  const pool = parserPoolOf(server.app);
  while ((pool.running < 1 || pool.inFlight < accepted) && !answered()) await new Promise((r) => setImmediate(r));
}

describe('four big pastes at once', () => {
  let server: TestServer;
  before(async () => {
    // The time limit is tested below with its own server; here a cold thread's first 90 KB paste may take 4-5 s on a
    // loaded two-core machine, so the limit is set well above it and a slow host cannot turn this test into a 422.
    server = await startTestServer({ PARSER_THREADS: '1', PARSER_MAX_QUEUE: '3', PARSER_TIMEOUT_MS: '60000' });
  });
  after(async () => {
    await server.close();
  });

  test('a health check answers while four 90 KB pastes are being read; a fifth finds no room and gets 503 at once; the pastes are read as the parser reads them', async () => {
    const driver = await signUp(server, 'driver');
    const paste = pasteOf(90);
    assert.ok(Buffer.byteLength(paste) > 89 * 1024);
    // Start the parser thread first, so the race below is between health check and parsing, not thread start-up.
    assert.equal((await driver.client.postJson('/api/parse-chat', { text: 'Delhi to Mumbai 20 ton open 40000 kal', reference_date: REF })).status, 200);

    let answered = 0;
    const pastes = [1, 2, 3, 4].map(() => driver.client.postJson('/api/parse-chat', { text: paste, reference_date: REF }).finally(() => answered++));
    await untilReading(server, 4, () => answered > 0);
    const health = await anonymous(server).get('/healthz');
    // Counted on the server: all four pastes were still being read (none answered) when the health check was answered.
    const readingDuringHealth = parserPoolOf(server.app).inFlight;
    // One thread reading, three pastes waiting (PARSER_MAX_QUEUE=3): no room for a fifth.
    const fifth = await driver.client.postJson('/api/parse-chat', { text: 'Delhi to Mumbai 20 ton open 40000 kal', reference_date: REF });
    const answers = await Promise.all(pastes);

    assert.equal(health.status, 200);
    assert.equal(readingDuringHealth, 4, 'the health check was answered before any of the four pastes was read');
    assert.equal(fifth.status, 503);
    assert.equal(fifth.json.error.code, 'SERVER_BUSY');
    assert.equal(fifth.headers.get('retry-after'), '5');
    const expected = parseChat(paste, { referenceDate: REF });
    assert.ok(expected.length > 500);
    for (const res of answers) {
      assert.equal(res.status, 200);
      assert.equal(res.json.data.candidates.length, expected.length);
      assert.deepEqual(
        res.json.data.candidates.map((c: any) => [c.origin, c.destination, c.truck_type, c.weight, c.price, c.pickup_date]),
        expected.map((c) => [c.origin, c.destination, c.truck_type, c.weight, c.price, c.pickup_date]),
      );
    }
  });
});

describe('a paste that takes too long to read', () => {
  let server: TestServer;
  before(async () => {
    // A limit far below what a 190 KB paste needs (hundreds of milliseconds), so every such read runs past it.
    server = await startTestServer({ PARSER_TIMEOUT_MS: '1', PARSER_THREADS: '1' });
  });
  after(async () => {
    await server.close();
  });

  test('is refused with 422 PARSE_TIMEOUT naming the text, and the page shows the form again with the paste kept', async () => {
    const shipper = await signUp(server, 'shipper');
    const paste = pasteOf(190);
    const api = await shipper.client.postJson('/api/parse-chat', { text: paste, reference_date: REF });
    assert.equal(api.status, 422);
    assert.equal(api.json.error.code, 'PARSE_TIMEOUT');
    assert.match(api.json.error.details.text, /took too long to read: split it into smaller pastes/);

    const page = await shipper.client.post('/loads/import', { text: paste, reference_date: REF });
    assert.equal(page.status, 422);
    assert.match(page.text, /id="f-text-error" class="error">This paste took too long to read/);
    assert.ok(page.text.includes('Loading: Bhiwandi') || page.text.includes(paste.slice(0, 40).replace(/&/g, '&amp;')), 'the paste is kept');
    // The server answers on.
    assert.equal((await anonymous(server).get('/healthz')).status, 200);
  });
});

describe('the size limit', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ PARSER_MAX_BYTES: '2048', PARSER_THREADS: '1' });
  });
  after(async () => {
    await server.close();
  });

  test('a paste over PARSER_MAX_BYTES is refused with 400 naming the text (API and page), before any thread reads it', async () => {
    const shipper = await signUp(server, 'shipper');
    const paste = pasteOf(3);
    const api = await shipper.client.postJson('/api/parse-chat', { text: paste, reference_date: REF });
    assert.equal(api.status, 400);
    assert.equal(api.json.error.code, 'VALIDATION_ERROR');
    assert.match(api.json.error.details.text, /too long: paste at most 2 KB/);
    const page = await shipper.client.post('/loads/import', { text: paste });
    assert.equal(page.status, 400);
    assert.match(page.text, /The text is too long: paste at most 2 KB/);
    assert.equal(parserPoolOf(server.app).running, 0);
    const fits = await shipper.client.postJson('/api/parse-chat', { text: pasteOf(1.9), reference_date: REF });
    assert.equal(fits.status, 200);
    assert.ok(fits.json.data.candidates.length > 0);
  });
});
