/**
 * Nominal and real (today's dollars) value of an investment. The initial investment compounds
 * annually at r: P·(1+r)^t with t = n/12, n = round(years × 12); contributions at each month end grow
 * at the equivalent monthly rate j = (1+r)^(1/12) − 1. Real values divide by (1+π)^t, and the real
 * return is the Fisher rate (1+r)/(1+π) − 1, never r − π. The return may be negative (a loss).
 */
import {
  investmentReturnSchemas,
  MIN_INFLATION_PCT,
  type InvestmentReturnInput,
  type InvestmentReturnResult,
} from '../schemas/investment-return-calculator';
import type { BenchmarkValue, CalcContext } from './define';
import { defineCalculator } from './define';
import { precisionWarnings } from './exact-cents';
import { growthSchedule, totals, trackGrowth, type GrowthRow } from './growth-schedule';
import { fromCents, roundPct, roundTo, toCents } from './money';
import { fvAnnuityFactor } from './tvm';
import { investmentReturnParts } from './investment-return-parts';

/** Used only when the caller gives no rate and no CPI figure is available: a round long-run US CPI average. */
export const FALLBACK_INFLATION_PCT = 3;

interface InflationChoice {
  pct: number;
  assumption: string;
  warning?: string;
  meta?: Record<string, string | null>;
  /** The CPI observation date, when the CPI figure was used. */
  asOf?: string;
}

function usableBenchmark(b: BenchmarkValue | undefined): b is BenchmarkValue {
  return b !== undefined && Number.isFinite(b.value) && b.value >= MIN_INFLATION_PCT && b.value <= 100;
}

/** The inflation rate: supplied, else the CPI benchmark (named stale when it is), else the stated default. */
function chooseInflation(supplied: number | undefined, context: CalcContext): InflationChoice {
  if (supplied !== undefined) return { pct: supplied, assumption: `Inflation ${supplied}%/yr (supplied)` };
  const cpi = context.inflation;
  if (usableBenchmark(cpi)) {
    const meta = { inflation_source: cpi.source, inflation_as_of: cpi.asOf };
    if (cpi.stale) {
      return {
        pct: cpi.value,
        asOf: cpi.asOf,
        assumption:
          `Inflation ${cpi.value}%/yr: the latest 12-month US CPI inflation in the rates store, as of ${cpi.asOf} (source ${cpi.source}), ` +
          'which is stale (older than a monthly figure should be), used because no inflationRate was given',
        warning: `The CPI inflation figure used (${cpi.value}%, as of ${cpi.asOf}) is stale: newer figures could not be fetched; pass inflationRate to use your own`,
        meta,
      };
    }
    return {
      pct: cpi.value,
      asOf: cpi.asOf,
      assumption: `Inflation ${cpi.value}%/yr: the current 12-month US CPI inflation (as of ${cpi.asOf}, source ${cpi.source}), used because no inflationRate was given`,
      meta,
    };
  }
  return {
    pct: FALLBACK_INFLATION_PCT,
    assumption: `Inflation ${FALLBACK_INFLATION_PCT}%/yr (stated default, a round long-run average of US CPI inflation)`,
    warning: `No CPI inflation figure was available: inflation assumed at ${FALLBACK_INFLATION_PCT}%/yr; pass inflationRate to use your own`,
    meta: { inflation_source: 'default', inflation_as_of: null },
  };
}

/** The nominal track in integer cents and the real (deflated) value of month k. */
function simulateInvestment(input: InvestmentReturnInput, inflationPct: number) {
  const n = Math.round(input.years * 12);
  const initialC = input.initialInvestment;
  const contributionC = input.monthlyContribution;
  const logGrowth = Math.log1p(input.annualReturn / 100) / 12; // per month
  const j = Math.expm1(logGrowth);
  const logInflation = Math.log1p(inflationPct / 100) / 12;
  const nominal = (k: number) =>
    fromCents(initialC) * Math.exp(k * logGrowth) + fromCents(contributionC) * fvAnnuityFactor(j, k);
  const realC = (k: number) => toCents(nominal(k) / Math.exp(k * logInflation));
  const track = trackGrowth(n, (k) => initialC + k * contributionC, nominal, input.annualReturn);
  const futureC = track.contributedC[n]! + track.interestC[n]!;
  return {
    n,
    j,
    contributionC,
    track,
    realC,
    futureC,
    finalRealC: realC(n),
    realReturnPct: ((1 + input.annualReturn / 100) / (1 + inflationPct / 100) - 1) * 100,
  };
}

type Investment = ReturnType<typeof simulateInvestment>;

function investmentAssumptions(input: InvestmentReturnInput, s: Investment, inflation: InflationChoice): string[] {
  return [
    `${input.annualReturn}%/yr compounded annually on the initial investment over ${s.n} months (${roundTo(s.n / 12, 4)} years)`,
    ...(s.contributionC > 0
      ? [
          `${s.n} monthly contributions at the end of each month, growing at the equivalent monthly rate (1 + ${input.annualReturn}%)^(1/12) − 1 = ${roundTo(s.j * 100, 6)}%`,
        ]
      : []),
    inflation.assumption,
    `Real values in today's dollars: divided by (1 + inflation)^years; real return by the Fisher equation (1 + r)/(1 + π) − 1`,
  ];
}

function investmentWarnings(input: InvestmentReturnInput, s: Investment, inflation: InflationChoice): string[] {
  const warnings: string[] = [];
  if (inflation.warning) warnings.push(inflation.warning);
  warnings.push(...precisionWarnings(fromCents(Math.max(s.futureC, s.finalRealC))));
  if (input.annualReturn < 0) {
    warnings.push(
      `The expected return is a loss of ${-input.annualReturn}% a year: the investment is worth less than what was put in`,
    );
  } else if (s.realReturnPct < 0) {
    warnings.push(
      `Inflation (${inflation.pct}%) is higher than the return (${input.annualReturn}%): the investment loses purchasing power, ` +
        `a real return of ${roundPct(s.realReturnPct)}%/yr`,
    );
  }
  return warnings;
}

/** A schedule row: this period's contributions, money put in to date, nominal and real value at its end. */
function values(realC: (k: number) => number, r: GrowthRow) {
  return {
    contributions: r.contributed,
    totalContributions: r.totalContributed,
    nominalValue: r.balance,
    realValue: fromCents(realC(r.to)),
  };
}

export const investmentReturnCalculator = defineCalculator<InvestmentReturnInput, InvestmentReturnResult>(
  'investment-return-calculator',
  {
    schemas: investmentReturnSchemas,
    parts: investmentReturnParts,
    usesLiveData: true,
    compute(input, context) {
      const inflation = chooseInflation(input.inflationRate, context);
      const s = simulateInvestment(input, inflation.pct);
      const total = totals(s.track);
      return {
        result: {
          futureValue: total.balance,
          realFutureValue: fromCents(s.finalRealC),
          totalContributions: total.totalContributed,
          totalGrowth: total.totalInterest,
          realAnnualReturn: roundPct(s.realReturnPct),
          purchasingPowerLost: fromCents(s.futureC - s.finalRealC),
          inflationRate: inflation.pct,
          ...growthSchedule(
            s.track,
            input.schedule,
            (r) => ({ month: r.index, ...values(s.realC, r) }),
            (r) => ({ year: r.index, ...values(s.realC, r) }),
          ),
        },
        assumptions: investmentAssumptions(input, s, inflation),
        warnings: investmentWarnings(input, s, inflation),
        ...(inflation.meta ? { meta: inflation.meta } : {}),
        ...(inflation.asOf === undefined ? {} : { ratesUsed: [inflation.asOf] }),
      };
    },
  },
);
