/**
 * Mortgage: principal and interest as the EMI (r = annualRate / (100 × payments a year), n = round(tenureYears ×
 * payments a year), payment in arrears; monthly unless paymentFrequency says otherwise), plus the escrow items
 * (property tax on the home price, insurance), PMI, HOA dues, each per payment, and optional extra principal and
 * lump sums (loan-schedule.ts).
 *
 * PMI (its start, end and cancellation under the Homeowners Protection Act) is pmi.ts's, shared with rent vs buy.
 */
import { ApiError } from '../errors/api-error';
import {
  mortgageInputSchema,
  mortgageSchemas,
  type MortgageInput,
  type MortgageResult,
} from '../schemas/mortgage-calculator';
import { levelPaymentCents, paymentRoundingWarnings, yearlyAmortization, yearlyRowDollars } from './amortize';
import { defaultNotes } from './default-note';
import { defineCalculator } from './define';
import { mortgageParts } from './mortgage-parts';
import { precisionWarnings } from './exact-cents';
import { perPaymentPercentOfCents, pmiAssumption, pmiOf, pmiRequired } from './pmi';
import { loanResult, loanTermsWarnings } from './loan-result';
import { dateOf, loanTermsAssumptions, payoffYears, scheduleLoan, usesLoanTerms } from './loan-schedule';
import { formatCents, fromCents, homePurchase, percentOfCents, roundPct, toCents } from './money';
import { FREQUENCIES, yearOf } from './payment-dates';

const byDefault = defaultNotes(mortgageInputSchema);

/** A monthly amount in cents, per payment at `perYear` payments a year. */
function perPaymentOfMonthlyC(monthlyC: number, perYear: number): number {
  return perYear === 12 ? monthlyC : toCents((fromCents(monthlyC) * 12) / perYear);
}

/** A 422 naming both forms of one input that disagree. */
function disagreement(a: string, b: string, detail: string): ApiError {
  return ApiError.invalidInput([
    { path: `/${a}`, code: 'conflict', message: `disagrees with ${b}: ${detail}; give one of them` },
    { path: `/${b}`, code: 'conflict', message: `disagrees with ${a}: ${detail}; give one of them` },
  ]);
}

/**
 * The percent inputs that the dollar inputs set instead (`x-derived-from`): absent when the dollars were sent and
 * the percent was not (its default then does not apply, validate.ts), else as sent or by default.
 */
function downPaymentPctOf(input: MortgageInput): number {
  return input.downPaymentPct ?? byDefaultValue('downPaymentPct');
}
function propertyTaxRateOf(input: MortgageInput): number {
  return input.propertyTaxRate ?? byDefaultValue('propertyTaxRate');
}

/**
 * The down payment in cents and the loan, from downPaymentPct or from downPayment in dollars. A downPaymentPct sent
 * with the dollars must agree with them to the cent (whatever its value, the default's included).
 */
function downPaymentOf(input: MortgageInput, homeC: number) {
  if (input.downPayment === undefined)
    return { ...homePurchase(homeC, downPaymentPctOf(input)), pct: downPaymentPctOf(input) };
  if (input.downPayment > homeC) {
    throw ApiError.invalidInput([
      {
        path: '/downPayment',
        code: 'maximum',
        message: `must be at most the home price, ${formatCents(homeC)} (it is ${formatCents(input.downPayment)})`,
      },
    ]);
  }
  const downC = input.downPayment;
  const pctC = input.downPaymentPct === undefined ? downC : percentOfCents(homeC, input.downPaymentPct);
  if (Math.abs(pctC - downC) > 1) {
    throw disagreement(
      'downPaymentPct',
      'downPayment',
      `${input.downPaymentPct}% of the home price is ${formatCents(pctC)}, not ${formatCents(input.downPayment)}`,
    );
  }
  return { downC, loanC: homeC - downC, pct: homeC > 0 ? (downC / homeC) * 100 : 0 };
}

/** The annual property tax in cents, from propertyTaxRate or propertyTaxAnnual in dollars (a rate sent with them must agree). */
function annualTaxOf(input: MortgageInput, homeC: number): number | undefined {
  if (input.propertyTaxAnnual === undefined) return undefined;
  if (input.propertyTaxRate === undefined) return input.propertyTaxAnnual;
  const fromRateC = percentOfCents(homeC, input.propertyTaxRate);
  if (Math.abs(fromRateC - input.propertyTaxAnnual) > 1) {
    throw disagreement(
      'propertyTaxRate',
      'propertyTaxAnnual',
      `${input.propertyTaxRate}% of the home price is ${formatCents(fromRateC)}/yr, not ${formatCents(input.propertyTaxAnnual)}`,
    );
  }
  return input.propertyTaxAnnual;
}

function byDefaultValue(key: 'downPaymentPct' | 'propertyTaxRate'): number {
  return (mortgageInputSchema.properties[key] as { default: number }).default;
}

/** The extra principal per payment: extraPayment, or the monthly loan's extraMonthlyPayment (not both). */
function extraOf(input: MortgageInput): number | undefined {
  const monthlyExtra = input.extraMonthlyPayment;
  if (monthlyExtra > 0 && (input.paymentFrequency ?? 'monthly') !== 'monthly') {
    throw ApiError.invalidInput([
      {
        path: '/extraMonthlyPayment',
        code: 'frequency',
        message: `applies to monthly payments only; use extraPayment with ${input.paymentFrequency} payments`,
      },
    ]);
  }
  if (monthlyExtra > 0 && input.extraPayment !== undefined && input.extraPayment !== monthlyExtra) {
    throw disagreement('extraMonthlyPayment', 'extraPayment', 'two different extra payments');
  }
  return input.extraPayment ?? (monthlyExtra > 0 ? monthlyExtra : undefined);
}

/**
 * What a government-backed loan changes in the mortgage (the affordability calculator's FHA and VA loans): a fee
 * financed into the loan (FHA's upfront premium, VA's funding fee), and mortgage insurance charged at `pmiRate` of the
 * base loan whatever the down payment (FHA's annual premium).
 */
export interface FinancedLoan {
  financedC: number;
  insuranceWhateverTheDown: boolean;
}

const PLAIN_LOAN: FinancedLoan = { financedC: 0, insuranceWhateverTheDown: false };

/**
 * The home purchase and the escrow items of a mortgage at `perYear` payments a year, in integer cents: the down
 * payment and the loan, the property tax, insurance and HOA per payment, and whether PMI is charged.
 */
function purchaseOf(input: MortgageInput, program: FinancedLoan, perYear: number) {
  const homeC = input.homePrice;
  const { downC, loanC, pct } = downPaymentOf(input, homeC);
  const annualTaxC = annualTaxOf(input, homeC);
  const required = program.insuranceWhateverTheDown
    ? loanC > 0
    : pmiRequired(homeC, loanC, input.downPayment === undefined ? downPaymentPctOf(input) : undefined);
  return {
    homeC,
    downC,
    downPct: pct,
    loanC,
    required,
    annualTaxC: annualTaxC ?? percentOfCents(homeC, propertyTaxRateOf(input)),
    taxC:
      annualTaxC === undefined
        ? perPaymentPercentOfCents(homeC, propertyTaxRateOf(input), perYear)
        : toCents(fromCents(annualTaxC) / perYear),
    insuranceC: perPaymentOfMonthlyC(input.insuranceMonthly, perYear),
    hoaC: perPaymentOfMonthlyC(input.hoaMonthly, perYear),
  };
}

/**
 * The first required payment of a monthly mortgage in cents, without building its schedule: what `totalPerPayment`
 * reports (principal and interest as amortize.ts rounds it, tax, insurance, PMI, HOA). The affordability calculator
 * searches prices with it; a test holds it to `firstPaymentC(simulateMortgage(…))`.
 */
export function firstMonthlyPaymentC(input: MortgageInput, program: FinancedLoan = PLAIN_LOAN): number {
  const p = purchaseOf(input, program, 12);
  const principalAndInterestC = levelPaymentCents(
    p.loanC + program.financedC,
    input.annualRate / (100 * 12),
    Math.round(input.tenureYears * 12),
  );
  const pmiC = p.required ? perPaymentPercentOfCents(p.loanC, input.pmiRate, 12) : 0;
  return principalAndInterestC + p.taxC + p.insuranceC + pmiC + p.hoaC;
}

/** Everything the result, the assumptions and the warnings are made of, in integer cents. */
export function simulateMortgage(input: MortgageInput, program: FinancedLoan = PLAIN_LOAN) {
  const extended =
    usesLoanTerms(input) ||
    input.fees !== undefined ||
    input.points !== undefined ||
    input.downPayment !== undefined ||
    input.propertyTaxAnnual !== undefined;
  const p = purchaseOf(input, program, FREQUENCIES[input.paymentFrequency ?? 'monthly'].perYear);
  const extraPayment = extraOf(input);
  const loan = scheduleLoan(p.loanC + program.financedC, {
    ...input,
    ...(extraPayment === undefined ? {} : { extraPayment }),
  });
  return {
    ...p,
    extended,
    n: loan.n,
    extraC: loan.extraC,
    loan,
    scheduled: loan.base,
    actual: loan.actual,
    pmi: pmiOf(input.pmiRate, p.homeC, p.loanC, p.required, loan),
  };
}

type Mortgage = ReturnType<typeof simulateMortgage>;

/** The first required payment in cents (the result's `totalPerPayment`): principal and interest, tax, insurance, PMI, HOA. */
export function firstPaymentC(m: Mortgage): number {
  return m.scheduled.paymentC + m.taxC + m.insuranceC + m.pmi.monthlyC + m.hoaC;
}

function mortgageAssumptions(input: MortgageInput, m: Mortgage): string[] {
  const { pmi, loan } = m;
  const monthly = loan.frequency === 'monthly';
  const per = monthly ? 'month' : 'payment';
  const downWords =
    input.downPayment === undefined
      ? `Down payment ${downPaymentPctOf(input)}% of the home price${byDefault('downPaymentPct', downPaymentPctOf(input))}: ${formatCents(m.downC)}`
      : `Down payment ${formatCents(m.downC)} (${roundPct(m.downPct)}% of the home price)`;
  const taxWords =
    input.propertyTaxAnnual === undefined
      ? `Property tax ${propertyTaxRateOf(input)}%/yr of the home price${byDefault('propertyTaxRate', propertyTaxRateOf(input))}: ${formatCents(m.taxC)}/${per}`
      : `Property tax ${formatCents(m.annualTaxC)}/yr: ${formatCents(m.taxC)}/${per}`;
  const assumptions = [
    loan.terms.monthlyDivisor
      ? `Payments in arrears at ${input.annualRate}% / ${loan.terms.perYear} per payment; interest rounded to cents each payment, the final payment clears the balance`
      : `${m.n} ${monthly ? 'monthly' : loan.terms.words} payments in arrears at ${input.annualRate}% / ${loan.terms.perYear} per ${per}; payment rounded to a whole cent (down or up, whichever schedule ends closer to the term), ` +
        `interest rounded to cents each ${per}, the final payment clears the balance left by the rounding`,
    `${downWords}; loan ${formatCents(m.loanC)}`,
    taxWords,
    `Home insurance ${formatCents(m.insuranceC)}/${per}${byDefault('insuranceMonthly', input.insuranceMonthly)}`,
    m.hoaC > 0 ? `HOA dues ${formatCents(m.hoaC)}/${per}` : `No HOA dues${byDefault('hoaMonthly', input.hoaMonthly)}`,
  ];
  assumptions.push(
    pmiAssumption(
      input.pmiRate,
      pmi,
      per,
      byDefault('pmiRate', input.pmiRate),
      loan.days && pmi.endsMonth ? ` (${dateOf(loan, pmi.endsMonth)})` : '',
    ),
  );
  if (!m.extended && m.extraC > 0) {
    assumptions.push(
      `Extra principal of ${formatCents(m.extraC)} paid with every payment from month 1: the loan is repaid in ${m.actual.payoffMonths} months instead of ${m.scheduled.payoffMonths}`,
    );
  }
  if (m.extended) assumptions.push(...loanTermsAssumptions(loan));
  return assumptions;
}

function mortgageWarnings(m: Mortgage): string[] {
  const warnings = m.loan.terms.monthlyDivisor ? [] : paymentRoundingWarnings(m.scheduled);
  // The largest figure reported is the scheduled total of payments (the home price when there is no loan).
  warnings.push(...precisionWarnings(fromCents(Math.max(m.homeC, m.scheduled.totalPaymentC))));
  warnings.push(...loanTermsWarnings(m.loan));
  return warnings;
}

/** Information that needs no action: no loan at all, and when PMI may be cancelled on request. */
function mortgageNotes(m: Mortgage): string[] {
  const notes: string[] = [];
  if (m.loanC === 0) notes.push('There is no loan: the down payment covers the whole home price.');
  const { cancelableMonth, endsMonth } = m.pmi;
  if (cancelableMonth !== null && endsMonth !== null) {
    const months = m.loan.frequency === 'monthly' ? 'months' : 'payments';
    notes.push(
      `The balance reaches 80% of the home price after payment ${cancelableMonth}: from then you may ask the servicer to cancel PMI ` +
        `(12 U.S.C. 4902(a), with a good payment history), ${endsMonth - cancelableMonth} ${months} before it ends automatically.`,
    );
  }
  return notes;
}

type YearRow = NonNullable<MortgageResult['yearlySchedule']>[number];

/** The yearly rows, with the PMI of payments 1..pmiMonths paid in each year. */
function yearlyRows(m: Mortgage, pmiMonths: number): YearRow[] {
  const { rows } = m.actual;
  const { days, terms } = m.loan;
  let start = 0;
  return yearlyAmortization(rows, terms.perYear, days).map((y) => {
    let end = start;
    while (end < rows.length && (days ? yearOf(days[end]!) === y.year : end - start < terms.perYear)) end++;
    const paid = Math.max(0, Math.min(end, pmiMonths) - start);
    start = end;
    return { ...yearlyRowDollars(y), pmiPaid: fromCents(m.pmi.monthlyC * paid) };
  });
}

export const mortgageCalculator = defineCalculator<MortgageInput, MortgageResult>('mortgage-calculator', {
  parts: mortgageParts,
  schemas: mortgageSchemas,
  compute(input) {
    const m = simulateMortgage(input);
    const { scheduled, actual, pmi, loan } = m;
    const pmiMonths = pmi.endsMonth ?? 0;
    const schedule = input.schedule;
    const rows = schedule === 'monthly' || schedule === 'payments';
    const feesC =
      input.fees === undefined && input.points === undefined
        ? undefined
        : (input.fees ?? 0) + (input.points === undefined ? 0 : percentOfCents(m.loanC, input.points));
    const perPayment = {
      principalAndInterest: fromCents(scheduled.paymentC),
      propertyTax: fromCents(m.taxC),
      insurance: fromCents(m.insuranceC),
      pmi: fromCents(pmi.monthlyC),
      hoa: fromCents(m.hoaC),
      total: fromCents(firstPaymentC(m)),
    };
    return {
      result: {
        loanAmount: fromCents(m.loanC),
        downPayment: fromCents(m.downC),
        loanToValuePct:
          m.homeC === 0
            ? 0
            : roundPct(input.downPayment === undefined ? 100 - downPaymentPctOf(input) : (m.loanC / m.homeC) * 100),
        principalAndInterestPerPayment: perPayment.principalAndInterest,
        propertyTaxPerPayment: perPayment.propertyTax,
        insurancePerPayment: perPayment.insurance,
        pmiPerPayment: perPayment.pmi,
        hoaPerPayment: perPayment.hoa,
        totalPerPayment: perPayment.total,
        totalInterest: fromCents(actual.totalInterestC),
        totalOfPayments: fromCents(actual.totalPaymentC),
        totalPmi: fromCents(pmi.monthlyC * pmiMonths),
        pmiEndsPayment: pmi.endsMonth,
        pmiCancelablePayment: pmi.cancelableMonth,
        numberOfPayments: actual.payoffMonths,
        payoffYears: payoffYears(loan),
        // The names these had when every payment was monthly, kept with the same values (deprecated).
        monthlyPrincipalAndInterest: perPayment.principalAndInterest,
        monthlyPropertyTax: perPayment.propertyTax,
        monthlyInsurance: perPayment.insurance,
        monthlyPmi: perPayment.pmi,
        monthlyHoa: perPayment.hoa,
        totalMonthlyPayment: perPayment.total,
        pmiEndsMonth: pmi.endsMonth,
        pmiCancelableMonth: pmi.cancelableMonth,
        payoffMonths: actual.payoffMonths,
        ...(!m.extended && m.extraC > 0
          ? {
              monthsSaved: scheduled.payoffMonths - actual.payoffMonths,
              interestSaved: fromCents(scheduled.totalInterestC - actual.totalInterestC),
            }
          : {}),
        ...(m.extended
          ? {
              downPaymentPct: roundPct(m.downPct),
              propertyTaxAnnual: fromCents(m.annualTaxC),
              propertyTaxRate: m.homeC === 0 ? 0 : roundPct((m.annualTaxC / m.homeC) * 100),
              ...(loan.days && pmi.endsMonth ? { pmiEndsDate: dateOf(loan, pmi.endsMonth)! } : {}),
              ...(loan.days && pmi.cancelableMonth ? { pmiCancelableDate: dateOf(loan, pmi.cancelableMonth)! } : {}),
              ...loanResult(loan, m.loanC, {
                frequencyGiven: input.paymentFrequency !== undefined,
                ...(feesC === undefined ? {} : { feesC, feesPath: input.fees === undefined ? '/points' : '/fees' }),
                // §1026.4(b)(5): mortgage insurance premiums are finance charges, paid with the scheduled payments.
                chargeOf: (k) => (k <= pmi.scheduledEnd ? pmi.monthlyC : 0),
              }),
            }
          : {}),
        ...(rows
          ? {
              schedule: actual.rows.map((row) => ({
                paymentNumber: row.month,
                month: row.month,
                ...(loan.days ? { date: dateOf(loan, row.month)! } : {}),
                payment: fromCents(row.paymentC),
                principal: fromCents(row.principalC),
                interest: fromCents(row.interestC),
                extra: fromCents(row.extraC),
                pmi: row.month <= pmiMonths ? fromCents(pmi.monthlyC) : 0,
                balance: fromCents(row.balanceC),
              })),
            }
          : {}),
        ...(schedule !== 'none' ? { yearlySchedule: yearlyRows(m, pmiMonths) } : {}),
      },
      assumptions: mortgageAssumptions(input, m),
      warnings: mortgageWarnings(m),
      notes: mortgageNotes(m),
      derivedInputs: {
        ...(input.downPayment !== undefined && input.downPaymentPct === undefined
          ? { downPaymentPct: roundPct(m.downPct) }
          : {}),
        ...(input.propertyTaxAnnual !== undefined && input.propertyTaxRate === undefined
          ? { propertyTaxRate: m.homeC === 0 ? 0 : roundPct((m.annualTaxC / m.homeC) * 100) }
          : {}),
      },
    };
  },
});
