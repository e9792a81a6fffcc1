/**
 * How much house an income affords: the largest whole-dollar price whose first monthly payment meets both ratio
 * limits. The payment at a price is the mortgage calculator's own (`simulateMortgage`, `firstPaymentC`) for the same
 * loan, with the program's financed fee and mortgage insurance (home-loan-programs.ts), so the two calculators never
 * disagree on a payment. The search brackets the answer from a secant guess and halves the bracket: it ends on a price
 * that meets both limits next to one a dollar higher that breaks one, whatever the cent roundings of the payment.
 */
import type { AffordabilityInput } from '../schemas/affordability-calculator';
import type { MortgageInput } from '../schemas/mortgage-calculator';
import type { Cents } from '../schemas/common';
import { defaultDownPaymentPct, FHA_UPFRONT_MIP_PCT, fhaAnnualMipPct, vaFundingFeePct } from './home-loan-programs';
import { homePurchase, percentOfCents } from './money';
import { firstMonthlyPaymentC, firstPaymentC, simulateMortgage, type FinancedLoan } from './mortgage-calculator';

/** The highest price searched, in dollars: past it the answer is reported as this cap, with a warning. */
export const MAX_SEARCHED_PRICE = 1e10;

/** One loan at one price: the mortgage's own figures and the program's. */
export interface LoanAtPrice {
  priceC: number;
  downC: number;
  downPct: number;
  ltvPct: number;
  baseC: number;
  feeC: number;
  feePct: number;
  /** Annual mortgage insurance, percent of the base loan (PMI or FHA MIP) where it is charged; 0 without. */
  insuranceRate: number;
  mortgage: ReturnType<typeof simulateMortgage>;
  paymentC: number;
}

/** The down payment percent applied when none is given in dollars. */
export function downPctOf(input: AffordabilityInput): number {
  return input.downPaymentPct ?? defaultDownPaymentPct(input.loanType);
}

/** The mortgage the affordability question asks about at `price` dollars and `rate` percent, and the program's terms. */
function mortgageAt(input: AffordabilityInput, price: number, rate: number) {
  const priceC = price * 100;
  const byDollars = input.downPayment !== undefined;
  const pct = downPctOf(input);
  const downC = byDollars ? Math.min(priceC, input.downPayment!) : homePurchase(priceC, pct).downC;
  const baseC = priceC - downC;
  const downPct = byDollars ? (priceC > 0 ? (downC / priceC) * 100 : 0) : pct;
  const ltvPct = priceC > 0 ? (byDollars ? (baseC / priceC) * 100 : 100 - pct) : 0;
  let program: FinancedLoan = { financedC: 0, insuranceWhateverTheDown: false };
  let pmiRate = input.pmiRate;
  let feePct = 0;
  if (input.loanType === 'fha') {
    feePct = FHA_UPFRONT_MIP_PCT;
    pmiRate = fhaAnnualMipPct(baseC / 100, ltvPct, input.tenureYears);
    program = { financedC: percentOfCents(baseC, feePct), insuranceWhateverTheDown: true };
  } else if (input.loanType === 'va') {
    feePct = vaFundingFeePct(downPct, input.vaFirstUse, input.vaFeeExempt);
    pmiRate = 0;
    program = { financedC: percentOfCents(baseC, feePct), insuranceWhateverTheDown: false };
  }
  const mortgageInput = {
    homePrice: priceC as Cents,
    // With dollars the mortgage derives the percent (a percent given beside them must agree with them).
    ...(byDollars ? {} : { downPaymentPct: pct }),
    // The down payment at a price below it is the whole price (the mortgage refuses a down payment over the price).
    ...(byDollars ? { downPayment: downC as Cents } : {}),
    annualRate: rate,
    tenureYears: input.tenureYears,
    ...(input.propertyTaxAnnual === undefined
      ? { propertyTaxRate: input.propertyTaxRate }
      : { propertyTaxAnnual: input.propertyTaxAnnual }),
    insuranceMonthly: input.insuranceMonthly,
    pmiRate,
    hoaMonthly: input.hoaMonthly,
    extraMonthlyPayment: 0 as Cents,
    schedule: 'none',
  } satisfies MortgageInput;
  return { mortgageInput, program, priceC, downC, downPct, ltvPct, baseC, feePct, pmiRate };
}

/** The first monthly payment at `price` dollars, in cents: the mortgage calculator's, without its schedule. */
export function paymentAt(input: AffordabilityInput, price: number, rate: number): number {
  const { mortgageInput, program } = mortgageAt(input, price, rate);
  return firstMonthlyPaymentC(mortgageInput, program);
}

/** The loan at `price` dollars and `rate` percent, as the mortgage calculator computes it. */
export function loanAt(input: AffordabilityInput, price: number, rate: number): LoanAtPrice {
  const { mortgageInput, program, pmiRate, ...purchase } = mortgageAt(input, price, rate);
  const mortgage = simulateMortgage(mortgageInput, program);
  return {
    ...purchase,
    feeC: program.financedC,
    insuranceRate: mortgage.pmi.monthlyC > 0 ? pmiRate : 0,
    mortgage,
    paymentC: firstPaymentC(mortgage),
  };
}

/** The ratio limits, percent, and what they allow: the housing payment a month, in (fractional) cents. */
export interface Limits {
  frontEnd: number | null;
  backEnd: number;
  incomeC: number;
  debtsC: number;
}

/** True when a housing payment meets both limits (compared in exact integers: payment × 1200 against income × ratio). */
export function meetsLimits(paymentC: number, l: Limits): boolean {
  const front = l.frontEnd === null || paymentC * 1200 <= l.incomeC * l.frontEnd;
  return front && (paymentC + l.debtsC) * 1200 <= l.incomeC * l.backEnd;
}

/** The largest housing payment both limits allow, in cents (0 when the debts alone break the back end). */
export function allowedPaymentC(l: Limits): number {
  const back = (l.incomeC * l.backEnd) / 1200 - l.debtsC;
  const front = l.frontEnd === null ? Infinity : (l.incomeC * l.frontEnd) / 1200;
  return Math.max(0, Math.min(front, back));
}

/** The answer of a search: the largest price in dollars, and whether the search stopped at its cap. */
export interface Affordable {
  price: number;
  /** False when not even a price of $0 meets the limits (insurance, HOA or the debts alone break one). */
  any: boolean;
  capped: boolean;
}

/** The largest whole-dollar price at `rate` whose payment meets both limits. */
export function largestPrice(input: AffordabilityInput, rate: number, limits: Limits): Affordable {
  const pay = (price: number) => paymentAt(input, price, rate);
  const ok = (price: number) => meetsLimits(pay(price), limits);
  if (!ok(0)) return { price: 0, any: false, capped: false };
  // A secant through two prices guesses the answer (the payment is linear in the price between the steps of PMI, MIP
  // and the VA fee); a second secant near the guess lands within a few dollars; the bracket is then widened by
  // doubling steps and halved to one dollar.
  const secant = (a: number, b: number) => {
    const [pa, pb] = [pay(a), pay(b)];
    const slope = (pb - pa) / (b - a);
    return slope > 0
      ? Math.min(MAX_SEARCHED_PRICE, Math.max(0, Math.floor(a + (allowedPaymentC(limits) - pa) / slope)))
      : MAX_SEARCHED_PRICE;
  };
  const first = secant(100_000, 200_000);
  const guess = first > 2_000 && first < MAX_SEARCHED_PRICE ? secant(first - 1_000, first) : first;
  let lo: number;
  let hi: number;
  let step = 1;
  if (ok(guess)) {
    lo = guess;
    hi = Math.min(MAX_SEARCHED_PRICE, guess + step);
    while (hi < MAX_SEARCHED_PRICE && ok(hi)) {
      lo = hi;
      step *= 2;
      hi = Math.min(MAX_SEARCHED_PRICE, hi + step);
    }
    if (hi === MAX_SEARCHED_PRICE && ok(hi)) return { price: hi, any: true, capped: true };
  } else {
    hi = guess;
    lo = Math.max(0, guess - step);
    while (lo > 0 && !ok(lo)) {
      hi = lo;
      step *= 2;
      lo = Math.max(0, lo - step);
    }
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  return { price: lo, any: true, capped: false };
}
