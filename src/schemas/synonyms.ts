/**
 * The words people (and models) use for our inputs that an input's own name does not contain, for the "did you
 * mean" of an unknown field: `rate` is a typo of nothing, but it means `annualRate`. A word maps to each input it
 * can mean; the first of them that the calculator has is suggested (`rate` is `annualRate` on a loan, `mortgageRate`
 * in rent vs buy). Words are matched in any letter case.
 */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>(
  Object.entries({
    rate: ['annualRate', 'mortgageRate', 'annualReturn'],
    interest: ['annualRate', 'mortgageRate'],
    interestrate: ['annualRate', 'mortgageRate'],
    apr: ['annualRate', 'mortgageRate'],
    apy: ['annualRate'],
    return: ['annualReturn', 'investmentReturnRate', 'annualRate'],
    returnrate: ['annualReturn', 'investmentReturnRate', 'annualRate'],
    term: ['tenureYears', 'loanTermYears', 'years', 'baseTermMonths'],
    loanterm: ['tenureYears', 'loanTermYears'],
    tenure: ['tenureYears'],
    duration: ['tenureYears', 'years', 'yearsToAnalyze'],
    period: ['tenureYears', 'years', 'yearsToAnalyze'],
    amount: ['principal', 'amount', 'totalInvestment', 'monthlyAmount', 'targetAmount'],
    loan: ['principal'],
    loanamount: ['principal'],
    price: ['homePrice'],
    downpayment: ['downPaymentPct'],
    deposit: ['monthlyContribution', 'monthlyAmount'],
    contribution: ['monthlyContribution', 'monthlyAmount'],
    goal: ['targetAmount'],
    target: ['targetAmount'],
    income: ['grossIncome'],
    salary: ['grossIncome'],
    wages: ['grossIncome'],
    status: ['filingStatus'],
    from: ['fromCurrency'],
    to: ['toCurrency'],
    budget: ['monthlyBudget'],
    rent: ['monthlyRent'],
    inflation: ['inflationRate'],
    rungs: ['numberOfRungs'],
  }),
);

/** The input `word` means among `known` (a calculator's input names), if it is a word people use for one. */
export function synonymFor(word: string, known: readonly string[]): string | undefined {
  return SYNONYMS.get(word.toLowerCase())?.find((name) => known.includes(name));
}

/** Words people use for a calculator that its slug does not contain. */
const TOOL_WORDS: ReadonlyMap<string, string> = new Map<string, string>(
  Object.entries({
    loan: 'emi-calculator',
    'loan-payment': 'emi-calculator',
    'loan-calculator': 'emi-calculator',
    amortization: 'emi-calculator',
    'amortization-calculator': 'emi-calculator',
    'home-loan': 'mortgage-calculator',
    fx: 'currency-converter',
    exchange: 'currency-converter',
    'exchange-rate': 'currency-converter',
    currency: 'currency-converter',
    'income-tax': 'tax-calculator',
    paycheck: 'tax-calculator',
    'take-home': 'tax-calculator',
    'take-home-pay': 'tax-calculator',
    investment: 'investment-return-calculator',
    savings: 'savings-goal-calculator',
    'compound-interest': 'compound-interest-calculator',
    'cd-ladder': 'cd-ladder-calculator',
    cd: 'cd-ladder-calculator',
    'net-worth': 'net-worth-calculator',
    networth: 'net-worth-calculator',
    'rent-or-buy': 'rent-vs-buy-calculator',
    debt: 'debt-payoff-calculator',
    'debt-payoff': 'debt-payoff-calculator',
  }),
);

/**
 * The calculator slug `name` most likely stands for among `slugs`: the slug it is the first words of
 * (`mortgage` → `mortgage-calculator`), a word people use for one (own keys only: a Map, so `constructor` is no word) (`fx` → `currency-converter`), else undefined
 * (the caller may still try spelling).
 */
export function slugFor(name: string, slugs: readonly string[]): string | undefined {
  const words = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  if (words === '') return undefined;
  const starting = slugs.filter((slug) => slug === words || slug.startsWith(`${words}-`));
  if (starting.length === 1) return starting[0];
  const meant = TOOL_WORDS.get(words) ?? TOOL_WORDS.get(words.replace(/-calculator$/, ''));
  return meant !== undefined && slugs.includes(meant) ? meant : undefined;
}
