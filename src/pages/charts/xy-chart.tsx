/**
 * Stacked bars and lines over periods, drawn on the server as SVG: no script, no third party. The
 * viewBox scales with the page; strokes keep their width (non-scaling-stroke), and the stylesheet
 * enlarges the text on narrow screens.
 */
import type { XYChart } from './model';
import { formatDollarsCompact } from '../format';
import { labelIndices, linear, niceTicks, thin } from './scale';

const W = 880;
const H = 380;
// Y labels sit in a gutter left of the plot, centred on their gridlines, so no line crosses them; the
// top and bottom margins hold half a label and the x labels at the phone font size (28 units).
const M = { right: 8, top: 24, bottom: 70 };
/** Width of one label character at the phone font size, in viewBox units (digits and "$" are about 0.6 em). */
const CHAR_W = 17;
/** Most points drawn per line (a century of months is thinned to every few months). */
const MAX_POINTS = 240;

export function XYChartSvg({ chart, id }: { chart: XYChart; id: string }) {
  const n = chart.x.length;
  const stackTops = chart.x.map((_, i) => chart.bars.reduce((s, b) => s + Math.max(0, b.values[i] ?? 0), 0));
  const all = [...stackTops, ...chart.lines.flatMap((l) => l.values)];
  const ticks = niceTicks(Math.min(0, ...all), Math.max(0, ...all), 6);
  const yTexts = ticks.map(formatDollarsCompact);
  const left = Math.max(...yTexts.map((t) => t.length)) * CHAR_W + 12;
  const y = linear(ticks[0]!, ticks[ticks.length - 1]!, H - M.bottom, M.top);
  // An x label's width at the phone font size, with one character's gap to the next.
  const labelWidth = (Math.max(0, ...chart.x.map((v) => String(v).length)) + 1) * CHAR_W;
  // The last label is centred on the last period: the right margin holds what half a period leaves of half a label.
  const right = Math.max(M.right, (n * labelWidth - (W - left)) / Math.max(1, 2 * n - 1));
  const band = (W - left - right) / Math.max(1, n);
  const cx = (i: number) => left + (i + 0.5) * band;
  const barW = Math.max(1, band * (n > 60 ? 0.9 : 0.7));
  const labels = labelIndices(n, band, labelWidth, 8);
  const points = [...new Set([0, ...thin(n, MAX_POINTS)])];
  const marks = (chart.marks ?? []).flatMap((m) => {
    const at = markX(chart.x, m.at, cx);
    return at === undefined ? [] : [{ ...m, x: at }];
  });

  return (
    <svg class="chart-svg" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`}>
      <title id={`${id}-t`}>{chart.title}</title>
      <desc id={`${id}-d`}>{chart.summary}</desc>
      <g class="grid">
        {ticks.map((t, i) => (
          <g>
            <line x1={left} x2={W - right} y1={y(t)} y2={y(t)} class={t === 0 ? 'axis' : undefined} />
            <text class="ylabel" x={left - 8} y={y(t)} text-anchor="end" dominant-baseline="middle">
              {yTexts[i]}
            </text>
          </g>
        ))}
      </g>
      {chart.bars.map((b, si) => (
        <g class={`bars t${b.tone}`}>
          {b.values.map((v, i) => {
            const below = chart.bars.slice(0, si).reduce((s, o) => s + Math.max(0, o.values[i] ?? 0), 0);
            const top = y(below + Math.max(0, v));
            const h = y(below) - top;
            return h > 0 ? (
              <rect
                x={(cx(i) - barW / 2).toFixed(1)}
                y={top.toFixed(1)}
                width={barW.toFixed(1)}
                height={h.toFixed(1)}
              />
            ) : null;
          })}
        </g>
      ))}
      {chart.lines.map((l) => (
        <path
          class={`line t${l.tone}`}
          vector-effect="non-scaling-stroke"
          d={points
            .map((i, k) => `${k === 0 ? 'M' : 'L'}${cx(i).toFixed(1)} ${y(l.values[i] ?? 0).toFixed(1)}`)
            .join('')}
        />
      ))}
      {marks.map((m) => (
        <g class="mark">
          <line
            x1={m.x.toFixed(1)}
            x2={m.x.toFixed(1)}
            y1={M.top}
            y2={H - M.bottom}
            vector-effect="non-scaling-stroke"
          />
          <text
            x={(m.x + (m.x > W / 2 ? -6 : 6)).toFixed(1)}
            y={M.top + 14}
            text-anchor={m.x > W / 2 ? 'end' : 'start'}
          >
            {m.label}
          </text>
        </g>
      ))}
      <g class="xlabels">
        {labels.map((i) => (
          <text x={cx(i)} y={H - M.bottom + 34} text-anchor="middle">
            {chart.x[i]}
          </text>
        ))}
        <text class="xname" x={left + (W - left - right) / 2} y={H - 8} text-anchor="middle">
          {chart.xName}
        </text>
      </g>
    </svg>
  );
}

/**
 * Where a mark falls: between the two periods around it, in proportion (the axis's values increase); nothing when it
 * lies outside the axis.
 */
function markX(x: ReadonlyArray<number>, at: number, cx: (i: number) => number): number | undefined {
  for (let i = 0; i < x.length; i++) {
    if (x[i] === at) return cx(i);
    if (i + 1 < x.length && x[i]! < at && at < x[i + 1]!)
      return cx(i) + ((at - x[i]!) / (x[i + 1]! - x[i]!)) * (cx(i + 1) - cx(i));
  }
  return undefined;
}
