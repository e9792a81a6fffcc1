import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const RATES: Source = {
  title: 'Code of Virginia §58.1-320 (2 % to $3,000, 3 % to $5,000, 5 % to $17,000, 5.75 % above; all filing statuses)',
  url: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-320/',
};
const STANDARD: Source = {
  title:
    'Virginia Department of Taxation, 2026 Legislative Summary: standard deduction $8,750 ($17,500 married filing jointly) for 2026 (HB 30, Item 4-14)',
  url: 'https://www.tax.virginia.gov/sites/default/files/inline-files/2026-legislative-summary.pdf',
};
const EXEMPTIONS: Source = {
  title: 'Code of Virginia §58.1-322.03 (personal and dependent exemptions of $930 each)',
  url: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322.03/',
};

export const VA: StateTaxRules = {
  code: 'VA',
  name: 'Virginia',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Code of Virginia §58.1-322 (Virginia AGI is federal AGI with modifications)',
      url: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322/',
    },
  },
  standardDeduction: { amount: perStatus(8_750, 17_500, 8_750, 8_750, 8_750), source: STANDARD },
  personalExemption: { kind: 'deduction', amount: 930, source: EXEMPTIONS },
  dependentExemption: { kind: 'deduction', amount: 930, source: EXEMPTIONS },
  brackets: {
    byStatus: everyStatus([
      { rate: 2, upTo: 3_000 },
      { rate: 3, upTo: 5_000 },
      { rate: 5, upTo: 17_000 },
      { rate: 5.75, upTo: null },
    ]),
    source: RATES,
  },
  notModelled: [
    'Virginia earned income credit and low-income credit; the spouse tax adjustment for two-earner joint returns',
    'Additional $800 exemptions for age 65+ and blindness; age deduction; itemized deductions',
    'Married filing separately on a combined return (Schedule VAC) is not distinguished',
  ],
  assumptions: [],
};
