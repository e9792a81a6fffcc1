/**
 * Mortgage: principal and interest as the EMI (r = annualRate / 1200, n = round(tenureYears × 12),
 * payment in arrears), plus the monthly escrow items (property tax on the home price, insurance),
 * PMI, HOA dues, and an optional extra principal payment every month.
 *
 * PMI follows the Homeowners Protection Act (12 U.S.C. 4902) for a fixed-rate loan: charged while
 * the loan is over 80 % of the original value; it terminates automatically when the balance is
 * first *scheduled* (on the initial amortization schedule, whatever the actual payments) to reach
 * 78 % of the original value (§4902(b)), and at the latest at the middle of the term (§4902(c)).
 * The borrower may ask for cancellation earlier, once the *actual* balance reaches 80 % (§4902(a)).
 */
import { MORTGAGE_DEFAULTS, mortgageInputSchema, mortgageOutputSchema, type MortgageInput, type MortgageResult } from '../schemas/mortgage-calculator';
import { amortize, yearlyAmortization, type AmortizationRow } from './amortize';
import { defineCalculator } from './define';
import { precisionWarning } from './exact-cents';
import { formatUsd, fromCents, roundTo, toCents } from './money';

const byDefault = (value: number, defaultValue: number) => (value === defaultValue ? ' (default)' : '');

/** First month (1-based) whose closing balance (integer cents) passes `isAtOrBelow`; the last month if none does. */
function firstMonthAtOrBelow(rows: readonly AmortizationRow[], isAtOrBelow: (balanceC: number) => boolean): number {
  // Row balances are whole cents already, so Math.round recovers them exactly (and cheaper than toCents).
  const row = rows.find((r) => isAtOrBelow(Math.round(r.balance * 100)));
  return row ? row.month : rows.length;
}

type YearRow = NonNullable<MortgageResult['yearlySchedule']>[number];

/** amortize's yearly rows, with the PMI of months 1..pmiMonths paid in each year. */
function yearlyRows(rows: readonly AmortizationRow[], pmiMonthlyC: number, pmiMonths: number): YearRow[] {
  return yearlyAmortization(rows).map((y) => {
    const start = (y.year - 1) * 12;
    const end = Math.min(start + 12, rows.length);
    return { ...y, pmiPaid: fromCents(pmiMonthlyC * Math.max(0, Math.min(end, pmiMonths) - start)) };
  });
}

export const mortgageCalculator = defineCalculator<MortgageInput, MortgageResult>({
  slug: 'mortgage-calculator',
  name: 'Mortgage Calculator',
  category: 'loans',
  description:
    'Monthly mortgage payment with its PITI breakdown (principal and interest, property tax, insurance), PMI and when it ends, ' +
    'HOA dues, total interest, and the months and interest an extra monthly payment saves, with a cent-exact amortization schedule.',
  input: mortgageInputSchema,
  output: mortgageOutputSchema,
  example: {
    homePrice: 400000,
    downPaymentPct: 20,
    annualRate: 6.5,
    tenureYears: 30,
    propertyTaxRate: 1.1,
    insuranceMonthly: 150,
    pmiRate: 0.5,
    hoaMonthly: 0,
    extraMonthlyPayment: 0,
    schedule: 'monthly',
  },
  usesLiveData: false,
  compute(input) {
    const n = Math.round(input.tenureYears * 12);
    const homeC = toCents(input.homePrice);
    const downC = Math.min(homeC, toCents((input.homePrice * input.downPaymentPct) / 100));
    const loanC = homeC - downC;
    const loanAmount = fromCents(loanC);

    const scheduled = amortize(loanAmount, input.annualRate, n);
    const extraC = toCents(input.extraMonthlyPayment);
    const actual = extraC > 0 ? amortize(loanAmount, input.annualRate, n, { extraMonthly: fromCents(extraC) }) : scheduled;

    // PMI while the loan-to-value ratio is over 80 % (integer-cent comparisons: loan / price > 4 / 5).
    const pmiMonthlyC = loanC * 5 > homeC * 4 ? toCents((loanAmount * input.pmiRate) / 1200) : 0;
    let pmiEndsMonth: number | null = null;
    let pmiEndsBy = '';
    let pmiCancelableMonth: number | null = null;
    if (pmiMonthlyC > 0) {
      // §4902(b): the first month whose scheduled balance is at or below 78 % of the original value (balance / price ≤ 39 / 50).
      const at78 = firstMonthAtOrBelow(scheduled.rows, (b) => b * 50 <= homeC * 39);
      // §4902(c): no PMI after the first half of the term.
      const midpoint = Math.ceil(n / 2);
      pmiEndsMonth = Math.min(at78, midpoint, actual.payoffMonths);
      pmiEndsBy =
        pmiEndsMonth === actual.payoffMonths && pmiEndsMonth < Math.min(at78, midpoint)
          ? 'the loan is paid off'
          : at78 <= midpoint
            ? 'the scheduled balance reaches 78% of the home price'
            : 'the middle of the term is reached (the balance is still above 78% of the home price then)';
      const at80 = firstMonthAtOrBelow(actual.rows, (b) => b * 5 <= homeC * 4);
      pmiCancelableMonth = at80 < pmiEndsMonth ? at80 : null;
    }
    const pmiMonths = pmiEndsMonth ?? 0;

    const taxC = toCents((input.homePrice * input.propertyTaxRate) / 1200);
    const insuranceC = toCents(input.insuranceMonthly);
    const hoaC = toCents(input.hoaMonthly);
    const paymentC = toCents(scheduled.payment);

    const assumptions = [
      `${n} monthly payments in arrears at ${input.annualRate}% / 12 per month; payment rounded to cents, interest rounded to cents each month, the final payment absorbs the rounding residue`,
      `Down payment ${input.downPaymentPct}% of the home price${byDefault(input.downPaymentPct, MORTGAGE_DEFAULTS.downPaymentPct)}: ${formatUsd(downC)}; loan ${formatUsd(loanC)}`,
      `Property tax ${input.propertyTaxRate}%/yr of the home price${byDefault(input.propertyTaxRate, MORTGAGE_DEFAULTS.propertyTaxRate)}: ${formatUsd(taxC)}/month`,
      `Home insurance ${formatUsd(insuranceC)}/month${byDefault(input.insuranceMonthly, MORTGAGE_DEFAULTS.insuranceMonthly)}`,
      hoaC > 0 ? `HOA dues ${formatUsd(hoaC)}/month` : `No HOA dues${byDefault(input.hoaMonthly, MORTGAGE_DEFAULTS.hoaMonthly)}`,
    ];
    if (pmiMonthlyC > 0) {
      assumptions.push(
        `PMI ${input.pmiRate}%/yr of the original loan${byDefault(input.pmiRate, MORTGAGE_DEFAULTS.pmiRate)}: ${formatUsd(pmiMonthlyC)}/month, ` +
          'charged because the down payment is under 20%. It ends automatically when the balance is first scheduled to reach 78% of the home price ' +
          '(Homeowners Protection Act, 12 U.S.C. 4902(b), on the original schedule whatever extra is paid) or at the middle of the term (4902(c)), ' +
          `whichever comes first: here after payment ${pmiEndsMonth}, when ${pmiEndsBy}`,
      );
    } else if (loanC * 5 > homeC * 4) {
      assumptions.push(`No PMI charged: the loan is over 80% of the home price, but PMI at ${input.pmiRate}%/yr of the loan comes to $0.00 a month`);
    } else {
      assumptions.push('No PMI: the loan is at most 80% of the home price');
    }
    if (extraC > 0) {
      assumptions.push(
        `Extra principal of ${formatUsd(extraC)} paid with every payment from month 1: the loan is repaid in ${actual.payoffMonths} months instead of ${n}`,
      );
    }

    const warnings: string[] = [];
    // The largest figure reported is the scheduled total of payments (the home price when there is no loan).
    const precision = precisionWarning(Math.max(input.homePrice, scheduled.totalPayment));
    if (precision) warnings.push(precision);
    if (loanC === 0) warnings.push('There is no loan: the down payment covers the whole home price.');
    if (pmiCancelableMonth !== null) {
      warnings.push(
        `The balance reaches 80% of the home price after payment ${pmiCancelableMonth}: from then you may ask the servicer to cancel PMI ` +
          `(12 U.S.C. 4902(a), with a good payment history), ${pmiEndsMonth! - pmiCancelableMonth} months before it ends automatically.`,
      );
    }

    const pmiOf = (month: number) => (month <= pmiMonths ? fromCents(pmiMonthlyC) : 0);
    const schedule = input.schedule;
    return {
      result: {
        loanAmount,
        downPayment: fromCents(downC),
        ltv: homeC > 0 ? roundTo((loanC / homeC) * 100, 2) : 0,
        monthlyPrincipalAndInterest: fromCents(paymentC),
        monthlyPropertyTax: fromCents(taxC),
        monthlyInsurance: fromCents(insuranceC),
        monthlyPmi: fromCents(pmiMonthlyC),
        monthlyHoa: fromCents(hoaC),
        totalMonthlyPayment: fromCents(paymentC + taxC + insuranceC + pmiMonthlyC + hoaC),
        totalInterest: actual.totalInterest,
        totalOfPayments: actual.totalPayment,
        totalPmi: fromCents(pmiMonthlyC * pmiMonths),
        pmiEndsMonth,
        pmiCancelableMonth,
        payoffMonths: actual.payoffMonths,
        ...(extraC > 0
          ? { monthsSaved: n - actual.payoffMonths, interestSaved: fromCents(toCents(scheduled.totalInterest) - toCents(actual.totalInterest)) }
          : {}),
        ...(schedule === 'monthly'
          ? {
              schedule: actual.rows.map(({ month, payment, principal, interest, extra, balance }) => ({
                month,
                payment,
                principal,
                interest,
                extra,
                pmi: pmiOf(month),
                balance,
              })),
            }
          : {}),
        ...(schedule !== 'none' ? { yearlySchedule: yearlyRows(actual.rows, pmiMonthlyC, pmiMonths) } : {}),
      },
      assumptions,
      warnings,
    };
  },
});
