/**
 * The charts each calculator gets, built from its result (and, for debt payoff, both strategies'
 * monthly schedules). Each builder reads a few named fields and returns nothing when they are
 * missing, so a renamed field costs a chart, never the page.
 */
import type { Calculation } from '../../dispatch/calculate';
import { formatPercent, formatDollars } from '../format';
import { humanize } from '../labels';
import { cumulative, type Chart, type HBarRow, type Tone, type XYChart } from './model';

type Row = Record<string, unknown>;

function rows(result: Readonly<Record<string, unknown>>, key = 'yearlySchedule'): Row[] {
  const v = result[key];
  return Array.isArray(v) ? (v.filter((r) => typeof r === 'object' && r !== null) as Row[]) : [];
}

function num(o: Readonly<Record<string, unknown>> | undefined, key: string): number | undefined {
  const v = o?.[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

/** Values of `key` in every row, or undefined if any row lacks it. */
function column(rs: Row[], key: string): number[] | undefined {
  const out = rs.map((r) => num(r, key));
  return out.length > 0 && out.every((v) => v !== undefined) ? (out as number[]) : undefined;
}

function last(values: readonly number[]): number {
  return values[values.length - 1] ?? 0;
}

/** A chart over the years of the result's rows. */
function byYear(rs: Row[], title: string, summary: string, series: Pick<XYChart, 'bars' | 'lines'>): XYChart {
  return { kind: 'xy', title, summary, xName: 'Year', x: rs.map((r) => num(r, 'year') ?? 0), ...series };
}

/** Loans: balance falling while principal and interest paid to date rise. */
function amortization(c: Calculation): Chart | undefined {
  const rs = rows(c.result);
  const [principal, interest, balance] = [
    column(rs, 'principalPaid'),
    column(rs, 'interestPaid'),
    column(rs, 'balance'),
  ];
  if (!principal || !interest || !balance) return undefined;
  const p = cumulative(principal);
  const i = cumulative(interest);
  return byYear(
    rs,
    'Balance, principal and interest over the loan',
    `Over ${rs.length} years you repay ${formatDollars(last(p))} of principal and ${formatDollars(last(i))} of interest; the balance falls to ${formatDollars(last(balance))}.`,
    {
      bars: [],
      lines: [
        { name: 'Balance', values: balance, tone: 6 },
        { name: 'Principal paid', values: p, tone: 1 },
        { name: 'Interest paid', values: i, tone: 2 },
      ],
    },
  );
}

/** Savings and investments: what was put in, and what it earned, year by year. */
function growth(
  c: Calculation,
  contributed: number[] | undefined,
  value: number[] | undefined,
  extra: XYChart['lines'] = [],
): Chart | undefined {
  const rs = rows(c.result);
  if (!contributed || !value || contributed.length !== rs.length) return undefined;
  const gain = value.map((v, i) => Math.round((v - contributed[i]!) * 100) / 100);
  return byYear(
    rs,
    'Contributions and growth by year',
    `After ${rs.length} years: ${formatDollars(last(contributed))} contributed and ${formatDollars(last(gain))} of growth, ${formatDollars(last(value))} in total.`,
    {
      bars: [
        { name: 'Contributions', values: contributed, tone: 1 },
        { name: 'Growth', values: gain, tone: 3 },
      ],
      lines: extra,
    },
  );
}

function sumFrom(start: number, values: number[] | undefined): number[] | undefined {
  return values && cumulative(values).map((v) => Math.round((v + start) * 100) / 100);
}

function breakdown(
  title: string,
  summary: string,
  parts: Array<[string, number | undefined, Tone]>,
): Chart | undefined {
  const present = parts.filter((p): p is [string, number, Tone] => p[1] !== undefined);
  if (present.length < 2) return undefined;
  return { kind: 'breakdown', title, summary, parts: present.map(([name, value, tone]) => ({ name, value, tone })) };
}

/** Debt payoff: total balance month by month under both strategies. */
function debtStrategies(series: Readonly<Record<string, Calculation>>): Chart | undefined {
  const lines = (['avalanche', 'snowball'] as const).flatMap((name, k) => {
    const balance = column(rows(series[name]?.result ?? {}, 'schedule'), 'balance');
    return balance
      ? [{ name: name === 'avalanche' ? 'Avalanche' : 'Snowball', values: balance, tone: (k === 0 ? 1 : 2) as Tone }]
      : [];
  });
  if (lines.length === 0) return undefined;
  const months = Math.max(...lines.map((l) => l.values.length));
  const padded = lines.map((l) => ({ ...l, values: Array.from({ length: months }, (_, i) => l.values[i] ?? 0) }));
  return {
    kind: 'xy',
    title: 'Total balance by month: avalanche vs snowball',
    summary: `${lines.map((l) => `${l.name} is debt-free after ${l.values.length} months`).join('; ')}.`,
    xName: 'Month',
    x: Array.from({ length: months }, (_, i) => i + 1),
    bars: [],
    lines: padded,
  };
}

function hbar(title: string, summary: string, items: HBarRow[]): Chart | undefined {
  return items.length > 0 ? { kind: 'hbar', title, summary, rows: items } : undefined;
}

/** "monthly payment", or the payment of the result's frequency ("biweekly payment"). */
function paymentWord(result: Readonly<Record<string, unknown>>): string {
  const frequency = typeof result.paymentFrequency === 'string' ? result.paymentFrequency : 'monthly';
  return `${humanize(frequency.replace(/^accelerated/, '')).toLowerCase()} payment`;
}

type Builder = (c: Calculation, series: Readonly<Record<string, Calculation>>) => Array<Chart | undefined>;

const BUILDERS: Readonly<Record<string, Builder>> = {
  'emi-calculator': (c) => [
    breakdown('Total of payments', 'What the loan costs: the amount borrowed and the interest on it.', [
      ['Principal', num(c.meta.inputs, 'principal'), 1],
      ['Interest', num(c.result, 'totalInterest'), 2],
    ]),
    amortization(c),
  ],
  'mortgage-calculator': (c) => [
    breakdown(`Your first ${paymentWord(c.result)}`, `The parts of the first required ${paymentWord(c.result)}.`, [
      ['Principal & interest', num(c.result, 'monthlyPrincipalAndInterest'), 1],
      ['Property tax', num(c.result, 'monthlyPropertyTax'), 3],
      ['Home insurance', num(c.result, 'monthlyInsurance'), 5],
      ['PMI', num(c.result, 'monthlyPmi'), 4],
      ['HOA dues', num(c.result, 'monthlyHoa'), 6],
    ]),
    amortization(c),
  ],
  'rent-vs-buy-calculator': (c) => {
    const rs = rows(c.result);
    const [buy, rent] = [column(rs, 'buyerNetPosition'), column(rs, 'renterNetPosition')];
    if (!buy || !rent) return [];
    return [
      byYear(
        rs,
        'Net position by year: buying vs renting',
        `After ${rs.length} years the buyer's net position is ${formatDollars(last(buy))} and the renter's ${formatDollars(last(rent))}.`,
        {
          bars: [],
          lines: [
            { name: 'Buying: equity + investments', values: buy, tone: 1 },
            { name: 'Renting: investments', values: rent, tone: 2 },
          ],
        },
      ),
    ];
  },
  'compound-interest-calculator': (c) => [
    growth(
      c,
      sumFrom(num(c.meta.inputs, 'principal') ?? 0, column(rows(c.result), 'contributions')),
      column(rows(c.result), 'balance'),
    ),
  ],
  'savings-goal-calculator': (c) => [
    growth(
      c,
      sumFrom(num(c.meta.inputs, 'currentSavings') ?? 0, column(rows(c.result), 'deposits')),
      column(rows(c.result), 'balance'),
    ),
  ],
  'sip-calculator': (c) => [growth(c, column(rows(c.result), 'invested'), column(rows(c.result), 'value'))],
  'investment-return-calculator': (c) => {
    const real = column(rows(c.result), 'realValue');
    return [
      // Money put in to date (a running total, initial investment included); rows' `contributions` is the year's.
      growth(
        c,
        column(rows(c.result), 'totalContributions'),
        column(rows(c.result), 'nominalValue'),
        real ? [{ name: "Value in today's dollars", values: real, tone: 5 }] : [],
      ),
    ];
  },
  'debt-payoff-calculator': (_c, series) => [debtStrategies(series)],
  'tax-calculator': (c, series) => {
    const brackets = rows(c.result, 'brackets').filter((b) => (num(b, 'taxedAmount') ?? 0) > 0);
    const deferrals = (num(c.meta.inputs, 'retirement401k') ?? 0) + (num(c.meta.inputs, 'spouseRetirement401k') ?? 0);
    const compared = series.compare ? rows(series.compare.result, 'stateComparison') : [];
    return [
      breakdown(
        'Where your gross income goes',
        'Gross income split into federal income tax after credits, FICA, state income tax, 401(k) deferrals and take-home pay.',
        [
          ['Take-home pay', num(c.result, 'takeHomePay'), 3],
          ['Federal income tax', Math.max(0, num(c.result, 'federalIncomeTaxAfterCredits') ?? 0), 4],
          ['FICA', num(c.result, 'ficaTax'), 2],
          ['State income tax', num(c.result, 'stateIncomeTax'), 6],
          ['401(k)', deferrals, 5],
        ],
      ),
      hbar(
        'Taxable income in each bracket',
        'How much taxable income falls in each federal bracket, and the tax on it.',
        brackets.map((b) => ({
          label: `${formatPercent(num(b, 'rate') ?? 0)} bracket`,
          segments: [
            { name: 'Tax', value: num(b, 'tax') ?? 0, tone: 4 },
            { name: 'Kept', value: (num(b, 'taxedAmount') ?? 0) - (num(b, 'tax') ?? 0), tone: 1 },
          ],
          note: `${formatDollars(num(b, 'tax') ?? 0)} tax on ${formatDollars(num(b, 'taxedAmount') ?? 0)}`,
        })),
      ),
      hbar(
        'Take-home pay by state',
        'The same household in your state, every state without a wage income tax and the largest states, highest take-home first.',
        compared.map((row) => ({
          label: String(row.name),
          segments: [
            { name: 'Take-home', value: num(row, 'takeHomePay') ?? 0, tone: 3 },
            { name: 'State income tax', value: num(row, 'stateIncomeTax') ?? 0, tone: 4 },
          ],
          note: `${formatDollars(num(row, 'takeHomePay') ?? 0)} take-home; ${formatDollars(num(row, 'stateIncomeTax') ?? 0)} state income tax`,
          ...(typeof row.sourceUrl === 'string' ? { href: row.sourceUrl } : {}),
        })),
      ),
    ];
  },
  'net-worth-calculator': (c) => [
    hbar('Assets and liabilities', 'Each asset and each liability, on one scale.', [
      ...rows(c.result, 'assets').map((a) => ({
        label: String(a.name),
        segments: [{ name: 'Asset', value: num(a, 'value') ?? 0, tone: 3 as Tone }],
        note: formatDollars(num(a, 'value') ?? 0),
      })),
      ...rows(c.result, 'liabilities').map((l) => ({
        label: String(l.name),
        segments: [{ name: 'Liability', value: num(l, 'balance') ?? 0, tone: 4 as Tone }],
        note: `−${formatDollars(num(l, 'balance') ?? 0)}`,
      })),
    ]),
  ],
  'cd-ladder-calculator': (c) => [
    hbar(
      'What each CD pays at maturity',
      'Each rung of the ladder: the amount deposited and the interest it earns by maturity.',
      rows(c.result, 'rungs').map((r) => ({
        label: `${num(r, 'termMonths') ?? '?'}-month CD`,
        segments: [
          { name: 'Deposit', value: num(r, 'amount') ?? 0, tone: 1 },
          { name: 'Interest', value: num(r, 'interest') ?? 0, tone: 3 },
        ],
        note: `${formatDollars(num(r, 'maturityValue') ?? 0)} at ${formatPercent(num(r, 'rate') ?? 0)}`,
      })),
    ),
  ],
};

/** The charts of one calculation (none for a calculator without a builder, e.g. the converter). */
export function chartsFor(slug: string, c: Calculation, series: Readonly<Record<string, Calculation>> = {}): Chart[] {
  return (BUILDERS[slug]?.(c, series) ?? []).filter((x): x is Chart => x !== undefined);
}
