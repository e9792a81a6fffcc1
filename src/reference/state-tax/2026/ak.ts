import type { NoWageIncomeTax } from '../types';

export const AK: NoWageIncomeTax = {
  code: 'AK',
  name: 'Alaska',
  taxYear: 2026,
  taxesWages: false,
  reason:
    'Alaska has no individual income tax: it was repealed in 1980, and the Alaska Net Income Tax Act (AS 43.20) now taxes corporations only',
  source: {
    title: 'Alaska Statutes, Title 43, Chapter 20 (Alaska Net Income Tax Act)',
    url: 'https://www.akleg.gov/basis/statutes.asp#43.20',
  },
  notModelled: [],
  assumptions: [],
};
