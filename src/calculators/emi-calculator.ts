/**
 * EMI (equated instalment) of a level-payment loan.
 * r = annualRate / (100 × payments a year), n = round(tenureYears × payments a year), EMI = P·r / (1 − (1+r)^−n);
 * r = 0 → P / n. Monthly unless paymentFrequency says otherwise; dates, prepayments and the APR with fees come from
 * loan-schedule.ts. The EMI is a whole number of cents chosen so the schedule ends as close to n payments as it can
 * (amortize.ts).
 */
import { emiSchemas, type EmiInput, type EmiResult } from '../schemas/emi-calculator';
import { monthlyRowDollars, paymentRoundingWarnings, yearlyAmortization, yearlyRowDollars } from './amortize';
import { defineCalculator } from './define';
import { emiParts } from './emi-parts';
import { precisionWarnings } from './exact-cents';
import { loanResult, loanRowDollars, loanTermsWarnings } from './loan-result';
import { loanTermsAssumptions, payoffYears, scheduleLoan, usesLoanTerms } from './loan-schedule';
import { fromCents } from './money';

export const emiCalculator = defineCalculator<EmiInput, EmiResult>('emi-calculator', {
  parts: emiParts,
  schemas: emiSchemas,
  compute(input) {
    const loan = scheduleLoan(input.principal, input);
    const { base, actual, terms } = loan;
    const extended = usesLoanTerms(input) || input.fees !== undefined;
    const schedule = input.schedule;
    const rows = schedule === 'monthly' || schedule === 'payments';
    const perPayment = loan.frequency === 'monthly' ? 'month' : 'payment';
    return {
      result: {
        emi: fromCents(base.paymentC),
        principalAndInterestPerPayment: fromCents(base.paymentC),
        totalPerPayment: fromCents(base.paymentC),
        totalPayment: fromCents(actual.totalPaymentC),
        totalInterest: fromCents(actual.totalInterestC),
        numberOfPayments: actual.payoffMonths,
        payoffYears: payoffYears(loan),
        finalPayment: fromCents(actual.finalPaymentC),
        ...(extended
          ? loanResult(loan, input.principal, {
              frequencyGiven: input.paymentFrequency !== undefined,
              ...(input.fees !== undefined ? { feesC: input.fees } : {}),
            })
          : {}),
        ...(rows
          ? {
              schedule: extended ? actual.rows.map((r) => loanRowDollars(loan, r)) : actual.rows.map(monthlyRowDollars),
            }
          : {}),
        ...(schedule !== 'none'
          ? { yearlySchedule: yearlyAmortization(actual.rows, terms.perYear, loan.days).map(yearlyRowDollars) }
          : {}),
      },
      assumptions: [
        terms.monthlyDivisor
          ? `Payments in arrears at ${input.annualRate}% / ${terms.perYear} per payment`
          : `${loan.n} ${loan.frequency === 'monthly' ? 'monthly' : terms.words} payments in arrears at ${input.annualRate}% / ${terms.perYear} per ${perPayment}`,
        `Payment rounded to a whole cent (the rounding, down or up, whose schedule ends closer to the term); interest rounded to cents each ${perPayment}; ` +
          'the final payment clears the balance left by the rounding',
        ...loanTermsAssumptions(loan),
      ],
      warnings: [
        ...(terms.monthlyDivisor ? [] : paymentRoundingWarnings(base)),
        ...loanTermsWarnings(loan),
        ...precisionWarnings(fromCents(Math.max(actual.totalPaymentC, base.totalPaymentC))),
      ],
    };
  },
});
