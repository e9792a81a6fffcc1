import type { ByStatus, Source, WageIncomeTax } from '../types';

const same = <T>(value: T): ByStatus<T> => ({ single: value, mfj: value, mfs: value, hoh: value, qss: value });

/** 72 P.S. §7302: the 3.07 % rate on each class of income; not indexed, unchanged since 2004. */
const RATE: Source = {
  title: 'Pennsylvania Department of Revenue: Personal Income Tax (rate 3.07 %, 72 P.S. §7302)',
  url: 'https://www.pa.gov/agencies/revenue/resources/tax-types-and-information/personal-income-tax.html',
};

/** PA PIT Guide ch. 7 (compensation): elective deferrals to a 401(k) are PA-taxable compensation when made. */
const COMPENSATION: Source = {
  title:
    'Pennsylvania Personal Income Tax Guide, Chapter 7: Gross Compensation (401(k) elective deferrals are compensation)',
  url: 'https://www.revenue.pa.gov/FormsandPublications/PAPersonalIncomeTaxGuide/Pages/Gross-Compensation.aspx',
};

/** PA-40 Schedule SP: 100 % forgiveness to $6,500 (unmarried) / $13,000 (married) + $9,500 per dependent child. */
const FORGIVENESS: Source = {
  title: 'Pennsylvania Department of Revenue: Tax Forgiveness (PA-40 Schedule SP; 72 P.S. §7304)',
  url: 'https://www.pa.gov/agencies/revenue/resources/tax-types-and-information/personal-income-tax/tax-forgiveness.html',
};

export const PA: WageIncomeTax = {
  code: 'PA',
  name: 'Pennsylvania',
  taxYear: 2026,
  taxesWages: true,
  // Compensation (class 1) is gross wages: no standard deduction, no personal exemptions, and the IRA,
  // student-loan and other federal adjustments are not subtracted.
  base: { startsFrom: 'wages', addsBack401k: true, source: COMPENSATION },
  brackets: { byStatus: same([{ rate: 3.07, upTo: null }]), source: RATE },
  special: [
    {
      name: 'paTaxForgiveness',
      label: 'Tax Forgiveness (Schedule SP)',
      // base: eligibility income forgiven in full, by marital status (married: joint income, also when filing
      // separately); perDependent: added per dependent child; each `step` dollars (or part) above the limit
      // lowers the forgiven share by `stepPct` percent (10 steps: 90 % … 10 %, then none).
      figures: {
        base: { single: 6_500, mfj: 13_000, mfs: 13_000, hoh: 6_500, qss: 6_500 },
        perDependent: 9_500,
        step: 250,
        stepPct: 10,
      },
      source: FORGIVENESS,
    },
  ],
  notModelled: [
    'Local earned income taxes (EIT) levied by municipalities and school districts, and Philadelphia’s wage tax',
    'Employee unemployment compensation contributions withheld from wages (a payroll contribution, not income tax)',
    'Tax Forgiveness uses the household’s compensation as eligibility income; other eligibility income (alimony, nontaxable interest, gifts) is not known',
    'Tax Forgiveness counts every dependent as a dependent child; for married filers filing separately it reads this return’s income only, not the couple’s joint income',
    'Credits other than Tax Forgiveness (e.g. the resident credit for taxes paid to other states, any state earned-income credit)',
  ],
  assumptions: [
    'The 3.07 % rate is statutory and not indexed; the Tax Forgiveness limits are fixed in law (not indexed), so the figures printed for 2025 apply to 2026',
  ],
};
