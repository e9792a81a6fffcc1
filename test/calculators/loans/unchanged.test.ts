/**
 * A request without the dated-loan inputs (frequency, dates, prepayments, fees, dollar down payment) answers
 * as the calculators did before those inputs existed, every member with the same value: unchanged.json was recorded then. The
 * frequency-neutral names added since (`principalAndInterestPerPayment`, `numberOfPayments`, `paymentNumber`…)
 * carry the values of the names recorded then; they are checked against them and set aside before the comparison.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCalculator } from '../../support/run-calculator';

const recorded = JSON.parse(readFileSync(join(__dirname, 'unchanged.json'), 'utf8')) as Array<{
  slug: string;
  input: Record<string, unknown>;
  output: string;
}>;

type Result = Record<string, unknown>;

/** Each added name → the recorded name whose value it carries, by calculator. */
const ADDED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'emi-calculator': { principalAndInterestPerPayment: 'emi', totalPerPayment: 'emi' },
  'mortgage-calculator': {
    principalAndInterestPerPayment: 'monthlyPrincipalAndInterest',
    propertyTaxPerPayment: 'monthlyPropertyTax',
    insurancePerPayment: 'monthlyInsurance',
    pmiPerPayment: 'monthlyPmi',
    hoaPerPayment: 'monthlyHoa',
    totalPerPayment: 'totalMonthlyPayment',
    pmiEndsPayment: 'pmiEndsMonth',
    pmiCancelablePayment: 'pmiCancelableMonth',
    numberOfPayments: 'payoffMonths',
  },
};

/** The result as recorded: the added names checked against the recorded ones and removed. */
function asRecorded(slug: string, result: Result): Result {
  const added = ADDED[slug];
  if (!added) return result;
  const out: Result = {};
  for (const [key, value] of Object.entries(result)) {
    const older = added[key];
    if (older !== undefined) expect([key, value]).toEqual([key, result[older]]);
    else if (key === 'payoffYears')
      expect(value).toBe(Math.round(((result.payoffMonths ?? result.numberOfPayments) as number) / 0.12) / 100);
    else if (key === 'schedule')
      out[key] = (value as Result[]).map(({ paymentNumber, ...row }) => {
        expect(paymentNumber).toBe(row.month);
        return row;
      });
    else out[key] = value;
  }
  return out;
}

describe('loan calculators without the new inputs', () => {
  it.each(recorded.map((r) => [r.slug, JSON.stringify(r.input), r] as const))(
    '%s %s answers as recorded',
    (_s, _i, r) => {
      const out = runCalculator(r.slug, r.input);
      // What was recorded as one list is now split into warnings (to check) and notes (tips): together, they are the list.
      const said = [...(out.warnings ?? []), ...(out.notes ?? [])];
      // Members compared as JSON values: the deprecated names now follow the frequency-neutral ones.
      const result = JSON.parse(JSON.stringify(asRecorded(r.slug, out.result))) as Result;
      expect({ result, assumptions: out.assumptions, warnings: said }).toEqual(JSON.parse(r.output));
    },
  );
});
