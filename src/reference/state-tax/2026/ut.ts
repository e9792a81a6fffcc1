import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

/** Utah Code §59-10-1018 and the figures for the year, as the TC-40 instructions print them. */
const INSTRUCTIONS: Source = {
  title:
    'Utah State Tax Commission, TC-40 instructions (2025), lines 11–20: taxpayer tax credit under Utah Code §59-10-1018 (6 % of federal deductions and $2,111 per dependent, less 1.3 % of income over the base phase-out amount)',
  url: 'https://tax.utah.gov/forms/current/tc-40inst.pdf',
};

export const UT: StateTaxRules = {
  code: 'UT',
  name: 'Utah',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Utah Code §59-10-103 (state taxable income: federal AGI with Utah additions and subtractions)',
      url: 'https://le.utah.gov/xcode/Title59/Chapter10/59-10-S103.html',
    },
  },
  brackets: {
    byStatus: everyStatus([{ rate: 4.45, upTo: null }]),
    source: {
      title: 'Utah Code §59-10-104 as amended by SB 60 (2026): 4.45 % of state taxable income',
      url: 'https://le.utah.gov/Session/2026/bills/enrolled/SB0060.pdf',
    },
  },
  special: [
    {
      name: 'ut-taxpayer-credit',
      label: 'Taxpayer tax credit',
      figures: {
        // 6 % of (federal standard deduction + $2,111 per dependent), less 1.3 % of income over the threshold.
        ratePct: 6,
        perDependent: 2_111,
        phaseOutPct: 1.3,
        threshold: perStatus(18_213, 36_426, 18_213, 27_320, 36_426),
      },
      source: INSTRUCTIONS,
    },
  ],
  notModelled: [
    'Utah child tax credit, earned income credit, retirement and Social Security credits',
    'The extra dependent in the year of a child’s birth; itemized deductions in the taxpayer credit (the federal standard deduction is used)',
  ],
  assumptions: [
    'The taxpayer credit’s dependent amount and phase-out thresholds are indexed; their 2026 values were not published when this table was written, so the 2025 values (TC-40 instructions) are used.',
  ],
};
