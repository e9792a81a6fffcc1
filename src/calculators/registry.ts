/**
 * The calculators of the service, in the order the surfaces list them. Adding one means its entry in catalogue.json
 * (name, category, description, example), its schema module, its calculator module with its parts beside it (what
 * each surface needs: parts.ts), one line here and one in parts-registry.ts (the parts alone, for the MCP App view's
 * script); every adapter derives its table from this list (docs/decisions.md, "One place per calculator").
 */
import type { Calculator } from './define';
import { debtPayoffCalculator } from './debt-payoff-calculator';
import { netWorthCalculator } from './net-worth-calculator';
import { cdLadderCalculator } from './cd-ladder-calculator';
import { emiCalculator } from './emi-calculator';
import { mortgageCalculator } from './mortgage-calculator';
import { affordabilityCalculator } from './affordability-calculator';
import { refinanceCalculator } from './refinance-calculator';
import { rentVsBuyCalculator } from './rent-vs-buy-calculator';
import { compoundInterestCalculator } from './compound-interest-calculator';
import { savingsGoalCalculator } from './savings-goal-calculator';
import { sipCalculator } from './sip-calculator';
import { investmentReturnCalculator } from './investment-return-calculator';
import { taxCalculator } from './tax-calculator';
import { currencyConverter } from './currency-converter';

export const calculators: readonly Calculator[] = [
  emiCalculator,
  mortgageCalculator,
  affordabilityCalculator,
  refinanceCalculator,
  rentVsBuyCalculator,
  compoundInterestCalculator,
  savingsGoalCalculator,
  sipCalculator,
  investmentReturnCalculator,
  debtPayoffCalculator,
  taxCalculator,
  currencyConverter,
  netWorthCalculator,
  cdLadderCalculator,
];

const bySlug = new Map(calculators.map((c) => [c.slug, c]));

/** The calculator with this slug, or undefined. */
export function findCalculator(slug: string): Calculator | undefined {
  return bySlug.get(slug);
}

/** Every slug, in registry order. */
export const slugs: readonly string[] = calculators.map((c) => c.slug);
