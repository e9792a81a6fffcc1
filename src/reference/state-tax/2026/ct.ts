import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

/** Chapter 229 of the General Statutes: §12-700 (rates, add-back, recapture), §12-702 (exemption), §12-703 (credit). */
const STATUTE: Source = {
  title:
    'Connecticut General Statutes, chapter 229: §12-700(a) rates, 2 % phase-out add-back and benefit recapture; §12-702 personal exemption; §12-703 personal tax credit',
  url: 'https://www.cga.ct.gov/current/pub/chap_229.htm',
};
const INSTRUCTIONS: Source = {
  title:
    'Connecticut Department of Revenue Services, 2025 Form CT-1040 instructions: Tax Calculation Schedule and Tables A (exemption), B (tax), C (2 % phase-out add-back), D (tax recapture) and E (personal tax credit decimals)',
  url: 'https://portal.ct.gov/-/media/drs/forms/2025/income/2025-ct-1040-instructions_1225.pdf',
};

/** §12-700(a): 2 %, 4.5 %, 5.5 %, 6 %, 6.5 %, 6.9 %, 6.99 % on each status's bracket tops. */
const schedule = (tops: readonly [number, number, number, number, number, number]): readonly Band[] => [
  { rate: 2, upTo: tops[0] },
  { rate: 4.5, upTo: tops[1] },
  { rate: 5.5, upTo: tops[2] },
  { rate: 6, upTo: tops[3] },
  { rate: 6.5, upTo: tops[4] },
  { rate: 6.9, upTo: tops[5] },
  { rate: 6.99, upTo: null },
];
const SINGLE = schedule([10_000, 50_000, 100_000, 200_000, 250_000, 500_000]);
const JOINT = schedule([20_000, 100_000, 200_000, 400_000, 500_000, 1_000_000]);
const HEAD = schedule([16_000, 80_000, 160_000, 320_000, 400_000, 800_000]);

/** Table E: the credit decimal (in percent) of each row, the same for every status. */
const CREDIT_PCT = [75, 70, 65, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
/** Table E: each row's top ("less than or equal to" Connecticut AGI), by status. */
const CREDIT_AGI_UP_TO_SINGLE = [
  18_800, 19_300, 19_800, 20_300, 20_800, 21_300, 21_800, 22_300, 25_000, 25_500, 26_000, 26_500, 31_300, 31_800,
  32_300, 32_800, 33_300, 60_000, 60_500, 61_000, 61_500, 62_000, 62_500, 63_000, 63_500, 64_000, 64_500,
];
const CREDIT_AGI_UP_TO_JOINT = [
  30_000, 30_500, 31_000, 31_500, 32_000, 32_500, 33_000, 33_500, 40_000, 40_500, 41_000, 41_500, 50_000, 50_500,
  51_000, 51_500, 52_000, 96_000, 96_500, 97_000, 97_500, 98_000, 98_500, 99_000, 99_500, 100_000, 100_500,
];
const CREDIT_AGI_UP_TO_SEPARATE = [
  15_000, 15_500, 16_000, 16_500, 17_000, 17_500, 18_000, 18_500, 20_000, 20_500, 21_000, 21_500, 25_000, 25_500,
  26_000, 26_500, 27_000, 48_000, 48_500, 49_000, 49_500, 50_000, 50_500, 51_000, 51_500, 52_000, 52_500,
];
const CREDIT_AGI_UP_TO_HEAD = [
  24_000, 24_500, 25_000, 25_500, 26_000, 26_500, 27_000, 27_500, 34_000, 34_500, 35_000, 35_500, 44_000, 44_500,
  45_000, 45_500, 46_000, 74_000, 74_500, 75_000, 75_500, 76_000, 76_500, 77_000, 77_500, 78_000, 78_500,
];

export const CT: StateTaxRules = {
  code: 'CT',
  name: 'Connecticut',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'C.G.S. §12-701(a)(19) (Connecticut AGI is federal AGI with the state’s modifications)',
      url: 'https://www.cga.ct.gov/current/pub/chap_229.htm',
    },
  },
  // Table A: $15,000 single, $24,000 joint and QSS, $12,000 separate, $19,000 head of household, less $1,000 for
  // each $1,000 (or part) of Connecticut AGI over $30,000 / $48,000 / $24,000 / $38,000.
  personalExemption: {
    kind: 'deduction',
    amount: 15_000,
    perReturn: perStatus(15_000, 24_000, 12_000, 19_000, 24_000),
    phaseOut: {
      of: 'federalAgi',
      threshold: perStatus(30_000, 48_000, 24_000, 38_000, 48_000),
      step: 1_000,
      amount: 1_000,
      partialStep: 'counts',
      appliesTo: 'total',
      source: STATUTE,
    },
    source: INSTRUCTIONS,
  },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SINGLE, HEAD, JOINT), source: STATUTE },
  special: [
    {
      name: 'agi-step-addition',
      label: '2 % tax rate phase-out add-back (Table C)',
      figures: {
        // $25 for each $5,000 over $56,500 (single), up to $250; joint $50 per $5,000 over $100,500, up to $500;
        // separate $25 per $2,500 over $50,250, up to $250; head of household $40 per $4,000 over $78,500, up to $400.
        from: perStatus(56_500, 100_500, 50_250, 78_500, 100_500),
        step: perStatus(5_000, 5_000, 2_500, 4_000, 5_000),
        amount: perStatus(25, 50, 25, 40, 50),
        max: perStatus(250, 500, 250, 400, 500),
      },
      source: INSTRUCTIONS,
    },
    {
      name: 'agi-step-addition',
      label: 'Tax recapture, first tier (Table D)',
      figures: {
        from: perStatus(105_000, 210_000, 105_000, 168_000, 210_000),
        step: perStatus(5_000, 10_000, 5_000, 8_000, 10_000),
        amount: perStatus(25, 50, 25, 40, 50),
        max: perStatus(250, 500, 250, 400, 500),
      },
      source: INSTRUCTIONS,
    },
    {
      name: 'agi-step-addition',
      label: 'Tax recapture, second tier (Table D)',
      figures: {
        from: perStatus(200_000, 400_000, 200_000, 320_000, 400_000),
        step: perStatus(5_000, 10_000, 5_000, 8_000, 10_000),
        amount: perStatus(90, 180, 90, 140, 180),
        max: perStatus(2_700, 5_400, 2_700, 4_200, 5_400),
      },
      source: INSTRUCTIONS,
    },
    {
      name: 'agi-step-addition',
      label: 'Tax recapture, third tier (Table D)',
      figures: {
        from: perStatus(500_000, 1_000_000, 500_000, 800_000, 1_000_000),
        step: perStatus(5_000, 10_000, 5_000, 8_000, 10_000),
        amount: perStatus(50, 100, 50, 80, 100),
        max: perStatus(450, 900, 450, 720, 900),
      },
      source: INSTRUCTIONS,
    },
    {
      name: 'ct-personal-tax-credit',
      label: 'Personal tax credit (Table E)',
      figures: {
        agiUpTo: perStatus(
          CREDIT_AGI_UP_TO_SINGLE,
          CREDIT_AGI_UP_TO_JOINT,
          CREDIT_AGI_UP_TO_SEPARATE,
          CREDIT_AGI_UP_TO_HEAD,
          CREDIT_AGI_UP_TO_JOINT,
        ),
        pct: CREDIT_PCT,
      },
      source: INSTRUCTIONS,
    },
  ],
  notModelled: [
    'Connecticut earned income tax credit and property tax credit',
    'Subtractions for Social Security benefits, pensions and annuities, and other Schedule 1 modifications',
    'Connecticut alternative minimum tax; the credit for taxes paid to other states',
    'Connecticut has no local income taxes',
  ],
  assumptions: [
    'Connecticut does not index these figures: the 2026 rates, exemption, add-back, recapture and credit tables are those of C.G.S. §§12-700, 12-702 and 12-703 in force, as printed in the 2025 CT-1040 instructions; the 2026 instructions are not published yet.',
    'Connecticut AGI is taken as federal AGI (a W-2 household has no Connecticut modifications).',
  ],
};
