/**
 * One wording for a malformed date or month on every surface: the API's field error says what to write
 * (docs/api.md: "a pattern is named in words"), MCP carries the same text, and the page shows those words.
 */
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { FORMAT_WORDS } from '../../src/schemas/errors';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { postModern } from '../mcp/support/mcp-http';
import { testApp } from '../support/app';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });

const DATE_WORDS = 'must be a date written YYYY-MM-DD (2027-01-15), one that exists';
const MONTH_WORDS = 'must be a month written YYYY-MM, from 1900-01 to 2199-12';
const DEBTS = [{ name: 'Visa', balance: 3000, rate: 22, minPayment: 90 }];

/** Every string format and pattern of the calculators' inputs, at any depth: [where, the sub-schema]. */
function formatsAndPatterns(s: unknown, at: string): Array<[string, SchemaObject]> {
  if (typeof s !== 'object' || s === null) return [];
  const node = s as SchemaObject;
  const own: Array<[string, SchemaObject]> = 'format' in node || 'pattern' in node ? [[at, node]] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([k, v]) =>
      Array.isArray(v)
        ? v.flatMap((x, i) => formatsAndPatterns(x, `${at}/${k}/${i}`))
        : formatsAndPatterns(v, `${at}/${k}`),
    ),
  ];
}

const pageError = (html: string, id: string) => new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(html)?.[1];

describe('a malformed date or month, in words on every surface', () => {
  it('every format and pattern of an input has its words: none is ever named raw', () => {
    const found = calculators.flatMap((c) => formatsAndPatterns(c.inputSchema, c.slug));
    expect(found.length).toBeGreaterThan(3);
    for (const [at, s] of found) {
      if (typeof s.format === 'string') expect([at, FORMAT_WORDS[s.format]]).toEqual([at, expect.any(String)]);
      if (typeof s.pattern === 'string') expect([at, s['x-pattern-hint']]).toEqual([at, expect.any(String)]);
    }
  });

  it('REST: "2027-02-30" is a date that does not exist; "2027-13" is a month written otherwise', async () => {
    const emi = await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 100000, annualRate: 6, tenureYears: 10, firstPaymentDate: '2027-02-30' })
      .expect(422);
    expect(emi.body.errors).toEqual([{ path: '/firstPaymentDate', code: 'format', message: DATE_WORDS }]);
    const debt = await request(app)
      .post('/api/v1/calculate/debt-payoff-calculator')
      .send({ debts: DEBTS, monthlyBudget: 500, startDate: '2027-13' })
      .expect(422);
    expect(debt.body.errors).toEqual([{ path: '/startDate', code: 'pattern', message: MONTH_WORDS }]);
    expect(JSON.stringify(debt.body)).not.toContain('[0-9]');
  });

  it('MCP: the tool error reads the same words', async () => {
    const res = await postModern(app, 'tools/call', {
      name: 'debt-payoff-calculator',
      arguments: { debts: DEBTS, monthlyBudget: 500, startDate: '2027-13' },
    });
    expect(res.body.result.isError).toBe(true);
    expect(res.body.result.content[0].text).toContain(`/startDate: ${MONTH_WORDS}`);
    const date = await postModern(app, 'tools/call', {
      name: 'mortgage-calculator',
      arguments: { homePrice: 400000, annualRate: 6.5, tenureYears: 30, firstPaymentDate: '2027-02-30' },
    });
    expect(date.body.result.content[0].text).toContain(`/firstPaymentDate: ${DATE_WORDS}`);
  });

  it('the page: the same words at the field', async () => {
    const emi = await request(app)
      .get('/tools/emi-calculator?principal=100000&annualRate=6&tenureYears=10&firstPaymentDate=2027-02-30')
      .expect(422);
    expect(pageError(emi.text, 'f-firstPaymentDate')).toBe(DATE_WORDS);
    const debts = encodeURIComponent(JSON.stringify(DEBTS));
    const debt = await request(app)
      .get(`/tools/debt-payoff-calculator?debts=${debts}&monthlyBudget=500&startDate=2027-13`)
      .expect(422);
    expect(pageError(debt.text, 'f-startDate')).toBe(MONTH_WORDS);
  });
});

describe('the page shows inputs impossible together beside the refused fields', () => {
  it('spouse income on a single return is named in the same answer as an age that is not a number', async () => {
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=90000&filingStatus=single&spouseIncome=20000&age=abc')
      .expect(422);
    expect(pageError(res.text, 'f-age')).toBe('must be a number');
    expect(pageError(res.text, 'f-spouseIncome')).toMatch(/^applies only with filing status/);
  });

  it('a required input that is refused is replaced by the example, and nothing about it is invented', async () => {
    // grossIncome is refused: the spouse's part of it cannot be judged, the return's status can.
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=lots&filingStatus=single&spouseIncome=9000000&spouseAge=40')
      .expect(422);
    expect(pageError(res.text, 'f-grossIncome')).toBe('must be a number');
    expect(pageError(res.text, 'f-spouseAge')).toMatch(/^applies only with filing status/);
    expect(res.text).not.toMatch(/must not exceed/);
  });

  it('without field errors the cross-field errors show as before, once', async () => {
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=90000&filingStatus=single&spouseIncome=20000')
      .expect(422);
    expect(res.text.match(/id="f-spouseIncome-error"/g)).toHaveLength(1);
  });
});
