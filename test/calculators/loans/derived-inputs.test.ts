/**
 * What was sent, what was assumed and what was derived, kept apart: with a down payment in dollars `meta.inputs`
 * holds no default percent (20 % beside a 10 % down payment once contradicted the result), `meta.derivedInputs`
 * holds the percent derived from the dollars, and the page form shows the same. A percent sent with the dollars must
 * agree with them, whatever its value (the default's included: "was it sent", not "is it the default").
 */
import request from 'supertest';
import { calculate } from '../../../src/dispatch/calculate';
import { isApiError, type ApiError } from '../../../src/errors/api-error';
import { testDispatchContext } from '../../support/dispatch';
import { testApp } from '../../support/app';

const home = { homePrice: 400000, annualRate: 6.5, tenureYears: 30, schedule: 'none' };
const ctx = testDispatchContext('rest');
const run = (input: Record<string, unknown>) => calculate('mortgage-calculator', input, ctx);
function refusal(input: Record<string, unknown>): ApiError {
  try {
    run(input);
  } catch (e) {
    if (isApiError(e)) return e;
    throw e;
  }
  throw new Error('computed instead of refusing');
}

describe('meta.inputs and meta.derivedInputs', () => {
  it('a down payment in dollars: no default percent among the inputs, the derived one beside them', () => {
    const { result, meta } = run({ ...home, downPayment: 40000 });
    expect(meta.inputs).not.toHaveProperty('downPaymentPct');
    expect(meta.inputs).toEqual(expect.objectContaining({ downPayment: 40000, propertyTaxRate: 1.1 }));
    expect(meta.derivedInputs).toEqual({ downPaymentPct: 10 });
    expect(result.downPaymentPct).toBe(10);
    expect(meta.share_url).not.toContain('downPaymentPct');
  });

  it('a property tax in dollars: the rate derived, not the default echoed', () => {
    const { meta } = run({ ...home, propertyTaxAnnual: 4800 });
    expect(meta.inputs).not.toHaveProperty('propertyTaxRate');
    expect(meta.derivedInputs).toEqual({ propertyTaxRate: 1.2 });
  });

  it('without dollar inputs the defaults are inputs and nothing is derived', () => {
    const { meta } = run(home);
    expect(meta.inputs).toEqual(expect.objectContaining({ downPaymentPct: 20, propertyTaxRate: 1.1 }));
    expect(meta).not.toHaveProperty('derivedInputs');
  });
});

describe('a percent sent with its dollars', () => {
  it('that agrees is taken, and nothing is derived', () => {
    const { meta } = run({ ...home, downPayment: 40000, downPaymentPct: 10 });
    expect(meta.inputs).toEqual(expect.objectContaining({ downPayment: 40000, downPaymentPct: 10 }));
    expect(meta).not.toHaveProperty('derivedInputs');
  });

  it('that disagrees is a 422 naming both, even at the default value', () => {
    // 1.1 % (the default) of $400,000 is $4,400/yr, not $4,800: sent, so it must agree.
    expect(refusal({ ...home, propertyTaxAnnual: 4800, propertyTaxRate: 1.1 }).errors).toEqual([
      expect.objectContaining({ path: '/propertyTaxRate', code: 'conflict' }),
      expect.objectContaining({ path: '/propertyTaxAnnual', code: 'conflict' }),
    ]);
    expect(refusal({ ...home, downPayment: 40000, downPaymentPct: 20 }).errors).toEqual([
      expect.objectContaining({ path: '/downPaymentPct', code: 'conflict' }),
      expect.objectContaining({ path: '/downPayment', code: 'conflict' }),
    ]);
  });
});

describe('the page form', () => {
  it('shows the derived percent beside the dollars, not the default', async () => {
    const { app } = testApp();
    const html = (
      await request(app)
        .get('/tools/mortgage-calculator?homePrice=400000&downPayment=40000&annualRate=6.5&tenureYears=30')
        .expect(200)
    ).text;
    expect(/<input[^>]*name="downPaymentPct"[^>]*>/.exec(html)?.[0]).toMatch(/value="10"/);
    expect(/<input[^>]*name="downPayment"[^>]*>/.exec(html)?.[0]).toMatch(/value="40000"/);
  });
});
