/**
 * Server-rendered SVG bar charts of the ledger's reports: no script, no style
 * attribute (the CSP forbids both); colours are SVG fill attributes. Every
 * chart sits next to a table of the same numbers and carries a text summary
 * for screen readers.
 */

const COLOURS = { freight: '#0b5cad', received: '#1f7a3a', paid: '#a15c00' } as const;
const round = (n: number) => Math.round(n * 10) / 10;

export interface Bar {
  label: string;
  value: number;
}

/** Horizontal bars (one per row), scaled to the largest value, each labelled with its formatted value. */
export function HorizontalBarChart({ id, title, bars, format }: { id: string; title: string; bars: Bar[]; format: (n: number) => string }) {
  const W = 720;
  const LABEL_W = 220;
  const VALUE_W = 120;
  const ROW = 28;
  const H = Math.max(1, bars.length) * ROW + 8;
  const max = Math.max(0, ...bars.map((b) => b.value));
  const barSpace = W - LABEL_W - VALUE_W;
  const summary = `${title}: ${bars.map((b) => `${b.label} ${format(b.value)}`).join('; ') || 'no data'}`;
  return (
    <figure class="ledger-chart" id={id}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary} preserveAspectRatio="xMinYMin meet">
        <title>{summary}</title>
        {bars.length === 0 && (
          <text x="4" y="20" fill="#5b6475" font-size="14">
            No data for this period
          </text>
        )}
        {bars.map((b, i) => {
          const y = i * ROW + 4;
          const w = max > 0 && b.value > 0 ? Math.max(1, round((b.value / max) * barSpace)) : 0;
          const label = b.label.length > 30 ? `${b.label.slice(0, 29)}…` : b.label;
          return (
            <g>
              <text x={LABEL_W - 8} y={y + 16} text-anchor="end" font-size="13" fill="#1d2330">
                {label}
              </text>
              <rect x={LABEL_W} y={y + 3} width={w} height={ROW - 10} fill={COLOURS.freight} data-value={String(b.value)}>
                <title>{`${b.label}: ${format(b.value)}`}</title>
              </rect>
              <text x={LABEL_W + w + 6} y={y + 16} font-size="12" fill="#5b6475">
                {format(b.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export interface MonthBars {
  label: string;
  freight: number;
  received: number;
  paid: number;
}

/** Three bars per month (freight billed, money received, money paid out) on one scale, oldest month first. */
export function MonthlyChart({ id, title, months, format }: { id: string; title: string; months: MonthBars[]; format: (n: number) => string }) {
  const W = 720;
  const H = 260;
  const PAD = { top: 24, bottom: 30, left: 6, right: 6 };
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const max = Math.max(0, ...months.flatMap((m) => [m.freight, m.received, m.paid]));
  const slot = innerW / Math.max(1, months.length);
  const barW = Math.max(2, (slot * 0.8) / 3);
  const series = [
    ['freight', 'Freight'],
    ['received', 'Received'],
    ['paid', 'Paid out'],
  ] as const;
  const summary = `${title}: ${months.map((m) => `${m.label} freight ${format(m.freight)}, received ${format(m.received)}, paid ${format(m.paid)}`).join('; ')}`;
  return (
    <figure class="ledger-chart" id={id}>
      <figcaption>
        {title}{' '}
        <span class="legend">
          {series.map(([key, label]) => (
            <span class={`legend-${key}`}>{label}</span>
          ))}
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={summary} preserveAspectRatio="xMinYMin meet">
        <title>{summary}</title>
        <line x1={PAD.left} y1={H - PAD.bottom} x2={W - PAD.right} y2={H - PAD.bottom} stroke="#d9dee7" />
        {max > 0 && <text x={PAD.left} y={14} font-size="12" fill="#5b6475">{`max ${format(max)}`}</text>}
        {months.map((m, i) => {
          const x0 = PAD.left + i * slot + slot * 0.1;
          return (
            <g>
              {series.map(([key, label], j) => {
                const v = m[key];
                const h = max > 0 ? round((v / max) * innerH) : 0;
                return (
                  <rect x={round(x0 + j * barW)} y={round(H - PAD.bottom - h)} width={round(barW)} height={h} fill={COLOURS[key]} data-value={String(v)}>
                    <title>{`${m.label} ${label.toLowerCase()}: ${format(v)}`}</title>
                  </rect>
                );
              })}
              <text x={round(PAD.left + i * slot + slot / 2)} y={H - PAD.bottom + 18} text-anchor="middle" font-size="12" fill="#1d2330">
                {m.label}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
