/** Ohio's special rules: the formulas its data file names in `special`. */
import { percentOfCentsHalfUp } from '../schedule-math';
import { defineSpecialRule, figure } from './define';

/**
 * A fixed amount of tax once taxable income exceeds `over` (Ohio's schedule: $0 up to $26,050, then "$332 plus
 * 2.75 % of the amount over $26,050"): the schedule's bands carry the rate, this adds the step.
 */
export const fixedTaxOver = defineSpecialRule(
  'oh-fixed-tax-over',
  { over: 'number', amount: 'number' },
  ({ rule, taxableC }) => (taxableC > figure(rule, 'over') * 100 ? { taxC: figure(rule, 'amount') * 100 } : {}),
);

/**
 * Ohio's exemption credit (R.C. 5747.022): `perExemption` dollars for each exemption (filers and dependents)
 * when the Ohio income tax base (Ohio AGI less exemptions: taxable income here) is below `incomeBelow`.
 */
export const ohExemptionCredit = defineSpecialRule(
  'oh-exemption-credit',
  { incomeBelow: 'number', perExemption: 'number' },
  ({ household, rule, taxableC }) => {
    if (taxableC >= figure(rule, 'incomeBelow') * 100) return {};
    const exemptions = household.filers + household.children + household.otherDependents;
    return { creditC: exemptions * figure(rule, 'perExemption') * 100 };
  },
);

/**
 * Ohio's joint filing credit (R.C. 5747.05(E)): on a joint return where each spouse has at least `minEachSpouse`
 * dollars of qualifying income (wages here), a percentage of the tax after the credits before it, by Ohio taxable
 * income (`pct` to `upTo` dollars, rows in order), at most `cap` dollars; none when modified AGI exceeds `maxAgi`.
 * Without each earner's wages the spouses' split is unknown and the credit is not taken.
 */
export const ohJointFilingCredit = defineSpecialRule(
  'oh-joint-filing-credit',
  {
    maxAgi: 'number',
    minEachSpouse: 'number',
    upTo1: 'number',
    upTo2: 'number',
    upTo3: 'number',
    pct1: 'number',
    pct2: 'number',
    pct3: 'number',
    pctAbove: 'number',
    cap: 'number',
  },
  ({ household, rule, taxableC, taxSoFarC, creditsSoFarC }) => {
    if (household.filingStatus !== 'mfj' || household.federalAgiC > figure(rule, 'maxAgi') * 100) return {};
    const earners = household.earnerWagesC ?? [];
    const minC = figure(rule, 'minEachSpouse') * 100;
    if (earners.length < 2 || earners.some((wagesC) => wagesC < minC)) return {};
    const pct =
      taxableC <= figure(rule, 'upTo1') * 100
        ? figure(rule, 'pct1')
        : taxableC <= figure(rule, 'upTo2') * 100
          ? figure(rule, 'pct2')
          : taxableC <= figure(rule, 'upTo3') * 100
            ? figure(rule, 'pct3')
            : figure(rule, 'pctAbove');
    const taxC = Math.max(0, taxSoFarC - creditsSoFarC);
    return { creditC: Math.min(figure(rule, 'cap') * 100, percentOfCentsHalfUp(taxC, pct)) };
  },
);
/**
 * Ohio's senior citizen credit (R.C. 5747.055(C); IT 1040 Schedule of Credits): `amount` dollars for each return on
 * which the taxpayer or the spouse is 65 or older, when Ohio adjusted gross income less exemptions (taxable income
 * here) is under `incomeBelow`. One credit a return, not one a person.
 */
export const ohSeniorCitizenCredit = defineSpecialRule(
  'oh-senior-citizen-credit',
  { amount: 'number', incomeBelow: 'number' },
  ({ household, rule, taxableC }) =>
    household.filersAged65Plus > 0 && taxableC < figure(rule, 'incomeBelow') * 100
      ? { creditC: figure(rule, 'amount') * 100 }
      : {},
);
