/** Pages of loads: the boards (/loads, /loadboard, /marketplace), the load form, and a load's page. */
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { CITIES, canonicalCityName } from '../../geo/cities.js';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, kolkataDate, addDays } from '../../lib/dates.js';
import { formatCount, formatKm, statusName, truckTypeName } from '../../lib/words.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import { DidYouMean, FilterSheet } from '../../views/filters.js';
import { formatRupees } from '../../lib/money.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout, type PageMeta } from '../../views/layout.js';
import type { LoadFormPageProps, OwnBid } from '../../views/sections.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import { formatTonnes, publicText, ratePerTonnePaise, truckLabel } from './presenter.js';
import { renderedOnce } from './board/rows-html.js';
import type { BoardLoadRow } from './board/queries.js';
import type { LoadRow } from './queries.js';
import { TRUCK_TYPES } from '../../lib/trucks.js';
import { LOAD_STATUSES, MARKETPLACE_NAMES, MAX_PICKUP_DAYS_AHEAD, SORT_LABELS, SORTS } from './schema.js';
import { conversationPath, loadPath, marketplaceLoadPath } from '../../views/paths.js';

/** Built when a page is drawn, so its words are in the reader's language. */
const TRUCK_OPTIONS = (): Array<[string, string]> => TRUCK_TYPES.map((t) => [t, truckTypeName(t)]);
const ANY_TRUCK = (): Array<[string, string]> => [['', 'Any truck'], ...TRUCK_OPTIONS()];
/** Built when a page is drawn, so its words are in the reader's language. */
const SORT_OPTIONS = (): Array<[string, string]> => SORTS.map((s) => [s, SORT_LABELS[s]]);
/** Built when a page is drawn, so its words are in the reader's language. */
const STATUS_OPTIONS = (): Array<[string, string]> => LOAD_STATUSES.map((s) => [s, statusName('load', s)]);
/** The feature's stylesheet, added to every page of loads. */
const STYLES = ['/assets/loads.css'];
const CITY_NAMES = CITIES.map((c) => c.name).sort((a, b) => a.localeCompare(b));

/**
 * Suggestions for the city fields (any other town can still be typed). The list never changes while the app runs, so it is rendered (and escaped by
 * the JSX renderer) once, and every page inserts that finished HTML.
 */
const CITY_LIST_HTML = raw(
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
      {load.origin} → {load.destination}
    </span>
  );
}

function countText(total: number): string {
  return total === 1 ? '1 load' : `${formatCount(total)} loads`;
}

// ---------------------------------------------------------------------------
// The board: /loads (family A), /marketplace (family B) and /loadboard (public) are one page in three
// dialects: the marketplace names three filters from, to and type and links to /marketplace/load/<id>;
// the public board shows open loads only, without contact details.

export type BoardDialect = 'loads' | 'marketplace' | 'public';

const DIALECTS: Record<BoardDialect, { action: string; title: string; names: Readonly<Record<string, string>>; loadHref: (id: string) => string }> = {
  loads: { action: '/loads', title: 'Load board', names: {}, loadHref: loadPath },
  marketplace: { action: '/marketplace', title: 'Load board', names: MARKETPLACE_NAMES, loadHref: marketplaceLoadPath },
  public: { action: '/loadboard', title: 'Loads waiting for a truck', names: {}, loadHref: loadPath },
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
  loads: BoardLoadRow[];
  info: PageInfo | null;
  /** The filters as typed, under the board's own names (origin, destination, truck_type...). */
  values: FormValues;
  /** Messages per filter (the board's own names). */
  errors?: FormErrors | null;
  suggestions?: CitySuggestion[];
  /** The viewer's bid status per load (drivers). */
  bidStatuses?: Map<string, string>;
}

const BID_STATUS_LABELS: Record<string, string> = {
  pending: 'Your bid is pending',
  countered: 'Counter-offer waiting',
  accepted: 'Your bid was accepted',
  rejected: 'Your bid was rejected',
  withdrawn: 'You withdrew your bid',
};

/** The one line of the folded filters: "Delhi → Any city · Any truck · Newest first". */
function filterSummary(values: FormValues, dialect: BoardDialect, errors?: FormErrors | null): string {
  const v = (k: string) => (errors?.[k] ? '' : String(values[k] ?? '').trim());
  const city = (k: string) => (v(k) ? canonicalCityName(v(k)) : 'Any city');
  const parts = [`${city('origin')} → ${city('destination')}`, v('truck_type') ? truckTypeName(v('truck_type'), 'short') : 'Any truck'];
  // A wrong bound leaves the weight range out of the results (schema.ts boardQueryWithout), so out of the line too.
  const weightWrong = Boolean(errors?.min_weight || errors?.max_weight);
  const min = weightWrong ? '' : v('min_weight');
  const max = weightWrong ? '' : v('max_weight');
  if (min || max) parts.push(min && max ? `${min}–${max} t` : min ? `from ${min} t` : `up to ${max} t`);
  if (v('pickup_date')) parts.push(`pickup ${v('pickup_date')}`);
  if (dialect !== 'public' && v('status') && v('status') !== 'open') parts.push(statusName('load', v('status')));
  parts.push(SORT_LABELS[(v('sort') || 'newest') as keyof typeof SORT_LABELS] ?? SORT_LABELS.newest);
  return parts.join(' · ');
}

/** A rate (per tonne, per km) in whole rupees: paise would be noise beside the freight. */
const wholeRupees = (paise: number) => formatRupees(Math.round(paise / 100) * 100);

function Rates({ load }: { load: BoardLoadRow }) {
  if (!load.pricePaise) return <span class="muted">Open to bids</span>;
  const perTonne = ratePerTonnePaise(load);
  return (
    <>
      <strong>{formatRupees(load.pricePaise)}</strong>
      {perTonne !== null && <span class="rate"> · {wholeRupees(perTonne)}/t</span>}
      {load.ratePerKmPaise !== null && <span class="rate"> · {wholeRupees(load.ratePerKmPaise)}/km</span>}
    </>
  );
}

function Distance({ km }: { km: number | null }) {
  return km === null ? null : <span title="Approximate road distance">≈ {formatKm(km)}</span>;
}

/** Who posts the load: company (else name), verified mark, rating. */
function Poster({ load }: { load: BoardLoadRow }) {
  return (
    <span class="poster">
      {load.posterCompany ?? load.ownerName}
      {load.posterVerified && (
        <span class="verified" title="Verified by FreightBazaar">
          {' '}
          ✓ Verified
        </span>
      )}
      {load.posterRating !== null && (
        <span class="rating" title={`${load.posterRatings} ${load.posterRatings === 1 ? 'rating' : 'ratings'}`}>
          {' '}
          · ★ {load.posterRating.toFixed(1)} ({formatCount(load.posterRatings)})
        </span>
      )}
    </span>
  );
}

function bidCountText(n: number): string {
  return n === 0 ? 'No bids yet' : n === 1 ? '1 bid' : `${formatCount(n)} bids`;
}

function LanePrice({ load }: { load: BoardLoadRow }) {
  if (load.lanePricePerTonnePaise === null) return null;
  return (
    <span class="lane" title="Median freight per tonne of the loads taken on this route in the last 90 days">
      Lane lately {wholeRupees(load.lanePricePerTonnePaise)}/t ({load.laneLoads === 1 ? '1 load' : `${formatCount(load.laneLoads)} loads`}, 90 days)
    </span>
  );
}

/** Marks where a card's bid status goes: the cards are rendered once per page, the driver's statuses per request. */
const bidSlot = (id: string) => `<!--bid:${id}-->`;

/** One load as a board card: route, price and rates, distance, truck and weight, pickup, poster, bids, lane, age. */
function LoadCard({ load, dialect }: { load: BoardLoadRow; dialect: BoardDialect }) {
  const href = DIALECTS[dialect].loadHref(load.id);
  const material = dialect === 'public' ? publicText(load.material) : load.material;
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
      <p class="load-price" data-label="Price">
        <Rates load={load} />
      </p>
      <p class="load-facts">
        <Distance km={load.distanceKm} />
        {load.distanceKm !== null && ' · '}
        {truckLabel(load)} · {formatTonnes(load.weightTonnes)} · Pickup {formatDate(load.pickupDate)}
      </p>
      {material && <p class="load-material muted">{material}</p>}
      <p class="load-poster muted">
        <Poster load={load} /> · <span class="bid-count">{bidCountText(load.bidCount)}</span> · <TimeAgo at={load.createdAt} />
      </p>
      {load.lanePricePerTonnePaise !== null && (
        <p class="load-lane muted">
          <LanePrice load={load} />
        </p>
      )}
      {raw(bidSlot(load.id))}
      {dialect === 'public' && (
        <p class="load-links">
          <a href={`/login?next=${encodeURIComponent(loadPath(load.id))}`}>Sign in to bid</a>
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
function boardCardsHtml(loads: readonly BoardLoadRow[], dialect: BoardDialect, bidStatuses?: Map<string, string>) {
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
      return bid
        ? String(<p class="load-bid">{<StatusBadge family="bid" status={bid} label={BID_STATUS_LABELS[bid] ?? statusName('bid', bid)} />}</p>).replace('data-status=', 'data-bid-status=')
        : slot;
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
      <Field name={n('origin')} label="From" values={vals} errors={errs} list="city-list" placeholder="Any city" autocomplete="off" />
      <Field name={n('destination')} label="To" values={vals} errors={errs} list="city-list" placeholder="Any city" autocomplete="off" />
      <Field name={n('truck_type')} label="Truck" options={ANY_TRUCK()} values={vals} errors={errs} />
      <Field name="min_weight" label="Min tonnes" values={vals} errors={errs} inputmode="decimal" />
      <Field name="max_weight" label="Max tonnes" values={vals} errors={errs} inputmode="decimal" />
      <Field name="pickup_date" label="Pickup on" type="date" values={vals} errors={errs} />
      {dialect !== 'public' && <Field name="status" label="Status" options={STATUS_OPTIONS()} values={{ status: vals.status || 'open' }} errors={errs} />}
      <Field name="sort" label="Sort" options={SORT_OPTIONS()} values={{ sort: vals.sort || 'newest' }} errors={errs} />
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
      {list.length > 0 && showing && <p class="muted">Showing the loads of the other filters meanwhile.</p>}
      {suggestions?.map((s) => (
        <DidYouMean typed={s.typed} suggestion={s.suggestion} href={s.href} />
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
    <Layout title={d.title} user={user} flash={flash ?? null} active={dialect === 'public' ? '/loadboard' : d.action} meta={{ styles: STYLES }}>
      <div class="board-head">
        <h1>{d.title}</h1>
        {postHref && (
          <a class="button" href={postHref}>
            Post a load
          </a>
        )}
      </div>
      {dialect === 'public' && (
        <p class="board-intro">
          {user ? (
            <a href={user.role === 'driver' ? '/marketplace' : '/loads'}>Open the full board</a>
          ) : (
            <>
              <a href="/login?next=%2Floads">Sign in</a> or <a href="/register?role=driver">register as a driver</a> to see contact details and bid.
            </>
          )}
        </p>
      )}
      <FilterSheet
        action={d.action}
        summary={filterSummary(values, dialect, errors)}
        open={hasErrors}
        notice={<BoardNotice errors={errors} suggestions={suggestions} showing={info !== null} />}
        submitLabel="Show loads"
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
            <p class="card">No {dialect === 'loads' ? '' : 'open '}loads match these filters. Try another city or truck type.</p>
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
      <dt>Freight</dt>
      <dd class="load-price">
        <Rates load={load} />
      </dd>
      <dt>Distance</dt>
      <dd>{load.distanceKm === null ? '—' : <Distance km={load.distanceKm} />}</dd>
      <dt>Pickup date</dt>
      <dd>{formatDate(load.pickupDate)}</dd>
      <dt>Truck</dt>
      <dd>{truckLabel(load)}</dd>
      <dt>Weight</dt>
      <dd>{formatTonnes(load.weightTonnes)}</dd>
      <dt>Material</dt>
      <dd>{load.material ?? '—'}</dd>
      <dt>Posted by</dt>
      <dd>
        <Poster load={load} />
      </dd>
      <dt>Posted</dt>
      <dd>
        <TimeAgo at={load.createdAt} />
      </dd>
      <dt>Bids</dt>
      <dd>{bidCountText(load.bidCount)}</dd>
      {load.lanePricePerTonnePaise !== null && (
        <>
          <dt>Lane lately</dt>
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
  return (
    <p class="muted">
      Posting for one of your clients? <a href="/broker/loads/new">Post it for a client</a> to record your commission with the load.
    </p>
  );
}

export function LoadFormPage({ user, flash, mode, action, cancelHref, values, errors, message, active, title: heading, intro, extraFields }: LoadFormPageProps) {
  const today = kolkataDate();
  const title = heading ?? (mode === 'new' ? 'Post a load' : 'Edit load');
  return (
    <Layout title={title} user={user} flash={flash} active={active} meta={{ styles: STYLES }}>
      <h1>{title}</h1>
      {intro}
      <form method="post" action={action} class="stacked card" novalidate>
        <ErrorSummary errors={errors} message={message ?? (errors ? 'Please correct the highlighted fields.' : null)} />
        <Field name="origin" label="Pickup city" values={values} errors={errors} required list="city-list" maxlength={80} autocomplete="off" placeholder="e.g. Delhi" />
        <Field name="destination" label="Delivery city" values={values} errors={errors} required list="city-list" maxlength={80} autocomplete="off" placeholder="e.g. Mumbai" />
        <CityList />
        <Field name="pickup_date" label="Pickup date" type="date" values={values} errors={errors} required min={today} max={addDays(today, MAX_PICKUP_DAYS_AHEAD)} />
        <Field name="truck_type" label="Truck type" options={[['', 'Choose…'], ...TRUCK_OPTIONS()]} values={values} errors={errors} required />
        <Field name="truck_length_ft" label="Truck length (feet)" values={values} errors={errors} inputmode="numeric" hint="Optional, e.g. 32" />
        <Field name="weight" label="Weight (tonnes)" values={values} errors={errors} required inputmode="decimal" hint="More than 0, at most 100" />
        <Field name="price" label="Expected freight (₹)" values={values} errors={errors} inputmode="decimal" hint="Optional: leave empty to let drivers quote" />
        <Field name="material" label="Material" values={values} errors={errors} maxlength={120} placeholder="e.g. Steel coils" />
        <Field name="description" label="Details for drivers" values={values} errors={errors} multiline maxlength={2000} hint="Loading time, packing, unloading point…" />
        <Field name="contact_phone" label="Contact phone" type="tel" values={values} errors={errors} inputmode="tel" autocomplete="tel" hint="Shown to signed-in users only" />
        {extraFields}
        <button type="submit">{mode === 'new' ? 'Post load' : 'Save changes'}</button> <a href={cancelHref}>Cancel</a>
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
  /** A driver's own bid on the load, if any. */
  ownBid?: OwnBid | null;
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
    if (ownBid?.status === 'accepted' && (load.status === 'assigned' || load.status === 'in_transit')) return { text: 'Your trip: next step', href: '#trip' };
    if (ownBid?.status === 'accepted' && load.status === 'delivered') return { text: 'See the trip', href: '#trip' };
    const live = ownBid && ['pending', 'countered', 'accepted'].includes(ownBid.status);
    if (ownBid && live) return { text: `Your bid: ${formatRupees(ownBid.amountPaise)} · ${statusName('bid', ownBid.status)}`, href: `#bid-${ownBid.id}` };
    if (load.status === 'open') return { text: 'Bid on this load', href: '#bids' };
    if (ownBid) return { text: 'See your bid', href: '#bids' };
    return null;
  }
  if (p.owner && load.status === 'delivered' && load.paymentStatus === 'held') return { text: `Release ${formatRupees(load.escrowAmountPaise)} to the driver`, href: '#payment' };
  if (p.owner && load.status !== 'open' && load.status !== 'cancelled' && load.paymentStatus === 'unpaid') return { text: 'Pay into escrow', href: '#payment' };
  if (p.owner && (load.status === 'assigned' || load.status === 'in_transit')) return { text: 'Track the truck', href: loadPath(load.id, 'track') };
  if (p.owner && load.bidCount > 0) return { text: `See the ${bidCountText(load.bidCount).replace('1 bid', 'bid')}`, href: '#bids' };
  return null;
}

export function LoadPage(p: LoadPageProps) {
  const { load, user } = p;
  const back = p.family === 'marketplace' ? '/marketplace' : '/loads';
  const primary = primaryAction(p);
  return (
    <Layout title={`${load.origin} → ${load.destination}`} user={user} flash={p.flash} meta={{ ...p.meta, styles: STYLES }} active={back}>
      <p class="back-link">
        <a href={back}>← Back to the load board</a>
      </p>
      <div class="load-head">
        <h1 class="load-title">
          <Route load={load} />
        </h1>
        <StatusBadge family="load" status={load.status} />
      </div>
      {primary && (
        <div class="primary-action sticky-action">
          <a class="button" href={primary.href}>
            {primary.text}
          </a>
        </div>
      )}
      <section class="card load-facts-card" aria-label="Key facts">
        <dl class="facts">
          <LoadFacts load={load} />
          <dt>Contact</dt>
          <dd>{load.contactPhone ? <a href={`tel:${load.contactPhone.replace(/[\s-]/g, '')}`}>{load.contactPhone}</a> : '—'}</dd>
          {p.owner && (
            <>
              <dt>Views</dt>
              <dd id="view-count">
                {load.viewCount === 1 ? 'Seen by 1 person' : `Seen by ${formatCount(load.viewCount)} people`} <small class="muted">(one count per viewer per day)</small>
              </dd>
            </>
          )}
        </dl>
        {load.description && (
          <>
            <h2>Details</h2>
            <p class="description">{load.description}</p>
          </>
        )}
      </section>
      {p.tripSection}
      {p.bidSection}
      {p.paymentSection}
      <aside class="card load-manage">
        <h2>Share</h2>
        <p>
          <a class="button secondary" href={p.shareUrl} target="_blank" rel="noopener noreferrer">
            Share on WhatsApp
          </a>
        </p>
        {!p.owner && (
          <p>
            <a class="button secondary" href={conversationPath(load.ownerId, load.id)}>
              Message the shipper
            </a>
          </p>
        )}
        {p.owner && load.status === 'open' && (
          <p>
            <a class="button secondary" href={loadPath(load.id, 'nearby-drivers')}>
              Available drivers near {load.origin}
            </a>
          </p>
        )}
        {/* The owner and the driver find tracking in the trip section; admins, who have no trip section, here. */}
        {user.role === 'admin' && ['assigned', 'in_transit', 'delivered'].includes(load.status) && (
          <p>
            <a class="button secondary" href={loadPath(load.id, 'track')}>
              Track the truck
            </a>
          </p>
        )}
        {(p.canEdit || p.canCancel || p.canDelete) && <h2>Manage</h2>}
        {p.canEdit && (
          <p>
            <a class="button secondary" href={loadPath(load.id, 'edit')}>
              Edit load
            </a>
          </p>
        )}
        {p.canCancel && (
          <div class="load-action">
            <form method="post" action={loadPath(load.id, 'cancel')} class="inline" data-confirm="Cancel this load? Drivers who bid will be told.">
              <button type="submit" class="danger">
                Cancel load
              </button>
            </form>
          </div>
        )}
        {p.canDelete && (
          <div class="load-action">
            <form method="post" action={loadPath(load.id, 'delete')} class="inline" data-confirm="Delete this load? It disappears from the board.">
              <button type="submit" class="secondary">
                Delete load
              </button>
            </form>
          </div>
        )}
      </aside>
    </Layout>
  );
}

/** What a signed-out visitor of /loads/<id> sees: the facts without contact details, and a way to sign in. */
export function PublicLoadPage({ load: row, shareUrl, meta }: { load: LoadRow; shareUrl: string; meta: PageMeta }) {
  const next = loadPath(row.id);
  const load = { ...row, material: publicText(row.material), description: publicText(row.description) };
  return (
    <Layout title={`${load.origin} → ${load.destination}`} user={null} meta={{ ...meta, styles: STYLES }}>
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
            Sign in to bid on this load
          </a>{' '}
          <a class="button secondary" href="/register?role=driver">
            Register as a driver
          </a>
        </p>
        <p class="muted">Contact details and bidding are for signed-in users.</p>
        <p>
          <a href={shareUrl} target="_blank" rel="noopener noreferrer">
            Share on WhatsApp
          </a>{' '}
          · <a href="/loadboard">More loads</a>
        </p>
      </section>
    </Layout>
  );
}
