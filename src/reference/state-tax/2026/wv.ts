import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

/** W. Va. Code §11-21-4j as enacted by SB 392 (2026): the rates for taxable years beginning on 1 January 2026. */
const SB392: Source = {
  title:
    'West Virginia Enrolled Committee Substitute for SB 392 (2026), W. Va. Code §11-21-4j: rates from 1 January 2026 (2.11 % to 4.58 %)',
  url: 'https://www.wvlegislature.gov/Bill_Text_HTML/2026_SESSIONS/RS/bills/sb392%20sub1%20enr.pdf',
};
const EXEMPTIONS: Source = {
  title: 'W. Va. Code §11-21-16 (personal exemption of $2,000 for each exemption claimed on the federal return)',
  url: 'https://code.wvlegislature.gov/11-21-16/',
};

/** Single, married filing jointly, head of household, surviving spouse. */
const ALL: readonly Band[] = [
  { rate: 2.11, upTo: 10_000 },
  { rate: 2.81, upTo: 25_000 },
  { rate: 3.16, upTo: 40_000 },
  { rate: 4.22, upTo: 60_000 },
  { rate: 4.58, upTo: null },
];
/** Married filing separately: the same rates on half the bracket widths. */
const SEPARATE: readonly Band[] = [
  { rate: 2.11, upTo: 5_000 },
  { rate: 2.81, upTo: 12_500 },
  { rate: 3.16, upTo: 20_000 },
  { rate: 4.22, upTo: 30_000 },
  { rate: 4.58, upTo: null },
];

export const WV: StateTaxRules = {
  code: 'WV',
  name: 'West Virginia',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'W. Va. Code §11-21-12 (West Virginia AGI of a resident: federal AGI with modifications)',
      url: 'https://code.wvlegislature.gov/11-21-12/',
    },
  },
  personalExemption: { kind: 'deduction', amount: 2_000, source: EXEMPTIONS },
  dependentExemption: { kind: 'deduction', amount: 2_000, source: EXEMPTIONS },
  brackets: { byStatus: perStatus(ALL, ALL, SEPARATE, ALL, ALL), source: SB392 },
  notModelled: [
    'The tax table for taxable income under $100,000 (tax on the midpoint of $50 rows); the exact schedule is used',
    'Low-income earned income exclusion (up to $10,000 for AGI of $10,000 or less) and the family tax credit',
    'Additional exemption of a surviving spouse; senior citizen and Social Security modifications',
    'Rate reductions that later revenue triggers may bring (W. Va. Code §11-21-4h)',
  ],
  assumptions: [],
};
