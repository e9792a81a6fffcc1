/**
 * Affordability on any input: the payment at the answered price meets both limits, and a price one dollar higher
 * breaks one; the payment is the mortgage calculator's for the same loan.
 */
import fc from 'fast-check';
import { paymentAt } from '../../../src/calculators/affordability-search';
import { firstMonthlyPaymentC, firstPaymentC, simulateMortgage } from '../../../src/calculators/mortgage-calculator';
import { moneyToCents } from '../../../src/calculators/sub-cent-inputs';
import { affordabilityInputSchema, type AffordabilityInput } from '../../../src/schemas/affordability-calculator';
import { mortgageInputSchema, type MortgageInput } from '../../../src/schemas/mortgage-calculator';
import { calculator, runCalculator } from '../../support/run-calculator';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
const { run } = calculator('affordability-calculator');
const inCents = moneyToCents(affordabilityInputSchema);
const mortgageInCents = moneyToCents(mortgageInputSchema);
const { result: mortgage } = calculator('mortgage-calculator');

const inputs = fc.record(
  {
    annualIncome: fc.integer({ min: 10_000, max: 2_000_000 }),
    monthlyDebts: fc.integer({ min: 0, max: 5_000 }),
    downPaymentPct: fc.constantFrom(0, 3, 3.5, 5, 10, 15, 19.99, 20, 25),
    annualRate: fc.double({ min: 0, max: 15, noNaN: true }).map((r) => Math.round(r * 1000) / 1000),
    tenureYears: fc.constantFrom(10, 15, 20, 30, 40),
    propertyTaxRate: fc.double({ min: 0, max: 3, noNaN: true }).map((r) => Math.round(r * 100) / 100),
    hoaMonthly: fc.constantFrom(0, 75, 400),
    loanType: fc.constantFrom('conventional', 'fha', 'va'),
    vaFirstUse: fc.boolean(),
  },
  { requiredKeys: ['annualIncome', 'annualRate', 'loanType'] },
);

/** Whether a housing payment meets both limits of a result (the limits as the result states them). */
function meets(
  paymentC: number,
  r: Record<string, number | null>,
  input: { annualIncome: number; monthlyDebts?: number },
) {
  const incomeC = input.annualIncome * 100;
  const debtsC = Math.round((input.monthlyDebts ?? 0) * 100);
  const front = r.frontEndLimit === null || paymentC * 1200 <= incomeC * r.frontEndLimit!;
  return front && (paymentC + debtsC) * 1200 <= incomeC * r.backEndLimit!;
}

describe('affordability-calculator properties', () => {
  it('the payment at the answer meets both limits, and one dollar more breaks one', () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const out = run(raw);
        const r = out.result;
        const input = inCents(out.input).input as unknown as AffordabilityInput;
        const at = (price: number) => paymentAt(input, price, r.annualRate);
        expect(at(r.maxHomePrice)).toBe(Math.round(r.totalMonthlyPayment * 100));
        if (r.maxHomePrice === 0 && !meets(at(0), r, raw)) return;
        expect(meets(at(r.maxHomePrice), r, raw)).toBe(true);
        expect(meets(at(r.maxHomePrice + 1), r, raw)).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it("a conventional loan's payment is the mortgage calculator's totalPerPayment for the same inputs", () => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const r = run({ ...raw, loanType: 'conventional' }).result;
        const m = mortgage({
          homePrice: r.maxHomePrice,
          downPaymentPct: raw.downPaymentPct ?? 20,
          annualRate: r.annualRate,
          tenureYears: raw.tenureYears ?? 30,
          propertyTaxRate: raw.propertyTaxRate ?? 1.1,
          hoaMonthly: raw.hoaMonthly ?? 0,
          schedule: 'none',
        });
        expect(m.totalPerPayment).toBe(r.totalMonthlyPayment);
        expect(m.principalAndInterestPerPayment).toBe(r.monthlyPrincipalAndInterest);
      }),
      { numRuns: RUNS },
    );
  });

  it("the mortgage's first payment without a schedule is the one its schedule starts with, financed fee or not", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.constantFrom(0, 3.5, 10, 20, 30),
        fc.double({ min: 0, max: 20, noNaN: true }),
        fc.constantFrom(1, 15, 30, 40),
        fc.integer({ min: 0, max: 50_000_00 }),
        fc.boolean(),
        (price, down, rate, years, financedC, whatever) => {
          const dollars = runCalculator('mortgage-calculator', {
            homePrice: price,
            downPaymentPct: down,
            annualRate: rate,
            tenureYears: years,
            schedule: 'none',
          }).input;
          const input = mortgageInCents(dollars).input as unknown as MortgageInput;
          const program = { financedC, insuranceWhateverTheDown: whatever };
          expect(firstMonthlyPaymentC(input, program)).toBe(firstPaymentC(simulateMortgage(input, program)));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
