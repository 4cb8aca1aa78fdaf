/** Route table of audit (SPEC section K; admin only): the change log, its CSV download, and one change in detail. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam, parseInput, route } from '../../http/action.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import { sendCsv } from '../../http/csv-download.js';
import { actor, requireRole } from '../../http/guards.js';
import { renderPage, wantsJson } from '../../http/respond.js';
import type { Database } from '../../db/database.js';
import { t } from '../../lib/i18n/index.js';
import { pageInfo } from '../../views/pagination.js';
import { auditLogCsv } from './csv.js';
import { parseImage, presentAuditLog } from './presenters.js';
import { CSV_MAX_ROWS, findActors, findAuditLogById, findNeighbourEntries, findReferenceNames, listAuditLogs, MAX_ACTORS } from './queries.js';
import { type AuditFilter, auditEntryQuerySchema, auditFilterSchema } from './schema.js';
import { AuditLogDetailPage, AuditLogListPage } from './views.js';
import { referencedIds } from './words.js';

const ADMIN = ['admin'] as const;

/** Whose changes a "Who" names: background jobs ("system"), or people; nobody, or too many, is refused on the field. */
type Actors = { system: true } | { system: false; people: Array<{ id: string; name: string; username: string }> };
async function actorsNamed(db: Database, who: string): Promise<Actors> {
  if (who.toLowerCase() === 'system') return { system: true };
  const people = await findActors(db, who);
  if (people.length === 0) throw new ValidationError({ who: t('audit.error.nobody', { who }) });
  if (people.length > MAX_ACTORS) throw new ValidationError({ who: t('audit.error.tooMany', { who, max: String(MAX_ACTORS) }) });
  return { system: false, people };
}

/** The filters with a "Who" in place: "system" is the user_id filter of background jobs. */
function withActors(query: AuditFilter, actors: Actors | null): { filter: AuditFilter; actorIds: string[] | null } {
  if (!actors) return { filter: query, actorIds: null };
  if (actors.system) return { filter: { ...query, user_id: 'system' }, actorIds: query.user_id && query.user_id !== 'system' ? [] : null };
  const ids = actors.people.map((p) => p.id);
  return { filter: query, actorIds: query.user_id && query.user_id !== 'system' ? ids.filter((id) => id === query.user_id) : ids };
}

/** An entry's id is a whole number (a bigserial) of at most 15 digits, so exact as a number; anything else names no entry (404). */
const withEntry = z.object({ id: idParam('Audit entry', /^\d{1,15}$/).transform(Number) });

/** Whose changes the list shows, in words, and what the "Who" field holds when a link named a user id ("@ravi"). */
async function whoShown(db: Database, actors: Actors | null, userId: string | null): Promise<{ names: string[]; value: string | null } | null> {
  if (actors?.system || (!actors && userId === 'system')) return { names: [t('audit.actor.systemJobs')], value: actors ? null : 'system' };
  if (actors) return { names: actors.people.map((p) => `${p.name} (@${p.username})`), value: null };
  if (!userId) return null;
  const [person] = await findActors(db, userId);
  return person ? { names: [`${person.name} (@${person.username})`], value: `@${person.username}` } : { names: [t('audit.actor.deleted')], value: null };
}

export function registerAuditRoutes(app: FastifyInstance): void {
  // The audit log.
  route(app, 'GET /audit-logs', {
    summary: 'The change log, filtered by table, action, acting user, record and India-time days',
    access: ADMIN,
    query: auditFilterSchema,
    run: async ({ db, query }) => {
      const actors = query.who ? await actorsNamed(db, query.who) : null;
      const { filter, actorIds } = withActors(query, actors);
      const { rows, total } = await listAuditLogs(db, filter, actorIds);
      return { rows, info: pageInfo(query.page, query.limit, total), recordId: query.record_id, userId: query.user_id, actors };
    },
    json: ({ rows, info }) => ({ logs: rows.map(presentAuditLog), pagination: info }),
    // The page names each record by what it is now (a load's route, a user's name), the filtered one too.
    page: async ({ rows, info, recordId, userId, actors }, { db, user, flash, req }) => {
      const [refs, who] = await Promise.all([findReferenceNames(db, [...rows.map((r) => r.recordId), ...(recordId ? [recordId] : [])]), whoShown(db, actors, userId)]);
      return AuditLogListPage({ user, flash, query: req.query as Record<string, string>, rows, info, refs, who, csvMax: CSV_MAX_ROWS });
    },
    form: (refusal, { user, req }) => AuditLogListPage({ user, query: req.query as Record<string, string>, rows: [], info: null, errors: refusal.details }),
  });

  // The filtered list as a CSV file (every matching entry, newest first, at most CSV_MAX_ROWS). It answers a
  // file, neither JSON nor a page, so it is registered by hand; a bad filter is the list page again with the
  // message (a browser) or the 400 envelope naming the field (JSON).
  app.get('/audit-logs.csv', { preHandler: requireRole(...ADMIN) }, downloadCsv);
  async function downloadCsv(req: FastifyRequest, reply: FastifyReply) {
    let query: AuditFilter;
    let actors: Actors | null;
    try {
      query = parseInput(auditFilterSchema, req.query);
      actors = query.who ? await actorsNamed(app.db, query.who) : null;
    } catch (err) {
      if (!(err instanceof ValidationError) || wantsJson(req)) throw err;
      const page = AuditLogListPage({ user: actor(req), query: req.query as Record<string, string>, rows: [], info: null, errors: err.details });
      return renderPage(reply, page, 400);
    }
    const { filter, actorIds } = withActors(query, actors);
    const body = await auditLogCsv(app.db, filter, actorIds);
    return sendCsv(reply, 'audit-log', body);
  }

  route(app, 'GET /audit-logs/:id', {
    summary: 'One change: the row before and after, with who made it',
    access: ADMIN,
    params: withEntry,
    query: auditEntryQuerySchema,
    run: async ({ db, params }) => {
      const row = await findAuditLogById(db, params.id);
      if (!row) throw new NotFoundError('Audit entry');
      return row;
    },
    json: (row) => ({ log: presentAuditLog(row) }),
    page: async (row, { db, user, query }) => {
      const ids = [row.recordId, ...referencedIds(parseImage(row.beforeJson)), ...referencedIds(parseImage(row.afterJson))];
      const [neighbours, refs] = await Promise.all([findNeighbourEntries(db, row), findReferenceNames(db, ids)]);
      return AuditLogDetailPage({ user, row, neighbours, refs, allFields: query.fields === 'all' });
    },
  });
}
