/**
 * Horizontal bars and a single breakdown bar. Labels and values are HTML (they wrap on a phone);
 * only the bars themselves are SVG, stretched to the row's width (preserveAspectRatio="none").
 */
import type { BreakdownChart, HBarChart } from './model';
import { formatPercent, formatDollars } from '../format';

/** One bar of segments scaled so that `max` fills the width. */
function Bar({ segments, max }: { segments: Array<{ value: number; tone: number }>; max: number }) {
  let x = 0;
  return (
    <svg class="bar-svg" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
      {segments.map((s) => {
        const w = max > 0 ? (Math.max(0, s.value) / max) * 100 : 0;
        const rect = <rect class={`t${s.tone}`} x={x.toFixed(3)} y="0" width={w.toFixed(3)} height="10" />;
        x += w;
        return rect;
      })}
    </svg>
  );
}

export function HBarChartView({ chart, id }: { chart: HBarChart; id: string }) {
  const max = Math.max(0, ...chart.rows.map((r) => r.segments.reduce((s, g) => s + Math.max(0, g.value), 0)));
  return (
    <div class="hbars" role="group" aria-labelledby={`${id}-t`}>
      <p class="visually-hidden" id={`${id}-t`}>
        {chart.title}. {chart.summary}
      </p>
      <ul>
        {chart.rows.map((r) => (
          <li>
            {r.href !== undefined && /^https:\/\//.test(r.href) ? (
              <a class="hbar-label" href={r.href} target="_blank" rel="noopener noreferrer" data-open-link>
                {r.label}
                <span class="visually-hidden"> (source, opens in a new tab)</span>
              </a>
            ) : (
              <span class="hbar-label">{r.label}</span>
            )}
            <Bar segments={r.segments} max={max} />
            <span class="hbar-note">{r.note}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BreakdownView({ chart, id }: { chart: BreakdownChart; id: string }) {
  const parts = chart.parts.filter((p) => p.value > 0);
  const total = parts.reduce((s, p) => s + p.value, 0);
  return (
    <div class="breakdown" role="group" aria-labelledby={`${id}-t`}>
      <p class="visually-hidden" id={`${id}-t`}>
        {chart.title}. {chart.summary}
      </p>
      <Bar segments={parts} max={total} />
      <ul class="legend">
        {parts.map((p) => (
          <li>
            <span class={`swatch t${p.tone}`} aria-hidden="true" />
            <span class="legend-name">{p.name}</span>
            <span class="legend-value">
              {formatDollars(p.value)} <small>{formatPercent(Math.round((p.value / total) * 1000) / 10)}</small>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
