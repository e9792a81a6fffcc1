/** What the surfaces need of the mortgage calculator (parts.ts). */
import type { MortgageInput, MortgageResult } from '../schemas/mortgage-calculator';
import { amortization, breakdown } from './chart-data';
import {
  chartPaymentWord,
  loanEstimate,
  loanPer,
  loanTerms,
  loanWords,
  mortgageBenchmark,
  paymentWord,
  VERSUS_MONTHLY,
} from './loan-parts';
import type { CalculatorParts, FieldOf } from './parts';

/** The per-payment figures, labelled with the period's word ("Monthly", "Biweekly"). */
const PER_PAYMENT: Partial<Record<FieldOf<MortgageResult>, string>> = {
  totalPerPayment: 'Total % payment',
  principalAndInterestPerPayment: '% principal and interest',
  propertyTaxPerPayment: '% property tax',
  insurancePerPayment: '% insurance',
  pmiPerPayment: '% PMI',
  hoaPerPayment: '% HOA',
};

export const mortgageParts: CalculatorParts<MortgageInput, MortgageResult> = {
  percentInputs: {
    suspect: ['downPaymentPct', 'annualRate'],
    // Property tax 0.3–2.5 %/yr across US states; PMI 0.3–1.5 %/yr of the loan (the default is 0.5); discount
    // points are bought in fractions of a point (0.5, 0.25 of the loan).
    plausible: ['propertyTaxRate', 'pmiRate', 'points'],
  },
  termInputs: ['tenureYears'],
  estimate: loanEstimate,
  summary: (r, _i, f) => {
    const parts = [
      `P&I ${f.usd(r.principalAndInterestPerPayment)}`,
      `tax ${f.usd(r.propertyTaxPerPayment)}`,
      `insurance ${f.usd(r.insurancePerPayment)}`,
    ];
    if (f.num(r.hoaPerPayment) > 0) parts.push(`HOA ${f.usd(r.hoaPerPayment)}`);
    if (f.num(r.pmiPerPayment) > 0)
      parts.push(
        `PMI ${f.usd(r.pmiPerPayment)}${typeof r.pmiEndsPayment === 'number' ? ` until payment ${r.pmiEndsPayment}` : ''}`,
      );
    return (
      `${paymentWord(r)} ${f.usd(r.totalPerPayment)} (${parts.join(', ')}); ` +
      `loan ${f.usd(r.loanAmount)}, total interest ${f.usd(r.totalInterest)} over ${f.plural(f.num(r.numberOfPayments), 'payment')}` +
      loanTerms(r, f)
    );
  },
  view: {
    headline: ['totalPerPayment'],
    per: loanPer,
    figures: [
      'payoffDate',
      'principalAndInterestPerPayment',
      'loanAmount',
      'totalInterest',
      'numberOfPayments',
      'apr',
      'pmiPerPayment',
      'pmiEndsPayment',
      'monthsSaved',
      'interestSaved',
    ],
    // The number of payments says the years they span.
    hidden: ['payoffYears'],
    labels: {
      loanToValuePct: 'Loan-to-value',
      downPaymentPct: 'Down payment (% of price)',
      propertyTaxAnnual: 'Annual property tax',
      pmiEndsDate: 'PMI ends on',
      pmiCancelableDate: 'PMI cancelable from',
      pmiEndsPayment: 'PMI ends after payment',
      payoffDate: 'Paid off on',
      apr: 'APR',
      pmiCancelablePayment: 'PMI cancelable after payment',
    },
    wordsFor: loanWords(PER_PAYMENT),
    groups: { versusMonthly: VERSUS_MONTHLY },
    benchmarks: { annualRate: mortgageBenchmark('tenureYears') },
  },
  charts: (r) => [
    breakdown(`Your first ${chartPaymentWord(r)}`, `The parts of the first required ${chartPaymentWord(r)}.`, [
      ['Principal & interest', r.principalAndInterestPerPayment, 1],
      ['Property tax', r.propertyTaxPerPayment, 3],
      ['Home insurance', r.insurancePerPayment, 5],
      ['PMI', r.pmiPerPayment, 4],
      ['HOA dues', r.hoaPerPayment, 6],
    ]),
    amortization(r.yearlySchedule),
  ],
};
