import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const INSTRUCTIONS: Source = {
  title:
    'Wisconsin Department of Revenue, 2025 Form 1 instructions (tax rate schedules, Standard Deduction Table, $700 exemptions and $250 for age 65 or older)',
  url: 'https://www.revenue.wi.gov/TaxForms2025/2025-Form1-inst.pdf',
};
const SLIDING: Source = {
  title:
    'Wis. Stat. §71.05(22) (standard deduction: the amount by filing status reduced by a percentage of Wisconsin income over a threshold; indexed), 2025 amounts from the Form 1 instructions',
  url: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/05/22',
};

/** Single and head of household (Wis. Stat. §71.06(1q), brackets indexed under §71.06(2e); 2025 Act 15). */
const SINGLE: readonly Band[] = [
  { rate: 3.5, upTo: 14_680 },
  { rate: 4.4, upTo: 51_130 },
  { rate: 5.3, upTo: 323_290 },
  { rate: 7.65, upTo: null },
];
const JOINT: readonly Band[] = [
  { rate: 3.5, upTo: 19_580 },
  { rate: 4.4, upTo: 68_170 },
  { rate: 5.3, upTo: 431_060 },
  { rate: 7.65, upTo: null },
];
const SEPARATE: readonly Band[] = [
  { rate: 3.5, upTo: 9_790 },
  { rate: 4.4, upTo: 34_090 },
  { rate: 5.3, upTo: 215_530 },
  { rate: 7.65, upTo: null },
];

export const WI: StateTaxRules = {
  code: 'WI',
  name: 'Wisconsin',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Wis. Stat. §71.01(13) (Wisconsin adjusted gross income: federal AGI with Wisconsin modifications)',
      url: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/01/13',
    },
  },
  // The largest amount, at low income; the sliding scale below reduces it. QSS: the head-of-household figures.
  standardDeduction: { amount: perStatus(13_560, 25_110, 11_930, 17_520, 17_520), source: SLIDING },
  personalExemption: { kind: 'deduction', amount: 700, source: INSTRUCTIONS },
  dependentExemption: { kind: 'deduction', amount: 700, source: INSTRUCTIONS },
  seniorExemption: { kind: 'deduction', amount: 250, source: INSTRUCTIONS },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SEPARATE, SINGLE, SINGLE), source: INSTRUCTIONS },
  special: [
    {
      name: 'wi-sliding-standard-deduction',
      label: 'Standard deduction reduced by income',
      figures: {
        // Single 12 % over $19,550; joint and separate 19.778 % over $28,210 / $13,390; head of household
        // 22.515 % over $19,550, never below a single filer's amount.
        threshold: perStatus(19_550, 28_210, 13_390, 19_550, 19_550),
        ratePct: perStatus(12, 19.778, 19.778, 22.515, 22.515),
      },
      source: SLIDING,
    },
    {
      name: 'wi-married-couple-credit',
      label: 'Married couple credit',
      // 3 % of the lower-earning spouse's qualified earned income, counted up to $16,000: at most $480.
      figures: { pct: 3, maxIncome: 16_000 },
      source: {
        title:
          'Wis. Stat. §71.07(6) (married couple credit: 3 % of the qualified earned income of the spouse with the lower income, up to $16,000)',
        url: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/07/6',
      },
    },
  ],
  notModelled: [
    'Wisconsin credits other than the married couple credit (school property tax, itemized deduction, earned income, homestead); the married couple credit counts wages only (not self-employment income or its deductions)',
    'The Tax Table for income under $100,000 and the Standard Deduction Table’s income rows (both print rounded amounts); the formulas are used exactly',
    'Retirement income and other subtractions from federal AGI',
  ],
  assumptions: [
    'Wisconsin indexes its brackets and standard deduction each year; the 2026 figures were not published when this table was written, so the 2025 figures are used.',
    'Wisconsin has no qualifying-surviving-spouse status (its statuses: single, married filing jointly or separately, head of household, https://www.revenue.wi.gov/Pages/FAQS/pcs-indstat.aspx); such a filer, who keeps a dependent child, is given the head-of-household figures here.',
  ],
};
