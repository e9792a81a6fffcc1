/**
 * Refinance: the current fixed-rate loan against a new one, month by month from the refinance. Both payments and the
 * saving, the simple break-even (costs over the monthly saving) and the true-cost one (the first month the new loan's
 * interest plus its costs is no more than the current loan's interest: docs/decisions.md, "Refinance break-even"), the
 * interest over each loan's life and over the months the borrower stays, the new loan's APR as the mortgage calculator
 * computes it (loan-result.ts), and a recommendation with its reasons. The loans are refinance-loans.ts's.
 */
import {
  refinanceInputSchema,
  refinanceSchemas,
  type RefinanceInput,
  type RefinanceResult,
} from '../schemas/refinance-calculator';
import { paymentRoundingWarnings } from './amortize';
import { defaultNotes } from './default-note';
import { defineCalculator } from './define';
import { precisionWarnings } from './exact-cents';
import { loanResult } from './loan-result';
import { scheduleLoan } from './loan-schedule';
import { formatCents, fromCents } from './money';
import { refinanceParts } from './refinance-parts';
import {
  at,
  costPaths,
  currentLoanOf,
  newLoanOf,
  simpleBreakEven,
  trueBreakEven,
  type CostPaths,
  type CurrentLoan,
  type NewLoan,
} from './refinance-loans';

const byDefault = defaultNotes(refinanceInputSchema);

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

function currentWords(input: RefinanceInput, c: CurrentLoan): string {
  const o = c.original;
  const rest = `${formatCents(c.balanceC)} owed over ${months(c.rows.length)} at ${input.currentRate}%, paid ${formatCents(c.paymentC)} a month`;
  if (o === undefined)
    return `Current loan: ${rest} (the level payment over the months left, rounded to the cent as the mortgage calculator rounds it)`;
  return (
    `Current loan: ${formatCents(o.amountC)} over ${months(o.months)} from ${o.firstPaymentDate}; the ${o.paymentsMade} payments due on or before ${o.asOfDate} are made, ` +
    `leaving ${rest}`
  );
}

function newWords(input: RefinanceInput, n: NewLoan, balanceC: number, paymentC: number): string[] {
  const parts = [formatCents(balanceC)];
  if (input.cashOut > 0) parts.push(`${formatCents(input.cashOut)} cash out`);
  if (n.financedC > 0) parts.push(`${formatCents(n.financedC)} of financed costs`);
  return [
    `New loan: ${formatCents(n.amountC)}${parts.length > 1 ? ` (${parts.join(' + ')})` : ''} at ${input.newRate}% over ${months(n.months)}${byDefault('newTenureYears', input.newTenureYears)}: ${formatCents(paymentC)} a month`,
    `Costs: points ${input.points}% of the new loan (${formatCents(n.pointsC)})${byDefault('points', input.points)} and closing costs ${formatCents(n.closingC)}, ` +
      (input.financeClosingCosts ? 'added to the new loan' : 'paid in cash at closing'),
    `APR by Regulation Z (12 CFR 1026, Appendix J) on the scheduled payments against the amount financed: the loan less the points and the closing costs that are finance charges` +
      (input.closingCostsExcludedFromApr > 0
        ? ` (${formatCents(input.closingCostsExcludedFromApr)} of the closing costs are not)`
        : ' (all of them, by default)'),
  ];
}

const COST_WORDS =
  "Cost of each path to a month: keeping, the current loan's interest to date; refinancing, the points and closing costs (financed or not) plus the new loan's interest to date. " +
  'This is what was paid plus what is still owed, plus costs paid in cash, less cash out: principal repaid is not a cost, and cash out is neither a cost nor a gain (its interest is counted). ' +
  'The true-cost break-even is the first month the refinance costs no more than keeping';

interface Outcome {
  breakEven: number | null;
  stay: number;
  netStayC: number;
  netLifeC: number;
  savingC: number;
  simple: number | null;
}

function reasonsOf(o: Outcome, n: NewLoan, c: CurrentLoan, newPaymentC: number): string[] {
  const reasons: string[] = [];
  const { breakEven, stay } = o;
  if (breakEven === null)
    reasons.push(
      `Refinancing never costs less than keeping the current loan: the new loan's interest plus its ${formatCents(n.totalCostsC)} of costs stays above the current loan's interest`,
    );
  else if (breakEven > stay)
    reasons.push(
      `The refinance breaks even in month ${breakEven}, after the ${months(stay)} you expect to keep the loan: over them it costs ${formatCents(-o.netStayC)} more`,
    );
  else if (o.netStayC < 0)
    reasons.push(
      `The refinance breaks even in month ${breakEven} but falls behind again before month ${stay} (the new loan's interest runs on after the current loan would be repaid): over your stay it costs ${formatCents(-o.netStayC)} more`,
    );
  else
    reasons.push(
      `The refinance breaks even in month ${breakEven}, within the ${months(stay)} you expect to keep the loan: over them it saves ${formatCents(o.netStayC)}`,
    );
  reasons.push(
    o.savingC > 0
      ? `The monthly payment falls by ${formatCents(o.savingC)}, from ${formatCents(c.paymentC)} to ${formatCents(newPaymentC)}`
      : `The monthly payment ${o.savingC === 0 ? 'stays at' : `rises by ${formatCents(-o.savingC)}, from ${formatCents(c.paymentC)} to`} ${formatCents(newPaymentC)}`,
  );
  if (o.simple !== null)
    reasons.push(
      `The payment savings repay the ${formatCents(n.totalCostsC)} of costs in ${months(o.simple)} (the simple break-even)`,
    );
  reasons.push(
    o.netLifeC >= 0
      ? `Over both loans' lives refinancing saves ${formatCents(o.netLifeC)} of interest and costs`
      : `Over both loans' lives refinancing costs ${formatCents(-o.netLifeC)} more in interest and costs`,
  );
  return reasons;
}

function warningsOf(o: Outcome, n: NewLoan, c: CurrentLoan, paths: CostPaths): string[] {
  const warnings: string[] = [];
  const longer = n.months - c.rows.length;
  if (longer > 0 && o.savingC > 0 && o.netLifeC < 0)
    warnings.push(
      `The new loan runs ${months(longer)} longer than the ${months(c.rows.length)} left on the current one: it lowers the payment by ${formatCents(o.savingC)} a month ` +
        `but costs ${formatCents(-o.netLifeC)} more in interest and costs over its life`,
    );
  if (o.breakEven === null)
    warnings.push(
      `No break-even: in none of the ${months(paths.months)} either loan runs does refinancing cost less than keeping the current loan`,
    );
  else if (o.breakEven <= o.stay && o.netStayC < 0)
    warnings.push(
      `The refinance is ahead from month ${o.breakEven} but behind again by month ${o.stay}: keeping the loan for the whole stay, it costs more`,
    );
  return warnings;
}

function notesOf(input: RefinanceInput, o: Outcome, paths: CostPaths, c: CurrentLoan): string[] {
  const notes: string[] = [];
  if (o.savingC <= 0)
    notes.push(
      'The new payment is not lower than the current one, so there is no simple break-even; the true-cost break-even still compares the interest and costs',
    );
  if (input.cashOut > 0)
    notes.push(
      `The ${formatCents(input.cashOut)} of cash out is borrowed: the comparison counts its interest, not the cash itself`,
    );
  if (o.stay > paths.months)
    notes.push(
      `The ${months(o.stay)} you expect to stay outlast both loans (${months(paths.months)}): the figures over your stay are those of their lives`,
    );
  if (c.original && c.original.paymentsMade === 0)
    notes.push(`No payment was due by ${c.original.asOfDate}: the whole original amount is refinanced`);
  return notes;
}

type MonthRow = NonNullable<RefinanceResult['schedule']>[number];
type YearRow = NonNullable<RefinanceResult['yearlySchedule']>[number];

function monthRows(c: CurrentLoan, next: CurrentLoan['rows'], paths: CostPaths): MonthRow[] {
  const rows: MonthRow[] = [];
  for (let m = 1; m <= paths.months; m++) {
    const a = c.rows[m - 1];
    const b = next[m - 1];
    rows.push({
      month: m,
      currentPayment: fromCents(a?.paymentC ?? 0),
      currentInterest: fromCents(a?.interestC ?? 0),
      currentBalance: fromCents(a?.balanceC ?? 0),
      newPayment: fromCents(b?.paymentC ?? 0),
      newInterest: fromCents(b?.interestC ?? 0),
      newBalance: fromCents(b?.balanceC ?? 0),
      keepCost: fromCents(paths.keepC[m]!),
      refinanceCost: fromCents(paths.refinanceC[m]!),
    });
  }
  return rows;
}

function yearRows(c: CurrentLoan, next: CurrentLoan['rows'], paths: CostPaths): YearRow[] {
  const rows: YearRow[] = [];
  for (let start = 0; start < paths.months; start += 12) {
    const end = Math.min(start + 12, paths.months);
    let currentC = 0;
    let newC = 0;
    for (let m = start; m < end; m++) {
      currentC += c.rows[m]?.interestC ?? 0;
      newC += next[m]?.interestC ?? 0;
    }
    rows.push({
      year: start / 12 + 1,
      currentInterest: fromCents(currentC),
      currentBalance: fromCents(c.rows[end - 1]?.balanceC ?? 0),
      newInterest: fromCents(newC),
      newBalance: fromCents(next[end - 1]?.balanceC ?? 0),
      keepCost: fromCents(paths.keepC[end]!),
      refinanceCost: fromCents(paths.refinanceC[end]!),
    });
  }
  return rows;
}

export const refinanceCalculator = defineCalculator<RefinanceInput, RefinanceResult>('refinance-calculator', {
  schemas: refinanceSchemas,
  parts: refinanceParts,
  compute(input) {
    const current = currentLoanOf(input);
    const n = newLoanOf(input, current.balanceC);
    const schedule = scheduleLoan(n.amountC, { annualRate: input.newRate, tenureYears: input.newTenureYears });
    const aprOf = loanResult(schedule, n.amountC, {
      frequencyGiven: false,
      feesC: n.financeChargesC,
      feesPath: '/closingCosts',
    });
    const next = schedule.base;
    const paths = costPaths(current.rows, next.rows, n.totalCostsC);
    const stay = Math.round((input.yearsToStay ?? input.newTenureYears) * 12);
    const savingC = current.paymentC - next.paymentC;
    const currentInterestC = at(paths.keepC, paths.months);
    const newInterestC = at(paths.refinanceC, paths.months) - n.totalCostsC;
    const o: Outcome = {
      breakEven: trueBreakEven(paths),
      stay,
      netStayC: at(paths.keepC, stay) - at(paths.refinanceC, stay),
      netLifeC: currentInterestC - newInterestC - n.totalCostsC,
      savingC,
      simple: simpleBreakEven(n.totalCostsC, savingC),
    };
    const refinance = o.breakEven !== null && o.breakEven <= stay && o.netStayC >= 0;
    const rows = input.schedule === 'monthly';
    return {
      result: {
        currentBalance: fromCents(current.balanceC),
        currentPayment: fromCents(current.paymentC),
        currentPaymentsLeft: current.rows.length,
        ...(current.original ? { paymentsMade: current.original.paymentsMade } : {}),
        newLoanAmount: fromCents(n.amountC),
        newPayment: fromCents(next.paymentC),
        newPayments: next.payoffMonths,
        monthlySaving: fromCents(savingC),
        pointsCost: fromCents(n.pointsC),
        closingCosts: fromCents(n.closingC),
        totalCosts: fromCents(n.totalCostsC),
        financedCosts: fromCents(n.financedC),
        costsPaidInCash: fromCents(n.cashC),
        cashOut: fromCents(input.cashOut),
        simpleBreakEvenMonth: o.simple,
        breakEvenMonth: o.breakEven,
        stayMonths: stay,
        currentLoanInterest: fromCents(currentInterestC),
        newLoanInterest: fromCents(newInterestC),
        currentLoanInterestOverStay: fromCents(at(paths.keepC, stay)),
        newLoanInterestOverStay: fromCents(at(paths.refinanceC, stay) - n.totalCostsC),
        netSavingOverStay: fromCents(o.netStayC),
        netSavingOverLife: fromCents(o.netLifeC),
        apr: aprOf.apr!,
        amountFinanced: aprOf.amountFinanced!,
        financeCharge: aprOf.financeCharge!,
        recommendation: refinance ? 'refinance' : 'keep',
        reasons: reasonsOf(o, n, current, next.paymentC),
        ...(rows ? { schedule: monthRows(current, next.rows, paths) } : {}),
        ...(input.schedule !== 'none' ? { yearlySchedule: yearRows(current, next.rows, paths) } : {}),
      },
      assumptions: [
        currentWords(input, current),
        ...newWords(input, n, current.balanceC, next.paymentC),
        `${COST_WORDS}; the simple break-even is the costs over the monthly saving, rounded up to a month`,
        input.yearsToStay === undefined
          ? `You keep the loan for its whole term, ${months(stay)} (no yearsToStay given)`
          : `You keep the loan ${months(stay)}`,
        'Principal and interest only: property tax, insurance and escrow are the same under either loan; no mortgage insurance, no prepayment penalty, no tax effect, and dollars are not discounted for when they are paid',
      ],
      warnings: [
        ...warningsOf(o, n, current, paths),
        ...paymentRoundingWarnings(next),
        ...precisionWarnings(fromCents(Math.max(next.totalPaymentC, current.balanceC + currentInterestC))),
      ],
      notes: notesOf(input, o, paths, current),
    };
  },
});
