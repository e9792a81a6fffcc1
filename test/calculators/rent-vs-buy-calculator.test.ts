import { runCalculator, centsSum } from '../support/run-calculator';
import { ApiError } from '../../src/errors/api-error';

const rentVsBuy = (input: Record<string, unknown>) => runCalculator('rent-vs-buy-calculator', input).result;

type YearRow = {
  year: number;
  rentPaid: number;
  ownerCosts: number;
  homeValue: number;
  loanBalance: number;
  equity: number;
  buyerInvestments: number;
  buyerNetPosition: number;
  renterNetPosition: number;
  netAdvantageOfBuying: number;
};
type MonthRow = {
  month: number;
  rent: number;
  ownerCosts: number;
  homeValue: number;
  loanBalance: number;
  buyerInvestments: number;
  renterInvestments: number;
};

function errorOf(input: Record<string, unknown>): ApiError {
  try {
    rentVsBuy(input);
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected an error');
}

/** Case A: every growth rate 0, so each figure can be checked by hand. */
const HAND = {
  homePrice: 120000,
  monthlyRent: 1000,
  mortgageRate: 0,
  yearsToAnalyze: 2,
  loanTermYears: 10,
  homeAppreciationRate: 0,
  rentIncreaseRate: 0,
  propertyTaxRate: 1.2,
  insuranceMonthly: 100,
  maintenanceRate: 1,
  investmentReturnRate: 0,
};

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
      'calculators.md defaults, 400k home against 2,200 rent',
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
      { homePrice: 300000, monthlyRent: 1500, mortgageRate: 6, yearsToAnalyze: 30, investmentReturnRate: 7, homeAppreciationRate: 4, rentIncreaseRate: 3.5 },
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
      { homePrice: 250000, monthlyRent: 1800, mortgageRate: 5.5, yearsToAnalyze: 20, loanTermYears: 15, downPaymentPct: 10 },
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
    const r = rentVsBuy({
      homePrice: 300000,
      monthlyRent: 1500,
      mortgageRate: 6,
      yearsToAnalyze: 30,
      investmentReturnRate: 7,
      homeAppreciationRate: 4,
      rentIncreaseRate: 3.5,
    });
    expect(r.renterInvestmentsAtEnd).toBe(876078.52);
    expect(r.renterInvestmentGrowth).toBe(741989.68);
    expect(r.buyerInvestmentsAtEnd).toBe(95830.48);
    expect(r.buyerInvestmentGrowth).toBe(26881.42);
    expect(r.totalOwnerCosts).toBe(994347.78);
  });
});

describe('rent-vs-buy-calculator definitions hold exactly', () => {
  const cases: Record<string, unknown>[] = [
    HAND,
    { homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5 },
    { homePrice: 300000, monthlyRent: 1500, mortgageRate: 6, yearsToAnalyze: 30, investmentReturnRate: 7, homeAppreciationRate: 4, rentIncreaseRate: 3.5 },
    { homePrice: 250000, monthlyRent: 1800, mortgageRate: 5.5, yearsToAnalyze: 20, loanTermYears: 15, downPaymentPct: 10 },
    {
      homePrice: 777777.77,
      monthlyRent: 3333.33,
      mortgageRate: 7.125,
      yearsToAnalyze: 50,
      downPaymentPct: 3.5,
      homeAppreciationRate: -2.5,
      rentIncreaseRate: 4.25,
      investmentReturnRate: -1,
    },
    { homePrice: 1e9, monthlyRent: 1e6, mortgageRate: 12, yearsToAnalyze: 25, loanTermYears: 0.5, closingCostPct: 0, sellingCostPct: 0 },
  ];

  it.each(cases)('net advantage = cost of renting − cost of buying = buyer position − renter position: %o', (input) => {
    const r = rentVsBuy({ ...input, schedule: 'monthly' });
    expect(centsSum([r.totalOwnerCosts, -r.equityAtEnd, r.renterInvestmentGrowth])).toBe(r.totalCostOfBuying);
    expect(centsSum([r.totalRentPaid, r.buyerInvestmentGrowth])).toBe(r.totalCostOfRenting);
    expect(centsSum([r.totalCostOfRenting, -r.totalCostOfBuying])).toBe(r.netAdvantageOfBuying);
    expect(centsSum([r.equityAtEnd, r.buyerInvestmentsAtEnd, -r.renterInvestmentsAtEnd])).toBe(r.netAdvantageOfBuying);
    expect(centsSum([r.homeValueAtEnd, -r.sellingCosts, -r.remainingLoanBalance])).toBe(r.equityAtEnd);
    expect(r.recommendation).toBe(r.netAdvantageOfBuying > 0 ? 'buy' : 'rent');

    const years: YearRow[] = r.yearlySchedule;
    const months: MonthRow[] = r.schedule;
    const horizon = (input.yearsToAnalyze as number | undefined) ?? 10;
    expect(years).toHaveLength(horizon);
    expect(months).toHaveLength(12 * horizon);
    const last = years[years.length - 1]!;
    expect(last.netAdvantageOfBuying).toBe(r.netAdvantageOfBuying);
    expect(last.equity).toBe(r.equityAtEnd);
    expect(last.homeValue).toBe(r.homeValueAtEnd);
    expect(last.loanBalance).toBe(r.remainingLoanBalance);
    expect(centsSum(years.map((y) => y.rentPaid))).toBe(r.totalRentPaid);
    expect(centsSum(months.map((m) => m.rent))).toBe(r.totalRentPaid);
    expect(centsSum([r.downPayment, r.closingCosts, ...years.map((y) => y.ownerCosts)])).toBe(r.totalOwnerCosts);
    for (const y of years) {
      expect(centsSum([y.equity, y.buyerInvestments])).toBe(y.buyerNetPosition);
      expect(centsSum([y.buyerNetPosition, -y.renterNetPosition])).toBe(y.netAdvantageOfBuying);
    }
    // Symmetric investing: each pot is its deposits plus its growth.
    const renterDeposits = centsSum(months.map((m) => Math.max(0, centsSum([m.ownerCosts, -m.rent]))));
    const buyerDeposits = centsSum(months.map((m) => Math.max(0, centsSum([m.rent, -m.ownerCosts]))));
    expect(centsSum([r.downPayment, r.closingCosts, renterDeposits, r.renterInvestmentGrowth])).toBe(r.renterInvestmentsAtEnd);
    expect(centsSum([buyerDeposits, r.buyerInvestmentGrowth])).toBe(r.buyerInvestmentsAtEnd);
    expect(months[months.length - 1]!.renterInvestments).toBe(r.renterInvestmentsAtEnd);
    // The break-even year is the first year end with buying ahead.
    const first = years.find((y) => y.netAdvantageOfBuying > 0);
    expect(r.breakEvenYear).toBe(first ? first.year : null);
  });
});

describe('rent-vs-buy-calculator conventions', () => {
  it('rent rises once a year, at the start of each year', () => {
    const months: MonthRow[] = rentVsBuy({ homePrice: 300000, monthlyRent: 2000, mortgageRate: 6, yearsToAnalyze: 3, schedule: 'monthly' }).schedule;
    expect(new Set(months.slice(0, 12).map((m) => m.rent))).toEqual(new Set([2000]));
    expect(new Set(months.slice(12, 24).map((m) => m.rent))).toEqual(new Set([2060]));
    expect(new Set(months.slice(24, 36).map((m) => m.rent))).toEqual(new Set([2121.8]));
  });

  it('property tax and maintenance follow the home value at the start of each year', () => {
    // 100 % down, no insurance: owner costs are tax + maintenance = value × 2 % / 12, the value rising 10 % a year.
    const years: YearRow[] = rentVsBuy({
      homePrice: 120000,
      downPaymentPct: 100,
      monthlyRent: 0,
      mortgageRate: 5,
      yearsToAnalyze: 3,
      homeAppreciationRate: 10,
      propertyTaxRate: 1,
      maintenanceRate: 1,
      insuranceMonthly: 0,
    }).yearlySchedule;
    expect(years.map((y) => y.ownerCosts)).toEqual([2400, 2640, 2904]); // 12 × 200, 12 × 220, 12 × 242
    expect(years.map((y) => y.homeValue)).toEqual([132000, 145200, 159720]);
  });

  it('the renter invests the down payment and closing costs from month 0, at the monthly equivalent of the yearly return', () => {
    // Owning and renting cost the same here (0 % loan: 1000 + 0 tax + 0 upkeep = 1000 rent), so only the month-0 sum grows:
    // 20,000 + 3,000 at 5 %/yr for one year → 24,150.00 to within the monthly cent rounding.
    const r = rentVsBuy({
      homePrice: 100000,
      monthlyRent: 1000,
      mortgageRate: 0,
      loanTermYears: 80000 / 12000,
      yearsToAnalyze: 1,
      propertyTaxRate: 0,
      maintenanceRate: 0,
      insuranceMonthly: 0,
    });
    expect(r.monthlyMortgagePayment).toBe(1000);
    expect(r.buyerInvestmentsAtEnd).toBe(0);
    expect(Math.abs(r.renterInvestmentsAtEnd - 24150)).toBeLessThanOrEqual(0.06);
  });

  it('a higher rent favours buying, a higher investment return favours renting', () => {
    const base = { homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5 };
    const advantage = (over: Record<string, number>) => rentVsBuy({ ...base, ...over }).netAdvantageOfBuying;
    expect(advantage({ monthlyRent: 1800 })).toBeLessThan(advantage({ monthlyRent: 2200 }));
    expect(advantage({ monthlyRent: 2200 })).toBeLessThan(advantage({ monthlyRent: 2600 }));
    expect(advantage({ investmentReturnRate: 8 })).toBeLessThan(advantage({ investmentReturnRate: 5 }));
    expect(advantage({ homeAppreciationRate: 1 })).toBeLessThan(advantage({ homeAppreciationRate: 3 }));
  });

  it('after the loan is repaid the buyer pays no mortgage', () => {
    const years: YearRow[] = rentVsBuy({ homePrice: 250000, monthlyRent: 1800, mortgageRate: 5.5, yearsToAnalyze: 20, loanTermYears: 15 }).yearlySchedule;
    expect(years[14]!.loanBalance).toBe(0);
    expect(years[15]!.ownerCosts).toBeLessThan(years[14]!.ownerCosts - 12 * 1000);
  });

  it('schedule "yearly" (the default) returns yearly rows only, "none" neither', () => {
    const yearly = rentVsBuy({ homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5 });
    expect(yearly.schedule).toBeUndefined();
    expect(yearly.yearlySchedule).toHaveLength(10);
    const none = rentVsBuy({ homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5, schedule: 'none' });
    expect(none.yearlySchedule).toBeUndefined();
    expect(none.breakEvenYear).toBe(9);
  });
});

describe('rent-vs-buy-calculator assumptions and warnings', () => {
  it('echoes every default applied, with its value', () => {
    const { assumptions } = runCalculator('rent-vs-buy-calculator', { homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5 });
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
    const out = runCalculator('rent-vs-buy-calculator', {
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
    expect(out.warnings).toEqual(expect.arrayContaining([expect.stringContaining('ahead at the end of year 3 but behind again')]));
  });

  it('warns when the home ends under water, and about PMI below 20 % down', () => {
    const out = runCalculator('rent-vs-buy-calculator', {
      homePrice: 300000,
      monthlyRent: 2000,
      mortgageRate: 6,
      downPaymentPct: 3,
      homeAppreciationRate: -5,
      yearsToAnalyze: 5,
    });
    expect(out.result.equityAtEnd).toBeLessThan(0);
    expect(out.warnings).toEqual(expect.arrayContaining([expect.stringContaining('under water'), expect.stringContaining('PMI')]));
  });
});

describe('rent-vs-buy-calculator input validation', () => {
  it('requires the home price, mortgage rate and rent', () => {
    expect(errorOf({}).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/homePrice', code: 'required' }),
        expect.objectContaining({ path: '/mortgageRate', code: 'required' }),
        expect.objectContaining({ path: '/monthlyRent', code: 'required' }),
      ]),
    );
  });

  it.each([
    ['yearsToAnalyze', 0, 'minimum'],
    ['yearsToAnalyze', 51, 'maximum'],
    ['yearsToAnalyze', 2.5, 'type'],
    ['homeAppreciationRate', -60, 'minimum'],
    ['investmentReturnRate', 101, 'maximum'],
    ['loanTermYears', 0, 'minimum'],
    ['sellingCostPct', -1, 'minimum'],
  ])('refuses %s = %d (%s)', (field, value, code) => {
    const e = errorOf({ homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5, [field]: value });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual([expect.objectContaining({ path: `/${field}`, code })]);
  });

  it('has no alias: the mortgage calculator’s downPaymentPercent is an unknown field with a hint', () => {
    const e = errorOf({ homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5, downPaymentPercent: 10 });
    expect(e.errors).toEqual([
      expect.objectContaining({ path: '/downPaymentPercent', code: 'unknown_field', message: expect.stringContaining("'downPaymentPct'") }),
    ]);
  });
});
