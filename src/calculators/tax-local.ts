/**
 * The household's local income taxes: the `locality` asked for (its state's `localities` for the year, on the
 * state's taxable income or, a surcharge, on the state's income tax), or `localIncomeTaxRate`, a flat percent of
 * each earner's wages for a local wage tax not in the list; with the checks (the 422s) of those inputs.
 *
 * @example
 *   // New York City 2025, single, NY taxable income 100,000: 1,813 + 3.876 % of 50,000
 *   localTaxes(input, nyState, earners).lines[0].taxC; // 375_100
 */
import { ApiError, type FieldError } from '../errors/api-error';
import type { StateTaxRules } from '../reference/law';
import { LOCALITIES } from '../reference/law';
import type { TaxInput } from '../schemas/tax-calculator';
import { formatCents, fromCents } from './money';
import { percentOfCentsHalfUp } from './schedule-math';
import type { FederalReturn } from './tax-household';
import { EARNER_BASES, localityLines, taxesOf, type LocalTaxC } from './tax-local-forms';

export type { LocalTaxC } from './tax-local-forms';

/** A 422 naming both fields when the locality is not the state's, or both a locality and a rate are given. */
export function checkLocality(input: TaxInput): void {
  if (input.locality === undefined) return;
  const errors: FieldError[] = [];
  if (input.localIncomeTaxRate !== undefined) {
    const message = 'give either locality (a listed local tax) or localIncomeTaxRate (a flat wage tax not listed)';
    errors.push({ path: '/locality', code: 'exclusive_with', message: `${message}, not both` });
    errors.push({ path: '/localIncomeTaxRate', code: 'exclusive_with', message: `${message}, not both` });
    throw ApiError.unsatisfiable('locality and localIncomeTaxRate exclude each other', errors);
  }
  const entry = LOCALITIES.find((l) => l.id === input.locality);
  if (entry && entry.state === input.state) return;
  const where = entry ? `${entry.title} is in ${entry.state}` : `${input.locality} is not listed`;
  const message = `${where}: locality must be one of the state's own (state ${input.state ?? 'not given'})`;
  errors.push({ path: '/locality', code: 'locality_not_in_state', message });
  errors.push({ path: '/state', code: 'locality_not_in_state', message });
  throw ApiError.unsatisfiable('The locality is not in the state of residence', errors);
}

/** The state's figures a local tax is on. */
export interface StateFigures {
  readonly rules: StateTaxRules;
  readonly baseC: number;
  readonly taxableC: number;
  readonly incomeTaxC: number;
}

/** The local taxes of the input's household: the locality's, or the flat rate on each earner's wages. */
export function localTaxes(
  input: TaxInput,
  state: StateFigures | undefined,
  f: Pick<FederalReturn, 'earners' | 'agiC'> & { readonly eic?: { readonly creditC: number } },
): LocalTaxC[] {
  const ratePct = input.localIncomeTaxRate;
  if (ratePct !== undefined) {
    return f.earners.map((e) => ({
      id: 'LOCAL-WAGE_TAX',
      name: `Local wage tax ${ratePct} %`,
      base: 'wages',
      earner: e.earner,
      taxableC: e.wagesC,
      taxC: percentOfCentsHalfUp(Math.max(0, e.wagesC), ratePct),
      marginalRate: ratePct,
      source: undefined,
    }));
  }
  const l = state?.rules.localities?.find((x) => x.id === input.locality);
  if (!state || !l) return [];
  return localityLines(l, {
    status: input.filingStatus,
    stateTaxableC: Math.max(0, state.taxableC),
    stateTaxC: Math.max(0, state.incomeTaxC),
    federalAgiC: Math.max(0, f.agiC),
    stateAgiC: state.baseC,
    federalEicC: f.eic?.creditC ?? 0,
    dependents: input.children + input.otherDependents,
    earners: f.earners.map((e) => ({
      earner: e.earner,
      wagesC: e.ficaWagesC,
      pretaxC: e.pretaxC,
      benefitsC: e.benefitsC,
      selfEmploymentC: e.selfEmploymentC,
    })),
  });
}

/**
 * What the paychecks withhold of each local tax: a household tax's share by wages (`share`); a tax on an earner's
 * own base in full, less the part on a self-employment profit, paid with the return.
 */
export const withheldLocal = (lines: readonly LocalTaxC[], share: (c: number) => number): LocalTaxC[] =>
  lines.map((l) => ({ ...l, taxC: l.earner ? (l.paycheckC ?? l.taxC) : share(l.taxC) }));

/** The local taxes' sum, in cents. */
export const localTaxesC = (lines: readonly LocalTaxC[]) => lines.reduce((sum, l) => sum + l.taxC, 0);

/** The local taxes' refundable credits (New York City's), paid at filing, in cents. */
export const localRefundC = (lines: readonly LocalTaxC[]) =>
  lines.reduce((sum, l) => sum + (l.refundableCreditsC ?? 0), 0);

/** The result's rows, in dollars. */
export function localTaxRows(lines: readonly LocalTaxC[]) {
  return lines.map((l) => ({
    id: l.id,
    name: l.name,
    base: l.base,
    earner: l.earner ?? null,
    taxableAmount: fromCents(l.taxableC),
    tax: fromCents(l.taxC),
    marginalRate: l.marginalRate,
    creditLines: (l.creditLines ?? []).map((c) => ({ label: c.label, amount: fromCents(c.amountC) })),
    refundableCredits: fromCents(l.refundableCreditsC ?? 0),
    source: l.source ? { title: l.source.title, url: l.source.url } : null,
  }));
}

const BASE_WORDS = {
  stateTaxableIncome: "the state's taxable income",
  stateTax: "the state's income tax",
  federalAgi: 'federal adjusted gross income',
  wages: "each earner's Medicare wages (Form W-2 box 5: gross wages less pre-tax cafeteria-plan benefits)",
  grossWages: "each earner's gross wages (401(k) deferrals and cafeteria-plan benefits included)",
  federalWages: "each earner's Form W-2 box 1 wages (Medicare wages less pre-tax 401(k) deferrals)",
  earnedIncome: "each earner's Medicare wages plus net self-employment profit",
} as const;

/** One tax's words: its rate or amount, what it is on, and its sum over the lines of that tax. */
function taxWords(first: LocalTaxC, sumC: number): string {
  const on = BASE_WORDS[first.base];
  if (first.id === 'LOCAL-WAGE_TAX') {
    return `${first.name}: ${first.marginalRate} % of each earner's gross wages (401(k) deferrals included) (localIncomeTaxRate, a flat local wage tax)`;
  }
  if (first.flat) {
    const { amount, per, whenAtLeast } = first.flat;
    const who = EARNER_BASES.has(first.base) ? 'each earner' : 'the household';
    return `${first.name}: ${formatCents(Math.round(amount * 100))} a ${per} from ${who} when ${on} reach ${formatCents(Math.round(whenAtLeast * 100))} a ${per}, ${formatCents(sumC)}`;
  }
  const margin = EARNER_BASES.has(first.base) ? '' : 'at the margin ';
  return `${first.name}: ${first.marginalRate} % ${margin}of ${on}, ${formatCents(sumC)}`;
}

/** The words the answer owes about its local taxes: what each is on, and a year that stands in for another. */
export function localAssumptions(input: TaxInput, rules: StateTaxRules | undefined, lines: readonly LocalTaxC[]) {
  const names = [...new Set(lines.map((l) => l.name))];
  const words = names.map((name) => {
    const of = lines.filter((l) => l.name === name);
    return taxWords(
      of[0]!,
      of.reduce((sum, l) => sum + l.taxC, 0),
    );
  });
  const p = rules?.localitiesProvenance;
  if (input.locality !== undefined && p && p.from !== p.year) {
    words.push(
      `${rules.name} local income taxes for ${p.year} use the ${p.from} figures${p.standInReason ? `: ${p.standInReason}` : ''}`,
    );
  }
  for (const line of lines) {
    if (!line.creditLines?.length) continue;
    const claimed = line.creditLines.map((c) => `${c.label} ${formatCents(c.amountC)}`).join('; ');
    words.push(
      `${line.name} credits: ${claimed} (the nonrefundable ones are out of its tax, the refundable ones paid at filing and in take-home)`,
    );
  }
  const l = rules?.localities?.find((x) => x.id === input.locality);
  if (l?.taxes && l.note) words.push(`${l.name}: ${l.note}`);
  for (const t of l ? taxesOf(l) : []) if (t.note) words.push(`${t.name}: ${t.note}`);
  return words;
}
