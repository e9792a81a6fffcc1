import type { NoWageIncomeTax } from '../types';

export const TN: NoWageIncomeTax = {
  code: 'TN',
  name: 'Tennessee',
  taxYear: 2026,
  taxesWages: false,
  reason:
    'Tennessee does not tax earned income (Tenn. Const. art. II, §28), and its Hall income tax on interest and dividends is repealed for tax years beginning on or after 1 January 2021',
  source: {
    title: 'Tennessee Department of Revenue: Hall Income Tax (repealed)',
    url: 'https://www.tn.gov/revenue/taxes/hall-income-tax.html',
  },
  notModelled: [],
  assumptions: [],
};
