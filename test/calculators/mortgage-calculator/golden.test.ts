/** Mortgage: PITI, PMI (12 U.S.C. 4902) and extra payments against independent references, and the defaults it states. */
import { calculator, centsSum } from '../../support/run-calculator';

const { run, result: mortgage } = calculator('mortgage-calculator');

type Row = {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  extra: number;
  pmi: number;
  balance: number;
};
type YearRow = { year: number; principalPaid: number; interestPaid: number; pmiPaid: number; balance: number };

// Expected values recomputed independently with python3 (decimal module, 60 digits, round half up), from the
// formulas and a bank's rounding (interest to the cent each month; not from this code): P&I = round(P·r/(1 − (1+r)^−n)),
// escrow items = round(price × rate / 1200), PMI = round(loan × pmiRate / 1200). The unrounded P&I is also
// numpy-financial's pmt(r, n, P) (= Excel PMT), quoted beside each case.
describe('mortgage-calculator golden values: PITI', () => {
  it.each([
    // brief / Excel PMT(6.5%/12, 360, 320000) = −2022.6177: 400k, 20 % down → P&I 2022.62; tax 400000 × 1.1 % / 12 = 366.67
    [{ homePrice: 400000, annualRate: 6.5, tenureYears: 30 }, 320000, 2022.62, 366.67, 0, 2539.29],
    // PMT(7%/12, 360, 270000) = −1796.3167; PMI 270000 × 0.5 % / 12 = 112.50
    [{ homePrice: 300000, downPaymentPct: 10, annualRate: 7, tenureYears: 30 }, 270000, 1796.32, 275, 112.5, 2333.82],
    // PMT(6%/12, 360, 237500) = −1423.9325; PMI 237500 × 0.75 % / 12 = 148.4375 → 148.44
    [
      { homePrice: 250000, downPaymentPct: 5, annualRate: 6, tenureYears: 30, pmiRate: 0.75 },
      237500,
      1423.93,
      229.17,
      148.44,
      1951.54,
    ],
    // PMT(5.5%/12, 180, 400000) = −3268.3338; tax 500000 × 1.25 % / 12 = 520.83; + 120 insurance + 300 HOA
    [
      {
        homePrice: 500000,
        annualRate: 5.5,
        tenureYears: 15,
        propertyTaxRate: 1.25,
        insuranceMonthly: 120,
        hoaMonthly: 300,
      },
      400000,
      3268.33,
      520.83,
      0,
      4209.16,
    ],
    // Rate 0: PMT(0, 240, 216000) = −900 (P / n)
    [{ homePrice: 240000, downPaymentPct: 10, annualRate: 0, tenureYears: 20 }, 216000, 900, 220, 90, 1360],
    // PMT(13%/12, 360, 339500) = −3755.5474
    [
      { homePrice: 350000, downPaymentPct: 3, annualRate: 13, tenureYears: 30 },
      339500,
      3755.55,
      320.83,
      141.46,
      4367.84,
    ],
  ])('%o → loan %d, P&I %d, tax %d, PMI %d, total %d', (input, loan, pi, tax, pmi, total) => {
    const r = mortgage(input);
    expect(r.loanAmount).toBe(loan);
    expect(r.monthlyPrincipalAndInterest).toBe(pi);
    expect(r.monthlyPropertyTax).toBe(tax);
    expect(r.monthlyPmi).toBe(pmi);
    expect(r.totalMonthlyPayment).toBe(total);
    expect(
      centsSum([r.monthlyPrincipalAndInterest, r.monthlyPropertyTax, r.monthlyInsurance, r.monthlyPmi, r.monthlyHoa]),
    ).toBe(total);
  });

  it.each([
    // python month-by-month schedule (cent-rounded interest, final payment absorbs the residue)
    [{ homePrice: 400000, annualRate: 6.5, tenureYears: 30 }, 408140.64, 728140.64],
    [{ homePrice: 300000, downPaymentPct: 10, annualRate: 7, tenureYears: 30 }, 376671.49, 646671.49],
    [{ homePrice: 500000, annualRate: 5.5, tenureYears: 15 }, 188300.49, 588300.49],
    [{ homePrice: 240000, downPaymentPct: 10, annualRate: 0, tenureYears: 20 }, 0, 216000],
  ])('%o → total interest %d, total of payments %d', (input, interest, payments) => {
    const r = mortgage(input);
    expect(r.totalInterest).toBe(interest);
    expect(r.totalOfPayments).toBe(payments);
    expect(r.payoffMonths).toBe(Math.round(input.tenureYears * 12));
  });
});

describe('mortgage-calculator PMI (Homeowners Protection Act, 12 U.S.C. 4902)', () => {
  it.each([
    // 78 % of 300000 = 234000: python schedule balance 234307.93 after month 114, 233878.41 after month 115
    [{ homePrice: 300000, downPaymentPct: 10, annualRate: 7, tenureYears: 30 }, 115, 12937.5],
    [{ homePrice: 250000, downPaymentPct: 5, annualRate: 6, tenureYears: 30, pmiRate: 0.75 }, 129, 19148.76],
    // Rate 0: balance 216000 − 900k ≤ 187200 first at k = 32
    [{ homePrice: 240000, downPaymentPct: 10, annualRate: 0, tenureYears: 20 }, 32, 2880],
    // At 13 % the scheduled balance is still above 78 % at mid-term: PMI stops after month 180 of 360 (4902(c))
    [{ homePrice: 350000, downPaymentPct: 3, annualRate: 13, tenureYears: 30 }, 180, 25462.8],
    // Extra 500/month repays a 100 % loan in 122 months, before the 78 % date (≈ month 150): PMI ends at payoff
    [{ homePrice: 100000, downPaymentPct: 0, annualRate: 6, tenureYears: 30, extraMonthlyPayment: 500 }, 122, 5083.74],
  ])('%o → PMI through month %d, total %d', (input, endsMonth, totalPmi) => {
    const r = mortgage(input);
    expect(r.pmiEndsMonth).toBe(endsMonth);
    expect(r.totalPmi).toBe(totalPmi);
    expect(r.totalPmi).toBe(centsSum(Array(endsMonth).fill(r.monthlyPmi)));
  });

  it('ends PMI on the original schedule, not earlier because of extra payments (4902(b))', () => {
    const plain = mortgage({ homePrice: 300000, downPaymentPct: 10, annualRate: 7, tenureYears: 30 });
    const extra = mortgage({
      homePrice: 300000,
      downPaymentPct: 10,
      annualRate: 7,
      tenureYears: 30,
      extraMonthlyPayment: 200,
    });
    expect(extra.pmiEndsMonth).toBe(plain.pmiEndsMonth);
    // ... but the actual balance reaches 80 % (240000) after month 60 with the extra (101 without): cancellation on request, 4902(a)
    expect(extra.pmiCancelableMonth).toBe(60);
    expect(plain.pmiCancelableMonth).toBe(101);
    expect(extra.schedule[59].balance).toBe(239836.48);
    expect(extra.schedule[58].balance).toBe(240430.29);
  });

  it('charges PMI in every month up to pmiEndsMonth and in no month after it', () => {
    const r = mortgage({ homePrice: 300000, downPaymentPct: 10, annualRate: 7, tenureYears: 30 });
    const rows: Row[] = r.schedule;
    expect(rows.filter((x) => x.pmi > 0).map((x) => x.month)).toEqual(Array.from({ length: 115 }, (_, i) => i + 1));
    expect(rows[113]!.balance).toBeGreaterThan(0.78 * 300000);
    expect(rows[114]!.balance).toBeLessThanOrEqual(0.78 * 300000);
    expect(centsSum(rows.map((x) => x.pmi))).toBe(r.totalPmi);
    expect(centsSum(r.yearlySchedule.map((y: YearRow) => y.pmiPaid))).toBe(r.totalPmi);
    expect(r.yearlySchedule[9].pmiPaid).toBe(centsSum(Array(7).fill(112.5))); // months 109..115
  });

  it('has no PMI at exactly 20 % down, and PMI just below it', () => {
    const at20 = mortgage({ homePrice: 300000, downPaymentPct: 20, annualRate: 7, tenureYears: 30 });
    expect(at20.monthlyPmi).toBe(0);
    expect(at20.totalPmi).toBe(0);
    expect(at20.pmiEndsMonth).toBeNull();
    expect(at20.pmiCancelableMonth).toBeNull();
    const below = mortgage({ homePrice: 300000, downPaymentPct: 19.99, annualRate: 7, tenureYears: 30 });
    expect(below.monthlyPmi).toBe(100.01); // 240030 × 0.5 % / 12 = 100.0125
    expect(below.pmiEndsMonth).toBeGreaterThan(0);
  });

  // python3 Decimal: 20 % of 412,345.67 = 82,469.134 → down payment 82,469.13, loan 329,876.54 = 80.00000097 % of the price;
  // the LTV the buyer chose is exactly 80 %, so no PMI. P&I: pmt(0.065/12, 360, 329876.54) = −2085.0441 → 2,085.04;
  // pmt(0.07/12, 360, 240000.01) = −1596.7261 → 1,596.73 (both the nearer cent, whose schedule ends closer to 360).
  it.each([
    [{ homePrice: 412345.67, annualRate: 6.5, tenureYears: 30 }, 82469.13, 329876.54, 2085.04, 377.98],
    [{ homePrice: 300000.01, annualRate: 7, tenureYears: 30 }, 60000, 240000.01, 1596.73, 275],
  ])('a 20 %% down payment on a price with cents charges no PMI: %o', (input, down, loan, pi, tax) => {
    const out = run(input);
    const r = out.result;
    expect([r.downPayment, r.loanAmount, r.monthlyPrincipalAndInterest, r.monthlyPropertyTax]).toEqual([
      down,
      loan,
      pi,
      tax,
    ]);
    expect([r.monthlyPmi, r.totalPmi, r.pmiEndsMonth, r.pmiCancelableMonth, r.loanToValuePct]).toEqual([
      0,
      0,
      null,
      null,
      80,
    ]);
    expect(r.totalMonthlyPayment).toBe(centsSum([pi, tax, 150]));
    expect(out.assumptions).toEqual(expect.arrayContaining(['No PMI: the loan is at most 80% of the home price']));
  });

  it('a down payment a hair under 20 % on a price with cents still charges PMI', () => {
    const r = mortgage({ homePrice: 412345.67, downPaymentPct: 19.999, annualRate: 6.5, tenureYears: 30 });
    expect(r.monthlyPmi).toBeGreaterThan(0);
    expect(r.loanToValuePct).toBe(80.001);
  });

  it('states the PMI rule and default in assumptions', () => {
    const { assumptions } = run({ homePrice: 300000, downPaymentPct: 10, annualRate: 7, tenureYears: 30 });
    expect(assumptions).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/PMI 0\.5%\/yr of the original loan \(default\).*78%.*4902\(b\).*after payment 115/),
      ]),
    );
  });
});

describe('mortgage-calculator extra monthly payment', () => {
  it.each([
    // python month-by-month with the extra principal each month: payoff, months saved, interest saved
    [
      { homePrice: 300000, downPaymentPct: 10, annualRate: 7, tenureYears: 30, extraMonthlyPayment: 200 },
      268,
      92,
      112728.18,
      263943.31,
    ],
    [{ homePrice: 200000, annualRate: 6, tenureYears: 30, extraMonthlyPayment: 100 }, 283, 77, 46422.74, 138918.94],
    [
      { homePrice: 100000, downPaymentPct: 0, annualRate: 6, tenureYears: 30, extraMonthlyPayment: 500 },
      122,
      238,
      82134.32,
      33704.13,
    ],
  ])(
    '%o → paid off in %d months (%d saved), interest saved %d',
    (input, payoff, saved, interestSaved, totalInterest) => {
      const r = mortgage(input);
      expect(r.payoffMonths).toBe(payoff);
      expect(r.monthsSaved).toBe(saved);
      expect(r.interestSaved).toBe(interestSaved);
      expect(r.totalInterest).toBe(totalInterest);
      expect(r.schedule).toHaveLength(payoff);
    },
  );

  it('reports months and interest saved only when an extra payment is given', () => {
    const r = mortgage({ homePrice: 200000, annualRate: 6, tenureYears: 30 });
    expect(r).not.toHaveProperty('monthsSaved');
    expect(r).not.toHaveProperty('interestSaved');
  });

  it('saves more with a larger extra payment', () => {
    const base = { homePrice: 400000, annualRate: 6.5, tenureYears: 30 };
    const results = [50, 200, 1000, 5000].map((extraMonthlyPayment) => mortgage({ ...base, extraMonthlyPayment }));
    for (let i = 1; i < results.length; i++) {
      expect(results[i]!.payoffMonths).toBeLessThan(results[i - 1]!.payoffMonths);
      expect(results[i]!.interestSaved).toBeGreaterThan(results[i - 1]!.interestSaved);
    }
  });

  it('does not change the required monthly payment', () => {
    const plain = mortgage({ homePrice: 400000, annualRate: 6.5, tenureYears: 30 });
    const extra = mortgage({ homePrice: 400000, annualRate: 6.5, tenureYears: 30, extraMonthlyPayment: 300 });
    expect(extra.monthlyPrincipalAndInterest).toBe(plain.monthlyPrincipalAndInterest);
    expect(extra.totalMonthlyPayment).toBe(plain.totalMonthlyPayment);
    expect(centsSum([plain.totalInterest, -extra.totalInterest])).toBe(extra.interestSaved);
  });
});

describe('mortgage-calculator assumptions', () => {
  it('names every default applied with its value', () => {
    const { assumptions } = run({ homePrice: 400000, annualRate: 6.5, tenureYears: 30 });
    expect(assumptions).toEqual(
      expect.arrayContaining([
        'Down payment 20% of the home price (default): $80,000.00; loan $320,000.00',
        'Property tax 1.1%/yr of the home price (default): $366.67/month',
        'Home insurance $150.00/month (default)',
        'No HOA dues (default)',
        'No PMI: the loan is at most 80% of the home price',
      ]),
    );
  });

  it('does not call a value the caller chose a default', () => {
    const { assumptions } = run({ homePrice: 400000, annualRate: 6.5, tenureYears: 30, propertyTaxRate: 2 });
    expect(assumptions).toContain('Property tax 2%/yr of the home price: $666.67/month');
  });
});
