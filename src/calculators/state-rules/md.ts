/** Maryland's special rules: the formulas its data file names in `special`. */
import { defineDeductionRule, defineSpecialRule, figure, figureByStatus } from './define';
import { filersOf } from './retirement';
import { form1040AgiOf } from '../state-household';

/**
 * Maryland (Tax-General §10-211; the booklet's Exemption Amount Chart): each exemption is the table's `amount`
 * up to the first federal-AGI threshold (Form 502 line 1, the federal AGI with its taxable Social Security
 * benefits), `amountOverFirst` above it, `amountOverSecond` above the second, 0 above the third. The table allows the full amount; the part lost comes off it, so the exemption amount is Form 502
 * line 19 and taxable income line 20.
 */
export const mdExemptionByAgi = defineDeductionRule(
  'md-exemption-by-agi',
  {
    firstThreshold: 'byStatus',
    secondThreshold: 'byStatus',
    thirdThreshold: 'byStatus',
    amountOverFirst: 'number',
    amountOverSecond: 'number',
  },
  ({ household: h, rules, rule }) => {
    const status = h.filingStatus;
    const full = rules.personalExemption?.amount ?? 0;
    const agiC = form1040AgiOf(h);
    const allowed =
      agiC > figureByStatus(rule, 'thirdThreshold', status) * 100
        ? 0
        : agiC > figureByStatus(rule, 'secondThreshold', status) * 100
          ? figure(rule, 'amountOverSecond')
          : agiC > figureByStatus(rule, 'firstThreshold', status) * 100
            ? figure(rule, 'amountOverFirst')
            : full;
    const exemptions = h.filers + h.children + h.otherDependents;
    return (allowed - full) * 100 * exemptions;
  },
);

/**
 * Maryland's senior tax credit (Tax-General §10-754; Form 502CR Part M): nonrefundable, for a filer aged 65 or older
 * whose federal AGI is not over `agiLimit` (a cliff, no phase-out): `oneAged` for a single or separate filer and for
 * a joint return with one spouse 65+; `bothAged` for a joint return with both 65+, and for a head of household or
 * qualifying surviving spouse (§10-754(b)(2)).
 */
export const mdSeniorTaxCredit = defineSpecialRule(
  'md-senior-tax-credit',
  { agiLimit: 'byStatus', oneAged: 'number', bothAged: 'number' },
  (context) => {
    const { household: h, rule } = context;
    const status = h.filingStatus;
    const agiC = form1040AgiOf(h);
    if (h.filersAged65Plus === 0 || agiC > figureByStatus(rule, 'agiLimit', status) * 100) return {};
    const one = status === 'single' || status === 'mfs' || (status === 'mfj' && h.filersAged65Plus < 2);
    return { creditC: figure(rule, one ? 'oneAged' : 'bothAged') * 100 };
  },
);

/**
 * Maryland's pension exclusion (Tax-General §10-209; the booklet's Pension Exclusion Computation Worksheet 13A):
 * each filer aged `minAge` (65) or older on 31 December subtracts the filer's own pension and annuity income up to
 * `maximum`, less the Social Security benefits the filer received (line 3). The household's benefits are not split
 * between spouses: they reduce the limits of the filers aged 65 or older together.
 */
export const mdPensionExclusion = defineDeductionRule(
  'md-pension-exclusion',
  { minAge: 'number', maximum: 'number' },
  ({ household: h, rule }) => {
    const eligible = filersOf(h).filter((f) => f.age !== undefined && f.age >= figure(rule, 'minAge'));
    const maximumC = figure(rule, 'maximum') * 100;
    const pensionsC = eligible.reduce((sum, f) => sum + Math.min(f.distributionsC, maximumC), 0);
    const limitC = Math.max(0, eligible.length * maximumC - (h.socialSecurityBenefitsC ?? 0));
    return Math.min(pensionsC, limitC);
  },
);
