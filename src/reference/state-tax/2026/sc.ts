import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

/** H. 4216 (Act No. 110 of 2026): rates, the base without the federal deductions, and the SCIAD, from 2026. */
const ACT_110: Source = {
  title:
    'South Carolina H. 4216 (Act No. 110 of 2026): S.C. Code §12-6-510(C) rates of 1.99 % to $30,000 and 5.21 % above, §12-6-50 (federal standard and itemized deductions not adopted), §12-6-1140(15) Income Adjusted Deduction',
  url: 'https://www.scstatehouse.gov/sess126_2025-2026/bills/4216.htm',
};

export const SC: StateTaxRules = {
  code: 'SC',
  name: 'South Carolina',
  taxYear: 2026,
  taxesWages: true,
  // South Carolina starts from federal taxable income but no longer adopts the federal standard or itemized
  // deduction: the start is federal AGI.
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: ACT_110 },
  // The South Carolina Income Adjusted Deduction (SCIAD) at low income; the rule below phases it out.
  standardDeduction: { amount: perStatus(15_000, 30_000, 15_000, 22_500, 30_000), source: ACT_110 },
  dependentExemption: {
    kind: 'deduction',
    amount: 4_930,
    source: {
      title:
        'South Carolina Department of Revenue, SC1040 instructions (2025): dependent exemption of $4,930 (S.C. Code §12-6-1140(13))',
      url: 'https://dor.sc.gov/sites/dor/files/forms/SC1040Instr_2025.pdf',
    },
  },
  seniorExemption: {
    kind: 'deduction',
    amount: 15_000,
    source: {
      title: 'S.C. Code §12-6-1170(B) (deduction of $15,000 for each taxpayer aged 65 or older)',
      url: 'https://www.scstatehouse.gov/code/t12c006.php',
    },
  },
  brackets: {
    byStatus: everyStatus([
      { rate: 1.99, upTo: 30_000 },
      { rate: 5.21, upTo: null },
    ]),
    source: ACT_110,
  },
  special: [
    {
      name: 'sc-income-adjusted-deduction',
      label: 'Income Adjusted Deduction reduced by federal AGI',
      figures: {
        // Gone by $95,000 (single, separate), $142,500 (head of household), $190,000 (joint, surviving spouse).
        phaseOutStart: perStatus(40_000, 80_000, 40_000, 60_000, 80_000),
        phaseOutWidth: perStatus(55_000, 110_000, 55_000, 82_500, 110_000),
        roundDownTo: 10,
      },
      source: ACT_110,
    },
  ],
  notModelled: [
    'Two-wage earner credit, child and dependent care credit, earned income credit (at most $200 from 2026)',
    'Additional deduction for dependents under 6 (the age of a child is not an input); retirement, Social Security and capital gain subtractions',
    'Rate reductions the Act triggers from 2027 on revenue growth',
  ],
  assumptions: [
    'The dependent exemption is indexed; its 2026 amount was not published when this table was written, so the 2025 amount ($4,930) is used.',
    'The reduction of the Income Adjusted Deduction is rounded down to a multiple of $10, as §12-6-1140(15) is read; the Department of Revenue’s 2026 worksheet was not published when this table was written.',
  ],
};
