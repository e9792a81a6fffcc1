/** What the surfaces need of the EMI calculator (parts.ts). */
import type { EmiInput, EmiResult } from '../schemas/emi-calculator';
import { amortization, breakdown } from './chart-data';
import { loanEstimate, loanPer, loanTerms, loanWords, paymentWord, VERSUS_MONTHLY } from './loan-parts';
import type { CalculatorParts } from './parts';

export const emiParts: CalculatorParts<EmiInput, EmiResult> = {
  percentInputs: { suspect: ['annualRate'], plausible: [] },
  termInputs: ['tenureYears'],
  estimate: loanEstimate,
  summary: (r, _i, f) =>
    typeof r.paymentFrequency === 'string'
      ? `${paymentWord(r)} (EMI) ${f.usd(r.emi)}, ${f.plural(f.num(r.numberOfPayments), 'payment')} ` +
        `(total interest ${f.usd(r.totalInterest)}, total paid ${f.usd(r.totalPayment)}, last payment ${f.usd(r.finalPayment)})${loanTerms(r, f)}`
      : `Monthly payment (EMI) ${f.usd(r.emi)} for ${f.plural(f.num(r.numberOfPayments), 'month')} ` +
        `(total interest ${f.usd(r.totalInterest)}, total paid ${f.usd(r.totalPayment)}, last payment ${f.usd(r.finalPayment)})${loanTerms(r, f)}`,
  view: {
    headline: ['emi'],
    per: loanPer,
    figures: [
      'payoffDate',
      'totalInterest',
      'totalPayment',
      'numberOfPayments',
      'finalPayment',
      'apr',
      'interestSaved',
    ],
    labels: { emi: 'Payment (EMI)', payoffDate: 'Paid off on', apr: 'APR' },
    // The EMI is the principal and interest per payment, and all of it; the number of payments says the years.
    hidden: ['principalAndInterestPerPayment', 'totalPerPayment', 'payoffYears'],
    wordsFor: loanWords({}),
    groups: { versusMonthly: VERSUS_MONTHLY },
  },
  charts: (r, i) => [
    breakdown('Total of payments', 'What the loan costs: the amount borrowed and the interest on it.', [
      ['Principal', i.principal, 1],
      ['Interest', r.totalInterest, 2],
    ]),
    amortization(r.yearlySchedule),
  ],
};
