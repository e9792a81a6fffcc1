import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const ANNOUNCEMENT: Source = {
  title:
    'Minnesota Department of Revenue, Minnesota income tax brackets, standard deduction and dependent exemption amounts for tax year 2026 (16 December 2025)',
  url: 'https://www.revenue.state.mn.us/minnesota-income-tax-rates-and-brackets',
};
const M1_2025: Source = {
  title: 'Minnesota Department of Revenue, 2025 Form M1 instructions (worksheets for lines 4 and 5)',
  url: 'https://www.revenue.state.mn.us/sites/default/files/2025-11/m1-inst-25_0.pdf',
};

const SINGLE: readonly Band[] = [
  { rate: 5.35, upTo: 33_310 },
  { rate: 6.8, upTo: 109_430 },
  { rate: 7.85, upTo: 203_150 },
  { rate: 9.85, upTo: null },
];
const JOINT: readonly Band[] = [
  { rate: 5.35, upTo: 48_700 },
  { rate: 6.8, upTo: 193_480 },
  { rate: 7.85, upTo: 337_930 },
  { rate: 9.85, upTo: null },
];
const SEPARATE: readonly Band[] = [
  { rate: 5.35, upTo: 24_350 },
  { rate: 6.8, upTo: 96_740 },
  { rate: 7.85, upTo: 168_965 },
  { rate: 9.85, upTo: null },
];
const HEAD: readonly Band[] = [
  { rate: 5.35, upTo: 41_010 },
  { rate: 6.8, upTo: 164_800 },
  { rate: 7.85, upTo: 270_060 },
  { rate: 9.85, upTo: null },
];

export const MN: StateTaxRules = {
  code: 'MN',
  name: 'Minnesota',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: M1_2025 },
  standardDeduction: { amount: perStatus(15_300, 30_600, 15_300, 23_000, 30_600), source: ANNOUNCEMENT },
  dependentExemption: {
    kind: 'deduction',
    amount: 5_300,
    phaseOut: {
      of: 'federalAgi',
      threshold: perStatus(239_050, 358_550, 179_275, 298_800, 358_550),
      step: 2_500,
      stepByStatus: perStatus(2_500, 2_500, 1_250, 2_500, 2_500),
      pctPerStep: 2,
      partialStep: 'counts',
      appliesTo: 'total',
      source: {
        title:
          'Minn. Stat. §290.0121 subd. 2 (2 % of the exemptions per $2,500, $1,250 separate, of AGI over the threshold)',
        url: 'https://www.revisor.mn.gov/statutes/cite/290.0121',
      },
    },
    source: ANNOUNCEMENT,
  },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SEPARATE, HEAD, JOINT), source: ANNOUNCEMENT },
  special: [
    {
      name: 'mn-standard-deduction-limit',
      label: 'Standard deduction limitation',
      figures: {
        // Reduction = 3 % of AGI over lowThreshold (up to highThreshold) + 10 % of AGI over highThreshold, at most
        // 80 % of the standard deduction; above fullReductionOver the reduction is 80 % of it.
        lowThreshold: perStatus(238_950, 238_950, 119_475, 238_950, 238_950),
        highThreshold: perStatus(330_300, 330_300, 165_150, 330_300, 330_300),
        lowPct: 3,
        highPct: 10,
        maxPct: 80,
        fullReductionOver: 1_083_150,
      },
      source: {
        title: 'Minn. Stat. §290.0123 subd. 5 (standard deduction limited); 2025 Schedule M1SA worksheet for line 26',
        url: 'https://www.revisor.mn.gov/statutes/cite/290.0123',
      },
    },
  ],
  notModelled: [
    'Minnesota child and working family credit, and other Minnesota credits',
    'Additional standard deduction for age 65+ or blindness; itemized deductions',
    'Net investment income tax (1 % over $1,000,000) and alternative minimum tax',
  ],
  assumptions: [
    'The phase-out thresholds of the dependent exemption and of the standard deduction are indexed each year; their 2026 values were not available to us, so the 2025 values (2025 Form M1 instructions) are used. Brackets, standard deduction and the dependent exemption amount are the 2026 figures announced by the Department of Revenue.',
  ],
};
