/** Pages of the driver: home, earnings, own profile form, and the public driver profile. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees } from '../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import type { ActiveTripRow, DriverProfileRow, EarningsMonthRow, EarningsTripRow, MonthFigures, OpenBidRow } from './queries.js';
import { countOf, formatCount, formatTonnes, truckTypeName } from '../../lib/words.js';
import { StatusBadge, TimeAgo } from '../../views/badge.js';
import { VehicleFields } from '../../views/vehicle-fields.js';
import { conversationPath, driverProfilePath, driverTripPath, loadPath } from '../../views/paths.js';
import { RatingBadge, type RatingSummary, ReviewList, type Review, TripStatusButtons, TripStatusPill } from '../../views/trips.js';

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2026-03" -> "March 2026". */
function monthLabel(yyyyMm: string): string {
  return MONTH.format(new Date(`${yyyyMm}-01T00:00:00Z`));
}

function truckText(p: Pick<DriverProfileRow, 'truckType' | 'truckLengthFt' | 'capacityTonnes'>): string {
  if (!p.truckType) return 'Not added yet';
  const parts = [truckTypeName(p.truckType)];
  if (p.truckLengthFt) parts.push(`${p.truckLengthFt} ft`);
  if (p.capacityTonnes) parts.push(formatTonnes(p.capacityTonnes));
  return parts.join(', ');
}

function AvailabilityForm({ available, returnTo }: { available: boolean; returnTo: string }) {
  return (
    <div class="availability">
      <p>
        {available ? (
          <>
            <span class="pill active">Available</span> Shippers and brokers can see you are looking for loads.
          </>
        ) : (
          <>
            <span class="pill">Not available</span> You are not taking new loads right now.
          </>
        )}
      </p>
      <ActionButton
        action="/driver/availability"
        label={available ? 'Stop taking loads' : 'I am available for loads'}
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
}

export function DriverHomePage(p: DriverHomeProps) {
  const [current, ...others] = p.activeTrips;
  return (
    <Layout title="Home" user={p.user} flash={p.flash} active="/driver">
      <h1>Namaste, {p.user.name}</h1>
      <section class="stats" aria-label="This month">
        <div class="stat" id="stat-paid">
          <b>{formatRupees(p.month.paidPaise)}</b>
          <span>Paid to you this month ({countOf(p.month.paidTrips, 'trip')}, released from escrow)</span>
        </div>
        <div class="stat" id="stat-expected">
          <b>{formatRupees(p.month.expectedPaise)}</b>
          <span>Expected, not yet paid ({countOf(p.month.expectedTrips, 'delivered trip')} this month)</span>
        </div>
        <div class="stat" id="stat-delivered">
          <b>{formatCount(p.month.deliveredTrips)}</b>
          <span>Trips delivered this month</span>
        </div>
        <div class="stat" id="stat-rating">
          <b>{p.rating.average === null ? '—' : `★ ${p.rating.average.toFixed(1)}`}</b>
          <span>{countOf(p.rating.count, 'rating')}</span>
        </div>
      </section>
      <div class="two-col">
        <div>
          <section class="card" id="active-trip">
            <h2>Active trip</h2>
            {current ? (
              <>
                <p>
                  <a class="route" href={driverTripPath(current.id)}>
                    {current.origin} → {current.destination}
                  </a>{' '}
                  <TripStatusPill status={current.status} />
                </p>
                <p class="muted">
                  Pickup {formatDate(current.pickupDate)} · {formatRupees(current.agreedAmountPaise)} · for {current.ownerName}
                </p>
                <TripStatusButtons trip={current} returnTo="/driver" />
                <p>
                  <a href={driverTripPath(current.id)}>Open the trip</a> · <a href={loadPath(current.loadId, 'track')}>Tracking</a> ·{' '}
                  <a href={conversationPath(current.ownerId, current.loadId)}>Message the shipper</a>
                </p>
                {others.length > 0 && (
                  <>
                    <h3>Also under way</h3>
                    <ul>
                      {others.map((t) => (
                        <li>
                          <a href={driverTripPath(t.id)}>
                            {t.origin} → {t.destination}
                          </a>{' '}
                          <TripStatusPill status={t.status} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </>
            ) : (
              <p class="muted">
                No trip under way. <a href="/marketplace">Find loads on your route</a>
              </p>
            )}
          </section>
          <section class="card" id="open-bids">
            <h2>Open bids ({formatCount(p.openBids.total)})</h2>
            {p.openBids.rows.length === 0 ? (
              <p class="muted">No bids waiting for an answer.</p>
            ) : (
              <div>
                <table class="open-bids stack-on-phone">
                  <thead>
                    <tr>
                      <th>Load</th>
                      <th>Pickup</th>
                      <th>Your bid</th>
                      <th>Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.openBids.rows.map((b) => (
                      <tr>
                        <td>
                          <a href={loadPath(b.loadId)}>
                            {b.origin} → {b.destination}
                          </a>
                        </td>
                        <td data-label="Pickup">{formatDate(b.pickupDate)}</td>
                        <td data-label="Your bid">{formatRupees(b.amountPaise)}</td>
                        <td data-label="Status">
                          <StatusBadge family="bid" status={b.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p>
              <a href="/driver/bids">All my bids</a>
            </p>
          </section>
        </div>
        <aside>
          <section class="card" id="availability">
            <h2>Availability</h2>
            <AvailabilityForm available={p.profile.available} returnTo="/driver" />
          </section>
          <section class="card">
            <h2>My truck</h2>
            {p.profile.hasProfile && p.profile.vehicleNumber ? (
              <p>
                {p.profile.vehicleNumber} · {truckText(p.profile)}
                {p.profile.homeCity ? ` · ${p.profile.homeCity}` : ''}
              </p>
            ) : (
              <p class="muted">Add your truck so shippers know what you drive.</p>
            )}
            <p>
              <a href="/driver/profile">Edit profile and truck</a> · <a href="/driver/earnings">Earnings</a>
            </p>
          </section>
        </aside>
      </div>
    </Layout>
  );
}

const PAYMENT_NOTE: Record<string, string> = {
  unpaid: 'Not yet paid: the shipper has not put the money in escrow',
  held: 'Not yet paid: in escrow, released after delivery is confirmed',
  disputed: 'Not yet paid: the payment is disputed',
  refunded: 'Not paid: the money went back to the shipper',
  released: 'Released',
};

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
    <Layout title="Earnings" user={p.user} flash={p.flash} active="/driver/earnings">
      <h1>Earnings</h1>
      <section class="stats">
        <div class="stat" id="total-paid">
          <b>{formatRupees(p.totals.paidPaise)}</b>
          <span>Paid to you (released from escrow)</span>
        </div>
        <div class="stat" id="total-expected">
          <b>{formatRupees(p.totals.expectedPaise)}</b>
          <span>Expected, not yet paid ({countOf(p.totals.expectedTrips, 'delivered trip')})</span>
        </div>
      </section>
      <p class="muted">
        Money counts as paid only when it has been released from escrow to your <a href="/escrow">wallet</a>. Expected amounts are the agreed freight of delivered trips that have not been paid yet.
      </p>
      <section class="card">
        <h2>By month</h2>
        {p.months.length === 0 ? (
          <p class="muted">No delivered trips yet.</p>
        ) : (
          <div>
            <table id="earnings-by-month" class="stack-on-phone">
              <thead>
                <tr>
                  <th>Month</th>
                  <th>Paid</th>
                  <th>Trips paid</th>
                  <th>Expected (not yet paid)</th>
                  <th>Trips</th>
                </tr>
              </thead>
              <tbody>
                {p.months.map((m) => (
                  <tr data-month={m.month}>
                    <td>
                      <b>{monthLabel(m.month)}</b>
                    </td>
                    <td data-label="Paid">{formatRupees(m.paidPaise)}</td>
                    <td data-label="Trips paid">{formatCount(m.paidTrips)}</td>
                    <td data-label="Expected (not yet paid)">{formatRupees(m.expectedPaise)}</td>
                    <td data-label="Trips">{formatCount(m.expectedTrips)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section class="card">
        <h2>By trip</h2>
        {p.trips.length === 0 ? (
          <p class="muted">No delivered trips yet.</p>
        ) : (
          <div>
            <table id="earnings-by-trip" class="stack-on-phone">
              <thead>
                <tr>
                  <th>Trip</th>
                  <th>Delivered</th>
                  <th>Agreed freight</th>
                  <th>Payment</th>
                </tr>
              </thead>
              <tbody>
                {p.trips.map((t) => (
                  <tr data-trip={t.tripId}>
                    <td>
                      <a href={driverTripPath(t.tripId)}>
                        {t.origin} → {t.destination}
                      </a>
                    </td>
                    <td data-label="Delivered">{t.deliveredAt ? <TimeAgo at={t.deliveredAt} /> : '—'}</td>
                    <td data-label="Agreed freight">{formatRupees(t.agreedAmountPaise)}</td>
                    <td data-label="Payment">
                      {t.paidPaise > 0 ? (
                        <>
                          Paid {formatRupees(t.paidPaise)} on {formatDateTime(t.paidAt)}
                        </>
                      ) : (
                        <span class="muted">{PAYMENT_NOTE[t.paymentStatus] ?? 'Not yet paid'}</span>
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
        <strong>Verified ✓</strong> <span class="muted">You can sign in with a code sent to this number.</span>
      </p>
    );
  }
  if (phone) {
    return (
      <p class="phone-status unverified" id="phone-status">
        <strong>Not verified</strong> — <a href="/auth/phone">verify this number</a>
      </p>
    );
  }
  return (
    <p class="phone-status unverified" id="phone-status">
      <strong>No number yet</strong> — <a href="/auth/phone">add and verify your number</a>
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
    <Layout title="My profile" user={p.user} flash={p.flash} active="/driver/profile">
      <h1>My profile and truck</h1>
      <div class="two-col">
        <form method="post" action="/driver/profile" class="stacked card" novalidate>
          <ErrorSummary errors={p.errors} message={p.message} />
          <Field name="name" label="Full name" values={p.values} errors={p.errors} required maxlength={120} autocomplete="name" />
          <Field name="phone" label="Mobile number" type="tel" inputmode="tel" values={p.values} errors={p.errors} autocomplete="tel" placeholder="98765 43210" />
          <PhoneVerification phone={p.profile.phone} verified={p.profile.phoneVerifiedAt !== null} />
          <VehicleFields values={p.values} errors={p.errors} />
          <button type="submit">Save profile</button>
        </form>
        <aside>
          <section class="card">
            <h2>Your rating</h2>
            <p>
              <RatingBadge summary={p.rating} />
            </p>
            <p>
              <a href={driverProfilePath(p.profile.id)}>See your public profile</a>
            </p>
          </section>
          <section class="card" id="availability">
            <h2>Availability</h2>
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
}

export function PublicDriverPage(p: PublicDriverProps) {
  return (
    <Layout title={p.profile.name} user={p.user}>
      <h1>{p.profile.name}</h1>
      <p>
        <RatingBadge summary={p.rating} /> · {p.delivered} {p.delivered === 1 ? 'trip' : 'trips'} delivered ·{' '}
        {p.profile.available ? <span class="pill active">Available</span> : <span class="pill">Not available</span>}
      </p>
      <section class="card">
        <h2>Truck</h2>
        <dl class="facts">
          <dt>Vehicle</dt>
          <dd>{p.profile.vehicleNumber ?? '—'}</dd>
          <dt>Truck</dt>
          <dd>{truckText(p.profile)}</dd>
          <dt>Home city</dt>
          <dd>{p.profile.homeCity ?? '—'}</dd>
          <dt>On FreightBazaar since</dt>
          <dd>{formatDate(p.profile.createdAt.toISOString().slice(0, 10))}</dd>
        </dl>
        {p.user.id !== p.profile.id && (
          <p>
            <a class="button secondary small" href={conversationPath(p.profile.id)}>
              Message {p.profile.name}
            </a>
          </p>
        )}
      </section>
      <section class="card">
        <h2>Reviews</h2>
        <ReviewList reviews={p.reviews} />
      </section>
    </Layout>
  );
}
