import { perStatus } from '../by-status';
import type { Band, PhaseOut, Source, StateTaxRules } from '../types';

/** NMSA 1978 §7-2-7 as amended by Laws 2024, ch. 67 (HB 252), for taxable years from 2025; not indexed. */
const RATES: Source = {
  title: 'NMSA 1978 §7-2-7 (individual rates for taxable years beginning on or after January 1, 2025: 1.5 % to 5.9 %)',
  url: 'https://law.justia.com/codes/new-mexico/chapter-7/article-2/section-7-2-7-d-1/',
};
const PACKET: Source = {
  title:
    'New Mexico Taxation and Revenue Department, 2025 Personal Income Tax packet (PIT-1 instructions: exemptions, low- and middle-income exemption, deduction for certain dependents, tax rate tables)',
  url: 'https://klvg4oyd4j.execute-api.us-west-2.amazonaws.com/prod/PublicFiles/34821a9573ca43e7b06dfad20f5183fd/0558a902-6362-47ca-8e3b-7cca3bc69b9d/2025%20PIT%20Packet_Final.pdf',
};
const LOW_MIDDLE: Source = {
  title:
    'NMSA 1978 §7-2-5.8 (low- and middle-income exemption: $2,500 per exemption, less 15 % / 10 % / 20 % of AGI over $20,000 / $30,000 / $15,000); 2025 PIT-1 instructions',
  url: 'https://law.justia.com/codes/new-mexico/2013/chapter-7/article-2/section-7-2-5.8',
};

/** §7-2-7(A)–(C) rates on each status's bracket tops. */
const schedule = (tops: readonly [number, number, number, number, number]): readonly Band[] => [
  { rate: 1.5, upTo: tops[0] },
  { rate: 3.2, upTo: tops[1] },
  { rate: 4.3, upTo: tops[2] },
  { rate: 4.7, upTo: tops[3] },
  { rate: 4.9, upTo: tops[4] },
  { rate: 5.9, upTo: null },
];
/** §7-2-7(C): married filing jointly, surviving spouses and heads of household. */
const JOINT = schedule([8_000, 25_000, 50_000, 100_000, 315_000]);
/** §7-2-7(B): single. */
const SINGLE = schedule([5_500, 16_500, 33_500, 66_500, 210_000]);
/** §7-2-7(A): married filing separately. */
const SEPARATE = schedule([4_000, 12_500, 25_000, 50_000, 157_500]);

/** $2,500 per exemption, reduced per exemption by a percentage of federal AGI over the status's threshold. */
const LOW_MIDDLE_PHASE_OUT: PhaseOut = {
  of: 'federalAgi',
  threshold: perStatus(20_000, 30_000, 15_000, 30_000, 30_000),
  ratePctByStatus: perStatus(15, 10, 20, 10, 10),
  appliesTo: 'eachUnit',
  source: LOW_MIDDLE,
};

export const NM: StateTaxRules = {
  code: 'NM',
  name: 'New Mexico',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'NMSA 1978 §7-2-2 (New Mexico net income starts from federal adjusted gross income)',
      url: 'https://law.justia.com/codes/new-mexico/chapter-7/article-2/section-7-2-2/',
    },
  },
  // PIT-1 line 9: the federal standard deduction (with its 65+ additions) as taken on the federal return.
  standardDeduction: { followsFederal: true, source: PACKET },
  personalExemption: { kind: 'deduction', amount: 2_500, phaseOut: LOW_MIDDLE_PHASE_OUT, source: LOW_MIDDLE },
  dependentExemption: { kind: 'deduction', amount: 2_500, phaseOut: LOW_MIDDLE_PHASE_OUT, source: LOW_MIDDLE },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SEPARATE, JOINT, JOINT), source: RATES },
  special: [
    {
      name: 'nm-certain-dependents-deduction',
      label: 'Deduction for certain dependents',
      figures: {
        // $4,000 for each dependent but one, for joint returns and heads of household.
        amount: perStatus(0, 4_000, 0, 4_000, 0),
      },
      source: {
        title:
          'NMSA 1978 §7-2-39 (deduction for certain dependents), as explained in the 2025 Personal Income Tax packet',
        url: 'https://klvg4oyd4j.execute-api.us-west-2.amazonaws.com/prod/PublicFiles/34821a9573ca43e7b06dfad20f5183fd/0558a902-6362-47ca-8e3b-7cca3bc69b9d/2025%20PIT%20Packet_Final.pdf',
      },
    },
  ],
  notModelled: [
    'Refundable child income tax credit, working families tax credit and low-income comprehensive tax rebate',
    'Exemptions for filers 65 or older or blind, the 100-year-old exemption, medical expense deductions and credits; itemized deductions',
    'New Mexico has no local income taxes',
  ],
  assumptions: [
    'New Mexico does not index its rates or exemptions: the 2026 figures are those of the statutes in force (rates of §7-2-7 for years from 2025), as printed in the 2025 PIT-1 packet; the 2026 packet is not published yet.',
  ],
};
