import { perStatus } from '../by-status';
import type { Band, StateTaxRules } from '../types';

const single: readonly Band[] = [
  { rate: 0, upTo: 4_811 },
  { rate: 5.3, upTo: null },
];
const joint: readonly Band[] = [
  { rate: 0, upTo: 9_622 },
  { rate: 5.3, upTo: null },
];

export const ID: StateTaxRules = {
  code: 'ID',
  name: 'Idaho',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Idaho State Tax Commission, 2025 Individual Income Tax Instructions (Form 40 starts from federal AGI)',
      url: 'https://tax.idaho.gov/wp-content/uploads/forms/EIN00046/EIN00046_09-29-2025.pdf',
    },
  },
  standardDeduction: {
    followsFederal: true,
    source: {
      title: 'Idaho Code §63-3022(i) (the federal standard deduction, Idaho conforming to the Internal Revenue Code)',
      url: 'https://legislature.idaho.gov/statutesrules/idstat/title63/t63ch30/sect63-3022/',
    },
  },
  brackets: {
    byStatus: perStatus(single, joint, single, joint, joint),
    source: {
      title:
        'Idaho Code §63-3024 as amended by HB 40 (2025): 5.3 % of taxable income over $4,811 ($9,622 joint and head of household); Idaho rate schedule',
      url: 'https://tax.idaho.gov/taxes/income-tax/individual-income/individual-income-tax-rate-schedule/',
    },
  },
  notModelled: [
    'Grocery credit ($155 per person, $175 at 65+) and the permanent building fund tax ($10 per return)',
    'Retirement benefits deduction, child care deduction, itemized deductions',
  ],
  assumptions: [
    'The zero-rate band is indexed each year; the 2026 width was not available to us, so the 2025 width ($4,811 / $9,622) is used. The 5.3 % rate is the rate enacted by HB 40 (2025); no 2026 change is assumed.',
    'Idaho’s standard deduction is taken as the 2026 federal one, as Idaho’s annual conformity to the Internal Revenue Code provides.',
  ],
};
