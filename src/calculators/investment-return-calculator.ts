/**
 * Nominal and real (today's dollars) value of an investment. The initial investment compounds
 * annually at r: P·(1+r)^t with t = n/12, n = round(years × 12); contributions at each month end grow
 * at the equivalent monthly rate j = (1+r)^(1/12) − 1. Real values divide by (1+π)^t, and the real
 * return is the Fisher rate (1+r)/(1+π) − 1, never r − π (DESIGN.md §6).
 */
import {
  investmentReturnInputSchema,
  investmentReturnOutputSchema,
  MIN_INFLATION_PCT,
  type InvestmentReturnInput,
  type InvestmentReturnResult,
} from '../schemas/investment-return-calculator';
import type { BenchmarkValue, CalcContext } from './define';
import { defineCalculator } from './define';
import { inputCents, precisionWarning } from './exact-cents';
import { monthlyPeriods, trackGrowth, yearlyPeriods, type GrowthPeriod } from './growth-schedule';
import { fromCents, roundTo, toCents } from './money';
import { fvAnnuityFactor } from './tvm';

/** Used only when the caller gives no rate and no current CPI figure is available: a round long-run US CPI average. */
export const FALLBACK_INFLATION_PCT = 3;

interface InflationChoice {
  pct: number;
  assumption: string;
  warning?: string;
  meta?: Record<string, string | null>;
}

function usableBenchmark(b: BenchmarkValue | undefined): b is BenchmarkValue {
  return b !== undefined && Number.isFinite(b.value) && b.value >= MIN_INFLATION_PCT && b.value <= 100;
}

function chooseInflation(supplied: number | undefined, context: CalcContext): InflationChoice {
  if (supplied !== undefined) return { pct: supplied, assumption: `Inflation ${supplied}%/yr (supplied)` };
  const cpi = context.inflation;
  if (usableBenchmark(cpi)) {
    return {
      pct: cpi.value,
      assumption: `Inflation ${cpi.value}%/yr: the current 12-month US CPI inflation (as of ${cpi.asOf}, source ${cpi.source}), used because no inflationRate was given`,
      meta: { inflation_source: cpi.source, inflation_as_of: cpi.asOf },
    };
  }
  return {
    pct: FALLBACK_INFLATION_PCT,
    assumption: `Inflation ${FALLBACK_INFLATION_PCT}%/yr (stated default, a round long-run average of US CPI inflation)`,
    warning: `No current CPI inflation figure was available: inflation assumed at ${FALLBACK_INFLATION_PCT}%/yr; pass inflationRate to use your own`,
    meta: { inflation_source: 'default', inflation_as_of: null },
  };
}

export const investmentReturnCalculator = defineCalculator<InvestmentReturnInput, InvestmentReturnResult>({
  slug: 'investment-return-calculator',
  name: 'Investment Return Calculator',
  category: 'investing',
  description:
    'Nominal and inflation-adjusted (real) future value of an investment with optional monthly contributions, the real annual ' +
    'return by the Fisher equation, and the purchasing power lost to inflation. Uses current CPI inflation unless a rate is given.',
  input: investmentReturnInputSchema,
  output: investmentReturnOutputSchema,
  example: { initialInvestment: 10000, monthlyContribution: 200, annualReturn: 7, years: 20, schedule: 'yearly' },
  usesLiveData: true,
  compute(input, context) {
    const assumptions: string[] = [];
    const warnings: string[] = [];
    const initialC = inputCents(input.initialInvestment, 'Initial investment', assumptions);
    const contributionC = inputCents(input.monthlyContribution, 'Monthly contribution', assumptions);
    const n = Math.round(input.years * 12);
    const r = input.annualReturn / 100;
    const inflation = chooseInflation(input.inflationRate, context);
    const pi = inflation.pct / 100;

    const logGrowth = Math.log1p(r) / 12; // per month
    const j = Math.expm1(logGrowth);
    const logInflation = Math.log1p(pi) / 12;
    const initial = fromCents(initialC);
    const contribution = fromCents(contributionC);
    const nominal = (k: number) => initial * Math.exp(k * logGrowth) + contribution * fvAnnuityFactor(j, k);
    const real = (k: number) => nominal(k) / Math.exp(k * logInflation);

    const track = trackGrowth(n, (k) => initialC + k * contributionC, nominal);
    const row = (p: GrowthPeriod) => ({
      contributions: fromCents(track.contributedC[p.to]!),
      nominalValue: fromCents(p.balanceC),
      realValue: fromCents(toCents(real(p.to))),
    });

    const futureC = track.contributedC[n]! + track.interestC[n]!;
    const realC = toCents(real(n));
    const realReturnPct = ((1 + r) / (1 + pi) - 1) * 100;

    assumptions.push(
      `${input.annualReturn}%/yr compounded annually on the initial investment over ${n} months (${roundTo(n / 12, 4)} years)`,
      ...(contributionC > 0
        ? [
            `${n} monthly contributions at the end of each month, growing at the equivalent monthly rate (1 + ${input.annualReturn}%)^(1/12) − 1 = ${roundTo(j * 100, 6)}%`,
          ]
        : []),
      inflation.assumption,
      `Real values in today's dollars: divided by (1 + inflation)^years; real return by the Fisher equation (1 + r)/(1 + π) − 1`,
    );
    if (inflation.warning) warnings.push(inflation.warning);
    const warning = precisionWarning(fromCents(Math.max(futureC, realC)));
    if (warning) warnings.push(warning);
    if (realReturnPct < 0) {
      warnings.push(
        `Inflation (${inflation.pct}%) is higher than the return (${input.annualReturn}%): the investment loses purchasing power, ` +
          `a real return of ${roundTo(realReturnPct, 2)}%/yr`,
      );
    }

    const schedule = input.schedule;
    return {
      result: {
        futureValue: fromCents(futureC),
        realFutureValue: fromCents(realC),
        totalContributions: fromCents(track.contributedC[n]!),
        totalGrowth: fromCents(track.interestC[n]!),
        realAnnualReturn: roundTo(realReturnPct, 4),
        purchasingPowerLost: fromCents(futureC - realC),
        inflationRate: inflation.pct,
        ...(schedule === 'monthly' ? { schedule: monthlyPeriods(track).map((p) => ({ month: p.to, ...row(p) })) } : {}),
        ...(schedule !== 'none' ? { yearlySchedule: yearlyPeriods(track).map((p, y) => ({ year: y + 1, ...row(p) })) } : {}),
      },
      assumptions,
      warnings,
      ...(inflation.meta ? { meta: inflation.meta } : {}),
    };
  },
});
