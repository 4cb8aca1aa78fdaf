/**
 * What the cluster tests share: a client that keeps cookies and connects from an address of its own (every
 * 127.x.y.z is this machine's loopback, so each person is a different client address to nginx and to the
 * per-address budgets), a reader of the live stream, a local receiver standing in for the SMS provider and
 * a webhook receiver, and a wait on a condition (never a fixed sleep).
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: any;
  /** The instance nginx handed the request to (its X-Upstream header: "127.0.0.1:port", or several when it retried). */
  upstream: string;
}

let nextAddress = 1;
/** A loopback address no other client of this test process uses (127.0.N.M). */
function freshAddress(): string {
  const n = nextAddress++;
  return `127.0.${10 + Math.floor(n / 250)}.${1 + (n % 250)}`;
}

export class Client {
  readonly cookies = new Map<string, string>();
  private readonly agent: http.Agent;

  constructor(
    readonly baseUrl: string,
    readonly localAddress = freshAddress(),
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(headers: IncomingHttpHeaders): void {
    for (const line of headers['set-cookie'] ?? []) {
      const [pair, ...attrs] = line.split(';');
      const i = (pair ?? '').indexOf('=');
      const name = (pair ?? '').slice(0, i).trim();
      const value = (pair ?? '').slice(i + 1).trim();
      if (value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  request(method: string, path: string, opts: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string>; base?: string; timeoutMs?: number } = {}): Promise<Answer> {
    const url = new URL(path, opts.base ?? this.baseUrl);
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    } else if (opts.form) {
      body = new URLSearchParams(opts.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
    return new Promise((resolve, reject) => {
      const req = http.request(url, { method, headers, agent: this.agent, localAddress: this.localAddress, timeout: opts.timeoutMs ?? 30_000 }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => {
          this.keep(res.headers);
          let json: any;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, upstream: String(res.headers['x-upstream'] ?? '') });
        });
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer within ${opts.timeoutMs ?? 30_000} ms`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  get(path: string, opts: { base?: string } = {}) {
    return this.request('GET', path, opts);
  }
  postJson(path: string, json: unknown, opts: { base?: string } = {}) {
    return this.request('POST', path, { ...opts, json });
  }
  postForm(path: string, form: Record<string, string>, opts: { base?: string } = {}) {
    return this.request('POST', path, { ...opts, form, headers: { accept: 'text/html' } });
  }
  close(): void {
    this.agent.destroy();
  }
}

export interface Person {
  id: string;
  username: string;
  password: string;
  role: string;
  client: Client;
  /** The instance that served the registration. */
  registeredOn: string;
}

/** A mobile number nobody else in this run has (+91 and 10 digits starting 9). */
export function uniqueMobile(): { typed: string; e164: string } {
  const digits = `9${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}`;
  return { typed: digits, e164: `+91${digits}` };
}

/** Registers through POST /register (the form, as a browser does) and checks the session works. */
export async function register(baseUrl: string, role: 'driver' | 'shipper' | 'broker', phone = uniqueMobile().typed): Promise<Person> {
  const client = new Client(baseUrl);
  const username = `${role}${randomBytes(4).toString('hex')}`;
  const password = 'cluster-pass-1';
  const res = await client.postForm('/register', { name: `Cluster ${role}`, username, password, password_confirm: password, role, phone });
  assert.equal(res.status, 302, `registration failed: ${res.status} ${res.text.slice(0, 300)}`);
  const me = await client.get('/api/me');
  assert.equal(me.status, 200, me.text);
  return { id: me.json.data.user.id, username, password, role, client, registeredOn: res.upstream };
}

interface LiveEvent {
  type: string;
  data: any;
}

export interface Stream {
  /** The instance holding the stream. */
  upstream: string;
  events: LiveEvent[];
  /** Resolves when the server ended the stream (or it broke). */
  ended: Promise<void>;
  waitFor(match: (e: LiveEvent) => boolean, ms?: number): Promise<LiveEvent>;
  close(): void;
}

/** Opens GET /events through `baseUrl` with the client's session, as EventSource does; resolves once the server holds it open. */
export function openStream(client: Client, baseUrl = client.baseUrl): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL('/events', baseUrl), { headers: { cookie: client.cookieHeader(), accept: 'text/event-stream' }, localAddress: client.localAddress }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`event stream refused: ${res.statusCode}`));
        return;
      }
      const events: LiveEvent[] = [];
      const wakers = new Set<() => void>();
      let buffer = '';
      let opened = false;
      let endStream!: () => void;
      const ended = new Promise<void>((r) => (endStream = r));
      const stream: Stream = {
        upstream: String(res.headers['x-upstream'] ?? ''),
        events,
        ended,
        async waitFor(match, ms = 10_000) {
          const deadline = Date.now() + ms;
          for (;;) {
            const found = events.find(match);
            if (found) return found;
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`no matching live event within ${ms} ms on ${stream.upstream}; got ${JSON.stringify(events)}`);
            await new Promise<void>((r) => {
              const wake = () => {
                clearTimeout(timer);
                wakers.delete(wake);
                r();
              };
              const timer = setTimeout(wake, left);
              wakers.add(wake);
            });
          }
        },
        close() {
          req.destroy();
        },
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!opened) {
            // The first frame (`retry:`) is written once the stream is subscribed.
            opened = true;
            resolve(stream);
          }
          let type = 'message';
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith('event: ')) type = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length === 0) continue;
          events.push({ type, data: JSON.parse(data.join('\n')) });
          for (const w of [...wakers]) w();
        }
      });
      const finish = () => {
        endStream();
        for (const w of [...wakers]) w();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', finish);
    });
    req.on('error', reject);
  });
}

/** A local HTTP receiver: the SMS provider's stand-in (POST JSON {to, text}) or a webhook endpoint. */
export class Receiver {
  readonly received: Array<{ path: string; headers: IncomingHttpHeaders; body: any }> = [];
  private server!: http.Server;
  url = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => {
        raw += c;
      });
      req.on('end', () => {
        let body: any = raw;
        try {
          body = JSON.parse(raw);
        } catch {
          /* kept as text */
        }
        this.received.push({ path: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}

/** Waits (up to `ms`) until `check` gives a truthy value, polling; fails naming `what`. */
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false> | T | null | undefined | false, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
