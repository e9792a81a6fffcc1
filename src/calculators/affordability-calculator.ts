/**
 * Home affordability: the largest price a household's income carries under the lender's two ratio limits (housing
 * payment to gross monthly income, front end; housing payment plus other debts, back end), at the given rate or the
 * current 30-year average, for a conventional, FHA or VA loan. The search and the payment are
 * affordability-search.ts's; this module checks the inputs and says what the answer rests on.
 */
import { ApiError } from '../errors/api-error';
import { CONFORMING_LIMIT_2026, FHA_2026, VA_2026 } from '../reference/home-loan-programs-2026';
import {
  affordabilityInputSchema,
  affordabilitySchemas,
  type AffordabilityInput,
  type AffordabilityResult,
} from '../schemas/affordability-calculator';
import { affordabilityParts } from './affordability-parts';
import {
  allowedPaymentC,
  downPctOf,
  largestPrice,
  loanAt,
  MAX_SEARCHED_PRICE,
  paymentAt,
  type Limits,
} from './affordability-search';
import { defaultNotes } from './default-note';
import { defineCalculator, type BenchmarkValue, type CalcContext } from './define';
import { programRatios } from './home-loan-programs';
import { formatCents, formatUsd, fromCents, percentOfCents, roundPct, roundTo, toCents } from './money';

const byDefault = defaultNotes(affordabilityInputSchema);

/** Used only when the caller gives no rate and the rates store has no 30-year average: a round recent level. */
export const FALLBACK_MORTGAGE_RATE_PCT = 6.5;

interface RateChoice {
  rate: number;
  assumption: string;
  warning?: string;
  asOf?: string;
  meta: Record<string, string | null>;
}

function usable(b: BenchmarkValue | undefined): b is BenchmarkValue {
  return b !== undefined && Number.isFinite(b.value) && b.value > 0 && b.value <= 30;
}

/** The rate: given, else the 30-year average of the rates store (named stale when it is), else the stated fallback. */
function chooseRate(given: number | undefined, context: CalcContext): RateChoice {
  if (given !== undefined) return { rate: given, assumption: `Rate ${given}% (given)`, meta: {} };
  const m30 = context.mortgage30y;
  if (usable(m30)) {
    const meta = { rate_source: m30.source, rate_as_of: m30.asOf };
    const words = `the 30-year fixed mortgage average (Freddie Mac PMMS) of ${m30.asOf} in the rates store (source ${m30.source})`;
    return {
      rate: m30.value,
      asOf: m30.asOf,
      assumption: `Rate ${m30.value}%: ${words}, used because no annualRate was given`,
      ...(m30.stale
        ? {
            warning: `The 30-year average used (${m30.value}%, as of ${m30.asOf}) is stale: newer figures could not be fetched; pass annualRate to use your own`,
          }
        : {}),
      meta,
    };
  }
  return {
    rate: FALLBACK_MORTGAGE_RATE_PCT,
    assumption: `Rate ${FALLBACK_MORTGAGE_RATE_PCT}% (stated fallback: no 30-year average was available)`,
    warning: `No 30-year mortgage average was available: ${FALLBACK_MORTGAGE_RATE_PCT}% assumed; pass annualRate to use your own`,
    meta: { rate_source: 'default', rate_as_of: null },
  };
}

/** Inputs given in two forms that the unknown price cannot reconcile: a 422 naming both. */
function refuseBothForms(input: AffordabilityInput): void {
  const both = (a: string, b: string) =>
    ApiError.invalidInput([
      {
        path: `/${a}`,
        code: 'conflict',
        message: `give ${a} or ${b}, not both (the price they would have to agree at is the unknown)`,
      },
      {
        path: `/${b}`,
        code: 'conflict',
        message: `give ${a} or ${b}, not both (the price they would have to agree at is the unknown)`,
      },
    ]);
  if (input.downPayment !== undefined && input.downPaymentPct !== undefined)
    throw both('downPayment', 'downPaymentPct');
  const taxDefault = (affordabilityInputSchema.properties.propertyTaxRate as { default: number }).default;
  if (input.propertyTaxAnnual !== undefined && input.propertyTaxRate !== taxDefault)
    throw both('propertyTaxAnnual', 'propertyTaxRate');
}

function limitsOf(input: AffordabilityInput): Limits {
  const program = programRatios(input.loanType);
  return {
    frontEnd: input.loanType === 'va' ? (input.frontEndRatio ?? null) : (input.frontEndRatio ?? program.frontEnd),
    backEnd: input.backEndRatio ?? program.backEnd,
    incomeC: input.annualIncome,
    debtsC: input.monthlyDebts,
  };
}

/** The rates of `byRate`: a point lower (not below 0), the rate, a point higher. */
const neighbours = (rate: number) => [Math.max(0, roundTo(rate - 1, 6)), rate, roundTo(rate + 1, 6)];

function programAssumptions(input: AffordabilityInput, limits: Limits): string[] {
  const ratios =
    `Ratio limits: housing payment at most ${limits.frontEnd === null ? 'no set share (VA sets no front-end limit)' : `${limits.frontEnd}%`} ` +
    `of gross monthly income, housing plus other debts at most ${limits.backEnd}%` +
    (input.frontEndRatio === undefined && input.backEndRatio === undefined
      ? input.loanType === 'fha'
        ? ' (FHA: 31/43, the ratios HUD Handbook 4000.1 approves without compensating factors)'
        : input.loanType === 'va'
          ? ' (VA: 41 %, 38 CFR 36.4340(d))'
          : ' (conventional: 28/36, the ratios most lenders quote)'
      : '');
  const words = [ratios];
  if (input.loanType === 'fha') {
    words.push(
      `FHA mortgage insurance (${FHA_2026.source}): upfront premium ${FHA_2026.upfrontMipPct}% of the base loan, financed; ` +
        "annual premium by term, base loan (over $726,200 or not) and loan-to-value, charged monthly on the base loan (HUD charges it on the year's average balance: the first payment is shown)",
      "FHA's own county loan limits are not modelled",
    );
  } else if (input.loanType === 'va') {
    words.push(
      input.vaFeeExempt
        ? 'No VA funding fee (exempt)'
        : `VA funding fee by down payment, ${input.vaFirstUse ? 'first use' : 'after first use'} (${VA_2026.source}), financed into the loan`,
      "VA's residual-income test (38 CFR 36.4340(e)) is not modelled; VA loans carry no mortgage insurance",
    );
  } else {
    words.push(
      `PMI ${input.pmiRate}%/yr of the loan while the down payment is under 20%${byDefault('pmiRate', input.pmiRate)}`,
    );
  }
  return words;
}

export const affordabilityCalculator = defineCalculator<AffordabilityInput, AffordabilityResult>(
  'affordability-calculator',
  {
    schemas: affordabilitySchemas,
    parts: affordabilityParts,
    usesLiveData: true,
    compute(input, context) {
      refuseBothForms(input);
      const rate = chooseRate(input.annualRate, context);
      const limits = limitsOf(input);
      const found = largestPrice(input, rate.rate, limits);
      const loan = loanAt(input, found.price, rate.rate);
      const m = loan.mortgage;
      const monthlyIncomeC = toCents(fromCents(input.annualIncome) / 12);
      const ratio = (paymentC: number) => roundPct((paymentC * 1200) / input.annualIncome);
      const frontAllowance = limits.frontEnd === null ? Infinity : (input.annualIncome * limits.frontEnd) / 1200;
      const backAllowance = (input.annualIncome * limits.backEnd) / 1200 - input.monthlyDebts;
      const closingC = percentOfCents(loan.priceC, input.closingCostPct);
      const warnings: string[] = [];
      if (rate.warning) warnings.push(rate.warning);
      if (!found.any)
        warnings.push(
          'No price meets the limits: insurance and HOA dues alone, or the other debts, already take the share of income the limits allow',
        );
      if (found.capped)
        warnings.push(`The limits allow more than ${formatUsd(MAX_SEARCHED_PRICE)}; the answer stops there`);
      if (input.loanType === 'fha' && loan.priceC > 0 && loan.downPct < FHA_2026.minDownPaymentPct)
        warnings.push(
          `FHA requires at least ${FHA_2026.minDownPaymentPct}% down (maximum loan-to-value 96.5% at a credit score of 580 or more); this down payment is ${roundPct(loan.downPct)}%`,
        );
      const loanDollars = fromCents(loan.baseC + loan.feeC);
      if (loanDollars > CONFORMING_LIMIT_2026.baseline)
        warnings.push(
          `The loan (${formatUsd(loanDollars)}) is above FHFA's 2026 baseline conforming limit of ${formatUsd(CONFORMING_LIMIT_2026.baseline)}: ` +
            `outside high-cost areas it is a jumbo loan, whose rates and requirements differ. High-cost county limits (up to ${formatUsd(CONFORMING_LIMIT_2026.highCostCeiling)}) are not modelled`,
        );
      const byRate = neighbours(rate.rate).map((r) => {
        const price = r === rate.rate ? found.price : largestPrice(input, r, limits).price;
        return {
          annualRate: roundPct(r),
          maxHomePrice: price,
          totalMonthlyPayment: fromCents(paymentAt(input, price, r)),
        };
      });
      const downWords =
        input.downPayment !== undefined
          ? `Down payment ${formatCents(input.downPayment)} (given)`
          : `Down payment ${downPctOf(input)}% of the price${input.downPaymentPct === undefined ? ` (the ${input.loanType} default)` : ''}`;
      return {
        result: {
          maxHomePrice: fromCents(loan.priceC),
          maxLoanAmount: fromCents(loan.baseC + loan.feeC),
          baseLoanAmount: fromCents(loan.baseC),
          financedFee: fromCents(loan.feeC),
          downPayment: fromCents(loan.downC),
          downPaymentPct: roundPct(loan.downPct),
          loanToValuePct: roundPct(loan.ltvPct),
          annualRate: roundPct(rate.rate),
          mortgageInsuranceRate: roundPct(loan.insuranceRate),
          monthlyPrincipalAndInterest: fromCents(m.scheduled.paymentC),
          monthlyPropertyTax: fromCents(m.taxC),
          monthlyInsurance: fromCents(m.insuranceC),
          monthlyMortgageInsurance: fromCents(m.pmi.monthlyC),
          monthlyHoa: fromCents(m.hoaC),
          totalMonthlyPayment: fromCents(loan.paymentC),
          monthlyIncome: fromCents(monthlyIncomeC),
          frontEndRatio: ratio(loan.paymentC),
          backEndRatio: ratio(loan.paymentC + input.monthlyDebts),
          frontEndLimit: limits.frontEnd === null ? null : roundPct(limits.frontEnd),
          backEndLimit: roundPct(limits.backEnd),
          bindingLimit: frontAllowance <= backAllowance ? 'frontEnd' : 'backEnd',
          maxHousingPayment: fromCents(Math.floor(allowedPaymentC(limits))),
          closingCosts: fromCents(closingC),
          cashToClose: fromCents(loan.downC + closingC),
          conformingLimit: CONFORMING_LIMIT_2026.baseline,
          byRate,
          payoffMonths: m.n,
        },
        assumptions: [
          rate.assumption,
          `${downWords}; ${Math.round(input.tenureYears * 12)} monthly payments`,
          input.propertyTaxAnnual === undefined
            ? `Property tax ${input.propertyTaxRate}%/yr of the price${byDefault('propertyTaxRate', input.propertyTaxRate)}`
            : `Property tax ${formatCents(input.propertyTaxAnnual)}/yr (given)`,
          `Home insurance ${formatCents(input.insuranceMonthly)}/month${byDefault('insuranceMonthly', input.insuranceMonthly)}; HOA dues ${formatCents(input.hoaMonthly)}/month`,
          ...programAssumptions(input, limits),
          "The payment at a price is the mortgage calculator's first monthly payment for the same loan (principal and interest, tax, insurance, mortgage insurance, HOA)",
          `Closing costs ${input.closingCostPct}% of the price${byDefault('closingCostPct', input.closingCostPct)}, paid in cash with the down payment`,
        ],
        warnings,
        meta: rate.meta,
        ...(rate.asOf === undefined ? {} : { ratesUsed: [rate.asOf] }),
      };
    },
  },
);
