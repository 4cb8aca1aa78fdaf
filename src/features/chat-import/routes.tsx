/**
 * Route table of chat import: the JSON parser and save (CONTRACT section 11)
 * and the page where a shipper or broker pastes a batch, reviews and edits the
 * candidates, and saves the ticked ones as loads.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type Ctx, route } from '../../http/action.js';
import type { SessionUser } from '../../http/context.js';
import { DomainError, ValidationError } from '../../http/errors.js';
import { idempotencyKeyOf } from '../../http/idempotency.js';
import { formatNumber, t } from '../../lib/i18n/index.js';
import { presentLoad } from '../loads/presenter.js';
import { ParserBusyError } from './errors.js';
import { parserPoolOf } from './parser-pool.js';
import { presentCandidate } from './presenter.js';
import { MAX_LOADS_PER_SAVE, parseParseChatInput, parseSaveInput, readReviewForm, rowErrors, saveRequestHash, validateChosenLoads, type ParseChatInput, type ReviewForm } from './schema.js';
import { readChat, saveImportedLoads, type ReadChatResult, type ReviewedCandidate, type SaveResult } from './service.js';
import { ImportPage, ReviewPage, type Review } from './views.js';

/** A full paste plus its review table, form-encoded (Hindi text triples in size), fits. */
const BODY_LIMIT = 4 * 1024 * 1024;
const API_SAVE_ROUTE = 'POST /api/parse-chat/save';
const PAGE_SAVE_ROUTE = 'POST /loads/import/save';
const POSTERS = ['shipper', 'broker'] as const;

type AnyCtx = Ctx<unknown, unknown, unknown>;

export function registerChatImportRoutes(app: FastifyInstance): void {
  // The parser's threads (started on the first paste, stopped when the app closes) and the paste size limit.
  const parser = parserPoolOf(app);
  const maxBytes = app.config.PARSER_MAX_BYTES;

  // JSON: any signed-in user may parse; shippers and brokers save the chosen candidates as loads.
  route(app, 'POST /api/parse-chat', {
    summary:
      'Reads pasted WhatsApp messages into candidate loads (nothing is stored): `{ messages, posts, candidates }`, each candidate with the fields of CONTRACT §11 and `material`, `truck_no` of `trucks`',
    bodyLimit: BODY_LIMIT,
    body: pasteOf,
    run: ({ db, user, body }) => readChat(db, parser, user, body),
    json: readJson,
  });

  route(app, API_SAVE_ROUTE, {
    summary: 'Saves the chosen candidates as loads, all or none (an Idempotency-Key makes a repeat store nothing more)',
    access: POSTERS,
    bodyLimit: BODY_LIMIT,
    run: saveChosen,
    status: 201,
    message: savedMessage,
    json: savedJson,
  });

  // The page: paste, review and edit, save the ticked rows.
  route(app, 'GET /loads/import', {
    summary: 'The paste form',
    access: POSTERS,
    run: () => null,
    page: (_none, { user, flash }) => ImportPage({ user, flash, text: '', maxBytes }),
  });

  route(app, 'POST /loads/import', {
    summary: 'Reads a paste and shows the review table (JSON callers get the candidates, as from /api/parse-chat)',
    access: POSTERS,
    bodyLimit: BODY_LIMIT,
    body: pasteOf,
    run: ({ db, user, body }) => readChat(db, parser, user, body),
    json: readJson,
    // A reading stores nothing, so the table is drawn directly.
    page: (result, { user, body }) => reviewPage(user, body, result),
    // Refused, too slow to read or the parser busy: the form again, with the paste kept.
    form: (refusal, { user, values }) => ImportPage({ user, text: values.text ?? '', errors: refusal.details, maxBytes }),
  });

  route(app, PAGE_SAVE_ROUTE, {
    summary: 'Saves the ticked rows of the review table as loads, all or none (JSON callers send the loads, as to /api/parse-chat/save)',
    access: POSTERS,
    bodyLimit: BODY_LIMIT,
    // The review table and the API's list of loads are two bodies at one URL, and route() parses one body per route.
    run: (ctx) => (ctx.answersJson ? saveChosen(ctx) : saveReviewed(ctx)),
    status: 201,
    message: savedMessage,
    json: savedJson,
    redirect: ({ loads }, { user }) => ({ to: user.role === 'broker' ? '/broker/loads' : '/shipper/loads', flash: t('chatImport.flash.saved', { n: loads.length }) }),
    // A refused save shows the table again as edited, with each row's errors.
    form: async (refusal, { user, req }) => ReviewPage({ user, ...(await rereadTable(user, readReviewForm(req.body))), message: refusal.message }),
  });

  /** A paste of at most PARSER_MAX_BYTES; the reference date defaults to today in India. */
  function pasteOf(raw: unknown): ParseChatInput {
    const parsed = parseParseChatInput(raw, maxBytes);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    return parsed.value;
  }

  function readJson({ messages, posts, candidates }: ReadChatResult) {
    return { messages, posts, candidates: candidates.map(presentCandidate) };
  }

  /** The chosen loads of the API (`{ loads: [...] }`), saved once per Idempotency-Key. */
  function saveChosen({ db, user, req }: AnyCtx): Promise<SaveResult> {
    // The key is checked before the loads are.
    const key = idempotencyKeyOf(req.headers);
    return saveImportedLoads(db, user, parseSaveInput(req.body), key ? { key, route: API_SAVE_ROUTE } : null);
  }

  function savedJson({ loads, replayed }: SaveResult, { reply, user }: AnyCtx) {
    if (replayed) reply.header('idempotent-replayed', 'true');
    return { loads: loads.map((l) => presentLoad(l, { public: false, baseUrl: app.config.BASE_URL, viewer: user })) };
  }

  /** The ticked rows of the review table, saved once per page and rows; a refusal says what to change in the table. */
  function saveReviewed({ db, user, req }: AnyCtx): Promise<SaveResult> {
    const form = readReviewForm(req.body);
    const kept = form.rows.flatMap((r, i) => (r.keep ? [i] : []));
    if (kept.length === 0) throw tableRefused(t('chatImport.error.tickOne'));
    if (kept.length > MAX_LOADS_PER_SAVE) throw tableRefused(t('chatImport.error.tickAtMost', { max: MAX_LOADS_PER_SAVE, extra: kept.length - MAX_LOADS_PER_SAVE }));
    const checked = validateChosenLoads(kept.map((i) => form.rows[i].values));
    if (!checked.ok) {
      const bad = checked.errors.filter((e) => e !== undefined).length;
      throw tableRefused(t('chatImport.error.rowsToFix', { n: bad }));
    }
    const key = form.batch ? pageSaveKey(form.batch, saveRequestHash(checked.loads)) : null;
    return saveImportedLoads(db, user, checked.loads, key);
  }

  /** The review table of a reading, or the paste form again with a notice when it found no load. */
  function reviewPage(user: SessionUser, input: ParseChatInput, result: ReadChatResult) {
    if (result.candidates.length === 0) {
      // Two sentences, each a message: what was not found, and what a load post needs.
      const notice = [result.posts <= 1 ? t('chatImport.notice.noneOne') : t('chatImport.notice.noneMany', { n: formatNumber(result.posts) }), t('chatImport.notice.how')].join(' ');
      return ImportPage({ user, text: input.text, notice, maxBytes });
    }
    const rows = result.candidates.map((meta, index): Review => ({ index, values: meta.values, keep: meta.ready && !meta.duplicateOf && meta.repeatOf === null, errors: meta.saveErrors, meta }));
    keepAtMost(rows, MAX_LOADS_PER_SAVE);
    return ReviewPage({ user, source: input.text, referenceDate: input.referenceDate, batch: newBatch(), posts: result.posts, rows });
  }

  /** The table as submitted, with the messages read again from the hidden paste when it still matches. */
  async function rereadTable(user: SessionUser, form: ReviewForm) {
    let metas: ReviewedCandidate[] = [];
    let posts: number | null = null;
    const input: ParseChatInput = { text: form.source, referenceDate: form.referenceDate };
    if (form.source.trim() && parseParseChatInput({ text: form.source, reference_date: form.referenceDate }, maxBytes).ok) {
      try {
        const again = await readChat(app.db, parser, user, input);
        if (again.candidates.length === form.rows.length) [metas, posts] = [again.candidates, again.posts];
      } catch (err) {
        // The table is shown without the messages when the paste cannot be read again now.
        if (!(err instanceof DomainError && err.status < 500 && err.details) && !(err instanceof ParserBusyError)) throw err;
      }
    }
    const rows = form.rows.map((r, index): Review => ({ index, values: r.values, keep: r.keep, errors: rowErrors(r.values), meta: metas[index] ?? null }));
    return { source: form.source, referenceDate: form.referenceDate, batch: form.batch ?? newBatch(), posts, rows };
  }
}

/** A refused save of the review table: the table comes back with this message on top. */
function tableRefused(message: string): ValidationError {
  return new ValidationError({ keep: message }, message);
}

function savedMessage({ loads }: SaveResult): string {
  return t('chatImport.saved', { n: loads.length });
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
