import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const SCHEDULES: Source = {
  title: 'Vermont Department of Taxes, 2025 Vermont Income Tax Rate Schedules (32 V.S.A. §5822, brackets indexed)',
  url: 'https://tax.vermont.gov/sites/tax/files/documents/RateSched-2025.pdf',
};
const BOOKLET: Source = {
  title:
    'Vermont Department of Taxes, 2025 Income Tax Return Booklet, Form IN-111 lines 4–5 (standard deduction, $5,300 personal exemption; 32 V.S.A. §5811(21)(C))',
  url: 'https://tax.vermont.gov/sites/tax/files/documents/Income-Booklet-2025.pdf',
};

const SINGLE: readonly Band[] = [
  { rate: 3.35, upTo: 49_400 },
  { rate: 6.6, upTo: 119_700 },
  { rate: 7.6, upTo: 249_700 },
  { rate: 8.75, upTo: null },
];
/** Married filing jointly and qualifying surviving spouse. */
const JOINT: readonly Band[] = [
  { rate: 3.35, upTo: 82_500 },
  { rate: 6.6, upTo: 199_450 },
  { rate: 7.6, upTo: 304_000 },
  { rate: 8.75, upTo: null },
];
const SEPARATE: readonly Band[] = [
  { rate: 3.35, upTo: 41_250 },
  { rate: 6.6, upTo: 99_725 },
  { rate: 7.6, upTo: 152_000 },
  { rate: 8.75, upTo: null },
];
const HEAD: readonly Band[] = [
  { rate: 3.35, upTo: 66_200 },
  { rate: 6.6, upTo: 171_000 },
  { rate: 7.6, upTo: 276_850 },
  { rate: 8.75, upTo: null },
];

export const VT: StateTaxRules = {
  code: 'VT',
  name: 'Vermont',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title:
        '32 V.S.A. §5811(21) (Vermont taxable income: federal AGI less the Vermont standard deduction and exemptions)',
      url: 'https://legislature.vermont.gov/statutes/section/32/151/05811',
    },
  },
  standardDeduction: { amount: perStatus(7_650, 15_300, 7_650, 11_450, 15_300), source: BOOKLET },
  personalExemption: { kind: 'deduction', amount: 5_300, source: BOOKLET },
  dependentExemption: { kind: 'deduction', amount: 5_300, source: BOOKLET },
  // The additional standard deduction for each filer aged 65 or older (blindness is not an input).
  seniorExemption: {
    kind: 'deduction',
    amount: 1_250,
    source: {
      title:
        'Vermont Department of Taxes, 2025 Income Tax Return Booklet, Form IN-111 line 4: additional standard deduction of $1,250 for each filer aged 65 or older or blind',
      url: 'https://tax.vermont.gov/sites/tax/files/documents/Income-Booklet-2025.pdf',
    },
  },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SEPARATE, HEAD, JOINT), source: SCHEDULES },
  special: [
    {
      name: 'minimum-tax-on-agi',
      label: 'Minimum tax (3 % of federal AGI)',
      // With federal AGI over $150,000 the tax is at least 3 % of federal AGI.
      figures: { agiOver: 150_000, pctOfAgi: 3 },
      source: {
        title:
          '32 V.S.A. §5822(a)(6) and the 2025 rate schedules: above $150,000 of AGI, the greater of the schedule tax and 3 % of AGI',
        url: 'https://legislature.vermont.gov/statutes/section/32/151/05822',
      },
    },
  ],
  notModelled: [
    'Vermont child tax credit ($1,000 per child under 6), earned income credit, renter credit',
    'Additional standard deduction for blindness; itemized deductions (charitable contribution credit)',
    'The tax tables for taxable income under $75,000 and the rate schedules’ whole-dollar base amounts; the exact schedule is used',
  ],
  assumptions: [
    'Vermont indexes its brackets, standard deduction and exemption each year (32 V.S.A. §5822(b)); its 2026 figures were not published when this table was written, so the 2025 figures are used (the additional standard deduction for age 65 or older included).',
  ],
};
