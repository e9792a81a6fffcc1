/**
 * EMI (equated monthly instalment) of a level-payment loan.
 * r = annualRate / 1200, n = round(tenureYears × 12), EMI = P·r / (1 − (1+r)^−n); r = 0 → P / n.
 * The EMI is a whole number of cents chosen so the schedule ends as close to n payments as it can (amortize.ts).
 */
import { emiSchemas, type EmiInput, type EmiResult } from '../schemas/emi-calculator';
import { amortize, monthlyRowDollars, paymentRoundingWarnings, yearlyAmortization, yearlyRowDollars } from './amortize';
import { defineCalculator } from './define';
import { precisionWarnings } from './exact-cents';
import { fromCents } from './money';

export const emiCalculator = defineCalculator<EmiInput, EmiResult>('emi-calculator', {
  schemas: emiSchemas,
  compute(input) {
    const n = Math.round(input.tenureYears * 12);
    const schedule = input.schedule;
    const loan = amortize(input.principal, input.annualRate, n, { rows: schedule !== 'none' });
    return {
      result: {
        emi: fromCents(loan.paymentC),
        totalPayment: fromCents(loan.totalPaymentC),
        totalInterest: fromCents(loan.totalInterestC),
        numberOfPayments: loan.payoffMonths,
        finalPayment: fromCents(loan.finalPaymentC),
        ...(schedule === 'monthly' ? { schedule: loan.rows.map(monthlyRowDollars) } : {}),
        ...(schedule !== 'none' ? { yearlySchedule: yearlyAmortization(loan.rows).map(yearlyRowDollars) } : {}),
      },
      assumptions: [
        `${n} monthly payments in arrears at ${input.annualRate}% / 12 per month`,
        'Payment rounded to a whole cent (the rounding, down or up, whose schedule ends closer to the term); interest rounded to cents each month; ' +
          'the final payment clears the balance left by the rounding',
      ],
      warnings: [...paymentRoundingWarnings(loan), ...precisionWarnings(fromCents(loan.totalPaymentC))],
    };
  },
});
