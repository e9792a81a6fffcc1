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

/** What a data set gives every calculation, derived at most once a second per data set (staleness is judged in days). */
interface Derived {
  until: number;
  ratesAsOf: string;
  calc: CalcContext;
}

const derived = new WeakMap<RatesData, Derived>();
const DERIVED_FOR_MS = 1000;

function derive(data: RatesData): Derived {
  const now = Date.now();
  let d = derived.get(data);
  if (d === undefined || now >= d.until) {
    // Shared by every calculation of that second: frozen, so a calculator that wrote to it would fail loudly.
    const calc = calcContextFrom(data, new Date(now));
    if (calc.inflation) Object.freeze(calc.inflation);
    d = { until: now + DERIVED_FOR_MS, ratesAsOf: ratesAsOf(data), calc: Object.freeze(calc) };
    derived.set(data, d);
  }
  return d;
}

export async function dispatchContext(rates: RatesStore, channel: Channel, site: Site): Promise<DispatchContext> {
  const { ratesAsOf: asOf, calc } = derive(await rates.current());
  return {
    channel,
    baseUrl: site.baseUrl,
    serviceName: site.serviceName,
    version: VERSION,
    ratesAsOf: asOf,
    calc,
  };
}
