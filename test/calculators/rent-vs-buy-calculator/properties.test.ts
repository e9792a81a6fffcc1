/** Rent vs buy: the definitions that hold exactly on any input, and the conventions of the model. */
import { calculator, centsSum } from '../../support/run-calculator';
import { HAND, THIRTY_YEARS, type MonthRow, type YearRow } from './fixtures';

const { result: rentVsBuy } = calculator('rent-vs-buy-calculator');

describe('rent-vs-buy-calculator definitions hold exactly', () => {
  const cases: Record<string, unknown>[] = [
    HAND,
    { homePrice: 400000, monthlyRent: 2200, mortgageRate: 6.5 },
    THIRTY_YEARS,
    {
      homePrice: 250000,
      monthlyRent: 1800,
      mortgageRate: 5.5,
      yearsToAnalyze: 20,
      loanTermYears: 15,
      downPaymentPct: 10,
    },
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
    {
      homePrice: 1e9,
      monthlyRent: 1e6,
      mortgageRate: 12,
      yearsToAnalyze: 25,
      loanTermYears: 0.5,
      closingCostPct: 0,
      sellingCostPct: 0,
    },
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
    expect(centsSum([r.downPayment, r.closingCosts, renterDeposits, r.renterInvestmentGrowth])).toBe(
      r.renterInvestmentsAtEnd,
    );
    expect(centsSum([buyerDeposits, r.buyerInvestmentGrowth])).toBe(r.buyerInvestmentsAtEnd);
    expect(months[months.length - 1]!.renterInvestments).toBe(r.renterInvestmentsAtEnd);
    // The break-even year is the first year end with buying ahead.
    const first = years.find((y) => y.netAdvantageOfBuying > 0);
    expect(r.breakEvenYear).toBe(first ? first.year : null);
  });
});

describe('rent-vs-buy-calculator conventions', () => {
  it('rent rises once a year, at the start of each year', () => {
    const months: MonthRow[] = rentVsBuy({
      homePrice: 300000,
      monthlyRent: 2000,
      mortgageRate: 6,
      yearsToAnalyze: 3,
      schedule: 'monthly',
    }).schedule;
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
    const years: YearRow[] = rentVsBuy({
      homePrice: 250000,
      monthlyRent: 1800,
      mortgageRate: 5.5,
      yearsToAnalyze: 20,
      loanTermYears: 15,
    }).yearlySchedule;
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
