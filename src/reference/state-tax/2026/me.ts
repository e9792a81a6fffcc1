import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const INDEXED_2026: Source = {
  title:
    'Maine Revenue Services, 2026 individual income tax rate schedules, with the 2026 phase-out thresholds (36 M.R.S. §5111, §5124-C, §5126-A)',
  url: 'https://www.maine.gov/revenue/sites/maine.gov.revenue/files/2026-05/ind_tax_rate_sched_2026_rev.pdf',
};
const FORM_2025: Source = {
  title:
    'Maine Revenue Services, 2025 individual income tax rate schedules, standard deduction and personal exemption amounts',
  url: 'https://www.maine.gov/revenue/sites/maine.gov.revenue/files/inline-files/ind_tax_rate_sched_2025.pdf',
};

const single: readonly Band[] = [
  { rate: 5.8, upTo: 27_400 },
  { rate: 6.75, upTo: 64_850 },
  { rate: 7.15, upTo: null },
];
const joint: readonly Band[] = [
  { rate: 5.8, upTo: 54_850 },
  { rate: 6.75, upTo: 129_750 },
  { rate: 7.15, upTo: null },
];
const head: readonly Band[] = [
  { rate: 5.8, upTo: 41_100 },
  { rate: 6.75, upTo: 97_300 },
  { rate: 7.15, upTo: null },
];

export const ME: StateTaxRules = {
  code: 'ME',
  name: 'Maine',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: FORM_2025 },
  standardDeduction: {
    amount: perStatus(15_000, 30_000, 15_000, 22_500, 30_000),
    // The deduction falls linearly to 0 over $75,000 ($112,500 head of household, $150,000 joint) of Maine AGI
    // above the threshold: 20 % of the excess for every status.
    phaseOut: {
      of: 'stateBase',
      threshold: perStatus(102_250, 204_550, 102_250, 153_400, 204_550),
      ratePct: 20,
      appliesTo: 'total',
      source: INDEXED_2026,
    },
    source: FORM_2025,
  },
  personalExemption: {
    kind: 'deduction',
    amount: 5_150,
    // Each exemption falls linearly to 0 over $125,000 of Maine AGI above the threshold: 4.12 % of the excess.
    phaseOut: {
      of: 'stateBase',
      threshold: perStatus(341_000, 409_150, 204_575, 375_050, 409_150),
      ratePct: 4.12,
      appliesTo: 'eachUnit',
      source: INDEXED_2026,
    },
    source: FORM_2025,
  },
  dependentExemption: {
    kind: 'credit',
    amount: 300,
    source: {
      title: '36 M.R.S. §5219-SS (dependent exemption tax credit, $300 per dependent)',
      url: 'https://legislature.maine.gov/statutes/36/title36sec5219-SS.html',
    },
  },
  brackets: { byStatus: perStatus(single, joint, single, head, joint), source: INDEXED_2026 },
  notModelled: [
    'The dependent exemption credit is partly refundable and phases out above $200,000 ($400,000 joint); it is modelled as a nonrefundable $300 without phase-out',
    'Maine earned income credit, sales and property tax fairness credits',
    'Additional standard deduction for age 65+ and blindness; pension deduction; itemized deductions',
    'For married filing separately the personal exemption phases out over $62,500 (8.24 % of the excess); 4.12 % is used',
  ],
  assumptions: [
    'Maine conforms to the Internal Revenue Code as of 31 December 2024, so its standard deduction did not follow the 2025 federal increase; the 2026 Maine standard deduction and personal exemption were not available to us, so the 2025 amounts ($15,000 / $30,000 / $22,500; $5,150) are used. The 2026 brackets and phase-out thresholds are Maine’s 2026 indexed figures.',
  ],
};
