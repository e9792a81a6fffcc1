import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const RATES: Source = {
  title: 'N.J.S.A. 54A:2-1 (gross income tax rates); NJ-1040 instructions, Tax Rate Schedules A and B',
  url: 'https://www.nj.gov/treasury/taxation/taxtables.shtml',
};
const EXEMPTIONS: Source = {
  title: 'N.J.S.A. 54A:3-1 (exemptions: $1,000 per filer; $1,500 per dependent)',
  url: 'https://www.nj.gov/treasury/taxation/njit24.shtml',
};

/** Schedule A: single and married filing separately. */
const A: readonly Band[] = [
  { rate: 1.4, upTo: 20_000 },
  { rate: 1.75, upTo: 35_000 },
  { rate: 3.5, upTo: 40_000 },
  { rate: 5.525, upTo: 75_000 },
  { rate: 6.37, upTo: 500_000 },
  { rate: 8.97, upTo: 1_000_000 },
  { rate: 10.75, upTo: null },
];
/** Schedule B: married filing jointly, head of household, qualifying surviving spouse. */
const B: readonly Band[] = [
  { rate: 1.4, upTo: 20_000 },
  { rate: 1.75, upTo: 50_000 },
  { rate: 2.45, upTo: 70_000 },
  { rate: 3.5, upTo: 80_000 },
  { rate: 5.525, upTo: 150_000 },
  { rate: 6.37, upTo: 500_000 },
  { rate: 8.97, upTo: 1_000_000 },
  { rate: 10.75, upTo: null },
];

export const NJ: StateTaxRules = {
  code: 'NJ',
  name: 'New Jersey',
  taxYear: 2026,
  taxesWages: true,
  // New Jersey gross income: wages as New Jersey defines them; 401(k) elective deferrals are excluded (as federally),
  // and the federal above-the-line adjustments (IRA, student loan interest) are not subtracted.
  base: {
    startsFrom: 'wages',
    addsBack401k: false,
    source: {
      title: 'New Jersey Division of Taxation, GIT-2 IRAs / GIT-1&2 (401(k) deferrals are excluded from NJ wages)',
      url: 'https://www.nj.gov/treasury/taxation/pdf/pubs/tgi-ee/git2.pdf',
    },
  },
  personalExemption: { kind: 'deduction', amount: 1_000, source: EXEMPTIONS },
  dependentExemption: { kind: 'deduction', amount: 1_500, source: EXEMPTIONS },
  brackets: { byStatus: perStatus(A, B, A, B, B), source: RATES },
  notModelled: [
    'New Jersey earned income tax credit and child tax credit; property tax deduction or credit',
    'Medical expense and other New Jersey deductions; the additional exemptions for age 65+, blindness and college students',
    'Newark payroll tax (employer) and other local taxes',
  ],
  assumptions: [
    'New Jersey’s rate schedules and exemptions are fixed in statute and not indexed: the 2025 schedules apply to 2026.',
  ],
};
