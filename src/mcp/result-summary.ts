/**
 * One human line per result, the first text block of a `tools/call` answer, so that an assistant
 * quotes the right figure without parsing the JSON that follows it ("Monthly payment $2,539.29
 * (P&I $2,022.62, tax $366.67, insurance $150)"). Written per calculator because the figure that
 * answers the question differs (a payment, a net advantage, a date of freedom); a result missing a
 * field it names gets no line rather than a wrong one. Money is written by the service's one USD format.
 */
import { formatUsd } from '../calculators/money';

type Fields = Readonly<Record<string, unknown>>;
type Summarize = (r: Fields, inputs: Fields) => string;

/** Dollars to the cent ($2,022.62), or without cents when `whole` and the amount is whole ($150). */
function dollars(v: number, whole: boolean): string {
  const text = formatUsd(v);
  return whole && text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** A number as written in the result, grouped (0.88739019 stays 0.88739019). */
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
const plain = (v: number) => NUMBER.format(v);

/** Thrown when a field a line names is absent: the line is left out. */
class MissingField extends Error {}

function num(r: Fields, name: string): number {
  const v = r[name];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new MissingField(name);
  return v;
}

/** Dollars: whole amounts without cents ($150), others to the cent ($2,022.62). */
function usd(r: Fields, name: string): string {
  return dollars(num(r, name), true);
}

/** A percent to two decimals at most (6.1678 → "6.17 %"), as the inputs write percents. */
function pct(r: Fields, name: string): string {
  return `${Math.round(num(r, name) * 100) / 100} %`;
}

const plural = (n: number, word: string) => `${plain(n)} ${word}${n === 1 ? '' : 's'}`;

/** What a dated loan adds to its line: the payoff date, the interest its prepayments save, the APR (each when present). */
function loanTerms(r: Fields): string {
  const parts: string[] = [];
  if (typeof r.payoffDate === 'string') parts.push(`paid off on ${r.payoffDate}`);
  if (typeof r.interestSaved === 'number' && typeof r.paymentsSaved === 'number')
    parts.push(`prepayments save ${usd(r, 'interestSaved')} of interest and ${plural(r.paymentsSaved, 'payment')}`);
  const monthly = r.versusMonthly as Fields | undefined;
  if (monthly && typeof monthly.interestSaved === 'number')
    parts.push(`${usd(monthly, 'interestSaved')} less interest than monthly payments`);
  if (typeof r.apr === 'number') parts.push(`APR ${Math.round(r.apr * 1000) / 1000} %`);
  return parts.length === 0 ? '' : `; ${parts.join(', ')}`;
}

/** "Monthly payment", or the payment of the frequency given ("Biweekly payment"). */
function paymentWord(r: Fields): string {
  const f = typeof r.paymentFrequency === 'string' ? r.paymentFrequency : 'monthly';
  const words = f.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} payment`;
}

function mortgage(r: Fields): string {
  const parts = [
    `P&I ${usd(r, 'monthlyPrincipalAndInterest')}`,
    `tax ${usd(r, 'monthlyPropertyTax')}`,
    `insurance ${usd(r, 'monthlyInsurance')}`,
  ];
  if (num(r, 'monthlyHoa') > 0) parts.push(`HOA ${usd(r, 'monthlyHoa')}`);
  if (num(r, 'monthlyPmi') > 0)
    parts.push(
      `PMI ${usd(r, 'monthlyPmi')}${typeof r.pmiEndsMonth === 'number' ? ` until payment ${r.pmiEndsMonth}` : ''}`,
    );
  return (
    `${paymentWord(r)} ${usd(r, 'totalMonthlyPayment')} (${parts.join(', ')}); ` +
    `loan ${usd(r, 'loanAmount')}, total interest ${usd(r, 'totalInterest')} over ${plural(num(r, 'payoffMonths'), 'payment')}` +
    loanTerms(r)
  );
}

function rentVsBuy(r: Fields, inputs: Fields): string {
  const advantage = num(r, 'netAdvantageOfBuying');
  const years = typeof inputs.yearsToAnalyze === 'number' ? ` after ${plural(inputs.yearsToAnalyze, 'year')}` : '';
  const lead = advantage >= 0 ? 'Buying' : 'Renting';
  const breakEven =
    typeof r.breakEvenYear === 'number'
      ? `buying breaks even in year ${r.breakEvenYear}`
      : 'buying does not break even in the period';
  return (
    `${lead} comes out ${dollars(Math.abs(advantage), false)} ahead${years} (${breakEven}; ` +
    `cost of buying ${usd(r, 'totalCostOfBuying')}, of renting ${usd(r, 'totalCostOfRenting')}; mortgage payment ${usd(r, 'monthlyMortgagePayment')}/month)`
  );
}

function savingsGoal(r: Fields): string {
  if (r.goalAlreadyMet === true)
    return `Goal already met: current savings grow to ${usd(r, 'finalBalance')} with no further deposits`;
  return (
    `Save ${usd(r, 'monthlySavings')} a month for ${plural(num(r, 'numberOfDeposits'), 'month')} ` +
    `(deposits ${usd(r, 'totalDeposits')}, interest ${usd(r, 'interestEarned')}, final balance ${usd(r, 'finalBalance')})`
  );
}

function debtPayoff(r: Fields): string {
  const saved = (r.comparison as Fields | undefined)?.interestSavedByAvalanche;
  const versus =
    typeof saved === 'number' && saved !== 0
      ? `; avalanche ${saved > 0 ? 'saves' : 'costs'} ${dollars(Math.abs(saved), false)} of interest against snowball`
      : '';
  return (
    `Debt-free in ${plural(num(r, 'monthsToDebtFree'), 'month')}${typeof r.payoffDate === 'string' ? ` (${r.payoffDate})` : ''} with the ${String(r.strategy)} strategy ` +
    `(interest ${usd(r, 'totalInterest')}, total paid ${usd(r, 'totalPaid')} on ${usd(r, 'totalDebt')} of debt${versus})`
  );
}

const SUMMARIES: Readonly<Record<string, Summarize>> = {
  'emi-calculator': (r) =>
    typeof r.paymentFrequency === 'string'
      ? `${paymentWord(r)} (EMI) ${usd(r, 'emi')}, ${plural(num(r, 'numberOfPayments'), 'payment')} ` +
        `(total interest ${usd(r, 'totalInterest')}, total paid ${usd(r, 'totalPayment')}, last payment ${usd(r, 'finalPayment')})${loanTerms(r)}`
      : `Monthly payment (EMI) ${usd(r, 'emi')} for ${plural(num(r, 'numberOfPayments'), 'month')} ` +
        `(total interest ${usd(r, 'totalInterest')}, total paid ${usd(r, 'totalPayment')}, last payment ${usd(r, 'finalPayment')})${loanTerms(r)}`,
  'mortgage-calculator': mortgage,
  'rent-vs-buy-calculator': rentVsBuy,
  'compound-interest-calculator': (r, i) =>
    `Future value ${usd(r, 'futureValue')}${typeof i.years === 'number' ? ` after ${plural(i.years, 'year')}` : ''} ` +
    `(contributions ${usd(r, 'totalContributions')}, interest ${usd(r, 'totalInterest')}, effective annual yield ${pct(r, 'effectiveAnnualRate')})`,
  'savings-goal-calculator': savingsGoal,
  'sip-calculator': (r, i) =>
    `Future value ${usd(r, 'futureValue')}${typeof i.years === 'number' ? ` after ${plural(i.years, 'year')}` : ''} ` +
    `(invested ${usd(r, 'totalInvested')}, estimated returns ${usd(r, 'estimatedReturns')}, last instalment ${usd(r, 'finalMonthlyAmount')})`,
  'investment-return-calculator': (r, i) =>
    `Future value ${usd(r, 'futureValue')}${typeof i.years === 'number' ? ` after ${plural(i.years, 'year')}` : ''}, ` +
    `${usd(r, 'realFutureValue')} in today's dollars at ${pct(r, 'inflationRate')} inflation ` +
    `(contributions ${usd(r, 'totalContributions')}, growth ${usd(r, 'totalGrowth')})`,
  'debt-payoff-calculator': debtPayoff,
  'tax-calculator': (r) =>
    `Take-home pay ${usd(r, 'takeHomePay')} a year (${usd(r, 'monthlyTakeHome')} a month) on ${usd(r, 'grossIncome')} gross, tax year ${num(r, 'taxYear')}: ` +
    `federal income tax ${usd(r, 'federalIncomeTax')}, FICA ${usd(r, 'ficaTax')}; marginal rate ${pct(r, 'marginalRate')}, effective ${pct(r, 'effectiveRate')}`,
  'currency-converter': (r) =>
    `${plain(num(r, 'amount'))} ${String(r.fromCurrency)} = ${plain(num(r, 'convertedAmount'))} ${String(r.toCurrency)} ` +
    `(rate ${plain(num(r, 'rate'))}, ${String(r.ratesSource)} rates of ${String(r.ratesAsOf)})`,
  'net-worth-calculator': (r) =>
    `Net worth ${usd(r, 'netWorth')} (assets ${usd(r, 'totalAssets')}, liabilities ${usd(r, 'totalLiabilities')}, debt-to-asset ${pct(r, 'debtToAssetPct')})`,
  'cd-ladder-calculator': (r) =>
    `The ladder matures to ${usd(r, 'totalMaturityValue')} (interest ${usd(r, 'totalInterest')} at a blended ${pct(r, 'blendedRate')} APY; ` +
    `longest rung ${plural(num(r, 'longestTermMonths'), 'month')})`,
};

/** The line for a result, or undefined when the calculator has none or the result lacks a field it names. */
export function summaryLine(slug: string, result: Fields, inputs: Fields): string | undefined {
  const summarize = SUMMARIES[slug];
  if (summarize === undefined) return undefined;
  try {
    return summarize(result, inputs);
  } catch (e) {
    if (e instanceof MissingField) return undefined;
    throw e;
  }
}

/**
 * The first text block of a `tools/call` answer: the result's line, then each warning (a thing to check) and each note
 * (information that needs no action) on a line of its own, labelled, so that a tip is never quoted as a problem.
 * @example summaryBlock('Monthly payment $2,539.29', { warnings: [], notes: ['From payment 80 you may ask…'] }) // "Monthly payment $2,539.29\nNote: From payment 80 you may ask…"
 */
export function summaryBlock(line: string, meta: { warnings: readonly string[]; notes?: readonly string[] }): string {
  return [line, ...meta.warnings.map((w) => `Warning: ${w}`), ...(meta.notes ?? []).map((n) => `Note: ${n}`)].join(
    '\n',
  );
}
