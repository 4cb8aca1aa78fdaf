/**
 * Reliability figures (lib/reliability.ts) as people read them: one short line on a board card or beside a bid
 * ("42 loads · 95% via escrow · paid in 2 days"), the full list on a load page and on profiles. Someone
 * without history is "new", never "0%".
 */
import { formatNumber, t } from '../lib/i18n/index.js';
import type { DriverReliability, OwnerReliability } from '../lib/reliability.js';
import { formatCount } from '../lib/words.js';

const percent = (part: number, whole: number) => formatNumber(Math.round((100 * part) / whole));
const days = (d: number) => ({ days: d, n: formatNumber(d, 1) });

/** The owner's figures in one line. */
function ownerReliabilityLine(r: OwnerReliability): string {
  const loads = t('reliability.owner.loads', { count: r.loadsPosted, n: formatCount(r.loadsPosted) });
  if (r.acceptedLoads === 0) return r.loadsPosted ? `${t('reliability.owner.new')} · ${loads}` : t('reliability.owner.new');
  const parts = [loads, t('reliability.owner.viaEscrow', { pct: percent(r.viaEscrow, r.acceptedLoads) })];
  if (r.medianReleaseDays !== null) parts.push(t('reliability.owner.paidIn', days(r.medianReleaseDays)));
  if (r.cancelledAfterAccept) parts.push(t('reliability.owner.cancelled', { n: formatCount(r.cancelledAfterAccept) }));
  if (r.disputesLost) parts.push(t('reliability.owner.disputesLost', { n: formatCount(r.disputesLost) }));
  return parts.join(' · ');
}

export function OwnerReliabilityLine({ r }: { r: OwnerReliability }) {
  return (
    <span class="reliability" data-reliability="owner" title={t('reliability.source')}>
      {ownerReliabilityLine(r)}
    </span>
  );
}

/** The owner's figures, each named (load page, profiles). */
export function OwnerReliabilityDetails({ r }: { r: OwnerReliability }) {
  return (
    <section class="card reliability-details" data-reliability="owner">
      <h2>{t('reliability.owner.title')}</h2>
      {r.acceptedLoads === 0 && <p class="muted">{t('reliability.owner.new')}</p>}
      <dl class="facts">
        <dt>{t('reliability.owner.loadsPosted')}</dt>
        <dd>{formatCount(r.loadsPosted)}</dd>
        <dt>{t('reliability.owner.escrowShare')}</dt>
        <dd>
          {r.acceptedLoads === 0
            ? t('reliability.owner.none')
            : t('reliability.owner.escrowShareValue', { pct: percent(r.viaEscrow, r.acceptedLoads), paid: formatCount(r.viaEscrow), accepted: formatCount(r.acceptedLoads) })}
        </dd>
        <dt>{t('reliability.owner.releaseDays')}</dt>
        <dd>{r.medianReleaseDays === null ? t('reliability.owner.noRelease') : t('reliability.owner.daysValue', days(r.medianReleaseDays))}</dd>
        <dt>{t('reliability.owner.disputes')}</dt>
        <dd>{t('reliability.owner.disputesValue', { raised: formatCount(r.disputesRaised), lost: formatCount(r.disputesLost) })}</dd>
        <dt>{t('reliability.owner.cancelledAfterAccept')}</dt>
        <dd>{formatCount(r.cancelledAfterAccept)}</dd>
      </dl>
      <p class="muted">{t('reliability.source')}</p>
    </section>
  );
}

/** The driver's trips, on-time share and cancellations in one line (beside the rating). */
function driverReliabilityLine(r: DriverReliability): string {
  if (r.tripsCompleted === 0 && r.tripsCancelled === 0) return t('reliability.driver.new');
  const parts = [t('reliability.driver.trips', { count: r.tripsCompleted, n: formatCount(r.tripsCompleted) })];
  if (r.tripsCompleted) parts.push(t('reliability.driver.onTime', { pct: percent(r.onTime, r.tripsCompleted) }));
  if (r.tripsCancelled) parts.push(t('reliability.driver.cancelled', { n: formatCount(r.tripsCancelled) }));
  return parts.join(' · ');
}

export function DriverReliabilityLine({ r }: { r: DriverReliability }) {
  return (
    <span class="reliability" data-reliability="driver" title={t('reliability.source')}>
      {driverReliabilityLine(r)}
    </span>
  );
}

/** The driver's figures, each named (profiles). */
export function DriverReliabilityDetails({ r }: { r: DriverReliability }) {
  return (
    <section class="card reliability-details" data-reliability="driver">
      <h2>{t('reliability.driver.title')}</h2>
      {r.tripsCompleted === 0 && r.tripsCancelled === 0 && <p class="muted">{t('reliability.driver.new')}</p>}
      <dl class="facts">
        <dt>{t('reliability.driver.completed')}</dt>
        <dd>{formatCount(r.tripsCompleted)}</dd>
        <dt>{t('reliability.driver.onTimeShare')}</dt>
        <dd>
          {r.tripsCompleted === 0
            ? t('reliability.driver.new')
            : t('reliability.driver.onTimeValue', { pct: percent(r.onTime, r.tripsCompleted), onTime: formatCount(r.onTime), completed: formatCount(r.tripsCompleted) })}
        </dd>
        <dt>{t('reliability.driver.tripsCancelled')}</dt>
        <dd>{formatCount(r.tripsCancelled)}</dd>
        <dt>{t('reliability.driver.rating')}</dt>
        <dd>
          {r.ratingAverage === null
            ? t('reliability.driver.noRating')
            : t('reliability.driver.ratingValue', { average: formatNumber(r.ratingAverage, 1), count: r.ratingCount, n: formatCount(r.ratingCount) })}
        </dd>
      </dl>
      <p class="muted">{t('reliability.source')}</p>
    </section>
  );
}
