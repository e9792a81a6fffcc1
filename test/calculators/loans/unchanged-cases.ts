/** Requests without the dated-loan inputs, whose answers were recorded before those inputs existed (unchanged.json). */
export const cases: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ['emi-calculator', { principal: 500000, annualRate: 8.5, tenureYears: 20 }],
  ['emi-calculator', { principal: 123456.78, annualRate: 7.37, tenureYears: 30, schedule: 'yearly' }],
  ['emi-calculator', { principal: 5000, annualRate: 28.16, tenureYears: 40, schedule: 'none' }],
  ['emi-calculator', { principal: 999.99, annualRate: 0, tenureYears: 7 }],
  ['emi-calculator', { principal: 1e11, annualRate: 100, tenureYears: 100, schedule: 'none' }],
  ['mortgage-calculator', { homePrice: 400000, annualRate: 6.5, tenureYears: 30 }],
  [
    'mortgage-calculator',
    { homePrice: 350000, downPaymentPct: 5, annualRate: 7.1, tenureYears: 30, extraMonthlyPayment: 250 },
  ],
  [
    'mortgage-calculator',
    { homePrice: 250000, downPaymentPct: 10, annualRate: 5, tenureYears: 15, hoaMonthly: 80, schedule: 'yearly' },
  ],
  ['mortgage-calculator', { homePrice: 500000, downPaymentPct: 100, annualRate: 6, tenureYears: 30 }],
  ['rent-vs-buy-calculator', { homePrice: 400000, mortgageRate: 6.5, monthlyRent: 2200 }],
  ['rent-vs-buy-calculator', { homePrice: 300000, mortgageRate: 7, monthlyRent: 1800, downPaymentPct: 10 }],
  [
    'debt-payoff-calculator',
    {
      debts: [
        { name: 'Visa', balance: 5000, rate: 22.99, minPayment: 150 },
        { name: 'Car loan', balance: 9000, rate: 6.5, minPayment: 250 },
      ],
      monthlyBudget: 700,
      strategy: 'avalanche',
      schedule: 'monthly',
    },
  ],
];
