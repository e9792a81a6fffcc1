/** Helpers of the page tests: what a page should show, read from the API's own answer. */
import { findCalculator } from '../../src/calculators/registry';
import type { DispatchContext } from '../../src/dispatch/calculate';
import { calcContextFrom } from '../../src/dispatch/context';
import { loadSnapshot } from '../../src/rates/rates-data';
import { propertiesOf, unitOf } from '../../src/pages/result-model';
import { viewOf } from '../../src/pages/views';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The input a calculator page computes when opened without a query: the example, yearly rows. */
export function pageExample(slug: string): Record<string, unknown> {
  const calc = findCalculator(slug)!;
  const input: Record<string, unknown> = { ...calc.exampleInputs };
  if ('schedule' in (calc.inputSchema.properties as object)) input.schedule = 'yearly';
  return input;
}

/** The text of the headline figure for an API result, spelled independently of the page code. */
export function expectedHeadline(slug: string, result: Record<string, unknown>): string {
  const field = viewOf(slug).headline.find((h) => h in result)!;
  const value = result[field] as number;
  const unit = unitOf(propertiesOf(findCalculator(slug)!.outputSchema)[field]);
  if (unit === 'USD') return usd.format(value);
  if (unit === 'months') return `${value} months`;
  return value.toFixed(typeof result.decimals === 'number' ? result.decimals : 2);
}

/** Inputs that carry hostile text in every field a person can type into. */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '"\'><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
] as const;

/** A page-channel dispatch context over the bundled snapshot. */
export const PAGE_CONTEXT: DispatchContext = {
  channel: 'page',
  baseUrl: 'http://x.test',
  serviceName: 'S',
  version: '0',
  ratesAsOf: '2026-06-17',
  calc: calcContextFrom(loadSnapshot()),
};
