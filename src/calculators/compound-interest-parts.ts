/** What the surfaces need of the compound interest calculator (parts.ts). */
import type { CompoundInterestInput, CompoundInterestResult } from '../schemas/compound-interest-calculator';
import { column, growth, rowsOf, sumFrom } from './chart-data';
import { seriesCells } from './estimate';
import type { CalculatorParts } from './parts';

export const compoundInterestParts: CalculatorParts<CompoundInterestInput, CompoundInterestResult> = {
  percentInputs: { suspect: ['annualRate'], plausible: [] },
  termInputs: [],
  estimate: seriesCells,
  summary: (r, i, f) =>
    `Future value ${f.usd(r.futureValue)}${typeof i.years === 'number' ? ` after ${f.plural(i.years, 'year')}` : ''} ` +
    `(contributions ${f.usd(r.totalContributions)}, interest ${f.usd(r.totalInterest)}, effective annual yield ${f.pct(r.effectiveAnnualRate)})`,
  view: {
    headline: ['futureValue'],
    figures: ['totalContributions', 'totalInterest', 'effectiveAnnualRate'],
    labels: { effectiveAnnualRate: 'Effective annual yield (APY)' },
    benchmarks: { annualRate: () => 'hysa_apy' },
  },
  charts: (r, i) => {
    const rs = rowsOf(r.yearlySchedule);
    return [
      growth(
        rs,
        sumFrom(
          typeof i.principal === 'number' ? i.principal : 0,
          column(rs, (y) => y.contributions),
        ),
        column(rs, (y) => y.balance),
      ),
    ];
  },
};
