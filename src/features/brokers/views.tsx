/** Pages of the broker: home, driver network, clients, commission ledger, own loads. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';
import { formatRupees, rupeesInputValue } from '../../lib/money.js';
import { ActionButton, ErrorSummary, Field, type FormErrors, type FormValues } from '../../views/form.js';
import { FilterTabs } from '../../views/filters.js';
import { t, tRich } from '../../lib/i18n/index.js';
import { cityName } from '../../lib/words.js';
import { Layout } from '../../views/layout.js';
import { Pagination, type PageInfo } from '../../views/pagination.js';
import { formatCount, formatTonnes, statusName, truckTypeName } from '../../lib/words.js';
import { TimeAgo } from '../../views/badge.js';
import type { OwnerLoadRow } from '../trips/service.js';
import type { LoadFormRenderer } from '../../views/sections.js';
import type { BrokerCounts, ClientRow, CommissionListRow, CommissionTotals, NetworkRow, PendingInvitationRow } from './queries.js';
import type { CommissionFilter } from './schema.js';
import { conversationPath, driverProfilePath, loadPath } from '../../views/paths.js';
import type { OwnerLoadFilter } from '../../lib/trip-status.js';
import { OWNER_LOAD_TABS, OwnerLoadsTable } from '../../views/trips.js';

export interface BrokerHomeProps {
  user: SessionUser;
  flash?: Flash | null;
  counts: BrokerCounts;
  totals: CommissionTotals;
  openLoads: OwnerLoadRow[];
  pendingCommissions: CommissionListRow[];
}

export function BrokerHomePage(p: BrokerHomeProps) {
  return (
    <Layout title={t('brokers.home.title')} user={p.user} flash={p.flash} meta={{ styles: ['/assets/owner-loads.css'] }} active="/broker">
      <h1>{t('brokers.home.greeting', { name: p.user.name })}</h1>
      <p class="documents-link">
        <a href="/documents">{t('documents.home.link')}</a>
      </p>
      <section class="stats">
        <div class="stat" id="stat-network">
          <b>{formatCount(p.counts.networkSize)}</b>
          <span>{t('brokers.home.networkStat', { n: formatCount(p.counts.availableDrivers) })}</span>
        </div>
        <div class="stat" id="stat-clients">
          <b>{formatCount(p.counts.clients)}</b>
          <span>{t('brokers.clients.title')}</span>
        </div>
        <div class="stat" id="stat-open-loads">
          <b>{formatCount(p.counts.openLoads)}</b>
          <span>{t('brokers.home.openLoads')}</span>
        </div>
        <div class="stat" id="stat-active">
          <b>{formatCount(p.counts.activeTrips)}</b>
          <span>{t('brokers.home.activeTrips')}</span>
        </div>
        <div class="stat" id="stat-pending">
          <b>{formatRupees(p.totals.pendingPaise)}</b>
          <span>{t('brokers.home.commissionPending', { n: formatCount(p.totals.pendingCount) })}</span>
        </div>
        <div class="stat" id="stat-received-month">
          <b>{formatRupees(p.totals.receivedMonthPaise)}</b>
          <span>{t('brokers.home.commissionMonth')}</span>
        </div>
      </section>
      <p>
        <a class="button" href="/broker/loads/new">
          {t('brokers.postLoad.title')}
        </a>{' '}
        <a class="button secondary" href="/broker/network">
          {t('nav.drivers')}
        </a>{' '}
        <a class="button secondary" href="/broker/clients">
          {t('brokers.clients.title')}
        </a>
      </p>
      <section class="card" id="open-loads">
        <h2>{t('brokers.home.openLoads')}</h2>
        {p.openLoads.length === 0 ? <p class="muted">{t('brokers.home.noOpenLoads')}</p> : <OwnerLoadsTable rows={p.openLoads} withCommission />}
        <p>
          <a href="/broker/loads">{t('brokers.home.allLoads')}</a>
        </p>
      </section>
      <section class="card" id="pending-commissions">
        <h2>{t('brokers.home.toCollect')}</h2>
        <CommissionTable rows={p.pendingCommissions} />
        <p>
          <a href="/broker/commissions">{t('brokers.commissions.title')}</a>
        </p>
      </section>
    </Layout>
  );
}

function truckSummary(d: NetworkRow): string {
  if (!d.truckType) return '—';
  const parts = [truckTypeName(d.truckType)];
  if (d.truckLengthFt) parts.push(t('brokers.truck.feet', { n: d.truckLengthFt }));
  if (d.capacityTonnes) parts.push(formatTonnes(d.capacityTonnes));
  return parts.join(', ');
}

export interface NetworkPageProps {
  user: SessionUser;
  flash?: Flash | null;
  drivers: NetworkRow[];
  invitations: PendingInvitationRow[];
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}

export function NetworkPage(p: NetworkPageProps) {
  return (
    <Layout title={t('brokers.network.title')} user={p.user} flash={p.flash} active="/broker/network">
      <h1>{t('brokers.network.heading')}</h1>
      <form method="post" action="/broker/network/add" class="stacked card" novalidate>
        <h2>{t('brokers.network.invite')}</h2>
        <p class="muted">{t('brokers.network.inviteIntro')}</p>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="username" label={t('brokers.field.username')} values={p.values} errors={p.errors} maxlength={64} />
        <Field name="phone" label={t('brokers.field.phone')} type="tel" inputmode="tel" values={p.values} errors={p.errors} placeholder="98765 43210" />
        <button type="submit">{t('brokers.network.send')}</button>
      </form>
      {p.invitations.length > 0 && (
        <section class="card" id="invitations">
          <h2>{t('brokers.network.waiting', { n: formatCount(p.invitations.length) })}</h2>
          <ul class="plain-list">
            {p.invitations.map((i) => (
              <li data-invitation={i.id}>
                <b>{i.name}</b>{' '}
                <small class="muted">
                  @{i.username} · {t('brokers.network.invited')} <TimeAgo at={i.createdAt} />
                </small>{' '}
                <ActionButton action={`/broker/network/invitations/${i.id}/cancel`} label={t('brokers.network.withdraw')} confirm={t('brokers.network.withdrawConfirm', { name: i.name })} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {p.drivers.length === 0 ? (
        <p class="card muted">{t('brokers.network.empty')}</p>
      ) : (
        <div>
          <table id="network" class="stack-on-phone">
            <thead>
              <tr>
                <th>{t('role.one.driver')}</th>
                <th>{t('brokers.network.truck')}</th>
                <th>{t('brokers.network.home')}</th>
                <th>{t('brokers.network.availability')}</th>
                <th></th>
              </tr>
            </thead>
            <tbody>
              {p.drivers.map((d) => (
                <tr data-driver={d.driverId}>
                  <td>
                    <a href={driverProfilePath(d.driverId)}>{d.name}</a> <small class="muted">@{d.username}</small>
                    {d.phone && (
                      <>
                        <br />
                        <a href={`tel:${d.phone}`}>{d.phone}</a>
                      </>
                    )}
                  </td>
                  <td data-label={t('brokers.network.truck')}>
                    {d.vehicleNumber ?? ''} {truckSummary(d)}
                  </td>
                  <td data-label={t('brokers.network.home')}>{d.homeCity ? cityName(d.homeCity) : '—'}</td>
                  <td data-label={t('brokers.network.availability')}>
                    {d.status !== 'active' ? (
                      <span class="pill suspended">{t('status.user.suspended')}</span>
                    ) : d.available ? (
                      <span class="pill active">{t('drivers.available')}</span>
                    ) : (
                      <span class="pill">{t('drivers.notAvailable')}</span>
                    )}
                    {d.activeTrips > 0 && <small class="muted"> · {t('brokers.network.onTrip', { n: formatCount(d.activeTrips) })}</small>}
                  </td>
                  <td class="actions">
                    <a class="button secondary small" href={conversationPath(d.driverId)}>
                      {t('notification.message')}
                    </a>{' '}
                    <ActionButton action={`/broker/network/${d.driverId}/remove`} label={t('brokers.network.remove')} confirm={t('brokers.network.removeConfirm', { name: d.name })} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Layout>
  );
}

export interface ClientsPageProps {
  user: SessionUser;
  flash?: Flash | null;
  clients: ClientRow[];
  values?: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}

export function ClientsPage(p: ClientsPageProps) {
  return (
    <Layout title={t('brokers.clients.title')} user={p.user} flash={p.flash} active="/broker/clients">
      <h1>{t('brokers.clients.title')}</h1>
      <p class="muted">{t('brokers.clients.intro')}</p>
      {p.clients.length === 0 ? (
        <p class="card muted">{t('brokers.clients.empty')}</p>
      ) : (
        <div>
          <table id="clients" class="stack-on-phone">
            <thead>
              <tr>
                <th>{t('brokers.clients.company')}</th>
                <th>{t('brokers.clients.contact')}</th>
                <th>GSTIN</th>
                <th>{t('accounts.field.city')}</th>
                <th>{t('nav.loads')}</th>
              </tr>
            </thead>
            <tbody>
              {p.clients.map((c) => (
                <tr data-client={c.id}>
                  <td>
                    <b>{c.name}</b>
                  </td>
                  <td data-label={t('brokers.clients.contact')}>
                    {c.contactName ?? ''} {c.phone && <a href={`tel:${c.phone}`}>{c.phone}</a>}
                  </td>
                  <td data-label="GSTIN">{c.gstin ?? '—'}</td>
                  <td data-label={t('accounts.field.city')}>{c.city ? cityName(c.city) : '—'}</td>
                  <td data-label={t('nav.loads')}>{formatCount(c.loadCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form method="post" action="/broker/clients" class="stacked card" novalidate>
        <h2>{t('brokers.clients.add')}</h2>
        <ErrorSummary errors={p.errors} message={p.message} />
        <Field name="name" label={t('accounts.field.companyName')} values={p.values} errors={p.errors} required maxlength={160} />
        <Field name="contact_name" label={t('brokers.clients.contactPerson')} values={p.values} errors={p.errors} maxlength={120} />
        <Field name="phone" label={t('brokers.clients.phone')} type="tel" inputmode="tel" values={p.values} errors={p.errors} placeholder="98765 43210" />
        <Field name="gstin" label="GSTIN" values={p.values} errors={p.errors} maxlength={20} placeholder="27AAPFU0939F1ZV" hint={t('brokers.clients.gstinHint')} />
        <Field name="city" label={t('accounts.field.city')} values={p.values} errors={p.errors} maxlength={80} />
        <button type="submit">{t('brokers.clients.addSubmit')}</button>
      </form>
    </Layout>
  );
}

function CommissionTable({ rows }: { rows: CommissionListRow[] }) {
  if (rows.length === 0) return <p class="muted">{t('brokers.commissions.empty')}</p>;
  return (
    <div>
      <table class="commissions stack-on-phone">
        <thead>
          <tr>
            <th>{t('brokers.commissions.load')}</th>
            <th>{t('brokers.field.client')}</th>
            <th>{t('brokers.commissions.commission')}</th>
            <th>{t('brokers.commissions.status')}</th>
            <th></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr data-commission={c.id}>
              <td>
                <a href={loadPath(c.loadId)}>
                  {cityName(c.origin)} → {cityName(c.destination)}
                </a>
                <br />
                <small class="muted">{t('brokers.commissions.pickupLine', { date: formatDate(c.pickupDate), status: statusName('load', c.loadStatus).toLowerCase() })}</small>
              </td>
              <td data-label={t('brokers.field.client')}>{c.clientName ?? '—'}</td>
              <td data-label={t('brokers.commissions.commission')}>{formatRupees(c.amountPaise)}</td>
              <td data-label={t('brokers.commissions.status')}>
                {c.receivedAt ? (
                  <span class="pill released">{t('brokers.commissions.receivedAt', { at: formatDateTime(c.receivedAt) })}</span>
                ) : c.loadStatus === 'cancelled' ? (
                  <span class="pill cancelled">{t('brokers.commissions.loadCancelled')}</span>
                ) : (
                  <span class="pill pending">{t('brokers.commissions.pending')}</span>
                )}
              </td>
              <td class="actions">{!c.receivedAt && c.loadStatus !== 'cancelled' && <ActionButton action={`/broker/commissions/${c.id}/received`} label={t('brokers.commissions.markReceived')} />}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const COMMISSION_TABS = (): Array<[CommissionFilter, string]> => [
  ['all', t('brokers.commissions.all')],
  ['pending', t('brokers.commissions.pending')],
  ['received', t('brokers.commissions.received')],
];

export function CommissionsPage({
  user,
  flash,
  rows,
  info,
  status,
  totals,
}: {
  user: SessionUser;
  flash?: Flash | null;
  rows: CommissionListRow[];
  info: PageInfo;
  status: CommissionFilter;
  totals: CommissionTotals;
}) {
  return (
    <Layout title={t('nav.commissions')} user={user} flash={flash} active="/broker/commissions">
      <h1>{t('brokers.commissions.title')}</h1>
      <section class="stats">
        <div class="stat" id="stat-pending">
          <b>{formatRupees(totals.pendingPaise)}</b>
          <span>{t('brokers.commissions.pendingStat', { n: formatCount(totals.pendingCount) })}</span>
        </div>
        <div class="stat" id="stat-received">
          <b>{formatRupees(totals.receivedPaise)}</b>
          <span>{t('brokers.commissions.receivedStat', { n: formatCount(totals.receivedCount) })}</span>
        </div>
        <div class="stat" id="stat-received-month">
          <b>{formatRupees(totals.receivedMonthPaise)}</b>
          <span>{t('brokers.commissions.receivedMonth')}</span>
        </div>
      </section>
      <p class="muted">{tRich('brokers.commissions.howTo', { a: (chunks) => <a href="/broker/loads">{chunks}</a> })}</p>
      <FilterTabs base="/broker/commissions" tabs={COMMISSION_TABS()} current={status} label={t('brokers.commissions.filter')} />
      <CommissionTable rows={rows} />
      <Pagination info={info} baseUrl="/broker/commissions" query={{ status }} />
    </Layout>
  );
}

export interface CommissionFormState {
  loadId: string;
  values: FormValues;
  errors: FormErrors;
  message: string;
}

/** The per-load form: which client the load is for, and the commission. Ids are unique per row. */
function CommissionForm({ load, clients, state }: { load: OwnerLoadRow; clients: ClientRow[]; state?: CommissionFormState }) {
  if (load.status === 'cancelled' || load.commissionReceivedAt) return null;
  const mine = state?.loadId === load.id ? state : undefined;
  const clientId = String(mine?.values.client_id ?? load.shipperId ?? '');
  const amount = mine ? String(mine.values.amount ?? '') : rupeesInputValue(load.commissionPaise);
  if (clients.length === 0) return <p class="muted">{tRich('brokers.loads.addClientFirst', { a: (chunks) => <a href="/broker/clients">{chunks}</a> })}</p>;
  return (
    <details class="commission-details" open={mine ? true : undefined}>
      <summary>{load.commissionPaise === null ? t('brokers.loads.setCommission') : t('brokers.loads.changeCommission')}</summary>
      <form method="post" action={`/broker/loads/${load.id}/commission`} class="commission-form" novalidate>
        {mine && (
          <p class="error" role="alert">
            {mine.message}
          </p>
        )}
        <label for={`client-${load.id}`}>{t('brokers.field.client')}</label>
        <select id={`client-${load.id}`} name="client_id" aria-invalid={mine?.errors.client_id ? 'true' : undefined}>
          <option value="">{t('profile.vehicle.choose')}</option>
          {clients.map((c) => (
            <option value={c.id} selected={c.id === clientId}>
              {c.name}
            </option>
          ))}
        </select>
        <label for={`amount-${load.id}`}>{t('brokers.loads.commissionRupees')}</label>
        <input id={`amount-${load.id}`} name="amount" inputmode="decimal" value={amount} aria-invalid={mine?.errors.amount ? 'true' : undefined} />
        <button type="submit" class="small">
          {load.commissionPaise === null ? t('brokers.loads.saveCommission') : t('brokers.loads.update')}
        </button>
      </form>
    </details>
  );
}

export function BrokerLoadsPage({
  user,
  flash,
  rows,
  clients,
  info,
  status,
  form,
}: {
  user: SessionUser;
  flash?: Flash | null;
  rows: OwnerLoadRow[];
  clients: ClientRow[];
  info: PageInfo;
  status: OwnerLoadFilter;
  form?: CommissionFormState;
}) {
  return (
    <Layout title={t('nav.myLoads')} user={user} flash={flash} meta={{ styles: ['/assets/owner-loads.css'] }} active="/broker/loads">
      <h1>{t('nav.myLoads')}</h1>
      {form && <ErrorSummary message={form.message} />}
      <FilterTabs base="/broker/loads" tabs={OWNER_LOAD_TABS} current={status} label={t('brokers.loads.filter')} />
      {rows.length === 0 ? (
        <p class="card muted">
          {t('brokers.loads.empty')} <a href="/broker/loads/new">{t('brokers.loads.post')}</a>
        </p>
      ) : (
        <OwnerLoadsTable rows={rows} withCommission commissionForm={(l) => <CommissionForm load={l} clients={clients} state={form} />} />
      )}
      <Pagination info={info} baseUrl="/broker/loads" query={{ status }} />
    </Layout>
  );
}

/**
 * The broker's load form (GET /broker/loads/new, POST /broker/loads): the
 * loads feature's form, then the client it is for and the broker's commission.
 */
export function BrokerPostLoadPage({
  loadForm,
  user,
  clients,
  values,
  errors,
  message,
}: {
  /** The loads feature's form page (src/app.ts hands it in). */
  loadForm: LoadFormRenderer;
  user: SessionUser;
  clients: ClientRow[];
  values: FormValues;
  errors?: FormErrors | null;
  message?: string | null;
}) {
  const clientOptions: Array<[string, string]> = [['', t('brokers.loads.noClient')], ...clients.map((c): [string, string] => [c.id, c.name])];
  return loadForm({
    user,
    mode: 'new',
    title: t('brokers.postLoad.title'),
    action: '/broker/loads',
    cancelHref: '/broker/loads',
    active: '/broker/loads/new',
    values,
    errors,
    message,
    extraFields: (
      <>
        <h2>{t('brokers.postLoad.clientHeading')}</h2>
        {clients.length === 0 && <p class="muted">{tRich('brokers.postLoad.noClients', { a: (chunks) => <a href="/broker/clients">{chunks}</a> })}</p>}
        <Field name="client_id" label={t('brokers.field.client')} options={clientOptions} values={values} errors={errors} />
        <Field name="amount" label={t('brokers.postLoad.yourCommission')} values={values} errors={errors} inputmode="decimal" hint={t('brokers.postLoad.commissionHint')} />
      </>
    ),
  });
}

export interface DriverNetworkPageProps {
  user: SessionUser;
  flash?: Flash | null;
  invitations: PendingInvitationRow[];
  brokers: Array<{ brokerId: string; name: string; username: string; companyName: string | null; addedAt: Date }>;
}

/** The driver's side of broker networks: invitations to answer, and the networks they are in. */
export function DriverNetworkPage(p: DriverNetworkPageProps) {
  return (
    <Layout title={t('nav.brokers')} user={p.user} flash={p.flash} active="/driver/network">
      <h1>{t('brokers.driverSide.title')}</h1>
      <section class="card" id="invitations">
        <h2>{t('brokers.driverSide.invitations')}</h2>
        {p.invitations.length === 0 ? (
          <p class="muted">{t('brokers.driverSide.noInvitations')}</p>
        ) : (
          <ul class="plain-list">
            {p.invitations.map((i) => (
              <li data-invitation={i.id}>
                <p>
                  <b>{i.name}</b>
                  {i.companyName && <> ({i.companyName})</>}{' '}
                  <small class="muted">
                    @{i.username}
                    {i.city ? ` · ${cityName(i.city)}` : ''} · <TimeAgo at={i.createdAt} />
                  </small>
                </p>
                <p class="muted">{t('brokers.driverSide.acceptExplain')}</p>
                <p>
                  <ActionButton action={`/driver/network/invitations/${i.id}/accept`} label={t('brokers.driverSide.accept')} kind="primary" />{' '}
                  <ActionButton action={`/driver/network/invitations/${i.id}/decline`} label={t('brokers.driverSide.decline')} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section class="card" id="brokers">
        <h2>{t('brokers.driverSide.networks')}</h2>
        {p.brokers.length === 0 ? (
          <p class="muted">{t('brokers.driverSide.none')}</p>
        ) : (
          <ul class="plain-list">
            {p.brokers.map((b) => (
              <li data-broker={b.brokerId}>
                <b>{b.name}</b>
                {b.companyName && <> ({b.companyName})</>}{' '}
                <small class="muted">
                  @{b.username} · {t('brokers.driverSide.since')} <TimeAgo at={b.addedAt} />
                </small>{' '}
                <a class="button secondary small" href={conversationPath(b.brokerId)}>
                  {t('notification.message')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Layout>
  );
}
