import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

/** 68 O.S. §2355 as amended by HB 2764 (2025): from tax year 2026, 0 %, 2.5 %, 3.5 % and 4.5 %. */
const RATES: Source = {
  title:
    'Oklahoma HB 2764 (2025, enrolled), amending 68 O.S. §2355: individual rates for tax years beginning in 2026 (single and separate; joint, surviving spouse and head of household)',
  url: 'https://www.oklegislature.gov/cf_pdf/2025-26%20ENR/hB/HB2764%20ENR.PDF',
};
const PACKET: Source = {
  title:
    'Oklahoma Tax Commission, 2025 Form 511 packet: standard deduction ($6,350 single or separate, $12,700 joint or surviving spouse, $9,350 head of household) and $1,000 exemptions',
  url: 'https://oklahoma.gov/content/dam/ok/en/tax/documents/forms/individuals/current/511-Pkt.pdf',
};

/** §2355(C)(1): single and married filing separately. */
const SINGLE: readonly Band[] = [
  { rate: 0, upTo: 3_750 },
  { rate: 2.5, upTo: 4_900 },
  { rate: 3.5, upTo: 7_200 },
  { rate: 4.5, upTo: null },
];
/** §2355(C)(2): married filing jointly, surviving spouse and head of household. */
const JOINT: readonly Band[] = [
  { rate: 0, upTo: 7_500 },
  { rate: 2.5, upTo: 9_800 },
  { rate: 3.5, upTo: 14_400 },
  { rate: 4.5, upTo: null },
];

export const OK: StateTaxRules = {
  code: 'OK',
  name: 'Oklahoma',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: '68 O.S. §2358 (Oklahoma taxable income starts from federal adjusted gross income)',
      url: 'https://www.oscn.net/applications/oscn/DeliverDocument.asp?CiteID=92565',
    },
  },
  standardDeduction: { amount: perStatus(6_350, 12_700, 6_350, 9_350, 12_700), source: PACKET },
  personalExemption: { kind: 'deduction', amount: 1_000, source: PACKET },
  dependentExemption: { kind: 'deduction', amount: 1_000, source: PACKET },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SINGLE, JOINT, JOINT), source: RATES },
  notModelled: [
    'Oklahoma child tax credit (5 % of the federal child tax credit, or 20 % of the federal child care credit, with federal AGI up to $100,000) and the earned income credit',
    'Additional $1,000 exemption for filers 65 or older with low income; retirement and Social Security exclusions; itemized deductions',
  ],
  assumptions: [
    'The 2026 Form 511 packet is not published yet: the standard deduction and exemptions are the 2025 packet’s; Oklahoma does not index them.',
  ],
};
