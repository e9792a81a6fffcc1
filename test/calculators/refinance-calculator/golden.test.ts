/**
 * Refinance: both payments and the simple break-even against a peer's published example, the balance of an original
 * loan against SAS's, the true-cost break-even against a month-by-month simulation written here (its own payment
 * and interest arithmetic, and the cost counted as payments made plus balance owed, not as interest), and the new
 * loan's APR against the mortgage calculator's for the same loan.
 *
 * Sources:
 * - "Should I refinance? The monthly savings and the break-even point", hoursnotdollars.pages.dev/should-i-refinance
 *   (read 2026-11-29): $250,000 at 6.8 % with 300 months left, refinanced at 5.8 % over 300 months with $5,000 of
 *   closing costs: payments $1,735.18 and $1,580.33, saving $154.85, break-even 33 months, total savings $41,455
 *   (the saving × 300 − costs).
 * - SAS/ETS User's Guide, The LOAN Procedure, Example "Refinancing a Loan",
 *   support.sas.com/documentation/cdl/en/etsug/67525/HTML/default/etsug_loan_examples02.htm (read 2026-11-29):
 *   $78,500 at 9 % for 15 years from June 1995 (first payment July 1995); through February 1998 the balance is
 *   $71,028.75 and the payment $796.20.
 */
import { calculator, fieldError } from '../../support/run-calculator';

const { run, result: refi, errorOf } = calculator('refinance-calculator');
const { result: mortgage } = calculator('mortgage-calculator');

interface Loan {
  balance: number;
  rate: number;
  months: number;
}

/** A level-payment loan month by month, in cents, written independently of amortize.ts: the nearest-cent payment. */
function simulate({ balance, rate, months }: Loan) {
  const r = rate / 1200;
  let b = Math.round(balance * 100);
  const payment = Math.round(r === 0 ? b / months : (b * r) / (1 - (1 + r) ** -months));
  const paid: number[] = [];
  const owed: number[] = [];
  for (let m = 1; m <= months && b > 0; m++) {
    const interest = Math.round(b * r);
    const pay = m === months || b + interest <= payment ? b + interest : payment;
    b = b + interest - pay;
    paid.push(pay);
    owed.push(b);
  }
  return { payment, paid, owed };
}

/**
 * The first month at which refinancing has cost no more than keeping, the cost of a path being what was paid plus
 * what is still owed (plus costs paid in cash, less cash out): no interest figure is used.
 */
function simulatedBreakEven(old: Loan, next: Loan, cashC: number, cashOutC: number): number | null {
  const a = simulate(old);
  const b = simulate(next);
  const months = Math.max(a.paid.length, b.paid.length);
  let paidA = 0;
  let paidB = 0;
  for (let m = 1; m <= months; m++) {
    paidA += a.paid[m - 1] ?? 0;
    paidB += b.paid[m - 1] ?? 0;
    const keep = paidA + (a.owed[m - 1] ?? 0);
    const refinance = paidB + (b.owed[m - 1] ?? 0) + cashC - cashOutC;
    if (refinance <= keep) return m;
  }
  return null;
}

const PEER = {
  currentBalance: 250000,
  currentRate: 6.8,
  remainingYears: 25,
  newRate: 5.8,
  newTenureYears: 25,
  closingCosts: 5000,
};

describe('refinance-calculator against published examples', () => {
  it('hoursnotdollars: payments $1,735.18 and $1,580.33, saving $154.85, simple break-even 33 months', () => {
    const r = refi(PEER);
    expect(r.currentPayment).toBe(1735.18);
    expect(r.newPayment).toBe(1580.33);
    expect(r.monthlySaving).toBe(154.85);
    expect(r.simpleBreakEvenMonth).toBe(33);
    // The peer multiplies the level saving by 300; the schedules' last payments clear a cent residue each.
    expect(Math.abs(r.netSavingOverLife - 41455)).toBeLessThan(2);
    expect(r.recommendation).toBe('refinance');
  });

  it('SAS LOAN example: $78,500 at 9 % for 15 years, 32 payments by 1998-02-10, $71,028.75 owed at $796.20', () => {
    const out = run({
      originalAmount: 78500,
      currentRate: 9,
      originalTermYears: 15,
      firstPaymentDate: '1995-07-01',
      asOfDate: '1998-02-10',
      newRate: 6.5,
      newTenureYears: 15,
      closingCosts: 1419,
    });
    expect(out.result.currentBalance).toBe(71028.75);
    expect(out.result.currentPayment).toBe(796.2);
    expect(out.result.paymentsMade).toBe(32);
    expect(out.result.currentPaymentsLeft).toBe(180 - 32);
    expect(out.assumptions!.join('\n')).toMatch(/the 32 payments due on or before 1998-02-10 are made/);
  });
});

describe('the true-cost break-even against a month-by-month simulation', () => {
  const cases: Array<[string, Record<string, number | boolean>]> = [
    ['the peer example', PEER],
    [
      'a 30-year reset of 22 years left',
      { currentBalance: 310000, currentRate: 7.25, remainingYears: 22, newRate: 6.125, closingCosts: 6400 },
    ],
    [
      'points and costs financed',
      {
        currentBalance: 180000,
        currentRate: 7,
        remainingYears: 27,
        newRate: 6,
        newTenureYears: 30,
        points: 1,
        closingCosts: 3500,
        financeClosingCosts: true,
      },
    ],
    [
      'cash out',
      {
        currentBalance: 200000,
        currentRate: 7.5,
        remainingYears: 28,
        newRate: 6.25,
        cashOut: 40000,
        closingCosts: 4000,
      },
    ],
    [
      'a 15-year loan at a higher payment',
      {
        currentBalance: 150000,
        currentRate: 6.5,
        remainingYears: 26,
        newRate: 5.5,
        newTenureYears: 15,
        points: 0.5,
        closingCosts: 3000,
      },
    ],
    [
      'a higher rate: never',
      {
        currentBalance: 150000,
        currentRate: 5,
        remainingYears: 20,
        newRate: 6,
        newTenureYears: 20,
        closingCosts: 1000,
      },
    ],
  ];

  it.each(cases)('%s', (_name, input) => {
    const r = refi(input);
    const old = { balance: r.currentBalance, rate: Number(input.currentRate), months: r.currentPaymentsLeft };
    const next = { balance: r.newLoanAmount, rate: Number(input.newRate), months: r.newPayments };
    expect(simulate(old).payment).toBe(Math.round(r.currentPayment * 100));
    expect(simulate(next).payment).toBe(Math.round(r.newPayment * 100));
    const cashC = Math.round(r.costsPaidInCash * 100);
    const cashOutC = Math.round(Number(input.cashOut ?? 0) * 100);
    expect(r.breakEvenMonth).toBe(simulatedBreakEven(old, next, cashC, cashOutC));
  });

  it('the simple break-even is the costs over the saving, rounded up', () => {
    const r = refi({ ...PEER, closingCosts: 6000, currentRate: 7.1 });
    expect(r.simpleBreakEvenMonth).toBe(Math.ceil(6000 / r.monthlySaving));
  });
});

describe('the APR is the mortgage calculator’s for the same loan', () => {
  it('points and fees paid in cash: mortgage with the same points and fees', () => {
    const input = { ...PEER, points: 1.25, closingCosts: 4200, closingCostsExcludedFromApr: 1200 };
    const r = refi(input);
    const m = mortgage({
      homePrice: r.newLoanAmount,
      downPaymentPct: 0,
      annualRate: 5.8,
      tenureYears: 25,
      points: 1.25,
      fees: 3000,
      pmiRate: 0,
    });
    expect(r.apr).toBe(m.apr);
    expect(r.amountFinanced).toBe(m.amountFinanced);
    expect(r.financeCharge).toBe(m.financeCharge);
    expect(r.apr).toBeGreaterThan(5.8);
  });

  it('points and costs financed: mortgage on the larger loan with the same finance charges in dollars', () => {
    const r = refi({ ...PEER, points: 2, closingCosts: 3000, financeClosingCosts: true });
    // L = (250,000 + 3,000) / 0.98, to the cent; the points are what it adds.
    expect(r.newLoanAmount).toBe(Math.round((253000 / 0.98) * 100) / 100);
    expect(r.pointsCost).toBeCloseTo(r.newLoanAmount - 253000, 2);
    const m = mortgage({
      homePrice: r.newLoanAmount,
      downPaymentPct: 0,
      annualRate: 5.8,
      tenureYears: 25,
      fees: r.totalCosts,
      pmiRate: 0,
    });
    expect(r.apr).toBe(m.apr);
    expect(r.newPayment).toBe(m.principalAndInterestPerPayment);
  });
});

describe('recommendation, reasons and warnings', () => {
  it('a longer term that saves monthly but costs more interest in total says so, and keeps the loan', () => {
    const out = run({ currentBalance: 200000, currentRate: 6, remainingYears: 10, newRate: 5.5, closingCosts: 3000 });
    expect(out.result.monthlySaving).toBeGreaterThan(0);
    expect(out.result.netSavingOverLife).toBeLessThan(0);
    expect(out.warnings).toContainEqual(
      expect.stringMatching(
        /^The new loan runs 240 months longer than the 120 months left.*costs \$[\d,.]+ more in interest/,
      ),
    );
    expect(out.result.recommendation).toBe('keep');
  });

  it('no break-even: a warning, keep, and the reason', () => {
    const out = run({
      currentBalance: 150000,
      currentRate: 5,
      remainingYears: 20,
      newRate: 6,
      newTenureYears: 20,
      closingCosts: 1000,
    });
    expect(out.result.breakEvenMonth).toBeNull();
    expect(out.result.simpleBreakEvenMonth).toBeNull();
    expect(out.result.recommendation).toBe('keep');
    expect(out.warnings).toContainEqual(expect.stringMatching(/^No break-even/));
    expect(out.result.reasons[0]).toMatch(/^Refinancing never costs less/);
  });

  it('a break-even lost again before the end of the stay: keep, with the warning and the reason', () => {
    const reset = { currentBalance: 310000, currentRate: 7.25, remainingYears: 22, newRate: 6.125, closingCosts: 6400 };
    const short = run({ ...reset, yearsToStay: 10 });
    expect(short.result.recommendation).toBe('refinance');
    const long = run({ ...reset, yearsToStay: 25 });
    expect(long.result.breakEvenMonth).toBe(short.result.breakEvenMonth);
    expect(long.result.breakEvenMonth).toBeLessThan(300);
    expect(long.result.netSavingOverStay).toBeLessThan(0);
    expect(long.result.recommendation).toBe('keep');
    expect(long.result.reasons[0]).toMatch(/breaks even in month \d+ but falls behind again before month 300/);
    expect(long.warnings).toContainEqual(
      expect.stringMatching(/is ahead from month \d+ but behind again by month 300/),
    );
  });

  it('a break-even after the years you stay: keep', () => {
    const r = refi({ ...PEER, yearsToStay: 1.5 });
    expect(r.breakEvenMonth).toBe(25);
    expect(r.stayMonths).toBe(18);
    expect(r.recommendation).toBe('keep');
    expect(r.netSavingOverStay).toBeLessThan(0);
    expect(r.reasons[0]).toMatch(/breaks even in month 25, after the 18 months/);
  });

  it('costs financed or paid in cash cost the same at closing; financed, they also cost interest', () => {
    const cash = refi(PEER);
    const financed = refi({ ...PEER, financeClosingCosts: true });
    expect(financed.newLoanAmount).toBe(255000);
    expect(financed.financedCosts).toBe(5000);
    expect(financed.newLoanInterest).toBeGreaterThan(cash.newLoanInterest);
    expect(financed.breakEvenMonth!).toBeGreaterThanOrEqual(cash.breakEvenMonth!);
  });
});

describe('refusals name the field', () => {
  it('both forms of the current loan', () => {
    const e = errorOf({ ...PEER, originalAmount: 300000 });
    expect(e.status).toBe(422);
    expect(e.errors).toContainEqual(fieldError('/originalAmount', 'conflict'));
    expect(e.errors).toContainEqual(fieldError('/currentBalance', 'conflict'));
  });

  it('a form short of a member', () => {
    const e = errorOf({ currentBalance: 100000, currentRate: 6, newRate: 5 });
    expect(e.errors).toEqual([fieldError('/remainingYears', 'required')]);
    const o = errorOf({ originalAmount: 100000, currentRate: 6, newRate: 5, originalTermYears: 30 });
    expect(o.errors!.map((x) => x.path)).toEqual(['/firstPaymentDate', '/asOfDate']);
  });

  it('a date after the last payment', () => {
    const e = errorOf({
      originalAmount: 100000,
      currentRate: 6,
      originalTermYears: 10,
      firstPaymentDate: '2000-01-01',
      asOfDate: '2012-01-01',
      newRate: 5,
    });
    expect(e.errors).toEqual([fieldError('/asOfDate', 'outside_schedule')]);
  });

  it('closing costs outside the APR above the closing costs, and nothing to refinance', () => {
    expect(errorOf({ ...PEER, closingCostsExcludedFromApr: 6000 }).errors).toEqual([
      fieldError('/closingCostsExcludedFromApr', 'maximum'),
    ]);
    expect(errorOf({ ...PEER, currentBalance: 0 }).errors).toEqual([fieldError('/currentBalance', 'minimum')]);
  });
});
