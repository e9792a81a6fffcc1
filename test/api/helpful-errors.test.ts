/**
 * Errors that say what was meant: a field named by the word people use for it (`rate`, `term`), a calculator named
 * by its first word (`mortgage`), a currency code that is not three letters, a loan term sent in months.
 */
import request from 'supertest';
import { testApp } from '../support/app';
import { calculator } from '../support/run-calculator';
import { ecb } from '../calculators/currency-converter/fixtures';
import { calculators } from '../../src/calculators/registry';

const { app } = testApp();
const calc = (slug: string) => `/api/v1/calculate/${slug}`;

describe('unknown fields: did you mean, by meaning as well as spelling', () => {
  it.each([
    ['emi-calculator', { principal: 1000, rate: 5, tenureYears: 2 }, '/rate', 'annualRate'],
    ['emi-calculator', { principal: 1000, annualRate: 5, term: 2 }, '/term', 'tenureYears'],
    ['rent-vs-buy-calculator', { homePrice: 1, mortgageRate: 1, monthlyRent: 1, rate: 5 }, '/rate', 'mortgageRate'],
    ['sip-calculator', { monthlyAmount: 100, Return: 10, years: 5 }, '/Return', 'annualReturn'],
    ['tax-calculator', { salary: 50000, filingStatus: 'single' }, '/salary', 'grossIncome'],
    // spelling still works where no word matches
    ['emi-calculator', { Principal: 1000, annualRate: 5, tenureYears: 2 }, '/Principal', 'principal'],
  ])('%s %j: %s → %s', async (slug, body, path, meant) => {
    const res = await request(app).post(calc(slug)).send(body);
    expect(res.status).toBe(422);
    const error = (res.body.errors as { path: string; message: string }[]).find((e) => e.path === path);
    expect(error?.message).toBe(`is not a known input; did you mean '${meant}'?`);
  });

  it('a prototype name is an unknown input with no suggestion, never a crash', async () => {
    const res = await request(app)
      .post(calc('emi-calculator'))
      .set('Content-Type', 'application/json')
      .send('{"principal":1000,"annualRate":5,"tenureYears":2,"constructor":1,"toString":2}');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/constructor', message: 'is not a known input' }),
        expect.objectContaining({ path: '/toString', message: 'is not a known input' }),
      ]),
    );
  });
});

describe('unknown calculator: did you mean', () => {
  it.each([
    ['mortgage', 'mortgage-calculator'],
    ['MORTGAGE', 'mortgage-calculator'],
    ['rent-vs-buy', 'rent-vs-buy-calculator'],
    ['fx', 'currency-converter'],
    ['loan-calculator', 'emi-calculator'],
    ['emi-calculater', 'emi-calculator'],
  ])('%s → %s', async (name, meant) => {
    const res = await request(app).post(calc(name)).send({});
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('unknown_tool');
    expect(res.body.suggestion).toBe(meant);
    expect(res.body.detail).toBe(`There is no calculator named '${name}'; did you mean '${meant}'?`);
    expect(res.body.available).toHaveLength(calculators.length);
  });

  it.each(['zzz', 'constructor', '__proto__'])('%s gets the list and no suggestion', async (name) => {
    const res = await request(app).post(calc(name)).send({});
    expect(res.status).toBe(404);
    expect(res.body.suggestion).toBeUndefined();
    expect(res.body.detail).toBe(`There is no calculator named '${name}'`);
  });
});

describe('currency codes', () => {
  it('a code that is not three letters is named as such, not as a regular expression', async () => {
    const res = await request(app)
      .post(calc('currency-converter'))
      .send({ amount: 1, fromCurrency: 'US1', toCurrency: 'EUR' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: '/fromCurrency', code: 'pattern', message: 'must be a three-letter ISO 4217 currency code such as USD' },
    ]);
    expect(JSON.stringify(res.body)).not.toContain('^[A-Za-z]');
  });

  it('a key of exchangeRates that is not a code says what a key must be', async () => {
    const res = await request(app)
      .post(calc('currency-converter'))
      .send({ amount: 1, fromCurrency: 'USD', toCurrency: 'EUR', exchangeRates: { USD: 1, 'EU-R': 0.9 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/exchangeRates/EU-R',
          code: 'propertyNames',
          message: 'is not an accepted key here: it must be a three-letter ISO 4217 currency code such as USD',
        }),
      ]),
    );
  });

  it('a well-formed code the table lacks lists the supported codes in the message', () => {
    const { errorOf } = calculator('currency-converter', ecb);
    const err = errorOf({ amount: 1, fromCurrency: 'USD', toCurrency: 'ZZZ' });
    const field = err.errors?.find((e) => e.path === '/toCurrency');
    expect(field?.message).toMatch(
      /^'ZZZ' is not in the ECB reference rates; supported: AUD, BRL, CAD, .*, EUR, .*, USD, ZAR$/,
    );
    expect(field?.allowed).toContain('USD');
  });
});

describe('loan terms sent in months', () => {
  it('a term over the bound that is whole years in months says so', async () => {
    const res = await request(app)
      .post(calc('emi-calculator'))
      .send({ principal: 1000, annualRate: 5, tenureYears: 360 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        path: '/tenureYears',
        code: 'maximum',
        message: 'must be <= 100 years; 360 looks like a number of months: 360 months is 30 years',
      },
    ]);
  });

  it.each([
    ['emi-calculator', { principal: 20000, annualRate: 7, tenureYears: 60 }, 'tenureYears: 60 years', 'send 5 '],
    [
      'mortgage-calculator',
      { homePrice: 300000, annualRate: 6, tenureYears: 50 },
      'tenureYears: 50 years',
      'send 4.1667',
    ],
    [
      'rent-vs-buy-calculator',
      { homePrice: 300000, mortgageRate: 6, monthlyRent: 1500, loanTermYears: 48 },
      'loanTermYears: 48 years',
      'send 4 ',
    ],
  ])('%s: a term above 40 years warns that months may have been meant', async (slug, body, start, send) => {
    const res = await request(app).post(calc(slug)).send(body);
    expect(res.status).toBe(200);
    const warning = (res.body.meta.warnings as string[]).find((w) => w.startsWith(start));
    expect(warning).toContain('longer than any common loan term (up to 40 years)');
    expect(warning).toContain(send);
  });

  it('a 40-year term gets no such warning', async () => {
    const res = await request(app)
      .post(calc('mortgage-calculator'))
      .send({ homePrice: 300000, annualRate: 6, tenureYears: 40 });
    expect((res.body.meta.warnings as string[]).filter((w) => w.includes('common loan term'))).toEqual([]);
  });
});
