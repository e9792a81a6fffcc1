import { everyStatus } from '../by-status';
import type { StateTaxRules } from '../types';

export const CO: StateTaxRules = {
  code: 'CO',
  name: 'Colorado',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalTaxableIncome',
    addsBack401k: false,
    source: {
      title: 'C.R.S. §39-22-104(1): Colorado taxable income is federal taxable income with Colorado modifications',
      url: 'https://tax.colorado.gov/sites/tax/files/documents/Book104_2025.pdf',
    },
  },
  brackets: {
    byStatus: everyStatus([{ rate: 4.4, upTo: null }]),
    source: {
      title:
        'C.R.S. §39-22-104(1.7): 4.4 % of federal taxable income; Colorado 2025 Individual Income Tax Filing Guide',
      url: 'https://tax.colorado.gov/sites/tax/files/documents/Book104_2025.pdf',
    },
  },
  notModelled: [
    'Add-back of federal itemized or standard deductions above the Colorado cap for federal AGI of $300,000 or more (C.R.S. §39-22-104(3)(p))',
    'A temporary rate reduction that TABOR revenue can trigger (SB24-228); none is certified for 2026 when this table was written',
    'Colorado earned income tax credit, family affordability credit and child tax credit; TABOR refunds',
    'Local occupational privilege taxes (Denver, Aurora, Glendale, Greenwood Village, Sheridan)',
  ],
  assumptions: [],
};
