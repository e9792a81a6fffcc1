import { everyStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const CREDITS: Source = {
  title: 'Iowa Code §422.12(1) (exemption credits: $40 per taxpayer, spouse and dependent); 2025 IA 1040 instructions',
  url: 'https://www.legis.iowa.gov/docs/code/422.12.pdf',
};

export const IA: StateTaxRules = {
  code: 'IA',
  name: 'Iowa',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalTaxableIncome',
    addsBack401k: false,
    source: {
      title: 'Iowa Code §422.7 (from 2023, Iowa taxable income starts from federal taxable income)',
      url: 'https://www.legis.iowa.gov/docs/code/422.7.pdf',
    },
  },
  personalExemption: { kind: 'credit', amount: 40, source: CREDITS },
  dependentExemption: { kind: 'credit', amount: 40, source: CREDITS },
  brackets: {
    byStatus: everyStatus([{ rate: 3.8, upTo: null }]),
    source: {
      title: 'Iowa Code §422.5A as amended by 2024 Iowa Acts SF 2442: a single rate of 3.8 % from tax year 2025',
      url: 'https://www.legis.iowa.gov/docs/code/422.5A.pdf',
    },
  },
  notModelled: [
    'Additional $20 exemption credits for age 65+ and blindness',
    'Iowa earned income tax credit and child and dependent care credit',
    'School district income surtaxes (a percentage of the state tax, set by district)',
    'Retirement income exclusion',
  ],
  assumptions: [],
};
