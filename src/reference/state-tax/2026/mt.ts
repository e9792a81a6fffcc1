import { perStatus } from '../by-status';
import type { Band, StateTaxRules } from '../types';

const single: readonly Band[] = [
  { rate: 4.7, upTo: 47_500 },
  { rate: 5.65, upTo: null },
];
const joint: readonly Band[] = [
  { rate: 4.7, upTo: 95_000 },
  { rate: 5.65, upTo: null },
];
const head: readonly Band[] = [
  { rate: 4.7, upTo: 71_250 },
  { rate: 5.65, upTo: null },
];

export const MT: StateTaxRules = {
  code: 'MT',
  name: 'Montana',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalTaxableIncome',
    addsBack401k: false,
    source: {
      title: 'Mont. Code Ann. §15-30-2101 (from 2024, Montana taxable income starts from federal taxable income)',
      url: 'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0210/section_0010/0150-0300-0210-0010.html',
    },
  },
  brackets: {
    byStatus: perStatus(single, joint, single, head, joint),
    source: {
      title:
        'Mont. Code Ann. §15-30-2103 as amended by HB 337 (2025): 4.7 % up to $47,500 ($95,000 joint, $71,250 head of household) and 5.65 % above for 2026',
      url: 'https://bills.legmt.gov/#/laws/bill/2/LC0900?open_tab=bill',
    },
  },
  notModelled: [
    'Montana earned income tax credit and elderly homeowner/renter credit',
    'Subtraction for taxpayers 65+ and other Montana adjustments to federal taxable income',
  ],
  assumptions: [],
};
