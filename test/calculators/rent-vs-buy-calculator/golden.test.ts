/** Rent vs buy: a case worked by hand, cases from an independent python reference, and the words that go with them. */
import { calculator } from '../../support/run-calculator';
import { HAND, THIRTY_YEARS, type YearRow } from './fixtures';

const { run, result: rentVsBuy } = calculator('rent-vs-buy-calculator');

describe('rent-vs-buy-calculator golden values', () => {
  it('a case computed by hand (all growth rates 0)', () => {
    // Down 20 % = 24,000; closing 3 % = 3,600; loan 96,000 over 120 months at 0 % → 800/month.
    // Owning: 800 + tax 120000 × 1.2 % / 12 = 120 + insurance 100 + maintenance 120000 × 1 % / 12 = 100 → 1,120/month.
    // Renting: 1,000/month, so the renter invests 120 a month on top of 27,600 at month 0.
    // After 24 months: rent 24,000; owner cash 27,600 + 24 × 1,120 = 54,480; balance 96,000 − 24 × 800 = 76,800;
    // equity 120,000 − 6 % × 120,000 − 76,800 = 36,000; renter 27,600 + 24 × 120 = 30,480.
    // Cost of buying 54,480 − 36,000 + 0 = 18,480; of renting 24,000; advantage 5,520 = 36,000 − 30,480.
    // Year 1: equity 120,000 − 7,200 − 86,400 = 26,400 against 27,600 + 1,440 = 29,040 → −2,640.
    const r = rentVsBuy(HAND);
    expect(r.monthlyMortgagePayment).toBe(800);
    expect(r.totalRentPaid).toBe(24000);
    expect(r.totalOwnerCosts).toBe(54480);
    expect(r.remainingLoanBalance).toBe(76800);
    expect(r.equityAtEnd).toBe(36000);
    expect(r.renterInvestmentsAtEnd).toBe(30480);
    expect(r.totalCostOfBuying).toBe(18480);
    expect(r.totalCostOfRenting).toBe(24000);
    expect(r.netAdvantageOfBuying).toBe(5520);
    expect(r.yearlySchedule.map((y: YearRow) => y.netAdvantageOfBuying)).toEqual([-2640, 5520]);
    expect(r.breakEvenYear).toBe(2);
    expect(r.recommendation).toBe('buy');
  });

  // Expected values from an independent python3 reference (decimal module, 60 digits, round half up) that simulates
  // the same month-by-month model without this code: loan rows as a bank prints them, pots credited
  // round(pot × ((1+i)^(1/12) − 1)) each month, then the cheaper side's saving deposited.
  it.each([
    [
      'the defaults, 400k home against 2,200 rent',
      { homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5 },
      {
        monthlyMortgagePayment: 2022.62,
        homeValueAtEnd: 537566.55,
        remainingLoanBalance: 271283.24,
        equityAtEnd: 234029.32,
        totalRentPaid: 302646.36,
        totalCostOfBuying: 291541.65,
        totalCostOfRenting: 302646.36,
        netAdvantageOfBuying: 11104.71,
        breakEvenYear: 9,
        recommendation: 'buy',
      },
    ],
    [
      'a 30-year stay where rent overtakes owning costs and the buyer invests too',
      THIRTY_YEARS,
      {
        monthlyMortgagePayment: 1438.92,
        homeValueAtEnd: 973019.25,
        remainingLoanBalance: 0,
        equityAtEnd: 914638.09,
        totalRentPaid: 929208,
        totalCostOfBuying: 821699.37,
        totalCostOfRenting: 956089.42,
        netAdvantageOfBuying: 134390.05,
        breakEvenYear: 11,
        recommendation: 'buy',
      },
    ],
    [
      'a 3-year stay: closing and selling costs are not recovered',
      { homePrice: 500000, monthlyRent: 2500, mortgageRate: 7, yearsToAnalyze: 3 },
      {
        monthlyMortgagePayment: 2661.21,
        homeValueAtEnd: 546363.5,
        remainingLoanBalance: 386907.9,
        equityAtEnd: 126673.79,
        totalRentPaid: 92727,
        totalCostOfBuying: 143231.02,
        totalCostOfRenting: 92727,
        netAdvantageOfBuying: -50504.02,
        breakEvenYear: null,
        recommendation: 'rent',
      },
    ],
    [
      'a 15-year loan paid off within a 20-year horizon',
      {
        homePrice: 250000,
        monthlyRent: 1800,
        mortgageRate: 5.5,
        yearsToAnalyze: 20,
        loanTermYears: 15,
        downPaymentPct: 10,
        // The python reference has no PMI (pmi.test.ts checks it on its own).
        pmiRate: 0,
      },
      {
        monthlyMortgagePayment: 1838.44,
        homeValueAtEnd: 451527.81,
        remainingLoanBalance: 0,
        equityAtEnd: 424436.14,
        totalRentPaid: 580400.04,
        totalCostOfBuying: 232455.59,
        totalCostOfRenting: 596720.87,
        netAdvantageOfBuying: 364265.28,
        breakEvenYear: 3,
        recommendation: 'buy',
      },
    ],
    [
      'paying cash while rent is dearer: the buyer invests the difference',
      {
        homePrice: 100000,
        monthlyRent: 2000,
        mortgageRate: 6,
        yearsToAnalyze: 3,
        downPaymentPct: 100,
        homeAppreciationRate: 0,
        rentIncreaseRate: 0,
        propertyTaxRate: 1.2,
        insuranceMonthly: 100,
        investmentReturnRate: 6,
      },
      {
        monthlyMortgagePayment: 0,
        homeValueAtEnd: 100000,
        remainingLoanBalance: 0,
        equityAtEnd: 94000,
        totalRentPaid: 72000,
        totalCostOfBuying: 38874.52,
        totalCostOfRenting: 77566.7,
        netAdvantageOfBuying: 38692.18,
        breakEvenYear: 1,
        recommendation: 'buy',
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(rentVsBuy(input)).toEqual(expect.objectContaining(expected));
  });

  it('the python reference also fixes the investment pots of the 30-year case', () => {
    const r = rentVsBuy(THIRTY_YEARS);
    expect(r.renterInvestmentsAtEnd).toBe(876078.52);
    expect(r.renterInvestmentGrowth).toBe(741989.68);
    expect(r.buyerInvestmentsAtEnd).toBe(95830.48);
    expect(r.buyerInvestmentGrowth).toBe(26881.42);
    expect(r.totalOwnerCosts).toBe(994347.78);
  });
});

describe('rent-vs-buy-calculator assumptions and warnings', () => {
  it('echoes every default applied, with its value', () => {
    const { assumptions } = run({ homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5 });
    const text = assumptions!.join('\n');
    for (const phrase of [
      'Down payment 20% (default)',
      'closing costs 3% of the price (default)',
      '360 monthly payments (default)',
      'Compared over 10 years (default)',
      'selling costs of 6% of the sale price (default)',
      'Home value changes 3%/yr (default)',
      'rises 3% (default) once a year',
      'Property tax 1.1%/yr (default)',
      'maintenance 1%/yr (default)',
      "of the home's value at the start of each year",
      'Home insurance $150.00/month (default)',
      'Investments earn 5%/yr (default)',
      'when renting costs more the buyer invests it',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('warns when buying pulls ahead but falls behind again', () => {
    // python reference: advantage by year −13,916.26, −3,860.09, 3,385.28, … 3,346.38, −3,021.48, −11,292.60
    const out = run({
      homePrice: 300000,
      monthlyRent: 3000,
      mortgageRate: 6,
      downPaymentPct: 100,
      homeAppreciationRate: 0,
      rentIncreaseRate: -10,
    });
    expect(out.result.breakEvenYear).toBe(3);
    expect(out.result.netAdvantageOfBuying).toBe(-11292.6);
    expect(out.result.recommendation).toBe('rent');
    expect(out.warnings).toEqual(
      expect.arrayContaining([expect.stringContaining('ahead at the end of year 3 but behind again')]),
    );
  });

  it('warns when the home ends under water', () => {
    const out = run({
      homePrice: 300000,
      monthlyRent: 2000,
      mortgageRate: 6,
      downPaymentPct: 3,
      homeAppreciationRate: -5,
      yearsToAnalyze: 5,
    });
    expect(out.result.equityAtEnd).toBeLessThan(0);
    expect(out.warnings).toEqual(expect.arrayContaining([expect.stringContaining('under water')]));
  });
});
