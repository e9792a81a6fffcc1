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
import type { Locality, Source, StateTaxRules } from '../reference/law';
import { citedSource, LOCALITIES } from '../reference/law';
import type { TaxInput } from '../schemas/tax-calculator';
import { formatCents, fromCents } from './money';
import { percentOfCentsHalfUp } from './schedule-math';

type Earner = 'taxpayer' | 'spouse';

/** One local tax, in cents; `earner` where it is on one earner's wages (else the household's, shared by wages). */
export interface LocalTaxC {
  readonly id: string;
  readonly name: string;
  readonly base: 'stateTaxableIncome' | 'stateTax' | 'wages';
  readonly earner?: Earner;
  readonly taxableC: number;
  readonly taxC: number;
  readonly marginalRate: number;
  readonly source: Source | undefined;
}

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

/** The tax of a schedule as published: the row the base is over, its `plus` and its rate on the excess. */
function scheduleTaxC(baseC: number, rows: NonNullable<Locality['schedule']>['single']) {
  const row = [...rows].reverse().find((r) => baseC > r.over * 100) ?? rows[0]!;
  return { taxC: row.plus * 100 + percentOfCentsHalfUp(Math.max(0, baseC - row.over * 100), row.rate), rate: row.rate };
}

/** One locality's tax on its base: a flat rate, a published schedule, or a bracket's rate on the whole base. */
function localityTaxC(l: Locality, status: TaxInput['filingStatus'], baseC: number) {
  if (l.schedule) return scheduleTaxC(baseC, l.schedule[status]);
  if (l.wholeAtRate) {
    const bands = l.wholeAtRate[status];
    const band = bands.find((b) => b.upTo === null || baseC <= b.upTo * 100) ?? bands[bands.length - 1]!;
    return { taxC: percentOfCentsHalfUp(baseC, band.rate), rate: band.rate };
  }
  return { taxC: percentOfCentsHalfUp(baseC, l.rate ?? 0), rate: l.rate ?? 0 };
}

/** The state's figures a local tax is on. */
export interface StateFigures {
  readonly rules: StateTaxRules;
  readonly taxableC: number;
  readonly incomeTaxC: number;
}

/** The local taxes of the input's household: the locality's, or the flat rate on each earner's wages. */
export function localTaxes(
  input: TaxInput,
  state: StateFigures | undefined,
  earners: readonly { readonly earner: Earner; readonly wagesC: number }[],
): LocalTaxC[] {
  const ratePct = input.localIncomeTaxRate;
  if (ratePct !== undefined) {
    return earners.map((e) => ({
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
  const baseC = Math.max(0, l.base === 'stateTax' ? state.incomeTaxC : state.taxableC);
  const { taxC, rate } = localityTaxC(l, input.filingStatus, baseC);
  return [{ id: l.id, name: l.name, base: l.base, taxableC: baseC, taxC, marginalRate: rate, source: citedSource(l) }];
}

/** The local taxes' sum, in cents. */
export const localTaxesC = (lines: readonly LocalTaxC[]) => lines.reduce((sum, l) => sum + l.taxC, 0);

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
    source: l.source ? { title: l.source.title, url: l.source.url } : null,
  }));
}

const BASE_WORDS = {
  stateTaxableIncome: "the state's taxable income",
  stateTax: "the state's income tax",
  wages: "each earner's gross wages (401(k) deferrals included)",
} as const;

/** The words the answer owes about its local taxes: what each is on, and a year that stands in for another. */
export function localAssumptions(input: TaxInput, rules: StateTaxRules | undefined, lines: readonly LocalTaxC[]) {
  const words = lines
    .filter((l, i) => l.earner === undefined || i === 0)
    .map(
      (l) =>
        `${l.name}: ${l.marginalRate} % ${l.base === 'wages' ? '' : 'at the margin '}of ${BASE_WORDS[l.base]}` +
        (l.base === 'wages' ? ' (localIncomeTaxRate, a flat local wage tax)' : `, ${formatCents(l.taxC)}`),
    );
  const p = rules?.localitiesProvenance;
  if (input.locality !== undefined && p && p.from !== p.year) {
    words.push(
      `${rules.name} local income taxes for ${p.year} use the ${p.from} figures${p.standInReason ? `: ${p.standInReason}` : ''}`,
    );
  }
  const note = rules?.localities?.find((l) => l.id === input.locality)?.note;
  if (note) words.push(`${lines[0]?.name ?? input.locality}: ${note}`);
  return words;
}
