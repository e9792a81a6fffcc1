/**
 * `prompts/list` and `prompts/get`: questions a person picks from a menu, each written to lead the
 * model to the right tool calls (and the resources that back their defaults). Arguments are
 * strings, as the protocol has them; the model turns them into tool inputs, and the tools'
 * field errors correct it when it gets one wrong.
 */
import type { LiveData } from '../dispatch/context';
import type { CallContext } from './call-context';
import { methodologyUri, RATES_URI } from './fact-resources';
import type { Params } from './json-rpc-message';
import { cacheable, STATIC_TTL_MS } from './resources';
import { RpcError } from './rpc-error';

/** Longest argument value accepted (a list of debts in words fits easily). */
export const MAX_ARGUMENT = 2000;

interface PromptArgument {
  name: string;
  description: string;
  required: boolean;
}

interface Prompt {
  name: string;
  title: string;
  description: string;
  arguments: PromptArgument[];
  /** The user message, from the arguments given (absent optional ones are undefined) and the rates in use. */
  text(args: Readonly<Record<string, string | undefined>>, live: LiveData): string;
}

const SOURCE_WORDS: Readonly<Record<string, string>> = {
  fred: 'fetched from FRED',
  curated: 'curated by hand',
  snapshot: 'from the bundled snapshot',
};

/**
 * What the rates store holds for a mortgage average, said in the prompt: its value, date and source, and, when it
 * is stale, that it is not today's rate, to be named as such with its date (or replaced by a current quote).
 */
function mortgageAverage(live: LiveData, id: 'mortgage_30y' | 'mortgage_15y'): string {
  const b = live.benchmark(id);
  if (b === undefined) return `The rates store has no ${id} value now: ask me for the rate.`;
  const said = `The rates store now has ${id} at ${b.value} % as of ${b.asOf} (${SOURCE_WORDS[b.source] ?? b.source})`;
  return b.stale
    ? `${said}, and it is stale: older than a weekly average should be, not today's rate. If you use it, say so ` +
        `next to it with its date (${b.asOf}), and offer to rerun with a current quote.`
    : `${said}, current.`;
}

const given = (value: string | undefined, otherwise: string) =>
  value === undefined || value.trim() === '' ? otherwise : value.trim();

/** Arguments that the home-buying prompts ask for in the same words. */
const HOME_PRICE: PromptArgument = { name: 'homePrice', description: 'Price of the home, in dollars', required: true };
const DOWN_PAYMENT_PCT: PromptArgument = {
  name: 'downPaymentPct',
  description: 'Down payment in percent of the price (default 20)',
  required: false,
};

const PROMPTS: readonly Prompt[] = [
  {
    name: 'compare-debt-payoff',
    title: 'Compare debt payoff strategies',
    description:
      'Avalanche (highest rate first) against snowball (smallest balance first) for your debts and monthly budget.',
    arguments: [
      {
        name: 'debts',
        description:
          'Each debt with its balance, APR and minimum payment, e.g. "Visa 5000 at 22.99% min 150; car 9000 at 6.5% min 250"',
        required: true,
      },
      {
        name: 'monthlyBudget',
        description: 'Total you can pay towards all debts each month, in dollars',
        required: true,
      },
    ],
    text: (a) =>
      `Compare paying off my debts with the avalanche and the snowball strategy.\n\nMy debts: ${a.debts}\nMonthly budget for all of them: ${a.monthlyBudget}\n\n` +
      'Call the debt-payoff-calculator tool once with these debts (name, balance, rate, minPayment for each) and monthlyBudget, strategy "avalanche". ' +
      'Its result.comparison holds both strategies (months to debt-free, total interest, payoff order) and interestSavedByAvalanche. ' +
      'Tell me which strategy is cheaper and by how much, when I am debt-free with each, and the order the debts are cleared in; ' +
      'if the budget does not cover the minimum payments, say so from the tool error. Cite meta.attribution.',
  },
  {
    name: 'rent-or-buy',
    title: 'Should I rent or buy?',
    description: 'Buying a home against renting and investing the difference, over the years you expect to stay.',
    arguments: [
      HOME_PRICE,
      { name: 'monthlyRent', description: 'Rent of a comparable home, dollars a month', required: true },
      { name: 'yearsToStay', description: 'Years you expect to stay (default 10)', required: false },
      DOWN_PAYMENT_PCT,
    ],
    text: (a, live) =>
      `Should I rent or buy? Home price ${a.homePrice}, comparable rent ${a.monthlyRent} a month, ` +
      `staying ${given(a.yearsToStay, '10')} years, down payment ${given(a.downPaymentPct, '20')} %.\n\n` +
      `First read the resource ${RATES_URI} for the latest 30-year mortgage average (mortgage_30y: value, as_of, stale) and use it as mortgageRate. ` +
      `${mortgageAverage(live, 'mortgage_30y')} ` +
      'Then call rent-vs-buy-calculator with homePrice, monthlyRent, yearsToAnalyze, downPaymentPct and mortgageRate. ' +
      'Answer with netAdvantageOfBuying (which side comes out ahead and by how much), breakEvenYear, the cost of each side, and the assumptions in meta.assumptions that matter most ' +
      '(appreciation, rent increase, investment return); offer to rerun with different assumptions. Cite meta.attribution; this is not financial advice.',
  },
  {
    name: 'take-home-pay',
    title: 'What do we take home?',
    description:
      "A household's 2026 take-home pay after federal income tax, FICA and state income tax, per year and per paycheck, and how it compares across states.",
    arguments: [
      {
        name: 'income',
        description: 'Gross wages a year, in dollars (both spouses together if married)',
        required: true,
      },
      {
        name: 'household',
        description:
          'Filing status and family, e.g. "married filing jointly, spouse earns 60000, two kids under 17, both 40"',
        required: false,
      },
      { name: 'state', description: 'State of residence, e.g. "CA" (omit for federal only)', required: false },
      {
        name: 'payFrequency',
        description: 'weekly, biweekly, semimonthly or monthly (default monthly)',
        required: false,
      },
    ],
    text: (a) =>
      `What do we take home? Gross wages ${a.income} a year; household: ${given(a.household, 'single, no children')}; ` +
      `state: ${given(a.state, 'not given')}; paid ${given(a.payFrequency, 'monthly')}.\n\n` +
      'Call tax-calculator with grossIncome, filingStatus (single, mfj, mfs, hoh or qss), and what the household says: spouseIncome and spouseRetirement401k (mfj only), ' +
      'age and spouseAge (65+ deductions, catch-up limits), children (under 17) and otherDependents, retirement401k, state, locality (a listed city or county of that state, as the tool’s locality enum names them: e.g. New York City, a Maryland or Indiana county, Portland, Louisville, Kansas City), payFrequency. ' +
      'Answer with takeHomePay and perPaycheck (regular paycheck, and the last one that carries the rounding), next to federalIncomeTaxAfterCredits, ficaTax, stateIncomeTax and statePayrollContributions (the state disability and paid-leave programs, each with its rate and source) and localTaxes (each with its base, rate and source); ' +
      'name the credits used (childTaxCredit, otherDependentsCredit, additionalChildTaxCredit) and, with a state, state.notModelled and state.source. ' +
      'If asked how states compare, call it again with compareStates (up to 51 codes) and read stateComparison: each state with its income tax and payroll contributions, without local taxes. ' +
      'Say that this is the tax owed on the return, not what an employer withholds, and what meta.assumptions lists as not modelled. Cite meta.attribution; this is not tax advice.',
  },
  {
    name: 'mortgage-true-cost',
    title: 'What does this mortgage really cost?',
    description:
      'The full monthly payment (principal, interest, tax, insurance, PMI) and the lifetime interest of a home loan.',
    arguments: [
      HOME_PRICE,
      DOWN_PAYMENT_PCT,
      {
        name: 'annualRate',
        description:
          'Mortgage rate in percent (default: the latest 30-year average, named stale with its date when it is)',
        required: false,
      },
      { name: 'tenureYears', description: 'Term in years (default 30)', required: false },
    ],
    text: (a, live) =>
      `What does this mortgage really cost? Home price ${a.homePrice}, down payment ${given(a.downPaymentPct, '20')} %, ` +
      `rate ${given(a.annualRate, `the latest average (read ${RATES_URI}: mortgage_30y, or mortgage_15y for 15 years or less)`)}, term ${given(a.tenureYears, '30')} years.` +
      `${given(a.annualRate, '') === '' ? ` ${mortgageAverage(live, Number(given(a.tenureYears, '30')) <= 15 ? 'mortgage_15y' : 'mortgage_30y')}` : ''}\n\n` +
      'Call mortgage-calculator with homePrice, downPaymentPct, annualRate and tenureYears. Give the monthly payment and its parts (principal and interest, property tax, insurance, PMI and when it ends), ' +
      'the total interest over the loan, and how much an extra 200 dollars a month would save (call it again with extraMonthlyPayment: 200 and compare monthsSaved and interestSaved). ' +
      `The rounding and conventions are in ${methodologyUri('mortgage-calculator')}. Cite meta.attribution.`,
  },
  {
    name: 'how-much-house',
    title: 'How much house can I afford?',
    description:
      "The largest home price your income carries under a lender's debt-to-income limits, for a conventional, FHA or VA loan.",
    arguments: [
      { name: 'annualIncome', description: 'Household gross income a year, in dollars', required: true },
      {
        name: 'monthlyDebts',
        description: 'Other debt payments a month (car, student loans, cards), in dollars',
        required: false,
      },
      { name: 'downPayment', description: 'Cash for the down payment, in dollars (or say a percent)', required: false },
      { name: 'loanType', description: 'conventional, fha or va (default conventional)', required: false },
    ],
    text: (a, live) =>
      `How much house can I afford? Household income ${a.annualIncome} a year, other debts ${given(a.monthlyDebts, '0')} a month, ` +
      `down payment ${given(a.downPayment, 'the usual for the loan type')}, loan type ${given(a.loanType, 'conventional')}.\n\n` +
      `${mortgageAverage(live, 'mortgage_30y')} ` +
      'Call affordability-calculator with annualIncome, monthlyDebts, downPayment (dollars) or downPaymentPct, and loanType; leave annualRate out to use that average. ' +
      'Answer with maxHomePrice, the monthly payment at that price and its parts, which limit binds (bindingLimit, frontEndRatio, backEndRatio), ' +
      'cashToClose, and byRate (the price a point lower and higher); pass on every warning (a jumbo loan, a stale rate). ' +
      'Say that lenders look at more than these ratios (credit, reserves) and what meta.assumptions lists as not modelled. Cite meta.attribution; this is not financial advice.',
  },
  {
    name: 'should-i-refinance',
    title: 'Should I refinance?',
    description:
      'Your current mortgage against a new rate: the monthly saving, when the refinance breaks even, and whether it pays over the years you stay.',
    arguments: [
      { name: 'currentBalance', description: 'What you owe on the current loan, in dollars', required: true },
      { name: 'currentRate', description: 'Its annual rate, in percent', required: true },
      { name: 'remainingYears', description: 'Years left on it', required: true },
      {
        name: 'newRate',
        description: 'The new annual rate, in percent (default: the latest average)',
        required: false,
      },
      { name: 'closingCosts', description: 'Closing costs of the new loan, in dollars', required: false },
      { name: 'yearsToStay', description: 'How long you expect to keep the home, in years', required: false },
    ],
    text: (a, live) =>
      `Should I refinance? I owe ${a.currentBalance} at ${a.currentRate} % with ${a.remainingYears} years left. ` +
      `New rate ${given(a.newRate, 'the latest 30-year average')}, closing costs ${given(a.closingCosts, 'unknown (ask me, or say what is typical and that it is assumed)')}, ` +
      `I expect to stay ${given(a.yearsToStay, 'for the whole new term')}.\n\n` +
      `${mortgageAverage(live, 'mortgage_30y')} ` +
      'Call refinance-calculator with currentBalance, currentRate, remainingYears, newRate, newTenureYears (30 unless I say otherwise; also try my years left, so the term is not reset), closingCosts and yearsToStay. ' +
      'Answer with recommendation and its reasons, currentPayment, newPayment and monthlySaving, breakEvenMonth (the true cost) beside simpleBreakEvenMonth, netSavingOverStay and netSavingOverLife, and the apr; pass on every warning (a longer term that costs more interest). ' +
      `The break-even's definition is in ${methodologyUri('refinance-calculator')}. Cite meta.attribution; this is not financial advice.`,
  },
];

const BY_NAME = new Map(PROMPTS.map((p) => [p.name, p]));

function listed(p: Prompt, titles: boolean) {
  return {
    name: p.name,
    ...(titles ? { title: p.title } : {}),
    description: p.description,
    arguments: p.arguments.map((a) => ({ name: a.name, description: a.description, required: a.required })),
  };
}

export function listPrompts(params: Params | undefined, call: CallContext): Record<string, unknown> {
  if (params?.cursor !== undefined)
    throw new RpcError('invalid_params', 'Invalid params: unknown cursor (prompts/list is a single page)');
  return cacheable({ prompts: PROMPTS.map((p) => listed(p, call.features.titles)) }, STATIC_TTL_MS, call.features);
}

/** The argument values of a `prompts/get`, checked against the prompt's list (names, required ones, strings of bounded length). */
function argumentsOf(prompt: Prompt, raw: unknown): Record<string, string | undefined> {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw)))
    throw new RpcError('invalid_params', 'Invalid params: params.arguments must be an object of strings');
  const supplied = (raw ?? {}) as Record<string, unknown>;
  const known = new Set(prompt.arguments.map((a) => a.name));
  const unknown = Object.keys(supplied).filter((k) => !known.has(k));
  if (unknown.length > 0)
    throw new RpcError(
      'invalid_params',
      `Invalid params: unknown argument ${unknown.slice(0, 5).join(', ')} (${prompt.name} takes ${[...known].join(', ')})`,
    );
  const out: Record<string, string | undefined> = {};
  for (const a of prompt.arguments) {
    const v = supplied[a.name];
    if (v !== undefined && (typeof v !== 'string' || v.length > MAX_ARGUMENT))
      throw new RpcError(
        'invalid_params',
        `Invalid params: argument ${a.name} must be a string of at most ${MAX_ARGUMENT} characters`,
      );
    if (a.required && (v === undefined || v.trim() === ''))
      throw new RpcError('invalid_params', `Invalid params: argument ${a.name} is required (${a.description})`);
    out[a.name] = v;
  }
  return out;
}

export async function getPrompt(params: Params | undefined, call: CallContext): Promise<Record<string, unknown>> {
  const name = params?.name;
  const prompt = typeof name === 'string' ? BY_NAME.get(name) : undefined;
  if (prompt === undefined) {
    throw new RpcError(
      'invalid_params',
      `Invalid params: unknown prompt${typeof name === 'string' ? ` ${name.slice(0, 100)}` : ''}`,
      200,
      {
        available: PROMPTS.map((p) => p.name),
      },
    );
  }
  const args = argumentsOf(prompt, params?.arguments);
  return {
    description: prompt.description,
    messages: [{ role: 'user', content: { type: 'text', text: prompt.text(args, await call.liveData()) } }],
  };
}
