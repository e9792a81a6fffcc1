/**
 * A chart as a figure: caption, legend, the drawing, and the same numbers as a table inside a
 * disclosure, so the chart is readable without sight and without JavaScript.
 */
import type { Chart, XYChart } from './model';
import { formatDollars } from '../format';
import { BreakdownView, HBarChartView } from './bar-charts';
import { XYChartSvg } from './xy-chart';

function Legend({ chart }: { chart: XYChart }) {
  return (
    <ul class="legend legend-inline" aria-hidden="true">
      {chart.bars.map((s) => (
        <li>
          <span class={`swatch t${s.tone}`} />
          {s.name}
        </li>
      ))}
      {chart.lines.map((s) => (
        <li>
          <span class={`swatch swatch-line t${s.tone}`} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

function XYTable({ chart }: { chart: XYChart }) {
  const series = [...chart.bars, ...chart.lines];
  return (
    <table class="data">
      <caption class="visually-hidden">{chart.title}</caption>
      <thead>
        <tr>
          <th scope="col">{chart.xName}</th>
          {series.map((s) => (
            <th scope="col">{s.name}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {chart.x.map((x, i) => (
          <tr>
            <th scope="row">{x}</th>
            {series.map((s) => (
              <td>{formatDollars(s.values[i] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ChartFigure({ chart, id }: { chart: Chart; id: string }) {
  if (chart.kind !== 'xy') {
    return (
      <figure class={chart.kind === 'breakdown' ? 'chart chart-breakdown' : 'chart'}>
        <figcaption>{chart.title}</figcaption>
        {chart.kind === 'breakdown' ? <BreakdownView chart={chart} id={id} /> : <HBarChartView chart={chart} id={id} />}
      </figure>
    );
  }
  // Long monthly series are summarised to one row in twelve in the table.
  const table = chart.x.length > 120 ? { ...chart, ...thinRows(chart) } : chart;
  return (
    <figure class="chart">
      <figcaption>{chart.title}</figcaption>
      <Legend chart={chart} />
      <XYChartSvg chart={chart} id={id} />
      <details class="chart-data">
        <summary>Chart data as a table</summary>
        <div class="table-scroll" tabIndex={0} role="region" aria-label={`${chart.title}: data`}>
          <XYTable chart={table} />
        </div>
      </details>
    </figure>
  );
}

function thinRows(chart: XYChart): Pick<XYChart, 'x' | 'bars' | 'lines'> {
  const keep = chart.x.map((_, i) => i).filter((i) => (i + 1) % 12 === 0 || i === chart.x.length - 1);
  const pick = (s: XYChart['bars'][number]) => ({ ...s, values: keep.map((i) => s.values[i] ?? 0) });
  return { x: keep.map((i) => chart.x[i]!), bars: chart.bars.map(pick), lines: chart.lines.map(pick) };
}
