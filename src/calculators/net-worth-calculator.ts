/**
 * Net worth: what you own minus what you owe, with the debt-to-asset ratio, the balance-weighted
 * interest rate of the debts and a year of interest on them, and each item's share of its side.
 * Totals are summed in integer cents (50 items of up to $1e12 stay far below 2^53 cents).
 */
import { netWorthSchemas, type NetWorthInput, type NetWorthResult } from '../schemas/net-worth-calculator';
import { defineCalculator } from './define';
import { netWorthParts } from './net-worth-parts';
import { formatCents, fromCents, roundPct, roundTo, toCents } from './money';

/** Shares are reported to 4 decimals of a percent like every percent output: 1,000,000 units make 100 %. */
const SHARE_UNITS = 1_000_000n;

/**
 * Each amount's share of their total in percent, to 0.0001, by the largest-remainder (Hamilton) method:
 * every share is first rounded down, then the units still missing from 100 go one each to the
 * largest remainders (equal remainders in input order), so the shares add up to exactly 100.
 * Exact integer arithmetic (BigInt): cents × 10,000 passes 2^53. All null when the total is 0.
 * @example sharesPct([1, 1, 1]) // [33.3334, 33.3333, 33.3333]
 */
export function sharesPct(amountsC: readonly number[]): Array<number | null> {
  const total = amountsC.reduce((s, c) => s + BigInt(c), 0n);
  if (total === 0n) return amountsC.map(() => null);
  const parts = amountsC.map((c, i) => ({
    i,
    units: (BigInt(c) * SHARE_UNITS) / total,
    remainder: (BigInt(c) * SHARE_UNITS) % total,
  }));
  let missing = SHARE_UNITS - parts.reduce((s, p) => s + p.units, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1,
  );
  for (const p of byRemainder) {
    if (missing === 0n) break;
    p.units += 1n;
    missing -= 1n;
  }
  return parts.map((p) => Number(p.units) / 10_000);
}

export const netWorthCalculator = defineCalculator<NetWorthInput, NetWorthResult>('net-worth-calculator', {
  parts: netWorthParts,
  schemas: netWorthSchemas,
  compute(input) {
    const assumptions: string[] = [];
    const warnings: string[] = [];
    const valuesC: number[] = input.assets.map((a) => a.value);
    const balancesC: number[] = input.liabilities.map((l) => l.balance);
    const interestC = input.liabilities.map((l, i) => toCents(fromCents(balancesC[i]!) * (l.rate / 100)));
    const totalAssetsC = valuesC.reduce((s, c) => s + c, 0);
    const totalLiabilitiesC = balancesC.reduce((s, c) => s + c, 0);
    const netWorthC = totalAssetsC - totalLiabilitiesC;
    const weightedRate = input.liabilities.reduce((s, l, i) => s + balancesC[i]! * l.rate, 0);
    const assetShares = sharesPct(valuesC);
    const liabilityShares = sharesPct(balancesC);

    assumptions.push(
      "Annual interest cost: one year of interest at each rate on today's balance (balance × rate / 100), ignoring payments and compounding",
      "Shares are percentages of their side's total rounded to 0.0001 by largest remainder, so each side adds up to exactly 100",
    );
    if (netWorthC < 0) warnings.push(`Liabilities exceed assets by ${formatCents(-netWorthC)}: net worth is negative`);

    return {
      result: {
        totalAssets: fromCents(totalAssetsC),
        totalLiabilities: fromCents(totalLiabilitiesC),
        netWorth: fromCents(netWorthC),
        debtToAssetPct: totalAssetsC > 0 ? roundPct((totalLiabilitiesC / totalAssetsC) * 100) : null,
        debtToAssetRatio: totalAssetsC > 0 ? roundTo(totalLiabilitiesC / totalAssetsC, 4) : null,
        weightedAverageRate: totalLiabilitiesC > 0 ? roundPct(weightedRate / totalLiabilitiesC) : null,
        annualInterestCost: fromCents(interestC.reduce((s, c) => s + c, 0)),
        assets: input.assets.map((a, i) => ({
          name: a.name,
          value: fromCents(valuesC[i]!),
          sharePct: assetShares[i] ?? null,
        })),
        liabilities: input.liabilities.map((l, i) => ({
          name: l.name,
          balance: fromCents(balancesC[i]!),
          rate: l.rate,
          sharePct: liabilityShares[i] ?? null,
          annualInterest: fromCents(interestC[i]!),
        })),
      },
      assumptions,
      warnings,
    };
  },
});
