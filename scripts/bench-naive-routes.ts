/**
 * The formula behind the two comparison servers of `npm run bench`: a calculator's own
 * `compute()` on the raw body, with no validation, defaults, meta or error handling (the bench
 * sends complete, valid inputs). Shared so the naive Express app and bare `node:http` do the same work.
 */
import type { Calculator } from '../src/calculators/define';
import { findCalculator } from '../src/calculators/registry';
import { calcContextFrom } from '../src/dispatch/context';
import { loadSnapshot } from '../src/rates/rates-data';

const ctx = calcContextFrom(loadSnapshot());

function route(slug: string): [string, (body: unknown) => { result: Record<string, unknown> }] {
  const calc = findCalculator(slug) as Calculator;
  return [`/api/v1/calculate/${slug}`, (body) => ({ result: calc.compute(body as never, ctx).result })];
}

export const NAIVE_ROUTES = [route('emi-calculator'), route('mortgage-calculator')];
