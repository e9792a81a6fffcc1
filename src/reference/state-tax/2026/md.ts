import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const BOOKLET: Source = {
  title:
    'Comptroller of Maryland, 2025 Maryland Resident Tax Forms and Instructions (rates, standard deduction, exemptions)',
  url: 'https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/2025/resident-booklet.pdf',
};
const HB352: Source = {
  title:
    'Maryland HB 352 (Budget Reconciliation and Financing Act of 2025, ch. 604): 6.25 % and 6.5 % brackets, flat standard deduction',
  url: 'https://mgaleg.maryland.gov/2025RS/Chapters_noln/CH_604_hb0352e.pdf',
};

/** Tax-General §10-105(a)(1): single and married filing separately. */
const SINGLE: readonly Band[] = [
  { rate: 2, upTo: 1_000 },
  { rate: 3, upTo: 2_000 },
  { rate: 4, upTo: 3_000 },
  { rate: 4.75, upTo: 100_000 },
  { rate: 5, upTo: 125_000 },
  { rate: 5.25, upTo: 150_000 },
  { rate: 5.5, upTo: 250_000 },
  { rate: 5.75, upTo: 500_000 },
  { rate: 6.25, upTo: 1_000_000 },
  { rate: 6.5, upTo: null },
];
/** Tax-General §10-105(a)(2): joint, head of household, qualifying surviving spouse. */
const JOINT: readonly Band[] = [
  { rate: 2, upTo: 1_000 },
  { rate: 3, upTo: 2_000 },
  { rate: 4, upTo: 3_000 },
  { rate: 4.75, upTo: 150_000 },
  { rate: 5, upTo: 175_000 },
  { rate: 5.25, upTo: 225_000 },
  { rate: 5.5, upTo: 300_000 },
  { rate: 5.75, upTo: 600_000 },
  { rate: 6.25, upTo: 1_200_000 },
  { rate: 6.5, upTo: null },
];

export const MD: StateTaxRules = {
  code: 'MD',
  name: 'Maryland',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: BOOKLET },
  standardDeduction: { amount: perStatus(3_350, 6_700, 3_350, 6_700, 6_700), source: HB352 },
  personalExemption: { kind: 'deduction', amount: 3_200, source: BOOKLET },
  dependentExemption: { kind: 'deduction', amount: 3_200, source: BOOKLET },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SINGLE, JOINT, JOINT), source: HB352 },
  special: [
    {
      name: 'md-exemption-by-agi',
      label: 'Exemptions reduced by federal AGI',
      figures: {
        // Each exemption ($3,200) is $1,600 above the first threshold, $800 above the second, $0 above the third.
        firstThreshold: perStatus(100_000, 150_000, 100_000, 150_000, 150_000),
        secondThreshold: perStatus(125_000, 175_000, 125_000, 175_000, 175_000),
        thirdThreshold: perStatus(150_000, 200_000, 150_000, 200_000, 200_000),
        amountOverFirst: 1_600,
        amountOverSecond: 800,
      },
      source: {
        title: 'Tax-General §10-211(b)–(c) and the 2025 resident booklet’s Exemption Amount Chart (by federal AGI)',
        url: 'https://www.marylandcomptroller.gov/content/dam/mdcomp/tax/instructions/2025/resident-booklet.pdf',
      },
    },
  ],
  notModelled: [
    'County and Baltimore City income taxes (2.25 % to 3.3 % of Maryland taxable income; 3.2 % for nonresidents’ special tax)',
    '2 % capital gains surtax on federal AGI over $350,000 (wages are not subject to it)',
    'Maryland earned income credit, child tax credit, poverty-level credit',
    'Additional $1,000 exemptions for age 65+ and blindness; pension exclusion; itemized deductions',
  ],
  assumptions: [
    'From 2026 the standard deduction is indexed (HB 352); the 2026 amount was not available to us, so the 2025 amounts ($3,350 / $6,700) are used. The rate schedule is 2025 law unchanged for 2026.',
  ],
};
