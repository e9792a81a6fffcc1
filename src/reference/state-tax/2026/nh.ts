import type { NoWageIncomeTax } from '../types';

export const NH: NoWageIncomeTax = {
  code: 'NH',
  name: 'New Hampshire',
  taxYear: 2026,
  taxesWages: false,
  reason:
    'New Hampshire does not tax wages, and its Interest and Dividends Tax is repealed for taxable periods beginning after 31 December 2024 (HB 2, 2023)',
  source: {
    title: 'New Hampshire Department of Revenue Administration: Interest & Dividends Tax (repealed; TIR 2025-001)',
    url: 'https://www.revenue.nh.gov/taxes-glance/interest-dividends-tax',
  },
  notModelled: [],
  assumptions: [],
};
