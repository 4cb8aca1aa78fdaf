/**
 * A lane's rate lately (the lanes feature's numbers, issue 18): the median and the middle half (25th-75th
 * percentile) of accepted freight per tonne and per km, per window with enough trips, or why there is none.
 * Shown on the load form, the load page and the driver's bid form; its props are a plain shape.
 */
import { t } from '../lib/i18n/index.js';
import { formatRupees } from '../lib/money.js';

/** The 25th, 50th and 75th percentiles, in paise. */
export interface LaneSpread {
  p25Paise: number;
  medianPaise: number;
  p75Paise: number;
}

interface LaneWindow {
  days: number;
  trips: number;
  /** null when fewer than `minTrips` trips. */
  perTonne: LaneSpread | null;
  perKm: LaneSpread | null;
}

export interface LaneRate {
  origin: string;
  destination: string;
  truckType: string;
  distanceKm: number | null;
  minTrips: number;
  /** Shortest window first. */
  windows: LaneWindow[];
}

/** Rupees without paise: "₹2,450". */
const rupees = (paise: number) => formatRupees(Math.round(paise / 100) * 100);

/** The note's lines as text: one per window with enough trips, else why there is no rate yet. */
function laneRateLines(rate: LaneRate): string[] {
  const lines: string[] = [];
  for (const w of rate.windows) {
    if (!w.perTonne) continue;
    const perKm = w.perKm ? ` · ${t('lanes.rate.perKm', { median: rupees(w.perKm.medianPaise), low: rupees(w.perKm.p25Paise), high: rupees(w.perKm.p75Paise) })}` : '';
    lines.push(
      `${t('lanes.rate.window', { days: w.days, n: w.trips })}: ${t('lanes.rate.perTonne', { median: rupees(w.perTonne.medianPaise), low: rupees(w.perTonne.p25Paise), high: rupees(w.perTonne.p75Paise) })}${perKm}`,
    );
  }
  if (lines.length === 0) {
    const longest = rate.windows[rate.windows.length - 1];
    lines.push(t('lanes.rate.notEnough', { n: longest?.trips ?? 0, days: longest?.days ?? 90, min: rate.minTrips }));
  }
  return lines;
}

/**
 * The note's words with placeholders ({days}, {n}, {median}, {low}, {high}, {min}) in the page's language, for
 * lane-rate.js to draw a rate the API answers with (its JSON holds numbers only).
 */
function templates() {
  const spread = { median: '{median}', low: '{low}', high: '{high}' };
  return {
    'data-title': t('lanes.rate.title'),
    'data-t-window': t('lanes.rate.window', { days: '{days}', n: '{n}' }),
    'data-t-per-tonne': t('lanes.rate.perTonne', spread),
    'data-t-per-km': t('lanes.rate.perKm', spread),
    'data-t-not-enough': t('lanes.rate.notEnough', { days: '{days}', n: '{n}', min: '{min}' }),
    'data-t-hint': t('lanes.rate.hint'),
  };
}

/** The lane's rate as a small note; nothing when the lane is not known (a city outside the gazetteer). */
export function LaneRateNote({ rate, id }: { rate: LaneRate | null; id?: string }) {
  // A note with an id is the load form's: lane-rate.js draws it again when the lane changes, from its templates.
  const live = id ? { id, 'aria-live': 'polite', ...templates() } : {};
  if (!rate) return id ? <div class="lane-rate" {...live} hidden /> : null;
  const enough = rate.windows.some((w) => w.perTonne);
  return (
    <div class={`lane-rate${enough ? '' : ' muted'}`} {...live}>
      <strong>{t('lanes.rate.title')}</strong>
      <ul>
        {laneRateLines(rate).map((line) => (
          <li>{line}</li>
        ))}
      </ul>
      {enough && <small class="muted">{t('lanes.rate.hint')}</small>}
    </div>
  );
}
