/** What the surfaces need of the rent-vs-buy calculator (parts.ts). */
import type { RentVsBuyInput, RentVsBuyResult } from '../schemas/rent-vs-buy-calculator';
import { byYear, column, last, rowsOf } from './chart-data';
import { seriesCells } from './estimate';
import { mortgageBenchmark } from './loan-parts';
import type { CalculatorParts } from './parts';

export const rentVsBuyParts: CalculatorParts<RentVsBuyInput, RentVsBuyResult> = {
  percentInputs: {
    suspect: ['downPaymentPct', 'mortgageRate', 'investmentReturnRate'],
    // Flat prices and rents (0–1 %/yr) are a real scenario; tax, upkeep, PMI and transaction costs can sit under 1 %.
    plausible: [
      'homeAppreciationRate',
      'rentIncreaseRate',
      'propertyTaxRate',
      'maintenanceRate',
      'closingCostPct',
      'sellingCostPct',
      'pmiRate',
    ],
  },
  termInputs: ['loanTermYears'],
  estimate: seriesCells,
  summary: (r, inputs, f) => {
    const advantage = f.num(r.netAdvantageOfBuying);
    const years = typeof inputs.yearsToAnalyze === 'number' ? ` after ${f.plural(inputs.yearsToAnalyze, 'year')}` : '';
    const lead = advantage >= 0 ? 'Buying' : 'Renting';
    const breakEven =
      typeof r.breakEvenYear === 'number'
        ? `buying breaks even in year ${r.breakEvenYear}`
        : 'buying does not break even in the period';
    return (
      `${lead} comes out ${f.dollars(Math.abs(advantage), false)} ahead${years} (${breakEven}; ` +
      `cost of buying ${f.usd(r.totalCostOfBuying)}, of renting ${f.usd(r.totalCostOfRenting)}; mortgage payment ${f.usd(r.monthlyMortgagePayment)}/month)`
    );
  },
  view: {
    headline: ['netAdvantageOfBuying'],
    figures: ['recommendation', 'breakEvenYear', 'totalCostOfBuying', 'totalCostOfRenting', 'monthlyMortgagePayment'],
    benchmarks: { mortgageRate: mortgageBenchmark('loanTermYears') },
  },
  charts: (r, _i, _s, f) => {
    const rs = rowsOf(r.yearlySchedule);
    const [buy, rent] = [column(rs, (y) => y.buyerNetPosition), column(rs, (y) => y.renterNetPosition)];
    if (!buy || !rent) return [];
    return [
      byYear(
        rs,
        'Net position by year: buying vs renting',
        `After ${rs.length} years the buyer's net position is ${f.dollars(last(buy))} and the renter's ${f.dollars(last(rent))}.`,
        {
          bars: [],
          lines: [
            { name: 'Buying: equity + investments', values: buy, tone: 1 },
            { name: 'Renting: investments', values: rent, tone: 2 },
          ],
        },
      ),
    ];
  },
};
