/**
 * Route table of the broker's pages: home, driver network (by invitation: the
 * broker's side and the invited driver's), clients, commission ledger, own
 * loads (and posting one for a client).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, NotFoundError, toDomainError, ValidationError, zodDetails } from '../../http/errors.js';
import { actor, requireRole } from '../../http/guards.js';
import { redirectWithFlash, renderPage, sendData, takeFlash, wantsJson } from '../../http/respond.js';
import { formatRupees } from '../../lib/money.js';
import { pageInfo } from '../../views/pagination.js';
import { presentLoad } from '../loads/presenter.js';
import { loadFormValues, parseLoadInput } from '../loads/schema.js';
import { ownerLoadsQuerySchema } from '../../lib/trip-status.js';
import type { LoadFormRenderer } from '../../views/sections.js';
import { presentClient, presentCommission, presentInvitation, presentNetworkDriver, presentPendingInvitation } from './presenters.js';
import { clientSchema, commissionSchema, commissionsQuerySchema, networkAddSchema, parseLoadCommission } from './schema.js';
import {
  acceptInvitation,
  addClient,
  cancelInvitation,
  declineInvitation,
  getDriverNetwork,
  inviteToNetwork,
  getBrokerHome,
  getBrokerLoads,
  getClients,
  getCommissions,
  getNetwork,
  markCommissionReceived,
  postLoadForClient,
  removeFromNetwork,
  setLoadCommission,
} from './service.js';
import { BrokerHomePage, BrokerLoadsPage, BrokerPostLoadPage, ClientsPage, CommissionsPage, DriverNetworkPage, NetworkPage, type CommissionFormState } from './views.js';
import { isUuid } from '../../lib/ids.js';
import { loadPath } from '../../views/paths.js';

const PAGE_SIZE = 20;
const broker = { preHandler: [requireRole('broker')] };
const driver = { preHandler: [requireRole('driver')] };
type InvitationParams = { Params: { id: string } };

/** The submitted values of these fields, as strings, for a form shown again. */
function kept(body: unknown, fields: string[]): Record<string, string> {
  const b = (body ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f, typeof b[f] === 'string' || typeof b[f] === 'number' ? String(b[f]) : '']));
}

/** Errors a form shows again (validation, not found by username or phone, conflicts); others go to the error page. */
function isFormError(err: unknown): err is DomainError {
  return err instanceof DomainError && ['VALIDATION_ERROR', 'CONFLICT', 'NOT_FOUND'].includes(err.code) && (err.code !== 'NOT_FOUND' || err.details !== undefined);
}

/** The broker's form for a client's load is the loads feature's form with two more fields: `loadForm` hands it in (src/app.ts). */
export function registerBrokerRoutes(app: FastifyInstance, { loadForm }: { loadForm: LoadFormRenderer }): void {
  // The broker's home.
  app.get('/broker', broker, showBrokerHomePage);

  // Driver network: the broker invites (by username or phone), may withdraw a waiting invitation, and removes members.
  app.get('/broker/network', broker, showNetworkPage);
  app.post('/broker/network/add', broker, inviteDriver);
  app.post<InvitationParams>('/broker/network/invitations/:id/cancel', broker, cancelDriverInvitation);
  app.post<{ Params: { driverId: string } }>('/broker/network/:driverId/remove', broker, removeDriverFromNetwork);

  // The invited driver's side: invitations waiting for an answer, and the brokers whose network they are in.
  app.get('/driver/network', driver, showDriverNetworkPage);
  app.post<InvitationParams>('/driver/network/invitations/:id/accept', driver, acceptNetworkInvitation);
  app.post<InvitationParams>('/driver/network/invitations/:id/decline', driver, declineNetworkInvitation);

  // Client companies.
  app.get('/broker/clients', broker, showClientsPage);
  app.post('/broker/clients', broker, createClient);

  // Commission ledger.
  app.get('/broker/commissions', broker, showCommissionsPage);
  app.post<{ Params: { id: string } }>('/broker/commissions/:id/received', broker, markReceived);

  // Loads the broker posted, with their client and commission.
  app.get('/broker/loads', broker, showBrokerLoadsPage);
  app.get('/broker/loads/new', broker, showPostLoadPage);
  app.post('/broker/loads', broker, postLoadForClientAction);
  app.post<{ Params: { loadId: string } }>('/broker/loads/:loadId/commission', broker, saveLoadCommission);

  async function showBrokerHomePage(req: FastifyRequest, reply: FastifyReply) {
    const home = await getBrokerHome(app.db, actor(req));
    return renderPage(reply, BrokerHomePage({ user: actor(req), flash: takeFlash(req, reply), ...home }));
  }

  async function showNetworkPage(req: FastifyRequest, reply: FastifyReply) {
    const { drivers, invitations } = await getNetwork(app.db, actor(req));
    if (wantsJson(req)) {
      return sendData(reply, {
        drivers: drivers.map((d) => ({ id: d.driverId, name: d.name, username: d.username, phone: d.phone, available: d.available })),
        invitations: invitations.map(presentPendingInvitation),
      });
    }
    return renderPage(reply, NetworkPage({ user: actor(req), flash: takeFlash(req, reply), drivers, invitations }));
  }

  async function inviteDriver(req: FastifyRequest, reply: FastifyReply) {
    try {
      const input = networkAddSchema.parse(req.body ?? {});
      const { driver: invited, invitation } = await inviteToNetwork(app.db, actor(req), input);
      if (wantsJson(req)) return sendData(reply, { invitation: presentInvitation(invitation), driver: presentNetworkDriver(invited) }, 201, 'Invitation sent');
      return redirectWithFlash(reply, '/broker/network', `Invitation sent to ${invited.name}. They join your network when they accept it.`);
    } catch (e) {
      const err = toDomainError(e);
      if (wantsJson(req) || !isFormError(err)) throw e;
      const { drivers, invitations } = await getNetwork(app.db, actor(req));
      return renderPage(reply, NetworkPage({ user: actor(req), drivers, invitations, values: kept(req.body, ['username', 'phone']), errors: err.details, message: err.message }), err.status);
    }
  }

  async function cancelDriverInvitation(req: FastifyRequest<InvitationParams>, reply: FastifyReply) {
    if (!isUuid(req.params.id)) throw new NotFoundError('Invitation');
    try {
      const inv = await cancelInvitation(app.db, actor(req), req.params.id.toLowerCase());
      if (wantsJson(req)) return sendData(reply, { invitation: presentInvitation(inv) });
      return redirectWithFlash(reply, '/broker/network', 'Invitation withdrawn.');
    } catch (err) {
      if (wantsJson(req) || !(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
      const { drivers, invitations } = await getNetwork(app.db, actor(req));
      return renderPage(reply, NetworkPage({ user: actor(req), flash: { kind: 'error', text: err.message }, drivers, invitations }), err.status);
    }
  }

  async function showDriverNetworkPage(req: FastifyRequest, reply: FastifyReply) {
    const { invitations, brokers } = await getDriverNetwork(app.db, actor(req));
    if (wantsJson(req)) {
      return sendData(reply, {
        invitations: invitations.map(presentPendingInvitation),
        brokers: brokers.map((b) => ({ id: b.brokerId, name: b.name, username: b.username, company_name: b.companyName, added_at: b.addedAt.toISOString() })),
      });
    }
    return renderPage(reply, DriverNetworkPage({ user: actor(req), flash: takeFlash(req, reply), invitations, brokers }));
  }

  /** Accept and decline: JSON, or back to the driver's page with a message (409 when someone acted first). */
  async function answerInvitation(req: FastifyRequest<InvitationParams>, reply: FastifyReply, answer: 'accept' | 'decline') {
    if (!isUuid(req.params.id)) throw new NotFoundError('Invitation');
    try {
      const id = req.params.id.toLowerCase();
      const inv = answer === 'accept' ? await acceptInvitation(app.db, actor(req), id) : await declineInvitation(app.db, actor(req), id);
      if (wantsJson(req)) return sendData(reply, { invitation: presentInvitation(inv) });
      return redirectWithFlash(
        reply,
        '/driver/network',
        answer === 'accept' ? 'You joined the network. The broker can now see your phone number.' : 'Invitation declined. The broker does not see your phone number.',
      );
    } catch (err) {
      if (wantsJson(req) || !(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
      const { invitations, brokers } = await getDriverNetwork(app.db, actor(req));
      return renderPage(reply, DriverNetworkPage({ user: actor(req), flash: { kind: 'error', text: err.message }, invitations, brokers }), err.status);
    }
  }

  async function acceptNetworkInvitation(req: FastifyRequest<InvitationParams>, reply: FastifyReply) {
    return answerInvitation(req, reply, 'accept');
  }

  async function declineNetworkInvitation(req: FastifyRequest<InvitationParams>, reply: FastifyReply) {
    return answerInvitation(req, reply, 'decline');
  }

  async function removeDriverFromNetwork(req: FastifyRequest<{ Params: { driverId: string } }>, reply: FastifyReply) {
    if (!isUuid(req.params.driverId)) throw new NotFoundError('Driver in your network');
    await removeFromNetwork(app.db, actor(req), req.params.driverId.toLowerCase());
    if (wantsJson(req)) return sendData(reply, { removed: true });
    return redirectWithFlash(reply, '/broker/network', 'The driver is no longer in your network.');
  }

  async function showClientsPage(req: FastifyRequest, reply: FastifyReply) {
    const clients = await getClients(app.db, actor(req));
    return renderPage(reply, ClientsPage({ user: actor(req), flash: takeFlash(req, reply), clients }));
  }

  async function createClient(req: FastifyRequest, reply: FastifyReply) {
    const parsed = clientSchema.safeParse(req.body ?? {});
    if (!parsed.success) {
      const err = new ValidationError(zodDetails(parsed.error));
      if (wantsJson(req)) throw err;
      const clients = await getClients(app.db, actor(req));
      return renderPage(
        reply,
        ClientsPage({ user: actor(req), clients, values: kept(req.body, ['name', 'contact_name', 'phone', 'gstin', 'city']), errors: err.details, message: err.message }),
        400,
      );
    }
    const client = await addClient(app.db, actor(req), parsed.data);
    if (wantsJson(req)) return sendData(reply, { client: presentClient(client) }, 201);
    return redirectWithFlash(reply, '/broker/clients', `${client.name} is added to your clients.`);
  }

  async function showCommissionsPage(req: FastifyRequest, reply: FastifyReply, error?: string, status = 200) {
    const parsed = commissionsQuerySchema.safeParse(req.query ?? {});
    const q = parsed.success ? parsed.data : commissionsQuerySchema.parse({});
    const { rows, total, totals } = await getCommissions(app.db, actor(req), { ...q, limit: PAGE_SIZE });
    const flash = error ? { kind: 'error' as const, text: error } : takeFlash(req, reply);
    return renderPage(reply, CommissionsPage({ user: actor(req), flash, rows, totals, status: q.status, info: pageInfo(q.page, PAGE_SIZE, total) }), status);
  }

  async function markReceived(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    if (!isUuid(req.params.id)) throw new NotFoundError('Commission');
    try {
      const c = await markCommissionReceived(app.db, actor(req), req.params.id.toLowerCase());
      if (wantsJson(req)) return sendData(reply, { commission: presentCommission(c) });
      return redirectWithFlash(reply, '/broker/commissions', 'Commission marked received.');
    } catch (err) {
      if (wantsJson(req) || !(err instanceof DomainError) || err.code !== 'CONFLICT') throw err;
      return showCommissionsPage(req, reply, err.message, err.status);
    }
  }

  async function showBrokerLoadsPage(req: FastifyRequest, reply: FastifyReply, form?: CommissionFormState, status = 200) {
    const parsed = ownerLoadsQuerySchema.safeParse(req.query ?? {});
    const q = parsed.success ? parsed.data : ownerLoadsQuerySchema.parse({});
    const { rows, total, clients } = await getBrokerLoads(app.db, actor(req), { ...q, limit: PAGE_SIZE });
    return renderPage(
      reply,
      BrokerLoadsPage({ user: actor(req), flash: form ? null : takeFlash(req, reply), rows, clients, status: q.status, info: pageInfo(q.page, PAGE_SIZE, total), form }),
      status,
    );
  }

  async function showPostLoadPage(req: FastifyRequest, reply: FastifyReply) {
    const clients = await getClients(app.db, actor(req));
    return renderPage(reply, BrokerPostLoadPage({ loadForm, user: actor(req), clients, values: { contact_phone: actor(req).phone ?? '' } }));
  }

  /** The load and its client and commission are checked together; any mistake shows the whole form again and stores nothing. */
  async function postLoadForClientAction(req: FastifyRequest, reply: FastifyReply) {
    const user = actor(req);
    const load = parseLoadInput(req.body);
    const commission = parseLoadCommission(req.body);
    const showAgain = async (err: DomainError) => {
      if (wantsJson(req)) throw err;
      const values = { ...loadFormValues(req.body), ...kept(req.body, ['client_id', 'amount']) };
      const clients = await getClients(app.db, user);
      return renderPage(reply, BrokerPostLoadPage({ loadForm, user, clients, values, errors: err.details ?? null, message: err.message }), err.status);
    };
    if (!load.ok || !commission.ok) {
      return showAgain(new ValidationError({ ...(load.ok ? {} : load.errors), ...(commission.ok ? {} : commission.errors) }));
    }
    try {
      const posted = await postLoadForClient(app.db, user, load.value, commission.value);
      if (wantsJson(req)) {
        return sendData(reply, { load: presentLoad(posted.load, { public: false, baseUrl: app.config.BASE_URL, viewer: user }), commission: posted.commission ? presentCommission(posted.commission) : null }, 201, 'Load posted');
      }
      const text = posted.commission
        ? `Your load ${posted.load.origin} → ${posted.load.destination} is on the board, with your commission of ${formatRupees(posted.commission.amountPaise)}.`
        : `Your load ${posted.load.origin} → ${posted.load.destination} is on the board.`;
      return redirectWithFlash(reply, loadPath(posted.load.id), text);
    } catch (e) {
      const err = toDomainError(e);
      if (err.code !== 'VALIDATION_ERROR') throw e;
      return showAgain(err);
    }
  }

  async function saveLoadCommission(req: FastifyRequest<{ Params: { loadId: string } }>, reply: FastifyReply) {
    if (!isUuid(req.params.loadId)) throw new NotFoundError('Load');
    const loadId = req.params.loadId.toLowerCase();
    try {
      const input = commissionSchema.parse(req.body ?? {});
      const c = await setLoadCommission(app.db, actor(req), loadId, input);
      if (wantsJson(req)) return sendData(reply, { commission: presentCommission(c) });
      return redirectWithFlash(reply, '/broker/loads', 'Client and commission saved.');
    } catch (e) {
      const err = toDomainError(e);
      if (wantsJson(req) || !(err.code === 'VALIDATION_ERROR' || err.code === 'CONFLICT')) throw e;
      const form: CommissionFormState = { loadId, values: kept(req.body, ['client_id', 'amount']), errors: err.details ?? {}, message: err.message };
      return showBrokerLoadsPage(req, reply, form, err.status);
    }
  }
}
