/** Pages of loads: the boards (/loads, /loadboard, /marketplace), the load form, and a load's page. */
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { CITIES } from '../../geo/cities.js';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime, kolkataDate, addDays } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout, type PageMeta } from '../../views/layout.js';
import type { LoadFormPageProps } from '../../views/sections.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import { formatTonnes, publicText, truckLabel } from './presenter.js';
import { renderedOnce } from './board/rows-html.js';
import type { BoardLoadRow } from './board/queries.js';
import type { LoadRow } from './queries.js';
import { TRUCK_TYPE_LABELS, TRUCK_TYPES } from '../../lib/trucks.js';
import { LOAD_STATUSES, MAX_PICKUP_DAYS_AHEAD, SORT_LABELS, SORTS } from './schema.js';
import { conversationPath, loadPath, marketplaceLoadPath } from '../../views/paths.js';

const TRUCK_OPTIONS: Array<[string, string]> = TRUCK_TYPES.map((t) => [t, TRUCK_TYPE_LABELS[t]]);
const ANY_TRUCK: Array<[string, string]> = [['', 'Any truck'], ...TRUCK_OPTIONS];
const SORT_OPTIONS: Array<[string, string]> = SORTS.map((s) => [s, SORT_LABELS[s]]);
const STATUS_LABELS: Record<string, string> = { open: 'Open', assigned: 'Assigned', in_transit: 'In transit', delivered: 'Delivered', cancelled: 'Cancelled' };
const STATUS_OPTIONS: Array<[string, string]> = LOAD_STATUSES.map((s) => [s, STATUS_LABELS[s]]);
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

function StatusPill({ status }: { status: string }) {
  return <span class={`pill ${status}`}>{STATUS_LABELS[status] ?? status}</span>;
}

function Price({ paise }: { paise: number | null }) {
  return paise ? formatRupees(paise) : <span class="muted">Open to bids</span>;
}

function Route({ load }: { load: Pick<LoadRow, 'origin' | 'destination'> }) {
  return (
    <span class="route">
      {load.origin} → {load.destination}
    </span>
  );
}

function countText(total: number): string {
  return total === 1 ? '1 load' : `${total.toLocaleString('en-IN')} loads`;
}

// ---------------------------------------------------------------------------
// GET /loads: the signed-in board.

export interface BoardPageProps {
  user: SessionUser;
  flash: Flash | null;
  loads: BoardLoadRow[];
  info: PageInfo | null;
  values: FormValues;
  errors?: FormErrors | null;
}

/**
 * The table rows of a board page. They show nothing that depends on the viewer, so they are rendered
 * once per page and board version (board/rows-html.ts).
 */
function boardRowsHtml(loads: readonly BoardLoadRow[]) {
  return renderedOnce(loads, () => (
    <>
      {loads.map((l) => (
        <tr data-load-id={l.id}>
          <td>
            <a href={loadPath(l.id)}>
              {l.origin} → {l.destination}
            </a>
            {l.material && <div class="muted">{l.material}</div>}
          </td>
          <td data-label="Pickup">{formatDate(l.pickupDate)}</td>
          <td data-label="Truck">{truckLabel(l)}</td>
          <td data-label="Weight">{formatTonnes(l.weightTonnes)}</td>
          <td data-label="Price">
            <Price paise={l.pricePaise} />
          </td>
          <td data-label="Posted by">{l.ownerName}</td>
          <td data-label="Status">
            <StatusPill status={l.status} />
          </td>
        </tr>
      ))}
    </>
  ));
}

export function BoardPage({ user, flash, loads, info, values, errors }: BoardPageProps) {
  return (
    <Layout title="Load board" user={user} flash={flash} active="/loads" meta={{ styles: STYLES }}>
      <h1>Load board</h1>
      {(user.role === 'shipper' || user.role === 'broker') && (
        <p>
          <a class="button" href="/loads/new">
            Post a load
          </a>
        </p>
      )}
      <form method="get" action="/loads" class="filters" aria-label="Filter loads">
        <ErrorSummary errors={errors} message={errors ? 'Please correct the filters.' : null} />
        <Field name="origin" label="From" values={values} errors={errors} list="city-list" placeholder="Any city" />
        <Field name="destination" label="To" values={values} errors={errors} list="city-list" placeholder="Any city" />
        <Field name="truck_type" label="Truck" options={ANY_TRUCK} values={values} errors={errors} />
        <Field name="min_weight" label="Min tonnes" values={values} errors={errors} inputmode="decimal" />
        <Field name="max_weight" label="Max tonnes" values={values} errors={errors} inputmode="decimal" />
        <Field name="pickup_date" label="Pickup on" type="date" values={values} errors={errors} />
        <Field name="status" label="Status" options={STATUS_OPTIONS} values={{ status: values.status || 'open' }} errors={errors} />
        <Field name="sort" label="Sort" options={SORT_OPTIONS} values={{ sort: values.sort || 'newest' }} errors={errors} />
        <div class="field">
          <button type="submit">Show loads</button>
          <a href="/loads">Clear filters</a>
        </div>
        <CityList />
      </form>
      {info && (
        <>
          <p class="muted" id="result-count">
            {countText(info.total)}
          </p>
          {loads.length === 0 ? (
            <p class="card">No loads match these filters. Try another city or truck type.</p>
          ) : (
            <div class="table-wrap">
              <table class="stack-on-phone">
                <thead>
                  <tr>
                    <th>Route</th>
                    <th>Pickup</th>
                    <th>Truck</th>
                    <th>Weight</th>
                    <th>Price</th>
                    <th>Posted by</th>
                    <th>Status</th>
                  </tr>
                </thead>
                <tbody>{boardRowsHtml(loads)}</tbody>
              </table>
            </div>
          )}
          <Pagination info={info} baseUrl="/loads" query={values} />
        </>
      )}
    </Layout>
  );
}

// ---------------------------------------------------------------------------
// GET /loadboard: the public board.

export function PublicBoardPage({ user, loads, info, values, errors }: { user: SessionUser | null; loads: BoardLoadRow[]; info: PageInfo | null; values: FormValues; errors?: FormErrors | null }) {
  return (
    <Layout title="Load board" user={user} active="/loadboard" meta={{ styles: STYLES }}>
      <h1>Loads waiting for a truck</h1>
      <p>
        Open loads across India, updated as shippers post them.{' '}
        {user ? (
          <a href={user.role === 'driver' ? '/marketplace' : '/loads'}>Open the full board</a>
        ) : (
          <>
            <a href="/login?next=%2Floads">Sign in</a> or <a href="/register?role=driver">register as a driver</a> to see contact details and bid.
          </>
        )}
      </p>
      <form method="get" action="/loadboard" class="filters" aria-label="Filter loads">
        <ErrorSummary errors={errors} message={errors ? 'Please correct the filters.' : null} />
        <Field name="origin" label="From" values={values} errors={errors} list="city-list" placeholder="Any city" />
        <Field name="destination" label="To" values={values} errors={errors} list="city-list" placeholder="Any city" />
        <Field name="truck_type" label="Truck" options={ANY_TRUCK} values={values} errors={errors} />
        <Field name="min_weight" label="Min tonnes" values={values} errors={errors} inputmode="decimal" />
        <Field name="max_weight" label="Max tonnes" values={values} errors={errors} inputmode="decimal" />
        <Field name="pickup_date" label="Pickup on" type="date" values={values} errors={errors} />
        <Field name="sort" label="Sort" options={SORT_OPTIONS} values={{ sort: values.sort || 'newest' }} errors={errors} />
        <div class="field">
          <button type="submit">Show loads</button>
        </div>
        <CityList />
      </form>
      {info && (
        <>
          <p class="muted" id="result-count">
            {countText(info.total)}
          </p>
          <div class="cards">
            {loads.map((l) => (
              <LoadCard load={l} extra={l.material ? ['Material', user ? l.material : publicText(l.material)!] : null}>
                <p>
                  <a href={loadPath(l.id)}>Details</a>
                  {!user && (
                    <>
                      {' · '}
                      <a href={`/login?next=${encodeURIComponent(loadPath(l.id))}`}>Sign in to bid</a>
                    </>
                  )}
                </p>
              </LoadCard>
            ))}
          </div>
          {loads.length === 0 && <p class="card">No open loads match these filters.</p>}
          <Pagination info={info} baseUrl="/loadboard" query={values} />
        </>
      )}
    </Layout>
  );
}

/** One load as a card of the public board or the marketplace: route, pickup, truck, price, one extra fact. */
function LoadCard({ load, href, extra, children }: { load: BoardLoadRow; href?: string; extra: [string, string] | null; children?: Child }) {
  return (
    <article class="card" data-load-id={load.id}>
      <h2>
        {href ? (
          <a href={href}>
            <Route load={load} />
          </a>
        ) : (
          <Route load={load} />
        )}
      </h2>
      <dl class="facts">
        <dt>Pickup</dt>
        <dd>{formatDate(load.pickupDate)}</dd>
        <dt>Truck</dt>
        <dd>
          {truckLabel(load)} · {formatTonnes(load.weightTonnes)}
        </dd>
        <dt>Price</dt>
        <dd>
          <Price paise={load.pricePaise} />
        </dd>
        {extra && (
          <>
            <dt>{extra[0]}</dt>
            <dd>{extra[1]}</dd>
          </>
        )}
      </dl>
      {children}
    </article>
  );
}

/** The facts every view of one load starts with (the full page and the public summary). */
function LoadFacts({ load }: { load: BoardLoadRow }) {
  return (
    <>
      <dt>Pickup date</dt>
      <dd>{formatDate(load.pickupDate)}</dd>
      <dt>Truck</dt>
      <dd>{truckLabel(load)}</dd>
      <dt>Weight</dt>
      <dd>{formatTonnes(load.weightTonnes)}</dd>
      <dt>Expected freight</dt>
      <dd>
        <Price paise={load.pricePaise} />
      </dd>
      <dt>Material</dt>
      <dd>{load.material ?? '—'}</dd>
    </>
  );
}

// ---------------------------------------------------------------------------
// GET /marketplace: cards with from, to, type, sort.

export interface MarketplacePageProps {
  user: SessionUser;
  flash: Flash | null;
  loads: BoardLoadRow[];
  info: PageInfo | null;
  values: FormValues;
  errors?: FormErrors | null;
  /** The viewer's bid status per load (drivers). */
  bidStatuses: Map<string, string>;
}

const BID_STATUS_LABELS: Record<string, string> = {
  pending: 'Your bid is pending',
  countered: 'Counter-offer waiting',
  accepted: 'Your bid was accepted',
  rejected: 'Your bid was rejected',
  withdrawn: 'You withdrew your bid',
};

export function MarketplacePage({ user, flash, loads, info, values, errors, bidStatuses }: MarketplacePageProps) {
  return (
    <Layout title="Find loads" user={user} flash={flash} active="/marketplace" meta={{ styles: STYLES }}>
      <h1>Marketplace</h1>
      {user.role === 'shipper' && (
        <p>
          <a class="button" href="/marketplace/post">
            Post a load
          </a>
        </p>
      )}
      <form method="get" action="/marketplace" class="filters" aria-label="Filter loads">
        <ErrorSummary errors={errors} message={errors ? 'Please correct the filters.' : null} />
        <Field name="from" label="From" values={values} errors={errors} list="city-list" placeholder="Any city" />
        <Field name="to" label="To" values={values} errors={errors} list="city-list" placeholder="Any city" />
        <Field name="type" label="Truck" options={ANY_TRUCK} values={values} errors={errors} />
        <Field name="sort" label="Sort" options={SORT_OPTIONS} values={{ sort: values.sort || 'newest' }} errors={errors} />
        <div class="field">
          <button type="submit">Find loads</button>
        </div>
        <CityList />
      </form>
      {info && (
        <>
          <p class="muted" id="result-count">
            {countText(info.total)}
          </p>
          <div class="cards">
            {loads.map((l) => {
              const bid = bidStatuses.get(l.id);
              return (
                <LoadCard load={l} href={marketplaceLoadPath(l.id)} extra={['Shipper', l.ownerName]}>
                  {bid && (
                    <p>
                      <span class={`pill ${bid}`} data-bid-status={bid}>
                        {BID_STATUS_LABELS[bid] ?? bid}
                      </span>
                    </p>
                  )}
                </LoadCard>
              );
            })}
          </div>
          {loads.length === 0 && <p class="card">No open loads match these filters.</p>}
          <Pagination info={info} baseUrl="/marketplace" query={values} />
        </>
      )}
    </Layout>
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
        <Field name="truck_type" label="Truck type" options={[['', 'Choose…'], ...TRUCK_OPTIONS]} values={values} errors={errors} required />
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
}

export function LoadPage(p: LoadPageProps) {
  const { load, user } = p;
  const back = p.family === 'marketplace' ? '/marketplace' : '/loads';
  return (
    <Layout title={`${load.origin} → ${load.destination}`} user={user} flash={p.flash} meta={{ ...p.meta, styles: STYLES }} active={back}>
      <p>
        <a href={back}>← Back to {p.family === 'marketplace' ? 'the marketplace' : 'the load board'}</a>
      </p>
      <h1>
        <Route load={load} /> <StatusPill status={load.status} />
      </h1>
      <div class="two-col">
        <section class="card">
          <dl class="facts">
            <LoadFacts load={load} />
            <dt>Posted by</dt>
            <dd>{load.ownerName}</dd>
            <dt>Contact</dt>
            <dd>{load.contactPhone ? <a href={`tel:${load.contactPhone.replace(/[\s-]/g, '')}`}>{load.contactPhone}</a> : '—'}</dd>
            <dt>Posted</dt>
            <dd>{formatDateTime(load.createdAt)}</dd>
            {p.owner && (
              <>
                <dt>Views</dt>
                <dd id="view-count">
                  {load.viewCount === 1 ? 'Seen by 1 person' : `Seen by ${load.viewCount} people`} <small class="muted">(one count per viewer per day)</small>
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
        <aside class="card">
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
      </div>
      {p.tripSection}
      {p.bidSection}
      {p.paymentSection}
    </Layout>
  );
}

/** What a signed-out visitor of /loads/<id> sees: the facts without contact details, and a way to sign in. */
export function PublicLoadPage({ load: row, shareUrl, meta }: { load: LoadRow; shareUrl: string; meta: PageMeta }) {
  const next = loadPath(row.id);
  const load = { ...row, material: publicText(row.material), description: publicText(row.description) };
  return (
    <Layout title={`${load.origin} → ${load.destination}`} user={null} meta={{ ...meta, styles: STYLES }}>
      <h1>
        <Route load={load} /> <StatusPill status={load.status} />
      </h1>
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
