/**
 * The law by jurisdiction and tax year, from data (`LAW_DATA`, or a test's own): checked against the schema once,
 * then `law.federal(year)` and `law.state(code, year)` hand the calculators one year's figures with the
 * provenance of every group (the year whose figure answers, its source or projection). A year whose figure the
 * data does not have names the year that stands in (`{ "standIn": 2026 }`), and the provenance says so; the words
 * of the result are generated from it (`standInAssumptions`).
 */
import type { LawData } from './data';
import { federalLaw, type FederalFile } from './federal-law';
import type { Projection, Provenance, Source } from './provenance';
import { resolveYear, type Yearly } from './yearly';
import type {
  BenefitTreatment,
  Locality,
  PayrollContribution,
  StateCapitalGains,
  StateOwnEarnedIncomeCredit,
  StateTaxRules,
} from './state-types';
import { STATE_NAMES, type StateCode } from './us-states';
import type { TaxTables } from './federal-types';

export interface StateFile {
  readonly code: string;
  readonly name: string;
  readonly notModelled: readonly string[];
  readonly assumptions: readonly string[];
  readonly figures: Readonly<Record<string, Yearly<unknown>>>;
}

export interface Law {
  /** The tax years the law answers, ascending (the federal file's `years`). */
  readonly years: readonly number[];
  /** The federal figures of `year`; throws for a year the law does not cover. */
  federal(year: number): TaxTables;
  /** The state's figures of `year`, or undefined when the data has no file for it or the year is not covered. */
  state(code: StateCode, year: number): StateTaxRules | undefined;
}

/** The state's rules of one year from its file. */
function stateOf(file: StateFile, year: number): StateTaxRules {
  const where = `states/${file.code.toLowerCase()}.json`;
  const provenance: Provenance[] = [];
  const groups: Record<string, unknown> = {};
  let localitiesProvenance: Provenance | undefined;
  for (const [key, group] of Object.entries(file.figures)) {
    const { value, provenance: p } = resolveYear(group, key, year, where);
    // The contribution programs carry a source each (their own words, state-contributions.ts), not the income tax's.
    // The localities likewise: each local tax its own (tax-local.ts), the group's year in localitiesProvenance.
    if (key === 'localities') localitiesProvenance = p;
    // The benefits' treatment likewise: each rule with its own source (tax-benefits.ts).
    else if (key !== 'payrollContributions' && key !== 'benefitTreatment') provenance.push(p);
    if (value !== null) groups[key] = value;
  }
  const { payrollContributions = [], localities = [], benefitTreatment = [], capitalGains, ...taxGroups } = groups;
  const common = {
    code: file.code,
    name: file.name,
    taxYear: year,
    notModelled: file.notModelled,
    assumptions: file.assumptions,
    provenance,
    payrollContributions: payrollContributions as readonly PayrollContribution[],
    localities: localities as readonly Locality[],
    benefitTreatment: benefitTreatment as readonly BenefitTreatment[],
    ...(localitiesProvenance ? { localitiesProvenance } : {}),
    ...(capitalGains ? { capitalGains: capitalGains as StateCapitalGains } : {}),
  };
  // The state's own credit for low-income workers is paid whether or not the state taxes wages (Washington's).
  const own = taxGroups.ownEarnedIncomeCredit as StateOwnEarnedIncomeCredit | undefined;
  const noWageTax = taxGroups.noWageTax as { reason: string; source?: Source; projected?: Projection } | undefined;
  if (noWageTax) return { ...common, taxesWages: false, ...noWageTax, ...(own ? { ownEarnedIncomeCredit: own } : {}) };
  const { noWageTax: _none, ...wageGroups } = taxGroups;
  return { ...common, taxesWages: true, ...wageGroups } as unknown as StateTaxRules;
}

/**
 * The law of `data`, taken as checked for `years` (by default the years `federal.json` declares): the repository's
 * data is checked at build and in tests (`checkLaw`, ./check.ts, which `createLaw` there runs first). This module
 * does not load the schema's validator, so the law reaches the pages' browser bundles without it.
 */
export function buildLaw(
  data: LawData,
  years: readonly number[] = [...(data.federal as FederalFile).years].sort((a, b) => a - b),
): Law {
  const federalFile = data.federal as FederalFile;
  const federalByYear = new Map(years.map((y) => [y, federalLaw(federalFile, y)]));
  const stateByYear = new Map<string, StateTaxRules>();
  for (const [code, file] of Object.entries(data.states)) {
    for (const y of years) stateByYear.set(`${code} ${y}`, stateOf(file as StateFile, y));
  }
  return {
    years,
    federal(year) {
      const tables = federalByYear.get(year);
      if (!tables) throw new Error(`The law has no federal figures for ${year}; it covers ${years.join(', ')}`);
      return tables;
    },
    state: (code, year) => stateByYear.get(`${code} ${year}`),
  };
}

/** The states (and DC) `law` answers for `year`, in code order. */
export function statesOf(law: Law, year: number, codes: readonly StateCode[]): StateCode[] {
  return codes.filter((code) => law.state(code, year) !== undefined);
}

/** Why `code` cannot be answered for `year`, in words a caller can act on. */
export function missingStateMessage(law: Law, code: StateCode, year: number, codes: readonly StateCode[]): string {
  const available = statesOf(law, year, codes);
  const others = available.length > 0 ? `states with ${year} rules: ${available.join(', ')}` : 'no state has them';
  return `${STATE_NAMES[code]} (${code}) ${year} income tax rules are not available yet; ${others}`;
}

/**
 * The words the answer owes for each group whose figure is not the year's own: another year's standing in, or a
 * projection. `who` names the jurisdiction ("California", "Federal").
 */
export function standInAssumptions(who: string, provenance: readonly Provenance[]): string[] {
  const words: string[] = [];
  for (const p of provenance) {
    if (p.from !== p.year) {
      words.push(
        `${who} ${p.figure}: the ${p.from} figure is used for ${p.year}, ` +
          (p.standInReason ?? `no ${p.year} figure is in the data yet`) +
          (p.source ? ` (${p.source.title})` : ''),
      );
    }
    if (p.projected) {
      words.push(
        `${who} ${p.figure} for ${p.from} is a projection, not an official figure: ${p.projected.method} (${p.projected.index}: ${p.projected.value})`,
      );
    }
  }
  return words;
}
