/**
 * The API's documentation, from the real app: /api/docs is the OpenAPI 3.1
 * document of every route declared with route() that answers JSON, in the
 * success envelope; /api-docs shows the same endpoints as a page to anyone.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { anonymous } from '../../test/helpers/factories.js';
import { startTestServer, type TestServer } from '../../test/helpers/test-server.js';

let server: TestServer;
before(async () => {
  server = await startTestServer();
});
after(async () => {
  await server.close();
});

describe('API documentation', () => {
  test('/api/docs is an OpenAPI 3.1 document in the envelope, with each declared JSON route, its guard and its inputs', async () => {
    const res = await anonymous(server).get('/api/docs');
    assert.equal(res.status, 200);
    assert.equal(res.json.success, true);
    const doc = res.json.data;
    assert.equal(doc.openapi, '3.1.0');
    const send = doc.paths['/api/messages'].post;
    assert.match(send.summary, /message/i);
    assert.match(send.description, /any signed-in user/);
    assert.deepEqual(Object.keys(send.requestBody.content['application/json'].schema.properties).sort(), ['content', 'load_id', 'receiver_id']);
    assert.ok(send.responses['201']);
    const conversation = doc.paths['/api/messages/{userId}'].get;
    assert.deepEqual(
      conversation.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`),
      ['path:userId', 'query:before', 'query:limit'],
    );
    // A page-only route (no JSON answer) is not part of the API.
    for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) assert.ok(Object.keys(methods).length > 0, path);
  });

  test('/api-docs lists the same endpoints as a page, signed in or not', async () => {
    const res = await anonymous(server).get('/api-docs', { accept: 'html' });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
    assert.match(res.text, /POST \/api\/messages/);
    assert.match(res.text, /Who may call: any signed-in user/);
    assert.match(res.text, /href="\/api\/docs"/);
  });
});
