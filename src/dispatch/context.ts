/**
 * The dispatch context of a request: links, version, and the live data in use, mapped from the
 * rates store (calculators never read a store themselves; rates knows nothing of calculators).
 */
import type { CalcContext } from '../calculators/define';
import type { Channel, DispatchContext } from './calculate';
import { BENCHMARKS, isStale } from '../rates/benchmarks';
import { ratesAsOf, type RatesData } from '../rates/rates-data';
import type { RatesStore } from '../rates/rates-store';
import { VERSION } from '../version';

/** The live data calculators may use, taken from one rates data set; `now` decides what is stale (calculators have no clock). */
export function calcContextFrom(data: RatesData, now: Date = new Date()): CalcContext {
  const cpi = data.benchmarks.cpi_inflation;
  const stale = isStale(cpi.as_of, BENCHMARKS.cpi_inflation.frequency, now);
  return {
    ...(cpi.value !== null && cpi.as_of !== null ? { inflation: { value: cpi.value, asOf: cpi.as_of, source: cpi.source, stale } } : {}),
    fx: data.fx,
  };
}

/** Where the service is published: the base of every link, and the name in attributions. */
export interface Site {
  baseUrl: string;
  serviceName: string;
}

export async function dispatchContext(rates: RatesStore, channel: Channel, site: Site): Promise<DispatchContext> {
  const data = await rates.current();
  return {
    channel,
    baseUrl: site.baseUrl,
    serviceName: site.serviceName,
    version: VERSION,
    ratesAsOf: ratesAsOf(data),
    calc: calcContextFrom(data),
  };
}
