/**
 * Pre-tax benefits taken through payroll (`preTaxDeductions`, `spousePreTaxDeductions`): each earner's, the checks of
 * the year's limits (the 422s), and the state wages they leave: out of them as out of federal wages, except where a
 * state's law taxes a benefit (added back, with the law named).
 */
import { ApiError, type FieldError } from '../errors/api-error';
import { PRE_TAX_BENEFITS, type FilingStatus, type StateTaxRules, type TaxTables } from '../reference/law';
import type { TaxInput } from '../schemas/tax-calculator';
import { formatCents } from './money';

type Given = NonNullable<TaxInput['preTaxDeductions']>;

/** The benefit lines of a pay stub, in the order a stub lists them. */
export const BENEFITS = PRE_TAX_BENEFITS;
export type Benefit = (typeof BENEFITS)[number];
export type Benefits = Readonly<Record<Benefit, number>>;

/** An earner's benefits in cents, 0 for each not given. */
export function benefitsOf(given: Given | undefined): Benefits {
  return Object.fromEntries(BENEFITS.map((b) => [b, given?.[b] ?? 0])) as Record<Benefit, number>;
}

export const totalOf = (b: Benefits) => BENEFITS.reduce((sum, k) => sum + b[k], 0);

const FIELD = { taxpayer: 'preTaxDeductions', spouse: 'spousePreTaxDeductions' } as const;

/** A 422 for benefits above the year's limits, on a spouse without wages, or beyond the earner's wages. */
export function checkBenefits(input: TaxInput, tables: TaxTables, spouseWagesC: number): void {
  const l = tables.preTaxBenefits;
  const errors: FieldError[] = [];
  const over = (field: string, key: string, limitC: number, what: string) =>
    errors.push({
      path: `/${field}/${key}`,
      code: 'exceeds_benefit_limit',
      message: `must not exceed the ${tables.taxYear} limit of ${formatCents(limitC)} (${what})`,
    });
  if (input.spousePreTaxDeductions !== undefined && spouseWagesC === 0) {
    errors.push({
      path: '/spousePreTaxDeductions',
      code: 'joint_return_only',
      message: 'applies only with filingStatus "mfj" and spouseIncome above 0: they come out of the spouse’s pay',
    });
  }
  const people = [
    ['taxpayer', input.preTaxDeductions, input.age, input.grossIncome - input.spouseIncome, input.retirement401k],
    ['spouse', input.spousePreTaxDeductions, input.spouseAge, spouseWagesC, input.spouseRetirement401k],
  ] as const;
  for (const [who, given, age, wagesC, deferralsC] of people) {
    if (!given || (who === 'spouse' && wagesC === 0)) continue;
    const field = FIELD[who];
    const b = benefitsOf(given);
    const family = given.hsaCoverage === 'family';
    const catchUp = age !== undefined && age >= l.hsaCatchUpAge ? l.hsaCatchUp : 0;
    const hsaLimitC = ((family ? l.hsaFamily : l.hsaSelf) + catchUp) * 100;
    if (b.hsa > hsaLimitC)
      over(
        field,
        'hsa',
        hsaLimitC,
        `${family ? 'family' : 'self-only'} coverage${catchUp > 0 ? `, with the catch-up at ${l.hsaCatchUpAge}` : ''}`,
      );
    if (b.healthFsa > l.healthFsa * 100) over(field, 'healthFsa', l.healthFsa * 100, 'health FSA salary reductions');
    if (b.commuter > 24 * l.commuterMonthly * 100)
      over(
        field,
        'commuter',
        24 * l.commuterMonthly * 100,
        `transit and parking, each ${formatCents(l.commuterMonthly * 100)} a month`,
      );
    if (totalOf(b) + deferralsC > wagesC) {
      errors.push({
        path: `/${field}`,
        code: 'exceeds_gross_income',
        message: `with the 401(k) deferrals, must not exceed the earner's wages (${formatCents(wagesC)}): they come out of pay`,
      });
    }
  }
  const careC =
    benefitsOf(input.preTaxDeductions).dependentCareFsa + benefitsOf(input.spousePreTaxDeductions).dependentCareFsa;
  const careLimitC = dependentCareLimitC(tables, input.filingStatus);
  if (careC > careLimitC) {
    const field = input.spousePreTaxDeductions?.dependentCareFsa ? FIELD.spouse : FIELD.taxpayer;
    over(
      field,
      'dependentCareFsa',
      careLimitC,
      `dependent care for the household${input.filingStatus === 'mfs' ? ', half on a separate return' : ''}`,
    );
  }
  if (errors.length > 0)
    throw ApiError.unsatisfiable('Pre-tax benefits exceed what the wages or the law allow', errors);
}

function dependentCareLimitC(tables: TaxTables, status: FilingStatus): number {
  const c = tables.preTaxBenefits.dependentCareFsa * 100;
  return status === 'mfs' ? c / 2 : c;
}

const BENEFIT_WORDS: Readonly<Record<Benefit, string>> = {
  healthPremiums: 'health premiums',
  hsa: 'HSA contributions',
  healthFsa: 'health FSA',
  dependentCareFsa: 'dependent care FSA',
  commuter: 'commuter benefits',
};

/** "a", "a and b", "a, b and c". */
function wordsOf(benefits: readonly Benefit[]): string {
  const words = benefits.map((k) => BENEFIT_WORDS[k]);
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}` : words[0]!;
}

/** The benefits `rules` keep in an earner's state wages (the state's `benefitTreatment`), in cents. */
export function stateAddBackC(rules: StateTaxRules | undefined, b: Benefits): number {
  const kept = (rules?.benefitTreatment ?? []).filter((t) => t.inStateWages).flatMap((t) => t.benefits);
  return kept.reduce((sum, k) => sum + b[k], 0);
}

/**
 * The words on the benefits' treatment, when any is given: the federal exclusions, then the state's law for each
 * benefit given (kept in its wages or left out, from its `benefitTreatment`), and the benefits its data does not name.
 */
export function benefitAssumptions(rules: StateTaxRules | undefined, input: TaxInput, totalC: number): string[] {
  if (totalC === 0) return [];
  const given = BENEFITS.filter(
    (k) => benefitsOf(input.preTaxDeductions)[k] + benefitsOf(input.spousePreTaxDeductions)[k] > 0,
  );
  const federal = `Pre-tax benefits ${formatCents(totalC)}: out of income-tax wages and FICA wages (cafeteria plan, IRC §125; HSA, §223; dependent care, §129; commuter, §132(f)), and taken from take-home pay`;
  if (rules === undefined) return [federal];
  const treatments = (rules.benefitTreatment ?? []).filter((t) => t.benefits.some((k) => given.includes(k)));
  const named = new Set(treatments.flatMap((t) => t.benefits));
  const unnamed = given.filter((k) => !named.has(k));
  return [
    federal,
    ...treatments.map((t) => t.law),
    ...(unnamed.length > 0
      ? [
          `${rules.name} wages leave out ${wordsOf(unnamed)} as federal wages do (the state's own treatment of ${unnamed.length > 1 ? 'them' : 'it'} is not otherwise modelled)`,
        ]
      : []),
  ];
}
