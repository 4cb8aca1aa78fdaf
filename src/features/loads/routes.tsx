/**
 * Route table of loads: the board in its three dialects (/loads, /marketplace, /loadboard: one page), a load's
 * page (/loads/<id> and /marketplace/load/<id>: one page), posting and editing, and the JSON list, search and
 * load (/api/loads...), over the same queries and services.
 *
 * Every route is a `route()` declaration but the two board JSON lists (GET /api/loads, GET /api/loads/search),
 * the board's hot path: they answer bytes kept per page, board version and audience (board/json.ts), which
 * `route()`'s `json` answer would serialise again on every request (85 to 110 % more CPU per request,
 * BENCHMARKS.md), and they read the board version with the session (READS_BOARD_VERSION).
 */
import { addDays, formatDate, kolkataDate } from '../../lib/dates.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resolveCity, suggestCity } from '../../geo/cities.js';
import { type Ctx, route, uuidParam } from '../../http/action.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, type DomainError, ForbiddenError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireUser } from '../../http/guards.js';
import type { Flash } from '../../http/respond.js';
import { t } from '../../lib/i18n/index.js';
import { cityName } from '../../lib/words.js';
import { ownerReliabilityOf } from '../../lib/reliability.js';
import { formatRupees } from '../../lib/money.js';
import type { PageMeta } from '../../views/layout.js';
import { pageInfo } from '../../views/pagination.js';
import { loadPath, marketplaceLoadPath } from '../../views/paths.js';
import type { LoadPageSections } from '../../views/sections.js';
import { pageAudience, sendBoardJson } from './board/json.js';
import { listBoardLoads, searchOpenLoads } from './board/queries.js';
import { boardVersionOf, READS_BOARD_VERSION } from './board/version.js';
import { LoadNotEditableError } from './errors.js';
import { canCancelLoad, canDeleteLoad, canEditLoad, isLoadOwner } from './policy.js';
import { formatTonnes, loadFormValuesOf, loadUrl, presentLoad, publicText, shareUrl, truckLabel } from './presenter.js';
import type { LoadRow } from './queries.js';
import { boardQueryWithout, type LoadInput, loadFormValues, marketplaceToBoardQuery, parseBoardQuery, parseLoadInput, parseSearchTerm, publicBoardQuery, searchQuerySchema } from './schema.js';
import { cancelLoad, countLoadView, deleteLoad, editLoad, getVisibleLoad, loadToRepost, openTwinOf, postLoad } from './service.js';
import { laneRateOf } from '../lanes/service.js';
import { type BoardDialect, BoardPage, BrokerClientHint, type CitySuggestion, filterName, LoadFormPage, LoadPage, PublicLoadPage } from './views.js';

const POSTERS = ['shipper', 'broker'] as const;
const withLoad = z.object({ id: uuidParam('Load') });

/** The load form, HTML and JSON: the clean input, or a ValidationError naming each field. */
function loadInput(raw: unknown): LoadInput {
  const parsed = parseLoadInput(raw);
  if (!parsed.ok) throw new ValidationError(parsed.errors);
  return parsed.value;
}

/** The board's query string as the dialect writes it; never refused here: the page shows what is wrong beside the field. */
const rawQuery = (raw: unknown) => (raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {});

/**
 * The load's page and the marketplace cards show parts that other features render (bids, payment, trip):
 * `sections` hands them in (src/app.ts wires them).
 */
export function registerLoadRoutes(app: FastifyInstance, { sections }: { sections: LoadPageSections }): void {
  const base = () => app.config.BASE_URL;
  const viewerOpts = (viewer: SessionUser) => ({ public: false, baseUrl: base(), viewer });

  // --- The board: one page, three dialects ----------------------------------

  /**
   * One board page. A wrong filter is shown in words beside its field (the sheet opens) and the page answers
   * 400, but the loads of the filters that are right stay on the page: nobody loses the list to a typo. A city
   * the gazetteer nearly knows gets "Did you mean…?".
   */
  async function board(ctx: Ctx<unknown, Record<string, unknown>, unknown>, dialect: BoardDialect) {
    const q = dialect === 'marketplace' ? marketplaceToBoardQuery(ctx.query) : dialect === 'public' ? publicBoardQuery(ctx.query) : ctx.query;
    const parsed = parseBoardQuery(q);
    const errors = parsed.ok ? null : parsed.errors;
    const filter = parsed.ok ? parsed.filter : boardQueryWithout(q, Object.keys(parsed.errors));
    const page = filter ? await listBoardLoads(ctx.db, filter, { version: boardVersionOf(ctx.req) }) : null;
    const viewer = ctx.viewer;
    // The driver's own bid on each card: on the marketplace, the drivers' board (their "Find loads"), as before.
    // On /loads it would cost a statement per page view (+45 % CPU per /loads request in `npm run bench`).
    const bidStatuses =
      dialect === 'marketplace' && viewer?.role === 'driver' && page?.rows.length
        ? await sections.bidStatuses(
            ctx.db,
            viewer.id,
            page.rows.map((r) => r.id),
          )
        : undefined;
    const { values } = parsed;
    if (dialect === 'public') delete values.status;
    const suggestions: CitySuggestion[] = [];
    for (const field of ['origin', 'destination']) {
      const typed = values[field];
      if (!typed || resolveCity(typed) || errors?.[field]) continue;
      const city = suggestCity(typed);
      if (!city) continue;
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(values)) if (v && !errors?.[k] && k !== 'page') params.set(filterName(dialect, k), k === field ? city.name : v);
      suggestions.push({ field, typed, suggestion: city.name, href: `${boardAction(dialect)}?${params}` });
    }
    return { dialect, rows: page?.rows ?? [], info: page && filter ? pageInfo(filter.page, filter.limit, page.total) : null, values, errors, suggestions, bidStatuses };
  }

  type Board = Awaited<ReturnType<typeof board>>;
  const boardPage = (b: Board, { viewer, flash }: { viewer: SessionUser | null; flash: Flash | null }) => ({
    page: BoardPage({ dialect: b.dialect, user: viewer, flash, loads: b.rows, info: b.info, values: b.values, errors: b.errors, suggestions: b.suggestions, bidStatuses: b.bidStatuses }),
    status: b.errors ? 400 : 200,
  });

  // READS_BOARD_VERSION: the session lookup also reads the board version (one statement less per request).
  route(app, 'GET /loads', {
    summary: 'The load board (family A names: origin, destination, truck_type...)',
    query: rawQuery,
    config: READS_BOARD_VERSION,
    run: (ctx) => board(ctx, 'loads'),
    page: boardPage,
  });

  route(app, 'GET /marketplace', {
    summary: 'The load board in the marketplace dialect (from, to, type, sort) with the driver’s bid on each card',
    query: rawQuery,
    config: READS_BOARD_VERSION,
    run: (ctx) => board(ctx, 'marketplace'),
    page: boardPage,
  });

  route(app, 'GET /loadboard', {
    summary: 'The public, read-only board of open loads',
    access: 'public',
    query: rawQuery,
    config: READS_BOARD_VERSION,
    run: (ctx) => board(ctx, 'public'),
    page: boardPage,
  });

  // --- JSON: the board's hot path, hand-written (see the top of this file) ---

  app.get('/api/loads', { preHandler: [requireUser], config: READS_BOARD_VERSION }, listLoads);
  app.get('/api/loads/search', { config: READS_BOARD_VERSION }, searchLoads);

  async function listLoads(req: FastifyRequest, reply: FastifyReply) {
    const parsed = parseBoardQuery(req.query);
    if (!parsed.ok) throw new ValidationError(parsed.errors);
    const { rows, total, bodyKey } = await listBoardLoads(app.db, parsed.filter, { version: boardVersionOf(req) });
    const pagination = pageInfo(parsed.filter.page, parsed.filter.limit, total);
    const opts = viewerOpts(actor(req));
    // One body per page and audience (callers who are parties of none of its loads, or admins); a page holding
    // the caller's own loads is theirs alone.
    const audience = pageAudience(opts.viewer, rows);
    const variant = audience === 'own' ? null : `member|${audience}|${opts.baseUrl}|${parsed.filter.page}|${parsed.filter.limit}|${total}`;
    return sendBoardJson(reply, bodyKey, variant, () => ({ loads: rows.map((r) => presentLoad(r, opts)), pagination }));
  }

  async function searchLoads(req: FastifyRequest, reply: FastifyReply) {
    const r = searchQuerySchema.safeParse(req.query ?? {});
    if (!r.success) throw new ValidationError(zodDetails(r.error));
    const term = parseSearchTerm(r.data.q);
    if (!term) throw new ValidationError({ q: t('loads.error.searchEmpty') });
    const { rows, total, bodyKey } = await searchOpenLoads(app.db, term, r.data.page, r.data.limit, { version: boardVersionOf(req) });
    const opts = { public: !req.user, baseUrl: base(), viewer: req.user ?? null };
    const query = term.kind === 'route' ? { kind: 'route', origin: term.origin, destination: term.destination } : { kind: 'city', city: term.city };
    const audience = pageAudience(opts.viewer, rows);
    const variant = audience === 'own' ? null : `search|${opts.public ? 'public' : 'member'}|${audience}|${opts.baseUrl}|${JSON.stringify(query)}|${r.data.page}|${r.data.limit}|${total}`;
    return sendBoardJson(reply, bodyKey, variant, () => ({ query, loads: rows.map((row) => presentLoad(row, opts)), pagination: pageInfo(r.data.page, r.data.limit, total) }));
  }

  route(app, 'GET /api/loads/:id', {
    summary: 'One load the caller may see, with the facts truckers compare',
    params: withLoad,
    run: ({ db, user, params }) => getVisibleLoad(db, user, params.id),
    json: (load, { user }) => ({ load: presentLoad(load, viewerOpts(user)) }),
  });

  // --- One load: the same page at /loads/<id> and /marketplace/load/<id> ------

  function ogMeta(load: LoadRow): PageMeta {
    const date = formatDate(load.pickupDate);
    const price = load.pricePaise ? formatRupees(load.pricePaise) : t('loads.share.openToBids');
    // Link previews are public: no number written into the material.
    const material = load.material ? publicText(load.material, t('loads.public.numberHidden')) : null;
    return {
      og: {
        title: `${routeOf(load)} · ${truckLabel(load)}, ${formatTonnes(load.weightTonnes)}`,
        description: material ? t('loads.og.descriptionWithMaterial', { date, price, material }) : t('loads.og.description', { date, price }),
        url: loadUrl(base(), load.id),
      },
    };
  }

  /** The load's page for a signed-in viewer (its view counted), with the other features' sections. */
  async function loadPage(db: Ctx<unknown, unknown, unknown>['db'], req: FastifyRequest, user: SessionUser, load: LoadRow, family: 'loads' | 'marketplace') {
    await countLoadView(db, user, req.ip, load);
    // Read once: the facts card shows it, and the driver's bid form beside the amount.
    const laneRateRead = laneRateOf(db, load);
    const [bids, paymentSection, tripSection, reportSection, twin, posterReliability, documentsSection, carrierInvoicesSection, laneRate, fittingDriversSection] = await Promise.all([
      sections.bids(db, user, load, family, laneRateRead),
      sections.payment(db, user, load),
      sections.trip(db, user, load),
      sections.report(db, user, load),
      isLoadOwner(user, load) && load.status === 'open' ? openTwinOf(db, user.id, load, load.id) : null,
      ownerReliabilityOf(db, load.ownerId),
      sections.documents(db, user, load),
      sections.carrierInvoices(db, user, load),
      laneRateRead,
      sections.fittingDrivers(db, user, load),
    ]);
    return {
      load,
      family,
      bidSection: bids.section,
      paymentSection,
      tripSection,
      documentsSection,
      carrierInvoicesSection,
      reportSection,
      ownBid: bids.ownBid,
      twinId: twin?.id ?? null,
      posterReliability,
      laneRate,
      fittingDriversSection,
    };
  }

  type Shown = Awaited<ReturnType<typeof loadPage>>;
  const drawLoadPage = (s: Shown, user: SessionUser, flash: Flash | null) =>
    LoadPage({
      user,
      flash,
      load: s.load,
      family: s.family,
      shareUrl: shareUrl(s.load, base()),
      meta: ogMeta(s.load),
      owner: isLoadOwner(user, s.load),
      canEdit: canEditLoad(user, s.load),
      canCancel: canCancelLoad(user, s.load),
      canDelete: isLoadOwner(user, s.load) && canDeleteLoad(user, s.load),
      bidSection: s.bidSection,
      paymentSection: s.paymentSection,
      tripSection: s.tripSection,
      documentsSection: s.documentsSection,
      carrierInvoicesSection: s.carrierInvoicesSection,
      reportSection: s.reportSection,
      ownBid: s.ownBid,
      twinId: s.twinId,
      posterReliability: s.posterReliability,
      laneRate: s.laneRate,
      fittingDriversSection: s.fittingDriversSection,
    });

  route(app, 'GET /loads/:id', {
    summary: "A load's page: the full page when signed in, a public summary (no contact details) otherwise",
    access: 'public',
    params: withLoad,
    async run({ db, req, viewer, params }) {
      const load = await getVisibleLoad(db, viewer, params.id);
      if (!viewer) {
        await countLoadView(db, null, req.ip, load);
        return { load, shown: null };
      }
      return { load, shown: await loadPage(db, req, viewer, load, 'loads') };
    },
    page: ({ load, shown }, { viewer, flash }) => (shown && viewer ? drawLoadPage(shown, viewer, flash) : PublicLoadPage({ load, shareUrl: shareUrl(load, base()), meta: ogMeta(load) })),
  });

  route(app, 'GET /marketplace/load/:id', {
    summary: "A load's page in the marketplace dialect (the same page; its forms come back here)",
    params: withLoad,
    run: async ({ db, req, user, params }) => loadPage(db, req, user, await getVisibleLoad(db, user, params.id), 'marketplace'),
    page: (shown, { user, flash }) => drawLoadPage(shown, user, flash),
  });

  // --- Posting and editing ---------------------------------------------------

  const newLoadValues = (user: SessionUser): Record<string, string> => ({ contact_phone: user.phone ?? '' });
  /** A broker on the plain form is shown the way to the form that names a client. */
  const newLoadIntro = (user: SessionUser) => (user.role === 'broker' ? <BrokerClientHint /> : undefined);
  /** The lane the form's values name, for the rate shown beside the truck type (nothing when they name none). */
  const laneRateOfForm = (db: Ctx<unknown, unknown, unknown>['db'], values: Record<string, unknown>) =>
    laneRateOf(db, { origin: String(values.origin ?? ''), destination: String(values.destination ?? ''), truckType: String(values.truck_type ?? '') });
  const refusalForm = async (db: Ctx<unknown, unknown, unknown>['db'], refusal: DomainError, user: SessionUser, body: unknown, door: { action: string; cancelHref: string; mode: 'new' | 'edit' }) =>
    LoadFormPage({
      user,
      mode: door.mode,
      action: door.action,
      cancelHref: door.cancelHref,
      values: loadFormValues(body),
      laneRate: await laneRateOfForm(db, loadFormValues(body)),
      errors: refusal.details ?? null,
      message: refusal.code === 'VALIDATION_ERROR' ? null : refusal.message,
      intro: door.mode === 'new' ? newLoadIntro(user) : undefined,
      extraFields: refusal instanceof PossibleDuplicateError ? <DuplicateConfirm twinId={refusal.twinId} /> : undefined,
    });

  /**
   * A form post of a load the owner already has open (same route, truck type and pickup date) is shown the
   * other load and asked to confirm (`confirm_duplicate`); the JSON API posts as asked (the load page flags it).
   */
  async function refuseUnconfirmedTwin(ctx: Ctx<unknown, unknown, LoadInput>): Promise<void> {
    if (ctx.answersJson || ctx.values.confirm_duplicate) return;
    const twin = await openTwinOf(ctx.db, ctx.user.id, ctx.body);
    if (twin) throw new PossibleDuplicateError(twin);
  }

  route(app, 'GET /loads/new', {
    summary: 'The form to post a load',
    access: POSTERS,
    run: () => null,
    page: (_r, { user, flash }) => LoadFormPage({ user, flash, mode: 'new', action: '/loads', cancelHref: '/loads', values: newLoadValues(user), active: '/loads/new', intro: newLoadIntro(user) }),
  });

  route(app, 'GET /marketplace/post', {
    summary: 'The form to post a load (marketplace door, shippers)',
    access: ['shipper'],
    run: () => null,
    page: (_r, { user, flash }) => LoadFormPage({ user, flash, mode: 'new', action: '/marketplace/post', cancelHref: '/marketplace', values: newLoadValues(user), active: '/marketplace' }),
  });

  /** POST /loads and POST /marketplace/post: one use case, two doors. */
  for (const door of [
    { url: 'POST /loads', access: POSTERS, action: '/loads', cancelHref: '/loads', pageOf: loadPath },
    { url: 'POST /marketplace/post', access: ['shipper'] as const, action: '/marketplace/post', cancelHref: '/marketplace', pageOf: marketplaceLoadPath },
  ] as const) {
    route(app, door.url, {
      summary: 'A shipper or broker posts a load; it is open and on the board at once',
      access: door.access,
      body: loadInput,
      run: async (ctx) => {
        await refuseUnconfirmedTwin(ctx);
        return postLoad(ctx.db, ctx.user, ctx.body);
      },
      status: 201,
      message: () => t('loads.flash.posted'),
      json: (load, { user }) => ({ load: presentLoad(load, viewerOpts(user)) }),
      redirect: (load) => ({ to: door.pageOf(load.id), flash: t('loads.flash.onBoard', { route: routeOf(load) }) }),
      form: (refusal, { db, user, req }) => refusalForm(db, refusal, user, req.body, { action: door.action, cancelHref: door.cancelHref, mode: 'new' }),
    });
  }

  route(app, 'GET /loads/:id/repost', {
    summary: "The post form filled with the owner's expired load, a new pickup date to choose (tomorrow proposed)",
    access: POSTERS,
    params: withLoad,
    run: async ({ db, user, params }) => {
      const load = await loadToRepost(db, user, params.id);
      return { load, laneRate: await laneRateOf(db, load) };
    },
    page: ({ load, laneRate }, { user, flash }) =>
      LoadFormPage({
        laneRate,
        user,
        flash,
        mode: 'new',
        action: '/loads',
        cancelHref: loadPath(load.id),
        values: { ...loadFormValuesOf(load), pickup_date: addDays(kolkataDate(), 1) },
        active: '/loads/new',
        title: t('listings.repost.title'),
        intro: <p class="muted">{t('listings.repost.intro')}</p>,
      }),
  });

  /** The owner's open load, or the reason it cannot be edited (404, 403, 409). */
  async function editableLoad(db: Ctx<unknown, unknown, unknown>['db'], user: SessionUser, id: string): Promise<LoadRow> {
    const load = await getVisibleLoad(db, user, id);
    if (!isLoadOwner(user, load)) throw new ForbiddenError(t('loads.error.ownerEdits'));
    if (!canEditLoad(user, load)) throw new LoadNotEditableError(load.status);
    return load;
  }

  route(app, 'GET /loads/:id/edit', {
    summary: "The owner's form to edit an open load",
    params: withLoad,
    run: async ({ db, user, params }) => {
      const load = await editableLoad(db, user, params.id);
      return { load, laneRate: await laneRateOf(db, load) };
    },
    page: ({ load, laneRate }, { user, flash }) => LoadFormPage({ user, flash, mode: 'edit', action: loadPath(load.id), cancelHref: loadPath(load.id), values: loadFormValuesOf(load), laneRate }),
  });

  route(app, 'POST /loads/:id', {
    summary: 'The owner updates an open load',
    params: withLoad,
    body: loadInput,
    // Not theirs, not there or no longer open is answered before a wrong form.
    onInvalidInput: ({ db, user, params }) => editableLoad(db, user, params.id),
    run: async ({ db, user, params, body }) => editLoad(db, user, (await editableLoad(db, user, params.id)).id, body),
    message: () => t('loads.flash.updated'),
    json: (load, { user }) => ({ load: presentLoad(load, viewerOpts(user)) }),
    redirect: (load) => ({ to: loadPath(load.id), flash: t('loads.flash.saved') }),
    form: (refusal, { db, user, req, params }) => {
      if (refusal.code !== 'VALIDATION_ERROR') throw refusal;
      return refusalForm(db, refusal, user, req.body, { action: loadPath(params.id), cancelHref: loadPath(params.id), mode: 'edit' });
    },
  });

  route(app, 'POST /loads/:id/cancel', {
    summary: 'The owner cancels an open or assigned load (escrow refunded, trip cancelled, waiting bids rejected)',
    params: withLoad,
    run: async ({ db, user, params }) => {
      await cancelLoad(db, user, params.id);
      return params.id;
    },
    message: () => t('loads.flash.cancelled'),
    json: async (id, { db, user }) => ({ load: presentLoad(await getVisibleLoad(db, user, id), viewerOpts(user)) }),
    redirect: (id) => ({ to: loadPath(id), flash: t('loads.flash.isCancelled') }),
  });

  route(app, 'POST /loads/:id/delete', {
    summary: 'The owner (or an admin) deletes a load: it leaves the board, kept as soft-deleted',
    params: withLoad,
    run: async ({ db, user, params }) => {
      await deleteLoad(db, user, params.id);
      return params.id;
    },
    message: () => t('loads.flash.deleted'),
    json: (id) => ({ id, deleted: true }),
    redirect: (_id, { user }) => ({ to: user.role === 'admin' ? '/admin/loads' : '/loads', flash: t('loads.flash.isDeleted') }),
  });
}

function boardAction(dialect: BoardDialect): string {
  return dialect === 'marketplace' ? '/marketplace' : dialect === 'public' ? '/loadboard' : '/loads';
}

/** "Mumbai → Pune" in the reader's script. */
function routeOf(load: Pick<LoadRow, 'origin' | 'destination'>): string {
  return `${cityName(load.origin)} → ${cityName(load.destination)}`;
}

/** The owner already has this load open (route, truck type, pickup date): the form asks before posting it again. */
class PossibleDuplicateError extends ConflictError {
  readonly twinId: string;
  constructor(twin: { id: string; origin: string; destination: string; pickupDate: string }) {
    super(t('listings.duplicate.warning', { fromCity: cityName(twin.origin), toCity: cityName(twin.destination), date: formatDate(twin.pickupDate) }));
    this.twinId = twin.id;
  }
}

function DuplicateConfirm({ twinId }: { twinId: string }) {
  return (
    <div class="field duplicate-confirm">
      <p>
        <a href={loadPath(twinId)}>{t('listings.duplicate.see')}</a>
      </p>
      <label>
        <input type="checkbox" name="confirm_duplicate" value="1" /> {t('listings.duplicate.confirm')}
      </label>
    </div>
  );
}
