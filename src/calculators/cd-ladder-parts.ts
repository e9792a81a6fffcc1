/** What the surfaces need of the CD ladder calculator (parts.ts). */
import type { CdLadderInput, CdLadderResult } from '../schemas/cd-ladder-calculator';
import { hbar, numOf, rowsOf } from './chart-data';
import { seriesCells } from './estimate';
import type { CalculatorParts } from './parts';

export const cdLadderParts: CalculatorParts<CdLadderInput, CdLadderResult> = {
  percentInputs: { suspect: ['annualRate', 'rungRates[]'], plausible: [] },
  termInputs: [],
  estimate: seriesCells,
  summary: (r, _i, f) =>
    `The ladder matures to ${f.usd(r.totalMaturityValue)} (interest ${f.usd(r.totalInterest)} at a blended ${f.pct(r.blendedRate)} APY; ` +
    `longest rung ${f.plural(f.num(r.longestTermMonths), 'month')})`,
  view: {
    headline: ['totalMaturityValue'],
    figures: ['totalInterest', 'blendedRate', 'averageTermMonths', 'longestTermMonths'],
    labels: { blendedRate: 'Blended APY' },
    benchmarks: { annualRate: () => 'hysa_apy' },
  },
  charts: (r, _i, _s, f) => [
    hbar(
      'What each CD pays at maturity',
      'Each rung of the ladder: the amount deposited and the interest it earns by maturity.',
      rowsOf(r.rungs).map((rung) => ({
        label: `${numOf(rung.termMonths) ?? '?'}-month CD`,
        segments: [
          { name: 'Deposit', value: numOf(rung.amount) ?? 0, tone: 1 },
          { name: 'Interest', value: numOf(rung.interest) ?? 0, tone: 3 },
        ],
        note: `${f.dollars(numOf(rung.maturityValue) ?? 0)} at ${f.percent(numOf(rung.rate) ?? 0)}`,
      })),
    ),
  ],
};
