/**
 * Use cases of the outbound webhooks: a business account's endpoints (add with a server-made secret shown once,
 * remove, send a test event), their latest deliveries and redelivering a dead one. The posting itself runs in
 * delivery.ts, off requests.
 */
import { randomBytes } from 'node:crypto';
import { type Database, withActor } from '../../db/database.js';
import type { SessionUser } from '../../http/context.js';
import { ConflictError, NotFoundError } from '../../http/errors.js';
import { t } from '../../lib/i18n/index.js';
import { countEndpoints, deleteOwnEndpoint, deliveriesOf, endpointsOf, insertEndpoint, listDeadDeliveries, ownDelivery, ownEndpoint, queueTestEvent, requeueOwnDead } from './queries.js';
import type { EndpointInput } from './schema.js';

/** Endpoints one user may keep. */
const MAX_ENDPOINTS = 10;

export type Endpoint = Awaited<ReturnType<typeof endpointsOf>>[number];
type Delivery = Awaited<ReturnType<typeof deliveriesOf>>[number];

export interface Webhooks {
  endpoints: Endpoint[];
  deliveries: Delivery[];
}

export async function listWebhooks(db: Database, user: SessionUser): Promise<Webhooks> {
  const [endpoints, deliveries] = await Promise.all([endpointsOf(db, user.id), deliveriesOf(db, user.id, 50)]);
  return { endpoints, deliveries };
}

/** Adds an endpoint with a new secret (returned this once); at most MAX_ENDPOINTS, counted under the user's row lock. */
export async function addWebhook(db: Database, user: SessionUser, input: EndpointInput) {
  return withActor(db, user.id, async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    if ((await countEndpoints(trx, user.id)) >= MAX_ENDPOINTS) throw new ConflictError(t('reach.webhooks.error.max', { n: MAX_ENDPOINTS }));
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    return insertEndpoint(trx, { userId: user.id, url: input.url, secret, events: input.events });
  });
}

export async function removeWebhook(db: Database, user: SessionUser, id: string): Promise<{ id: string }> {
  return withActor(db, user.id, async (trx) => {
    if (!(await deleteOwnEndpoint(trx, user.id, id))) throw new NotFoundError('Webhook');
    return { id };
  });
}

/** Queues a `ping` event to one of the user's endpoints (through the outbox, like every event). */
export async function testWebhook(db: Database, user: SessionUser, id: string): Promise<{ id: string }> {
  return withActor(db, user.id, async (trx) => {
    const e = await ownEndpoint(trx, user.id, id);
    if (!e) throw new NotFoundError('Webhook');
    if (e.disabledAt) throw new ConflictError(t('reach.webhooks.error.disabled'));
    await queueTestEvent(trx, user.id, id);
    return { id };
  });
}

/** Sends a dead delivery again, with its id and body (receivers deduplicate by the id). */
export async function redeliver(db: Database, user: SessionUser, id: string): Promise<{ id: string }> {
  return withActor(db, user.id, async (trx) => {
    if (await requeueOwnDead(trx, user.id, id)) return { id };
    if (await ownDelivery(trx, user.id, id)) throw new ConflictError(t('reach.webhooks.error.notDead'));
    throw new NotFoundError('Delivery');
  });
}

export type DeadWebhookDelivery = Awaited<ReturnType<typeof listDeadDeliveries>>[number];

/** Webhook deliveries whose retries ran out, of every user (admins look; the owner sends one again). */
export async function deadWebhookDeliveries(db: Database): Promise<DeadWebhookDelivery[]> {
  return listDeadDeliveries(db, 200);
}
