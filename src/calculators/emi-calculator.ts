/**
 * EMI (equated monthly instalment) of a level-payment loan.
 * r = annualRate / 1200, n = round(tenureYears × 12), EMI = P·r / (1 − (1+r)^−n); r = 0 → P / n.
 */
import { emiInputSchema, emiOutputSchema, type EmiInput, type EmiResult } from '../schemas/emi-calculator';
import { amortize, yearlyAmortization } from './amortize';
import { defineCalculator } from './define';

export const emiCalculator = defineCalculator<EmiInput, EmiResult>({
  slug: 'emi-calculator',
  name: 'EMI Calculator',
  category: 'loans',
  description:
    'Monthly instalment (EMI), total payment and total interest of a fixed-rate loan, with a cent-exact amortization schedule whose rows sum to the totals.',
  input: emiInputSchema,
  output: emiOutputSchema,
  example: { principal: 500000, annualRate: 8.5, tenureYears: 20, schedule: 'monthly' },
  usesLiveData: false,
  compute(input) {
    const n = Math.round(input.tenureYears * 12);
    const loan = amortize(input.principal, input.annualRate, n);
    const schedule = input.schedule;
    return {
      result: {
        emi: loan.payment,
        totalPayment: loan.totalPayment,
        totalInterest: loan.totalInterest,
        numberOfPayments: n,
        finalPayment: loan.finalPayment,
        ...(schedule === 'monthly'
          ? { schedule: loan.rows.map(({ month, payment, principal, interest, balance }) => ({ month, payment, principal, interest, balance })) }
          : {}),
        ...(schedule !== 'none' ? { yearlySchedule: yearlyAmortization(loan.rows) } : {}),
      },
      assumptions: [
        `${n} monthly payments in arrears at ${input.annualRate}% / 12 per month`,
        'Payment rounded to cents; interest rounded to cents each month; the final payment absorbs the rounding residue',
      ],
    };
  },
});
