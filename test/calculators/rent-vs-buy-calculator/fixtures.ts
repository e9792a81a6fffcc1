/** Row shapes and the hand-checked case shared by the rent-vs-buy tests. */
export type YearRow = {
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
export type MonthRow = {
  month: number;
  rent: number;
  ownerCosts: number;
  homeValue: number;
  loanBalance: number;
  buyerInvestments: number;
  renterInvestments: number;
};

/** Case A: every growth rate 0, so each figure can be checked by hand. */
export const HAND = {
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

/** A 30-year stay where rent overtakes owning costs and the buyer invests too (its golden values: golden.test.ts). */
export const THIRTY_YEARS = {
  homePrice: 300000,
  monthlyRent: 1500,
  mortgageRate: 6,
  yearsToAnalyze: 30,
  investmentReturnRate: 7,
  homeAppreciationRate: 4,
  rentIncreaseRate: 3.5,
};
