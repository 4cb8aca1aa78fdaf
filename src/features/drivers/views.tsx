/** Pages of the driver: home, earnings, own profile form, and the public driver profile. */
import type { Child } from 'hono/jsx';
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { currentLocale, intlTag, t, tRich } from '../../lib/i18n/index.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import type { ActiveTripRow, DriverProfileRow, EarningsMonthRow, EarningsTripRow, MonthFigures, OpenBidRow } from './queries.js';
import { cityName, formatCount, formatTonnes, truckTypeName } from '../../lib/words.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import { VehicleFields } from '../../views/vehicle-fields.js';
import { conversationPath, driverProfilePath, driverTripPath, loadPath } from '../../views/paths.js';
import type { DriverReliability } from '../../lib/reliability.js';
import { BADGE_ICONS, DocumentBadgeList } from '../../views/document-badges.js';
import { DriverReliabilityDetails } from '../../views/reliability.js';
import { RatingBadge, type RatingSummary, ReviewList, type Review, TripStatusButtons, TripStatusPill } from '../../views/trips.js';

const MONTHS = new Map<string, Intl.DateTimeFormat>();

/** "2026-03" -> "March 2026" (in the reader's language: "मार्च 2026"). */
function monthLabel(yyyyMm: string): string {
  const locale = currentLocale();
  let f = MONTHS.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(locale === 'en' ? 'en-IN' : intlTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    MONTHS.set(locale, f);
  }
  return f.format(new Date(`${yyyyMm}-01T00:00:00Z`));
}

function truckText(p: Pick<DriverProfileRow, 'truckType' | 'truckLengthFt' | 'capacityTonnes'>): string {
  if (!p.truckType) return t('drivers.truck.notAdded');
  const parts = [truckTypeName(p.truckType)];
  if (p.truckLengthFt) parts.push(t('brokers.truck.feet', { n: p.truckLengthFt }));
  if (p.capacityTonnes) parts.push(formatTonnes(p.capacityTonnes));
  return parts.join(', ');
}

function AvailabilityForm({ available, returnTo }: { available: boolean; returnTo: string }) {
  return (
    <div class="availability">
      <p>
        {available ? (
          <>
            <span class="pill active">{t('drivers.available')}</span> {t('drivers.availability.on')}
          </>
        ) : (
          <>
            <span class="pill">{t('drivers.notAvailable')}</span> {t('drivers.availability.off')}
          </>
        )}
      </p>
      <ActionButton
        action="/driver/availability"
        label={available ? t('drivers.availability.stop') : t('drivers.availability.start')}
        kind={available ? 'secondary' : 'primary'}
        fields={{ available: available ? 'off' : 'on', return_to: returnTo }}
      />
    </div>
  );
}

export interface DriverHomeProps {
  user: SessionUser;
  flash?: Flash | null;
  profile: DriverProfileRow;
  activeTrips: ActiveTripRow[];
  openBids: { rows: OpenBidRow[]; total: number };
  month: MonthFigures;
  rating: RatingSummary;
  /** Return loads and loads near the driver's last position (the lanes feature's section). */
  suggestions?: Child;
}

export function DriverHomePage(p: DriverHomeProps) {
  const [current, ...others] = p.activeTrips;
  return (
    <Layout title={t('brokers.home.title')} user={p.user} flash={p.flash} active="/driver">
      <h1>{t('brokers.home.greeting', { name: p.user.name })}</h1>
      <section class="stats" aria-label={t('drivers.home.thisMonth')}>
        <div class="stat" id="stat-paid">
          <b>{formatRupees(p.month.paidPaise)}</b>
          <span>{t('drivers.home.paidStat', { n: p.month.paidTrips })}</span>
        </div>
        <div class="stat" id="stat-expected">
          <b>{formatRupees(p.month.expectedPaise)}</b>
          <span>{t('drivers.home.expectedStat', { n: p.month.expectedTrips })}</span>
        </div>
        <div class="stat" id="stat-delivered">
          <b>{formatCount(p.month.deliveredTrips)}</b>
          <span>{t('drivers.home.deliveredStat')}</span>
        </div>
        <div class="stat" id="stat-rating">
          <b>{p.rating.average === null ? '—' : `★ ${p.rating.average.toFixed(1)}`}</b>
          <span>{t('drivers.home.ratings', { n: p.rating.count })}</span>
        </div>
      </section>
      <div class="two-col">
        <div>
          <section class="card" id="active-trip">
            <h2>{t('drivers.home.activeTrip')}</h2>
            {current ? (
              <>
                <p>
                  <a class="route" href={driverTripPath(current.id)}>
                    {cityName(current.origin)} → {cityName(current.destination)}
                  </a>{' '}
                  <TripStatusPill status={current.status} />
                </p>
                <p class="muted">{t('drivers.home.tripLine', { date: formatDate(current.pickupDate), amount: formatRupees(current.agreedAmountPaise), owner: current.ownerName })}</p>
                <TripStatusButtons trip={current} returnTo="/driver" deliverHref={`${driverTripPath(current.id)}#pod`} />
                <p>
                  <a href={driverTripPath(current.id)}>{t('drivers.home.openTrip')}</a> · <a href={loadPath(current.loadId, 'track')}>{t('drivers.home.tracking')}</a> ·{' '}
                  <a href={conversationPath(current.ownerId, current.loadId)}>{t('drivers.home.messageShipper')}</a>
                </p>
                {others.length > 0 && (
                  <>
                    <h3>{t('drivers.home.alsoUnderWay')}</h3>
                    <ul>
                      {others.map((trip) => (
                        <li>
                          <a href={driverTripPath(trip.id)}>
                            {cityName(trip.origin)} → {cityName(trip.destination)}
                          </a>{' '}
                          <TripStatusPill status={trip.status} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            ) : (
              <p class="muted">
                {t('drivers.home.noTrip')} <a href="/marketplace">{t('drivers.home.findLoads')}</a>
              </p>
            )}
          </section>
          {p.suggestions}
          <section class="card" id="open-bids">
            <h2>{t('drivers.home.openBids', { n: formatCount(p.openBids.total) })}</h2>
            {p.openBids.rows.length === 0 ? (
              <p class="muted">{t('drivers.home.noBids')}</p>
            ) : (
              <div>
                <table class="open-bids stack-on-phone">
                  <thead>
                    <tr>
                      <th>{t('brokers.commissions.load')}</th>
                      <th>{t('drivers.home.pickup')}</th>
                      <th>{t('drivers.home.yourBid')}</th>
                      <th>{t('brokers.commissions.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.openBids.rows.map((b) => (
                      <tr>
                        <td>
                          <a href={loadPath(b.loadId)}>
                            {cityName(b.origin)} → {cityName(b.destination)}
                          </a>
                        </td>
                        <td data-label={t('drivers.home.pickup')}>{formatDate(b.pickupDate)}</td>
                        <td data-label={t('drivers.home.yourBid')}>{formatRupees(b.amountPaise)}</td>
                        <td data-label={t('brokers.commissions.status')}>
                          <StatusBadge family="bid" status={b.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p>
              <a href="/driver/bids">{t('drivers.home.allBids')}</a>
            </p>
          </section>
        </div>
        <aside>
          <section class="card" id="availability">
            <h2>{t('brokers.network.availability')}</h2>
            <AvailabilityForm available={p.profile.available} returnTo="/driver" />
          </section>
          <section class="card">
            <h2>{t('drivers.home.myTruck')}</h2>
            {p.profile.hasProfile && p.profile.vehicleNumber ? (
              <p>
                {p.profile.vehicleNumber} · {truckText(p.profile)}
                {p.profile.homeCity ? ` · ${cityName(p.profile.homeCity)}` : ''}
              </p>
            ) : (
              <p class="muted">{t('drivers.home.addTruck')}</p>
            )}
            <p>
              <a href="/driver/profile">{t('drivers.home.editProfile')}</a> · <a href="/driver/earnings">{t('nav.earnings')}</a>
            </p>
          </section>
        </aside>
      </div>
    </Layout>
  );
}

const PAYMENT_NOTE = {
  unpaid: 'drivers.earnings.note.unpaid',
  held: 'drivers.earnings.note.held',
  disputed: 'drivers.earnings.note.disputed',
  refunded: 'drivers.earnings.note.refunded',
  released: 'drivers.earnings.note.released',
} as const;

function paymentNote(status: string): string {
  const key = (PAYMENT_NOTE as Record<string, (typeof PAYMENT_NOTE)[keyof typeof PAYMENT_NOTE]>)[status];
  return t(key ?? 'drivers.earnings.notYetPaid');
}

export interface EarningsProps {
  user: SessionUser;
  flash?: Flash | null;
  months: EarningsMonthRow[];
  trips: EarningsTripRow[];
  info: PageInfo;
  totals: { paidPaise: number; expectedPaise: number; expectedTrips: number };
}

export function DriverEarningsPage(p: EarningsProps) {
  return (
    <Layout title={t('nav.earnings')} user={p.user} flash={p.flash} active="/driver/earnings">
      <h1>{t('nav.earnings')}</h1>
      <section class="stats">
        <div class="stat" id="total-paid">
          <b>{formatRupees(p.totals.paidPaise)}</b>
          <span>{t('drivers.earnings.paidTotal')}</span>
        </div>
        <div class="stat" id="total-expected">
          <b>{formatRupees(p.totals.expectedPaise)}</b>
          <span>{t('drivers.earnings.expectedTotal', { n: p.totals.expectedTrips })}</span>
        </div>
      </section>
      <p class="muted">{tRich('drivers.earnings.explain', { a: (chunks) => <a href="/escrow">{chunks}</a> })}</p>
      <section class="card">
        <h2>{t('drivers.earnings.byMonth')}</h2>
        {p.months.length === 0 ? (
          <p class="muted">{t('drivers.earnings.none')}</p>
        ) : (
          <div>
            <table id="earnings-by-month" class="stack-on-phone">
              <thead>
                <tr>
                  <th>{t('drivers.earnings.month')}</th>
                  <th>{t('drivers.earnings.paid')}</th>
                  <th>{t('drivers.earnings.tripsPaid')}</th>
                  <th>{t('drivers.earnings.expected')}</th>
                  <th>{t('nav.trips')}</th>
                </tr>
              </thead>
              <tbody>
                {p.months.map((m) => (
                  <tr data-month={m.month}>
                    <td>
                      <b>{monthLabel(m.month)}</b>
                    </td>
                    <td data-label={t('drivers.earnings.paid')}>{formatRupees(m.paidPaise)}</td>
                    <td data-label={t('drivers.earnings.tripsPaid')}>{formatCount(m.paidTrips)}</td>
                    <td data-label={t('drivers.earnings.expected')}>{formatRupees(m.expectedPaise)}</td>
                    <td data-label={t('nav.trips')}>{formatCount(m.expectedTrips)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section class="card">
        <h2>{t('drivers.earnings.byTrip')}</h2>
        {p.trips.length === 0 ? (
          <p class="muted">{t('drivers.earnings.none')}</p>
        ) : (
          <div>
            <table id="earnings-by-trip" class="stack-on-phone">
              <thead>
                <tr>
                  <th>{t('drivers.earnings.trip')}</th>
                  <th>{t('status.trip.delivered')}</th>
                  <th>{t('drivers.earnings.agreed')}</th>
                  <th>{t('notification.payment')}</th>
                </tr>
              </thead>
              <tbody>
                {p.trips.map((trip) => (
                  <tr data-trip={trip.tripId}>
                    <td>
                      <a href={driverTripPath(trip.tripId)}>
                        {cityName(trip.origin)} → {cityName(trip.destination)}
                      </a>
                    </td>
                    <td data-label={t('status.trip.delivered')}>{trip.deliveredAt ? <TimeAgo at={trip.deliveredAt} /> : '—'}</td>
                    <td data-label={t('drivers.earnings.agreed')}>{formatRupees(trip.agreedAmountPaise)}</td>
                    <td data-label={t('notification.payment')}>
                      {trip.paidPaise > 0 ? (
                        t('drivers.earnings.paidOn', { amount: formatRupees(trip.paidPaise), at: formatDateTime(trip.paidAt) })
                      ) : (
                        <span class="muted">{paymentNote(trip.paymentStatus)}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination info={p.info} baseUrl="/driver/earnings" query={{}} />
      </section>
    </Layout>
  );
}

export function profileFormValues(p: DriverProfileRow): FormValues {
  return {
    name: p.name,
    phone: p.phone,
    vehicle_number: p.vehicleNumber,
    truck_type: p.truckType,
    truck_length_ft: p.truckLengthFt,
    capacity_tonnes: p.capacityTonnes,
    home_city: p.homeCity,
  };
}

/**
 * Whether the saved number is proven (a code sent to it was entered), next to the phone field;
 * if not, a plain link to /auth/phone, where a signed-in user proves it by code (no JavaScript needed).
 */
function PhoneVerification({ phone, verified }: { phone: string | null; verified: boolean }) {
  if (phone && verified) {
    return (
      <p class="phone-status verified" id="phone-status">
        <strong>{t('drivers.phone.verified')}</strong> <span class="muted">{t('drivers.phone.verifiedNote')}</span>
      </p>
    );
  }
  if (phone) {
    return (
      <p class="phone-status unverified" id="phone-status">
        <strong>{t('drivers.phone.notVerified')}</strong> — <a href="/auth/phone">{t('drivers.phone.verifyLink')}</a>
      </p>
    );
  }
  return (
    <p class="phone-status unverified" id="phone-status">
      <strong>{t('drivers.phone.none')}</strong> — <a href="/auth/phone">{t('drivers.phone.addLink')}</a>
    </p>
  );
}

export interface DriverProfileProps {
  user: SessionUser;
  flash?: Flash | null;
  profile: DriverProfileRow;
  rating: RatingSummary;
  values: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}

export function DriverProfilePage(p: DriverProfileProps) {
  return (
    <Layout title={t('drivers.profile.title')} user={p.user} flash={p.flash} active="/driver/profile" meta={{ icons: BADGE_ICONS }}>
      <h1>{t('drivers.profile.heading')}</h1>
      <div class="two-col">
        <form method="post" action="/driver/profile" class="stacked card" novalidate>
          <ErrorSummary errors={p.errors} message={p.message} />
          <Field name="name" label={t('accounts.field.fullName')} values={p.values} errors={p.errors} required maxlength={120} autocomplete="name" />
          <Field name="phone" label={t('accounts.field.mobile')} type="tel" inputmode="tel" values={p.values} errors={p.errors} autocomplete="tel" placeholder="98765 43210" />
          <PhoneVerification phone={p.profile.phone} verified={p.profile.phoneVerifiedAt !== null} />
          <VehicleFields values={p.values} errors={p.errors} />
          <button type="submit">{t('profile.save')}</button>
        </form>
        <aside>
          <section class="card">
            <h2>{t('drivers.profile.rating')}</h2>
            <p>
              <RatingBadge summary={p.rating} />
            </p>
            <p>
              <a href={driverProfilePath(p.profile.id)}>{t('drivers.profile.public')}</a>
            </p>
          </section>
          <DocumentBadgeList userRole="driver" kinds={p.profile.badges} />
          <section class="card" id="availability">
            <h2>{t('brokers.network.availability')}</h2>
            <AvailabilityForm available={p.profile.available} returnTo="/driver/profile" />
          </section>
        </aside>
      </div>
    </Layout>
  );
}

export interface PublicDriverProps {
  user: SessionUser;
  profile: DriverProfileRow;
  rating: RatingSummary;
  reviews: Review[];
  delivered: number;
  /** The driver's track record (lib/reliability.ts). */
  record: DriverReliability;
}

export function PublicDriverPage(p: PublicDriverProps) {
  return (
    <Layout title={p.profile.name} user={p.user} meta={{ icons: BADGE_ICONS }}>
      <h1>{p.profile.name}</h1>
      <p>
        <RatingBadge summary={p.rating} /> · {t('drivers.public.delivered', { n: p.delivered })} ·{' '}
        {p.profile.available ? <span class="pill active">{t('drivers.available')}</span> : <span class="pill">{t('drivers.notAvailable')}</span>}
      </p>
      <DocumentBadgeList userRole="driver" kinds={p.profile.badges} />
      <section class="card">
        <h2>{t('brokers.network.truck')}</h2>
        <dl class="facts">
          <dt>{t('drivers.public.vehicle')}</dt>
          <dd>{p.profile.vehicleNumber ?? '—'}</dd>
          <dt>{t('brokers.network.truck')}</dt>
          <dd>{truckText(p.profile)}</dd>
          <dt>{t('profile.vehicle.homeCity')}</dt>
          <dd>{p.profile.homeCity ? cityName(p.profile.homeCity) : '—'}</dd>
          <dt>{t('drivers.public.since')}</dt>
          <dd>{formatDate(p.profile.createdAt.toISOString().slice(0, 10))}</dd>
        </dl>
        {p.user.id !== p.profile.id && (
          <p>
            <a class="button secondary small" href={conversationPath(p.profile.id)}>
              {t('drivers.public.message', { name: p.profile.name })}
            </a>
          </p>
        )}
      </section>
      <DriverReliabilityDetails r={p.record} />
      <section class="card">
        <h2>{t('drivers.public.reviews')}</h2>
        <ReviewList reviews={p.reviews} />
      </section>
    </Layout>
  );
}
