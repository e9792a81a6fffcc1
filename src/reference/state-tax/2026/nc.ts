import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const STATUTE: Source = {
  title:
    'N.C.G.S. §105-153.7 (individual income tax rate: 3.99 % for taxable years beginning in 2026, S.L. 2023-134 as triggered)',
  url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.7.html',
};
const DEDUCTIONS: Source = {
  title: 'N.C.G.S. §105-153.5 (standard deduction; child deduction by AGI) and NCDOR, North Carolina Child Deduction',
  url: 'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html',
};

export const NC: StateTaxRules = {
  code: 'NC',
  name: 'North Carolina',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: DEDUCTIONS },
  standardDeduction: { amount: perStatus(12_750, 25_500, 12_750, 19_125, 25_500), source: DEDUCTIONS },
  // $3,000 per qualifying child (federal child tax credit children) to AGI of $20,000 single / $40,000 joint /
  // $30,000 head of household, $500 less per $10,000 / $20,000 / $15,000 of AGI (or part) above it.
  dependentExemption: {
    kind: 'deduction',
    amount: 3_000,
    otherDependentAmount: 0,
    phaseOut: {
      of: 'federalAgi',
      threshold: perStatus(20_000, 40_000, 20_000, 30_000, 40_000),
      stepByStatus: perStatus(10_000, 20_000, 10_000, 15_000, 20_000),
      amount: 500,
      partialStep: 'counts',
      appliesTo: 'eachUnit',
      source: DEDUCTIONS,
    },
    source: DEDUCTIONS,
  },
  brackets: { byStatus: everyStatus([{ rate: 3.99, upTo: null }]), source: STATUTE },
  notModelled: [
    'Itemized deductions; North Carolina additions and deductions other than the child deduction (e.g. Bailey retirement)',
    'North Carolina has no state EITC; tax credits carried forward are not modelled',
  ],
  assumptions: [
    'The standard deduction and child deduction are fixed in statute (not indexed); the 3.99 % rate for 2026 is the statutory schedule’s (the 2026 D-400 instructions are not published yet).',
  ],
};
