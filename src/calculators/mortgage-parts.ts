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

/** The per-payment figures whose label says "monthly" for a monthly loan and the period's word otherwise. */
const PER_PAYMENT: Partial<Record<FieldOf<MortgageResult>, string>> = {
  totalMonthlyPayment: 'Total % payment',
  monthlyPrincipalAndInterest: '% principal and interest',
  monthlyPropertyTax: '% property tax',
  monthlyInsurance: '% insurance',
  monthlyPmi: '% PMI',
  monthlyHoa: '% HOA',
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
      `P&I ${f.usd(r.monthlyPrincipalAndInterest)}`,
      `tax ${f.usd(r.monthlyPropertyTax)}`,
      `insurance ${f.usd(r.monthlyInsurance)}`,
    ];
    if (f.num(r.monthlyHoa) > 0) parts.push(`HOA ${f.usd(r.monthlyHoa)}`);
    if (f.num(r.monthlyPmi) > 0)
      parts.push(
        `PMI ${f.usd(r.monthlyPmi)}${typeof r.pmiEndsMonth === 'number' ? ` until payment ${r.pmiEndsMonth}` : ''}`,
      );
    return (
      `${paymentWord(r)} ${f.usd(r.totalMonthlyPayment)} (${parts.join(', ')}); ` +
      `loan ${f.usd(r.loanAmount)}, total interest ${f.usd(r.totalInterest)} over ${f.plural(f.num(r.payoffMonths), 'payment')}` +
      loanTerms(r, f)
    );
  },
  view: {
    headline: ['totalMonthlyPayment'],
    per: loanPer,
    figures: [
      'payoffDate',
      'monthlyPrincipalAndInterest',
      'loanAmount',
      'totalInterest',
      'payoffMonths',
      'apr',
      'monthlyPmi',
      'pmiEndsMonth',
      'monthsSaved',
      'interestSaved',
    ],
    labels: {
      loanToValuePct: 'Loan-to-value',
      downPaymentPct: 'Down payment (% of price)',
      propertyTaxAnnual: 'Annual property tax',
      pmiEndsDate: 'PMI ends on',
      pmiCancelableDate: 'PMI cancelable from',
      pmiEndsMonth: 'PMI ends after payment',
      payoffDate: 'Paid off on',
      apr: 'APR',
      pmiCancelableMonth: 'PMI cancelable after payment',
    },
    wordsFor: loanWords(PER_PAYMENT),
    groups: { versusMonthly: VERSUS_MONTHLY },
    benchmarks: { annualRate: mortgageBenchmark('tenureYears') },
  },
  charts: (r) => [
    breakdown(`Your first ${chartPaymentWord(r)}`, `The parts of the first required ${chartPaymentWord(r)}.`, [
      ['Principal & interest', r.monthlyPrincipalAndInterest, 1],
      ['Property tax', r.monthlyPropertyTax, 3],
      ['Home insurance', r.monthlyInsurance, 5],
      ['PMI', r.monthlyPmi, 4],
      ['HOA dues', r.monthlyHoa, 6],
    ]),
    amortization(r.yearlySchedule),
  ],
};
