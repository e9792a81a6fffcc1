/** What the surfaces need of the investment return calculator (parts.ts). */
import type { InvestmentReturnInput, InvestmentReturnResult } from '../schemas/investment-return-calculator';
import { column, growth, rowsOf } from './chart-data';
import { seriesCells } from './estimate';
import type { CalculatorParts } from './parts';

export const investmentReturnParts: CalculatorParts<InvestmentReturnInput, InvestmentReturnResult> = {
  percentInputs: { suspect: ['annualReturn', 'inflationRate'], plausible: [] },
  termInputs: [],
  estimate: seriesCells,
  summary: (r, i, f) =>
    `Future value ${f.usd(r.futureValue)}${typeof i.years === 'number' ? ` after ${f.plural(i.years, 'year')}` : ''}, ` +
    `${f.usd(r.realFutureValue)} in today's dollars at ${f.pct(r.inflationRate)} inflation ` +
    `(contributions ${f.usd(r.totalContributions)}, growth ${f.usd(r.totalGrowth)})`,
  view: {
    headline: ['futureValue'],
    figures: ['realFutureValue', 'realAnnualReturn', 'totalContributions', 'totalGrowth', 'inflationRate'],
    labels: { realFutureValue: "Future value in today's dollars" },
    benchmarks: { inflationRate: () => 'cpi_inflation' },
  },
  charts: (r) => {
    const rs = rowsOf(r.yearlySchedule);
    const real = column(rs, (y) => y.realValue);
    return [
      // Money put in to date (a running total, initial investment included); rows' `contributions` is the year's.
      growth(
        rs,
        column(rs, (y) => y.totalContributions),
        column(rs, (y) => y.nominalValue),
        real ? [{ name: "Value in today's dollars", values: real, tone: 5 }] : [],
      ),
    ];
  },
};
