import { everyStatus, perStatus } from '../by-status';
import type { PhaseOut, Source, StateTaxRules } from '../types';

/** The Division of Taxation's inflation-adjusted figures for tax year 2026 (R.I. Gen. Laws §44-30-2.6(c)). */
const ADV_2026: Source = {
  title:
    'Rhode Island Division of Taxation, Advisory ADV 2025-22: inflation-adjusted amounts for tax year 2026 (rate schedule, standard deduction, exemption, phase-out range)',
  url: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf',
};
const WORKSHEETS: Source = {
  title:
    'Rhode Island 2025 RI-1040 instructions, Standard Deduction and Exemption Worksheets (20 % less for each $-increment, or part of one, of modified federal AGI over the threshold)',
  url: 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-12/2025%201040R%20Instructions%20122025.pdf',
};

/** Standard deduction and exemptions shrink alike: 20 % for each $7,450 (or part) of modified AGI over $261,000. */
const PHASE_OUT: PhaseOut = {
  of: 'federalAgi',
  threshold: everyStatus(261_000),
  step: 7_450,
  pctPerStep: 20,
  partialStep: 'counts',
  appliesTo: 'total',
  source: ADV_2026,
};

export const RI: StateTaxRules = {
  code: 'RI',
  name: 'Rhode Island',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'R.I. Gen. Laws §44-30-12 (Rhode Island income of a resident: federal AGI with modifications)',
      url: 'https://webserver.rilegislature.gov/Statutes/TITLE44/44-30/44-30-12.htm',
    },
  },
  standardDeduction: {
    amount: perStatus(11_200, 22_400, 11_200, 16_800, 22_400),
    phaseOut: { ...PHASE_OUT, source: WORKSHEETS },
    source: ADV_2026,
  },
  personalExemption: {
    kind: 'deduction',
    amount: 5_250,
    phaseOut: { ...PHASE_OUT, source: WORKSHEETS },
    source: ADV_2026,
  },
  dependentExemption: {
    kind: 'deduction',
    amount: 5_250,
    phaseOut: { ...PHASE_OUT, source: WORKSHEETS },
    source: ADV_2026,
  },
  brackets: {
    // One schedule for every filing status.
    byStatus: everyStatus([
      { rate: 3.75, upTo: 82_050 },
      { rate: 4.75, upTo: 186_450 },
      { rate: 5.99, upTo: null },
    ]),
    source: ADV_2026,
  },
  notModelled: [
    'Rhode Island earned income credit, property tax relief credit, credit for child and dependent care',
    'Modifications to federal AGI (Social Security and retirement income, tuition savings contributions)',
    'Exemptions and standard deduction phase out over modified federal AGI; federal AGI stands in for it',
    'From 2027 (not 2026): the child tax credit and the high-income surtax of R.I. H 7127 (2026)',
  ],
  assumptions: [],
};
