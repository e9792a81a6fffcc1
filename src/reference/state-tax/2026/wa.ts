import type { NoWageIncomeTax } from '../types';

export const WA: NoWageIncomeTax = {
  code: 'WA',
  name: 'Washington',
  taxYear: 2026,
  taxesWages: false,
  reason:
    'Washington has no individual income tax on wages; its capital gains excise tax (RCW 82.87) does not reach wages',
  source: {
    title: 'Washington State Department of Revenue: Capital gains tax (RCW 82.87)',
    url: 'https://dor.wa.gov/taxes-rates/other-taxes/capital-gains-tax',
  },
  notModelled: [
    'Payroll premiums withheld from wages that are not income tax: WA Cares Fund long-term care (0.58 % of wages) and Paid Family and Medical Leave',
    'The capital gains excise tax (no wages are capital gains)',
  ],
  assumptions: [],
};
