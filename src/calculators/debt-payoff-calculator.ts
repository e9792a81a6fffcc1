/**
 * Debt payoff plan: avalanche (highest APR first) or snowball (smallest balance first) from one
 * monthly budget, with both strategies side by side. The month-by-month
 * rules live in debt-payoff-simulation.ts; this module checks the inputs together, runs both
 * strategies and reports the chosen one with its schedule.
 */
import { debtPayoffSchemas, type DebtPayoffInput, type DebtPayoffResult } from '../schemas/debt-payoff-calculator';
import { ApiError, type FieldError } from '../errors/api-error';
import { DATE_RANGE } from '../schemas/common';
import { defineCalculator } from './define';
import { debtPayoffParts } from './debt-payoff-parts';
import { formatCents, fromCents, monthlyInterestCents } from './money';
import {
  MAX_PAYOFF_MONTHS,
  simulatePayoff,
  type DebtCents,
  type Payoff,
  type PayoffTrack,
  type Strategy,
} from './debt-payoff-simulation';

type Summary = NonNullable<DebtPayoffResult['comparison']['avalanche']>;
type MonthlyRow = NonNullable<DebtPayoffResult['schedule']>[number];
type YearlyRow = NonNullable<DebtPayoffResult['yearlySchedule']>[number];

/** Debts in cents; duplicate names (trimmed, case-insensitive) are refused so that every row and entry is unambiguous. */
function debtsInCents(input: DebtPayoffInput): DebtCents[] {
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  const debts = input.debts.map((d, i) => {
    const key = d.name.trim().toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else {
      errors.push({
        path: `/debts/${i}/name`,
        code: 'duplicate',
        message: `'${d.name}' repeats the name of debt ${first + 1} ('${input.debts[first]!.name}'); names must be unique`,
      });
    }
    return { name: d.name, balanceC: d.balance, rate: d.rate, minPaymentC: d.minPayment };
  });
  if (errors.length > 0) throw ApiError.invalidInput(errors);
  return debts;
}

/**
 * What month 1 really requires: each debt's minimum payment, or its balance plus that month's
 * interest when that is smaller (a debt about to be cleared needs no more than what clears it).
 */
function firstMonthRequiredCents(debts: readonly DebtCents[]): number {
  return debts.reduce(
    (s, d) => s + Math.min(d.minPaymentC, d.balanceC + monthlyInterestCents(d.balanceC, d.rate / 1200)),
    0,
  );
}

/** The 422 when the budget does not cover what month 1 requires. */
function budgetTooSmall(budgetC: number, requiredC: number, minimumsC: number): ApiError {
  const what =
    requiredC === minimumsC
      ? 'the sum of the minimum payments'
      : "what month 1 requires: each debt's minimum payment, or its balance plus a month's interest when that is smaller";
  return ApiError.unsatisfiable(
    `The monthly budget ${formatCents(budgetC)} is below ${what}, ${formatCents(requiredC)}`,
    [{ path: '/monthlyBudget', code: 'minimum', message: `must be >= ${fromCents(requiredC).toFixed(2)}, ${what}` }],
  );
}

/** At most three items in a sentence, then "and N more" (a message stays short with 50 debts). */
function listed(items: readonly string[], separator = ', '): string {
  return items.length <= 3
    ? items.join(separator)
    : `${items.slice(0, 3).join(separator)}${separator}and ${items.length - 3} more`;
}

/** The 422 for a strategy that does not pay the debts off, naming the debts whose minimum does not cover their interest. */
function notPaidOffError(p: Payoff, debts: readonly DebtCents[]): ApiError {
  const owedC = p.balanceC.reduce((s, b) => s + b, 0);
  const startC = debts.reduce((s, d) => s + d.balanceC, 0);
  if (p.status === 'too_large' && owedC <= startC) {
    return ApiError.unsatisfiable(
      `With the ${p.strategy} strategy the payments would add up to more than $70 trillion, beyond what is reported to the cent`,
    );
  }
  const left = debts
    .map((d, i) => ({ d, i, interestC: monthlyInterestCents(d.balanceC, d.rate / 1200) }))
    .filter(({ i }) => p.balanceC[i]! > 0);
  const uncovered = left.filter(({ d, interestC }) => d.minPaymentC < interestC);
  const why =
    uncovered.length > 0
      ? uncovered.map(
          ({ d, interestC }) =>
            `the minimum payment on '${d.name}' (${formatCents(d.minPaymentC)}) does not cover its monthly interest (${formatCents(interestC)})`,
        )
      : left.map(({ d, i }) => `'${d.name}' would still owe ${formatCents(p.balanceC[i]!)}`);
  const detail =
    p.status === 'not_paid_off'
      ? `Not paid off within 100 years (${MAX_PAYOFF_MONTHS} months) with the ${p.strategy} strategy: ${listed(why, '; ')}`
      : `Not paid off with the ${p.strategy} strategy: by month ${p.months} the balances grow past $70 trillion; ${listed(why, '; ')}`;
  const names = (uncovered.length > 0 ? uncovered : left).map(({ d }) => `'${d.name}'`);
  return ApiError.unsatisfiable(detail, [
    {
      path: '/monthlyBudget',
      code: 'insufficient',
      message: `is too small to pay off ${listed(names)} within 100 years`,
    },
    ...uncovered.map(({ d, i, interestC }) => ({
      path: `/debts/${i}/minPayment`,
      code: 'below_interest',
      message: `${formatCents(d.minPaymentC)} does not cover the monthly interest of ${formatCents(interestC)} on '${d.name}'`,
    })),
  ]);
}

/** YYYY-MM of month `k` (1-based) of a plan whose first payment is in `start` (YYYY-MM). */
function monthOf(start: string, k: number): string {
  const index = Number(start.slice(0, 4)) * 12 + Number(start.slice(5, 7)) - 1 + k - 1;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A 422 on startDate when the plan's last month, `months` from it (the later strategy's), falls after the calendar's
 * last month (DATE_RANGE): no answer carries a later month (a start in 9998 once answered a payoff in 10098-03).
 */
function checkLastMonth(start: string, months: number): void {
  const last = monthOf(start, Math.max(months, 1));
  const bound = DATE_RANGE.last.slice(0, 7);
  // Compared as numbers: a five-digit year sorts before "2199" as text.
  if (
    Number(last.slice(0, -3)) * 12 + Number(last.slice(-2)) <=
    Number(bound.slice(0, 4)) * 12 + Number(bound.slice(5))
  )
    return;
  throw ApiError.invalidInput([
    {
      path: '/startDate',
      code: 'maximum',
      message: `puts the last payment in ${last}, after ${bound}: every payment must fall by ${bound}`,
    },
  ]);
}

function summary(p: Payoff, debts: readonly DebtCents[], start: string | undefined): Summary {
  return {
    monthsToDebtFree: p.months,
    ...(start === undefined ? {} : { payoffDate: monthOf(start, Math.max(p.months, 1)) }),
    totalInterest: fromCents(p.totalInterestC),
    totalPaid: fromCents(p.totalPaidC),
    payoffOrder: p.order.map((i) => ({
      name: debts[i]!.name,
      month: p.clearedMonth[i]!,
      ...(start === undefined
        ? {}
        : { payoffDate: p.clearedMonth[i] === 0 ? null : monthOf(start, p.clearedMonth[i]!) }),
      interestPaid: fromCents(p.interestC[i]!),
      totalPaid: fromCents(p.paidC[i]!),
    })),
  };
}

const STRATEGY_RULE: Record<Strategy, string> = {
  avalanche: 'the highest-APR debt first (avalanche; equal APRs in input order)',
  snowball: "the smallest debt first (snowball, ordered by today's balances; equal balances in input order)",
};

function payoffAssumptions(strategy: Strategy, budgetC: number, requiredC: number): string[] {
  return [
    'Interest charged monthly at APR / 12 on each balance, rounded to cents; payments at each month end; no new charges',
    `Every minimum payment is made (or the whole balance when smaller); the other ${formatCents(budgetC - requiredC)} of the ${formatCents(budgetC)} budget ` +
      `in month 1 goes to ${STRATEGY_RULE[strategy]}`,
    'Money freed when a debt is paid off goes to the next debt in the same month',
  ];
}

/** Minimums that do not cover interest, empty debts, and a strategy (`failed`) that does not pay off. */
function payoffWarnings(debts: readonly DebtCents[], failed: Strategy | undefined, strategy: Strategy): string[] {
  const warnings: string[] = [];
  for (const d of debts) {
    const interestC = monthlyInterestCents(d.balanceC, d.rate / 1200);
    if (d.minPaymentC < interestC) {
      warnings.push(
        `Minimum payment on '${d.name}' (${formatCents(d.minPaymentC)}) does not cover its monthly interest (${formatCents(interestC)}): paying only the minimum, its balance would grow`,
      );
    }
    if (d.balanceC === 0) warnings.push(`'${d.name}' has no balance: it is listed as paid off in month 0`);
  }
  if (failed)
    warnings.push(`The ${failed} strategy would not pay these debts off within 100 years; only ${strategy} does`);
  return warnings;
}

/** One schedule row over months [from, to) (0-based, `to` exclusive), summed per debt in integer cents. */
function periodRow(t: PayoffTrack, n: number, from: number, to: number) {
  const last = (to - 1) * n;
  const payments = new Array<number>(n);
  const balances = new Array<number>(n);
  let paymentC = 0;
  let interestC = 0;
  let balanceC = 0;
  for (let i = 0; i < n; i++) {
    let p = 0;
    for (let m = from; m < to; m++) {
      p += t.paymentC[m * n + i]!;
      interestC += t.interestC[m * n + i]!;
    }
    const b = t.balanceC[last + i]!;
    paymentC += p;
    balanceC += b;
    payments[i] = fromCents(p);
    balances[i] = fromCents(b);
  }
  return {
    payment: fromCents(paymentC),
    interest: fromCents(interestC),
    balance: fromCents(balanceC),
    payments,
    balances,
  };
}

/** Monthly rows; each carries its month (YYYY-MM) when the plan has a `start`. */
function monthlyRows(t: PayoffTrack, months: number, n: number, start: string | undefined): MonthlyRow[] {
  return Array.from({ length: months }, (_, m) => ({
    month: m + 1,
    ...(start === undefined ? {} : { date: monthOf(start, m + 1) }),
    ...periodRow(t, n, m, m + 1),
  }));
}

/** Rows of twelve months from the first payment; each carries its first and last month when the plan has a `start`. */
function yearlyRows(t: PayoffTrack, months: number, n: number, start: string | undefined): YearlyRow[] {
  return Array.from({ length: Math.ceil(months / 12) }, (_, y) => {
    const end = Math.min(months, y * 12 + 12);
    return {
      year: y + 1,
      ...(start === undefined ? {} : { fromMonth: monthOf(start, y * 12 + 1), toMonth: monthOf(start, end) }),
      ...periodRow(t, n, y * 12, end),
    };
  });
}

export const debtPayoffCalculator = defineCalculator<DebtPayoffInput, DebtPayoffResult>('debt-payoff-calculator', {
  parts: debtPayoffParts,
  schemas: debtPayoffSchemas,
  compute(input) {
    const debts = debtsInCents(input);
    const budgetC = input.monthlyBudget;
    const requiredC = firstMonthRequiredCents(debts);
    if (budgetC < requiredC)
      throw budgetTooSmall(
        budgetC,
        requiredC,
        debts.reduce((s, d) => s + d.minPaymentC, 0),
      );

    const strategy = input.strategy;
    const other: Strategy = strategy === 'avalanche' ? 'snowball' : 'avalanche';
    const chosen = simulatePayoff(debts, budgetC, strategy, input.schedule !== 'none');
    if (chosen.status !== 'paid_off') throw notPaidOffError(chosen, debts);
    const alternative = simulatePayoff(debts, budgetC, other, false);
    const payoffs = { [strategy]: chosen, [other]: alternative } as Record<Strategy, Payoff>;
    const start = input.startDate;
    const shown = (p: Payoff) => (p.status === 'paid_off' ? summary(p, debts, start) : null);
    const bothPaidOff = alternative.status === 'paid_off';
    if (start !== undefined) checkLastMonth(start, Math.max(chosen.months, bothPaidOff ? alternative.months : 0));
    const chosenSummary = summary(chosen, debts, start);

    const totalDebtC = debts.reduce((s, d) => s + d.balanceC, 0);
    const schedule = input.schedule;
    return {
      result: {
        strategy,
        monthsToDebtFree: chosenSummary.monthsToDebtFree,
        ...(chosenSummary.payoffDate === undefined ? {} : { payoffDate: chosenSummary.payoffDate }),
        totalDebt: fromCents(totalDebtC),
        totalInterest: chosenSummary.totalInterest,
        totalPaid: chosenSummary.totalPaid,
        payoffOrder: chosenSummary.payoffOrder,
        comparison: {
          avalanche: strategy === 'avalanche' ? chosenSummary : shown(payoffs.avalanche),
          snowball: strategy === 'snowball' ? chosenSummary : shown(payoffs.snowball),
          interestSavedByAvalanche: bothPaidOff
            ? fromCents(payoffs.snowball.totalInterestC - payoffs.avalanche.totalInterestC)
            : null,
        },
        ...(chosen.track && schedule === 'monthly'
          ? { schedule: monthlyRows(chosen.track, chosen.months, debts.length, start) }
          : {}),
        ...(chosen.track && schedule !== 'none'
          ? { yearlySchedule: yearlyRows(chosen.track, chosen.months, debts.length, start) }
          : {}),
      },
      assumptions: [
        ...payoffAssumptions(strategy, budgetC, requiredC),
        ...(start === undefined ? [] : [`First payment in ${start}; a payoff date is the month of the last payment`]),
      ],
      warnings: payoffWarnings(debts, bothPaidOff ? undefined : other, strategy),
    };
  },
});
