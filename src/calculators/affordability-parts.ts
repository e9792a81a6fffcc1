/** What the surfaces need of the affordability calculator (parts.ts). */
import type { AffordabilityInput, AffordabilityResult } from '../schemas/affordability-calculator';
import { breakdown, hbar, rowsOf } from './chart-data';
import type { CalculatorParts } from './parts';

const LIMIT_WORDS = { frontEnd: 'the front-end (housing) limit', backEnd: 'the back-end (total debt) limit' } as const;

export const affordabilityParts: CalculatorParts<AffordabilityInput, AffordabilityResult> = {
  percentInputs: {
    // Rates and ratios are far above 1 %; so is a down payment given in percent (VA's 0 is exact, not a fraction).
    suspect: ['annualRate', 'downPaymentPct', 'frontEndRatio', 'backEndRatio'],
    // Property tax 0.3–2.5 %/yr, PMI 0.3–1.5 %/yr and closing costs can sit under 1 %.
    plausible: ['propertyTaxRate', 'pmiRate', 'closingCostPct'],
  },
  termInputs: ['tenureYears'],
  // No schedule: the answer is a few figures and three rows, whatever the input.
  estimate: () => 0,
  summary: (r, _i, f) =>
    `Up to ${f.usd(r.maxHomePrice)} at ${f.pct(r.annualRate)} (payment ${f.usd(r.totalMonthlyPayment)}/month: ` +
    `P&I ${f.usd(r.monthlyPrincipalAndInterest)}, tax ${f.usd(r.monthlyPropertyTax)}, insurance ${f.usd(r.monthlyInsurance)}` +
    `${f.num(r.monthlyMortgageInsurance) > 0 ? `, mortgage insurance ${f.usd(r.monthlyMortgageInsurance)}` : ''}` +
    `${f.num(r.monthlyHoa) > 0 ? `, HOA ${f.usd(r.monthlyHoa)}` : ''}); loan ${f.usd(r.maxLoanAmount)}, ` +
    `${LIMIT_WORDS[r.bindingLimit]} binds (front end ${f.pct(r.frontEndRatio)}, back end ${f.pct(r.backEndRatio)}); ` +
    `cash to close ${f.usd(r.cashToClose)}`,
  view: {
    headline: ['maxHomePrice'],
    figures: [
      'totalMonthlyPayment',
      'maxLoanAmount',
      'bindingLimit',
      'frontEndRatio',
      'backEndRatio',
      'cashToClose',
      'annualRate',
      'financedFee',
    ],
    labels: {
      maxHomePrice: 'Home price you can afford',
      totalMonthlyPayment: 'Monthly payment',
      maxLoanAmount: 'Loan',
      bindingLimit: 'Limit that decides',
      frontEndRatio: 'Housing to income',
      backEndRatio: 'All debts to income',
      cashToClose: 'Cash to close',
      financedFee: 'Financed fee (FHA upfront MIP or VA funding fee)',
      monthlyMortgageInsurance: 'Mortgage insurance (PMI or MIP)',
      mortgageInsuranceRate: 'Mortgage insurance rate',
      loanToValuePct: 'Loan-to-value',
    },
    benchmarks: { annualRate: () => 'mortgage_30y' },
    showWhen: {
      vaFirstUse: ['loanType', 'va'],
      vaFeeExempt: ['loanType', 'va'],
      pmiRate: ['loanType', 'conventional'],
    },
  },
  charts: (r, _i, _s, f) => [
    hbar(
      'Home price you can afford by rate',
      'The largest price at a rate one point lower, at the rate, and one point higher, the other inputs unchanged.',
      rowsOf(r.byRate).map((row) => ({
        label: `${f.percent(row.annualRate)} rate`,
        segments: [{ name: 'Home price', value: row.maxHomePrice, tone: row.annualRate === r.annualRate ? 1 : 3 }],
        note: `${f.dollars(row.maxHomePrice)}; ${f.dollars(row.totalMonthlyPayment)}/month`,
      })),
    ),
    breakdown(
      'Your monthly payment at that price',
      'The parts of the first monthly payment at the price you can afford.',
      [
        ['Principal & interest', r.monthlyPrincipalAndInterest, 1],
        ['Property tax', r.monthlyPropertyTax, 3],
        ['Home insurance', r.monthlyInsurance, 5],
        ['Mortgage insurance', r.monthlyMortgageInsurance, 4],
        ['HOA dues', r.monthlyHoa, 6],
      ],
    ),
  ],
};
