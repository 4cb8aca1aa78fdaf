/** Route table of the outbound webhooks: the settings page and its JSON twin under /api/webhooks. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route, uuidParam } from '../../http/action.js';
import { t } from '../../lib/i18n/index.js';
import { endpointSchema, FAMILIES } from './schema.js';
import { addWebhook, deadWebhookDeliveries, type Endpoint, listWebhooks, redeliver, removeWebhook, testWebhook, type Webhooks } from './service.js';
import { AdminWebhookDeliveriesPage, WebhooksPage } from './views.js';

const BUSINESS = ['driver', 'shipper', 'broker'] as const;
const withWebhook = z.object({ id: uuidParam('Webhook') });
const withDelivery = z.object({ id: uuidParam('Delivery') });

const endpointJson = (e: Endpoint) => ({ id: e.id, url: e.url, events: e.events, disabled: e.disabledAt !== null, created_at: e.createdAt.toISOString() });
const listJson = (h: Webhooks) => ({
  webhooks: h.endpoints.map(endpointJson),
  deliveries: h.deliveries.map((d) => ({
    id: d.id,
    webhook_id: d.endpointId,
    event: d.event,
    state: d.state,
    attempts: d.attempts,
    last_status: d.lastStatus,
    last_error: d.lastError,
    created_at: d.createdAt.toISOString(),
  })),
});

const endpointOut = z.object({ id: z.string(), url: z.string(), events: z.array(z.enum(FAMILIES)), disabled: z.boolean(), created_at: z.string() });
const listOut = z.object({
  webhooks: z.array(endpointOut),
  deliveries: z.array(
    z.object({
      id: z.string(),
      webhook_id: z.string(),
      event: z.string(),
      state: z.enum(['queued', 'sending', 'sent', 'failed', 'dead']),
      attempts: z.number(),
      last_status: z.number().nullable(),
      last_error: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
const createdOut = z.object({ webhook: endpointOut.extend({ secret: z.string().describe('shown only in this answer') }) });

const SIGNING =
  'Each event is a JSON POST {id, type, created_at, data} with headers X-FreightBazaar-Event (load.posted, load.updated, bid.placed, bid.accepted, bid.rejected, bid.countered, trip.status, payment.held, payment.released, payment.refunded, ping), X-FreightBazaar-Delivery (the same on every retry), X-FreightBazaar-Timestamp (Unix seconds) and X-FreightBazaar-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the secret>. A 2xx answer is delivered; 410 Gone turns the webhook off; anything else is retried with backoff.';

export function registerWebhookRoutes(app: FastifyInstance): void {
  for (const url of ['/settings/webhooks', '/api/webhooks'] as const) {
    route(app, `GET ${url}`, {
      summary: "The caller's webhooks (events: load, bid, trip, payment) and their latest deliveries",
      access: BUSINESS,
      run: ({ db, user }) => listWebhooks(db, user),
      returns: listOut,
      json: listJson,
      page: (hooks, { user, flash }) => WebhooksPage({ user, flash, hooks }),
    });
  }

  const create = {
    summary: `Adds a webhook (url: http or https; events: some of load, bid, trip, payment); the secret is in this answer only. ${SIGNING}`,
    access: BUSINESS,
    body: endpointSchema,
    run: ({ db, user, body }: any) => addWebhook(db, user, body),
    status: 201,
    returns: createdOut,
    json: (e: Endpoint & { secret: string }) => ({ webhook: { ...endpointJson(e), secret: e.secret } }),
  } as const;
  route(app, 'POST /api/webhooks', { ...create, config: { jsonOnly: true } });
  route(app, 'POST /settings/webhooks', {
    ...create,
    page: async (e, { db, user }) => WebhooksPage({ user, hooks: await listWebhooks(db, user), created: e }),
    form: async (refusal, { db, user, values, req }) => {
      // The ticked families as sent (a form's repeated field arrives as an array, which `values` leaves out).
      const raw = (req.body as { events?: unknown } | undefined)?.events;
      const checked = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
      return WebhooksPage({ user, hooks: await listWebhooks(db, user), errors: refusal.details ?? null, values: values as Record<string, string>, checked });
    },
  });

  const remove = {
    summary: "Removes one of the caller's webhooks (another user's is not found)",
    access: BUSINESS,
    params: withWebhook,
    run: ({ db, user, params }: any) => removeWebhook(db, user, params.id),
    json: (r: { id: string }) => ({ removed: r.id }),
  } as const;
  route(app, 'DELETE /api/webhooks/:id', { ...remove, config: { jsonOnly: true } });
  route(app, 'POST /api/webhooks/:id/delete', { ...remove, redirect: () => ({ to: '/settings/webhooks', flash: t('reach.webhooks.flash.removed') }), back: { to: '/settings/webhooks' } });

  route(app, 'POST /api/webhooks/:id/test', {
    summary: "Sends a test event (type ping) to one of the caller's webhooks, through the queue like every event",
    access: BUSINESS,
    params: withWebhook,
    run: ({ db, user, params }) => testWebhook(db, user, params.id),
    status: 202,
    json: (r) => ({ webhook: { id: r.id }, queued: true }),
    redirect: () => ({ to: '/settings/webhooks', flash: t('reach.webhooks.flash.test') }),
    back: { to: '/settings/webhooks' },
  });

  route(app, 'POST /api/webhooks/deliveries/:id/redeliver', {
    summary: 'Sends a dead delivery again, with the same X-FreightBazaar-Delivery id and body (409 when it is not dead)',
    access: BUSINESS,
    params: withDelivery,
    run: ({ db, user, params }) => redeliver(db, user, params.id),
    status: 202,
    json: (r) => ({ delivery: { id: r.id, state: 'queued' } }),
    redirect: () => ({ to: '/settings/webhooks', flash: t('reach.webhooks.flash.redelivered') }),
    back: { to: '/settings/webhooks' },
  });

  route(app, 'GET /admin/webhook-deliveries', {
    summary: 'Webhook deliveries whose retries ran out (or that stopped mid-call), of every user; their owners send them again',
    access: ['admin'],
    run: ({ db }) => deadWebhookDeliveries(db),
    json: (rows) => ({
      deliveries: rows.map((d) => ({
        id: d.id,
        user_id: d.userId,
        url: d.url,
        event: d.event,
        attempts: d.attempts,
        last_status: d.lastStatus,
        last_error: d.lastError,
        updated_at: d.updatedAt.toISOString(),
      })),
    }),
    page: (rows, { user, flash }) => AdminWebhookDeliveriesPage({ user, flash, rows }),
  });
}
