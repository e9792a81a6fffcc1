/** What the surfaces need of the refinance calculator (parts.ts). */
import type { RefinanceInput, RefinanceResult } from '../schemas/refinance-calculator';
import { byYear, column, hbar, last, rowsOf } from './chart-data';
import type { Chart } from './chart-model';
import { longestLoanCells } from './estimate';
import { mortgageBenchmark } from './loan-parts';
import type { CalculatorParts, ChartFormat } from './parts';

/** The cost of both paths by year from the refinance, with the true-cost break-even marked. */
function cumulativeCost(r: RefinanceResult, f: ChartFormat): Chart | undefined {
  const rs = rowsOf(r.yearlySchedule);
  const [keep, refinance] = [column(rs, (y) => y.keepCost), column(rs, (y) => y.refinanceCost)];
  if (!keep || !refinance) return undefined;
  const start = { year: 0 };
  const breakEven = r.breakEvenMonth;
  const chart = byYear(
    [start, ...rs],
    'Cost to date: keeping the loan vs refinancing',
    `Interest to date on the current loan, against the refinance's points and closing costs plus the new loan's interest to date. ` +
      (breakEven === null
        ? `Refinancing never costs less; after ${rs.length} years the costs are ${f.dollars(last(keep))} and ${f.dollars(last(refinance))}.`
        : `Refinancing costs less from month ${breakEven}; after ${rs.length} years the costs are ${f.dollars(last(keep))} and ${f.dollars(last(refinance))}.`),
    {
      bars: [],
      lines: [
        { name: 'Keep the current loan', values: [0, ...keep], tone: 2 },
        { name: 'Refinance', values: [r.totalCosts, ...refinance], tone: 1 },
      ],
    },
  );
  return breakEven === null
    ? chart
    : { ...chart, marks: [{ at: breakEven / 12, label: `Break-even, month ${breakEven}` }] };
}

export const refinanceParts: CalculatorParts<RefinanceInput, RefinanceResult> = {
  percentInputs: {
    suspect: ['currentRate', 'newRate'],
    // Points are bought in fractions of a point (0.5, 0.25 of the loan).
    plausible: ['points'],
  },
  termInputs: ['remainingYears', 'originalTermYears', 'newTenureYears', 'yearsToStay'],
  estimate: longestLoanCells(['remainingYears', 'originalTermYears', 'newTenureYears']),
  summary: (r, _i, f) => {
    const saving = f.num(r.monthlySaving);
    const breakEven =
      typeof r.breakEvenMonth === 'number'
        ? `breaks even in month ${r.breakEvenMonth}${typeof r.simpleBreakEvenMonth === 'number' ? ` (simple break-even ${r.simpleBreakEvenMonth})` : ''}`
        : 'never breaks even';
    const stay = f.num(r.netSavingOverStay);
    return (
      `${r.recommendation === 'refinance' ? 'Refinance' : 'Keep the current loan'}: payment ${f.usd(r.newPayment)} instead of ${f.usd(r.currentPayment)} ` +
      `(${saving >= 0 ? `${f.usd(saving)} less` : `${f.usd(-saving)} more`} a month); the refinance ${breakEven}; ` +
      `over ${f.plural(r.stayMonths, 'month')} it ${stay >= 0 ? `saves ${f.usd(stay)}` : `costs ${f.usd(-stay)} more`}; ` +
      `new loan ${f.usd(r.newLoanAmount)} at APR ${f.num(r.apr).toFixed(3)} %, costs ${f.usd(r.totalCosts)}`
    );
  },
  view: {
    formChoice: {
      name: 'currentLoan',
      label: 'Your current loan',
      options: [
        { value: 'balance', label: 'I know my balance', inputs: ['currentBalance', 'remainingYears'] },
        {
          value: 'original',
          label: 'I know my original loan',
          inputs: ['originalAmount', 'originalTermYears', 'firstPaymentDate', 'asOfDate'],
        },
      ],
    },
    headline: ['monthlySaving'],
    per: '/month',
    figures: [
      'recommendation',
      'breakEvenMonth',
      'simpleBreakEvenMonth',
      'netSavingOverStay',
      'newPayment',
      'currentPayment',
      'apr',
      'totalCosts',
      'netSavingOverLife',
    ],
    labels: {
      monthlySaving: 'Monthly saving',
      reasons: 'Why',
      breakEvenMonth: 'Break-even month (true cost)',
      simpleBreakEvenMonth: 'Break-even month (costs ÷ saving)',
      netSavingOverStay: 'Saving over your stay',
      netSavingOverLife: 'Saving over both loans’ lives',
      newPayment: 'New monthly payment',
      currentPayment: 'Current monthly payment',
      currentPaymentsLeft: 'Payments left on the current loan',
      apr: 'New loan APR',
      currentLoanInterestOverStay: 'Current loan interest over your stay',
      newLoanInterestOverStay: 'New loan interest over your stay',
      keepCost: 'Cost of keeping to date',
      refinanceCost: 'Cost of refinancing to date',
    },
    benchmarks: { newRate: mortgageBenchmark('newTenureYears') },
  },
  charts: (r, _i, _s, f) => [
    cumulativeCost(r, f),
    hbar('Monthly payment', 'Principal and interest a month on the current loan and on the new one.', [
      {
        label: 'Current loan',
        segments: [{ name: 'Payment', value: r.currentPayment, tone: 2 }],
        note: `${f.dollars(r.currentPayment)}, ${r.currentPaymentsLeft} payments left`,
      },
      {
        label: 'New loan',
        segments: [{ name: 'Payment', value: r.newPayment, tone: 1 }],
        note: `${f.dollars(r.newPayment)}, ${r.newPayments} payments`,
      },
    ]),
  ],
};
