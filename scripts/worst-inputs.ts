/**
 * The worst input each calculator's schema accepts (longest horizons, largest lists, monthly rows): what
 * `npm run bench:calc` times and what the soak's noisy neighbour sends as its heaviest valid requests.
 */
import { statesWithRules } from '../src/calculators/law';

/** Own rates for 200 made-up currency codes: the converter's largest table. */
const fx200 = Object.fromEntries(
  Array.from({ length: 200 }, (_, i) => [String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26), 88), 1 + i / 7]),
);

/** 50 debts at 12 % whose minimums barely beat the interest: about 77 years to pay off, monthly rows. */
const slowDebts = Array.from({ length: 50 }, (_, i) => ({
  name: `Debt ${i + 1}`,
  balance: 10000 + i,
  rate: 12,
  minPayment: 100.02 + i * 0.01,
}));

/** The worst input the schemas accept, per calculator (longest horizons, largest lists, monthly rows). */
export const WORST: Record<string, Record<string, unknown>> = {
  'emi-calculator': { principal: 1e12, annualRate: 100, tenureYears: 100, schedule: 'monthly' },
  'mortgage-calculator': {
    homePrice: 1e12,
    downPaymentPct: 5,
    annualRate: 30,
    tenureYears: 100,
    pmiRate: 1,
    hoaMonthly: 500,
    extraMonthlyPayment: 1000,
    schedule: 'monthly',
  },
  // The longest term and an income whose answer reaches the searched cap, a down payment in dollars (the LTV, and
  // with it FHA's MIP, changes with every price tried), and the two neighbouring rates searched too.
  'affordability-calculator': {
    annualIncome: 1e12,
    downPayment: 1,
    annualRate: 0.5,
    tenureYears: 50,
    loanType: 'fha',
  },
  // The longest loans both sides, monthly rows of both, an original loan whose balance is derived from its dates.
  'refinance-calculator': {
    originalAmount: 1e12,
    currentRate: 30,
    originalTermYears: 50,
    firstPaymentDate: '2026-01-01',
    asOfDate: '2026-02-01',
    newRate: 0.5,
    newTenureYears: 50,
    points: 10,
    closingCosts: 1e9,
    financeClosingCosts: true,
    cashOut: 1e12,
    schedule: 'monthly',
  },
  'compound-interest-calculator': {
    principal: 1e12,
    monthlyContribution: 1e12,
    annualRate: 100,
    years: 100,
    compoundingFrequency: 'daily',
    contributionTiming: 'beginning',
    schedule: 'yearly',
  },
  'savings-goal-calculator': { targetAmount: 1e12, currentSavings: 1, annualRate: 100, years: 100, schedule: 'yearly' },
  'debt-payoff-calculator': {
    debts: slowDebts,
    monthlyBudget: slowDebts.reduce((s, d) => s + d.minPayment, 0) + 5,
    strategy: 'avalanche',
    schedule: 'monthly',
  },
  'sip-calculator': { monthlyAmount: 1e12, annualReturn: 100, years: 100, stepUpPercent: 100, schedule: 'yearly' },
  'tax-calculator': {
    grossIncome: 1e12,
    filingStatus: 'mfj',
    retirement401k: 35750,
    otherDeductions: 1e6,
    itemizedDeductions: 1e7,
    spouseIncome: 5e11,
    spouseRetirement401k: 32500,
    age: 61,
    spouseAge: 67,
    children: 20,
    otherDependents: 20,
    payFrequency: 'weekly',
    state: statesWithRules(2026).at(-1),
    compareStates: statesWithRules(2026),
  },
  'net-worth-calculator': {
    assets: Array.from({ length: 50 }, (_, i) => ({ name: `Asset ${i}`, value: 1e10 + i })),
    liabilities: Array.from({ length: 50 }, (_, i) => ({ name: `Loan ${i}`, balance: 1e9 + i, rate: (i % 30) + 0.5 })),
  },
  'currency-converter': { amount: 1e12, fromCurrency: 'aax', toCurrency: 'zbx', exchangeRates: fx200 },
  'cd-ladder-calculator': {
    totalInvestment: 1e12,
    numberOfRungs: 5,
    baseTermMonths: 120,
    annualRate: 100,
    rungRates: [1, 2, 3, 4, 100],
  },
  'rent-vs-buy-calculator': {
    homePrice: 1e12,
    downPaymentPct: 3,
    mortgageRate: 30,
    monthlyRent: 1e9,
    yearsToAnalyze: 50,
    loanTermYears: 50,
  },
  'investment-return-calculator': {
    initialInvestment: 1e12,
    monthlyContribution: 1e12,
    annualReturn: 100,
    years: 100,
    inflationRate: 100,
  },
};

/**
 * A debt payoff crafted to look light: weighted as one loan these 50 debts pay off within a few hundred months;
 * simulated, the snowball pays the small 99 % card first while 49 large low-rate debts grow on their $1 minimums, for
 * about 970 months. What the soak's attackers send and the heavy-work estimate is tested on.
 */
export const CRAFTED_DEBT_PAYOFF = {
  debts: [
    ...Array.from({ length: 49 }, (_, i) => ({ name: `L${i}`, balance: 20_000 + i, rate: 9.9, minPayment: 1 })),
    { name: 'Card', balance: 1, rate: 99, minPayment: 1 },
  ],
  monthlyBudget: 8200,
  strategy: 'snowball',
  schedule: 'monthly',
};
