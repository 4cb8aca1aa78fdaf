/**
 * Route table of chat import: the JSON parser and save (CONTRACT section 11)
 * and the page where a shipper or broker pastes a batch, reviews and edits the
 * candidates, and saves the ticked ones as loads.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../http/context.js';
import { DomainError, setRetryAfter, ValidationError } from '../../http/errors.js';
import { actor, requireRole, requireUser } from '../../http/guards.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { presentLoad } from '../loads/presenter.js';
import { ParserBusyError } from './errors.js';
import { parserPoolOf } from './parser-pool.js';
import { presentCandidate } from './presenter.js';
import { MAX_LOADS_PER_SAVE, parseParseChatInput, parseSaveInput, readReviewForm, rowErrors, saveRequestHash, validateChosenLoads, type ParseChatInput, type ReviewForm } from './schema.js';
import { readChat, saveImportedLoads, type ReviewedCandidate } from './service.js';
import { ImportPage, ReviewPage, type Review } from './views.js';

/** A full paste plus its review table, form-encoded (Hindi text triples in size), fits. */
const BODY_LIMIT = 4 * 1024 * 1024;
const API_SAVE_ROUTE = 'POST /api/parse-chat/save';
const PAGE_SAVE_ROUTE = 'POST /loads/import/save';

export function registerChatImportRoutes(app: FastifyInstance): void {
  const poster = requireRole('shipper', 'broker');
  // The parser's threads (started on the first paste, stopped when the app closes) and the paste size limit.
  const parser = parserPoolOf(app);
  const maxBytes = app.config.PARSER_MAX_BYTES;

  // JSON: any signed-in user may parse; shippers and brokers save the chosen candidates as loads.
  app.post('/api/parse-chat', { preHandler: [requireUser], bodyLimit: BODY_LIMIT }, parseChatBatch);
  app.post('/api/parse-chat/save', { preHandler: [poster], bodyLimit: BODY_LIMIT }, saveChosenLoads);

  // The page: paste, review and edit, save the ticked rows.
  app.get('/loads/import', { preHandler: [poster] }, showImportPage);
  app.post('/loads/import', { preHandler: [poster], bodyLimit: BODY_LIMIT }, reviewImport);
  app.post('/loads/import/save', { preHandler: [poster], bodyLimit: BODY_LIMIT }, saveImport);

  const base = () => app.config.BASE_URL;

  // --- JSON -----------------------------------------------------------------

  async function parseChatBatch(req: FastifyRequest, reply: FastifyReply) {
    const parsed = parseParseChatInput(req.body, maxBytes);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const { messages, candidates } = await read(reply, actor(req), parsed.value);
    return sendData(reply, { messages, candidates: candidates.map(presentCandidate) });
  }

  async function saveChosenLoads(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const key = idempotencyKeyOf(req.headers);
    const inputs = parseSaveInput(req.body);
    const { loads, replayed } = await saveImportedLoads(app.db, user, inputs, key ? { key, route: API_SAVE_ROUTE } : null);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return sendData(reply, { loads: loads.map((l) => presentLoad(l, { public: false, baseUrl: base(), viewer: user })) }, 201, postedText(loads.length));
  }

  // --- The page ---------------------------------------------------------------

  async function showImportPage(req: FastifyRequest, reply: FastifyReply) {
    return renderPage(reply, ImportPage({ user: actor(req), flash: takeFlash(req, reply), text: '', maxBytes }));
  }

  /** Reads the paste and shows the table (a reading stores nothing, so it renders directly). */
  async function reviewImport(req: FastifyRequest, reply: FastifyReply) {
    if (wantsJson(req)) return parseChatBatch(req, reply);
    const user = actor(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const parsed = parseParseChatInput({ text: body.text, reference_date: body.reference_date }, maxBytes);
    const text = typeof body.text === 'string' ? body.text : '';
    if (!parsed.ok) return renderPage(reply, ImportPage({ user, text, errors: parsed.errors, maxBytes }), 400);
    let result: Awaited<ReturnType<typeof read>>;
    try {
      result = await read(reply, user, parsed.value);
    } catch (err) {
      // Refused, too slow to read or the parser busy: the form again, with the paste kept.
      if (err instanceof DomainError && err.details) return renderPage(reply, ImportPage({ user, text, errors: err.details, maxBytes }), err.status);
      throw err;
    }
    if (result.candidates.length === 0) {
      const notice = `No loads found in ${result.messages === 1 ? 'this message' : `these ${result.messages.toLocaleString('en-IN')} messages`}. A load post needs a route and some detail (weight, truck or price); truck-availability posts and chatter are skipped.`;
      return renderPage(reply, ImportPage({ user, text, notice, maxBytes }));
    }
    const rows = result.candidates.map((meta, index): Review => ({ index, values: meta.values, keep: meta.ready && !meta.duplicateOf && meta.repeatOf === null, errors: meta.saveErrors, meta }));
    keepAtMost(rows, MAX_LOADS_PER_SAVE);
    return renderPage(reply, ReviewPage({ user, source: parsed.value.text, referenceDate: parsed.value.referenceDate, batch: newBatch(), messages: result.messages, rows }));
  }

  /** Saves the ticked rows, all or none; a refusal shows the table again as edited, with each row's errors. */
  async function saveImport(req: FastifyRequest, reply: FastifyReply) {
    if (wantsJson(req)) return saveChosenLoads(req, reply);
    const user = actor(req);
    const form = readReviewForm(req.body);
    const kept = form.rows.flatMap((r, i) => (r.keep ? [i] : []));
    const refuse = async (message: string) => renderPage(reply, ReviewPage({ user, ...(await rereadTable(user, form)), message }), 400);
    if (kept.length === 0) return refuse('Tick at least one load to save.');
    if (kept.length > MAX_LOADS_PER_SAVE) return refuse(`Save at most ${MAX_LOADS_PER_SAVE} loads at a time: untick ${kept.length - MAX_LOADS_PER_SAVE}.`);
    const checked = validateChosenLoads(kept.map((i) => form.rows[i].values));
    if (!checked.ok) {
      const bad = checked.errors.filter((e) => e !== undefined).length;
      return refuse(`${bad === 1 ? '1 ticked row needs' : `${bad} ticked rows need`} fixing before saving (marked red). Nothing was saved.`);
    }
    const key = form.batch ? pageSaveKey(form.batch, saveRequestHash(checked.loads)) : null;
    const { loads } = await saveImportedLoads(app.db, user, checked.loads, key);
    return redirectWithFlash(reply, user.role === 'broker' ? '/broker/loads' : '/shipper/loads', `${postedText(loads.length)} from the chat.`);
  }

  /** The table as submitted, with the messages read again from the hidden paste when it still matches. */
  async function rereadTable(user: SessionUser, form: ReviewForm) {
    let metas: ReviewedCandidate[] = [];
    let messages: number | null = null;
    const input: ParseChatInput = { text: form.source, referenceDate: form.referenceDate };
    if (form.source.trim() && parseParseChatInput({ text: form.source, reference_date: form.referenceDate }, maxBytes).ok) {
      try {
        const again = await readChat(app.db, parser, user, input);
        if (again.candidates.length === form.rows.length) [metas, messages] = [again.candidates, again.messages];
      } catch (err) {
        // The table is shown without the messages when the paste cannot be read again now.
        if (!(err instanceof DomainError && err.status < 500 && err.details) && !(err instanceof ParserBusyError)) throw err;
      }
    }
    const rows = form.rows.map((r, index): Review => ({ index, values: r.values, keep: r.keep, errors: rowErrors(r.values), meta: metas[index] ?? null }));
    return { source: form.source, referenceDate: form.referenceDate, batch: form.batch ?? newBatch(), messages, rows };
  }

  /** Reads a paste in the parser pool; a busy pool's refusal says when to try again. */
  async function read(reply: FastifyReply, user: SessionUser, input: ParseChatInput) {
    try {
      return await readChat(app.db, parser, user, input);
    } catch (err) {
      setRetryAfter(reply, err);
      throw err;
    }
  }
}

function postedText(n: number): string {
  return n === 1 ? '1 load posted' : `${n} loads posted`;
}

function newBatch(): string {
  return randomBytes(16).toString('hex');
}

/** The same review page saving the same rows is one save; other rows from it are another. */
function pageSaveKey(batch: string, requestHash: string): { key: string; route: string } {
  return { key: `chat-import:${batch}:${createHash('sha256').update(requestHash).digest('hex').slice(0, 32)}`, route: PAGE_SAVE_ROUTE };
}

/** Leaves only the first `max` ticked rows ticked (one save takes at most `max`). */
function keepAtMost(rows: Review[], max: number): void {
  let n = 0;
  for (const r of rows) if (r.keep && ++n > max) r.keep = false;
}
