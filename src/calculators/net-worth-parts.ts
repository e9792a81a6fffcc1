/** What the surfaces need of the net worth calculator (parts.ts). */
import type { NetWorthInput, NetWorthResult } from '../schemas/net-worth-calculator';
import type { Tone } from './chart-model';
import { hbar, numOf, rowsOf } from './chart-data';
import { seriesCells } from './estimate';
import type { CalculatorParts } from './parts';

export const netWorthParts: CalculatorParts<NetWorthInput, NetWorthResult> = {
  percentInputs: { suspect: ['liabilities[].rate'], plausible: [] },
  termInputs: [],
  estimate: seriesCells,
  summary: (r, _i, f) =>
    `Net worth ${f.usd(r.netWorth)} (assets ${f.usd(r.totalAssets)}, liabilities ${f.usd(r.totalLiabilities)}, debt-to-asset ${f.pct(r.debtToAssetPct)})`,
  view: {
    headline: ['netWorth'],
    // `debtToAssetRatio` (a ratio, deprecated) says the same as `debtToAssetPct`: the page shows the percent only.
    figures: ['totalAssets', 'totalLiabilities', 'debtToAssetPct', 'weightedAverageRate', 'annualInterestCost'],
  },
  charts: (r, _i, _s, f) => [
    hbar('Assets and liabilities', 'Each asset and each liability, on one scale.', [
      ...rowsOf(r.assets).map((a) => ({
        label: String(a.name),
        segments: [{ name: 'Asset', value: numOf(a.value) ?? 0, tone: 3 as Tone }],
        note: f.dollars(numOf(a.value) ?? 0),
      })),
      ...rowsOf(r.liabilities).map((l) => ({
        label: String(l.name),
        segments: [{ name: 'Liability', value: numOf(l.balance) ?? 0, tone: 4 as Tone }],
        note: `−${f.dollars(numOf(l.balance) ?? 0)}`,
      })),
    ]),
  ],
};
