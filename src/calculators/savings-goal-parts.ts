/** What the surfaces need of the savings goal calculator (parts.ts). */
import type { SavingsGoalInput, SavingsGoalResult } from '../schemas/savings-goal-calculator';
import { column, growth, rowsOf, sumFrom } from './chart-data';
import { seriesCells } from './estimate';
import type { CalculatorParts } from './parts';

export const savingsGoalParts: CalculatorParts<SavingsGoalInput, SavingsGoalResult> = {
  percentInputs: { suspect: ['annualRate'], plausible: [] },
  termInputs: [],
  estimate: seriesCells,
  summary: (r, _i, f) => {
    if (r.goalAlreadyMet === true)
      return `Goal already met: current savings grow to ${f.usd(r.finalBalance)} with no further deposits`;
    return (
      `Save ${f.usd(r.monthlySavings)} a month for ${f.plural(f.num(r.numberOfDeposits), 'month')} ` +
      `(deposits ${f.usd(r.totalDeposits)}, interest ${f.usd(r.interestEarned)}, final balance ${f.usd(r.finalBalance)})`
    );
  },
  view: {
    headline: ['monthlySavings'],
    per: '/month',
    figures: ['totalDeposits', 'interestEarned', 'finalBalance', 'numberOfDeposits'],
    labels: { monthlySavings: 'Save each month' },
    benchmarks: { annualRate: () => 'hysa_apy' },
  },
  charts: (r, i) => {
    const rs = rowsOf(r.yearlySchedule);
    return [
      growth(
        rs,
        sumFrom(
          typeof i.currentSavings === 'number' ? i.currentSavings : 0,
          column(rs, (y) => y.deposits),
        ),
        column(rs, (y) => y.balance),
      ),
    ];
  },
};
