/**
 * The floor of issue 20: the least a signed-in request can cost on this machine. Bare Fastify (no plugin, no
 * hook, logger off) answers every GET with a body prepared beforehand, the same bytes and content type the
 * product answered for that path, after one database round trip (a prepared `select $1`, the least a session
 * lookup costs) on a pool of the product's size. bench/loads.ts starts it beside the product and runs every
 * scenario against both, so the ratio product / floor is measured on the same machine at the same moment.
 *
 * Plain JavaScript, run by `node` itself (no TypeScript loader): it stands for the cheapest server there is.
 *
 * Environment: DATABASE_URL, PORT, FLOOR_BODIES (a JSON file: { "<path>": { "type": "...", "body": "..." } }),
 * FLOOR_POOL_MAX (default 20, the product's DATABASE_POOL_MAX default).
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

const bodies = new Map(Object.entries(JSON.parse(readFileSync(process.env.FLOOR_BODIES, 'utf8'))).map(([p, b]) => [p, { type: b.type, body: Buffer.from(b.body) }]));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.FLOOR_POOL_MAX ?? 20) });
const app = Fastify({ logger: false });

app.get('/readyz', async () => ({ status: 'ready' }));
app.get('/*', async (req, reply) => {
  await pool.query({ name: 'floor', text: 'select $1::text as t', values: [req.headers.cookie ?? ''] });
  const ready = bodies.get(req.url);
  if (!ready) return reply.code(404).send({ error: 'no body prepared for this path' });
  return reply.type(ready.type).send(ready.body);
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
