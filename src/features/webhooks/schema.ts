/** Input of a webhook endpoint (the settings form and POST /api/webhooks): its URL and the families of events wanted. */
import { z } from 'zod';
import { fieldText, refuse } from '../../lib/fields.js';
import { t } from '../../lib/i18n/index.js';

export const FAMILIES = ['load', 'bid', 'trip', 'payment'] as const;
export type Family = (typeof FAMILIES)[number];

const url = z.unknown().transform((v, ctx): string => {
  const s = fieldText(v);
  let parsed: URL | null = null;
  try {
    parsed = new URL(s);
  } catch {}
  if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || s.length > 500 || parsed.username || parsed.password) return refuse(ctx, t('reach.webhooks.error.url'));
  return parsed.toString();
});

/** `events`: a JSON array or a form's repeated checkbox (one value arrives as a string). */
const events = z.unknown().transform((v, ctx): Family[] => {
  const list = (Array.isArray(v) ? v : v === undefined || v === '' ? [] : [v]).map((x) => fieldText(x));
  if (list.length === 0 || list.some((x) => !(FAMILIES as readonly string[]).includes(x))) return refuse(ctx, t('reach.webhooks.error.events'));
  return [...new Set(list)] as Family[];
});

export const endpointSchema = z.object({ url, events });
export type EndpointInput = z.output<typeof endpointSchema>;
