import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { sendCsv, sendFile } from './csv-download.js';

test('a file named in Hindi or with spaces goes as an ASCII name plus its UTF-8 form; a plain name stays plain', async () => {
  const app = Fastify();
  app.get('/hindi', (_req, reply) => sendFile(reply, { type: 'application/pdf', name: 'statement-श्री गणेश "रोडवेज".pdf', body: 'x', inline: true }));
  app.get('/plain', (_req, reply) => sendCsv(reply, 'monthly', 'a,b\r\n'));
  const hindi = await app.inject('/hindi');
  assert.equal(hindi.statusCode, 200);
  const cd = String(hindi.headers['content-disposition']);
  assert.match(cd, /^inline; filename="statement-[\w.-]+\.pdf"; filename\*=UTF-8''statement-/);
  assert.ok(decodeURIComponent(cd.split("UTF-8''")[1] ?? '').endsWith('श्री गणेश "रोडवेज".pdf'));
  assert.equal(hindi.headers['cache-control'], 'private, no-store');
  const plain = await app.inject('/plain');
  assert.match(String(plain.headers['content-disposition']), /^attachment; filename="monthly-\d{4}-\d{2}-\d{2}\.csv"$/);
  assert.equal(plain.headers['content-type'], 'text/csv; charset=utf-8');
  await app.close();
});
