import { perStatus } from '../by-status';
import type { Band, PhaseOut, Source, StateTaxRules } from '../types';

/** Oregon's 2026 indexed figures as the Department prints them for withholding (pages 6–7). */
const FORMULAS: Source = {
  title:
    'Oregon Department of Revenue, 2026 Withholding Tax Formulas (150-206-436): 2026 tax brackets, standard deduction, $263 exemption credit and the $8,750 federal tax subtraction',
  url: 'https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf',
};
const INSTRUCTIONS: Source = {
  title:
    'Oregon Department of Revenue, 2025 Form OR-40 instructions (federal tax liability subtraction table, exemption credit income limits, standard deduction)',
  url: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2025.pdf',
};

/** ORS 316.037: 4.75 %, 6.75 %, 8.75 %, 9.9 %; the lower bracket tops indexed, the 9.9 % threshold not. */
const schedule = (first: number, second: number, top: number): readonly Band[] => [
  { rate: 4.75, upTo: first },
  { rate: 6.75, upTo: second },
  { rate: 8.75, upTo: top },
  { rate: 9.9, upTo: null },
];
const SINGLE = schedule(4_550, 11_400, 125_000);
/** ORS 316.042: joint returns, heads of household and surviving spouses use the doubled brackets. */
const JOINT = schedule(9_100, 22_800, 250_000);

/** ORS 316.085(5): no exemption credit with federal AGI over $100,000 ($200,000 joint, head of household, QSS). */
const CREDIT_LIMIT: PhaseOut = {
  of: 'federalAgi',
  threshold: perStatus(100_000, 200_000, 100_000, 200_000, 200_000),
  step: 1,
  pctPerStep: 100,
  partialStep: 'counts',
  appliesTo: 'eachUnit',
  source: INSTRUCTIONS,
};
const EXEMPTION_CREDIT: Source = {
  title: 'ORS 316.085 (personal exemption credit per exemption, indexed): $263 for 2026 (2026 withholding formulas)',
  url: 'https://www.oregonlegislature.gov/bills_laws/ors/ors316.html',
};

export const OR: StateTaxRules = {
  code: 'OR',
  name: 'Oregon',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title:
        'Oregon Department of Revenue, 2025 Form OR-40 instructions (the return starts from federal adjusted gross income)',
      url: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2025.pdf',
    },
  },
  standardDeduction: { amount: perStatus(2_910, 5_820, 2_910, 4_680, 5_820), source: FORMULAS },
  personalExemption: { kind: 'credit', amount: 263, phaseOut: CREDIT_LIMIT, source: EXEMPTION_CREDIT },
  dependentExemption: { kind: 'credit', amount: 263, phaseOut: CREDIT_LIMIT, source: EXEMPTION_CREDIT },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SINGLE, JOINT, JOINT), source: FORMULAS },
  special: [
    {
      name: 'or-federal-tax-subtraction',
      label: 'Federal tax liability subtraction',
      figures: {
        // $8,750 for 2026 ($4,375 married filing separately), in full below $125,000 of federal AGI ($250,000
        // joint, head of household, QSS), then 20 % less for each $5,000 ($10,000) band: none from $145,000
        // ($290,000).
        cap: perStatus(8_750, 8_750, 4_375, 8_750, 8_750),
        phaseOutFrom: perStatus(125_000, 250_000, 125_000, 250_000, 250_000),
        step: perStatus(5_000, 10_000, 5_000, 10_000, 10_000),
        pctPerStep: 20,
      },
      source: {
        title:
          'ORS 316.800 (federal income tax subtraction, indexed cap); 2026 withholding formulas ($8,750); 2025 Form OR-40 instructions (the AGI table)',
        url: 'https://www.oregon.gov/dor/forms/FormsPubs/withholding-tax-formulas_206-436_2026.pdf',
      },
    },
  ],
  notModelled: [
    'Portland-area local income taxes (Metro supportive housing services tax, Multnomah County preschool for all tax) and the Portland arts tax',
    'Oregon earned income credit, Oregon kids credit, working family household and dependent care credit, and the kicker',
    'Additional standard deduction for filers 65 or older or blind; exemption credits for disabled filers and children; itemized deductions',
    'Statewide transit tax and Paid Leave Oregon contributions (payroll contributions, not income tax)',
  ],
  assumptions: [
    'The 2026 Form OR-40 instructions are not published yet: the brackets, the single and joint standard deductions, the $263 exemption credit and the $8,750 cap of the federal tax subtraction are the 2026 figures in the Department’s 2026 withholding formulas; the income limits of the exemption credit ($100,000 / $200,000, not indexed) and the subtraction’s AGI table ($125,000 / $250,000 in $5,000 / $10,000 bands, 20 % each) are the 2025 instructions’, with the married-filing-separately cap at half the others, as in the 2024 and 2025 tables.',
    'The head-of-household standard deduction is not in the withholding formulas: $4,680 is the 2025 amount ($4,560) raised as the single amount rose ($2,835 to $2,910), rounded down to a multiple of $5 as ORS 316.695 does.',
  ],
};
