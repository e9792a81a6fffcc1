import { everyStatus, perStatus } from '../by-status';
import type { StateTaxRules } from '../types';

export const DC: StateTaxRules = {
  code: 'DC',
  name: 'District of Columbia',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Office of Tax and Revenue, 2025 D-40 instructions (DC AGI starts from federal AGI)',
      url: 'https://otr.cfo.dc.gov/sites/default/files/dc/sites/otr/publication/attachments/2025_D40_Book_Final_wLinks_030526_v1.0.pdf',
    },
  },
  standardDeduction: {
    amount: perStatus(15_000, 30_000, 15_000, 22_500, 30_000),
    source: {
      title:
        'D.C. Code §47-1801.04(44) (standard deduction as defined in the Internal Revenue Code as of 31 December 2024, per the Fiscal Year 2026 Budget Support Act); 2025 D-40 instructions',
      url: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1801.04',
    },
  },
  brackets: {
    byStatus: everyStatus([
      { rate: 4, upTo: 10_000 },
      { rate: 6, upTo: 40_000 },
      { rate: 6.5, upTo: 60_000 },
      { rate: 8.5, upTo: 250_000 },
      { rate: 9.25, upTo: 500_000 },
      { rate: 9.75, upTo: 1_000_000 },
      { rate: 10.75, upTo: null },
    ]),
    source: {
      title: 'D.C. Code §47-1806.03(a)(10) (rates for tax years beginning after 31 December 2021)',
      url: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.03',
    },
  },
  notModelled: [
    'DC earned income tax credit and the keep child care affordable credit',
    'Additional standard deduction for age 65+ and blindness; itemized deductions',
    'Spouses filing separately on the same return (often lower tax for two earners); a joint return is modelled',
  ],
  assumptions: [
    'DC did not adopt the 2025 federal increase of the standard deduction; the 2025 DC amounts ($15,000 / $30,000 / $22,500) are used for 2026, as the 2026 indexed DC amounts were not available to us.',
  ],
};
