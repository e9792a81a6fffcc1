/**
 * Resources and prompts on the wire, per revision: what is listed and read, the per-revision
 * fields (titles from 2025-06-18, cache hints in 2026-07-28), and the errors (an unknown URI is
 * -32002 in the 2025 era, -32602 in 2026-07-28; prompt arguments are checked).
 */
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { LAW, lawFor } from '../../src/calculators/law';
import { testApp } from '../support/app';
import { LEGACY, modernHeaders, modernMeta, postLegacy, postMcp, postModern } from './support/mcp-http';

const { app } = testApp();

const post = (revision: string, method: string, params: Record<string, unknown> = {}) =>
  revision === '2026-07-28' ? postModern(app, method, params) : postLegacy(app, revision, method, params);

const ALL = [...LEGACY, '2026-07-28'] as const;

describe.each(ALL)('%s', (revision) => {
  const titles = revision >= '2025-06-18';
  const modern = revision === '2026-07-28';

  it('resources/list: the rates, the tax tables of each tax year and one methodology per calculator', async () => {
    const res = await post(revision, 'resources/list');
    expect(res.status).toBe(200);
    const { resources } = res.body.result;
    expect(resources.slice(0, 3).map((r: { uri: string }) => r.uri)).toEqual([
      'fincalc://rates/current',
      'fincalc://tax/2025/federal',
      'fincalc://tax/2026/federal',
    ]);
    for (const c of calculators)
      expect(resources).toContainEqual(
        expect.objectContaining({ uri: `fincalc://methodology/${c.slug}`, mimeType: 'text/markdown' }),
      );
    for (const r of resources) expect('title' in r).toBe(titles);
    expect(res.body.result.ttlMs).toBe(modern ? 300000 : undefined);
    expect(res.body.result.cacheScope).toBe(modern ? 'public' : undefined);
  });

  it('resources/templates/list: the methodology and the tax tables templates', async () => {
    const res = await post(revision, 'resources/templates/list');
    expect(res.body.result.resourceTemplates).toEqual([
      expect.objectContaining({ uriTemplate: 'fincalc://methodology/{slug}', name: 'methodology' }),
      expect.objectContaining({
        uriTemplate: 'fincalc://tax/{year}/federal',
        name: 'federal-tax-tables',
        description: expect.stringMatching(/year is one of: 2025, 2026\.$/),
      }),
    ]);
  });

  it('resources/read of the rates: every benchmark with its date and source, and the FX table', async () => {
    const res = await post(revision, 'resources/read', { uri: 'fincalc://rates/current' });
    const [contents] = res.body.result.contents;
    expect(contents).toEqual({
      uri: 'fincalc://rates/current',
      mimeType: 'application/json',
      text: expect.any(String),
    });
    const rates = JSON.parse(contents.text);
    const rest = (await request(app).get('/api/v1/rates')).body;
    expect(rates.rates_as_of).toBe(rest.meta.rates_as_of);
    expect(rates.benchmarks.length).toBe(
      Object.values(rest.rates).filter((b) => (b as { value: unknown }).value !== null).length,
    );
    for (const b of rates.benchmarks)
      expect(rest.rates[b.id]).toEqual(expect.objectContaining({ value: b.value, as_of: b.as_of, source: b.source }));
    expect(rates.fx).toEqual(
      expect.objectContaining({
        base: rest.fx.base,
        as_of: rest.fx.as_of,
        rates: expect.objectContaining({ USD: expect.any(Number) }),
      }),
    );
    expect(res.body.result.ttlMs).toBe(modern ? 60000 : undefined);
  });

  it.each([
    [2025, 15750, /Rev\. Proc\. 2024-40/],
    [2026, 16100, /Rev\. Proc\. 2025-32/],
  ])(
    'resources/read of the %i tax tables: the figures the calculator uses that year, with citations',
    async (year, single, cited) => {
      const res = await post(revision, 'resources/read', { uri: `fincalc://tax/${year}/federal` });
      const tables = JSON.parse(res.body.result.contents[0].text);
      expect(tables.tax_year).toBe(year);
      expect(tables.filing_statuses.single.standardDeduction).toBe(single);
      expect(tables.filing_statuses.mfj.brackets).toEqual(lawFor('US', year).byStatus.mfj.brackets);
      expect(tables.retirement_401k).toEqual(lawFor('US', year).retirement401k);
      expect(tables.citations.brackets_and_standard_deduction).toMatch(cited);
    },
  );

  it('resources/read of a tax year the law does not cover: not found, naming the years it does', async () => {
    const res = await post(revision, 'resources/read', { uri: 'fincalc://tax/2024/federal' });
    expect(res.body.error).toEqual({
      code: modern ? -32602 : -32002,
      message: `Resource not found: fincalc://tax/2024/federal; year is one of ${LAW.years.join(', ')}`,
      data: { uri: 'fincalc://tax/2024/federal' },
    });
  });

  it("resources/read of a methodology: inputs, result fields and the worked example's assumptions", async () => {
    const res = await post(revision, 'resources/read', { uri: 'fincalc://methodology/mortgage-calculator' });
    const text = res.body.result.contents[0].text as string;
    expect(text).toMatch(/^# Mortgage Calculator: methodology/);
    expect(text).toMatch(/\| `homePrice` \| USD \| required \|/);
    expect(text).toMatch(/\| `totalMonthlyPayment` \|/);
    expect(text).toMatch(/- 360 monthly payments in arrears at 6\.5% \/ 12 per month/);
  });

  it(`resources/read of an unknown URI: ${modern ? -32602 : -32002} with data.uri`, async () => {
    const res = await post(revision, 'resources/read', { uri: 'fincalc://methodology/nope' });
    expect(res.status).toBe(200);
    expect(res.body.error).toEqual({
      code: modern ? -32602 : -32002,
      message: expect.stringMatching(/^Resource not found: .*slug is one of emi-calculator/),
      data: { uri: 'fincalc://methodology/nope' },
    });
  });

  it('prompts/list: every prompt with its arguments', async () => {
    const res = await post(revision, 'prompts/list');
    const { prompts } = res.body.result;
    expect(prompts.map((p: { name: string }) => p.name)).toEqual([
      'compare-debt-payoff',
      'rent-or-buy',
      'take-home-pay',
      'mortgage-true-cost',
      'how-much-house',
      'should-i-refinance',
    ]);
    expect(prompts[0].arguments).toEqual([
      expect.objectContaining({ name: 'debts', required: true }),
      expect.objectContaining({ name: 'monthlyBudget', required: true }),
    ]);
    for (const p of prompts) expect('title' in p).toBe(titles);
  });

  it('prompts/get: a user message leading to the right tool, with the arguments in it', async () => {
    const res = await post(revision, 'prompts/get', {
      name: 'compare-debt-payoff',
      arguments: { debts: 'Visa 5000 at 22.99% min 150', monthlyBudget: '700' },
    });
    expect(res.body.result.messages).toEqual([
      { role: 'user', content: { type: 'text', text: expect.stringContaining('debt-payoff-calculator') } },
    ]);
    expect(res.body.result.messages[0].content.text).toMatch(/Visa 5000 at 22\.99% min 150[\s\S]*700/);
  });
});

describe('prompt arguments are checked', () => {
  it.each([
    [
      'a missing required argument',
      { name: 'rent-or-buy', arguments: { homePrice: '400000' } },
      /argument monthlyRent is required/,
    ],
    [
      'an unknown argument',
      { name: 'rent-or-buy', arguments: { homePrice: '1', monthlyRent: '1', color: 'red' } },
      /unknown argument color/,
    ],
    [
      'a value that is not a string',
      { name: 'rent-or-buy', arguments: { homePrice: 400000, monthlyRent: '1' } },
      /must be a string/,
    ],
    [
      'a value over 2000 characters',
      { name: 'rent-or-buy', arguments: { homePrice: 'x'.repeat(2001), monthlyRent: '1' } },
      /at most 2000/,
    ],
    ['arguments that are not an object', { name: 'rent-or-buy', arguments: ['x'] }, /must be an object/],
    ['an unknown prompt', { name: 'nope' }, /unknown prompt nope/],
  ])('%s → -32602', async (_what, params, message) => {
    const res = await postLegacy(app, '2025-11-25', 'prompts/get', params);
    expect(res.body.error).toEqual(expect.objectContaining({ code: -32602, message: expect.stringMatching(message) }));
  });

  it('take-home-pay leads to tax-calculator with the household inputs and what is not modelled', async () => {
    const res = await postLegacy(app, '2025-11-25', 'prompts/get', {
      name: 'take-home-pay',
      arguments: { income: '150000', state: 'CA' },
    });
    const text = res.body.result.messages[0].content.text;
    expect(text).toMatch(/Gross wages 150000 a year; household: single, no children; state: CA; paid monthly/);
    expect(text).toMatch(/tax-calculator[\s\S]*spouseIncome[\s\S]*children[\s\S]*compareStates[\s\S]*not modelled/);
  });

  it('optional arguments left out take the defaults the message names', async () => {
    const res = await postLegacy(app, '2025-11-25', 'prompts/get', {
      name: 'mortgage-true-cost',
      arguments: { homePrice: '500000' },
    });
    expect(res.body.result.messages[0].content.text).toMatch(
      /down payment 20 %, rate the latest average \(read fincalc:\/\/rates\/current/,
    );
  });

  it('should-i-refinance leads to refinance-calculator with the 30-year average, both break-evens and the warnings', async () => {
    const res = await postLegacy(app, '2025-11-25', 'prompts/get', {
      name: 'should-i-refinance',
      arguments: { currentBalance: '250000', currentRate: '6.8', remainingYears: '25', yearsToStay: '10' },
    });
    const text: string = res.body.result.messages[0].content.text;
    expect(text).toMatch(
      /I owe 250000 at 6.8 % with 25 years left\. New rate the latest 30-year average, .* I expect to stay 10/,
    );
    expect(text).toMatch(/mortgage_30y at [\d.]+ % as of \d{4}-\d{2}-\d{2}/);
    expect(text).toMatch(/refinance-calculator[\s\S]*breakEvenMonth[\s\S]*simpleBreakEvenMonth[\s\S]*warning/);
  });

  it('how-much-house leads to affordability-calculator with the 30-year average and its date', async () => {
    const res = await postLegacy(app, '2025-11-25', 'prompts/get', {
      name: 'how-much-house',
      arguments: { annualIncome: '120000', loanType: 'fha' },
    });
    const text: string = res.body.result.messages[0].content.text;
    expect(text).toMatch(/income 120000 a year, other debts 0 a month, .* loan type fha/);
    expect(text).toMatch(/mortgage_30y at [\d.]+ % as of \d{4}-\d{2}-\d{2}/);
    expect(text).toMatch(/affordability-calculator[\s\S]*maxHomePrice[\s\S]*bindingLimit[\s\S]*byRate/);
  });
});

describe('2026-07-28 headers', () => {
  it('resources/read mirrors the URI in Mcp-Name', async () => {
    const body = {
      jsonrpc: '2.0',
      id: 1,
      method: 'resources/read',
      params: { uri: 'fincalc://rates/current', _meta: modernMeta() },
    };
    expect((await postMcp(app, body, modernHeaders('resources/read'))).body.error.code).toBe(-32020);
    expect((await postMcp(app, body, modernHeaders('resources/read', 'fincalc://rates/current'))).status).toBe(200);
  });

  it('a cursor we never issued is refused', async () => {
    expect((await postModern(app, 'resources/list', { cursor: 'x' })).body.error.code).toBe(-32602);
    expect((await postModern(app, 'prompts/list', { cursor: 'x' })).body.error.code).toBe(-32602);
  });
});
