import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const HB463: Source = {
  title:
    'Georgia HB 463 (2025–2026 session): O.C.G.A. §48-7-20(a.1) flat rate 4.99 % from 2026, §48-7-26(b) dependent exemption $5,000, §48-7-27(a)(1)(B) standard exemption $15,000 / $30,000',
  url: 'https://www.legis.ga.gov/api/legislation/document/20252026/249080',
};

export const GA: StateTaxRules = {
  code: 'GA',
  name: 'Georgia',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title:
        'Georgia Department of Revenue, 2025 IT-511 Individual Income Tax Booklet (Form 500 starts from federal AGI)',
      url: 'https://dor.georgia.gov/document/document/2025-it-511-individual-income-tax-booklet/download',
    },
  },
  standardDeduction: { amount: perStatus(15_000, 30_000, 15_000, 15_000, 30_000), source: HB463 },
  dependentExemption: { kind: 'deduction', amount: 5_000, source: HB463 },
  brackets: { byStatus: everyStatus([{ rate: 4.99, upTo: null }]), source: HB463 },
  notModelled: [
    'Additional $1,300 deductions for taxpayers or spouses 65 or older or blind',
    'Retirement income exclusion (age 62+), Georgia low-income credit, and other Georgia credits',
    'Itemized deductions',
  ],
  assumptions: [],
};
