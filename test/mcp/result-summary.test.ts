/**
 * The summary line: the first text block of a result, a sentence an assistant can quote, whose
 * figures are the result's own (golden values: the calculators' examples, as REST computes them).
 */
import { calculators } from '../../src/calculators/registry';
import { calculate } from '../../src/dispatch/calculate';
import { summaryLine } from '../../src/mcp/result-summary';
import { testDispatchContext } from '../support/dispatch';
import { callPayload, postLegacy, postModern } from './support/mcp-http';
import { testApp } from '../support/app';

const ctx = testDispatchContext('mcp');
const line = (slug: string, args: Record<string, unknown>) => {
  const out = calculate(slug, args, ctx);
  return summaryLine(slug, out.result, out.meta.inputs);
};
const example = (slug: string) => calculators.find((c) => c.slug === slug)!.exampleInputs as Record<string, unknown>;

describe('summary line', () => {
  it('every calculator has one for its example: one line, no JSON', () => {
    for (const calc of calculators) {
      const text = line(calc.slug, calc.exampleInputs as Record<string, unknown>);
      expect(text).toMatch(/^[A-Z0-9][^\n{}]+$/);
    }
  });

  it('mortgage: the payment and its parts; PMI with the payment it ends after', () => {
    expect(line('mortgage-calculator', example('mortgage-calculator'))).toBe(
      'Monthly payment $2,539.29 (P&I $2,022.62, tax $366.67, insurance $150); loan $320,000, total interest $408,140.64 over 360 payments',
    );
    const pmi = line('mortgage-calculator', { ...example('mortgage-calculator'), downPaymentPct: 10 })!;
    expect(pmi).toMatch(
      /^Monthly payment \$[\d,]+\.\d\d \(P&I \$[\d,.]+, tax \$366\.67, insurance \$150, PMI \$150 until payment \d+\)/,
    );
  });

  it('a dated loan says when it is paid off, what prepayments save and the APR', () => {
    const biweekly = line('emi-calculator', {
      principal: 100000,
      annualRate: 12,
      tenureYears: 30,
      paymentFrequency: 'acceleratedBiweekly',
      firstPaymentDate: '2027-01-08',
      fees: 1500,
    })!;
    expect(biweekly).toMatch(
      /^Accelerated biweekly payment \(EMI\) \$514\.31, 495 payments \(.*\); paid off on 2045-\d\d-\d\d, \$[\d,.]+ less interest than monthly payments, APR \d+\.\d+ %$/,
    );
    const mortgage = line('mortgage-calculator', {
      ...example('mortgage-calculator'),
      firstPaymentDate: '2027-02-01',
      lumpSums: [{ amount: 10000, paymentNumber: 12 }],
    })!;
    expect(mortgage).toMatch(/; paid off on 20\d\d-\d\d-01, prepayments save \$[\d,.]+ of interest and \d+ payments$/);
    // Three decimals, as lenders print an APR: $100 of fees on $100,000 at 6.5 % over 30 years is 6.510 %.
    expect(line('emi-calculator', { principal: 100000, annualRate: 6.5, tenureYears: 30, fees: 100 })).toMatch(
      /; APR 6\.510 %$/,
    );
    // The refinance's new loan too: the catalogue example's $5,000 of costs on $250,000 at 5.8 % is 6.012 %.
    expect(line('refinance-calculator', example('refinance-calculator'))).toMatch(/at APR 6\.012 %, costs \$5,000$/);
    const debts = line('debt-payoff-calculator', { ...example('debt-payoff-calculator'), startDate: '2027-01' })!;
    expect(debts).toMatch(/^Debt-free in \d+ months \(20\d\d-\d\d\) with/);
  });

  it('figures are the result fields, formatted to the cent', () => {
    const out = calculate('emi-calculator', example('emi-calculator'), ctx);
    expect(summaryLine('emi-calculator', out.result, out.meta.inputs)).toBe(
      'Monthly payment (EMI) $4,339.12 for 240 months (total interest $541,386.34, total paid $1,041,386.34, last payment $4,336.66)',
    );
    expect(line('tax-calculator', example('tax-calculator'))).toBe(
      'Take-home pay $61,592.50 a year ($5,132.72 a month on the tax owed) on $75,000 gross, tax year 2026: federal income tax after credits $7,670; no state income tax (no state given); ' +
        'each monthly paycheck nets $5,132.71 of $6,250 with $639.17 federal tax withheld; a refund of $0.04 at filing; FICA $5,737.50; marginal rate 22 %, effective 10.23 %',
    );
  });

  it('rent vs buy names the side that comes out ahead', () => {
    expect(line('rent-vs-buy-calculator', example('rent-vs-buy-calculator'))).toMatch(
      /^Buying comes out \$11,104\.71 ahead after 10 years \(buying breaks even in year 9;/,
    );
    expect(line('rent-vs-buy-calculator', { ...example('rent-vs-buy-calculator'), monthlyRent: 1000 })).toMatch(
      /^Renting comes out \$[\d,]+\.\d\d ahead/,
    );
  });

  it('a result without a field the line names gets no line (never a wrong one), and an unknown tool none', () => {
    const out = calculate('emi-calculator', example('emi-calculator'), ctx);
    const { emi: _gone, ...rest } = out.result;
    expect(summaryLine('emi-calculator', rest, out.meta.inputs)).toBeUndefined();
    expect(summaryLine('a-13th-calculator', out.result, {})).toBeUndefined();
  });
});

describe('on the wire', () => {
  const { app } = testApp();

  it.each(['2024-11-05', '2025-11-25'])('%s: the line, then the JSON of {result, meta}', async (revision) => {
    const res = await postLegacy(app, revision, 'tools/call', {
      name: 'emi-calculator',
      arguments: example('emi-calculator'),
    });
    const content = res.body.result.content as Array<{ type: string; text: string }>;
    expect(content.map((c) => c.type)).toEqual(['text', 'text']);
    expect(content[0]!.text).toMatch(/^Monthly payment \(EMI\) \$4,339\.12 /);
    expect(callPayload(res.body.result).result.emi).toBe(4339.12);
  });

  it('2026-07-28: the JSON block equals structuredContent', async () => {
    const res = await postModern(app, 'tools/call', { name: 'tax-calculator', arguments: example('tax-calculator') });
    expect(JSON.parse(res.body.result.content[1].text)).toEqual(res.body.result.structuredContent);
  });
});
