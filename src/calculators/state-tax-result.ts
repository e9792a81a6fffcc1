/**
 * The state part of the tax calculator's result, and a row of its comparison of states, in dollars, from the state
 * engine's computation in cents.
 */
import { citedSource } from '../reference/law';
import type { StateComparisonRow, StateTaxResult } from '../schemas/state-tax';
import { contributionsC, stateContributions } from './state-contributions';
import { fromCents, roundPct } from './money';
import type { StateTaxComputation } from './state-tax';

/** Percent of gross, rounded like every percent output (4 decimals); 0 when there is no income. */
const shareOf = (partC: number, grossC: number) => (grossC === 0 ? 0 : roundPct((partC / grossC) * 100));

/** The state part of the result, in dollars. */
export function stateResult(s: StateTaxComputation, grossC: number): StateTaxResult {
  const r = s.rules;
  const primary = citedSource(r.taxesWages ? r.brackets : r) ?? s.sources[0]!;
  return {
    code: r.code,
    name: r.name,
    taxYear: r.taxYear,
    taxesWages: r.taxesWages,
    reason: r.taxesWages ? null : r.reason,
    baseIncome: fromCents(s.baseC),
    deductions: fromCents(s.deductionsC),
    taxableIncome: fromCents(s.taxableC),
    brackets: s.bands.map((b) => ({
      rate: b.rate,
      from: fromCents(b.fromC),
      to: b.toC === null ? null : fromCents(b.toC),
      taxedAmount: fromCents(b.taxedC),
      tax: fromCents(b.taxC),
    })),
    additions: s.additions.map((l) => ({ label: l.label, amount: fromCents(l.amountC) })),
    taxBeforeCredits: fromCents(s.taxBeforeCreditsC),
    creditLines: s.creditLines.map((l) => ({ label: l.label, amount: fromCents(l.amountC) })),
    credits: fromCents(s.creditsC),
    incomeTax: fromCents(s.incomeTaxC),
    refundableCredits: fromCents(s.refundableCreditsC ?? 0),
    marginalRate: s.marginalRate,
    effectiveRate: shareOf(s.incomeTaxC, grossC),
    source: { title: primary.title, url: primary.url },
    sources: s.sources.map((x) => ({ title: x.title, url: x.url })),
    notModelled: [...r.notModelled],
    assumptions: [...r.assumptions],
  };
}

/** One row of the comparison of states: the same household in state `s`. */
export function comparisonRow(row: {
  s: StateTaxComputation;
  totalC: number;
  contributionsC: number;
  takeHomeC: number;
}): StateComparisonRow {
  const r = row.s.rules;
  return {
    code: r.code,
    name: r.name,
    stateIncomeTax: fromCents(row.s.incomeTaxC),
    stateMarginalRate: row.s.marginalRate,
    statePayrollContributions: fromCents(row.contributionsC),
    totalTax: fromCents(row.totalC),
    takeHomePay: fromCents(row.takeHomeC),
    sourceUrl: (citedSource(r.taxesWages ? r.brackets : r) ?? row.s.sources[0]!).url,
  };
}

/**
 * The household in each state: the state's income tax and its payroll contributions (on each earner's wages) taken
 * from the same income, by take-home pay, highest first (code order on a tie). `federalC` is every federal tax;
 * `incomeC` the income less the 401(k) deferrals. No local tax is in it.
 */
export function compareStates(
  states: readonly StateTaxComputation[],
  earners: readonly { readonly earner: 'taxpayer' | 'spouse'; readonly wagesC: number }[],
  federalC: number,
  incomeC: number,
) {
  const rows = states.map((s) => {
    const totalC = federalC + s.incomeTaxC;
    const paidC = contributionsC(stateContributions(s.rules, earners));
    return { s, totalC, contributionsC: paidC, takeHomeC: incomeC - totalC - paidC + (s.refundableCreditsC ?? 0) };
  });
  return rows.sort((a, b) => b.takeHomeC - a.takeHomeC || (a.s.rules.code < b.s.rules.code ? -1 : 1));
}
