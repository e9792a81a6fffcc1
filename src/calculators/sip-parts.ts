/** What the surfaces need of the SIP calculator (parts.ts). */
import type { SipInput, SipResult } from '../schemas/sip-calculator';
import { column, growth, rowsOf } from './chart-data';
import { seriesCells } from './estimate';
import type { CalculatorParts } from './parts';

export const sipParts: CalculatorParts<SipInput, SipResult> = {
  percentInputs: { suspect: ['annualReturn', 'stepUpPercent'], plausible: [] },
  termInputs: [],
  estimate: seriesCells,
  summary: (r, i, f) =>
    `Future value ${f.usd(r.futureValue)}${typeof i.years === 'number' ? ` after ${f.plural(i.years, 'year')}` : ''} ` +
    `(invested ${f.usd(r.totalInvested)}, estimated returns ${f.usd(r.estimatedReturns)}, last instalment ${f.usd(r.finalMonthlyAmount)})`,
  view: {
    headline: ['futureValue'],
    figures: ['totalInvested', 'estimatedReturns', 'finalMonthlyAmount'],
  },
  charts: (r) => {
    const rs = rowsOf(r.yearlySchedule);
    return [
      growth(
        rs,
        column(rs, (y) => y.invested),
        column(rs, (y) => y.value),
      ),
    ];
  },
};
