/**
 * The request helper's rules, on a small app of its own (no database): who may
 * call, params as 404, input parsed once with the field named, JSON or HTML
 * decided once, the form drawn again for a shared refusal with the values kept,
 * Post/Redirect/Get with a flash, a one-button action that goes back to its page,
 * and the declarations as the API's document.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { openApiDocument } from './api-docs.js';
import { route, uuidParam } from './action.js';
import type { SessionUser } from './context.js';
import { ConflictError, DomainError, ForbiddenError, errorEnvelope, toDomainError } from './errors.js';
import { wantsJson } from './respond.js';

/** A driver's browser posting a form. */
const FORM = { 'x-role': 'driver', 'content-type': 'application/x-www-form-urlencoded' };
const ID = '0b6f6a2e-9c1d-4c55-8f3e-2b7a1d9e4c10';
const noteSchema = z.object({ text: z.string({ error: 'Text is required' }).trim().min(1, 'Text is required').max(20, 'Text must be at most 20 characters') });

function userOf(role: string | undefined): SessionUser | null {
  if (!role) return null;
  return { id: ID, username: `a-${role}`, name: 'Asha', role: role as SessionUser['role'], phone: null, plan: 'free', verified: false };
}

async function buildTestApp(): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('db', {} as never);
  app.decorate('config', { NODE_ENV: 'test', BASE_URL: 'http://fm.test' } as never);
  await app.register(cookie);
  await app.register(formbody);
  // The session, as a header: the role of the caller (none: signed out).
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    req.user = userOf(req.headers['x-role'] as string | undefined);
  });
  app.setErrorHandler(async (error, req, reply) => {
    const err = toDomainError(error);
    if (wantsJson(req)) return reply.code(err.status).send(errorEnvelope(err));
    return reply.code(err.status).type('text/html').send(`<p>error page: ${err.message}</p>`);
  });

  const notes: string[] = [];
  route(app, 'GET /notes/:id', {
    summary: 'One note',
    access: ['driver', 'shipper'],
    params: z.object({ id: uuidParam('Note') }),
    run: ({ params, user }) => ({ id: params.id, by: user.role }),
    json: (note) => ({ note }),
    page: (note, { flash }) => `<p>note ${note.id} by ${note.by}; flash: ${flash?.text ?? 'none'}</p>`,
  });
  route(app, 'POST /notes', {
    summary: 'Adds a note',
    access: 'user',
    body: noteSchema,
    run: ({ body, user }) => {
      if (body.text === 'taken') throw new ConflictError('That note exists already');
      if (body.text === 'secret') throw new ForbiddenError('Not for you');
      if (body.text === 'dup') throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
      if (body.text === 'nobody') throw new DomainError('NOT_FOUND', 'No driver has that username', { text: 'No driver has that username' });
      notes.push(body.text);
      return { text: body.text, by: user.username };
    },
    status: 201,
    json: (note) => ({ note }),
    redirect: (note) => ({ to: `/notes/${ID}`, flash: `Saved “${note.text}”` }),
    form: (refusal, { values }) => ({ toString: () => `<form>${refusal.message} | kept: ${values.text ?? ''} | errors: ${JSON.stringify(refusal.details ?? {})}</form>` }),
  });
  route(app, 'GET /home', {
    summary: 'The landing page, or the signed-in user’s notes',
    access: 'public',
    run: () => null,
    page: (_none, { viewer, flash }) => (viewer ? { redirect: `/notes/${ID}` } : `<p>landing; flash: ${flash?.text ?? 'none'}</p>`),
  });
  route(app, 'POST /api/notes/bulk', {
    summary: 'Adds several notes',
    body: z.object({ texts: z.array(z.string()).min(1) }),
    bodyLimit: 64,
    run: ({ body }) => {
      notes.push(...body.texts);
      return body.texts.length;
    },
    status: 201,
    message: (n) => `${n} notes added`,
    envelope: () => ({ redirect: '/notes' }),
    json: (n) => ({ added: n }),
  });
  // A one-button action: pin a note; it goes back to the page it was pressed on (`next`), else to the note.
  const pinned = new Set<string>();
  route(app, 'POST /notes/:id/pin', {
    summary: 'Pins a note',
    access: ['driver'],
    params: z.object({ id: uuidParam('Note') }),
    body: z.object({ until: z.enum(['today', 'week'], { error: 'Choose today or week' }) }),
    run: ({ params, body }) => {
      if (pinned.has(params.id)) throw new ConflictError('That note is pinned already');
      if (body.until === 'week' && pinned.size > 0) throw new ForbiddenError('Only premium drivers pin for a week');
      pinned.add(params.id);
      return { id: params.id, until: body.until };
    },
    message: (pin) => `Pinned until ${pin.until === 'today' ? 'tonight' : 'next week'}`,
    json: (pin) => ({ pin }),
    back: { next: 'next', to: ({ params }) => `/notes/${params.id}` },
  });
  // A page with a filter: a query that does not parse goes back to the page unfiltered, with the message.
  route(app, 'GET /notes', {
    summary: 'Notes, a page at a time',
    query: z.object({ page: z.coerce.number({ error: 'A page is a number' }).int().min(1).default(1) }),
    run: ({ query }) => {
      if (query.page > 50) throw new ConflictError('The notes are being rebuilt');
      return { page: query.page, notes: notes.slice(0, 2) };
    },
    json: (list) => list,
    page: (list, { flash }) => `<p>page ${list.page}; flash: ${flash?.text ?? 'none'}</p>`,
    back: { to: '/notes' },
  });
  route(app, 'GET /api/notes', {
    summary: 'Every note',
    access: 'public',
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    run: ({ query }) => notes.slice(0, query.limit),
    json: (list) => ({ notes: list }),
  });
  return app;
}

describe('route(): one way to declare a route', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildTestApp();
  });
  after(async () => {
    await app.close();
  });

  it('a page: the signed-in caller of a listed role gets it; a bad id is 404 naming the noun, never 400', async () => {
    const ok = await app.inject({ url: `/notes/${ID.toUpperCase()}`, headers: { 'x-role': 'driver' } });
    assert.equal(ok.statusCode, 200);
    assert.match(ok.body, new RegExp(`note ${ID} by driver; flash: none`));
    const bad = await app.inject({ url: '/notes/not-an-id', headers: { 'x-role': 'driver', accept: 'application/json' } });
    assert.equal(bad.statusCode, 404);
    assert.equal(bad.json().error.code, 'NOT_FOUND');
    assert.match(bad.json().error.message, /Note/);
  });

  it('the same route answers JSON when asked, in the envelope', async () => {
    const res = await app.inject({ url: `/notes/${ID}`, headers: { 'x-role': 'shipper', accept: 'application/json' } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true, data: { note: { id: ID, by: 'shipper' } } });
  });

  it('no session: a page redirects to sign-in, JSON is 401; the wrong role is 403', async () => {
    const page = await app.inject({ url: `/notes/${ID}` });
    assert.equal(page.statusCode, 302);
    assert.equal(page.headers.location, `/login?next=${encodeURIComponent(`/notes/${ID}`)}`);
    const json = await app.inject({ url: `/notes/${ID}`, headers: { accept: 'application/json' } });
    assert.equal(json.statusCode, 401);
    const broker = await app.inject({ url: `/notes/${ID}`, headers: { 'x-role': 'broker', accept: 'application/json' } });
    assert.equal(broker.statusCode, 403);
  });

  it('a form that succeeds redirects (302) with a one-time flash the next page shows once', async () => {
    const res = await app.inject({ method: 'POST', url: '/notes', headers: FORM, payload: 'text=Pune+to+Delhi' });
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, `/notes/${ID}`);
    const flashCookie = res.cookies.find((c) => c.name === 'fm_flash');
    assert.ok(flashCookie, 'a flash cookie is set');
    const next = await app.inject({ url: `/notes/${ID}`, headers: { 'x-role': 'driver' }, cookies: { fm_flash: flashCookie.value } });
    assert.match(next.body, /flash: Saved “Pune to Delhi”/);
    assert.ok(
      next.cookies.some((c) => c.name === 'fm_flash' && c.value === ''),
      'the flash is cleared once shown',
    );
  });

  it('a page that answers with a redirect leaves the flash for the page it sends the browser to', async () => {
    const res = await app.inject({ method: 'POST', url: '/notes', headers: FORM, payload: 'text=Surat' });
    const flashCookie = res.cookies.find((c) => c.name === 'fm_flash')!;
    const home = await app.inject({ url: '/home', headers: { 'x-role': 'driver' }, cookies: { fm_flash: flashCookie.value } });
    assert.equal(home.statusCode, 302);
    assert.ok(!home.cookies.some((c) => c.name === 'fm_flash'), 'the redirect does not clear the flash');
    const next = await app.inject({ url: `/notes/${ID}`, headers: { 'x-role': 'driver' }, cookies: { fm_flash: flashCookie.value } });
    assert.match(next.body, /flash: Saved “Surat”/);
  });

  it('the same form as JSON creates with 201 and answers the data', async () => {
    const res = await app.inject({ method: 'POST', url: '/notes', headers: { 'x-role': 'driver' }, payload: { text: 'Nagpur' } });
    assert.equal(res.statusCode, 201);
    assert.deepEqual(res.json().data, { note: { text: 'Nagpur', by: 'a-driver' } });
  });

  it('bad input: the form comes back (400) with the field named and the value kept; JSON gets 400 naming the field', async () => {
    const form = await app.inject({ method: 'POST', url: '/notes', headers: FORM, payload: `text=${'x'.repeat(21)}` });
    assert.equal(form.statusCode, 400);
    assert.match(form.body, /kept: x{21}/);
    assert.match(form.body, /"text":"Text must be at most 20 characters"/);
    const json = await app.inject({ method: 'POST', url: '/notes', headers: { 'x-role': 'driver' }, payload: { text: '' } });
    assert.equal(json.statusCode, 400);
    assert.deepEqual(json.json().error.details, { text: 'Text is required' });
  });

  it('a refusal of the shared list (409) redraws the form; one outside it (403) goes to the error page', async () => {
    const conflict = await app.inject({ method: 'POST', url: '/notes', headers: FORM, payload: 'text=taken' });
    assert.equal(conflict.statusCode, 409);
    assert.match(conflict.body, /<form>That note exists already \| kept: taken/);
    const forbidden = await app.inject({ method: 'POST', url: '/notes', headers: FORM, payload: 'text=secret' });
    assert.equal(forbidden.statusCode, 403);
    assert.match(forbidden.body, /error page: Not for you/);
  });

  it('a database refusal (unique violation) and a "not found" that names the field also redraw the form', async () => {
    const dup = await app.inject({ method: 'POST', url: '/notes', headers: FORM, payload: 'text=dup' });
    assert.equal(dup.statusCode, 409);
    assert.match(dup.body, /<form>That already exists \| kept: dup/);
    const nobody = await app.inject({ method: 'POST', url: '/notes', headers: FORM, payload: 'text=nobody' });
    assert.equal(nobody.statusCode, 404);
    assert.match(nobody.body, /kept: nobody \| errors: \{"text":"No driver has that username"\}/);
  });

  it('a JSON answer can say a message made from the result and fields beside data; a route can lower its body limit', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/notes/bulk', headers: { 'x-role': 'driver' }, payload: { texts: ['a', 'b'] } });
    assert.equal(res.statusCode, 201);
    assert.deepEqual(res.json(), { success: true, data: { added: 2 }, message: '2 notes added', redirect: '/notes' });
    const big = await app.inject({ method: 'POST', url: '/api/notes/bulk', headers: { 'x-role': 'driver' }, payload: { texts: ['x'.repeat(100)] } });
    assert.equal(big.statusCode, 413);
  });

  it('a JSON-only route answers JSON to a browser too; a bad query is 400 naming the field', async () => {
    const res = await app.inject({ url: '/api/notes?limit=1', headers: { accept: 'text/html' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().success, true);
    assert.equal(res.json().data.notes.length, 1);
    const bad = await app.inject({ url: '/api/notes?limit=500' });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().error.details.limit);
  });

  describe('back: a one-button action goes back to the page it was pressed on', () => {
    const flashOf = (res: { cookies: { name: string; value: string }[] }) => {
      const c = res.cookies.find((k) => k.name === 'fm_flash');
      return c ? (JSON.parse(c.value) as { kind: string; text: string }) : null;
    };
    const NOTE = (n: number) => `${ID.slice(0, -1)}${n}`;

    it('success: a browser goes back (302) to the `next` page with the message as a success flash; JSON gets the envelope', async () => {
      const res = await app.inject({ method: 'POST', url: `/notes/${NOTE(1)}/pin`, headers: FORM, payload: 'until=today&next=%2Fhome%3Ftab%3Dpinned' });
      assert.equal(res.statusCode, 302);
      assert.equal(res.headers.location, '/home?tab=pinned');
      assert.deepEqual(flashOf(res), { kind: 'success', text: 'Pinned until tonight' });
      const shown = await app.inject({ url: `/notes/${ID}`, headers: { 'x-role': 'driver' }, cookies: { fm_flash: res.cookies.find((c) => c.name === 'fm_flash')!.value } });
      assert.match(shown.body, /flash: Pinned until tonight/);
      const json = await app.inject({ method: 'POST', url: `/notes/${NOTE(2)}/pin`, headers: { 'x-role': 'driver' }, payload: { until: 'today' } });
      assert.equal(json.statusCode, 200);
      assert.deepEqual(json.json(), { success: true, data: { pin: { id: NOTE(2), until: 'today' } }, message: 'Pinned until tonight' });
    });

    it('a refusal of the shared list: a browser goes back with the message as an error flash; JSON gets the error envelope and its status', async () => {
      const again = await app.inject({ method: 'POST', url: `/notes/${NOTE(1)}/pin`, headers: FORM, payload: 'until=today&next=%2Fhome' });
      assert.equal(again.statusCode, 302);
      assert.equal(again.headers.location, '/home');
      assert.deepEqual(flashOf(again), { kind: 'error', text: 'That note is pinned already' });
      const bad = await app.inject({ method: 'POST', url: `/notes/${NOTE(3)}/pin`, headers: FORM, payload: 'until=ever' });
      assert.equal(bad.statusCode, 302, 'bad input goes back too: a button has no form to draw again');
      assert.equal(bad.headers.location, `/notes/${NOTE(3)}`, 'without `next` the declared page');
      assert.equal(flashOf(bad)?.kind, 'error');
      const json = await app.inject({ method: 'POST', url: `/notes/${NOTE(1)}/pin`, headers: { 'x-role': 'driver' }, payload: { until: 'today' } });
      assert.equal(json.statusCode, 409);
      assert.deepEqual(json.json().error, { code: 'CONFLICT', message: 'That note is pinned already' });
      const badJson = await app.inject({ method: 'POST', url: `/notes/${NOTE(3)}/pin`, headers: { 'x-role': 'driver' }, payload: { until: 'ever' } });
      assert.equal(badJson.statusCode, 400);
      assert.deepEqual(badJson.json().error.details, { until: 'Choose today or week' });
      const later = await app.inject({ method: 'POST', url: `/notes/${NOTE(3)}/pin`, headers: { 'x-role': 'driver' }, payload: { until: 'today' } });
      assert.equal(later.statusCode, 200, 'the refusal changed nothing: the note was not pinned');
    });

    it('a refusal outside the list, a bad id and no session are not sent back: the error page, 404, the sign-in answer', async () => {
      const forbidden = await app.inject({ method: 'POST', url: `/notes/${NOTE(4)}/pin`, headers: FORM, payload: 'until=week&next=%2Fhome' });
      assert.equal(forbidden.statusCode, 403);
      assert.match(forbidden.body, /error page: Only premium drivers/);
      const missing = await app.inject({ method: 'POST', url: '/notes/nope/pin', headers: FORM, payload: 'until=today&next=%2Fhome' });
      assert.equal(missing.statusCode, 404);
      const anon = await app.inject({ method: 'POST', url: `/notes/${NOTE(4)}/pin`, headers: { 'content-type': FORM['content-type'] }, payload: 'until=today' });
      assert.equal(anon.statusCode, 401);
    });

    it('a `next` that is not a same-site path is ignored: the declared page', async () => {
      for (const [i, next] of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '/\t/evil.example'].entries()) {
        const res = await app.inject({ method: 'POST', url: `/notes/${NOTE(5 + i)}/pin`, headers: FORM, payload: `until=today&next=${encodeURIComponent(next)}` });
        assert.equal(res.statusCode, 302);
        assert.equal(res.headers.location, `/notes/${NOTE(5 + i)}`, next);
        assert.deepEqual(flashOf(res), { kind: 'success', text: 'Pinned until tonight' });
      }
    });

    it('a page with a bad filter: a browser goes back to the page unfiltered with the message; JSON gets 400 naming the field', async () => {
      const res = await app.inject({ url: '/notes?page=two', headers: { 'x-role': 'driver' } });
      assert.equal(res.statusCode, 302);
      assert.equal(res.headers.location, '/notes');
      assert.equal(flashOf(res)?.kind, 'error');
      const back = await app.inject({ url: '/notes', headers: { 'x-role': 'driver' }, cookies: { fm_flash: res.cookies.find((c) => c.name === 'fm_flash')!.value } });
      assert.equal(back.statusCode, 200);
      assert.match(back.body, /page 1; flash: /);
      assert.doesNotMatch(back.body, /flash: none/);
      const json = await app.inject({ url: '/notes?page=two', headers: { 'x-role': 'driver', accept: 'application/json' } });
      assert.equal(json.statusCode, 400);
      assert.ok(json.json().error.details.page);
      const busy = await app.inject({ url: '/notes?page=51', headers: { 'x-role': 'driver' } });
      assert.equal(busy.statusCode, 409, 'a refusal while reading is the error page: going back to a page that refuses again would loop');
      assert.match(busy.body, /error page: The notes are being rebuilt/);
    });
  });

  it('the declarations are the API document: each JSON route with who may call it and its inputs', () => {
    const doc = openApiDocument(app, 'http://fm.test') as { openapi: string; paths: Record<string, Record<string, any>> };
    assert.equal(doc.openapi, '3.1.0');
    const one = doc.paths['/notes/{id}'].get;
    assert.equal(one.summary, 'One note');
    assert.match(one.description, /signed-in driver or shipper accounts/);
    assert.deepEqual(
      one.parameters.map((p: { name: string; in: string }) => [p.name, p.in]),
      [['id', 'path']],
    );
    const add = doc.paths['/notes'].post;
    assert.equal(add.requestBody.content['application/json'].schema.properties.text.maxLength, 20);
    assert.ok(add.responses['201']);
    const list = doc.paths['/api/notes'].get;
    assert.deepEqual(list.security, []);
    assert.equal(list.parameters[0].name, 'limit');
  });
});
