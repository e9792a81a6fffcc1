/**
 * The tax calculator's deductions after AGI: the inputs (Schedule 1-A's tips, overtime and car-loan interest;
 * Schedule A's parts) and the result fields, spread into the calculator's input and output schemas.
 */
import { money, withDefault } from './common';
import { outMoney } from './output';

/** The largest amount of one deduction input, in USD. */
const MAX_DEDUCTION = 100_000_000;

const amount = (title: string, description: string) =>
  withDefault(money(title, `${description} Default 0.`, { max: MAX_DEDUCTION }), 0);

const part = (title: string, description: string) => money(title, description, { max: MAX_DEDUCTION });

export const deductionInputs = {
  qualifiedTips: amount(
    'Qualified tips',
    'The part of the wages in grossIncome that is qualified tips (voluntary cash and card tips in an occupation that customarily received tips), USD: deducted after AGI up to 25,000 a return, less 100 for each whole 1,000 of MAGI over 150,000 (300,000 "mfj") (Schedule 1-A Part II, 2025-2028). Not allowed on an "mfs" return; with qualifiedOvertime at most grossIncome.',
  ),
  qualifiedOvertime: amount(
    'Qualified overtime',
    'The premium part of the overtime pay in grossIncome (the half of time-and-a-half the FLSA requires), USD: deducted after AGI up to 12,500 (25,000 "mfj"), less 100 for each whole 1,000 of MAGI over 150,000 (300,000 "mfj") (Schedule 1-A Part III, 2025-2028). Not allowed on an "mfs" return; with qualifiedTips at most grossIncome.',
  ),
  carLoanInterest: amount(
    'Car-loan interest',
    'Interest paid in the year on a loan taken after 2024 for a new personal car assembled in the US, USD: deducted after AGI up to 10,000, less 200 for each 1,000 or part of MAGI over 100,000 (200,000 "mfj") (Schedule 1-A Part IV, 2025-2028). Allowed on every return.',
  ),
  itemized: {
    type: 'object',
    title: 'Itemized deductions by kind',
    description:
      'Schedule A by its parts, in place of itemizedDeductions (not both), annual USD: the limits of the year are applied (state and local taxes to 40,000 in 2025 and 40,400 in 2026 less 30 % of MAGI over 500,000 / 505,000 (250,000 / 252,500 "mfs"), never below 10,000, half of that on "mfs"; medical over 7.5 % of AGI; from 2026 charitable over 0.5 % of AGI and the 2/37 limit in the 37 % bracket). Used when larger than the standard deduction; otherwise from 2026 up to 1,000 (2,000 "mfj") of the charitable gifts are deducted anyway.',
    additionalProperties: false,
    properties: {
      saltPaid: part(
        'State and local taxes paid',
        'State and local income (or sales) taxes and real estate and personal property taxes paid in the year (Schedule A lines 5a-5c).',
      ),
      mortgageInterest: part(
        'Mortgage interest',
        'Deductible home mortgage interest and points (Schedule A lines 8a-8c), as the Form 1098 gives it; the debt limits are not applied.',
      ),
      charitable: part(
        'Charitable gifts',
        'Gifts to charity in cash or property (Schedule A lines 11-12); the percent-of-AGI limits are not applied.',
      ),
      medical: part(
        'Medical and dental expenses',
        'Medical and dental expenses not reimbursed (Schedule A line 1): only the part over 7.5 % of AGI is deducted.',
      ),
    },
  },
} as const;

export const deductionResults = {
  tipsDeduction: outMoney(
    'Qualified tips deduction (Schedule 1-A line 13): up to 25,000, less 100 per whole 1,000 of MAGI over 150,000 (300,000 mfj); 0 on mfs.',
  ),
  overtimeDeduction: outMoney(
    'Qualified overtime deduction (Schedule 1-A line 21): up to 12,500 (25,000 mfj), less 100 per whole 1,000 of MAGI over 150,000 (300,000 mfj); 0 on mfs.',
  ),
  carLoanInterestDeduction: outMoney(
    'Car-loan interest deduction (Schedule 1-A line 30): up to 10,000, less 200 per 1,000 or part of MAGI over 100,000 (200,000 mfj).',
  ),
  saltDeduction: outMoney(
    'State and local taxes deducted on Schedule A (line 5e) within the year’s limit, when itemized deductions are given by kind and used; 0 otherwise.',
  ),
  charitableNonItemizerDeduction: outMoney(
    'From 2026, charitable gifts deducted by a filer who takes the standard deduction: up to 1,000 (2,000 mfj); 0 when itemizing and in 2025.',
  ),
  qbiDeduction: outMoney(
    'Qualified business income deduction (Form 8995 line 15): 20 % of the self-employment income less the deductible half of the self-employment tax, at most 20 % of taxable income before it less net capital gain; above the threshold phased out as for a business without W-2 wages or property; from 2026 at least 400 with 1,000 or more of it.',
  ),
};
