/**
 * The calculators of the service, by slug. Adding one means one calculator module, one schema
 * module, and one line here.
 */
import type { Calculator } from './define';
import { emiCalculator } from './emi-calculator';

export const calculators: readonly Calculator[] = [
  emiCalculator,
];

const bySlug = new Map(calculators.map((c) => [c.slug, c]));

/** The calculator with this slug, or undefined. */
export function findCalculator(slug: string): Calculator | undefined {
  return bySlug.get(slug);
}

/** Every slug, in registry order. */
export const slugs: readonly string[] = calculators.map((c) => c.slug);
