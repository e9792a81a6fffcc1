/**
 * The states' exclusions of pensions, annuities and IRA distributions, per person by age: how a rule reads each
 * filer's age on 31 December and distributions, and the rules whose figures are a table of ages and amounts
 * (Alabama, Delaware, Kentucky, New York, Oklahoma) or an age alone (Iowa). The states whose exclusion is more than
 * such a table declare it in their own file (Georgia, Maryland, Michigan, New Jersey, South Carolina).
 */
import type { StateHousehold } from '../state-household';
import { defineDeductionRule, figure, figureList } from './define';

/** One filer's age on 31 December (undefined: not given) and taxable pensions and IRA distributions, cents. */
export interface FilerRetirement {
  readonly age: number | undefined;
  readonly distributionsC: number;
}

/** Each filer's age and distributions, the taxpayer's first. */
export function filersOf(h: StateHousehold): FilerRetirement[] {
  const distributions = h.filerDistributionsC ?? [];
  return Array.from({ length: h.filers }, (_, i) => ({
    age: h.filerAges ? h.filerAges[i] : i < h.filersAged65Plus ? 65 : undefined,
    distributionsC: distributions[i] ?? 0,
  }));
}

/**
 * The amount, dollars, of the last band of `minAges` (ascending) the filer's age has reached; undefined below the
 * first band or with no age given, but a band from age 0, which every filer is in.
 */
export function amountByAge(
  age: number | undefined,
  minAges: readonly number[],
  amounts: readonly number[],
): number | undefined {
  let amount: number | undefined;
  minAges.forEach((minAge, i) => {
    if (minAge === 0 || (age !== undefined && age >= minAge)) amount = amounts[i];
  });
  return amount;
}

/**
 * An exclusion of each filer's own distributions up to the amount of the filer's age band (`minAges[i]` and older:
 * `amounts[i]` dollars a person): Alabama's $6,000 at 65 (Code of Ala. §40-18-19, Act 2022-294; Schedule RS),
 * Delaware's $2,000 and $12,500 at 60 (30 Del. C. §1106(b); PIT-RES line 6), Kentucky's $31,110 (KRS 141.019;
 * Schedule P), New York's $20,000 from 59½ (Tax Law §612(c)(3-a); IT-201 line 29), Oklahoma's $10,000 (68 O.S.
 * §2358; Schedule 511-A). Never more than the filer's own distributions.
 */
export const retirementExclusionByAge = defineDeductionRule(
  'retirement-exclusion-by-age',
  { minAges: 'list', amounts: 'list' },
  ({ household: h, rule }) => {
    const minAges = figureList(rule, 'minAges', h.filingStatus);
    const amounts = figureList(rule, 'amounts', h.filingStatus);
    return filersOf(h).reduce((sum, filer) => {
      const amount = amountByAge(filer.age, minAges, amounts);
      return sum + (amount === undefined ? 0 : Math.min(filer.distributionsC, amount * 100));
    }, 0);
  },
);

/** Iowa (IA 1040 Schedule 1, retirement income exclusion, from 2023): a filer aged `minAge` or older excludes all the filer's retirement income. */
export const iaRetirementIncomeExclusion = defineDeductionRule(
  'ia-retirement-income-exclusion',
  { minAge: 'number' },
  ({ household: h, rule }) => {
    const minAge = figure(rule, 'minAge');
    return filersOf(h).reduce((sum, f) => sum + (f.age !== undefined && f.age >= minAge ? f.distributionsC : 0), 0);
  },
);
