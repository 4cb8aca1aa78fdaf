/** Status badges (colour and words) and relative times (exact India time on hover). */
import { formatDateTime } from '../lib/dates.js';
import { t } from '../lib/i18n/index.js';
import { type StatusFamily, statusName, statusTone, timeAgo } from '../lib/words.js';

/** A status as a coloured badge with its name: <StatusBadge family="trip" status="in_transit" />. */
export function StatusBadge({ family, status, label }: { family: StatusFamily; status: string | null | undefined; label?: string }) {
  return (
    <span class={`pill tone-${statusTone(status)} ${status ?? ''}`} data-status={status ?? ''}>
      {label ?? statusName(family, status)}
    </span>
  );
}

/** "2 h ago", with the exact India time as the tooltip and a machine-readable datetime. */
export function TimeAgo({ at, now }: { at: Date | string; now?: Date }) {
  const d = typeof at === 'string' ? new Date(at) : at;
  return (
    <time datetime={d.toISOString()} title={t('time.ist', { time: formatDateTime(d) })}>
      {timeAgo(d, now)}
    </time>
  );
}
