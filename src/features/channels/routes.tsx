/** Route table of the outbound channels: a user's notification settings, and the admin's dead deliveries. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route, uuidParam } from '../../http/action.js';
import { t } from '../../lib/i18n/index.js';
import { preferencesSchema, pushEndpointSchema, pushSubscriptionSchema } from './schema.js';
import { deadDeliveries, type NotificationSettings, notificationSettings, retryDelivery, saveNotificationSettings, subscribePush, unsubscribePush } from './service.js';
import { AdminDeliveriesPage, SettingsPage } from './views.js';

const withDelivery = z.object({ id: uuidParam('Delivery') });

function settingsJson(s: NotificationSettings, { config }: { config: { VAPID_PUBLIC_KEY?: string } }) {
  return {
    push_public_key: config.VAPID_PUBLIC_KEY ?? null,
    preferences: Object.fromEntries(Object.entries(s.choices).map(([event, c]) => [event, { in_app: true, push: c.push, sms: c.sms, whatsapp: c.whatsapp }])),
    quiet_hours: s.quiet ? { starts_minute: s.quiet.startsMinute, ends_minute: s.quiet.endsMinute, time_zone: 'Asia/Kolkata' } : null,
  };
}

export function registerChannelRoutes(app: FastifyInstance): void {
  route(app, 'GET /settings/notifications', {
    summary: "The caller's notification channels per kind of event (in-app always; push, SMS, WhatsApp) and quiet hours (India time)",
    access: ['driver', 'shipper', 'broker', 'admin'],
    run: ({ db, user }) => notificationSettings(db, user),
    json: settingsJson,
    page: (settings, { user, flash, config }) => SettingsPage({ user, flash, settings, pushKey: config.VAPID_PUBLIC_KEY ?? null }),
  });

  route(app, 'POST /settings/notifications', {
    summary: 'Saves the caller\'s notification channels (fields <event>_<channel>: on/off; one not given is kept) and quiet hours (quiet_start, quiet_end "HH:MM", both or neither)',
    access: ['driver', 'shipper', 'broker', 'admin'],
    body: preferencesSchema,
    run: ({ db, user, body }) => saveNotificationSettings(db, user, body),
    json: settingsJson,
    redirect: () => ({ to: '/settings/notifications', flash: t('reach.flash.saved') }),
    form: async (refusal, { db, user, values, config }) =>
      SettingsPage({ user, settings: await notificationSettings(db, user), errors: refusal.details ?? null, values: values as Record<string, string>, pushKey: config.VAPID_PUBLIC_KEY ?? null }),
  });

  route(app, 'GET /admin/deliveries', {
    summary: 'Deliveries (SMS, WhatsApp, push) whose retries ran out or that stopped mid-call: the dead-letter list',
    access: ['admin'],
    run: ({ db }) => deadDeliveries(db),
    json: (rows) => ({
      deliveries: rows.map((d) => ({
        id: d.id,
        notification_id: d.notificationId,
        user_id: d.userId,
        channel: d.channel,
        kind: d.kind,
        attempts: d.attempts,
        last_error: d.lastError,
        updated_at: d.updatedAt.toISOString(),
      })),
    }),
    page: (rows, { user, flash }) => AdminDeliveriesPage({ user, flash, rows }),
  });

  route(app, 'POST /admin/deliveries/:id/retry', {
    summary: 'Sends a dead delivery again (queued afresh with its retries; 409 when it is not dead)',
    access: ['admin'],
    params: withDelivery,
    run: ({ db, user, params }) => retryDelivery(db, user, params.id),
    json: (r) => ({ delivery: { id: r.id, channel: r.channel, state: 'queued' } }),
    redirect: () => ({ to: '/admin/deliveries', flash: t('reach.flash.retried') }),
    back: { to: '/admin/deliveries' },
  });

  route(app, 'POST /api/push-subscriptions', {
    summary: "Saves this device's Web Push subscription (the browser's subscription.toJSON(): endpoint, keys.p256dh, keys.auth) for the caller",
    access: ['driver', 'shipper', 'broker', 'admin'],
    config: { jsonOnly: true },
    body: pushSubscriptionSchema,
    run: ({ db, config, user, body }) => subscribePush(db, config, user, body),
    status: 201,
    json: (s) => ({ subscription: { id: s.id, endpoint: s.endpoint, created_at: s.createdAt.toISOString() } }),
  });

  route(app, 'POST /api/push-subscriptions/delete', {
    summary: "Removes the caller's Web Push subscription of this device (endpoint); another user's is not found",
    access: ['driver', 'shipper', 'broker', 'admin'],
    config: { jsonOnly: true },
    body: pushEndpointSchema,
    run: ({ db, user, body }) => unsubscribePush(db, user, body.endpoint),
    json: (r) => ({ removed: r.endpoint }),
  });
}
