import type { NoWageIncomeTax } from '../types';

export const WY: NoWageIncomeTax = {
  code: 'WY',
  name: 'Wyoming',
  taxYear: 2026,
  taxesWages: false,
  reason: 'Wyoming has no individual income tax',
  source: {
    title: 'Wyoming Department of Revenue',
    url: 'https://revenue.wyo.gov/',
  },
  notModelled: [],
  assumptions: [],
};
