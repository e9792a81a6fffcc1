import type { NoWageIncomeTax } from '../types';

export const FL: NoWageIncomeTax = {
  code: 'FL',
  name: 'Florida',
  taxYear: 2026,
  taxesWages: false,
  reason: 'Florida levies no tax on the income of natural persons (Fla. Const. art. VII, §5(a))',
  source: {
    title: 'Constitution of the State of Florida, Article VII, Section 5',
    url: 'https://www.flsenate.gov/Laws/Constitution#A7S05',
  },
  notModelled: [],
  assumptions: [],
};
