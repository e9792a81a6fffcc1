import type { NoWageIncomeTax } from '../types';

export const SD: NoWageIncomeTax = {
  code: 'SD',
  name: 'South Dakota',
  taxYear: 2026,
  taxesWages: false,
  reason: 'South Dakota has no individual income tax',
  source: {
    title: 'South Dakota Department of Revenue: taxes for individuals',
    url: 'https://dor.sd.gov/individuals/',
  },
  notModelled: [],
  assumptions: [],
};
