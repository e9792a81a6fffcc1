/**
 * FRED JSON API (used when FRED_API_KEY is set): `GET {FRED_API_URL}/series/observations
 * ?series_id=…&api_key=…&file_type=json&sort_order=desc&limit=…`, only the newest few observations.
 * Values are strings; "." is missing (fixture: fred-observations-DGS10.json).
 */
import { inDateOrder, parseFredValue, type Observation } from './fred-observations';
import { checkDate } from './observation-date';
import type { ReadSeries } from './fred';
import { fetchText, type FetchLimits } from './http-fetch';
import { SourceError } from './source-error';

export interface FredApiOptions {
  /** @defaultValue 'https://api.stlouisfed.org/fred' */
  apiUrl: string;
  apiKey: string;
  limits: FetchLimits;
}

/** The observations of a FRED JSON answer; a body of any other shape, or with dates that repeat or turn back, is refused. */
export function parseFredJson(text: string, now: Date): Observation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SourceError('malformed', 'malformed JSON (truncated?)');
  }
  const observations = (parsed as { observations?: unknown } | null)?.observations;
  if (!Array.isArray(observations)) throw new SourceError('not_data', 'JSON without an observations list');
  const rows = observations.map((o: unknown) => {
    const { date, value } = (o ?? {}) as { date?: unknown; value?: unknown };
    if (typeof date !== 'string' || typeof value !== 'string')
      throw new SourceError('not_data', 'an observation without a date and a string value');
    return { date: checkDate(date, now), value: parseFredValue(value) };
  });
  return inDateOrder(rows, 'either');
}

export function fredApiReader(options: FredApiOptions): ReadSeries {
  const base = options.apiUrl.replace(/\/+$/, '');
  return async (series, now, signal) => {
    const query = new URLSearchParams({
      series_id: series.seriesId,
      api_key: options.apiKey,
      file_type: 'json',
      sort_order: 'desc',
      limit: String(series.limit),
    });
    const text = await fetchText(`${base}/series/observations?${query}`, 'json', options.limits, signal);
    return parseFredJson(text, now);
  };
}
