/**
 * The names of a loan's figures hold at every payment frequency: `principalAndInterestPerPayment`,
 * `numberOfPayments`, `paymentNumber`, `payoffYears`… The names they had when every payment was monthly
 * (`monthlyPrincipalAndInterest`, `payoffMonths`, rows keyed `month`) stay, with the same values, marked
 * deprecated in the output schema (and so in the OpenAPI document and the MCP output schema).
 */
import fc from 'fast-check';
import { findCalculator } from '../../../src/calculators/registry';
import { PAYMENT_FREQUENCIES } from '../../../src/schemas/loan-terms';
import { calculator } from '../../support/run-calculator';

const { result: mortgage } = calculator('mortgage-calculator');
const { result: emi } = calculator('emi-calculator');

/** Each deprecated name of the mortgage result → the name that replaces it. */
const MORTGAGE_ALIASES = {
  monthlyPrincipalAndInterest: 'principalAndInterestPerPayment',
  monthlyPropertyTax: 'propertyTaxPerPayment',
  monthlyInsurance: 'insurancePerPayment',
  monthlyPmi: 'pmiPerPayment',
  monthlyHoa: 'hoaPerPayment',
  totalMonthlyPayment: 'totalPerPayment',
  pmiEndsMonth: 'pmiEndsPayment',
  pmiCancelableMonth: 'pmiCancelablePayment',
  payoffMonths: 'numberOfPayments',
} as const;

describe('the README biweekly mortgage', () => {
  // README.md, "One request per surface": 724 biweekly payments of $1,049.71 are 27.85 years, not 60.
  const r = mortgage({
    homePrice: 400000,
    downPayment: 40000,
    annualRate: 6.5,
    tenureYears: 30,
    paymentFrequency: 'biweekly',
    firstPaymentDate: '2027-01-08',
    lumpSums: [{ amount: 10000, date: '2028-06-01' }],
    fees: 3000,
  });

  it('names the payment per payment, the count of payments and the years', () => {
    expect(r.principalAndInterestPerPayment).toBe(1049.71);
    expect(r.totalPerPayment).toBe(1357.4); // 1,049.71 + tax 169.23 + insurance 69.23 + PMI 69.23
    expect(r.numberOfPayments).toBe(724);
    expect(r.payoffYears).toBe(27.85); // 724 / 26
    expect(r.pmiEndsPayment).toBe(236);
    expect(r.pmiCancelablePayment).toBe(149);
    expect(r.schedule[1]).toEqual(expect.objectContaining({ paymentNumber: 2, date: '2027-01-22' }));
  });

  it('keeps every older name with the same value', () => {
    for (const [old, now] of Object.entries(MORTGAGE_ALIASES)) expect([old, r[old]]).toEqual([old, r[now]]);
    expect(r.schedule.every((row: { month: number; paymentNumber: number }) => row.month === row.paymentNumber)).toBe(
      true,
    );
  });
});

/** payoffYears has 2 decimals: at most half a hundredth off (and binary noise). */
const HALF_CENT_YEAR = 0.005 + 1e-9;

describe('every frequency', () => {
  it('mortgage and EMI: the older names equal the new ones, payoffYears is the payments over payments a year', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_FREQUENCIES),
        fc.integer({ min: 1000, max: 2_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        (paymentFrequency, homePrice, downPaymentPct, annualRate, tenureYears) => {
          const m = mortgage({ homePrice, downPaymentPct, annualRate, tenureYears, paymentFrequency });
          for (const [old, now] of Object.entries(MORTGAGE_ALIASES)) expect([old, m[old]]).toEqual([old, m[now]]);
          expect(Math.abs(m.payoffYears - m.numberOfPayments / m.paymentsPerYear)).toBeLessThanOrEqual(HALF_CENT_YEAR);
          const e = emi({ principal: homePrice, annualRate, tenureYears, paymentFrequency, schedule: 'payments' });
          expect([e.principalAndInterestPerPayment, e.totalPerPayment]).toEqual([e.emi, e.emi]);
          expect(Math.abs(e.payoffYears - e.numberOfPayments / e.paymentsPerYear)).toBeLessThanOrEqual(HALF_CENT_YEAR);
          expect(e.schedule.map((row: { paymentNumber: number }) => row.paymentNumber)).toEqual(
            e.schedule.map((row: { month: number }) => row.month),
          );
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the output schemas', () => {
  const props = (slug: string) =>
    findCalculator(slug)!.outputSchema.properties as Record<string, Record<string, unknown>>;

  it('mark the older names deprecated, naming the new one, and not the new names', () => {
    const m = props('mortgage-calculator');
    for (const [old, now] of Object.entries(MORTGAGE_ALIASES)) {
      expect([old, m[old]]).toEqual([
        old,
        expect.objectContaining({ deprecated: true, description: expect.stringContaining(now) }),
      ]);
      expect([now, m[now]!.deprecated]).toEqual([now, undefined]);
    }
    for (const slug of ['emi-calculator', 'mortgage-calculator']) {
      const row = (props(slug).schedule!.items as { properties: Record<string, Record<string, unknown>> }).properties;
      expect(row.month).toEqual(expect.objectContaining({ deprecated: true }));
      expect(row.paymentNumber!.deprecated).toBeUndefined();
      expect(props(slug).payoffYears).toEqual(expect.objectContaining({ type: 'number', 'x-unit': 'years' }));
    }
  });
});
