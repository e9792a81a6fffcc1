/**
 * Each calculator's parts (parts.ts) by slug, apart from the calculators: what a script in the browser needs to
 * present a result (the MCP App view reads each calculator's `view` and `charts` here), so that script carries
 * neither the engines nor their schemas nor the law's data. The registry's calculators are defined with these same
 * parts, and the type below asks for every slug of the catalogue.
 */
import type { Slug } from './define';
import type { CalculatorParts, ErasedParts } from './parts';
import { affordabilityParts } from './affordability-parts';
import { cdLadderParts } from './cd-ladder-parts';
import { compoundInterestParts } from './compound-interest-parts';
import { currencyConverterParts } from './currency-converter-parts';
import { debtPayoffParts } from './debt-payoff-parts';
import { emiParts } from './emi-parts';
import { investmentReturnParts } from './investment-return-parts';
import { mortgageParts } from './mortgage-parts';
import { netWorthParts } from './net-worth-parts';
import { refinanceParts } from './refinance-parts';
import { rentVsBuyParts } from './rent-vs-buy-parts';
import { savingsGoalParts } from './savings-goal-parts';
import { sipParts } from './sip-parts';
import { taxParts } from './tax-parts';

/** A calculator's parts with their types erased, as the registry holds them. */
const erased = <In, Out>(parts: CalculatorParts<In, Out>): ErasedParts => parts as unknown as ErasedParts;

const PARTS: Readonly<Record<Slug, ErasedParts>> = {
  'emi-calculator': erased(emiParts),
  'mortgage-calculator': erased(mortgageParts),
  'affordability-calculator': erased(affordabilityParts),
  'refinance-calculator': erased(refinanceParts),
  'rent-vs-buy-calculator': erased(rentVsBuyParts),
  'compound-interest-calculator': erased(compoundInterestParts),
  'savings-goal-calculator': erased(savingsGoalParts),
  'sip-calculator': erased(sipParts),
  'investment-return-calculator': erased(investmentReturnParts),
  'debt-payoff-calculator': erased(debtPayoffParts),
  'tax-calculator': erased(taxParts),
  'currency-converter': erased(currencyConverterParts),
  'net-worth-calculator': erased(netWorthParts),
  'cd-ladder-calculator': erased(cdLadderParts),
};

/** The parts of the calculator with this slug, or undefined. */
export function partsOf(slug: string): ErasedParts | undefined {
  return Object.hasOwn(PARTS, slug) ? PARTS[slug as Slug] : undefined;
}
