import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { calculationMetaSchema } from '../../src/dispatch/meta';
import { outputAjv } from '../../src/schemas/ajv';
import { compileOutputValidator } from '../../src/schemas/validate';
import { testApp, TEST_BASE_URL } from '../support/app';

const { app } = testApp();
const post = (slug: string, body: unknown) =>
  request(app)
    .post(`/api/v1/calculate/${slug}`)
    .send(body as object);

const validMeta = outputAjv.compile(calculationMetaSchema);

describe('POST /api/v1/calculate/{slug}: every example input', () => {
  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s example returns 200 and a schema-valid result',
    async (slug, calc) => {
      const res = await post(slug, calc.exampleInputs)
        .expect(200)
        .expect('Content-Type', /application\/json/);
      const valid = compileOutputValidator(calc.outputSchema);
      expect(valid(res.body.result) ? [] : valid.errors).toEqual([]);
      expect(res.body.meta).toEqual(
        expect.objectContaining({
          tool: slug,
          source: 'Financial Calculation Service',
          attribution: `Calculated by Financial Calculation Service — ${TEST_BASE_URL}/tools/${slug}`,
          web_url: `${TEST_BASE_URL}/tools/${slug}`,
          rates_as_of: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), // which date, per calculator: test/api/rates-as-of.test.ts
          disclaimer: expect.stringContaining('not financial'),
          version: expect.stringMatching(/^\d+\.\d+\.\d+/),
          inputs: expect.objectContaining(calc.exampleInputs),
          assumptions: expect.any(Array),
          warnings: expect.any(Array),
          share_url: expect.stringMatching(new RegExp(`^${TEST_BASE_URL}/tools/${slug}\\?`)),
          embed_url: `${TEST_BASE_URL}/tools/${slug}/embed`,
        }),
      );
      expect(validMeta(res.body.meta) ? [] : validMeta.errors).toEqual([]); // the schema in OpenAPI, declared beside buildMeta
    },
  );
});

describe('POST /api/v1/calculate/emi-calculator', () => {
  it('returns the seed result fields exactly (Excel PMT(10%/12, 24, 100000) = −4614.49)', async () => {
    const res = await post('emi-calculator', { principal: 100000, annualRate: 10, tenureYears: 2 }).expect(200);
    expect(res.body.result.emi).toBe(4614.49);
    expect(res.body.result.totalPayment).toBe(110747.84);
    expect(res.body.result.totalInterest).toBe(10747.84);
    expect(res.body.result.schedule).toHaveLength(24);
    expect(res.body.meta.inputs).toEqual({ principal: 100000, annualRate: 10, tenureYears: 2, schedule: 'monthly' });
  });

  it('share_url reproduces the normalised inputs', async () => {
    const res = await post('emi-calculator', {
      principal: 1000,
      annualRate: 5,
      tenureYears: 1,
      schedule: 'none',
    }).expect(200);
    const url = new URL(res.body.meta.share_url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      principal: '1000',
      annualRate: '5',
      tenureYears: '1',
      schedule: 'none',
    });
  });
});

describe('aliases from the seed examples', () => {
  it('maps downPaymentPercent to downPaymentPct (mortgage)', async () => {
    const res = await post('mortgage-calculator', {
      homePrice: 400000,
      downPaymentPercent: 10,
      annualRate: 6.5,
      tenureYears: 30,
    }).expect(200);
    expect(res.body.meta.inputs.downPaymentPct).toBe(10);
    expect(res.body.meta.inputs).not.toHaveProperty('downPaymentPercent');
  });

  it('maps monthly to monthlyAmount (sip)', async () => {
    const res = await post('sip-calculator', { monthly: 5000, annualReturn: 10, years: 3 }).expect(200);
    expect(res.body.meta.inputs.monthlyAmount).toBe(5000);
  });

  it('maps k401Contribution to retirement401k (tax)', async () => {
    const res = await post('tax-calculator', {
      grossIncome: 150000,
      filingStatus: 'mfj',
      k401Contribution: 10000,
    }).expect(200);
    expect(res.body.meta.inputs.retirement401k).toBe(10000);
    expect(res.body.result.federalIncomeTax).toBe(13140); // mfj, 150,000 gross, 10,000 401(k): Rev. Proc. 2025-32 schedule
  });

  it('accepts both names with the same value', async () => {
    await post('sip-calculator', { monthly: 5000, monthlyAmount: 5000, annualReturn: 10, years: 3 }).expect(200);
  });

  it('rejects both names with different values', async () => {
    const res = await post('mortgage-calculator', {
      homePrice: 400000,
      downPaymentPct: 20,
      downPaymentPercent: 10,
      annualRate: 6.5,
      tenureYears: 30,
    }).expect(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: '/downPaymentPercent', code: 'alias_conflict' })]);
  });

  const debt = { name: 'Visa', balance: 5000, minPayment: 150 };
  it('maps debt-item aliases inside the list (apr → rate, minimumPayment → minPayment)', async () => {
    const res = await post('debt-payoff-calculator', {
      debts: [{ name: 'Visa', balance: 5000, apr: 22.99, minimumPayment: 150 }],
      monthlyBudget: 400,
      strategy: 'avalanche',
    }).expect(200);
    expect(res.body.meta.inputs.debts).toEqual([{ name: 'Visa', balance: 5000, rate: 22.99, minPayment: 150 }]);
  });

  it('rejects both names with different values inside the list', async () => {
    const res = await post('debt-payoff-calculator', {
      debts: [{ ...debt, rate: 20, apr: 21 }],
      monthlyBudget: 400,
      strategy: 'avalanche',
    }).expect(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: '/debts/0/apr', code: 'alias_conflict' })]);
  });
});

describe('currency codes', () => {
  it('are upper-cased in meta.inputs and share_url, whatever case was sent', async () => {
    const res = await post('currency-converter', { amount: 100, fromCurrency: 'usd', toCurrency: 'eUr' }).expect(200);
    expect(res.body.meta.inputs).toEqual({ amount: 100, fromCurrency: 'USD', toCurrency: 'EUR' });
    expect(Object.fromEntries(new URL(res.body.meta.share_url).searchParams)).toEqual({
      amount: '100',
      fromCurrency: 'USD',
      toCurrency: 'EUR',
    });
  });
});
