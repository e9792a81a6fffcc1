import { everyStatus, perStatus } from '../by-status';
import type { StateTaxRules } from '../types';

export const AZ: StateTaxRules = {
  code: 'AZ',
  name: 'Arizona',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Arizona Department of Revenue, 2025 Form 140 instructions (Arizona gross income is federal AGI)',
      url: 'https://azdor.gov/sites/default/files/document/FORMS_INDIVIDUAL_2025_140i.pdf',
    },
  },
  standardDeduction: {
    amount: perStatus(16_100, 32_200, 16_100, 24_150, 32_200),
    source: {
      title:
        'A.R.S. §43-1041 (the Arizona standard deduction is the federal basic standard deduction); 2026 federal amounts: Rev. Proc. 2025-32 §4.15',
      url: 'https://www.azleg.gov/viewdocument/?docName=https://www.azleg.gov/ars/43/01041.htm',
    },
  },
  dependentExemption: {
    kind: 'credit',
    amount: 100,
    otherDependentAmount: 25,
    phaseOut: {
      of: 'federalAgi',
      threshold: perStatus(200_000, 400_000, 200_000, 200_000, 400_000),
      step: 1_000,
      pctPerStep: 5,
      partialStep: 'counts',
      appliesTo: 'total',
      source: {
        title: 'A.R.S. §43-1073.01 (dependent tax credit reduced 5 % per $1,000 of federal AGI over the threshold)',
        url: 'https://www.azleg.gov/viewdocument/?docName=https://www.azleg.gov/ars/43/01073-01.htm',
      },
    },
    source: {
      title: 'A.R.S. §43-1073.01 (dependent tax credit: $100 per dependent under 17, $25 per other dependent)',
      url: 'https://www.azleg.gov/viewdocument/?docName=https://www.azleg.gov/ars/43/01073-01.htm',
    },
  },
  brackets: {
    byStatus: everyStatus([{ rate: 2.5, upTo: null }]),
    source: {
      title: 'A.R.S. §43-1011 (2.5 % of taxable income from tax year 2023)',
      url: 'https://www.azleg.gov/viewdocument/?docName=https://www.azleg.gov/ars/43/01011.htm',
    },
  },
  notModelled: [
    'Exemptions for age 65+, blindness and qualifying parents or grandparents ($2,100, $1,500, $10,000)',
    'Family income tax credit, charitable and school tax credits',
    'Itemized deductions',
  ],
  assumptions: [
    'Arizona’s standard deduction follows the federal basic standard deduction; its 2026 Form 140 instructions were not available to us, so the 2026 federal basic amounts (Rev. Proc. 2025-32, as amended by P.L. 119-21) are used, as Arizona did for 2025 ($15,750 / $31,500 / $23,625).',
  ],
};
