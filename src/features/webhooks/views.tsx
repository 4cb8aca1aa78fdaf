/** The webhooks settings page (/settings/webhooks): endpoints, the form to add one, the latest deliveries. */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDateTime } from '../../lib/dates.js';
import { type MessageKey, t } from '../../lib/i18n/index.js';
import { ActionButton, ErrorSummary, type FormErrors } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { FAMILIES, type Family } from './schema.js';
import type { DeadWebhookDelivery, Webhooks } from './service.js';

const FAMILY_NAMES: Record<Family, MessageKey> = {
  load: 'reach.webhooks.family.load',
  bid: 'reach.webhooks.family.bid',
  trip: 'reach.webhooks.family.trip',
  payment: 'reach.webhooks.family.payment',
};
const STATE_NAMES: Record<string, MessageKey> = {
  queued: 'reach.webhooks.state.queued',
  sending: 'reach.webhooks.state.sending',
  sent: 'reach.webhooks.state.sent',
  failed: 'reach.webhooks.state.failed',
  dead: 'reach.webhooks.state.dead',
};
const stateName = (s: string) => (STATE_NAMES[s] ? t(STATE_NAMES[s]) : s);
const familyName = (f: string) => (f in FAMILY_NAMES ? t(FAMILY_NAMES[f as Family]) : f);

export function WebhooksPage({
  user,
  flash,
  hooks,
  created,
  errors,
  values,
  checked,
}: {
  user: SessionUser;
  flash?: Flash | null;
  hooks: Webhooks;
  /** Just added: its secret is shown this once. */
  created?: { id: string; secret: string } | null;
  errors?: FormErrors | null;
  values?: Record<string, string>;
  /** The families ticked in the form drawn again (all on a fresh form). */
  checked?: string[];
}) {
  return (
    <Layout title={t('reach.webhooks.title')} user={user} flash={flash} active="/settings/webhooks" meta={{ styles: ['/assets/webhooks.css'] }}>
      <h1>{t('reach.webhooks.title')}</h1>
      <p class="muted">{t('reach.webhooks.intro')}</p>
      {created && (
        <section class="card notice" id="webhook-secret">
          <p>{t('reach.webhooks.secretOnce')}</p>
          <p>
            {t('reach.webhooks.secret')}: <code class="webhook-secret">{created.secret}</code>
          </p>
        </section>
      )}
      {hooks.endpoints.length === 0 && <p class="empty">{t('reach.webhooks.none')}</p>}
      {hooks.endpoints.map((e) => (
        <section class="card" id={`webhook-${e.id}`}>
          <h2 class="webhook-url">{e.url}</h2>
          <p>{e.events.map(familyName).join(', ')}</p>
          {e.disabledAt && <p class="notice">{t('reach.webhooks.disabled')}</p>}
          <div class="webhook-actions">
            {!e.disabledAt && <ActionButton action={`/api/webhooks/${e.id}/test`} label={t('reach.webhooks.test')} kind="secondary" />}
            <ActionButton action={`/api/webhooks/${e.id}/delete`} label={t('reach.webhooks.remove')} kind="secondary" />
          </div>
        </section>
      ))}
      <ErrorSummary errors={errors} />
      <form method="post" action="/settings/webhooks" class="card">
        <label for="f-url">{t('reach.webhooks.url')}</label>
        <input id="f-url" type="url" name="url" required value={values?.url ?? ''} aria-invalid={errors?.url ? 'true' : undefined} />
        {errors?.url && <p class="field-error">{errors.url}</p>}
        <fieldset class="webhook-events">
          <legend>{t('reach.webhooks.events')}</legend>
          {FAMILIES.map((f) => (
            <label>
              <input type="checkbox" name="events" value={f} checked={checked ? checked.includes(f) : true} /> {familyName(f)}
            </label>
          ))}
          {errors?.events && <p class="field-error">{errors.events}</p>}
        </fieldset>
        <button type="submit">{t('reach.webhooks.add')}</button>
      </form>
      <h2>{t('reach.webhooks.deliveries')}</h2>
      {hooks.deliveries.length === 0 && <p class="empty">{t('reach.webhooks.noDeliveries')}</p>}
      {hooks.deliveries.map((d) => (
        <section class="card" id={`delivery-${d.id}`}>
          <p>
            <strong>{d.event}</strong> · {stateName(d.state)} · {t('reach.webhooks.attempts', { n: d.attempts })}
            {d.lastStatus !== null && ` · ${d.lastStatus}`}
          </p>
          <p class="muted webhook-url">
            {formatDateTime(d.createdAt)} · {d.url}
          </p>
          {d.lastError && <p class="notice">{d.lastError}</p>}
          {d.state === 'dead' && <ActionButton action={`/api/webhooks/deliveries/${d.id}/redeliver`} label={t('reach.webhooks.redeliver')} kind="primary" />}
        </section>
      ))}
    </Layout>
  );
}

export function AdminWebhookDeliveriesPage({ user, flash, rows }: { user: SessionUser; flash?: Flash | null; rows: DeadWebhookDelivery[] }) {
  return (
    <Layout title={t('reach.webhooks.admin.title')} user={user} flash={flash} active="/admin/deliveries" meta={{ styles: ['/assets/webhooks.css'] }}>
      <h1>{t('reach.webhooks.admin.title')}</h1>
      <p class="muted">{t('reach.webhooks.admin.intro')}</p>
      {rows.length === 0 && <p class="empty">{t('reach.webhooks.admin.empty')}</p>}
      {rows.map((d) => (
        <section class="card" id={`delivery-${d.id}`}>
          <h2>
            <strong>{d.event}</strong> · {d.name}
          </h2>
          <p class="muted webhook-url">
            {t('reach.webhooks.attempts', { n: d.attempts })}
            {d.lastStatus !== null && ` · ${d.lastStatus}`} · {formatDateTime(d.updatedAt)} · {d.url}
          </p>
          {d.lastError && <p class="notice">{d.lastError}</p>}
        </section>
      ))}
    </Layout>
  );
}
