/**
 * ECB euro foreign exchange reference rates, the daily XML (units per 1 EUR, about 30 currencies).
 * The file uses single-quoted attributes and a default namespace (fixture: ecb-eurofxref-daily.xml),
 * so it is read with a real XML parser, after a well-formedness check that catches truncated bodies.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FxTable } from '../rates-data';
import { fetchText, type FetchLimits } from './http-fetch';
import { checkDate } from './observation-date';
import type { RatesProvider } from './provider';
import { SourceError } from './source-error';

export interface EcbOptions {
  /** @defaultValue 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml' */
  url: string;
  limits: FetchLimits;
}

/** Fewer currencies than this is not the reference-rate file (it has had 29-33 since 2004). */
const MIN_CURRENCIES = 20;
/** Sane bounds of a rate per 1 EUR (IDR is about 2e4; nothing quoted is below 0.1). */
const RATE_RANGE = [1e-3, 1e6] as const;
const RATE = /^\d+(\.\d+)?$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  // No entity expansion (nothing in this file needs it) and values stay text: we check them ourselves.
  processEntities: false,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => name === 'Cube',
});

interface CubeNode {
  time?: unknown;
  currency?: unknown;
  rate?: unknown;
  Cube?: CubeNode[];
}

/** The FX table of an ECB daily XML body; anything that is not a complete, sane table is refused. */
export function parseEcbXml(text: string, now: Date): Omit<FxTable, 'fetchedAt'> {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new SourceError('malformed', `malformed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const doc = parser.parse(text) as { Envelope?: { Cube?: CubeNode[] } };
  const day = doc.Envelope?.Cube?.[0]?.Cube?.[0];
  if (!day || typeof day.time !== 'string' || !Array.isArray(day.Cube))
    throw new SourceError('not_data', 'not the ECB reference rates XML (no dated Cube)');
  const asOf = checkDate(day.time, now);
  const rates: Record<string, number> = { EUR: 1 };
  for (const cube of day.Cube) {
    const { currency, rate } = cube;
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency) || currency === 'EUR')
      throw new SourceError('not_data', `unexpected currency "${String(currency).slice(0, 10)}"`);
    if (typeof rate !== 'string' || !RATE.test(rate))
      throw new SourceError('malformed', `${currency}: rate "${String(rate).slice(0, 20)}" is not a number`);
    const value = Number(rate);
    if (value < RATE_RANGE[0] || value > RATE_RANGE[1])
      throw new SourceError('out_of_range', `${currency}: rate ${value} is outside the sane range`);
    if (currency in rates) throw new SourceError('not_data', `${currency} is listed twice`);
    rates[currency] = value;
  }
  const count = Object.keys(rates).length - 1;
  if (count < MIN_CURRENCIES || !('USD' in rates))
    throw new SourceError(
      'not_data',
      `only ${count} currencies${'USD' in rates ? '' : ', no USD'}: not the full reference table`,
    );
  return { base: 'EUR', asOf, source: 'ecb', rates };
}

export function createEcbProvider(options: EcbOptions): RatesProvider {
  return {
    source: 'ecb',
    items: ['fx'],
    async fetch(now, signal) {
      const table = parseEcbXml(await fetchText(options.url, 'xml', options.limits, signal), now);
      return { benchmarks: {}, fx: { ...table, fetchedAt: now.toISOString() }, failures: [] };
    },
  };
}
