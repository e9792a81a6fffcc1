/**
 * Compound interest on an initial deposit plus monthly contributions.
 * n = round(years × 12) contributions; interest compounds m times a year at rate / m. Contributions
 * are monthly whatever the compounding, so they grow at the equivalent monthly rate
 * j = (1 + r/m)^(m/12) − 1 (for monthly compounding j = r/12 exactly): the principal is worth exactly
 * P·(1 + r/m)^(m·t) on every compounding date, and growth between those dates is compound, not simple.
 * FV = P·(1+j)^n + C·((1+j)^n − 1)/j, times (1 + j) on the contributions when they are made at the
 * start of each month (Excel FV with type = 1).
 */
import {
  compoundInterestSchemas,
  type CompoundInterestInput,
  type CompoundInterestResult,
} from '../schemas/compound-interest-calculator';
import { defineGrowthCalculator, paidInRows, trackGrowth } from './growth-schedule';
import { fromCents, roundPct, roundTo } from './money';
import { fvAnnuityFactor } from './tvm';
import { compoundInterestParts } from './compound-interest-parts';

const PERIODS_PER_YEAR = { monthly: 12, quarterly: 4, annually: 1, daily: 365 } as const;

type Frequency = keyof typeof PERIODS_PER_YEAR;

/** log(1 + j) of the monthly rate equivalent to `annualRatePct` compounded `frequency`. */
function monthlyLogGrowth(annualRatePct: number, frequency: Frequency): number {
  const m = PERIODS_PER_YEAR[frequency];
  return (Math.log1p(annualRatePct / 100 / m) * m) / 12;
}

function describeCompounding(rate: number, frequency: Frequency, j: number): string {
  if (frequency === 'monthly') return `Interest compounded monthly at ${rate}% / 12`;
  const m = PERIODS_PER_YEAR[frequency];
  const per = frequency === 'annually' ? `${rate}% a year` : `${rate}% / ${m}`;
  return (
    `Interest compounded ${frequency} at ${per}; monthly contributions grow at the equivalent monthly rate ` +
    `(1 + ${rate}%/${m})^(${m}/12) − 1 = ${roundTo(j * 100, 6)}%, so the balance matches ${frequency} compounding on every compounding date`
  );
}

/** The month-end balances in integer cents (closed form, rounded once per month). */
function simulateCompound(input: CompoundInterestInput) {
  const principalC = input.principal;
  const contributionC = input.monthlyContribution;
  const n = Math.round(input.years * 12);
  const frequency = input.compoundingFrequency;
  const due = input.contributionTiming === 'beginning';
  const logGrowth =
    frequency === 'monthly' ? Math.log1p(input.annualRate / 1200) : monthlyLogGrowth(input.annualRate, frequency);
  const j = frequency === 'monthly' ? input.annualRate / 1200 : Math.expm1(logGrowth);
  const principal = fromCents(principalC);
  const contribution = fromCents(contributionC);
  const balance = (k: number) =>
    principal * Math.exp(k * logGrowth) + contribution * fvAnnuityFactor(j, k) * (due ? 1 + j : 1);
  const track = trackGrowth(n, (k) => principalC + k * contributionC, balance, input.annualRate);
  return { n, j, logGrowth, track };
}

type Compound = ReturnType<typeof simulateCompound>;

function compoundAssumptions(input: CompoundInterestInput, c: Compound): string[] {
  const frequency = input.compoundingFrequency;
  return [
    `${c.n} monthly contributions at the ${input.contributionTiming === 'beginning' ? 'beginning' : 'end'} of each month`,
    describeCompounding(input.annualRate, frequency, c.j),
    'Balances rounded to cents at each month end; yearly rows add up exactly to the totals',
    ...(frequency === 'daily' ? ['Daily compounding uses a 365-day year'] : []),
  ];
}

function lossWarnings(input: CompoundInterestInput): string[] {
  return input.annualRate < 0
    ? [`The rate is a loss of ${-input.annualRate}% a year: the balance ends below what was put in`]
    : [];
}

export const compoundInterestCalculator = defineGrowthCalculator<
  CompoundInterestInput,
  CompoundInterestResult,
  Compound
>('compound-interest-calculator', {
  schemas: compoundInterestSchemas,
  parts: compoundInterestParts,
  simulate: simulateCompound,
  ...paidInRows('contribution', 'contributions'),
  result: (c, total) => ({
    futureValue: total.balance,
    totalContributions: total.totalContributed,
    totalInterest: total.totalInterest,
    numberOfContributions: c.n,
    effectiveAnnualRate: roundPct(Math.expm1(12 * c.logGrowth) * 100),
  }),
  assumptions: compoundAssumptions,
  warnings: lossWarnings,
});
