import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const SB1: Source = {
  title:
    'Kansas 2024 Special Session SB 1 (K.S.A. 79-32,110, 79-32,119, 79-32,121): rates 5.2 % / 5.58 %, standard deduction, exemptions from 2024',
  url: 'https://www.ksrevenue.gov/pdf/ip24.pdf',
};

const other: readonly Band[] = [
  { rate: 5.2, upTo: 23_000 },
  { rate: 5.58, upTo: null },
];
const joint: readonly Band[] = [
  { rate: 5.2, upTo: 46_000 },
  { rate: 5.58, upTo: null },
];

export const KS: StateTaxRules = {
  code: 'KS',
  name: 'Kansas',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Kansas Department of Revenue, 2025 Form K-40 instructions (federal AGI with Kansas modifications)',
      url: 'https://www.ksrevenue.gov/pdf/ip25.pdf',
    },
  },
  standardDeduction: { amount: perStatus(3_605, 8_240, 4_120, 6_180, 8_240), source: SB1 },
  personalExemption: {
    kind: 'deduction',
    amount: 9_160,
    // Head of household: the $9,160 exemption plus the additional $2,320.
    perReturn: perStatus(9_160, 18_320, 9_160, 11_480, 9_160),
    source: SB1,
  },
  dependentExemption: { kind: 'deduction', amount: 2_320, source: SB1 },
  brackets: { byStatus: perStatus(other, joint, other, other, other), source: SB1 },
  notModelled: [
    'No tax for households whose Kansas AGI is at or below the filing threshold (K.S.A. 79-32,110(a)(5))',
    'Additional standard deduction for age 65+ and blindness ($850 / $700)',
    'Kansas earned income credit, child and dependent care credit, food sales tax credit',
    'Any rate reduction that revenue triggers under 2025 SB 269 (none certified for 2026 when this table was written)',
  ],
  assumptions: [
    'The 2024 amounts are not indexed and are used unchanged for 2026. Kansas has no qualifying-surviving-spouse status: such a filer is given the joint standard deduction and the single exemption and rate schedule.',
  ],
};
