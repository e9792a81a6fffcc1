import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

/** The 2026 schedules printed on Form ND-1ES (SFN 28709, 12-2025), page 2: 0 %, 1.95 %, 2.5 %. */
const RATES: Source = {
  title:
    'North Dakota Office of State Tax Commissioner, 2026 Form ND-1ES (SFN 28709), 2026 Forms ND-1 and ND-EZ Tax Rate Schedules',
  url: 'https://www.tax.nd.gov/sites/www/files/documents/forms/individual/2025-iit/28709-form-nd-1es-2026.pdf',
};

const schedule = (zeroTo: number, lowTo: number): readonly Band[] => [
  { rate: 0, upTo: zeroTo },
  { rate: 1.95, upTo: lowTo },
  { rate: 2.5, upTo: null },
];

export const ND: StateTaxRules = {
  code: 'ND',
  name: 'North Dakota',
  taxYear: 2026,
  taxesWages: true,
  // North Dakota taxable income starts from federal taxable income (Form ND-1, line 1): the federal standard
  // deduction (or itemized deductions) is already out, and North Dakota has no exemptions of its own.
  base: {
    startsFrom: 'federalTaxableIncome',
    addsBack401k: false,
    source: {
      title: 'N.D.C.C. §57-38-01(13) and §57-38-30.3 (North Dakota taxable income is federal taxable income, adjusted)',
      url: 'https://ndlegis.gov/cencode/t57c38.pdf',
    },
  },
  brackets: {
    byStatus: perStatus(
      schedule(49_575, 250_400),
      schedule(82_800, 304_850),
      schedule(41_400, 152_425),
      schedule(66_400, 277_600),
      schedule(82_800, 304_850),
    ),
    source: RATES,
  },
  notModelled: [
    'Marriage penalty credit for joint filers who both have qualified income (Schedule ND-1TC)',
    'Subtractions for Social Security benefits, 40 % of long-term capital gains and qualified dividends, and other Schedule ND-1SA items',
    'North Dakota has no local income taxes',
  ],
  assumptions: [],
};
