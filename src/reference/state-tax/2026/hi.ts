import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const ACT46: Source = {
  title:
    'Hawaii HB 2404 CD1 (Act 46, SLH 2024), amending HRS §235-51 (brackets from 2025) and §235-2.4 (standard deduction $8,000 / $16,000 / $12,000 for 2026–2027)',
  url: 'https://data.capitol.hawaii.gov/sessions/session2024/bills/HB2404_CD1_.HTM',
};
const INSTRUCTIONS: Source = {
  title: 'Hawaii Department of Taxation, Form N-11 instructions (exemptions $1,144 each, tax rate schedules)',
  url: 'https://files.hawaii.gov/tax/forms/current/n11ins.pdf',
};

const single: readonly Band[] = [
  { rate: 1.4, upTo: 9_600 },
  { rate: 3.2, upTo: 14_400 },
  { rate: 5.5, upTo: 19_200 },
  { rate: 6.4, upTo: 24_000 },
  { rate: 6.8, upTo: 36_000 },
  { rate: 7.2, upTo: 48_000 },
  { rate: 7.6, upTo: 125_000 },
  { rate: 7.9, upTo: 175_000 },
  { rate: 8.25, upTo: 225_000 },
  { rate: 9, upTo: 275_000 },
  { rate: 10, upTo: 325_000 },
  { rate: 11, upTo: null },
];
const joint: readonly Band[] = [
  { rate: 1.4, upTo: 19_200 },
  { rate: 3.2, upTo: 28_800 },
  { rate: 5.5, upTo: 38_400 },
  { rate: 6.4, upTo: 48_000 },
  { rate: 6.8, upTo: 72_000 },
  { rate: 7.2, upTo: 96_000 },
  { rate: 7.6, upTo: 250_000 },
  { rate: 7.9, upTo: 350_000 },
  { rate: 8.25, upTo: 450_000 },
  { rate: 9, upTo: 550_000 },
  { rate: 10, upTo: 650_000 },
  { rate: 11, upTo: null },
];
const head: readonly Band[] = [
  { rate: 1.4, upTo: 14_400 },
  { rate: 3.2, upTo: 21_600 },
  { rate: 5.5, upTo: 28_800 },
  { rate: 6.4, upTo: 36_000 },
  { rate: 6.8, upTo: 54_000 },
  { rate: 7.2, upTo: 72_000 },
  { rate: 7.6, upTo: 187_500 },
  { rate: 7.9, upTo: 262_500 },
  { rate: 8.25, upTo: 337_500 },
  { rate: 9, upTo: 412_500 },
  { rate: 10, upTo: 487_500 },
  { rate: 11, upTo: null },
];

export const HI: StateTaxRules = {
  code: 'HI',
  name: 'Hawaii',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: INSTRUCTIONS },
  standardDeduction: { amount: perStatus(8_000, 16_000, 8_000, 12_000, 16_000), source: ACT46 },
  personalExemption: { kind: 'deduction', amount: 1_144, source: INSTRUCTIONS },
  dependentExemption: { kind: 'deduction', amount: 1_144, source: INSTRUCTIONS },
  brackets: { byStatus: perStatus(single, joint, single, head, joint), source: ACT46 },
  notModelled: [
    'Hawaii refundable food/excise tax credit, earned income credit and other credits',
    'Additional exemption for age 65+; itemized deductions',
    'Act 24 (SLH 2026) restructures the brackets (top rate 13 %) for taxable years beginning after 31 December 2026; it does not apply to 2026',
  ],
  assumptions: [],
};
