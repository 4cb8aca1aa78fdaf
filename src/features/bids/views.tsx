/** Views of bids: the bid section of a load page, the driver's "my bids" page, and forms shown again after a mistake. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import type { DriverRating, MyBidRow, NegotiationRow } from './queries.js';
import { BID_STATUSES, NOTE_MAX } from './schema.js';
import type { BidView } from './service.js';
import { conversationPath, loadPath } from '../../views/paths.js';

/** Which family's page the section sits on: its forms post to that family's routes and come back to it. */
export type LoadPageBase = '/loads' | '/marketplace/load';

export interface BidUrls {
  page: string;
  place: string;
  accept(bidId: string): string;
  counter(bidId: string): string;
  reject(bidId: string): string;
  withdraw(bidId: string): string;
  respond(bidId: string): string;
  /** Hidden field for the family A action routes, so they return to this page. */
  returnTo: Record<string, string>;
  /** Hidden field of family B's bid form. */
  loadField: Record<string, string>;
}

export function bidUrls(base: LoadPageBase, loadId: string): BidUrls {
  const page = `${base}/${loadId}`;
  const b = base === '/marketplace/load';
  return {
    page,
    place: b ? '/marketplace/bid' : loadPath(loadId, 'bid'),
    accept: (id) => (b ? `/marketplace/bid/${id}/accept` : `/bids/${id}/accept`),
    counter: (id) => (b ? `/marketplace/bid/${id}/negotiate` : `/bids/${id}/counter`),
    reject: (id) => `/bids/${id}/reject`,
    withdraw: (id) => `/bids/${id}/withdraw`,
    respond: (id) => `/bids/${id}/respond`,
    returnTo: b ? { return_to: page } : {},
    loadField: b ? { load_id: loadId } : {},
  };
}

function StatusPill({ status }: { status: string }) {
  return <span class={`pill ${status}`}>{status}</span>;
}

function RatingText({ rating }: { rating: DriverRating | null }) {
  if (!rating || rating.count === 0) return <span class="rating muted">No ratings yet</span>;
  return (
    <span class="rating" title={`Average of ${rating.count} rating${rating.count === 1 ? '' : 's'}`}>
      ★ {rating.average.toFixed(1)}{' '}
      <small class="muted">
        ({rating.count} rating{rating.count === 1 ? '' : 's'})
      </small>
    </span>
  );
}

const STEP_TEXT: Record<string, Record<string, string>> = {
  owner: { counter: 'Load owner countered', accept: 'Load owner accepted', decline: 'Load owner declined' },
  driver: { counter: 'Driver countered', accept: 'Driver accepted the counter-offer', decline: 'Driver declined the counter-offer' },
};

/** The negotiation thread of one bid, oldest step first. */
function NegotiationThread({ bidAmountOriginal, steps }: { bidAmountOriginal?: number; steps: NegotiationRow[] }) {
  if (steps.length === 0) return null;
  return (
    <details class="thread" open>
      <summary>
        Negotiation ({steps.length} step{steps.length === 1 ? '' : 's'})
      </summary>
      <ol class="timeline">
        {bidAmountOriginal !== undefined && <li class="muted">Bid placed at {formatRupees(bidAmountOriginal)}</li>}
        {steps.map((s) => (
          <li class={`step ${s.authorSide}`}>
            <b>{STEP_TEXT[s.authorSide]?.[s.action] ?? s.action}</b>
            {s.amountPaise !== null && <> · {formatRupees(s.amountPaise)}</>}
            <small class="muted"> · {formatDateTime(s.createdAt)}</small>
            {s.note && <div class="note">{s.note}</div>}
          </li>
        ))}
      </ol>
    </details>
  );
}

function BidFacts({ v }: { v: BidView }) {
  return (
    <dl class="facts">
      <dt>Amount</dt>
      <dd>
        <b class="amount">{formatRupees(v.bid.amountPaise)}</b>
      </dd>
      <dt>Delivery by</dt>
      <dd>{formatDate(v.bid.estimatedDelivery)}</dd>
      {v.bid.note && (
        <>
          <dt>Note</dt>
          <dd class="note">{v.bid.note}</dd>
        </>
      )}
      <dt>Placed</dt>
      <dd>{formatDateTime(v.bid.createdAt)}</dd>
    </dl>
  );
}

/** The owner's counter-offer form for one bid (ids are per bid: several forms share the page). */
function CounterForm({ action, bidId, hidden, values, errors }: { action: string; bidId: string; hidden: Record<string, string>; values?: FormValues; errors?: FormErrors | null }) {
  const amountId = `counter-amount-${bidId}`;
  const noteId = `counter-note-${bidId}`;
  return (
    <form method="post" action={action} class="counter-form">
      {Object.entries(hidden).map(([k, v]) => (
        <input type="hidden" name={k} value={v} />
      ))}
      <div class={`field${errors?.amount ? ' has-error' : ''}`}>
        <label for={amountId}>Your counter-offer (₹)</label>
        <input
          id={amountId}
          name="amount"
          inputmode="decimal"
          required
          value={values?.amount === undefined || values?.amount === null ? '' : String(values.amount)}
          aria-invalid={errors?.amount ? 'true' : undefined}
        />
        {errors?.amount && <small class="error">{errors.amount}</small>}
      </div>
      <div class={`field${errors?.note ? ' has-error' : ''}`}>
        <label for={noteId}>Note to the driver</label>
        <textarea id={noteId} name="note" rows={2} maxlength={NOTE_MAX}>
          {values?.note === undefined || values?.note === null ? '' : String(values.note)}
        </textarea>
        {errors?.note && <small class="error">{errors.note}</small>}
      </div>
      <button type="submit" class="secondary">
        Send counter-offer
      </button>
    </form>
  );
}

/** The driver's answer to a counter-offer: accept it, decline it, or counter back. */
function RespondForms({
  action,
  bidId,
  counterPaise,
  hidden,
  values,
  errors,
}: {
  action: string;
  bidId: string;
  counterPaise: number | null;
  hidden: Record<string, string>;
  values?: FormValues;
  errors?: FormErrors | null;
}) {
  const amountId = `respond-amount-${bidId}`;
  const noteId = `respond-note-${bidId}`;
  return (
    <div class="respond">
      <p>
        <b>The load owner offers {counterPaise !== null ? formatRupees(counterPaise) : 'a different amount'}.</b> Your answer:
      </p>
      <ActionButton
        action={action}
        label={counterPaise !== null ? `Accept ${formatRupees(counterPaise)}` : 'Accept'}
        kind="primary"
        fields={{ ...hidden, action: 'accept' }}
        confirm="Accept the counter-offer? The load will be assigned to you."
      />{' '}
      <ActionButton action={action} label="Decline" kind="danger" fields={{ ...hidden, action: 'decline' }} confirm="Decline the counter-offer? Your bid will be withdrawn." />
      <form method="post" action={action} class="counter-form">
        {Object.entries(hidden).map(([k, v]) => (
          <input type="hidden" name={k} value={v} />
        ))}
        <input type="hidden" name="action" value="counter" />
        <div class={`field${errors?.amount ? ' has-error' : ''}`}>
          <label for={amountId}>Or counter with (₹)</label>
          <input
            id={amountId}
            name="amount"
            inputmode="decimal"
            required
            value={values?.amount === undefined || values?.amount === null ? '' : String(values.amount)}
            aria-invalid={errors?.amount ? 'true' : undefined}
          />
          {errors?.amount && <small class="error">{errors.amount}</small>}
        </div>
        <div class={`field${errors?.note ? ' has-error' : ''}`}>
          <label for={noteId}>Note to the load owner</label>
          <textarea id={noteId} name="note" rows={2} maxlength={NOTE_MAX}>
            {values?.note === undefined || values?.note === null ? '' : String(values.note)}
          </textarea>
          {errors?.note && <small class="error">{errors.note}</small>}
        </div>
        <button type="submit" class="secondary">
          Send counter-offer
        </button>
      </form>
    </div>
  );
}

/** The driver's bid form (ids f-amount, f-estimated_delivery, f-note). */
function BidForm({ urls, pickupDate, values, errors, message }: { urls: BidUrls; pickupDate: string; values?: FormValues; errors?: FormErrors | null; message?: string | null }) {
  return (
    <form method="post" action={urls.place} class="stacked bid-form">
      <ErrorSummary errors={errors} message={message} />
      {Object.entries(urls.loadField).map(([k, v]) => (
        <input type="hidden" name={k} value={v} />
      ))}
      <Field name="amount" label="Your price (₹)" required inputmode="decimal" values={values} errors={errors} hint="Total freight for this load, in rupees" />
      <Field name="estimated_delivery" label="Delivery by" type="date" required min={pickupDate} values={values} errors={errors} hint={`Not before the pickup date, ${formatDate(pickupDate)}`} />
      <Field name="note" label="Note for the load owner" multiline maxlength={NOTE_MAX} values={values} errors={errors} hint="Truck, driver, timing: up to 500 characters" />
      <button type="submit">Place bid</button>
    </form>
  );
}

export interface OwnerSectionProps {
  urls: BidUrls;
  loadStatus: string;
  bids: BidView[];
  /** Admins see the bids without the owner's buttons. */
  readOnly: boolean;
  /** The viewer, who is never offered a conversation with themselves. */
  viewerId: string;
}

/**
 * The owner's bid management: every bid with the driver's rating and thread, a
 * link to message the driver about the load; accept, reject and counter while the load is open.
 */
export function OwnerBidSection({ urls, loadStatus, bids, readOnly, viewerId }: OwnerSectionProps) {
  const live = bids.filter((v) => v.bid.status === 'pending' || v.bid.status === 'countered').length;
  return (
    <section class="card bids" id="bids" aria-labelledby="bids-h">
      <h2 id="bids-h">
        Bids{' '}
        <small class="muted">
          ({bids.length} in all, {live} open)
        </small>
      </h2>
      {bids.length === 0 && <p class="muted">No bids yet. You will be notified when a driver bids.</p>}
      <div class="bid-list">
        {bids.map((v) => {
          const canAct = !readOnly && loadStatus === 'open' && (v.bid.status === 'pending' || v.bid.status === 'countered');
          return (
            <article class="bid card" id={`bid-${v.bid.id}`} data-status={v.bid.status}>
              <div class="bid-head">
                <b class="driver-name">{v.bid.driverName}</b> <RatingText rating={v.rating} /> <StatusPill status={v.bid.status} />
                {v.bid.statusReason && <small class="status-reason"> {v.bid.statusReason}</small>}
              </div>
              <BidFacts v={v} />
              {!readOnly && v.bid.driverId !== viewerId && (
                <p class="bid-contact">
                  <a class="button secondary small" href={conversationPath(v.bid.driverId, v.bid.loadId)}>
                    Message {v.bid.driverName}
                  </a>
                </p>
              )}
              <NegotiationThread steps={v.negotiations} />
              {canAct && (
                <div class="bid-actions">
                  <ActionButton
                    action={urls.accept(v.bid.id)}
                    label={`Accept ${formatRupees(v.bid.amountPaise)}`}
                    kind="primary"
                    fields={urls.returnTo}
                    confirm={`Accept ${v.bid.driverName}'s bid of ${formatRupees(v.bid.amountPaise)}? Every other bid will be rejected.`}
                  />{' '}
                  <ActionButton action={urls.reject(v.bid.id)} label="Reject" kind="danger" fields={urls.returnTo} confirm="Reject this bid?" />
                  {v.bid.status === 'pending' ? (
                    <details class="counter">
                      <summary>Counter-offer</summary>
                      <CounterForm action={urls.counter(v.bid.id)} bidId={v.bid.id} hidden={urls.returnTo} />
                    </details>
                  ) : (
                    <p class="muted">Waiting for the driver's answer to your counter-offer.</p>
                  )}
                </div>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}

export interface DriverSectionProps {
  urls: BidUrls;
  loadStatus: string;
  pickupDate: string;
  /** The driver's bids on this load, newest first. */
  bids: BidView[];
  plan: string;
  bidsToday: number;
  freeLimit: number;
}

/** What a driver sees: their live bid (withdraw, answer a counter), the accepted bid, or the bid form. */
export function DriverBidSection({ urls, loadStatus, pickupDate, bids, plan, bidsToday, freeLimit }: DriverSectionProps) {
  const live = bids.find((v) => v.bid.status === 'pending' || v.bid.status === 'countered');
  const accepted = bids.find((v) => v.bid.status === 'accepted');
  const past = bids.filter((v) => v !== live && v !== accepted);
  const left = Math.max(0, freeLimit - bidsToday);
  return (
    <section class="card bids" id="bids" aria-labelledby="bids-h">
      <h2 id="bids-h">Your bid</h2>
      {accepted && (
        <div class="bid" id={`bid-${accepted.bid.id}`} data-status="accepted">
          <p>
            <StatusPill status="accepted" /> Your bid of <b>{formatRupees(accepted.bid.amountPaise)}</b> was accepted. Your trip is scheduled: <a href="/driver/trips">see your trips</a>.
          </p>
          <NegotiationThread steps={accepted.negotiations} />
        </div>
      )}
      {live && (
        <div class="bid" id={`bid-${live.bid.id}`} data-status={live.bid.status}>
          <p>
            <StatusPill status={live.bid.status} /> {live.bid.status === 'countered' ? 'The load owner sent you a counter-offer.' : 'Waiting for the load owner to answer.'}
          </p>
          <BidFacts v={live} />
          <NegotiationThread steps={live.negotiations} />
          {live.bid.status === 'countered' && loadStatus === 'open' && (
            <RespondForms action={urls.respond(live.bid.id)} bidId={live.bid.id} counterPaise={latestOwnerCounter(live.negotiations)} hidden={urls.returnTo} />
          )}
          <div class="bid-actions">
            <ActionButton action={urls.withdraw(live.bid.id)} label="Withdraw bid" kind="danger" fields={urls.returnTo} confirm="Withdraw your bid on this load?" />
          </div>
        </div>
      )}
      {!live && !accepted && loadStatus === 'open' && (
        <>
          {plan !== 'premium' && (
            <p class="muted bids-left">
              Free plan: {left} of {freeLimit} bids left today. Premium drivers bid without a daily limit.
            </p>
          )}
          {plan === 'premium' || left > 0 ? (
            <BidForm urls={urls} pickupDate={pickupDate} />
          ) : (
            <p role="status">
              You have used today's {freeLimit} free bids. <a href="/premium">Upgrade to premium</a> for unlimited bids, or bid again tomorrow.
            </p>
          )}
        </>
      )}
      {!live && !accepted && loadStatus !== 'open' && <p class="muted">This load is no longer taking bids.</p>}
      {past.length > 0 && (
        <details class="past-bids">
          <summary>Earlier bids on this load ({past.length})</summary>
          <ul>
            {past.map((v) => (
              <li>
                {formatRupees(v.bid.amountPaise)} · <StatusPill status={v.bid.status} /> · {formatDateTime(v.bid.createdAt)}
                {v.bid.statusReason && (
                  <>
                    {' '}
                    · <small class="status-reason">{v.bid.statusReason}</small>
                  </>
                )}
                <NegotiationThread steps={v.negotiations} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/** Everyone else (another shipper or broker): how busy the load is, without the bids themselves. */
export function OtherBidSection({ total, live, loadStatus }: { total: number; live: number; loadStatus: string }) {
  return (
    <section class="card bids" id="bids" aria-labelledby="bids-h">
      <h2 id="bids-h">Bids</h2>
      <p class="muted">
        {total === 0 ? 'No bids yet.' : `${total} bid${total === 1 ? '' : 's'} so far, ${live} open.`}{' '}
        {loadStatus === 'open' ? 'Only drivers can bid; only the load owner sees the bids.' : 'This load is no longer taking bids.'}
      </p>
    </section>
  );
}

function latestOwnerCounter(steps: NegotiationRow[]): number | null {
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if (s.authorSide === 'owner' && s.action === 'counter') return s.amountPaise;
  }
  return null;
}

export interface LoadSummary {
  id: string;
  origin: string;
  destination: string;
  pickupDate: string;
}

/** The bid form again after a failed attempt (400 with the values kept, or the limit / conflict message). */
export function BidFormPage({
  user,
  load,
  urls,
  values,
  errors,
  message,
  showForm,
}: {
  user: SessionUser;
  load: LoadSummary;
  urls: BidUrls;
  values?: FormValues;
  errors?: FormErrors | null;
  message: string;
  showForm: boolean;
}) {
  return (
    <Layout title="Place a bid" user={user}>
      <h1>
        Bid on {load.origin} → {load.destination}
      </h1>
      <p class="muted">
        Pickup {formatDate(load.pickupDate)} · <a href={urls.page}>Back to the load</a>
      </p>
      <section class="card">
        {showForm ? (
          <BidForm urls={urls} pickupDate={load.pickupDate} values={values} errors={errors} message={message} />
        ) : (
          <>
            <p role="alert" class="error-summary">
              {message}
            </p>
            <p>
              <a class="button secondary" href={urls.page}>
                Back to the load
              </a>{' '}
              <a href="/driver/bids">My bids</a>
            </p>
          </>
        )}
      </section>
    </Layout>
  );
}

/** The counter-offer or answer form again after a failed attempt (400 with the values kept), or the message alone when the bid's state refuses it. */
export function NegotiationFormPage({
  user,
  load,
  bid,
  kind,
  urls,
  values,
  errors,
  message,
  counterPaise,
  showForm,
}: {
  user: SessionUser;
  load: LoadSummary;
  bid: { id: string; amountPaise: number; driverName?: string };
  kind: 'counter' | 'respond';
  urls: BidUrls;
  values: FormValues;
  errors: FormErrors;
  message: string;
  counterPaise: number | null;
  showForm: boolean;
}) {
  return (
    <Layout title={kind === 'counter' ? 'Counter-offer' : 'Answer the counter-offer'} user={user}>
      <h1>{kind === 'counter' ? 'Counter-offer' : 'Answer the counter-offer'}</h1>
      <p class="muted">
        {load.origin} → {load.destination} · bid of {formatRupees(bid.amountPaise)} · <a href={urls.page}>Back to the load</a>
      </p>
      <section class="card">
        <ErrorSummary errors={errors} message={message} />
        {!showForm ? (
          <p>
            <a class="button secondary" href={urls.page}>
              Back to the load
            </a>
          </p>
        ) : kind === 'counter' ? (
          <CounterForm action={urls.counter(bid.id)} bidId={bid.id} hidden={urls.returnTo} values={values} errors={errors} />
        ) : (
          <RespondForms action={urls.respond(bid.id)} bidId={bid.id} counterPaise={counterPaise} hidden={urls.returnTo} values={values} errors={errors} />
        )}
      </section>
    </Layout>
  );
}

const STATUS_OPTIONS: Array<[string, string]> = [['', 'All bids'], ...BID_STATUSES.map((s): [string, string] => [s, s[0].toUpperCase() + s.slice(1)])];

/** GET /driver/bids: the driver's bids with their state, actions and a link to message the load's owner about it. */
export function MyBidsPage({
  user,
  flash,
  rows,
  info,
  status,
  plan,
  bidsToday,
  freeLimit,
}: {
  user: SessionUser;
  flash: Flash | null;
  rows: MyBidRow[];
  info: PageInfo;
  status?: string;
  plan: string;
  bidsToday: number;
  freeLimit: number;
}) {
  const returnTo = `/driver/bids${status ? `?status=${status}` : ''}`;
  return (
    <Layout title="My bids" user={user} flash={flash} active="/driver/bids">
      <h1>My bids</h1>
      <p class="muted bids-left">
        {plan === 'premium'
          ? `Premium plan: unlimited bids. ${bidsToday} placed today.`
          : `Free plan: ${Math.max(0, freeLimit - bidsToday)} of ${freeLimit} bids left today (Asia/Kolkata day). Premium drivers bid without a daily limit.`}
      </p>
      <form method="get" action="/driver/bids" class="filters">
        <Field name="status" label="Status" options={STATUS_OPTIONS} values={{ status: status ?? '' }} />
        <button type="submit" class="secondary">
          Show
        </button>
      </form>
      {rows.length === 0 ? (
        <p class="card">
          {status ? `No ${status} bids.` : 'You have not bid yet.'} <a href="/marketplace">Find loads</a>
        </p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th>Load</th>
                <th>Your price</th>
                <th>Delivery by</th>
                <th>Status</th>
                <th>Placed</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr id={`bid-${r.id}`} data-status={r.status}>
                  <td>
                    <a href={loadPath(r.loadId)}>
                      {r.origin} → {r.destination}
                    </a>
                    <br />
                    <small class="muted">
                      Pickup {formatDate(r.pickupDate)} · load {r.loadStatus}
                    </small>
                  </td>
                  <td>{formatRupees(r.amountPaise)}</td>
                  <td>{formatDate(r.estimatedDelivery)}</td>
                  <td>
                    <StatusPill status={r.status} />
                    {r.statusReason && (
                      <>
                        <br />
                        <small class="status-reason">{r.statusReason}</small>
                      </>
                    )}
                  </td>
                  <td>{formatDateTime(r.createdAt)}</td>
                  <td>
                    {r.ownerId !== user.id && (
                      <>
                        <a class="button secondary small" href={conversationPath(r.ownerId, r.loadId)}>
                          Message the {r.ownerRole === 'broker' ? 'broker' : 'shipper'}
                        </a>{' '}
                      </>
                    )}
                    {r.status === 'countered' && (
                      <>
                        <a class="button small" href={`${loadPath(r.loadId)}#bids`}>
                          Answer counter-offer
                        </a>{' '}
                      </>
                    )}
                    {(r.status === 'pending' || r.status === 'countered') && (
                      <ActionButton action={`/bids/${r.id}/withdraw`} label="Withdraw" kind="danger" fields={{ return_to: returnTo }} confirm="Withdraw this bid?" />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination info={info} baseUrl="/driver/bids" query={{ status }} />
    </Layout>
  );
}
