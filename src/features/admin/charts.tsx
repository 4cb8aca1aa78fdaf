/**
 * Server-rendered SVG bar charts (no script, no inline style: colours come from
 * app.css and admin.css classes). Every chart is paired with a table of the same numbers.
 */
import { t } from '../../lib/i18n/index.js';

export interface ChartPoint {
  /** Short axis label ("16 Nov"). */
  label: string;
  /** Longer name for the tooltip ("week of 16 Nov"); the label when absent. */
  name?: string;
  value: number;
}

const W = 640;
const H = 220;
const PAD = { top: 24, right: 28, bottom: 34, left: 28 };

/**
 * A bar per point, scaled to the largest value; each bar carries its exact number as a tooltip.
 * The caption sums the bars of a flow (new users per week) and gives the latest bar of a level
 * (money held at the end of each week), whose sum would mean nothing.
 */
export function BarChart({
  id,
  title,
  points,
  format,
  measure = 'flow',
  timeline = false,
}: {
  id: string;
  title: string;
  points: ChartPoint[];
  format: (n: number) => string;
  measure?: 'flow' | 'level';
  /** Bars over time, the latest on the right: a plot that scrolls on a phone opens at its latest end. */
  timeline?: boolean;
}) {
  const max = Math.max(0, ...points.map((p) => p.value));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = points.length ? innerW / points.length : innerW;
  const barW = Math.max(2, slot * 0.7);
  const total = points.reduce((a, p) => a + p.value, 0);
  // Label at most ~5 buckets along the axis, counted back from the latest, so the text never overlaps.
  const every = Math.max(1, Math.ceil(points.length / 5));
  return (
    <figure class={timeline ? 'chart timeline' : 'chart'} id={id}>
      <figcaption>
        <b>{title}</b>{' '}
        <span class="muted">
          · {measure === 'flow' ? t('admin.chart.total', { value: format(total) }) : t('admin.chart.now', { value: format(points.at(-1)?.value ?? 0) })} ·{' '}
          {t('admin.chart.peak', { value: format(max) })}
        </span>
      </figcaption>
      {/* On a phone the plot keeps a readable width and scrolls inside its card (admin.css); its text never shrinks below 12 px. */}
      <div class="plot">
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${title}: ${points.map((p) => `${p.name ?? p.label} ${format(p.value)}`).join(', ')}`} preserveAspectRatio="xMidYMid meet">
          <line class="axis" x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} />
          {points.map((p, i) => {
            const h = max > 0 ? Math.round((p.value / max) * innerH * 10) / 10 : 0;
            const x = Math.round((PAD.left + i * slot + (slot - barW) / 2) * 10) / 10;
            const y = Math.round((H - PAD.bottom - h) * 10) / 10;
            return (
              <g>
                <rect class={p.value > 0 ? 'bar' : 'bar empty'} x={x} y={y} width={Math.round(barW * 10) / 10} height={Math.max(h, 0)} data-value={p.value}>
                  <title>{`${p.name ?? p.label}: ${format(p.value)}`}</title>
                </rect>
                {(points.length - 1 - i) % every === 0 ? (
                  <text class="tick" x={Math.round((PAD.left + i * slot + slot / 2) * 10) / 10} y={H - PAD.bottom + 22} text-anchor="middle">
                    {p.label}
                  </text>
                ) : null}
              </g>
            );
          })}
          {max > 0 && (
            <text class="peak" x={PAD.left + 2} y={PAD.top - 4}>
              {format(max)}
            </text>
          )}
        </svg>
      </div>
    </figure>
  );
}
