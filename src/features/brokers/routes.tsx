/**
 * Route table of the broker's pages: home, driver network (by invitation: the
 * broker's side and the invited driver's), clients, commission ledger, own
 * loads (and posting one for a client).
 */
import { t } from '../../lib/i18n/index.js';
import { cityName } from '../../lib/words.js';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput, route, uuidParam } from '../../http/action.js';
import type { SessionUser } from '../../http/context.js';
import { type DomainError, ValidationError } from '../../http/errors.js';
import type { Flash } from '../../http/respond.js';
import type { Database } from '../../db/database.js';
import { formatRupees } from '../../lib/money.js';
import { ownerLoadsQuerySchema } from '../../lib/trip-status.js';
import { pageInfo } from '../../views/pagination.js';
import { loadPath } from '../../views/paths.js';
import type { LoadFormRenderer } from '../../views/sections.js';
import { presentLoad } from '../loads/presenter.js';
import { type LoadInput, loadFormValues, parseLoadInput } from '../loads/schema.js';
import { presentClient, presentCommission, presentInvitation, presentNetworkDriver, presentPendingInvitation } from './presenters.js';
import { clientSchema, type CommissionInput, commissionSchema, commissionsQuerySchema, networkAddSchema, parseLoadCommission } from './schema.js';
import {
  acceptInvitation,
  addClient,
  cancelInvitation,
  declineInvitation,
  getBrokerHome,
  getBrokerLoads,
  getClients,
  getCommissions,
  getDriverNetwork,
  getNetwork,
  inviteToNetwork,
  markCommissionReceived,
  postLoadForClient,
  removeFromNetwork,
  setLoadCommission,
} from './service.js';
import { BrokerHomePage, BrokerLoadsPage, BrokerPostLoadPage, ClientsPage, type CommissionFormState, CommissionsPage, DriverNetworkPage, NetworkPage } from './views.js';

const PAGE_SIZE = 20;
const broker = ['broker'] as const;
const driver = ['driver'] as const;
const withInvitation = z.object({ id: uuidParam('Invitation') });

// A filter or page the lists do not know shows the first page of the default list, never a refusal.
const commissionsQuery = commissionsQuerySchema.catch(() => commissionsQuerySchema.parse({}));
const loadsQuery = ownerLoadsQuerySchema.catch(() => ownerLoadsQuerySchema.parse({}));
type CommissionsQuery = z.infer<typeof commissionsQuery>;
type LoadsQuery = z.infer<typeof loadsQuery>;

/** The load (the loads feature's rules) with its client and commission, checked together: every mistake is named at once. */
function parseLoadForClient(body: unknown): { load: LoadInput; commission: CommissionInput | null } {
  const load = parseLoadInput(body);
  const commission = parseLoadCommission(body);
  if (!load.ok || !commission.ok) throw new ValidationError({ ...(load.ok ? {} : load.errors), ...(commission.ok ? {} : commission.errors) });
  return { load: load.value, commission: commission.value };
}

/** The broker's form for a client's load is the loads feature's form with two more fields: `loadForm` hands it in (src/app.ts). */
export function registerBrokerRoutes(app: FastifyInstance, { loadForm }: { loadForm: LoadFormRenderer }): void {
  // The broker's home.
  route(app, 'GET /broker', {
    summary: "The broker's home: network, clients, loads and commission figures",
    access: broker,
    run: ({ db, user }) => getBrokerHome(db, user),
    page: (home, { user, flash }) => BrokerHomePage({ user, flash, ...home }),
  });

  // Driver network: the broker invites (by username or phone), may withdraw a waiting invitation, and removes members.
  route(app, 'GET /broker/network', {
    summary: "The broker's drivers (phones shown) and the invitations waiting for an answer",
    access: broker,
    run: ({ db, user }) => getNetwork(db, user),
    json: ({ drivers, invitations }) => ({
      drivers: drivers.map((d) => ({ id: d.driverId, name: d.name, username: d.username, phone: d.phone, available: d.available })),
      invitations: invitations.map(presentPendingInvitation),
    }),
    page: (network, { user, flash }) => NetworkPage({ user, flash, ...network }),
  });

  route(app, 'POST /broker/network/add', {
    summary: "Invites a driver, by username or phone, to the broker's network",
    access: broker,
    body: networkAddSchema,
    // A driver not found by the username or phone typed names its field: the form is drawn again with 404 (JSON: NOT_FOUND).
    run: ({ db, user, body }) => inviteToNetwork(db, user, body),
    status: 201,
    message: () => t('brokers.flash.invitationSentShort'),
    json: ({ driver: invited, invitation }) => ({ invitation: presentInvitation(invitation), driver: presentNetworkDriver(invited) }),
    redirect: ({ driver: invited }) => ({ to: '/broker/network', flash: t('brokers.flash.invitationSent', { name: invited.name }) }),
    form: async (refusal, { db, user, values }) => NetworkPage({ user, ...(await getNetwork(db, user)), values, errors: refusal.details, message: refusal.message }),
  });

  route(app, 'POST /broker/network/invitations/:id/cancel', {
    summary: 'Withdraws an invitation still waiting for an answer',
    access: broker,
    params: withInvitation,
    run: ({ db, user, params }) => cancelInvitation(db, user, params.id),
    json: (invitation) => ({ invitation: presentInvitation(invitation) }),
    redirect: () => ({ to: '/broker/network', flash: t('brokers.flash.withdrawn') }),
    form: async (refusal, { db, user }) => NetworkPage({ user, flash: errorFlash(refusal), ...(await getNetwork(db, user)) }),
  });

  route(app, 'POST /broker/network/:driverId/remove', {
    summary: "Removes a driver from the broker's network (coming back takes a new invitation)",
    access: broker,
    params: z.object({ driverId: uuidParam('Driver in your network') }),
    run: ({ db, user, params }) => removeFromNetwork(db, user, params.driverId),
    json: () => ({ removed: true }),
    redirect: () => ({ to: '/broker/network', flash: t('brokers.flash.removed') }),
  });

  // The invited driver's side: invitations waiting for an answer, and the brokers whose network they are in.
  route(app, 'GET /driver/network', {
    summary: "The driver's invitations waiting for an answer and the brokers whose network they are in",
    access: driver,
    run: ({ db, user }) => getDriverNetwork(db, user),
    json: ({ invitations, brokers }) => ({
      invitations: invitations.map(presentPendingInvitation),
      brokers: brokers.map((b) => ({ id: b.brokerId, name: b.name, username: b.username, company_name: b.companyName, added_at: b.addedAt.toISOString() })),
    }),
    page: (network, { user, flash }) => DriverNetworkPage({ user, flash, ...network }),
  });

  route(app, 'POST /driver/network/invitations/:id/accept', {
    summary: "Accepts a broker's invitation: the driver joins the network and the broker sees their phone",
    access: driver,
    params: withInvitation,
    run: ({ db, user, params }) => acceptInvitation(db, user, params.id),
    json: (invitation) => ({ invitation: presentInvitation(invitation) }),
    redirect: () => ({ to: '/driver/network', flash: t('brokers.flash.joined') }),
    form: (refusal, { db, user }) => driverNetworkPage(db, user, refusal),
  });

  route(app, 'POST /driver/network/invitations/:id/decline', {
    summary: "Declines a broker's invitation: the broker is told and never sees the phone",
    access: driver,
    params: withInvitation,
    run: ({ db, user, params }) => declineInvitation(db, user, params.id),
    json: (invitation) => ({ invitation: presentInvitation(invitation) }),
    redirect: () => ({ to: '/driver/network', flash: t('brokers.flash.declined') }),
    form: (refusal, { db, user }) => driverNetworkPage(db, user, refusal),
  });

  // Client companies.
  route(app, 'GET /broker/clients', {
    summary: "The broker's client companies",
    access: broker,
    run: ({ db, user }) => getClients(db, user),
    page: (clients, { user, flash }) => ClientsPage({ user, flash, clients }),
  });

  route(app, 'POST /broker/clients', {
    summary: 'Adds a client company',
    access: broker,
    body: clientSchema,
    run: ({ db, user, body }) => addClient(db, user, body),
    status: 201,
    json: (client) => ({ client: presentClient(client) }),
    redirect: (client) => ({ to: '/broker/clients', flash: t('brokers.flash.clientAdded', { name: client.name }) }),
    form: async (refusal, { db, user, values }) => ClientsPage({ user, clients: await getClients(db, user), values, errors: refusal.details, message: refusal.message }),
  });

  // Commission ledger.
  route(app, 'GET /broker/commissions', {
    summary: "The broker's commissions, pending or received, with their totals",
    access: broker,
    query: commissionsQuery,
    run: ({ db, user, query }) => getCommissions(db, user, { ...query, limit: PAGE_SIZE }),
    page: (ledger, { user, flash, query }) => commissionsPage(user, flash, query, ledger),
  });

  route(app, 'POST /broker/commissions/:id/received', {
    summary: 'Marks a commission received (once; not on a cancelled load)',
    access: broker,
    params: z.object({ id: uuidParam('Commission') }),
    run: ({ db, user, params }) => markCommissionReceived(db, user, params.id),
    json: (commission) => ({ commission: presentCommission(commission) }),
    redirect: () => ({ to: '/broker/commissions', flash: t('brokers.flash.received') }),
    form: async (refusal, { db, user, req }) => {
      const query = parseInput(commissionsQuery, req.query);
      return commissionsPage(user, errorFlash(refusal), query, await getCommissions(db, user, { ...query, limit: PAGE_SIZE }));
    },
  });

  // Loads the broker posted, with their client and commission.
  route(app, 'GET /broker/loads', {
    summary: "The broker's loads with their client and commission, by status",
    access: broker,
    query: loadsQuery,
    run: ({ db, user, query }) => getBrokerLoads(db, user, { ...query, limit: PAGE_SIZE }),
    page: (loads, { user, flash, query }) => brokerLoadsPage(user, query, loads, { flash }),
  });

  route(app, 'GET /broker/loads/new', {
    summary: 'The form to post a load for a client, with the commission',
    access: broker,
    run: ({ db, user }) => getClients(db, user),
    page: (clients, { user }) => BrokerPostLoadPage({ loadForm, user, clients, values: { contact_phone: user.phone ?? '' } }),
  });

  route(app, 'POST /broker/loads', {
    summary: "Posts a load, optionally for one of the broker's clients with a commission (stored together or not at all)",
    access: broker,
    body: parseLoadForClient,
    run: ({ db, user, body }) => postLoadForClient(db, user, body.load, body.commission),
    status: 201,
    message: () => t('brokers.flash.loadPostedShort'),
    json: (posted, { user, config }) => ({
      load: presentLoad(posted.load, { public: false, baseUrl: config.BASE_URL, viewer: user }),
      commission: posted.commission ? presentCommission(posted.commission) : null,
    }),
    redirect: ({ load, commission }) => ({
      to: loadPath(load.id),
      flash: commission
        ? t('brokers.flash.loadPostedCommission', { from: cityName(load.origin), to: cityName(load.destination), amount: formatRupees(commission.amountPaise) })
        : t('brokers.flash.loadPosted', { from: cityName(load.origin), to: cityName(load.destination) }),
    }),
    form: async (refusal, { db, user, values, req }) => {
      const kept = { ...loadFormValues(req.body), client_id: values.client_id ?? '', amount: values.amount ?? '' };
      return BrokerPostLoadPage({ loadForm, user, clients: await getClients(db, user), values: kept, errors: refusal.details ?? null, message: refusal.message });
    },
  });

  route(app, 'POST /broker/loads/:loadId/commission', {
    summary: "Names a load's client and the broker's commission on it (changes it while pending)",
    access: broker,
    params: z.object({ loadId: uuidParam('Load') }),
    body: commissionSchema,
    run: ({ db, user, params, body }) => setLoadCommission(db, user, params.loadId, body),
    json: (commission) => ({ commission: presentCommission(commission) }),
    redirect: () => ({ to: '/broker/loads', flash: t('brokers.flash.commissionSaved') }),
    form: async (refusal, { db, user, params, values, req }) => {
      // The row's own form opens with the message; a missing field is drawn empty, not as the load's saved value.
      const form: CommissionFormState = { loadId: params.loadId, values: { client_id: values.client_id ?? '', amount: values.amount ?? '' }, errors: refusal.details ?? {}, message: refusal.message };
      const query = parseInput(loadsQuery, req.query);
      return brokerLoadsPage(user, query, await getBrokerLoads(db, user, { ...query, limit: PAGE_SIZE }), { form });
    },
  });

  /** The refusal as the page's one-time message, for the forms that are a button on a list. */
  function errorFlash(refusal: DomainError): Flash {
    return { kind: 'error', text: refusal.message };
  }

  async function driverNetworkPage(db: Database, user: SessionUser, refusal: DomainError) {
    return DriverNetworkPage({ user, flash: errorFlash(refusal), ...(await getDriverNetwork(db, user)) });
  }

  /** The commission ledger for this filter and page. */
  function commissionsPage(user: SessionUser, flash: Flash | null, query: CommissionsQuery, { rows, total, totals }: Awaited<ReturnType<typeof getCommissions>>) {
    return CommissionsPage({ user, flash, rows, totals, status: query.status, info: pageInfo(query.page, PAGE_SIZE, total) });
  }

  /** The broker's loads for this filter and page, with the flash, or with one row's commission form refused (and no flash). */
  function brokerLoadsPage(
    user: SessionUser,
    query: LoadsQuery,
    { rows, total, clients }: Awaited<ReturnType<typeof getBrokerLoads>>,
    { flash = null, form }: { flash?: Flash | null; form?: CommissionFormState },
  ) {
    return BrokerLoadsPage({ user, flash, rows, clients, status: query.status, info: pageInfo(query.page, PAGE_SIZE, total), form });
  }
}
