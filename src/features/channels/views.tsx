/** The notification settings page (/settings/notifications) and the admin's dead deliveries (/admin/deliveries). */
import type { SessionUser } from '../../http/context.js';
import type { Flash } from '../../http/respond.js';
import { formatDateTime } from '../../lib/dates.js';
import { type MessageKey, t } from '../../lib/i18n/index.js';
import { renderStored } from '../../lib/stored-message.js';
import { notificationKindName } from '../../lib/words.js';
import { ActionButton, ErrorSummary, type FormErrors } from '../../views/form.js';
import { Layout } from '../../views/layout.js';
import { CHANNELS, type Channel, type ChannelEvent, EVENTS } from './events.js';
import { switchName } from './schema.js';
import type { DeadDelivery, NotificationSettings } from './service.js';

const EVENT_NAMES: Record<ChannelEvent, MessageKey> = {
  load_match: 'reach.event.load_match',
  bid_placed: 'reach.event.bid_placed',
  bid_accepted: 'reach.event.bid_accepted',
  bid_rejected: 'reach.event.bid_rejected',
  bid_countered: 'reach.event.bid_countered',
  trip_status: 'reach.event.trip_status',
  payment_held: 'reach.event.payment_held',
  payment_released: 'reach.event.payment_released',
  payout_paid: 'reach.event.payout_paid',
  announcement: 'reach.event.announcement',
};
const CHANNEL_NAMES: Record<Channel, MessageKey> = { push: 'reach.channel.push', sms: 'reach.channel.sms', whatsapp: 'reach.channel.whatsapp' };
const eventName = (e: ChannelEvent) => t(EVENT_NAMES[e]);
const channelName = (c: Channel) => t(CHANNEL_NAMES[c]);

const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export function SettingsPage({
  user,
  flash,
  settings,
  errors,
  values,
  pushKey,
}: {
  user: SessionUser;
  flash?: Flash | null;
  settings: NotificationSettings;
  pushKey: string | null;
  errors?: FormErrors | null;
  values?: Record<string, string>;
}) {
  // A form drawn again: a switch sends a hidden "off" then "on" when ticked; the two together are not kept as text.
  const checked = (e: ChannelEvent, c: Channel) => (values ? values[switchName(e, c)] !== 'off' : settings.choices[e][c]);
  const quietStart = values?.quiet_start ?? (settings.quiet ? clock(settings.quiet.startsMinute) : '');
  const quietEnd = values?.quiet_end ?? (settings.quiet ? clock(settings.quiet.endsMinute) : '');
  return (
    <Layout title={t('reach.settings.title')} user={user} flash={flash} active="/settings/notifications" meta={{ scripts: ['/assets/push.js'], styles: ['/assets/channels.css'] }}>
      <h1>{t('reach.settings.title')}</h1>
      <p class="muted">{t('reach.settings.intro')}</p>
      {pushKey && (
        <section class="card push-device" id="push-device" data-key={pushKey} hidden>
          <p>{t('reach.push.intro')}</p>
          <button type="button" class="secondary" data-push="on">
            {t('reach.push.on')}
          </button>
          <button type="button" class="secondary" data-push="off" hidden>
            {t('reach.push.off')}
          </button>
          <p class="muted" data-push-status="on" hidden>
            {t('reach.push.isOn')}
          </p>
          <p class="muted" data-push-status="denied" hidden>
            {t('reach.push.denied')}
          </p>
        </section>
      )}
      <ErrorSummary errors={errors} />
      <form method="post" action="/settings/notifications" class="card channel-settings">
        <table class="channel-table">
          <thead>
            <tr>
              <th scope="col">{t('reach.settings.event')}</th>
              <th scope="col" class="in-app">
                {t('reach.channel.inApp')}
              </th>
              {CHANNELS.map((c) => (
                <th scope="col">{channelName(c)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {EVENTS.map((e) => (
              <tr>
                <th scope="row">{eventName(e)}</th>
                <td class="in-app">{t('reach.settings.always')}</td>
                {CHANNELS.map((c) => (
                  <td>
                    <input type="hidden" name={switchName(e, c)} value="off" />
                    <input type="checkbox" name={switchName(e, c)} value="on" checked={checked(e, c)} aria-label={`${eventName(e)}: ${channelName(c)}`} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <fieldset>
          <legend>{t('reach.settings.quiet')}</legend>
          <p class="muted">{t('reach.settings.quietHelp')}</p>
          <label for="f-quiet_start">{t('reach.field.quietStart')}</label>
          <input id="f-quiet_start" type="time" name="quiet_start" value={quietStart} aria-invalid={errors?.quiet_start ? 'true' : undefined} />
          {errors?.quiet_start && <p class="field-error">{errors.quiet_start}</p>}
          <label for="f-quiet_end">{t('reach.field.quietEnd')}</label>
          <input id="f-quiet_end" type="time" name="quiet_end" value={quietEnd} aria-invalid={errors?.quiet_end ? 'true' : undefined} />
          {errors?.quiet_end && <p class="field-error">{errors.quiet_end}</p>}
        </fieldset>
        <button type="submit">{t('reach.settings.save')}</button>
      </form>
    </Layout>
  );
}

export function AdminDeliveriesPage({ user, flash, rows }: { user: SessionUser; flash?: Flash | null; rows: DeadDelivery[] }) {
  return (
    <Layout title={t('reach.admin.title')} user={user} flash={flash} meta={{ styles: ['/assets/admin.css'] }} active="/admin/deliveries">
      <h1>{t('reach.admin.title')}</h1>
      <p class="muted">{t('reach.admin.intro')}</p>
      <p>
        <a href="/admin/webhook-deliveries">{t('reach.webhooks.admin.title')}</a>
      </p>
      {rows.length === 0 && <p class="empty">{t('reach.admin.empty')}</p>}
      {rows.map((d) => (
        <section class="card dead-delivery" id={`delivery-${d.id}`}>
          <h2>
            {channelName(d.channel as Channel)} · {d.name}
          </h2>
          <p>
            {notificationKindName(d.kind)}: {renderStored(d.messageKey, d.params, d.title)}
          </p>
          <p class="muted">{t('reach.admin.attempts', { n: d.attempts, date: formatDateTime(d.updatedAt) })}</p>
          {d.lastError && <p class="notice">{d.lastError}</p>}
          <ActionButton action={`/admin/deliveries/${d.id}/retry`} label={t('reach.admin.retry')} kind="primary" />
        </section>
      ))}
    </Layout>
  );
}
