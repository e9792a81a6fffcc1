/**
 * Loan schedules over the whole input range the schemas accept (fast-check): whatever the rate, term
 * and amount, the rows add up exactly to the totals, the balance ends at 0.00, no row is $0, and the
 * number of payments reported is the number of rows.
 */
import fc from 'fast-check';
import { findCalculator } from '../../src/calculators/registry';
import { MAX_EXACT_DOLLARS } from '../../src/calculators/exact-cents';
import { toCents as moneyToCents } from '../../src/calculators/money';
import { loanTermsInputs } from '../../src/schemas/loan-terms';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { arbitraryFor } from '../support/schema-arbitrary';
import { runCalculator } from '../support/run-calculator';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);

/** The mortgage's inputs in dollars and points, beside the dated-loan inputs. */
const NEW_MORTGAGE_INPUTS = ['downPayment', 'propertyTaxAnnual', 'points'];

/** A calculator's input schema without the dated-loan inputs (frequency, dates, prepayments, fees): the monthly loan. */
function monthlyLoanSchema(slug: string): SchemaObject {
  const schema = findCalculator(slug)!.inputSchema;
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, unknown>).filter(
      ([key]) => !(key in loanTermsInputs) && !NEW_MORTGAGE_INPUTS.includes(key),
    ),
  );
  return { ...schema, properties };
}

type Row = { month: number; payment: number; principal: number; interest: number; balance: number };

/**
 * A dollar amount in integer cents, read from its decimal digits as a JSON parser sees them. Not
 * `Math.round(v * 100)`: from 2^45 dollars (about $35 trillion) the product itself rounds to the
 * nearest half cent and can land one cent off, although the number holds its cent exactly (below 2^46).
 */
const toCents = (v: number) => Number(v.toFixed(2).replace('.', ''));
/** Sum of whole-cent dollar amounts, in integer cents. */
const cents = (values: number[]) => values.reduce((s, v) => s + toCents(v), 0);

function checkSchedule(
  rows: Row[],
  count: number,
  totalPayment: number,
  totalInterest: number,
  principal: number,
  exact: boolean,
) {
  expect(rows).toHaveLength(count);
  // One expect over the offending rows rather than four per row: jest's expect costs microseconds a call,
  // which over 400 schedules of up to 600 rows was most of this file's 15 s of CPU.
  const wrong = rows.filter(
    (row, i) =>
      row.month !== i + 1 ||
      !(row.payment > 0) || // never a $0 row
      !(row.principal >= 0) || // never negative amortization
      !(row.interest >= 0),
  );
  expect(wrong).toEqual([]);
  if (count > 0) expect(rows[count - 1]!.balance).toBe(0);
  if (!exact) return; // beyond 2^53 cents the figures are right to double precision only, with a warning
  expect(cents(rows.map((r) => r.payment))).toBe(toCents(totalPayment));
  expect(cents(rows.map((r) => r.interest))).toBe(toCents(totalInterest));
  expect(cents(rows.map((r) => r.principal))).toBe(toCents(principal));
}

describe('emi-calculator schedules over the whole accepted range', () => {
  const schema = monthlyLoanSchema('emi-calculator');
  it('add up to the totals, end at 0.00, have no $0 row, and numberOfPayments = rows', () => {
    fc.assert(
      fc.property(arbitraryFor(schema), (raw) => {
        const input = { ...(raw as Record<string, unknown>), schedule: 'monthly' };
        const { result: r, warnings, input: used } = runCalculator('emi-calculator', input);
        const exact = r.totalPayment < MAX_EXACT_DOLLARS;
        // The loan as the calculator rounds it to cents (toCents: within binary noise of a half cent it rounds up, where
        // Math.round(v * 100) may not; test/calculators/money.test.ts checks that rule against exact decimals).
        checkSchedule(
          r.schedule,
          r.numberOfPayments,
          r.totalPayment,
          r.totalInterest,
          moneyToCents(used.principal as number) / 100,
          exact,
        );
        if (!exact) expect(warnings).toEqual(expect.arrayContaining([expect.stringContaining('cents are not exact')]));
        const n = Math.round((used.tenureYears as number) * 12);
        expect(r.numberOfPayments).toBeLessThanOrEqual(n);
        // Repaid early, or a final payment more than one EMI away from the EMI: a warning says so.
        const odd = r.numberOfPayments < n || Math.abs(r.finalPayment - r.emi) > r.emi;
        if (odd && r.emi > 0)
          expect(warnings).toEqual(
            expect.arrayContaining([expect.stringMatching(/repays the loan in|final payment is/)]),
          );
      }),
      { numRuns: RUNS },
    );
  });
});

describe('emi-calculator without a schedule', () => {
  const schema = monthlyLoanSchema('emi-calculator');
  it('answers the same totals, payment count, final payment and warnings as with its rows', () => {
    fc.assert(
      fc.property(arbitraryFor(schema), (raw) => {
        const input = raw as Record<string, unknown>;
        const none = runCalculator('emi-calculator', { ...input, schedule: 'none' });
        const {
          schedule: _rows,
          yearlySchedule: _years,
          ...withRows
        } = runCalculator('emi-calculator', { ...input, schedule: 'monthly' }).result;
        expect(none.result).toEqual(withRows);
        expect(none.warnings).toEqual(runCalculator('emi-calculator', { ...input, schedule: 'monthly' }).warnings);
      }),
      { numRuns: RUNS },
    );
  });

  it('agrees beyond 2^53 cents too, where the totals are no longer exact (found by the property above: seed -2033100227)', () => {
    const input = { principal: 892107829044.6445, annualRate: 100, tenureYears: 100 };
    const none = runCalculator('emi-calculator', { ...input, schedule: 'none' });
    const {
      schedule: _rows,
      yearlySchedule: _years,
      ...withRows
    } = runCalculator('emi-calculator', { ...input, schedule: 'monthly' }).result;
    expect(none.result.totalPayment).toBeGreaterThan(Number.MAX_SAFE_INTEGER / 100);
    expect(none.result).toEqual(withRows);
  });
});

describe('a loan whose totals pass 2^45 dollars', () => {
  it('still adds up to the cent (found by the property above: seed 1607875069, where Math.round(v * 100) was a cent off)', () => {
    const input = {
      principal: 1e12,
      annualRate: 99.99999999999982,
      tenureYears: 36.988463257546115,
      schedule: 'monthly',
    };
    const { result: r } = runCalculator('emi-calculator', input);
    expect(r.totalPayment).toBeGreaterThan(2 ** 45);
    expect(r.totalPayment).toBeLessThan(MAX_EXACT_DOLLARS);
    checkSchedule(r.schedule, r.numberOfPayments, r.totalPayment, r.totalInterest, 1e12, true);
    // What a JSON reader sees: the digits of the total are the sum of the rows' digits.
    expect(JSON.stringify(r.totalPayment)).toBe(String(cents(r.schedule.map((row: Row) => row.payment)) / 100));
  });
});

describe('mortgage-calculator schedules over the whole accepted range', () => {
  const schema = monthlyLoanSchema('mortgage-calculator');
  it('add up to the totals, end at 0.00, have no $0 row, and payoffMonths = rows (extra payments included)', () => {
    fc.assert(
      fc.property(arbitraryFor(schema), (raw) => {
        const input = { ...(raw as Record<string, unknown>), schedule: 'monthly' };
        const { result: r } = runCalculator('mortgage-calculator', input);
        checkSchedule(
          r.schedule,
          r.payoffMonths,
          r.totalOfPayments,
          r.totalInterest,
          r.loanAmount,
          r.totalOfPayments < MAX_EXACT_DOLLARS,
        );
        expect(r.pmiEndsMonth ?? 0).toBeLessThanOrEqual(r.payoffMonths);
      }),
      { numRuns: RUNS },
    );
  });
});
