/**
 * SIP (systematic investment plan): a fixed instalment at the START of every month (annuity-due),
 * i = annualReturn / 1200, n = round(years × 12): FV = M·((1+i)^n − 1)/i·(1+i).
 * With a step-up s, the instalment is constant within a year and is M·(1+s)^(y−1) in year y
 * (rounded to the cent: the amount actually debited); each year's instalments are an annuity-due
 * and the value carried into the next year keeps compounding at i.
 */
import { sipSchemas, type SipInput, type SipResult } from '../schemas/sip-calculator';
import { defineGrowthCalculator, trackGrowth } from './growth-schedule';
import { fromCents, toCents } from './money';
import { fvAnnuityFactor, growth } from './tvm';
import { sipParts } from './sip-parts';

interface PlanYear {
  /** Month index at the start of the year (0, 12, 24, …). */
  startMonth: number;
  months: number;
  /** Instalment M·(1+s)^(y−1) rounded to the cent (the amount actually debited), integer cents. */
  instalmentC: number;
  /** Value carried in from the previous year (unrounded), dollars. */
  startValue: number;
}

/** The plan year by year; values stay unrounded (rounding to cents happens once, on the month-end values). */
function planYears(firstInstalmentC: number, stepUp: number, i: number, n: number): PlanYear[] {
  const years: PlanYear[] = [];
  let value = 0;
  for (let startMonth = 0, y = 0; startMonth < n; startMonth += 12, y++) {
    const months = Math.min(12, n - startMonth);
    const instalmentC = y === 0 ? firstInstalmentC : toCents(fromCents(firstInstalmentC) * growth(stepUp, y));
    years.push({ startMonth, months, instalmentC, startValue: value });
    value = value * growth(i, months) + fromCents(instalmentC) * fvAnnuityFactor(i, months) * (1 + i);
  }
  return years;
}

/** The plan's years and its month-end values in integer cents (closed form per year, rounded once per month). */
function simulateSip(input: SipInput) {
  const n = Math.round(input.years * 12);
  const i = input.annualReturn / 1200;
  const years = planYears(input.monthlyAmount, input.stepUpPercent / 100, i, n);
  // Instalments in cents and invested-to-date at the start of each year, exact in integer cents.
  const instalmentC = years.map((y) => y.instalmentC);
  const investedBeforeC: number[] = [];
  let investedC = 0;
  years.forEach((y, idx) => {
    investedBeforeC.push(investedC);
    investedC += y.months * instalmentC[idx]!;
  });
  const yearOf = (k: number) => Math.floor((k - 1) / 12);
  const track = trackGrowth(
    n,
    (k) => (k === 0 ? 0 : investedBeforeC[yearOf(k)]! + (k - 12 * yearOf(k)) * instalmentC[yearOf(k)]!),
    (k) => {
      if (k === 0) return 0;
      const y = years[yearOf(k)]!;
      const t = k - y.startMonth;
      return y.startValue * growth(i, t) + fromCents(y.instalmentC) * fvAnnuityFactor(i, t) * (1 + i);
    },
    input.annualReturn,
  );
  return { n, years, instalmentC, track };
}

type Sip = ReturnType<typeof simulateSip>;

function sipAssumptions(input: SipInput, s: Sip): string[] {
  const { instalmentC } = s;
  return [
    `${s.n} monthly instalments at the start of each month (annuity-due), growing at ${input.annualReturn}% / 12 a month`,
    input.stepUpPercent > 0
      ? `Instalment raised by ${input.stepUpPercent}% at the start of each new year (${fromCents(instalmentC[0]!).toFixed(2)} in year 1, ` +
        `${fromCents(instalmentC[instalmentC.length - 1]!).toFixed(2)} in year ${instalmentC.length}), each rounded to the cent`
      : 'No annual step-up: the same instalment every month',
    'Returns are an assumed constant rate, not a forecast; values rounded to cents at each month end',
  ];
}

function lossWarnings(input: SipInput): string[] {
  return input.annualReturn < 0
    ? [
        `The expected return is a loss of ${-input.annualReturn}% a year: the plan ends worth less than what was invested`,
      ]
    : [];
}

export const sipCalculator = defineGrowthCalculator<SipInput, SipResult, Sip>('sip-calculator', {
  schemas: sipSchemas,
  parts: sipParts,
  simulate: simulateSip,
  monthRow: (r) => ({ month: r.index, instalment: r.contributed, invested: r.totalContributed, value: r.balance }),
  yearRow: (r, s) => ({
    year: r.index,
    monthlyAmount: fromCents(s.instalmentC[r.index - 1]!),
    invested: r.totalContributed,
    value: r.balance,
    estimatedReturns: r.totalInterest,
  }),
  result: (s, total) => ({
    futureValue: total.balance,
    totalInvested: total.totalContributed,
    estimatedReturns: total.totalInterest,
    numberOfInstalments: s.n,
    finalMonthlyAmount: fromCents(s.instalmentC[s.instalmentC.length - 1]!),
  }),
  assumptions: sipAssumptions,
  warnings: lossWarnings,
});
