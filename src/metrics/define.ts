/**
 * Metric definitions in one line each: prom-client's constructors, registered in the given registry
 * (one per app instance, so tests stay independent). Labels are a closed list per metric.
 */
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export function counter<L extends string = never>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): Counter<L> {
  return new Counter({ name, help, labelNames, registers: [registry] });
}

export function gauge<L extends string = never>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[] = [],
): Gauge<L> {
  return new Gauge({ name, help, labelNames, registers: [registry] });
}

export function histogram<L extends string>(
  registry: Registry,
  name: string,
  help: string,
  labelNames: readonly L[],
  buckets: number[],
): Histogram<L> {
  return new Histogram({ name, help, labelNames, buckets, registers: [registry] });
}
