import { everyStatus, perStatus } from '../by-status';
import type { StateTaxRules } from '../types';

export const LA: StateTaxRules = {
  code: 'LA',
  name: 'Louisiana',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Louisiana Department of Revenue, 2025 Form IT-540 instructions (federal AGI with Louisiana adjustments)',
      url: 'https://dam.ldr.la.gov/taxforms/IT540i%20WEB(2025)D11.pdf',
    },
  },
  standardDeduction: {
    amount: perStatus(12_835, 25_670, 12_835, 25_670, 25_670),
    source: {
      title:
        'La. R.S. 47:294 (standard deduction $12,500 / $25,000, indexed from 2026); Louisiana Register, February 2026, 2026 withholding tables notice',
      url: 'https://www.legis.la.gov/legis/Law.aspx?d=101761',
    },
  },
  brackets: {
    byStatus: everyStatus([{ rate: 3, upTo: null }]),
    source: {
      title: 'La. R.S. 47:32 (flat 3 % from tax year 2025, Act 11 of the 2024 Third Extraordinary Session)',
      url: 'https://www.legis.la.gov/legis/Law.aspx?d=101946',
    },
  },
  notModelled: [
    'Louisiana earned income credit and other credits',
    'Retirement income exclusion (age 65+) and other Louisiana exclusions',
    'Louisiana has no personal or dependent exemptions from 2025; none are modelled',
  ],
  assumptions: [],
};
