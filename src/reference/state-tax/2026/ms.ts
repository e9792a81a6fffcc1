import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const INSTRUCTIONS: Source = {
  title: 'Mississippi Department of Revenue, 2025 Resident Individual Income Tax Instructions (Form 80-100)',
  url: 'https://www.dor.ms.gov/sites/default/files/tax-forms/individual/80100251%202.pdf',
};

export const MS: StateTaxRules = {
  code: 'MS',
  name: 'Mississippi',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: INSTRUCTIONS },
  standardDeduction: {
    amount: perStatus(2_300, 4_600, 2_300, 3_400, 4_600),
    source: {
      title: 'Miss. Code Ann. §27-7-17(3) (standard deduction); 2025 Form 80-100 instructions',
      url: 'https://www.dor.ms.gov/individual/tax-rates',
    },
  },
  personalExemption: {
    kind: 'deduction',
    amount: 6_000,
    perReturn: perStatus(6_000, 12_000, 6_000, 8_000, 12_000),
    source: {
      title: 'Miss. Code Ann. §27-7-21 (exemptions: $6,000 single, $12,000 married, $8,000 head of family)',
      url: 'https://www.dor.ms.gov/individual/tax-rates',
    },
  },
  dependentExemption: { kind: 'deduction', amount: 1_500, source: INSTRUCTIONS },
  brackets: {
    byStatus: everyStatus([
      { rate: 0, upTo: 10_000 },
      { rate: 4, upTo: null },
    ]),
    source: {
      title: 'Miss. Code Ann. §27-7-5 as amended by HB 1 (2025): 4.0 % on taxable income over $10,000 for 2026',
      url: 'https://www.dor.ms.gov/individual/tax-rates',
    },
  },
  notModelled: [
    'Additional $1,500 exemptions for age 65+ and blindness',
    'Retirement income exclusion and other Mississippi credits',
    'A married couple filing separately divides the $12,000 exemption; the federal status is followed here',
  ],
  assumptions: [],
};
