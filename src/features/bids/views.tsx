/** Views of bids: the bid section of a load page, the driver's "my bids" page, and forms shown again after a mistake. */
import { type LaneRate, LaneRateNote } from '../../views/lane-rate.js';
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees, paiseToRupees } from '../../lib/money.js';
import { en, t, tRich } from '../../lib/i18n/index.js';
import { bidPartyName, cityName, formatKm, negotiationStepVerb, statusName } from '../../lib/words.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { FilterTabs } from '../../views/filters.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import { DocumentBadges } from '../../views/document-badges.js';
import { DriverReliabilityLine } from '../../views/reliability.js';
import { conversationPath, loadPath } from '../../views/paths.js';
import { isExpired, latestOwnerCounter, type LiveOffer, liveOffer, MAX_COUNTER_ROUNDS, type Side } from './offer.js';
import type { BidRow, DriverRating, MyBidRow, NegotiationRow } from './queries.js';
import { BID_STATUSES, NOTE_MAX } from './schema.js';
import { type BidView, KM_PER_DAY, type ProposedDelivery } from './service.js';

/** The reasons the product itself stores on a bid (kept in English), in the reader's language; any other as written. */
const STORED_REASONS = ['bids.reason.ownerSuspended', 'bids.reason.driverSuspended', 'listings.reason.expired', 'reports.reason.bidEnded'] as const;
function reasonInWords(reason: string): string {
  const key = STORED_REASONS.find((k) => en[k] === reason);
  return key ? t(key) : reason;
}

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

/** The stylesheet of the bid parts; the load page's section links it itself (a stylesheet link is allowed in the body). */
const BIDS_CSS = '/assets/bids.css';

function RatingText({ rating }: { rating: DriverRating | null }) {
  if (!rating || rating.count === 0) return <span class="rating muted">{t('bids.rating.none')}</span>;
  return (
    <span class="rating" title={t('bids.rating.title', { n: rating.count })}>
      ★ {rating.average.toFixed(1)} <small class="muted">{t('bids.rating.count', { n: rating.count })}</small>
    </span>
  );
}

/** The two parties of a bid as the page names them. */
export interface BidParties {
  driverName: string;
  ownerName: string;
  ownerRole: string;
  /** The viewer's side, or null for an admin reading along. */
  viewer: Side | null;
}

function partyName(side: Side, p: BidParties): string {
  return side === 'driver' ? p.driverName : p.ownerName;
}
function partyLabel(side: Side, p: BidParties): string {
  return t('bids.party.label', { name: partyName(side, p), party: side === 'driver' ? bidPartyName('driver') : bidPartyName(p.ownerRole) });
}

/** A rupee amount as a form field value ("62000", "62000.5"). */
function rupeesValue(paise: number): string {
  return String(paiseToRupees(paise));
}

/**
 * What the counter form proposes: halfway between the viewer's last offer and
 * the other side's (rounded to ₹100), or, with no offer of their own yet, 5%
 * below theirs (the owner's first counter proposes the load's price instead
 * when it is below the bid).
 */
function suggestedCounter(mine: number | null, theirs: number): number {
  const step = 10_000;
  if (mine === null || mine === theirs) return Math.max(step, Math.round((theirs * 0.95) / step) * step);
  const mid = Math.round((mine + theirs) / 2 / step) * step;
  return mid === theirs || mid === mine ? mine : mid;
}

/** The amount on the table now, whose it is and who must answer. */
function OfferNow({ live, parties, status }: { live: LiveOffer; parties: BidParties; status: string }) {
  const label =
    status === 'accepted'
      ? t('bids.offer.agreed')
      : live.awaiting === null
        ? t('bids.offer.last')
        : live.offeredBy === parties.viewer
          ? t('bids.offer.yours')
          : t('bids.offer.theirs', { name: partyName(live.offeredBy, parties) });
  return (
    <div class="offer-now">
      <p class="offer-amount">
        <span class="offer-label">{label}</span> <b class="amount current-amount">{formatRupees(live.currentPaise)}</b>
      </p>
      {live.awaiting !== null && (
        <p class={`awaiting${live.awaiting === parties.viewer ? ' your-turn' : ''}`} role="status">
          {live.awaiting === parties.viewer ? t('bids.offer.waitingYou') : t('bids.offer.waitingFor', { party: partyLabel(live.awaiting, parties) })}
        </p>
      )}
    </div>
  );
}

/** The negotiation from the original bid, oldest first: who, what, how much, when. */
function History({ live, parties }: { live: LiveOffer; parties: BidParties }) {
  return (
    <ol class="history" aria-label={t('bids.history.label')}>
      {live.history.map((h) => (
        <li class={`step ${h.side} ${h.action}`}>
          <b>{h.side === parties.viewer ? t('bids.history.you') : partyName(h.side, parties)}</b> {negotiationStepVerb(h.action)}
          {h.amountPaise !== null ? <> {formatRupees(h.amountPaise)}</> : h.action === 'decline' ? ` ${t('bids.history.theCounter')}` : ''}{' '}
          <small class="muted">
            · <TimeAgo at={h.at} />
          </small>
          {h.expiresAt &&
            (isExpired(h) ? (
              <small class="counter-expired"> · {t('negotiation.expired')}</small>
            ) : (
              <small class="muted"> · {t('negotiation.validUntil', { time: formatDateTime(h.expiresAt) })}</small>
            ))}
          {h.note && <div class="note">{h.note}</div>}
        </li>
      ))}
    </ol>
  );
}

function BidFacts({ v }: { v: BidView }) {
  return (
    <dl class="facts bid-facts">
      <dt>{t('bids.facts.deliveryBy')}</dt>
      <dd>{formatDate(v.bid.estimatedDelivery)}</dd>
      <dt>{t('bids.facts.placed')}</dt>
      <dd>
        <TimeAgo at={v.bid.createdAt} />
      </dd>
    </dl>
  );
}

function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([k, v]) => (
        <input type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

/**
 * A counter-offer form, open (amount prefilled, note optional): the owner's
 * counter, or the driver's counter back (hidden action=counter). Ids are per bid.
 */
function CounterForm({
  action,
  bidId,
  hidden,
  to,
  suggestedPaise,
  values,
  errors,
  roundsLeft,
}: {
  action: string;
  bidId: string;
  hidden: Record<string, string>;
  /** Whom the note is for. */
  to: 'owner' | 'driver';
  suggestedPaise?: number | null;
  values?: FormValues;
  errors?: FormErrors | null;
  /** Counter-offers still possible on the bid: none left, the form gives way to a note. */
  roundsLeft: number;
}) {
  if (roundsLeft <= 0) return <p class="muted no-rounds">{t('negotiation.noRoundsLeft', { max: MAX_COUNTER_ROUNDS })}</p>;
  const amountId = `counter-amount-${bidId}`;
  const noteId = `counter-note-${bidId}`;
  const amount = values?.amount !== undefined && values?.amount !== null ? String(values.amount) : suggestedPaise ? rupeesValue(suggestedPaise) : '';
  return (
    <form method="post" action={action} class="counter-form">
      <HiddenFields fields={hidden} />
      <div class={`field${errors?.amount ? ' has-error' : ''}`}>
        <label for={amountId}>{t('bids.counter.amount')}</label>
        <input id={amountId} name="amount" inputmode="decimal" required value={amount} aria-invalid={errors?.amount ? 'true' : undefined} />
        {errors?.amount && <small class="error">{errors.amount}</small>}
      </div>
      <div class={`field${errors?.note ? ' has-error' : ''}`}>
        <label for={noteId}>{to === 'owner' ? t('bids.counter.noteToOwner') : t('bids.counter.noteToDriver')}</label>
        <textarea id={noteId} name="note" rows={2} maxlength={NOTE_MAX}>
          {values?.note === undefined || values?.note === null ? '' : String(values.note)}
        </textarea>
        {errors?.note && <small class="error">{errors.note}</small>}
      </div>
      <button type="submit" class="secondary">
        {t('bids.counter.send')}
      </button>
    </form>
  );
}

/** The driver's turn on a countered bid: accept the live amount, counter back, or decline. */
function RespondForms({
  action,
  bid,
  live,
  hidden,
  values,
  errors,
}: {
  action: string;
  bid: { id: string; amountPaise: number };
  live: LiveOffer;
  hidden: Record<string, string>;
  values?: FormValues;
  errors?: FormErrors | null;
}) {
  return (
    <div class="bid-actions respond">
      <ActionButton
        action={action}
        label={t('bids.accept.amount', { amount: formatRupees(live.currentPaise) })}
        kind="primary"
        fields={{ ...hidden, action: 'accept', expected_amount: rupeesValue(live.currentPaise) }}
        confirm={t('bids.accept.confirmDriver', { amount: formatRupees(live.currentPaise) })}
      />
      <CounterForm
        action={action}
        bidId={bid.id}
        hidden={{ ...hidden, action: 'counter' }}
        to="owner"
        roundsLeft={live.roundsLeft}
        suggestedPaise={suggestedCounter(bid.amountPaise, live.currentPaise)}
        values={values}
        errors={errors}
      />
      <ActionButton action={action} label={t('bids.respond.decline')} kind="danger" fields={{ ...hidden, action: 'decline' }} confirm={t('bids.respond.declineConfirm')} />
    </div>
  );
}

/** The driver's bid form: amount prefilled with the load's price, delivery proposed from the distance, so one tap places it. */
function BidForm({ urls, pickupDate, proposal, pricePaise, laneRate, values, errors, message }: BidFormProps & { values?: FormValues; errors?: FormErrors | null; message?: string | null }) {
  const prefilled: FormValues = values ?? { amount: pricePaise ? rupeesValue(pricePaise) : '', estimated_delivery: proposal.date };
  const days = t('bids.form.days', { n: proposal.days });
  const dateHint =
    proposal.km === null
      ? t('bids.form.proposedNoKm', { days, date: formatDate(pickupDate) })
      : t('bids.form.proposedKm', { km: formatKm(proposal.km), perDay: KM_PER_DAY, days, date: formatDate(pickupDate) });
  return (
    <form method="post" action={urls.place} class="stacked bid-form">
      <ErrorSummary errors={errors} message={message} />
      <HiddenFields fields={urls.loadField} />
      <Field
        name="amount"
        label={t('bids.form.amount')}
        required
        inputmode="decimal"
        values={prefilled}
        errors={errors}
        hint={pricePaise ? t('bids.form.priceHint', { price: formatRupees(pricePaise) }) : t('bids.form.amountHint')}
      />
      <LaneRateNote rate={laneRate ?? null} />
      <Field name="estimated_delivery" label={t('bids.facts.deliveryBy')} type="date" required min={pickupDate} values={prefilled} errors={errors} hint={dateHint} />
      <Field name="note" label={t('bids.form.note')} multiline maxlength={NOTE_MAX} values={prefilled} errors={errors} hint={t('bids.form.noteHint', { max: NOTE_MAX })} />
      <button type="submit">{t('bids.form.submit')}</button>
    </form>
  );
}

/** What the bid form proposes for a load. */
export interface BidFormProps {
  urls: BidUrls;
  pickupDate: string;
  proposal: ProposedDelivery;
  pricePaise: number | null;
  /** What the load's lane paid lately (the lanes feature), shown under the amount. */
  laneRate?: LaneRate | null;
}

export interface OwnerSectionProps {
  urls: BidUrls;
  loadStatus: string;
  /** The load's price, the counter form's first proposal. */
  pricePaise: number | null;
  bids: BidView[];
  /** Admins see the bids without the owner's buttons. */
  readOnly: boolean;
  /** The viewer, who is never offered a conversation with themselves. */
  viewerId: string;
}

/**
 * The owner's bid management: every bid with the offer on the table, who must
 * answer and the history; on the owner's turn (a pending bid on an open load)
 * Accept <live amount>, an open counter form and Reject; a link to message the driver.
 */
export function OwnerBidSection({ urls, loadStatus, pricePaise, bids, readOnly, viewerId }: OwnerSectionProps) {
  const live = bids.filter((v) => v.bid.status === 'pending' || v.bid.status === 'countered').length;
  return (
    <section class="card bids" id="bids" aria-labelledby="bids-h">
      <link rel="stylesheet" href={BIDS_CSS} />
      <h2 id="bids-h">
        {t('bids.section.title')} <small class="muted">{t('bids.section.counts', { total: bids.length, live })}</small>
      </h2>
      {bids.length === 0 && <p class="muted">{t('bids.section.none')}</p>}
      <div class="bid-list">
        {bids.map((v) => (
          <OwnerBidCard v={v} urls={urls} loadStatus={loadStatus} pricePaise={pricePaise} readOnly={readOnly} viewerId={viewerId} />
        ))}
      </div>
    </section>
  );
}

function OwnerBidCard({ v, urls, loadStatus, pricePaise, readOnly, viewerId }: { v: BidView; urls: BidUrls; loadStatus: string; pricePaise: number | null; readOnly: boolean; viewerId: string }) {
  const { bid } = v;
  const parties: BidParties = { driverName: bid.driverName, ownerName: bid.ownerName, ownerRole: bid.ownerRole, viewer: readOnly ? null : 'owner' };
  const live = liveOffer(bid, v.negotiations);
  const canAct = !readOnly && loadStatus === 'open' && live.awaiting !== null;
  const lastCounter = latestOwnerCounter(v.negotiations);
  const suggested = lastCounter !== null ? suggestedCounter(lastCounter, bid.amountPaise) : pricePaise !== null && pricePaise < bid.amountPaise ? pricePaise : suggestedCounter(null, bid.amountPaise);
  return (
    <article class="bid card" id={`bid-${bid.id}`} data-status={bid.status}>
      <div class="bid-head">
        <b class="driver-name">{bid.driverName}</b> <RatingText rating={v.rating} /> <StatusBadge family="bid" status={live.counterExpired ? 'pending' : bid.status} />
        {bid.statusReason && <small class="status-reason"> {reasonInWords(bid.statusReason)}</small>}
      </div>
      <p class="bid-record muted">
        <DriverReliabilityLine r={v.record} />
        {bid.driverBadges.length > 0 && (
          <>
            {' '}
            <DocumentBadges kinds={bid.driverBadges} />
          </>
        )}
      </p>
      <OfferNow live={live} parties={parties} status={bid.status} />
      {canAct && live.awaiting === 'owner' && (
        <div class="bid-actions">
          <ActionButton
            action={urls.accept(bid.id)}
            label={t('bids.accept.amount', { amount: formatRupees(live.currentPaise) })}
            kind="primary"
            fields={{ ...urls.returnTo, expected_amount: rupeesValue(live.currentPaise) }}
            confirm={t('bids.owner.acceptConfirm', { name: bid.driverName, amount: formatRupees(live.currentPaise) })}
          />
          <CounterForm action={urls.counter(bid.id)} bidId={bid.id} hidden={urls.returnTo} to="driver" suggestedPaise={suggested} roundsLeft={live.roundsLeft} />
          <ActionButton action={urls.reject(bid.id)} label={t('bids.owner.reject')} kind="danger" fields={urls.returnTo} confirm={t('bids.owner.rejectConfirm')} />
        </div>
      )}
      {canAct && live.awaiting === 'driver' && (
        <div class="bid-actions">
          <ActionButton
            action={urls.accept(bid.id)}
            label={t('bids.owner.acceptInstead', { amount: formatRupees(bid.amountPaise) })}
            kind="secondary"
            fields={{ ...urls.returnTo, expected_amount: rupeesValue(bid.amountPaise) }}
            confirm={t('bids.owner.acceptInsteadConfirm', { name: bid.driverName, amount: formatRupees(bid.amountPaise) })}
          />
          <ActionButton action={urls.reject(bid.id)} label={t('bids.owner.reject')} kind="danger" fields={urls.returnTo} confirm={t('bids.owner.rejectConfirm')} />
        </div>
      )}
      <History live={live} parties={parties} />
      <BidFacts v={v} />
      {!readOnly && bid.driverId !== viewerId && (
        <p class="bid-contact">
          <a class="button secondary small" href={conversationPath(bid.driverId, bid.loadId)}>
            {t('bids.owner.message', { name: bid.driverName })}
          </a>
        </p>
      )}
    </article>
  );
}

export interface DriverSectionProps {
  urls: BidUrls;
  loadStatus: string;
  pickupDate: string;
  /** The bid form's proposals: the delivery date from the distance, the amount from the load's price. */
  form: Omit<BidFormProps, 'urls' | 'pickupDate'>;
  /** The driver's bids on this load, newest first. */
  bids: BidView[];
  plan: string;
  bidsToday: number;
  freeLimit: number;
}

function driverParties(v: BidView): BidParties {
  return { driverName: v.bid.driverName, ownerName: v.bid.ownerName, ownerRole: v.bid.ownerRole, viewer: 'driver' };
}

/** What a driver sees: their live bid (the offer now, their turn's answers, the history), the accepted bid, or the one-tap bid form. */
export function DriverBidSection({ urls, loadStatus, pickupDate, form, bids, plan, bidsToday, freeLimit }: DriverSectionProps) {
  const live = bids.find((v) => v.bid.status === 'pending' || v.bid.status === 'countered');
  const accepted = bids.find((v) => v.bid.status === 'accepted');
  const past = bids.filter((v) => v !== live && v !== accepted);
  const left = Math.max(0, freeLimit - bidsToday);
  const offer = live && liveOffer(live.bid, live.negotiations);
  return (
    <section class="card bids" id="bids" aria-labelledby="bids-h">
      <link rel="stylesheet" href={BIDS_CSS} />
      <h2 id="bids-h">{t('bids.driver.title')}</h2>
      {accepted && (
        <div class="bid" id={`bid-${accepted.bid.id}`} data-status="accepted">
          <p>
            <StatusBadge family="bid" status="accepted" />{' '}
            {tRich(
              'bids.driver.accepted',
              {
                b: (c) => <b class="amount">{c}</b>,
                trips: (c) => <a href="/driver/trips">{c}</a>,
              },
              { amount: formatRupees(accepted.bid.amountPaise) },
            )}
          </p>
          <History live={liveOffer(accepted.bid, accepted.negotiations)} parties={driverParties(accepted)} />
        </div>
      )}
      {live && offer && (
        <div class="bid" id={`bid-${live.bid.id}`} data-status={live.bid.status}>
          <p class="bid-head">
            <StatusBadge family="bid" status={offer.counterExpired ? 'pending' : live.bid.status} />
          </p>
          <OfferNow live={offer} parties={driverParties(live)} status={live.bid.status} />
          {offer.awaiting === 'driver' && loadStatus === 'open' && <RespondForms action={urls.respond(live.bid.id)} bid={live.bid} live={offer} hidden={urls.returnTo} />}
          {/* The driver weighing an offer reads the lane's rate beside it (the facts card leaves it to this section). */}
          {loadStatus === 'open' && <LaneRateNote rate={form.laneRate ?? null} />}
          <History live={offer} parties={driverParties(live)} />
          <BidFacts v={live} />
          {offer.awaiting !== 'driver' && (
            <div class="bid-actions">
              <ActionButton action={urls.withdraw(live.bid.id)} label={t('bids.driver.withdraw')} kind="danger" fields={urls.returnTo} confirm={t('bids.driver.withdrawConfirm')} />
            </div>
          )}
        </div>
      )}
      {!live && !accepted && loadStatus === 'open' && (
        <>
          {plan !== 'premium' && <p class="muted bids-left">{t('bids.driver.freeLeft', { left, limit: freeLimit })}</p>}
          {plan === 'premium' || left > 0 ? (
            <BidForm urls={urls} pickupDate={pickupDate} {...form} />
          ) : (
            <>
              <p role="status">{tRich('bids.driver.limitUsed', { premium: (c) => <a href="/premium">{c}</a> }, { limit: freeLimit })}</p>
              <LaneRateNote rate={form.laneRate ?? null} />
            </>
          )}
        </>
      )}
      {!live && !accepted && loadStatus !== 'open' && <p class="muted">{t('bids.driver.closed')}</p>}
      {past.length > 0 && (
        <details class="past-bids">
          <summary>{t('bids.driver.earlier', { n: past.length })}</summary>
          <ul>
            {past.map((v) => (
              <li>
                <StatusBadge family="bid" status={v.bid.status} /> <TimeAgo at={v.bid.createdAt} />
                {v.bid.statusReason && (
                  <>
                    {' '}
                    · <small class="status-reason">{reasonInWords(v.bid.statusReason)}</small>
                  </>
                )}
                <History live={liveOffer(v.bid, v.negotiations)} parties={driverParties(v)} />
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
      <h2 id="bids-h">{t('bids.section.title')}</h2>
      <p class="muted">
        {total === 0 ? t('bids.other.none') : t('bids.other.count', { total, live })} {loadStatus === 'open' ? t('bids.other.open') : t('bids.driver.closed')}
      </p>
    </section>
  );
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
  form,
  message,
  showForm,
}: {
  user: SessionUser;
  load: LoadSummary;
  urls: BidUrls;
  values?: FormValues;
  errors?: FormErrors | null;
  /** The form's proposals (delivery date, price). */
  form: Omit<BidFormProps, 'urls' | 'pickupDate'>;
  message: string;
  showForm: boolean;
}) {
  return (
    <Layout title={t('bids.formPage.title')} user={user} meta={{ styles: [BIDS_CSS] }}>
      <h1>{t('bids.formPage.heading', { from: cityName(load.origin), to: cityName(load.destination) })}</h1>
      <p class="muted">
        {t('bids.formPage.pickup', { date: formatDate(load.pickupDate) })} · <a href={urls.page}>{t('bids.back')}</a>
      </p>
      <section class="card">
        {showForm ? (
          <BidForm urls={urls} pickupDate={load.pickupDate} {...form} values={values} errors={errors} message={message} />
        ) : (
          <>
            <p role="alert" class="error-summary">
              {message}
            </p>
            <p>
              <a class="button secondary" href={urls.page}>
                {t('bids.back')}
              </a>{' '}
              <a href="/driver/bids">{t('nav.myBids')}</a>
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
  negotiations,
  kind,
  urls,
  values,
  errors,
  message,
  showForm,
}: {
  user: SessionUser;
  load: LoadSummary;
  bid: BidRow;
  negotiations: NegotiationRow[];
  kind: 'counter' | 'respond';
  urls: BidUrls;
  values: FormValues;
  errors: FormErrors;
  message: string;
  showForm: boolean;
}) {
  const live = liveOffer(bid, negotiations);
  const title = kind === 'counter' ? t('bids.counterPage.title') : t('bids.respondPage.title');
  return (
    <Layout title={title} user={user} meta={{ styles: [BIDS_CSS] }}>
      <h1>{title}</h1>
      <p class="muted">
        {cityName(load.origin)} → {cityName(load.destination)} · {t('bids.negPage.offerNow', { amount: formatRupees(live.currentPaise) })} · <a href={`${urls.page}#bids`}>{t('bids.back')}</a>
      </p>
      <section class="card bids">
        <ErrorSummary errors={errors} message={message} />
        {!showForm ? (
          <p>
            <a class="button secondary" href={`${urls.page}#bids`}>
              {t('bids.back')}
            </a>
          </p>
        ) : kind === 'counter' ? (
          <CounterForm action={urls.counter(bid.id)} bidId={bid.id} hidden={urls.returnTo} to="driver" values={values} errors={errors} roundsLeft={live.roundsLeft} />
        ) : (
          <RespondForms action={urls.respond(bid.id)} bid={bid} live={live} hidden={urls.returnTo} values={values} errors={errors} />
        )}
      </section>
    </Layout>
  );
}

/** An accept refused because the offer moved (409): the message, then the bid as it is now, with the viewer's answers. */
export function OfferChangedPage({ user, load, message, section }: { user: SessionUser; load: LoadSummary; message: string; section: Child }) {
  return (
    <Layout title={t('bids.changed.title')} user={user} meta={{ styles: [BIDS_CSS] }}>
      <h1>{t('bids.changed.title')}</h1>
      <p class="muted">
        {cityName(load.origin)} → {cityName(load.destination)} · {t('bids.changed.pickup', { date: formatDate(load.pickupDate) })}
      </p>
      <p role="alert" class="error-summary">
        {message}
      </p>
      {section}
    </Layout>
  );
}

/** Built when a page is drawn, so its words are in the reader's language. */
const STATUS_OPTIONS = (): Array<[string, string]> => [['', t('bids.filter.all')], ...BID_STATUSES.map((s): [string, string] => [s, statusName('bid', s)])];

/** GET /driver/bids: the driver's bids with their state, actions and a link to message the load's owner about it. */
export function MyBidsPage({
  user,
  flash,
  rows,
  threads,
  info,
  status,
  plan,
  bidsToday,
  freeLimit,
}: {
  user: SessionUser;
  flash: Flash | null;
  rows: MyBidRow[];
  /** Each bid's negotiation, oldest step first. */
  threads: Map<string, NegotiationRow[]>;
  info: PageInfo;
  status?: string;
  plan: string;
  bidsToday: number;
  freeLimit: number;
}) {
  const returnTo = `/driver/bids${status ? `?status=${status}` : ''}`;
  return (
    <Layout title={t('nav.myBids')} user={user} flash={flash} active="/driver/bids" meta={{ styles: [BIDS_CSS] }}>
      <h1>{t('nav.myBids')}</h1>
      <p class="muted bids-left">
        {plan === 'premium'
          ? t('bids.my.premium', { n: bidsToday })
          : tRich('bids.my.free', { premium: (c) => <a href="/premium">{c}</a> }, { left: Math.max(0, freeLimit - bidsToday), limit: freeLimit })}
      </p>
      <FilterTabs base="/driver/bids" tabs={STATUS_OPTIONS()} current={status ?? ''} label={t('bids.my.filterLabel')} />
      {rows.length === 0 ? (
        <p class="card">
          {status ? t('bids.my.noneStatus', { status: statusName('bid', status) }) : t('bids.my.none')} <a href="/marketplace">{t('nav.findLoads')}</a>
        </p>
      ) : (
        <div class="table-wrap">
          <table class="my-bids stack-on-phone">
            <thead>
              <tr>
                <th>{t('bids.my.load')}</th>
                <th>{t('bids.my.offerNow')}</th>
                <th>{t('bids.my.status')}</th>
                <th>{t('bids.facts.deliveryBy')}</th>
                <th>{t('bids.facts.placed')}</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const live = liveOffer(r, threads.get(r.id) ?? []);
                const parties: BidParties = { driverName: user.name, ownerName: r.ownerName, ownerRole: r.ownerRole, viewer: 'driver' };
                return (
                  <tr id={`bid-${r.id}`} data-status={r.status}>
                    <td>
                      <a href={`${loadPath(r.loadId)}#bids`}>
                        {cityName(r.origin)} → {cityName(r.destination)}
                      </a>
                      <br />
                      <small class="muted">{t('bids.my.pickupLine', { date: formatDate(r.pickupDate), status: statusName('load', r.loadStatus).toLowerCase() })}</small>
                    </td>
                    <td class="offer-cell">
                      <OfferNow live={live} parties={parties} status={r.status} />
                      <History live={live} parties={parties} />
                    </td>
                    <td>
                      <StatusBadge family="bid" status={r.status} />
                      {r.statusReason && (
                        <>
                          <br />
                          <small class="status-reason">{reasonInWords(r.statusReason)}</small>
                        </>
                      )}
                    </td>
                    <td data-label={t('bids.facts.deliveryBy')}>{formatDate(r.estimatedDelivery)}</td>
                    <td data-label={t('bids.facts.placed')}>
                      <TimeAgo at={r.createdAt} />
                    </td>
                    <td class="row-actions">
                      {live.awaiting === 'driver' && r.loadStatus === 'open' && (
                        <>
                          <ActionButton
                            action={`/bids/${r.id}/respond`}
                            label={t('bids.accept.amount', { amount: formatRupees(live.currentPaise) })}
                            kind="primary"
                            fields={{ return_to: returnTo, action: 'accept', expected_amount: rupeesValue(live.currentPaise) }}
                            confirm={t('bids.accept.confirmDriver', { amount: formatRupees(live.currentPaise) })}
                          />{' '}
                          <a class="button secondary" href={`${loadPath(r.loadId)}#bids`}>
                            {t('bids.my.counterOrDecline')}
                          </a>{' '}
                        </>
                      )}
                      {r.ownerId !== user.id && (
                        <>
                          <a class="button secondary" href={conversationPath(r.ownerId, r.loadId)}>
                            {t('bids.my.messageOwner', { party: bidPartyName(r.ownerRole) })}
                          </a>{' '}
                        </>
                      )}
                      {r.status === 'pending' && (
                        <ActionButton action={`/bids/${r.id}/withdraw`} label={t('bids.my.withdraw')} kind="danger" fields={{ return_to: returnTo }} confirm={t('bids.my.withdrawConfirm')} />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination info={info} baseUrl="/driver/bids" query={{ status }} />
    </Layout>
  );
}
