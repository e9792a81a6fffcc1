import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

/** Tax Law §601(a)–(c) as amended by L. 2025 ch. 59 part A: the first five rates cut by 0.1 point for 2026. */
const RATES: Source = {
  title: 'New York Tax Law §601 (rates for taxable years beginning in 2026, as amended by L. 2025, ch. 59, part A)',
  url: 'https://www.nysenate.gov/legislation/laws/TAX/601',
};
const INSTRUCTIONS: Source = {
  title:
    'New York State Department of Taxation and Finance, Form IT-201 instructions (New York AGI, standard deduction table, dependent exemptions)',
  url: 'https://www.tax.ny.gov/pdf/current_forms/it/it201i.pdf',
};

/** §601(c): single and married filing separately. */
const SINGLE: readonly Band[] = [
  { rate: 3.9, upTo: 8_500 },
  { rate: 4.4, upTo: 11_700 },
  { rate: 5.15, upTo: 13_900 },
  { rate: 5.4, upTo: 80_650 },
  { rate: 5.9, upTo: 215_400 },
  { rate: 6.85, upTo: 1_077_550 },
  { rate: 9.65, upTo: 5_000_000 },
  { rate: 10.3, upTo: 25_000_000 },
  { rate: 10.9, upTo: null },
];
/** §601(a): married filing jointly and qualifying surviving spouse. */
const JOINT: readonly Band[] = [
  { rate: 3.9, upTo: 17_150 },
  { rate: 4.4, upTo: 23_600 },
  { rate: 5.15, upTo: 27_900 },
  { rate: 5.4, upTo: 161_550 },
  { rate: 5.9, upTo: 323_200 },
  { rate: 6.85, upTo: 2_155_350 },
  { rate: 9.65, upTo: 5_000_000 },
  { rate: 10.3, upTo: 25_000_000 },
  { rate: 10.9, upTo: null },
];
/** §601(b): head of household. */
const HEAD: readonly Band[] = [
  { rate: 3.9, upTo: 12_800 },
  { rate: 4.4, upTo: 17_650 },
  { rate: 5.15, upTo: 20_900 },
  { rate: 5.4, upTo: 107_650 },
  { rate: 5.9, upTo: 269_300 },
  { rate: 6.85, upTo: 1_616_450 },
  { rate: 9.65, upTo: 5_000_000 },
  { rate: 10.3, upTo: 25_000_000 },
  { rate: 10.9, upTo: null },
];

export const NY: StateTaxRules = {
  code: 'NY',
  name: 'New York',
  taxYear: 2026,
  taxesWages: true,
  // New York AGI starts from federal AGI; 401(k) elective deferrals stay excluded (only §414(h) public-employee
  // contributions are added back).
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: INSTRUCTIONS },
  standardDeduction: {
    amount: perStatus(8_000, 16_050, 8_000, 11_200, 16_050),
    source: {
      title: 'New York Tax Law §614 (New York standard deduction: $8,000; $16,050 joint; $11,200 head of household)',
      url: 'https://www.nysenate.gov/legislation/laws/TAX/614',
    },
  },
  dependentExemption: {
    kind: 'deduction',
    amount: 1_000,
    source: {
      title: 'New York Tax Law §616 (New York dependent exemption: $1,000 for each federal dependent)',
      url: 'https://www.nysenate.gov/legislation/laws/TAX/616',
    },
  },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SINGLE, HEAD, JOINT), source: RATES },
  special: [
    {
      name: 'nyRecapture',
      label: 'Supplemental tax (recapture of the lower brackets’ benefit)',
      // Above New York AGI of `startAgi`, the benefit of the lower brackets is recaptured, phased in over
      // `phaseIn` dollars of AGI per bracket, until all taxable income is taxed at the rate of its bracket; above
      // `flatAbove` of AGI, all taxable income is taxed at the top rate (§601(d-1), the IT-201 tax computation
      // worksheets).
      figures: { startAgi: 107_650, phaseIn: 50_000, flatAbove: 25_000_000 },
      source: {
        title: 'New York Tax Law §601(d-1) (supplemental tax); Form IT-201 instructions, tax computation worksheets',
        url: 'https://www.nysenate.gov/legislation/laws/TAX/601',
      },
    },
  ],
  notModelled: [
    'New York City resident income tax (3.078 % to 3.876 % of New York taxable income) and the Yonkers resident surcharge',
    'Metropolitan commuter transportation mobility tax (self-employment only)',
    'New York State and New York City earned income credits, the Empire State child credit, the household credit',
    'Itemized deductions (with their New York limits); pension and annuity exclusion; other New York additions and subtractions',
  ],
  assumptions: [
    'The 2026 rates are the statute’s (L. 2025, ch. 59, part A); the bracket thresholds, standard deduction and dependent exemption are fixed in law (not indexed). The 2026 IT-201 instructions, which print the supplemental tax’s recapture amounts rounded to whole dollars, are not published yet: the recapture is computed in cents from the 2026 schedule as §601(d-1) defines it, which can differ from the worksheets by under $1.',
  ],
};
