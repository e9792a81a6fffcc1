/**
 * A figure group of the law keyed by tax year, and how one year of it is answered: its own value, or the value of
 * the year that stands in for it (`{ "standIn": 2026 }`), with the provenance that says which.
 */
import type { Projection, Provenance, Source } from './provenance';

/** A figure group as stored: by year, each a value, a stand-in year, or null (no such figure that year). */
export type Yearly<T> = Readonly<Record<string, T | StandIn | null>>;
export interface StandIn {
  readonly standIn: number;
  readonly reason?: string;
}

/** One figure group's value for a year, the year it is from, and its provenance. */
export interface Resolved<T> {
  readonly value: T | null;
  readonly provenance: Provenance;
}

export const isStandIn = (entry: unknown): entry is StandIn =>
  typeof entry === 'object' && entry !== null && 'standIn' in entry;

/** The figure words of each group, for the provenance and the words generated from it. */
export const FIGURE_NAMES: Readonly<Record<string, string>> = {
  noWageTax: 'no wage income tax',
  base: 'starting income',
  standardDeduction: 'standard deduction',
  personalExemption: 'personal exemption',
  dependentExemption: 'dependent exemption',
  seniorExemption: 'age 65 or older exemption',
  brackets: 'rate schedule',
  surtaxes: 'surtaxes',
  special: 'special rules',
  payrollContributions: 'payroll contributions (employee share)',
  localities: 'local income taxes',
  benefitTreatment: 'pre-tax benefits in state wages',
  socialSecurityBenefits: 'Social Security benefits',
  capitalGains: 'capital gains rule',
  additionalStandardDeduction: 'additional standard deduction (65+)',
  socialSecurity: 'Social Security wage base and rate',
  medicare: 'Medicare rates and Additional Medicare thresholds',
  retirement401k: '401(k) limits',
  seniorDeduction: 'senior deduction',
  childTaxCredit: 'child tax credit',
  withholding: 'withholding tables (Pub. 15-T)',
  formW4: 'Form W-4 Step 3 amounts',
  preTaxBenefits: 'pre-tax benefit limits (HSA, FSAs, commuter)',
  scheduleOneA: 'tips, overtime and car-loan interest deductions (Schedule 1-A)',
  itemizedLimits: 'itemized deduction limits (SALT, medical, charitable, §68)',
  qbi: 'qualified business income deduction',
  ownEarnedIncomeCredit: 'credit for low-income workers',
};

/** The provenance of a value: its own `source`/`projected`, or (a list) the first of its items'. */
function provenanceOf(value: unknown): { source?: Source; projected?: Projection } {
  const item = Array.isArray(value) ? value[0] : value;
  if (typeof item !== 'object' || item === null) return {};
  const { source, projected } = item as { source?: Source; projected?: Projection };
  return { ...(source ? { source } : {}), ...(projected ? { projected } : {}) };
}

/** `group`'s value for `year`, following a stand-in to the year that answers. */
export function resolveYear<T>(group: Yearly<T>, key: string, year: number, where: string): Resolved<T> {
  const entry = group[String(year)];
  if (entry === undefined) throw new Error(`${where}: ${key} has no ${year} entry`);
  if (!isStandIn(entry)) {
    return { value: entry, provenance: { figure: FIGURE_NAMES[key] ?? key, year, from: year, ...provenanceOf(entry) } };
  }
  const target = group[String(entry.standIn)];
  if (target === undefined || isStandIn(target)) {
    throw new Error(`${where}: ${key} ${year} stands in with ${entry.standIn}, which has no figure of its own`);
  }
  return {
    value: target,
    provenance: {
      figure: FIGURE_NAMES[key] ?? key,
      year,
      from: entry.standIn,
      ...(entry.reason ? { standInReason: entry.reason } : {}),
      ...provenanceOf(target),
    },
  };
}
