/**
 * npx tsx bench/pastes.ts [--url http://127.0.0.1:3000] [--duration 10]
 *
 * Does a big paste stall everyone else? Against a running app (npm start, with
 * RATE_LIMIT_MAX and RATE_LIMIT_SEARCH_MAX high enough for the pastes: chat
 * parsing has its own budget, 30 a minute by default, which four loops pass in
 * seconds and then get 429), registers a driver, then runs
 * autocannon on GET /healthz (10 connections) twice: alone, and while four
 * 90 KB pastes (the labelled corpus repeated) are always being read by
 * POST /api/parse-chat. Prints the health check's latency percentiles and
 * how many pastes were read meanwhile.
 */
import autocannon from 'autocannon';
import { CORPUS } from '../test/fixtures/chat-corpus.js';

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? def : process.argv[i + 1];
}

const url = arg('url', 'http://127.0.0.1:3000');
const duration = Number(arg('duration', '10'));

async function signUpDriver(): Promise<string> {
  const username = `bench_${Date.now().toString(36)}`;
  const body = new URLSearchParams({ name: 'Bench Driver', username, password: 'bench-pass', password_confirm: 'bench-pass', role: 'driver', phone: '98765 43210' });
  const res = await fetch(`${url}/register`, { method: 'POST', body, redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (res.status !== 302 || !cookie) throw new Error(`registration failed: ${res.status}`);
  return cookie;
}

function paste(kb: number): string {
  const corpus = CORPUS.map((m) => m.text).join('\n\n');
  let text = '';
  while (Buffer.byteLength(text) < kb * 1024) text += `${corpus}\n\n`;
  return text.slice(0, kb * 1024);
}

async function health(title: string) {
  const r = await autocannon({ url: `${url}/healthz`, connections: 10, duration });
  const l = r.latency;
  console.log(`${title}: ${Math.round(r.requests.average)} req/s, latency p50 ${l.p50} ms, p90 ${l.p90} ms, p97.5 ${l.p97_5} ms, p99 ${l.p99} ms, max ${l.max} ms; non-2xx ${r.non2xx}`);
}

async function main() {
  const cookie = await signUpDriver();
  const text = paste(90);
  await health('GET /healthz alone');
  let stop = false;
  let read = 0;
  const statuses = new Map<number, number>();
  const loop = async () => {
    while (!stop) {
      const res = await fetch(`${url}/api/parse-chat`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ text }) });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) read++;
    }
  };
  const loops = [loop(), loop(), loop(), loop()];
  await health('GET /healthz while four 90 KB pastes are read');
  stop = true;
  await Promise.all(loops);
  console.log(`pastes answered meanwhile: ${[...statuses].map(([s, n]) => `${n} x ${s}`).join(', ')} (${read} read)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
