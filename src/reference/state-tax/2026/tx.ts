import type { NoWageIncomeTax } from '../types';

export const TX: NoWageIncomeTax = {
  code: 'TX',
  name: 'Texas',
  taxYear: 2026,
  taxesWages: false,
  reason: 'Texas may not impose a tax on the net incomes of individuals (Tex. Const. art. 8, §24-a)',
  source: {
    title: 'Texas Constitution, Article 8, Section 24-a',
    url: 'https://statutes.capitol.texas.gov/Docs/CN/htm/CN.8.htm#8.24a',
  },
  notModelled: [],
  assumptions: [],
};
