/**
 * FRED's keyless CSV download (used when no FRED_API_KEY is set): `GET {FRED_GRAPH_URL}?id=…&cosd=…`,
 * only the last weeks or months. Header `observation_date,<ID>` (older files say `DATE`), "." for
 * missing (fixture: fredgraph-DGS10.csv).
 */
import { inDateOrder, parseFredValue, type Observation } from './fred-observations';
import { checkDate } from './observation-date';
import type { ReadSeries } from './fred';
import { fetchText, type FetchLimits } from './http-fetch';
import { SourceError } from './source-error';

export interface FredGraphOptions {
  /** @defaultValue 'https://fred.stlouisfed.org/graph/fredgraph.csv' */
  graphUrl: string;
  limits: FetchLimits;
}

/**
 * The rows of a fredgraph.csv body; a row that is not `date,value` (a truncated line), or dates that repeat or
 * run backwards, refuse the whole body.
 */
export function parseFredCsv(text: string, seriesId: string, now: Date): Observation[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim());
  if (header.length !== 2 || !/^(observation_date|DATE)$/i.test(header[0]!) || header[1] !== seriesId) {
    throw new SourceError('not_data', `not a fredgraph.csv of ${seriesId} (header "${(lines[0] ?? '').slice(0, 40)}")`);
  }
  const rows = lines.slice(1).map((line) => {
    const cells = line.split(',');
    if (cells.length !== 2) throw new SourceError('malformed', `malformed CSV row "${line.slice(0, 40)}"`);
    return { date: checkDate(cells[0]!.trim(), now), value: parseFredValue(cells[1]!) };
  });
  return inDateOrder(rows, 'ascending');
}

export function fredGraphReader(options: FredGraphOptions): ReadSeries {
  return async (series, now, signal) => {
    const start = new Date(now.getTime() - series.lookbackDays * 86_400_000).toISOString().slice(0, 10);
    const url = new URL(options.graphUrl);
    url.searchParams.set('id', series.seriesId);
    url.searchParams.set('cosd', start);
    const text = await fetchText(url.toString(), 'csv', options.limits, signal);
    return parseFredCsv(text, series.seriesId, now);
  };
}
