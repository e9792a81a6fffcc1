import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const BOOKLET: Source = {
  title: 'Alabama Department of Revenue, 2025 Form 40 instructions (standard deduction chart, exemptions, tax rate)',
  url: 'https://www.revenue.alabama.gov/wp-content/uploads/2026/01/25f40bk.pdf',
};
const STANDARD_DEDUCTION: Source = {
  title: 'Code of Alabama §40-18-15(b) (standard deduction by filing status, reduced as AGI rises above $26,000)',
  url: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
};
const EXEMPTIONS: Source = {
  title: 'Code of Alabama §40-18-19(a)(8)–(9) (personal exemption; dependent exemption $1,000 / $500 / $300 by AGI)',
  url: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-19/',
};

const single: readonly Band[] = [
  { rate: 2, upTo: 500 },
  { rate: 4, upTo: 3_000 },
  { rate: 5, upTo: null },
];
const joint: readonly Band[] = [
  { rate: 2, upTo: 1_000 },
  { rate: 4, upTo: 6_000 },
  { rate: 5, upTo: null },
];

export const AL: StateTaxRules = {
  code: 'AL',
  name: 'Alabama',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: BOOKLET },
  // The largest amount; `al-standard-deduction` applies the reduction above $26,000 of AGI.
  standardDeduction: { amount: perStatus(3_000, 8_500, 4_250, 5_200, 8_500), source: STANDARD_DEDUCTION },
  personalExemption: {
    kind: 'deduction',
    amount: 1_500,
    perReturn: perStatus(1_500, 3_000, 1_500, 3_000, 3_000),
    source: EXEMPTIONS,
  },
  // The largest amount; `al-dependent-exemption` applies the $500 / $300 tiers.
  dependentExemption: { kind: 'deduction', amount: 1_000, source: EXEMPTIONS },
  brackets: {
    byStatus: perStatus(single, joint, single, single, joint),
    source: {
      title: 'Code of Alabama §40-18-5 (2 %, 4 %, 5 %; bands doubled for joint returns)',
      url: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-5/',
    },
  },
  special: [
    {
      name: 'al-standard-deduction',
      label: 'Standard deduction reduced by AGI',
      figures: {
        // The deduction falls by `reductionPerStep` for each full `step` of AGI over `threshold`, to `minimum`.
        threshold: perStatus(26_000, 26_000, 13_000, 26_000, 26_000),
        step: perStatus(500, 500, 250, 500, 500),
        reductionPerStep: perStatus(25, 175, 88, 135, 175),
        minimum: perStatus(2_500, 5_000, 2_500, 2_500, 5_000),
      },
      source: STANDARD_DEDUCTION,
    },
    {
      name: 'al-dependent-exemption',
      label: 'Dependent exemption by AGI',
      figures: { firstThreshold: 50_000, secondThreshold: 100_000, amountOverFirst: 500, amountOverSecond: 300 },
      source: EXEMPTIONS,
    },
    {
      name: 'al-federal-tax-deduction',
      label: 'Federal income tax deduction',
      figures: {},
      source: {
        title:
          'Code of Alabama §40-18-15(a)(2) (federal income tax paid or accrued is deductible); 2025 Form 40 line 11',
        url: 'https://law.justia.com/codes/alabama/title-40/chapter-18/article-1/section-40-18-15/',
      },
    },
  ],
  notModelled: [
    'Local occupational license taxes on wages (Birmingham 1 %, Bessemer, Gadsden and several other cities and counties)',
    'The federal tax deduction is the federal income tax after nonrefundable credits; refundable credits (additional child tax credit, EITC) are not subtracted from it as Alabama’s worksheet does',
    'Retirement income exclusions (age 65+), itemized deductions, Alabama credits',
  ],
  assumptions: ['Alabama’s amounts are fixed in statute (not indexed); the 2025 booklet’s figures are 2026 law.'],
};
