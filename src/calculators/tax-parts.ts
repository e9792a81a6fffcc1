/** What the surfaces need of the tax calculator (parts.ts). */
import type { TaxInput, TaxResult } from '../schemas/tax-calculator';
import { breakdown, hbar, numOf, rowsOf } from './chart-data';
import { seriesCells } from './estimate';
import { deductionWords } from './tax-deduction-words';
import type { CalculatorParts, SummaryFormat } from './parts';
import type { StateCode } from './state-tax';

/**
 * The states the tax page compares the household in: the chosen one, every state without a wage income tax and
 * the largest by population (California, Texas, Florida, New York). The law has rules for every state and DC in
 * every year it covers (its schema asks each state's file for each year), so the list needs no law to check it
 * against, and a browser script that draws the comparison carries none.
 */
const COMPARED_STATES: readonly StateCode[] = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY', 'CA', 'NY'];

function comparedStates(chosen: unknown): StateCode[] {
  return [...new Set(typeof chosen === 'string' ? [chosen as StateCode, ...COMPARED_STATES] : COMPARED_STATES)];
}

/**
 * The taxes of the income beyond wages, when there are any: the taxable Social Security benefits, the part of the
 * income tax at the capital gains rates,
 * the self-employment tax with the Additional Medicare Tax on it, and the net investment income tax.
 */
function otherIncomeWords(r: TaxResult, f: SummaryFormat): string[] {
  const words: string[] = [];
  if (f.num(r.taxableSocialSecurity) > 0)
    words.push(`${f.usd(r.taxableSocialSecurity)} of the Social Security benefits taxable`);
  if (f.num(r.capitalGainsTax) > 0)
    words.push(`${f.usd(r.capitalGainsTax)} of the income tax at the 0 / 15 / 20 % capital gains rates`);
  const additional = f.num(r.additionalMedicareTaxOnSelfEmployment);
  if (f.num(r.selfEmploymentTax) + additional > 0) {
    words.push(
      `self-employment tax ${f.usd(r.selfEmploymentTax)}` +
        (additional === 0 ? '' : ` and Additional Medicare Tax on self-employment income ${f.usd(additional)}`),
    );
  }
  if (f.num(r.netInvestmentIncomeTax) > 0) words.push(`net investment income tax ${f.usd(r.netInvestmentIncomeTax)}`);
  return words;
}

/** The earned income credit and the child and dependent care credit, when the return has them. */
function creditWords(r: TaxResult, f: SummaryFormat): string {
  const named = [
    ...(f.num(r.earnedIncomeCredit) > 0 ? [`earned income credit ${f.usd(r.earnedIncomeCredit)}`] : []),
    ...(f.num(r.dependentCareCredit) > 0 ? [`child and dependent care credit ${f.usd(r.dependentCareCredit)}`] : []),
  ];
  return named.length === 0 ? '' : ` (with the ${named.join(' and the ')})`;
}

/**
 * The year's federal tax after credits (or the refund the refundable credits bring), the state's tax and the
 * paycheck's net with the refund or balance due at filing: the words of the MCP answer and of the page's headline.
 */
/** The names of a state's refundable credit lines, in parentheses ("(Young Child Tax Credit)"), or nothing. */
function refundableNames(lines: readonly { label: string }[]): string {
  const names = lines.filter((l) => /\brefundable\b/i.test(l.label)).map((l) => l.label.replace(/ \(.*$/, ''));
  return names.length > 0 ? ` (${names.join(', ')})` : '';
}

export function taxWords(r: TaxResult, f: SummaryFormat): string {
  const federal = f.num(r.federalIncomeTaxAfterCredits);
  // A result trimmed of its paychecks names no paycheck: the format's throw leaves the words out.
  const p = r.perPaycheck as Partial<TaxResult['perPaycheck']> | undefined;
  const settle = f.num(r.refundOrBalanceDue);
  return [
    (federal < 0
      ? `federal income tax after credits: none, and a refund of ${f.usd(-federal)} from refundable credits`
      : `federal income tax after credits ${f.usd(federal)}`) + creditWords(r, f),
    ...otherIncomeWords(r, f),
    ...deductionWords(r, f),
    r.state
      ? `${r.state.name} income tax ${f.usd(r.stateIncomeTax)}` +
        (f.num(r.state.refundableCredits) > 0
          ? ` and a refund of ${f.usd(r.state.refundableCredits)} from its refundable credits${refundableNames(r.state.creditLines)}`
          : '') +
        (f.num(r.statePayrollContributionsTotal) > 0
          ? ` and payroll contributions ${f.usd(r.statePayrollContributionsTotal)} (${r.statePayrollContributions
              .map((c) => c.program)
              .filter((id, i, all) => all.indexOf(id) === i)
              .join(', ')})`
          : '')
      : 'no state income tax (no state given)',
    `each ${p?.payFrequency ?? ''} paycheck nets ${f.usd(p?.regular?.net)} of ${f.usd(p?.regular?.gross)} with ${f.usd(p?.regular?.federalWithholding)} federal tax withheld`,
    settle < 0 ? `a balance due of ${f.usd(-settle)} at filing` : `a refund of ${f.usd(settle)} at filing`,
  ].join('; ');
}

/** A figure when it is above 0; a chart leaves the part out otherwise. */
const positive = (value: number | undefined) => (value !== undefined && value > 0 ? value : undefined);

export const taxParts: CalculatorParts<TaxInput, TaxResult> = {
  // A local wage tax under 1 % is common (Ohio's villages, Pennsylvania's earned income taxes).
  percentInputs: { suspect: [], plausible: ['localIncomeTaxRate'] },
  termInputs: [],
  estimate: seriesCells,
  summary: (r, _i, f) =>
    `Take-home pay ${f.usd(r.takeHomePay)} a year (${f.usd(r.monthlyTakeHome)} a month on the tax owed) on ${f.usd(r.grossIncome)} gross` +
    (f.num(r.selfEmploymentIncome) === 0 ? '' : ` and ${f.usd(r.selfEmploymentIncome)} self-employment income`) +
    `, tax year ${f.num(r.taxYear)}: ${taxWords(r, f)}; FICA ${f.usd(r.ficaTax)}; ` +
    `marginal rate ${f.pct(r.marginalRate)}, effective ${f.pct(r.effectiveRate)}`,
  view: {
    headline: ['takeHomePay'],
    per: '/year',
    headlineWords: (r, f) => `${taxWords(r, f).replace(/^./, (c) => c.toUpperCase())}.`,
    // Federal, FICA, state and take-home side by side.
    figures: [
      'federalIncomeTaxAfterCredits',
      'refundOrBalanceDue',
      'ficaTax',
      'stateIncomeTax',
      'statePayrollContributionsTotal',
      'monthlyTakeHome',
      'childTaxCredit',
      'otherDependentsCredit',
      'earnedIncomeCredit',
      'dependentCareCredit',
      'marginalRate',
      'allInEffectiveRate',
    ],
    labels: {
      federalIncomeTaxAfterCredits: 'Federal income tax (after credits)',
      refundOrBalanceDue: 'Refund (balance due if negative)',
      ficaTax: 'FICA (Social Security + Medicare)',
      allInEffectiveRate: 'All-in effective rate',
      statePayrollContributionsTotal: 'State payroll contributions (SDI, paid leave)',
      // The year's take-home on the tax owed and a paycheck's net on the tax withheld differ by the refund or balance
      // due (a few cents where withholding meets the tax): each label says which it is.
      monthlyTakeHome: 'Monthly take-home (tax owed, refund included)',
      net: 'Net (after withholding)',
      saltDeduction: 'State and local tax deduction',
    },
    showWhen: {
      spouseIncome: ['filingStatus', 'mfj'],
      spouseRetirement401k: ['filingStatus', 'mfj'],
      spouseAge: ['filingStatus', 'mfj'],
      spouseSelfEmploymentIncome: ['filingStatus', 'mfj'],
      spouseRetirementDistributions: ['filingStatus', 'mfj'],
      spouseW4: ['filingStatus', 'mfj'],
      spousePreTaxDeductions: ['filingStatus', 'mfj'],
    },
    formGroups: {
      'Other income': [
        'selfEmploymentIncome',
        'spouseSelfEmploymentIncome',
        'interestIncome',
        'ordinaryDividends',
        'qualifiedDividends',
        'shortTermCapitalGains',
        'longTermCapitalGains',
        'socialSecurityBenefits',
        'retirementDistributions',
        'spouseRetirementDistributions',
      ],
      Credits: ['dependentCareExpenses'],
      Deductions: ['qualifiedTips', 'qualifiedOvertime', 'carLoanInterest'],
    },
    emptyOptions: { state: 'None (federal only)' },
    series: (input) => ({ compare: { ...input, compareStates: comparedStates(input.state) } }),
  },
  charts: (r, i, series, f) => {
    const brackets = rowsOf(r.brackets).filter((b) => (numOf(b.taxedAmount) ?? 0) > 0);
    const deferrals = (numOf(i.retirement401k) ?? 0) + (numOf(i.spouseRetirement401k) ?? 0);
    const compared = rowsOf(series.compare?.stateComparison);
    return [
      breakdown(
        'Where your gross income goes',
        'Gross income (with any self-employment and investment income) split into federal income tax after credits, FICA, the self-employment and net investment income taxes, state income tax, state payroll contributions, 401(k) deferrals and take-home pay.',
        [
          ['Take-home pay', r.takeHomePay, 3],
          ['Federal income tax', Math.max(0, numOf(r.federalIncomeTaxAfterCredits) ?? 0), 4],
          ['FICA', r.ficaTax, 2],
          ['Self-employment tax', positive(r.selfEmploymentTax + r.additionalMedicareTaxOnSelfEmployment), 2],
          ['Net investment income tax', positive(r.netInvestmentIncomeTax), 4],
          ['State income tax', r.stateIncomeTax, 6],
          ['State payroll contributions', r.statePayrollContributionsTotal, 1],
          ['401(k)', deferrals, 5],
        ],
      ),
      hbar(
        'Taxable income in each bracket',
        'How much taxable income falls in each federal bracket, and the tax on it.',
        brackets.map((b) => ({
          label: `${f.percent(numOf(b.rate) ?? 0)} bracket`,
          segments: [
            { name: 'Tax', value: numOf(b.tax) ?? 0, tone: 4 },
            { name: 'Kept', value: (numOf(b.taxedAmount) ?? 0) - (numOf(b.tax) ?? 0), tone: 1 },
          ],
          note: `${f.dollars(numOf(b.tax) ?? 0)} tax on ${f.dollars(numOf(b.taxedAmount) ?? 0)}`,
        })),
      ),
      hbar(
        'Take-home pay by state',
        "The same household in your state, every state without a wage income tax and the largest states, highest take-home first: each state's income tax and payroll contributions, without local taxes.",
        compared.map((row) => ({
          label: String(row.name),
          segments: [
            { name: 'Take-home', value: numOf(row.takeHomePay) ?? 0, tone: 3 },
            { name: 'State income tax', value: numOf(row.stateIncomeTax) ?? 0, tone: 4 },
            { name: 'State payroll contributions', value: numOf(row.statePayrollContributions) ?? 0, tone: 1 },
          ],
          // The contributions are named only where the state has them (a phone gives the note two lines).
          note: [
            `${f.dollars(numOf(row.takeHomePay) ?? 0)} take-home`,
            `${f.dollars(numOf(row.stateIncomeTax) ?? 0)} state income tax`,
            ...(numOf(row.statePayrollContributions)
              ? [`${f.dollars(numOf(row.statePayrollContributions) ?? 0)} payroll contributions`]
              : []),
          ].join('; '),
          ...(typeof row.sourceUrl === 'string' ? { href: row.sourceUrl } : {}),
        })),
      ),
    ];
  },
};
