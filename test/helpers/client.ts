/**
 * A small HTTP client for tests that keeps cookies like a browser, never
 * follows redirects, and sends forms or JSON.
 */
export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON body (undefined when the body is not JSON). */
  json: any;
  /** The Location header of a redirect. */
  location: string | null;
}

export type FormBody = Record<string, string | number | boolean | undefined | null | Array<string>>;

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  private cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=thu, 01 jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, path: string, opts: { form?: FormBody; json?: unknown; multipart?: FormData; headers?: Record<string, string>; accept?: 'json' | 'html' } = {}): Promise<TestResponse> {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    if (opts.accept === 'json') headers.accept = 'application/json';
    if (opts.accept === 'html') headers.accept = 'text/html';
    let body: string | FormData | undefined;
    if (opts.multipart) {
      // fetch writes the multipart/form-data content type with its boundary.
      body = opts.multipart;
    } else if (opts.form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(opts.form)) {
        if (v === undefined || v === null) continue;
        if (Array.isArray(v)) for (const x of v) params.append(k, x);
        else params.append(k, String(v));
      }
      body = params.toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    this.keepCookies(res);
    const text = await res.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json, location: res.headers.get('location') };
  }

  get(path: string, opts: { headers?: Record<string, string>; accept?: 'json' | 'html' } = {}) {
    return this.request('GET', path, opts);
  }
  post(path: string, form: FormBody = {}, opts: { headers?: Record<string, string>; accept?: 'json' | 'html' } = {}) {
    return this.request('POST', path, { ...opts, form });
  }
  postJson(path: string, json: unknown, opts: { headers?: Record<string, string> } = {}) {
    return this.request('POST', path, { ...opts, json });
  }
  /** A multipart/form-data POST (a form with files), as a browser sends it. */
  postMultipart(path: string, multipart: FormData, opts: { headers?: Record<string, string>; accept?: 'json' | 'html' } = {}) {
    return this.request('POST', path, { ...opts, multipart });
  }
  /** A GET whose answer is bytes (a stored file). */
  async getBytes(path: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const cookie = this.cookieHeader();
    const res = await fetch(this.baseUrl + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }
}
