/**
 * Route table of loads: the family A board and load pages (/loads...), the JSON
 * list and search (/api/loads...), the public board (/loadboard) and the family
 * B marketplace views (/marketplace...) over the same loads and services.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../http/context.js';
import { ForbiddenError, ValidationError, zodDetails } from '../../http/errors.js';
import { requireRole, requireUser, actor } from '../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { formatDate } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import type { PageMeta } from '../../views/layout.js';
import { pageInfo } from '../../views/pagination.js';
import type { LoadPageSections } from '../../views/sections.js';
import { LoadNotEditableError, LoadNotFoundError } from './errors.js';
import { canCancelLoad, canDeleteLoad, canEditLoad, isLoadOwner } from './policy.js';
import { pageAudience, sendBoardJson } from './board/json.js';
import { listBoardLoads, searchOpenLoads } from './board/queries.js';
import { boardVersionOf, READS_BOARD_VERSION } from './board/version.js';
import { formatTonnes, loadFormValuesOf, loadUrl, presentLoad, publicText, shareUrl, truckLabel } from './presenter.js';
import type { LoadRow } from './queries.js';
import { loadFormValues, marketplaceToBoardQuery, parseBoardQuery, parseLoadInput, parseSearchTerm, publicBoardQuery, searchQuerySchema, type BoardFormValues } from './schema.js';
import { cancelLoad, countLoadView, deleteLoad, editLoad, getVisibleLoad, postLoad } from './service.js';
import { BoardPage, BrokerClientHint, LoadFormPage, LoadPage, MarketplacePage, PublicBoardPage, PublicLoadPage } from './views.js';
import { loadPath, marketplaceLoadPath } from '../../views/paths.js';

/** Handlers of /<...>/:id routes read the id through loadId(). */
type IdRequest = FastifyRequest;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function loadId(req: IdRequest): string {
  const id = String((req.params as { id?: unknown }).id ?? '');
  if (!UUID.test(id)) throw new LoadNotFoundError();
  return id.toLowerCase();
}

/** The marketplace names its filters from/to/type; errors are reported under those names. */
const MARKETPLACE_NAMES: Record<string, string> = { origin: 'from', destination: 'to', truck_type: 'type' };

/**
 * The load's page and the marketplace cards show parts that other features render (bids, payment, trip):
 * `sections` hands them in (src/app.ts wires them).
 */
export function registerLoadRoutes(app: FastifyInstance, { sections }: { sections: LoadPageSections }): void {
  const poster = requireRole('shipper', 'broker');
  const shipper = requireRole('shipper');

  // The signed-in board and posting (family A).
  app.get('/loads', { preHandler: [requireUser], config: READS_BOARD_VERSION }, showBoardPage);
  app.get('/loads/new', { preHandler: [poster] }, showNewLoadPage);
  app.post('/loads', { preHandler: [poster] }, createLoad);

  // One load: the full page when signed in, a public summary otherwise.
  app.get('/loads/:id', showLoadPage);
  app.get('/loads/:id/edit', { preHandler: [requireUser] }, showEditLoadPage);
  app.post('/loads/:id', { preHandler: [requireUser] }, updateLoad);
  app.post('/loads/:id/cancel', { preHandler: [requireUser] }, cancelLoadAction);
  app.post('/loads/:id/delete', { preHandler: [requireUser] }, deleteLoadAction);

  // JSON: the list with filters, search by city or route (optional sign-in), one load.
  // READS_BOARD_VERSION: the session lookup also reads the board version (one statement less per request).
  app.get('/api/loads', { preHandler: [requireUser], config: READS_BOARD_VERSION }, listLoads);
  app.get('/api/loads/search', { config: READS_BOARD_VERSION }, searchLoads);
  app.get('/api/loads/:id', { preHandler: [requireUser] }, getLoad);

  // The public, read-only board.
  app.get('/loadboard', { config: READS_BOARD_VERSION }, showPublicBoardPage);

  // The marketplace (family B): the same loads as cards, the same load page, the same posting.
  app.get('/marketplace', { preHandler: [requireUser], config: READS_BOARD_VERSION }, showMarketplacePage);
  app.get('/marketplace/load/:id', { preHandler: [requireUser] }, showMarketplaceLoadPage);
  app.get('/marketplace/post', { preHandler: [shipper] }, showMarketplacePostPage);
  app.post('/marketplace/post', { preHandler: [shipper] }, createMarketplaceLoad);

  const base = () => app.config.BASE_URL;

  // --- Boards -------------------------------------------------------------

  async function showBoardPage(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const parsed = parseBoardQuery(req.query);
    const flash = takeFlash(req, reply);
    if (!parsed.ok) return renderPage(reply, BoardPage({ user, flash, loads: [], info: null, values: parsed.values, errors: parsed.errors }), 400);
    const { rows, total } = await listBoardLoads(app.db, parsed.filter, { version: boardVersionOf(req) });
    const info = pageInfo(parsed.filter.page, parsed.filter.limit, total);
    return renderPage(reply, BoardPage({ user, flash, loads: rows, info, values: parsed.values }));
  }

  async function showPublicBoardPage(req: FastifyRequest, reply: FastifyReply) {
    const parsed = parseBoardQuery(publicBoardQuery(req.query));
    const { status: _status, ...values } = parsed.values;
    if (!parsed.ok) return renderPage(reply, PublicBoardPage({ user: req.user, loads: [], info: null, values, errors: parsed.errors }), 400);
    const { rows, total } = await listBoardLoads(app.db, parsed.filter, { version: boardVersionOf(req) });
    return renderPage(reply, PublicBoardPage({ user: req.user, loads: rows, info: pageInfo(parsed.filter.page, parsed.filter.limit, total), values }));
  }

  async function showMarketplacePage(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const q = (req.query ?? {}) as Record<string, unknown>;
    const values: BoardFormValues = {};
    for (const k of ['from', 'to', 'type', 'sort', 'limit']) values[k] = typeof q[k] === 'string' ? (q[k] as string).trim() : '';
    const parsed = parseBoardQuery(marketplaceToBoardQuery(q));
    const flash = takeFlash(req, reply);
    if (!parsed.ok) {
      const errors = Object.fromEntries(Object.entries(parsed.errors).map(([k, v]) => [MARKETPLACE_NAMES[k] ?? k, v.replace(/^(origin|destination|truck_type)\b/, (m) => MARKETPLACE_NAMES[m])]));
      return renderPage(reply, MarketplacePage({ user, flash, loads: [], info: null, values, errors, bidStatuses: new Map() }), 400);
    }
    const { rows, total } = await listBoardLoads(app.db, parsed.filter, { version: boardVersionOf(req) });
    const bidStatuses =
      user.role === 'driver' && rows.length
        ? await sections.bidStatuses(
            app.db,
            user.id,
            rows.map((r) => r.id),
          )
        : new Map<string, string>();
    return renderPage(reply, MarketplacePage({ user, flash, loads: rows, info: pageInfo(parsed.filter.page, parsed.filter.limit, total), values, bidStatuses }));
  }

  // --- JSON -------------------------------------------------------------

  async function listLoads(req: FastifyRequest, reply: FastifyReply) {
    const parsed = parseBoardQuery(req.query);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const { rows, total } = await listBoardLoads(app.db, parsed.filter, { version: boardVersionOf(req) });
    const pagination = pageInfo(parsed.filter.page, parsed.filter.limit, total);
    const opts = { public: false, baseUrl: base(), viewer: actor(req) };
    // One body per page and audience (callers who are parties of none of its loads, or admins); a page holding
    // the caller's own loads is theirs alone.
    const audience = pageAudience(opts.viewer, rows);
    const variant = audience === 'own' ? null : `member|${audience}|${opts.baseUrl}|${parsed.filter.page}|${parsed.filter.limit}|${total}`;
    return sendBoardJson(reply, rows, variant, () => ({ loads: rows.map((r) => presentLoad(r, opts)), pagination }));
  }

  async function searchLoads(req: FastifyRequest, reply: FastifyReply) {
    const r = searchQuerySchema.safeParse(req.query ?? {});
    if (!r.success) throw new ValidationError(zodDetails(r.error));
    const term = parseSearchTerm(r.data.q);
    if (!term) throw new ValidationError({ q: 'Enter a city (Pune) or a route (Delhi to Mumbai)' });
    const { rows, total } = await searchOpenLoads(app.db, term, r.data.page, r.data.limit, { version: boardVersionOf(req) });
    const opts = { public: !req.user, baseUrl: base(), viewer: req.user ?? null };
    const query = term.kind === 'route' ? { kind: 'route', origin: term.origin, destination: term.destination } : { kind: 'city', city: term.city };
    const audience = pageAudience(opts.viewer, rows);
    const variant = audience === 'own' ? null : `search|${opts.public ? 'public' : 'member'}|${audience}|${opts.baseUrl}|${JSON.stringify(query)}|${r.data.page}|${r.data.limit}|${total}`;
    return sendBoardJson(reply, rows, variant, () => ({ query, loads: rows.map((row) => presentLoad(row, opts)), pagination: pageInfo(r.data.page, r.data.limit, total) }));
  }

  async function getLoad(req: IdRequest, reply: FastifyReply) {
    const load = await getVisibleLoad(app.db, actor(req), loadId(req));
    return sendData(reply, { load: presentLoad(load, { public: false, baseUrl: base(), viewer: actor(req) }) });
  }

  // --- One load -----------------------------------------------------------

  function ogMeta(load: LoadRow): PageMeta {
    return {
      og: {
        title: `${load.origin} → ${load.destination} · ${truckLabel(load)}, ${formatTonnes(load.weightTonnes)}`,
        // Link previews are public: no number written into the material.
        description: `Pickup ${formatDate(load.pickupDate)} · ${load.pricePaise ? formatRupees(load.pricePaise) : 'open to bids'}${load.material ? ` · ${publicText(load.material)}` : ''} · FreightBazaar load board`,
        url: loadUrl(base(), load.id),
      },
    };
  }

  async function renderLoadPage(req: FastifyRequest, reply: FastifyReply, user: SessionUser, load: LoadRow, family: 'loads' | 'marketplace') {
    await countLoadView(app.db, user, req.ip, load);
    const [bidSection, paymentSection, tripSection] = await Promise.all([sections.bids(app.db, user, load, family), sections.payment(app.db, user, load), sections.trip(app.db, user, load)]);
    return renderPage(
      reply,
      LoadPage({
        user,
        flash: takeFlash(req, reply),
        load,
        family,
        shareUrl: shareUrl(load, base()),
        meta: ogMeta(load),
        owner: isLoadOwner(user, load),
        canEdit: canEditLoad(user, load),
        canCancel: canCancelLoad(user, load),
        canDelete: isLoadOwner(user, load) && canDeleteLoad(user, load),
        bidSection,
        paymentSection,
        tripSection,
      }),
    );
  }

  async function showLoadPage(req: IdRequest, reply: FastifyReply) {
    const id = loadId(req);
    const load = await getVisibleLoad(app.db, req.user, id);
    if (!req.user) {
      await countLoadView(app.db, null, req.ip, load);
      return renderPage(reply, PublicLoadPage({ load, shareUrl: shareUrl(load, base()), meta: ogMeta(load) }));
    }
    return renderLoadPage(req, reply, req.user, load, 'loads');
  }

  async function showMarketplaceLoadPage(req: IdRequest, reply: FastifyReply) {
    const user = actor(req);
    const load = await getVisibleLoad(app.db, user, loadId(req));
    return renderLoadPage(req, reply, user, load, 'marketplace');
  }

  // --- Posting and editing -------------------------------------------------

  function newLoadValues(user: SessionUser): Record<string, string> {
    return { contact_phone: user.phone ?? '' };
  }

  /** A broker on the plain form is shown the way to the form that names a client. */
  const newLoadIntro = (user: SessionUser) => (user.role === 'broker' ? <BrokerClientHint /> : undefined);

  async function showNewLoadPage(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    return renderPage(
      reply,
      LoadFormPage({ user, flash: takeFlash(req, reply), mode: 'new', action: '/loads', cancelHref: '/loads', values: newLoadValues(user), active: '/loads/new', intro: newLoadIntro(user) }),
    );
  }

  async function showMarketplacePostPage(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    return renderPage(
      reply,
      LoadFormPage({ user, flash: takeFlash(req, reply), mode: 'new', action: '/marketplace/post', cancelHref: '/marketplace', values: newLoadValues(user), active: '/marketplace' }),
    );
  }

  /** POST /loads and POST /marketplace/post: one use case, two doors. */
  async function create(req: FastifyRequest, reply: FastifyReply, door: { action: string; cancelHref: string; pageOf: (id: string) => string }) {
    const user = actor(req);
    const parsed = parseLoadInput(req.body);
    if (!parsed.ok) {
      if (wantsJson(req)) throw new ValidationError(parsed.errors);
      return renderPage(
        reply,
        LoadFormPage({ user, mode: 'new', action: door.action, cancelHref: door.cancelHref, values: loadFormValues(req.body), errors: parsed.errors, intro: newLoadIntro(user) }),
        400,
      );
    }
    const load = await postLoad(app.db, user, parsed.value);
    if (wantsJson(req)) return sendData(reply, { load: presentLoad(load, { public: false, baseUrl: base(), viewer: actor(req) }) }, 201, 'Load posted');
    return redirectWithFlash(reply, door.pageOf(load.id), `Your load ${load.origin} → ${load.destination} is on the board.`);
  }

  async function createLoad(req: FastifyRequest, reply: FastifyReply) {
    return create(req, reply, { action: '/loads', cancelHref: '/loads', pageOf: (id) => loadPath(id) });
  }

  async function createMarketplaceLoad(req: FastifyRequest, reply: FastifyReply) {
    return create(req, reply, { action: '/marketplace/post', cancelHref: '/marketplace', pageOf: (id) => marketplaceLoadPath(id) });
  }

  /** The owner's open load, or the reason it cannot be edited (404, 403, 409). */
  async function editableLoad(req: IdRequest): Promise<LoadRow> {
    const user = actor(req);
    const load = await getVisibleLoad(app.db, user, loadId(req));
    if (!isLoadOwner(user, load)) throw new ForbiddenError('Only the shipper who posted this load can edit it');
    if (!canEditLoad(user, load)) throw new LoadNotEditableError(load.status);
    return load;
  }

  async function showEditLoadPage(req: IdRequest, reply: FastifyReply) {
    const user = actor(req);
    const load = await editableLoad(req);
    return renderPage(reply, LoadFormPage({ user, flash: takeFlash(req, reply), mode: 'edit', action: loadPath(load.id), cancelHref: loadPath(load.id), values: loadFormValuesOf(load) }));
  }

  async function updateLoad(req: IdRequest, reply: FastifyReply) {
    const user = actor(req);
    const load = await editableLoad(req);
    const parsed = parseLoadInput(req.body);
    if (!parsed.ok) {
      if (wantsJson(req)) throw new ValidationError(parsed.errors);
      return renderPage(reply, LoadFormPage({ user, mode: 'edit', action: loadPath(load.id), cancelHref: loadPath(load.id), values: loadFormValues(req.body), errors: parsed.errors }), 400);
    }
    const saved = await editLoad(app.db, user, load.id, parsed.value);
    if (wantsJson(req)) return sendData(reply, { load: presentLoad(saved, { public: false, baseUrl: base(), viewer: actor(req) }) }, 200, 'Load updated');
    return redirectWithFlash(reply, loadPath(load.id), 'Your changes are saved.');
  }

  async function cancelLoadAction(req: IdRequest, reply: FastifyReply) {
    const user = actor(req);
    const id = loadId(req);
    await cancelLoad(app.db, user, id);
    if (wantsJson(req)) {
      const load = await getVisibleLoad(app.db, user, id);
      return sendData(reply, { load: presentLoad(load, { public: false, baseUrl: base(), viewer: actor(req) }) }, 200, 'Load cancelled');
    }
    return redirectWithFlash(reply, loadPath(id), 'The load is cancelled.');
  }

  async function deleteLoadAction(req: IdRequest, reply: FastifyReply) {
    const user = actor(req);
    const id = loadId(req);
    await deleteLoad(app.db, user, id);
    if (wantsJson(req)) return sendData(reply, { id, deleted: true }, 200, 'Load deleted');
    return redirectWithFlash(reply, user.role === 'admin' ? '/admin/loads' : '/loads', 'The load is deleted.');
  }
}
