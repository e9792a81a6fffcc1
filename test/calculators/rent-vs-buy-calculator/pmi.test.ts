/**
 * Rent vs buy charges PMI as the mortgage calculator does (12 U.S.C. 4902, Homeowners Protection Act): while the
 * down payment is under 20 %, at pmiRate of the original loan a year, until the balance is first scheduled to reach
 * 78 % of the home price or the middle of the term. The same house gives the same PMI in both calculators.
 */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';
import { HAND, type YearRow } from './fixtures';

const { run, result: rentVsBuy } = calculator('rent-vs-buy-calculator');
const { result: mortgage } = calculator('mortgage-calculator');

describe('rent-vs-buy-calculator charges PMI', () => {
  it('a case computed by hand (all growth rates 0, 10 % down)', () => {
    // Down 10 % = 12,000; closing 3,600; loan 108,000 over 120 months at 0 % → 900/month.
    // PMI 0.5 %/yr of 108,000 = 45/month. 78 % of the price is 93,600: 108,000 − 900k ≤ 93,600 from k = 16
    // (4902(b)), before the middle of the term (60, 4902(c)), so payments 1..16 carry PMI: 720 in all.
    // Owning: 900 + tax 120 + insurance 100 + maintenance 100 = 1,220, plus 45 PMI = 1,265 in months 1..16.
    // Renting 1,000: the renter invests 265 a month in months 1..16 and 220 in 17..24, on top of 15,600.
    // After 24 months: owner cash 15,600 + 16 × 1,265 + 8 × 1,220 = 45,600; balance 108,000 − 21,600 = 86,400;
    // equity 120,000 − 7,200 − 86,400 = 26,400; renter 15,600 + 16 × 265 + 8 × 220 = 21,600.
    // Cost of buying 45,600 − 26,400 = 19,200; advantage 24,000 − 19,200 = 4,800 = 26,400 − 21,600.
    // Year 1: owner costs 12 × 1,265 = 15,180; equity 120,000 − 7,200 − 97,200 = 15,600; renter 15,600 + 12 × 265 = 18,780.
    const r = rentVsBuy({ ...HAND, downPaymentPct: 10 });
    expect(r.monthlyMortgagePayment).toBe(900);
    expect(r.monthlyPmi).toBe(45);
    expect(r.pmiEndsMonth).toBe(16);
    expect(r.pmiPaid).toBe(720);
    expect(r.totalOwnerCosts).toBe(45600);
    expect(r.renterInvestmentsAtEnd).toBe(21600);
    expect(r.totalCostOfBuying).toBe(19200);
    expect(r.netAdvantageOfBuying).toBe(4800);
    expect(r.yearlySchedule.map((y: YearRow) => y.ownerCosts)).toEqual([15180, 4 * 1265 + 8 * 1220]);
    expect(r.yearlySchedule.map((y: YearRow) => y.netAdvantageOfBuying)).toEqual([-3180, 4800]);
  });

  it('the same house gives the same PMI in both calculators (400,000 at 6.5 %, 10 % down, 30 years)', () => {
    // Loan 360,000: PMI 360,000 × 0.5 % / 12 = 150.00 a month. Payment 2,275.44 (360,000 × r / (1 − (1 + r)^−360),
    // r = 6.5 % / 12). The scheduled balance B_k = P(1 + r)^k − M((1 + r)^k − 1) / r first falls to 78 % of the price
    // (312,000) at k = 109 (B_109 = 311,822.84), so the Homeowners Protection Act (12 U.S.C. 4902(b)) ends PMI after
    // payment 109: 109 × 150 = 16,350.
    const house = { homePrice: 400000, downPaymentPct: 10 };
    const m = mortgage({ ...house, annualRate: 6.5, tenureYears: 30 });
    const ten = rentVsBuy({ ...house, mortgageRate: 6.5, loanTermYears: 30, monthlyRent: 2500, yearsToAnalyze: 10 });
    expect([m.monthlyPmi, m.pmiEndsMonth, m.totalPmi]).toEqual([150, 109, 16350]);
    expect([ten.monthlyPmi, ten.pmiEndsMonth, ten.pmiPaid]).toEqual([150, 109, 16350]);
    // Sold after 5 years: 60 payments carry PMI.
    const five = rentVsBuy({ ...house, mortgageRate: 6.5, loanTermYears: 30, monthlyRent: 2500, yearsToAnalyze: 5 });
    expect([five.monthlyPmi, five.pmiEndsMonth, five.pmiPaid]).toEqual([150, 109, 9000]);
  });

  it('says so in the assumptions, and no longer warns that PMI is left out', () => {
    const out = run({ homePrice: 400000, downPaymentPct: 10, mortgageRate: 6.5, monthlyRent: 2500, yearsToAnalyze: 5 });
    const text = out.assumptions!.join('\n');
    expect(text).toContain('PMI 0.5%/yr of the original loan (default): $150.00/month');
    expect(text).toContain('after payment 109');
    expect(text).toContain('the home is sold first, after payment 60');
    expect(text).not.toMatch(/Not included:[^\n]*PMI/);
    expect(out.warnings!.join('\n')).not.toContain('PMI');
  });

  it('charges none at 20 % down or more, as the mortgage calculator', () => {
    const r = rentVsBuy({ homePrice: 400000, downPaymentPct: 20, mortgageRate: 6.5, monthlyRent: 2200 });
    expect([r.monthlyPmi, r.pmiEndsMonth, r.pmiPaid]).toEqual([0, null, 0]);
    expect(run({ homePrice: 400000, mortgageRate: 6.5, monthlyRent: 2200 }).assumptions).toContain(
      'No PMI: the loan is at most 80% of the home price',
    );
  });

  it('on any house: the PMI of the mortgage calculator, paid for the months before the sale, and never a gain', () => {
    const arbHouse = fc.record({
      homePrice: fc.integer({ min: 10_000_00, max: 5_000_000_00 }).map((c) => c / 100),
      downPaymentPct: fc.oneof(
        fc.constantFrom(0, 3.5, 5, 10, 19.99, 20, 25),
        fc.integer({ min: 0, max: 4000 }).map((x) => x / 100),
      ),
      rate: fc.integer({ min: 0, max: 1500 }).map((x) => x / 100),
      years: fc.constantFrom(10, 15, 20, 30),
      pmiRate: fc.constantFrom(0.3, 0.5, 1.1),
      stay: fc.integer({ min: 1, max: 30 }),
    });
    fc.assert(
      fc.property(arbHouse, (h) => {
        const house = { homePrice: h.homePrice, downPaymentPct: h.downPaymentPct, pmiRate: h.pmiRate };
        const m = mortgage({ ...house, annualRate: h.rate, tenureYears: h.years, schedule: 'none' });
        const rvb = {
          ...house,
          mortgageRate: h.rate,
          loanTermYears: h.years,
          monthlyRent: 2000,
          yearsToAnalyze: h.stay,
        };
        const r = rentVsBuy({ ...rvb, schedule: 'none' });
        expect(r.monthlyPmi).toBe(m.monthlyPmi);
        expect(r.pmiEndsMonth).toBe(m.pmiEndsMonth);
        expect(r.pmiPaid).toBe(Math.round(r.monthlyPmi * 100 * Math.min(r.pmiEndsMonth ?? 0, 12 * h.stay)) / 100);
        const without = rentVsBuy({ ...rvb, pmiRate: 0, schedule: 'none' });
        expect(r.totalCostOfBuying).toBeGreaterThanOrEqual(without.totalCostOfBuying);
      }),
      { numRuns: 200 },
    );
  });
});
