/**
 * The mortgage in the units people use (a down payment and a property tax in dollars), at any payment frequency,
 * with dates, lump sums, PMI under the Homeowners Protection Act (12 U.S.C. 4902) and the APR with points and fees.
 */
import { calculator, centsSum, fieldError } from '../../support/run-calculator';

const { result: mortgage, errorOf } = calculator('mortgage-calculator');
const home = { homePrice: 400000, annualRate: 6.5, tenureYears: 30 };

describe('dollar inputs', () => {
  it('downPayment in dollars sets the loan and is echoed as a percent', () => {
    const r = mortgage({ ...home, downPayment: 60000 });
    expect(r.downPayment).toBe(60000);
    expect(r.loanAmount).toBe(340000);
    expect(r.downPaymentPct).toBe(15);
    expect(r.loanToValuePct).toBe(85);
    expect(r.monthlyPmi).toBe(141.67); // 340,000 × 0.5 % / 12
  });

  it('agrees with a downPaymentPct to the cent, and is refused naming both when they disagree', () => {
    expect(mortgage({ ...home, downPayment: 40000, downPaymentPct: 10 }).loanAmount).toBe(360000);
    expect(errorOf({ ...home, downPayment: 60000, downPaymentPct: 10 }).errors).toEqual([
      fieldError('/downPaymentPct', 'conflict'),
      fieldError('/downPayment', 'conflict'),
    ]);
  });

  it('propertyTaxAnnual in dollars gives the tax per payment and is echoed as a rate; a disagreeing rate is refused', () => {
    const r = mortgage({ ...home, propertyTaxAnnual: 4800 });
    expect(r.monthlyPropertyTax).toBe(400);
    expect(r.propertyTaxAnnual).toBe(4800);
    expect(r.propertyTaxRate).toBe(1.2);
    expect(errorOf({ ...home, propertyTaxAnnual: 4800, propertyTaxRate: 2 }).errors).toEqual([
      fieldError('/propertyTaxRate', 'conflict'),
      fieldError('/propertyTaxAnnual', 'conflict'),
    ]);
  });
});

describe('frequencies and escrow', () => {
  it('biweekly: escrow is the annual amount over 26 payments', () => {
    const r = mortgage({
      ...home,
      paymentFrequency: 'biweekly',
      propertyTaxAnnual: 5200,
      insuranceMonthly: 130,
      hoaMonthly: 65,
    });
    expect(r.monthlyPropertyTax).toBe(200); // 5,200 / 26
    expect(r.monthlyInsurance).toBe(60); // 130 × 12 / 26
    expect(r.monthlyHoa).toBe(30); // 65 × 12 / 26
    expect(r.paymentsPerYear).toBe(26);
    expect(r.payoffMonths).toBe(780);
  });

  it('extraMonthlyPayment belongs to monthly payments; extraPayment works at any frequency', () => {
    expect(errorOf({ ...home, paymentFrequency: 'weekly', extraMonthlyPayment: 100 }).errors).toEqual([
      fieldError('/extraMonthlyPayment', 'frequency'),
    ]);
    const r = mortgage({ ...home, paymentFrequency: 'weekly', extraPayment: 25 });
    expect(r.paymentsSaved).toBeGreaterThan(0);
    expect(r.interestSaved).toBeGreaterThan(0);
  });

  it('accelerated biweekly against the monthly mortgage, with dated rows and payoff', () => {
    const r = mortgage({ ...home, paymentFrequency: 'acceleratedBiweekly', firstPaymentDate: '2027-01-08' });
    expect(r.monthlyPrincipalAndInterest).toBe(Math.ceil((2022.62 / 2) * 100) / 100); // PMT(6.5%/12, 360, −320000) = 2022.62
    expect(r.versusMonthly.monthlyPayment).toBe(2022.62);
    expect(r.versusMonthly.interestSaved).toBeGreaterThan(0);
    expect(r.schedule.at(-1).date).toBe(r.payoffDate);
    expect(centsSum(r.schedule.map((x: { principal: number }) => x.principal))).toBe(r.loanAmount);
  });
});

describe('PMI under the Homeowners Protection Act', () => {
  const low = { ...home, downPaymentPct: 5, firstPaymentDate: '2027-02-01' };

  it('ends on the original schedule at 78 %; a lump sum makes it cancellable at 80 % sooner but not end sooner', () => {
    const plain = mortgage(low);
    const lump = mortgage({ ...low, lumpSums: [{ amount: 60000, date: '2028-01-15' }] });
    expect(lump.pmiEndsMonth).toBe(plain.pmiEndsMonth);
    expect(lump.pmiEndsDate).toBe(plain.pmiEndsDate);
    expect(lump.pmiCancelableMonth).toBeLessThan(plain.pmiCancelableMonth);
    // About 375,400 left after 12 payments, less 60,000, is under 80 % of 400,000 = 320,000
    expect(lump.pmiCancelableMonth).toBe(12);
    expect(lump.pmiCancelableDate).toBe('2028-01-01');
  });

  it('is charged per payment at the frequency and counted in the APR as a finance charge', () => {
    const r = mortgage({ ...low, paymentFrequency: 'semimonthly', fees: 0 });
    expect(r.monthlyPmi).toBe(79.17); // 380,000 × 0.5 % / 24
    const noPmi = mortgage({ ...home, paymentFrequency: 'semimonthly', fees: 0 });
    expect(Math.abs(noPmi.apr - 6.5)).toBeLessThanOrEqual(0.001);
    expect(r.apr).toBeGreaterThan(6.5);
  });
});

describe('APR with points and fees', () => {
  it('1 point and $3,000 of fees on $320,000 at 6.5 % raise the APR; extra payments do not move it', () => {
    const r = mortgage({ ...home, points: 1, fees: 3000 });
    expect(r.amountFinanced).toBe(320000 - 3200 - 3000);
    expect(r.apr).toBeGreaterThan(6.5);
    expect(r.apr).toBeLessThan(6.7);
    expect(mortgage({ ...home, points: 1, fees: 3000, extraPayment: 500 }).apr).toBe(r.apr);
  });
});
