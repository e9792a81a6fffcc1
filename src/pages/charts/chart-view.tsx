/**
 * A chart as a figure: caption, legend, the drawing, and the same numbers as a table inside a
 * disclosure, so the chart is readable without sight and without JavaScript.
 */
import type { Chart, XYChart } from './model';
import { formatDollars } from '../format';
import { BreakdownView, HBarChartView } from './bar-charts';
import { XYChartSvg } from './xy-chart';
import { DataTable } from '../templates/data-table';

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
    <DataTable
      label={`${chart.title}: data`}
      hiddenCaption={chart.title}
      head={[chart.xName, ...series.map((s) => s.name)]}
      rows={chart.x.map((x, i) => [x, ...series.map((s) => formatDollars(s.values[i] ?? 0))])}
    />
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
        <XYTable chart={table} />
      </details>
    </figure>
  );
}

function thinRows(chart: XYChart): Pick<XYChart, 'x' | 'bars' | 'lines'> {
  const keep = chart.x.map((_, i) => i).filter((i) => (i + 1) % 12 === 0 || i === chart.x.length - 1);
  const pick = (s: XYChart['bars'][number]) => ({ ...s, values: keep.map((i) => s.values[i] ?? 0) });
  return { x: keep.map((i) => chart.x[i]!), bars: chart.bars.map(pick), lines: chart.lines.map(pick) };
}
