import { everyStatus, perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

const SCHEDULES: Source = {
  title: 'California Franchise Tax Board, 2025 California Tax Rate Schedules (Schedules X, Y, Z)',
  url: 'https://www.ftb.ca.gov/forms/2025/2025-540-tax-rate-schedules.pdf',
};
const BOOKLET: Source = {
  title: 'California Franchise Tax Board, 2025 Form 540 instructions (standard deduction, exemption credits)',
  url: 'https://www.ftb.ca.gov/forms/2025/2025-540-booklet.html',
};
const EXEMPTION_PHASE_OUT: Source = {
  title:
    'Cal. Rev. & Tax. Code §17054.1 (exemption credits reduced by $6 per $2,500 of federal AGI over the threshold)',
  url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=17054.1.&lawCode=RTC',
};

/** Schedule X (single, married/RDP filing separately). */
const SINGLE: readonly Band[] = [
  { rate: 1, upTo: 11_079 },
  { rate: 2, upTo: 26_264 },
  { rate: 4, upTo: 41_452 },
  { rate: 6, upTo: 57_542 },
  { rate: 8, upTo: 72_724 },
  { rate: 9.3, upTo: 371_479 },
  { rate: 10.3, upTo: 445_771 },
  { rate: 11.3, upTo: 742_953 },
  { rate: 12.3, upTo: null },
];
/** Schedule Y (married/RDP filing jointly, qualifying surviving spouse). */
const JOINT: readonly Band[] = [
  { rate: 1, upTo: 22_158 },
  { rate: 2, upTo: 52_528 },
  { rate: 4, upTo: 82_904 },
  { rate: 6, upTo: 115_084 },
  { rate: 8, upTo: 145_448 },
  { rate: 9.3, upTo: 742_958 },
  { rate: 10.3, upTo: 891_542 },
  { rate: 11.3, upTo: 1_485_906 },
  { rate: 12.3, upTo: null },
];
/** Schedule Z (head of household). */
const HEAD: readonly Band[] = [
  { rate: 1, upTo: 22_173 },
  { rate: 2, upTo: 52_530 },
  { rate: 4, upTo: 67_716 },
  { rate: 6, upTo: 83_805 },
  { rate: 8, upTo: 98_990 },
  { rate: 9.3, upTo: 505_208 },
  { rate: 10.3, upTo: 606_251 },
  { rate: 11.3, upTo: 1_010_417 },
  { rate: 12.3, upTo: null },
];

const exemptionCreditPhaseOut = {
  of: 'federalAgi',
  threshold: perStatus(252_203, 504_411, 252_203, 378_310, 504_411),
  step: 2_500,
  stepByStatus: perStatus(2_500, 2_500, 1_250, 2_500, 2_500),
  amount: 6,
  partialStep: 'counts',
  appliesTo: 'eachUnit',
  source: EXEMPTION_PHASE_OUT,
} as const;

export const CA: StateTaxRules = {
  code: 'CA',
  name: 'California',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'California Franchise Tax Board, 2025 Schedule CA (540) instructions (federal AGI is the starting point)',
      url: 'https://www.ftb.ca.gov/forms/2025/2025-540-ca-instructions.html',
    },
  },
  standardDeduction: { amount: perStatus(5_706, 11_412, 5_706, 11_412, 11_412), source: BOOKLET },
  personalExemption: { kind: 'credit', amount: 153, phaseOut: exemptionCreditPhaseOut, source: BOOKLET },
  dependentExemption: { kind: 'credit', amount: 475, phaseOut: exemptionCreditPhaseOut, source: BOOKLET },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SINGLE, HEAD, JOINT), source: SCHEDULES },
  surtaxes: [
    {
      label: 'Mental Health Services Tax (1 % of taxable income over $1,000,000)',
      rate: 1,
      over: everyStatus(1_000_000),
      source: {
        title: 'Cal. Rev. & Tax. Code §17043 (Mental Health Services Tax)',
        url: 'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?sectionNum=17043.&lawCode=RTC',
      },
    },
  ],
  notModelled: [
    'State Disability Insurance (SDI, 1.3 % of all wages in 2026) is a payroll contribution, not income tax, and is not included',
    'California earned income tax credit and young child tax credit',
    'Renter’s credit, senior and blind exemption credits, dependent parent and joint custody credits',
    'Itemized deductions (California’s own Schedule CA rules)',
    'Alternative minimum tax',
  ],
  assumptions: [
    'California indexes its brackets, standard deduction, exemption credits and the exemption-credit phase-out thresholds each year by the California CPI (R&TC §17041(h)); the FTB’s 2026 indexed schedules were not available to us, so the FTB’s published 2025 figures are used for 2026. The rates and the $1,000,000 Mental Health Services Tax threshold (not indexed) are 2026 law.',
  ],
};
