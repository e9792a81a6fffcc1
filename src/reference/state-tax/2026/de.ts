import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const INSTRUCTIONS: Source = {
  title:
    'Delaware Division of Revenue, 2025 Form PIT-RES instructions (rate table, standard deduction, personal credits)',
  url: 'https://revenuefiles.delaware.gov/2025/PITForms_Instructions/Instructions/PIT-RES_Instructions_2025-01.pdf',
};

export const DE: StateTaxRules = {
  code: 'DE',
  name: 'Delaware',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: INSTRUCTIONS },
  standardDeduction: {
    amount: perStatus(3_250, 6_500, 3_250, 3_250, 3_250),
    source: {
      title: '30 Del. C. §1108 (standard deduction $3,250; $6,500 joint)',
      url: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
    },
  },
  personalExemption: {
    kind: 'credit',
    amount: 110,
    source: {
      title: '30 Del. C. §1110 (personal credit $110 per exemption)',
      url: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
    },
  },
  dependentExemption: {
    kind: 'credit',
    amount: 110,
    source: {
      title: '30 Del. C. §1110 (personal credit $110 per exemption)',
      url: 'https://delcode.delaware.gov/title30/c011/sc02/index.html',
    },
  },
  brackets: {
    byStatus: everyStatus([
      { rate: 0, upTo: 2_000 },
      { rate: 2.2, upTo: 5_000 },
      { rate: 3.9, upTo: 10_000 },
      { rate: 4.8, upTo: 20_000 },
      { rate: 5.2, upTo: 25_000 },
      { rate: 5.55, upTo: 60_000 },
      { rate: 6.6, upTo: null },
    ]),
    source: {
      title: '30 Del. C. §1102(a)(14) (rates for tax years after 2013)',
      url: 'https://delcode.delaware.gov/title30/c011/sc01/index.html',
    },
  },
  notModelled: [
    'Wilmington city wage tax (1.25 %)',
    'Additional $2,500 standard deduction and $110 credit for age 65+ and blindness',
    'Delaware earned income credit; pension exclusion; itemized deductions',
    'Spouses filing separately on a combined return (often lower tax for two earners); a joint return on one schedule is modelled',
  ],
  assumptions: [],
};
