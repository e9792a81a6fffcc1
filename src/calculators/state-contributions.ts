/**
 * The employee's share of a state's payroll contribution programs (disability and paid-leave insurance, WA Cares,
 * Oregon's statewide transit tax), from the state's `payrollContributions` for the year: each earner pays
 * rate × employee share of their own wages up to the program's wage base (a year's, or 52 weeks of a weekly one),
 * rounded half-up to the cent. Wages are the earner's gross wages, 401(k) deferrals included.
 *
 * @example
 *   // California 2026: SDI 1.3 % of all wages
 *   stateContributions(lawFor('CA', 2026)!, [{ earner: 'taxpayer', wagesC: 10_000_000 }])[0].amountC; // 130_000
 */
import type { PayrollContribution, Source, StateTaxRules } from '../reference/law';
import { citedSource } from '../reference/law';
import { formatCents, fromCents } from './money';

type Earner = 'taxpayer' | 'spouse';

/** One program's contribution from one earner's wages, in cents. */
export interface ContributionC {
  readonly program: string;
  readonly name: string;
  readonly earner: Earner;
  /** The employee's rate, percent of wages (the program's rate × the employee's share). */
  readonly ratePct: number;
  /** The year's wages the program takes from, in cents (null: all of them). */
  readonly wageBaseC: number | null;
  readonly amountC: number;
  readonly source: Source | undefined;
}

/** Rate and share as integers: the rate in ten-thousandths of a percent, the share in hundredths of a percent. */
const RATE_UNITS = 10_000;
const SHARE_UNITS = 100;
const DIVISOR = 100 * RATE_UNITS * 100 * SHARE_UNITS;

/** `cents` × rate % × share % exactly, rounded half-up to the cent (in BigInt where the product is not exact). */
function shareOfC(cents: number, p: PayrollContribution): number {
  const rate = Math.round(p.rate * RATE_UNITS);
  const share = Math.round(p.employeeSharePct * SHARE_UNITS);
  const halfUp = cents * rate * share + DIVISOR / 2;
  if (Number.isSafeInteger(halfUp)) return (halfUp - (halfUp % DIVISOR)) / DIVISOR;
  const divisor = BigInt(DIVISOR);
  return Number((BigInt(cents) * BigInt(rate) * BigInt(share) + divisor / 2n) / divisor);
}

/** The year's wages a program takes from, in cents: its annual base, 52 weeks of its weekly base, or null. */
function wageBaseC(p: PayrollContribution): number | null {
  if (p.weeklyWageBase !== undefined) return Math.round(p.weeklyWageBase * 100) * 52;
  return p.wageBase === null ? null : Math.round(p.wageBase * 100);
}

/**
 * The employee's rate in percent, to four decimals as every percent the service gives (Washington's 2026 PFML:
 * 1.13 % × 71.43 % = 0.807159 %, given as 0.8072 %); the amount is figured from the rate and the share exactly.
 */
const employeeRatePct = (p: PayrollContribution) => Math.round(p.rate * p.employeeSharePct * 100) / 10_000;

/** The rate in words: the employee's share of the program's rate where the employer pays a part. */
const rateWords = (p: PayrollContribution) =>
  p.employeeSharePct === 100
    ? `${p.rate} %`
    : `${p.rate} % × the employee's ${p.employeeSharePct} % share (${employeeRatePct(p)} %)`;

/** Every program of the state's year for every earner with wages, in the data's order, earner by earner. */
export function stateContributions(
  rules: StateTaxRules,
  earners: readonly { readonly earner: Earner; readonly wagesC: number }[],
): ContributionC[] {
  const lines: ContributionC[] = [];
  for (const e of earners) {
    if (e.wagesC <= 0) continue;
    for (const p of rules.payrollContributions ?? []) {
      const baseC = wageBaseC(p);
      lines.push({
        program: p.program,
        name: p.name,
        earner: e.earner,
        ratePct: employeeRatePct(p),
        wageBaseC: baseC,
        amountC: shareOfC(baseC === null ? e.wagesC : Math.min(e.wagesC, baseC), p),
        source: citedSource(p),
      });
    }
  }
  return lines;
}

/** The contributions' sum, in cents, for one earner or (without `earner`) all. */
export function contributionsC(lines: readonly ContributionC[], earner?: Earner): number {
  return lines.reduce((sum, l) => (earner === undefined || l.earner === earner ? sum + l.amountC : sum), 0);
}

/** The result's rows, in dollars. */
export function contributionRows(lines: readonly ContributionC[]) {
  return lines.map((l) => ({
    program: l.program,
    name: l.name,
    earner: l.earner,
    rate: l.ratePct,
    wageBase: l.wageBaseC === null ? null : fromCents(l.wageBaseC),
    amount: fromCents(l.amountC),
    source: l.source ? { title: l.source.title, url: l.source.url } : null,
  }));
}

/** The words of a comparison of states: what each state's row holds, and that no locality is in it. */
export const COMPARISON_WORDS =
  "State comparison: each state's income tax and its payroll contributions (employee share) on the same wages; no local income tax is in it";

/** The words the answer owes about the state's programs: what is taken, and every figure that is a projection. */
export function contributionAssumptions(rules: StateTaxRules): string[] {
  const programs = rules.payrollContributions ?? [];
  if (programs.length === 0) return [];
  const each = programs.map((p) => {
    const base = wageBaseC(p);
    const cap =
      p.weeklyWageBase !== undefined
        ? `up to ${formatCents(Math.round(p.weeklyWageBase * 100))} of a week's wages`
        : base === null
          ? 'on all wages'
          : `up to ${formatCents(base)} of wages`;
    return `${p.name} ${rateWords(p)} ${cap}`;
  });
  const words = [
    `${rules.name} ${rules.taxYear} payroll contributions, the employee's share of each earner's gross wages (401(k) deferrals included), the most the law lets an employer withhold, taken from take-home pay: ${each.join('; ')}. ` +
      "A weekly cap is applied to a year of even weekly wages; each paycheck carries an even share of the year's contribution (payroll stops at the wage base instead); a private or voluntary plan in place of the state's is not modelled",
  ];
  for (const p of programs) {
    if (p.projected) {
      words.push(
        `${p.name.includes(rules.name) ? p.name : `${rules.name} ${p.name}`} for ${rules.taxYear} is a projection, not an official figure: ${p.projected.method} (${p.projected.index}: ${p.projected.value})`,
      );
    }
  }
  return words;
}
