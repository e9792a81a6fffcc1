/** What the surfaces need of the debt payoff calculator (parts.ts). */
import type { DebtPayoffInput, DebtPayoffResult } from '../schemas/debt-payoff-calculator';
import type { Chart, Tone } from './chart-model';
import { column, rowsOf } from './chart-data';
import { debtPayoffCells } from './estimate';
import type { CalculatorParts } from './parts';

/** Total balance month by month under both strategies (the page's two series). */
function strategies(series: Readonly<Partial<Record<string, DebtPayoffResult>>>): Chart | undefined {
  const lines = (['avalanche', 'snowball'] as const).flatMap((name, k) => {
    const balance = column(rowsOf(series[name]?.schedule), (m) => m.balance);
    return balance
      ? [{ name: name === 'avalanche' ? 'Avalanche' : 'Snowball', values: balance, tone: (k === 0 ? 1 : 2) as Tone }]
      : [];
  });
  if (lines.length === 0) return undefined;
  const months = Math.max(...lines.map((l) => l.values.length));
  const padded = lines.map((l) => ({ ...l, values: Array.from({ length: months }, (_, i) => l.values[i] ?? 0) }));
  return {
    kind: 'xy',
    title: 'Total balance by month: avalanche vs snowball',
    summary: `${lines.map((l) => `${l.name} is debt-free after ${l.values.length} months`).join('; ')}.`,
    xName: 'Month',
    x: Array.from({ length: months }, (_, i) => i + 1),
    bars: [],
    lines: padded,
  };
}

export const debtPayoffParts: CalculatorParts<DebtPayoffInput, DebtPayoffResult> = {
  percentInputs: { suspect: ['debts[].rate'], plausible: [] },
  termInputs: [],
  estimate: debtPayoffCells,
  summary: (r, _i, f) => {
    const saved = r.comparison?.interestSavedByAvalanche;
    const versus =
      typeof saved === 'number' && saved !== 0
        ? `; avalanche ${saved > 0 ? 'saves' : 'costs'} ${f.dollars(Math.abs(saved), false)} of interest against snowball`
        : '';
    return (
      `Debt-free in ${f.plural(f.num(r.monthsToDebtFree), 'month')}${typeof r.payoffDate === 'string' ? ` (${r.payoffDate})` : ''} with the ${String(r.strategy)} strategy ` +
      `(interest ${f.usd(r.totalInterest)}, total paid ${f.usd(r.totalPaid)} on ${f.usd(r.totalDebt)} of debt${versus})`
    );
  },
  view: {
    headline: ['monthsToDebtFree'],
    figures: ['totalInterest', 'totalPaid', 'totalDebt', 'strategy'],
    labels: { monthsToDebtFree: 'Debt-free in' },
    series: (input) => ({
      avalanche: { ...input, strategy: 'avalanche', schedule: 'monthly' },
      snowball: { ...input, strategy: 'snowball', schedule: 'monthly' },
    }),
  },
  charts: (_r, _i, series) => [strategies(series)],
};
