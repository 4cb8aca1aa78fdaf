/** Pages of loads: the boards (/loads, /loadboard, /marketplace), the load form, and a load's page. */
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { CITIES, canonicalCityName } from '../../geo/cities.js';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { kolkataDate, addDays, formatDate } from '../../lib/dates.js';
import { cityName, formatCount, formatKm, statusName, truckTypeName } from '../../lib/words.js';
import { t, tRich } from '../../lib/i18n/index.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import { DidYouMean, FilterSheet } from '../../views/filters.js';
import { formatRupees } from '../../lib/money.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { keptHtml } from '../../views/kept-html.js';
import { Layout, type PageMeta } from '../../views/layout.js';
import type { LoadFormPageProps, OwnBid } from '../../views/sections.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import type { OwnerReliability } from '../../lib/reliability.js';
import { BADGE_ICONS, DocumentBadgeList, DocumentBadges } from '../../views/document-badges.js';
import { OwnerReliabilityDetails, OwnerReliabilityLine } from '../../views/reliability.js';
import { type LaneRate, LaneRateNote } from '../../views/lane-rate.js';
import { formatTonnes, publicText, ratePerTonnePaise, truckLabel } from './presenter.js';
import { renderedOnce } from './board/rows-html.js';
import type { BoardLoadRow, BoardPageRow } from './board/queries.js';
import type { LoadRow } from './queries.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';
import { LOAD_STATUSES, MARKETPLACE_NAMES, MAX_PICKUP_DAYS_AHEAD, sortLabel, SORTS } from './schema.js';
import { conversationPath, loadPath, marketplaceLoadPath, newAlertPath } from '../../views/paths.js';

/** Built when a page is drawn, so its words are in the reader's language. */
const TRUCK_OPTIONS = (): Array<[string, string]> => TRUCK_TYPES.map((t) => [t, truckTypeName(t)]);
const ANY_TRUCK = (): Array<[string, string]> => [['', t('loads.filter.anyTruck')], ...TRUCK_OPTIONS()];
/** Built when a page is drawn, so its words are in the reader's language. */
const SORT_OPTIONS = (): Array<[string, string]> => SORTS.map((s) => [s, sortLabel(s)]);
/** Built when a page is drawn, so its words are in the reader's language. */
const STATUS_OPTIONS = (): Array<[string, string]> => LOAD_STATUSES.map((s) => [s, statusName('load', s)]);
/** The feature's stylesheet, added to every page of loads. */
const STYLES = ['/assets/loads.css'];
const CITY_NAMES = CITIES.map((c) => c.name).sort((a, b) => a.localeCompare(b));

/**
 * Suggestions for the city fields (any other town can still be typed). The list never changes while the app runs, so it is rendered (and escaped by
 * the JSX renderer) once, and every page inserts that finished HTML.
 */
const CITY_LIST_HTML = keptHtml(
  String(
    <datalist id="city-list">
      {CITY_NAMES.map((name) => (
        <option value={name} />
      ))}
    </datalist>,
  ),
);

function CityList() {
  return <>{CITY_LIST_HTML}</>;
}

function Route({ load }: { load: Pick<LoadRow, 'origin' | 'destination'> }) {
  return (
    <span class="route">
      {cityName(load.origin)} → {cityName(load.destination)}
    </span>
  );
}

function countText(total: number): string {
  return t('loads.board.count', { n: total });
}

/** "Mumbai → Pune" in the reader's script (a page's title). */
function routeText(load: Pick<LoadRow, 'origin' | 'destination'>): string {
  return `${cityName(load.origin)} → ${cityName(load.destination)}`;
}

// ---------------------------------------------------------------------------
// The board: /loads (family A), /marketplace (family B) and /loadboard (public) are one page in three
// dialects: the marketplace names three filters from, to and type and links to /marketplace/load/<id>;
// the public board shows open loads only, without contact details.

export type BoardDialect = 'loads' | 'marketplace' | 'public';

const DIALECTS: Record<BoardDialect, { action: string; title: () => string; names: Readonly<Record<string, string>>; loadHref: (id: string) => string }> = {
  loads: { action: '/loads', title: () => t('loads.board.title'), names: {}, loadHref: loadPath },
  marketplace: { action: '/marketplace', title: () => t('loads.board.title'), names: MARKETPLACE_NAMES, loadHref: marketplaceLoadPath },
  public: { action: '/loadboard', title: () => t('loads.board.publicTitle'), names: {}, loadHref: loadPath },
};

/** A filter's name in a dialect ('origin' is 'from' on the marketplace). */
export function filterName(dialect: BoardDialect, field: string): string {
  return DIALECTS[dialect].names[field] ?? field;
}

/** A city the gazetteer nearly knows, offered as a link that reruns the board with it. */
export interface CitySuggestion {
  field: string;
  typed: string;
  suggestion: string;
  href: string;
}

export interface BoardPageProps {
  dialect: BoardDialect;
  user: SessionUser | null;
  flash?: Flash | null;
  loads: BoardPageRow[];
  info: PageInfo | null;
  /** The filters as typed, under the board's own names (origin, destination, truck_type...). */
  values: FormValues;
  /** Messages per filter (the board's own names). */
  errors?: FormErrors | null;
  suggestions?: CitySuggestion[];
  /** The viewer's bid status per load (drivers). */
  bidStatuses?: Map<string, string>;
}

const BID_STATUSES = ['pending', 'countered', 'accepted', 'rejected', 'withdrawn'] as const;
/** A driver's bid on a card, in a sentence ("Your bid is pending"). */
function bidStatusLabel(status: string): string {
  return (BID_STATUSES as readonly string[]).includes(status) ? t(`loads.bidStatus.${status as (typeof BID_STATUSES)[number]}`) : statusName('bid', status);
}

/** The one line of the folded filters: "Delhi → Any city · Any truck · Newest first". */
function filterSummary(values: FormValues, dialect: BoardDialect, errors?: FormErrors | null): string {
  const v = (k: string) => (errors?.[k] ? '' : String(values[k] ?? '').trim());
  const city = (k: string) => (v(k) ? cityName(canonicalCityName(v(k))) : t('loads.filter.anyCity'));
  const parts = [`${city('origin')} → ${city('destination')}`, v('truck_type') ? truckTypeName(v('truck_type'), 'short') : t('loads.filter.anyTruck')];
  // A wrong bound leaves the weight range out of the results (schema.ts boardQueryWithout), so out of the line too.
  const weightWrong = Boolean(errors?.min_weight || errors?.max_weight);
  const min = weightWrong ? '' : v('min_weight');
  const max = weightWrong ? '' : v('max_weight');
  if (min || max) parts.push(min && max ? t('loads.filter.weightRange', { min, max }) : min ? t('loads.filter.weightFrom', { min }) : t('loads.filter.weightUpTo', { max }));
  if (v('pickup_date')) parts.push(t('loads.filter.pickup', { date: v('pickup_date') }));
  if (dialect !== 'public' && v('status') && v('status') !== 'open') parts.push(statusName('load', v('status')));
  parts.push(sortLabel(v('sort') || 'newest'));
  return parts.join(' · ');
}

/** A rate (per tonne, per km) in whole rupees: paise would be noise beside the freight. */
const wholeRupees = (paise: number) => formatRupees(Math.round(paise / 100) * 100);

function Rates({ load }: { load: BoardLoadRow }) {
  if (!load.pricePaise) return <span class="muted">{t('loads.card.openToBids')}</span>;
  const perTonne = ratePerTonnePaise(load);
  return (
    <>
      <strong>{formatRupees(load.pricePaise)}</strong>
      {perTonne !== null && <span class="rate"> · {t('loads.card.perTonne', { amount: wholeRupees(perTonne) })}</span>}
      {load.ratePerKmPaise !== null && <span class="rate"> · {t('loads.card.perKm', { amount: wholeRupees(load.ratePerKmPaise) })}</span>}
    </>
  );
}

function Distance({ km }: { km: number | null }) {
  return km === null ? null : <span title={t('loads.card.distanceTitle')}>≈ {formatKm(km)}</span>;
}

/**
 * Who posts the load: company (else name), the account's verified mark (an admin checked the account), the
 * document badges (what was checked: "GST verified", "PAN verified"; views/document-badges.tsx), rating.
 */
function Poster({ load }: { load: BoardLoadRow }) {
  return (
    <span class="poster">
      {load.posterCompany ?? load.ownerName}
      {load.posterVerified && (
        <span class="verified" title={t('loads.poster.verifiedTitle')}>
          {' '}
          {t('loads.poster.verified')}
        </span>
      )}
      {load.posterBadges.length > 0 && (
        <>
          {' '}
          <DocumentBadges kinds={load.posterBadges} />
        </>
      )}
      {load.posterRating !== null && (
        <span class="rating" title={t('loads.poster.ratings', { n: load.posterRatings })}>
          {' '}
          · ★ {load.posterRating.toFixed(1)} ({formatCount(load.posterRatings)})
        </span>
      )}
    </span>
  );
}

function bidCountText(n: number): string {
  return n === 0 ? t('loads.bids.none') : t('loads.bids.count', { n });
}

function LanePrice({ load }: { load: BoardLoadRow }) {
  if (load.lanePricePerTonnePaise === null) return null;
  return (
    <span class="lane" title={t('loads.lane.title')}>
      {t('loads.lane.text', { price: wholeRupees(load.lanePricePerTonnePaise), n: load.laneLoads })}
    </span>
  );
}

/** Marks where a card's bid status goes: the cards are rendered once per page, the driver's statuses per request. */
const bidSlot = (id: string) => `<!--bid:${id}-->`;

/** One load as a board card: route, price and rates, distance, truck and weight, pickup, poster, bids, lane, age. */
function LoadCard({ load, dialect }: { load: BoardPageRow; dialect: BoardDialect }) {
  const href = DIALECTS[dialect].loadHref(load.id);
  const material = dialect === 'public' ? publicText(load.material, t('loads.public.numberHidden')) : load.material;
  return (
    <article class="card" data-load-id={load.id}>
      <h2 class="load-route">
        <a href={href}>
          <Route load={load} />
        </a>
        {load.status !== 'open' && (
          <>
            {' '}
            <StatusBadge family="load" status={load.status} />
          </>
        )}
      </h2>
      <p class="load-price" data-label={t('loads.card.price')}>
        <Rates load={load} />
      </p>
      <p class="load-facts">
        <Distance km={load.distanceKm} />
        {load.distanceKm !== null && ' · '}
        {truckLabel(load)} · {formatTonnes(load.weightTonnes)} · {t('loads.card.pickup', { date: formatDate(load.pickupDate) })}
      </p>
      {material && <p class="load-material muted">{material}</p>}
      <p class="load-poster muted">
        <Poster load={load} /> · <span class="bid-count">{bidCountText(load.bidCount)}</span> · <TimeAgo at={load.createdAt} />
      </p>
      <p class="load-reliability muted">
        <OwnerReliabilityLine r={load.posterReliability} />
      </p>
      {load.lanePricePerTonnePaise !== null && (
        <p class="load-lane muted">
          <LanePrice load={load} />
        </p>
      )}
      {raw(bidSlot(load.id))}
      {dialect === 'public' && (
        <p class="load-links">
          <a href={`/login?next=${encodeURIComponent(loadPath(load.id))}`}>{t('loads.card.signInToBid')}</a>
        </p>
      )}
    </article>
  );
}

/**
 * The cards of a page. They show nothing that depends on the viewer (the driver's bid statuses are put into
 * their slots per request), so they are rendered once per page, dialect and minute (the "2 h ago" of each card)
 * and board version (board/rows-html.ts).
 */
function boardCardsHtml(loads: readonly BoardPageRow[], dialect: BoardDialect, bidStatuses?: Map<string, string>) {
  const html = renderedOnce(loads, `${dialect}|${Math.floor(Date.now() / 60_000)}`, () => (
    <>
      {loads.map((l) => (
        <LoadCard load={l} dialect={dialect} />
      ))}
    </>
  ));
  if (!bidStatuses?.size) return html;
  return raw(
    String(html).replace(/<!--bid:([0-9a-f-]{36})-->/g, (slot, id: string) => {
      const bid = bidStatuses.get(id);
      return bid ? String(<p class="load-bid">{<StatusBadge family="bid" status={bid} label={bidStatusLabel(bid)} />}</p>).replace('data-status=', 'data-bid-status=') : slot;
    }),
  );
}

/** The filter form's fields, named in the dialect; their messages beside them. */
function BoardFilterFields({ dialect, values, errors }: { dialect: BoardDialect; values: FormValues; errors?: FormErrors | null }) {
  const n = (f: string) => filterName(dialect, f);
  const vals: FormValues = {};
  const errs: FormErrors = {};
  for (const [k, v] of Object.entries(values)) vals[n(k)] = v;
  for (const [k, v] of Object.entries(errors ?? {})) errs[n(k)] = v;
  return (
    <>
      <Field name={n('origin')} label={t('loads.filter.from')} values={vals} errors={errs} list="city-list" placeholder={t('loads.filter.anyCity')} autocomplete="off" />
      <Field name={n('destination')} label={t('loads.filter.to')} values={vals} errors={errs} list="city-list" placeholder={t('loads.filter.anyCity')} autocomplete="off" />
      <Field name={n('truck_type')} label={t('loads.filter.truck')} options={ANY_TRUCK()} values={vals} errors={errs} />
      <Field name="min_weight" label={t('loads.filter.minTonnes')} values={vals} errors={errs} inputmode="decimal" />
      <Field name="max_weight" label={t('loads.filter.maxTonnes')} values={vals} errors={errs} inputmode="decimal" />
      <Field name="pickup_date" label={t('loads.filter.pickupOn')} type="date" values={vals} errors={errs} />
      {dialect !== 'public' && <Field name="status" label={t('loads.filter.status')} options={STATUS_OPTIONS()} values={{ status: vals.status || 'open' }} errors={errs} />}
      <Field name="sort" label={t('loads.filter.sort')} options={SORT_OPTIONS()} values={{ sort: vals.sort || 'newest' }} errors={errs} />
      <CityList />
    </>
  );
}

/** Under the summary line: the filters that could not be used, in words, and "Did you mean…?" for a city. */
function BoardNotice({ errors, suggestions, showing }: { errors?: FormErrors | null; suggestions?: CitySuggestion[]; showing: boolean }) {
  const list = Object.values(errors ?? {});
  if (list.length === 0 && !suggestions?.length) return null;
  return (
    <div class="board-notice" role={list.length ? 'alert' : 'status'}>
      {list.map((m) => (
        <p class="error">{m}.</p>
      ))}
      {list.length > 0 && showing && <p class="muted">{t('loads.board.showingOthers')}</p>}
      {suggestions?.map((s) => (
        <DidYouMean typed={s.typed} suggestion={cityName(s.suggestion)} href={s.href} />
      ))}
    </div>
  );
}

export function BoardPage({ dialect, user, flash, loads, info, values, errors, suggestions, bidStatuses }: BoardPageProps) {
  const d = DIALECTS[dialect];
  const hasErrors = Boolean(errors && Object.keys(errors).length);
  const postHref = user?.role === 'shipper' ? (dialect === 'marketplace' ? '/marketplace/post' : '/loads/new') : user?.role === 'broker' ? '/loads/new' : null;
  const query: FormValues = {};
  for (const [k, v] of Object.entries(values)) if (v !== '' && v !== undefined && v !== null && !(errors && k in errors)) query[filterName(dialect, k)] = v;
  return (
    <Layout
      title={d.title()}
      user={user}
      flash={flash ?? null}
      active={dialect === 'public' ? '/loadboard' : d.action}
      meta={{ styles: STYLES, icons: loads.some((l) => l.posterBadges.length > 0) ? BADGE_ICONS : [] }}
    >
      <div class="board-head">
        <h1>{d.title()}</h1>
        {postHref && (
          <a class="button" href={postHref}>
            {t('loads.board.postLoad')}
          </a>
        )}
        {(user?.role === 'driver' || user?.role === 'broker') && (
          <a class="button secondary" href={newAlertPath(Object.fromEntries(Object.entries(values).filter(([k]) => !errors?.[k])))}>
            {t('alerts.board.alertMe')}
          </a>
        )}
      </div>
      {dialect === 'public' && (
        <p class="board-intro">
          {user ? (
            <a href={user.role === 'driver' ? '/marketplace' : '/loads'}>{t('loads.board.openFull')}</a>
          ) : (
            tRich('loads.board.signInIntro', {
              signin: (c) => <a href="/login?next=%2Floads">{c}</a>,
              register: (c) => <a href="/register?role=driver">{c}</a>,
            })
          )}
        </p>
      )}
      <FilterSheet
        action={d.action}
        summary={filterSummary(values, dialect, errors)}
        open={hasErrors}
        notice={<BoardNotice errors={errors} suggestions={suggestions} showing={info !== null} />}
        submitLabel={t('loads.board.showLoads')}
        clearHref={d.action}
      >
        <BoardFilterFields dialect={dialect} values={values} errors={errors} />
      </FilterSheet>
      {info && (
        <>
          <p class="muted" id="result-count">
            {countText(info.total)}
          </p>
          {loads.length === 0 ? (
            <p class="card">{dialect === 'loads' ? t('loads.board.noneMatch') : t('loads.board.noneOpenMatch')}</p>
          ) : (
            <div class="cards board-cards">{boardCardsHtml(loads, dialect, bidStatuses)}</div>
          )}
          <Pagination info={info} baseUrl={d.action} query={query} />
        </>
      )}
    </Layout>
  );
}

/** The facts every view of one load starts with (the full page and the public summary). */
function LoadFacts({ load }: { load: BoardLoadRow }) {
  return (
    <>
      <dt>{t('loads.facts.freight')}</dt>
      <dd class="load-price">
        <Rates load={load} />
      </dd>
      <dt>{t('loads.facts.distance')}</dt>
      <dd>{load.distanceKm === null ? '—' : <Distance km={load.distanceKm} />}</dd>
      <dt>{t('loads.facts.pickupDate')}</dt>
      <dd>{formatDate(load.pickupDate)}</dd>
      <dt>{t('loads.facts.truck')}</dt>
      <dd>{truckLabel(load)}</dd>
      <dt>{t('loads.facts.weight')}</dt>
      <dd>{formatTonnes(load.weightTonnes)}</dd>
      <dt>{t('loads.facts.material')}</dt>
      <dd>{load.material ?? '—'}</dd>
      <dt>{t('loads.facts.postedBy')}</dt>
      <dd>
        <Poster load={load} />
      </dd>
      <dt>{t('loads.facts.posted')}</dt>
      <dd>
        <TimeAgo at={load.createdAt} />
      </dd>
      <dt>{t('loads.facts.bids')}</dt>
      <dd>{bidCountText(load.bidCount)}</dd>
      {load.lanePricePerTonnePaise !== null && (
        <>
          <dt>{t('loads.facts.laneLately')}</dt>
          <dd>
            <LanePrice load={load} />
          </dd>
        </>
      )}
    </>
  );
}

// ---------------------------------------------------------------------------
// The load form: /loads/new, /loads/<id>/edit, /marketplace/post (its props: views/sections.ts).

/** Under the plain load form, for a broker: the form that also names the client and commission. */
export function BrokerClientHint() {
  return <p class="muted">{tRich('loads.form.brokerHint', { link: (c) => <a href="/broker/loads/new">{c}</a> })}</p>;
}

export function LoadFormPage({ user, flash, mode, action, cancelHref, values, errors, message, active, title: heading, intro, extraFields, laneRate }: LoadFormPageProps) {
  const today = kolkataDate();
  const title = heading ?? (mode === 'new' ? t('loads.post.title') : t('loads.edit.title'));
  return (
    <Layout title={title} user={user} flash={flash} active={active} meta={{ styles: STYLES, scripts: ['/assets/lane-rate.js'] }}>
      <h1>{title}</h1>
      {intro}
      <form method="post" action={action} class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message ?? (errors ? t('loads.form.correct') : null)} />
        <Field name="origin" label={t('loads.form.pickupCity')} values={values} errors={errors} required list="city-list" maxlength={80} autocomplete="off" placeholder={t('loads.form.egPickup')} />
        <Field
          name="destination"
          label={t('loads.form.deliveryCity')}
          values={values}
          errors={errors}
          required
          list="city-list"
          maxlength={80}
          autocomplete="off"
          placeholder={t('loads.form.egDelivery')}
        />
        <CityList />
        <Field name="pickup_date" label={t('loads.form.pickupDate')} type="date" values={values} errors={errors} required min={today} max={addDays(today, MAX_PICKUP_DAYS_AHEAD)} />
        <Field name="truck_type" label={t('loads.form.truckType')} options={[['', t('loads.form.choose')], ...TRUCK_OPTIONS()]} values={values} errors={errors} required />
        <LaneRateNote rate={laneRate ?? null} id="lane-rate" />
        <Field name="truck_length_ft" label={t('loads.form.truckLength')} values={values} errors={errors} inputmode="numeric" hint={t('loads.form.truckLengthHint')} />
        <Field name="weight" label={t('loads.form.weight')} values={values} errors={errors} required inputmode="decimal" hint={t('loads.form.weightHint')} />
        <Field name="price" label={t('loads.form.price')} values={values} errors={errors} inputmode="decimal" hint={t('loads.form.priceHint')} />
        <Field name="material" label={t('loads.form.material')} values={values} errors={errors} maxlength={120} placeholder={t('loads.form.egMaterial')} />
        <Field name="description" label={t('loads.form.description')} values={values} errors={errors} multiline maxlength={2000} hint={t('loads.form.descriptionHint')} />
        <Field name="contact_phone" label={t('loads.form.contactPhone')} type="tel" values={values} errors={errors} inputmode="tel" autocomplete="tel" hint={t('loads.form.phoneHint')} />
        {extraFields}
        <button type="submit">{mode === 'new' ? t('loads.form.submitNew') : t('loads.form.submitEdit')}</button> <a href={cancelHref}>{t('loads.form.cancel')}</a>
      </form>
    </Layout>
  );
}

// ---------------------------------------------------------------------------
// A load's page.

export interface LoadPageProps {
  user: SessionUser;
  flash: Flash | null;
  load: LoadRow;
  /** '/loads' or '/marketplace': where the back link and the page's own links go. */
  family: 'loads' | 'marketplace';
  shareUrl: string;
  meta: PageMeta;
  owner: boolean;
  canEdit: boolean;
  canCancel: boolean;
  canDelete: boolean;
  bidSection: Child;
  paymentSection: Child;
  /** The trip's timeline and actions, for the owner and the assigned driver. */
  tripSection: Child;
  /** The load's documents and e-way bill reminder, for the owner and the assigned driver. */
  documentsSection: Child;
  /** For the owner: the invoices the trip's carrier issued to them. */
  carrierInvoicesSection: Child;
  /** The reports part: a notice for the owner or an admin (shown at the top), the report form for anyone else (at the end). */
  reportSection: Child;
  /** A driver's own bid on the load, if any. */
  ownBid?: OwnBid | null;
  /** For the owner: another open load of theirs with this route, truck type and pickup date (a possible duplicate). */
  twinId?: string | null;
  /** The owner's track record (lib/reliability.ts). */
  posterReliability: OwnerReliability;
  /** What the load's lane paid lately (the lanes feature), or null when a city is outside the gazetteer. */
  laneRate: LaneRate | null;
  /** For the owner of an open load: the nearest available drivers whose truck fits (the lanes feature's section). */
  fittingDriversSection?: Child;
}

/**
 * The page's primary action, right under the route (and stuck above the bottom bar on a phone): the assigned
 * driver to the trip's next step, a driver who bid to their bid ("Your bid: ₹45,000 · Pending"), one who may bid to
 * the form; the owner to the payment when it waits on them (release after delivery, escrow after accepting), to the
 * tracking while the truck is on the road, else to the bids.
 */
function primaryAction(p: LoadPageProps): { text: string; href: string } | null {
  const { load, user, ownBid } = p;
  if (user.role === 'driver') {
    // The assigned driver's next step is the trip's (Mark loaded, Start transit…), in the trip section.
    if (ownBid?.status === 'accepted' && (load.status === 'assigned' || load.status === 'in_transit')) return { text: t('loads.page.yourTrip'), href: '#trip' };
    if (ownBid?.status === 'accepted' && load.status === 'delivered') return { text: t('loads.page.seeTrip'), href: '#trip' };
    const live = ownBid && ['pending', 'countered', 'accepted'].includes(ownBid.status);
    if (ownBid && live) return { text: t('loads.page.yourBid', { amount: formatRupees(ownBid.amountPaise), status: statusName('bid', ownBid.status) }), href: `#bid-${ownBid.id}` };
    if (load.status === 'open') return { text: t('loads.page.bidOnLoad'), href: '#bids' };
    if (ownBid) return { text: t('loads.page.seeYourBid'), href: '#bids' };
    return null;
  }
  if (p.owner && load.status === 'expired') return { text: t('listings.repost'), href: loadPath(load.id, 'repost') };
  if (p.owner && load.status === 'delivered' && load.paymentStatus === 'held') return { text: t('loads.page.release', { amount: formatRupees(load.escrowAmountPaise) }), href: '#payment' };
  if (p.owner && load.status !== 'open' && load.status !== 'cancelled' && load.paymentStatus === 'unpaid') return { text: t('loads.page.payEscrow'), href: '#payment' };
  if (p.owner && (load.status === 'assigned' || load.status === 'in_transit')) return { text: t('loads.page.track'), href: loadPath(load.id, 'track') };
  if (p.owner && load.bidCount > 0) return { text: load.bidCount === 1 ? t('loads.page.seeBid') : t('loads.page.seeBids', { n: load.bidCount }), href: '#bids' };
  return null;
}

export function LoadPage(p: LoadPageProps) {
  const { load, user } = p;
  const back = p.family === 'marketplace' ? '/marketplace' : '/loads';
  const primary = primaryAction(p);
  return (
    <Layout title={routeText(load)} user={user} flash={p.flash} meta={{ ...p.meta, styles: STYLES, icons: BADGE_ICONS }} active={back}>
      <p class="back-link">
        <a href={back}>{t('loads.page.back')}</a>
      </p>
      <div class="load-head">
        <h1 class="load-title">
          <Route load={load} />
        </h1>
        <StatusBadge family="load" status={load.status} />
      </div>
      {load.status === 'expired' && <p class="notice expired-notice">{t('listings.page.expired')}</p>}
      {p.twinId && (
        <p class="notice duplicate-flag">
          {t('listings.duplicate.flag')} <a href={loadPath(p.twinId)}>{t('listings.duplicate.see')}</a>
        </p>
      )}
      {(p.owner || user.role === 'admin') && p.reportSection}
      {primary && (
        <div class="primary-action sticky-action">
          <a class="button" href={primary.href}>
            {primary.text}
          </a>
        </div>
      )}
      <section class="card load-facts-card" aria-label={t('loads.page.keyFacts')}>
        <dl class="facts">
          <LoadFacts load={load} />
          <dt>{t('loads.facts.contact')}</dt>
          <dd>{load.contactPhone ? <a href={`tel:${load.contactPhone.replace(/[\s-]/g, '')}`}>{load.contactPhone}</a> : '—'}</dd>
          {p.owner && (
            <>
              <dt>{t('loads.facts.views')}</dt>
              <dd id="view-count">
                {t('loads.facts.seenBy', { n: load.viewCount })} <small class="muted">{t('loads.facts.viewsNote')}</small>
              </dd>
            </>
          )}
        </dl>
        {/* A driver reads it in the bid section instead: beside the amount, the offer being negotiated, or the used-up allowance. */}
        {!(user.role === 'driver' && load.status === 'open') && <LaneRateNote rate={p.laneRate} />}
        {load.description && (
          <>
            <h2>{t('loads.page.details')}</h2>
            <p class="description">{load.description}</p>
          </>
        )}
      </section>
      {/* Loads are posted by shippers and brokers, who submit the same kinds (GSTIN, PAN). */}
      <DocumentBadgeList userRole="shipper" kinds={load.posterBadges} />
      <OwnerReliabilityDetails r={p.posterReliability} />
      {p.tripSection}
      {p.documentsSection}
      {p.carrierInvoicesSection}
      {p.bidSection}
      {p.fittingDriversSection}
      {p.paymentSection}
      <aside class="card load-manage">
        <h2>{t('loads.page.share')}</h2>
        <p>
          <a class="button secondary" href={p.shareUrl} target="_blank" rel="noopener noreferrer">
            {t('loads.page.shareWhatsApp')}
          </a>
        </p>
        {!p.owner && (
          <p>
            <a class="button secondary" href={conversationPath(load.ownerId, load.id)}>
              {t('loads.page.messageShipper')}
            </a>
          </p>
        )}
        {p.owner && load.status === 'open' && (
          <p>
            <a class="button secondary" href={loadPath(load.id, 'nearby-drivers')}>
              {t('loads.page.driversNear', { city: cityName(load.origin) })}
            </a>
          </p>
        )}
        {/* The owner and the driver find tracking in the trip section; admins, who have no trip section, here. */}
        {user.role === 'admin' && ['assigned', 'in_transit', 'delivered'].includes(load.status) && (
          <p>
            <a class="button secondary" href={loadPath(load.id, 'track')}>
              {t('loads.page.track')}
            </a>
          </p>
        )}
        {(p.canEdit || p.canCancel || p.canDelete) && <h2>{t('loads.page.manage')}</h2>}
        {p.canEdit && (
          <p>
            <a class="button secondary" href={loadPath(load.id, 'edit')}>
              {t('loads.page.edit')}
            </a>
          </p>
        )}
        {p.canCancel && (
          <div class="load-action">
            <form method="post" action={loadPath(load.id, 'cancel')} class="inline" data-confirm={t('loads.page.cancelConfirm')}>
              <button type="submit" class="danger">
                {t('loads.page.cancel')}
              </button>
            </form>
          </div>
        )}
        {p.canDelete && (
          <div class="load-action">
            <form method="post" action={loadPath(load.id, 'delete')} class="inline" data-confirm={t('loads.page.deleteConfirm')}>
              <button type="submit" class="secondary">
                {t('loads.page.delete')}
              </button>
            </form>
          </div>
        )}
      </aside>
      {!p.owner && user.role !== 'admin' && p.reportSection}
    </Layout>
  );
}

/** What a signed-out visitor of /loads/<id> sees: the facts without contact details, and a way to sign in. */
export function PublicLoadPage({ load: row, shareUrl, meta }: { load: LoadRow; shareUrl: string; meta: PageMeta }) {
  const next = loadPath(row.id);
  const hidden = t('loads.public.numberHidden');
  const load = { ...row, material: publicText(row.material, hidden), description: publicText(row.description, hidden) };
  return (
    <Layout title={routeText(load)} user={null} meta={{ ...meta, styles: STYLES, icons: BADGE_ICONS }}>
      <div class="load-head">
        <h1 class="load-title">
          <Route load={load} />
        </h1>
        <StatusBadge family="load" status={load.status} />
      </div>
      <section class="card">
        <dl class="facts">
          <LoadFacts load={load} />
        </dl>
        {load.description && <p class="description">{load.description}</p>}
      </section>
      <section class="card">
        <p>
          <a class="button" href={`/login?next=${encodeURIComponent(next)}`}>
            {t('loads.page.signInToBid')}
          </a>{' '}
          <a class="button secondary" href="/register?role=driver">
            {t('loads.page.registerDriver')}
          </a>
        </p>
        <p class="muted">{t('loads.page.signedInOnly')}</p>
        <p>
          <a href={shareUrl} target="_blank" rel="noopener noreferrer">
            {t('loads.page.shareWhatsApp')}
          </a>{' '}
          · <a href="/loadboard">{t('loads.page.moreLoads')}</a>
        </p>
      </section>
    </Layout>
  );
}
