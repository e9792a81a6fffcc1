/**
 * The credits against a local tax on a household base (`credits` of the tax in its state's law file): New York
 * City's household credit (IT-201 line 48, nonrefundable), school tax credit, fixed amount and rate reduction amount
 * (lines 69 and 69a), and earned income credit (line 70, Form IT-215 Worksheet C), refundable. Each credit reads its
 * income (federal AGI, the state's AGI or the tax's base) and is a table by filing status, a schedule as published
 * or a share of the federal earned income credit. Pure; cents.
 *
 * @example
 *   // NYC 2025, single, federal AGI 9,000: household credit table 4 → 15
 */
import type { FilingStatus, LocalCredit, LocalEicShareRow } from '../reference/law';
import { percentOfCentsHalfUp } from './schedule-math';

/** A credit's line: its name and amount, cents. */
export interface LocalCreditLineC {
  readonly label: string;
  readonly amountC: number;
}

/** What a local credit reads, cents. */
export interface LocalCreditHousehold {
  readonly status: FilingStatus;
  readonly federalAgiC: number;
  readonly stateAgiC: number;
  readonly federalEicC: number;
  /** The filers and dependents. */
  readonly persons: number;
}

/** The percent of the federal credit for `incomeC`: the row's, less the taper rounded to four decimals of a unit. */
function sharePct(rows: readonly LocalEicShareRow[], perDollarPct: number, incomeC: number): number {
  const row = [...rows].reverse().find((r) => incomeC >= r.from * 100) ?? rows[0]!;
  if (row.taperOver === undefined) return row.pct;
  // The worksheet's line 4: (income − the row's dollar amount) × .00002, rounded to four decimal places.
  const overDollars = Math.max(0, Math.floor(incomeC / 100) - row.taperOver);
  const taper = Math.round(((overDollars * perDollarPct) / 100) * 10_000) / 10_000;
  return Math.round((row.pct - taper * 100) * 100) / 100;
}

/** One credit's amount, cents (0 where the household has none). */
function creditC(c: LocalCredit, h: LocalCreditHousehold, baseC: number): { amountC: number; pct?: number } {
  const incomeC = c.of === 'federalAgi' ? h.federalAgiC : c.of === 'stateAgi' ? h.stateAgiC : baseC;
  if (c.incomeLimit !== undefined && incomeC > c.incomeLimit * 100) return { amountC: 0 };
  if (c.byIncome) {
    const row = c.byIncome[h.status].find((r) => r.upTo === null || incomeC <= r.upTo * 100);
    return { amountC: row ? ((row.amount ?? 0) + (row.perPerson ?? 0) * h.persons) * 100 : 0 };
  }
  if (c.schedule) {
    const rows = c.schedule[h.status];
    const row = [...rows].reverse().find((r) => incomeC > r.over * 100) ?? rows[0]!;
    return { amountC: row.plus * 100 + percentOfCentsHalfUp(Math.max(0, incomeC - row.over * 100), row.rate) };
  }
  const pct = sharePct(c.eicShare ?? [], c.taperPctPerDollar ?? 0, incomeC);
  return { amountC: h.federalEicC > 0 ? percentOfCentsHalfUp(h.federalEicC, pct) : 0, pct };
}

/**
 * The credits against a tax of `taxC` on `baseC`: the nonrefundable ones reduce the tax (never below 0), the
 * refundable ones are paid whatever the tax.
 */
export function localCredits(credits: readonly LocalCredit[], h: LocalCreditHousehold, baseC: number, taxC: number) {
  const lines: LocalCreditLineC[] = [];
  let nonrefundableC = 0;
  let refundableC = 0;
  for (const c of credits) {
    const { amountC, pct } = creditC(c, h, baseC);
    if (amountC <= 0) continue;
    const share = pct === undefined ? '' : ` (${pct} % of the federal credit)`;
    lines.push({ label: `${c.name}${share}${c.refundable ? ', refundable' : ''}`, amountC });
    if (c.refundable) refundableC += amountC;
    else nonrefundableC += amountC;
  }
  return { lines, usedC: Math.min(taxC, nonrefundableC), refundableC };
}
