/** Input of the notification settings (the form and its JSON): a switch per event and channel, and quiet hours. */
import { z } from 'zod';
import { fieldText, onOff, refuse } from '../../lib/fields.js';
import { t } from '../../lib/i18n/index.js';
import { CHANNELS, type Channel, type ChannelEvent, EVENTS } from './events.js';

/** The form's name of a switch: `<event>_<channel>` (bid_accepted_sms). */
export const switchName = (event: ChannelEvent, channel: Channel) => `${event}_${channel}`;

/** "HH:MM" (24 h) as minutes after midnight; '' as null (none); not given as undefined (kept). */
function clockTime(label: 'reach.field.quietStart' | 'reach.field.quietEnd') {
  return z
    .unknown()
    .optional()
    .transform((v, ctx): number | null | undefined => {
      if (v === undefined) return undefined;
      const s = fieldText(v);
      if (!s) return null;
      const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(s);
      if (!m) return refuse(ctx, t('reach.error.time', { field: t(label) }));
      return Number(m[1]) * 60 + Number(m[2]);
    });
}

const switches = Object.fromEntries(EVENTS.flatMap((e) => CHANNELS.map((c) => [switchName(e, c), onOff('reach.field.switch')]))) as Record<string, ReturnType<typeof onOff>>;

export const preferencesSchema = z
  .object({ ...switches, quiet_start: clockTime('reach.field.quietStart'), quiet_end: clockTime('reach.field.quietEnd') })
  .superRefine((v, ctx) => {
    const a = (v.quiet_start as number | null | undefined) ?? null;
    const b = (v.quiet_end as number | null | undefined) ?? null;
    if ((a === null) !== (b === null)) {
      ctx.addIssue({ code: 'custom', path: [a === null ? 'quiet_start' : 'quiet_end'], message: t('reach.error.bothTimes') });
    } else if (a !== null && a === b) {
      ctx.addIssue({ code: 'custom', path: ['quiet_end'], message: t('reach.error.sameTimes') });
    }
  })
  .transform((v) => {
    const choices: Partial<Record<ChannelEvent, Partial<Record<Channel, boolean>>>> = {};
    for (const e of EVENTS) {
      for (const c of CHANNELS) {
        const on = (v as Record<string, unknown>)[switchName(e, c)];
        if (typeof on === 'boolean') choices[e] = { ...choices[e], [c]: on };
      }
    }
    const start = v.quiet_start as number | null | undefined;
    const end = v.quiet_end as number | null | undefined;
    // Both times: those quiet hours; empty: none; neither field given (a JSON client changing switches): kept.
    const quiet = start === undefined && end === undefined ? undefined : start != null && end != null ? { startsMinute: start, endsMinute: end } : null;
    return { choices, quiet };
  });

export type PreferencesInput = z.output<typeof preferencesSchema>;

const base64url = (max: number) =>
  z
    .string()
    .min(8)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(2000).url(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
});

export const pushEndpointSchema = z.object({ endpoint: z.string().max(2000).url() });
