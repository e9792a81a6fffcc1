/**
 * Monthly deposit needed to reach a savings goal. i = annualRate / 1200, n = round(years × 12),
 * deposits at each month end (Excel PMT with type = 0):
 * deposit = (target − S·(1+i)^n) / (((1+i)^n − 1) / i), where S is the current savings.
 *
 * Rounding rule: the deposit is the smallest whole-cent amount whose projected balance, rounded to
 * cents, reaches the target. Rounding to the nearest cent can fall short (PMT(6%/12, 216, 0, 50000)
 * = 129.0812 → 129.08 a month ends 45 cents short of 50,000), so the exact deposit is rounded up,
 * allowing for binary noise (an exact 129.08 is not pushed to 129.09).
 */
import { savingsGoalSchemas, type SavingsGoalInput, type SavingsGoalResult } from '../schemas/savings-goal-calculator';
import { balanceC, defineGrowthCalculator, paidInRows, trackGrowth } from './growth-schedule';
import { formatCents, fromCents, toCents } from './money';
import { fvAnnuityFactor, growth } from './tvm';
import { savingsGoalParts } from './savings-goal-parts';

/** The smallest deposit in cents for which `reaches` holds, searching up from just below the exact deposit. */
function smallestReachingDeposit(exactDeposit: number, reaches: (depositC: number) => boolean): number {
  // Starting one cent below the nearest cent, at most three steps are needed (each adds ≥ 1 cent to the
  // final balance, since the annuity factor is ≥ 1); the cap only bounds the loop against the unforeseen.
  let c = Math.max(0, toCents(exactDeposit) - 1);
  for (let step = 0; step < 8 && !reaches(c); step++) c++;
  return c;
}

/** The deposit in whole cents and the month-end balances it gives (closed form, rounded once per month). */
function simulateSavings(input: SavingsGoalInput) {
  const targetC = input.targetAmount;
  const currentC = input.currentSavings;
  const n = Math.round(input.years * 12);
  const i = input.annualRate / 1200;
  const current = fromCents(currentC);
  const fvCurrent = current * growth(i, n);
  const fvCurrentC = toCents(fvCurrent);
  const goalAlreadyMet = fvCurrentC >= targetC;
  const balance = (depositC: number, k: number) => current * growth(i, k) + fromCents(depositC) * fvAnnuityFactor(i, k);
  const depositC = goalAlreadyMet
    ? 0
    : smallestReachingDeposit(
        (fromCents(targetC) - fvCurrent) / fvAnnuityFactor(i, n),
        (c) => toCents(balance(c, n)) >= targetC,
      );
  const track = trackGrowth(
    n,
    (k) => currentC + k * depositC,
    (k) => balance(depositC, k),
  );
  return { n, targetC, currentC, fvCurrentC, goalAlreadyMet, depositC, track, finalC: balanceC(track, n) };
}

type Savings = ReturnType<typeof simulateSavings>;

function savingsAssumptions(input: SavingsGoalInput, s: Savings): string[] {
  return [
    `${s.n} monthly deposits at the end of each month; interest compounded monthly at ${input.annualRate}% / 12`,
    s.currentC > 0 ? `Current savings of ${formatCents(s.currentC)} keep earning the same rate` : 'No current savings',
    'Balances rounded to cents at each month end; yearly rows add up exactly to the totals',
    ...(s.goalAlreadyMet
      ? []
      : [
          `Monthly deposit rounded up to the cent so the goal is reached: the projected balance is ${formatCents(s.finalC)}, ` +
            `${formatCents(s.finalC - s.targetC)} above the goal`,
        ]),
  ];
}

function goalMetNotes(s: Savings): string[] {
  return s.goalAlreadyMet
    ? [
        `Current savings alone grow to ${formatCents(s.fvCurrentC)} by the goal date, reaching the ${formatCents(s.targetC)} goal: no monthly deposit is needed`,
      ]
    : [];
}

export const savingsGoalCalculator = defineGrowthCalculator<SavingsGoalInput, SavingsGoalResult, Savings>(
  'savings-goal-calculator',
  {
    schemas: savingsGoalSchemas,
    parts: savingsGoalParts,
    simulate: simulateSavings,
    ...paidInRows('deposit', 'deposits'),
    result: (s, total) => ({
      monthlySavings: fromCents(s.depositC),
      totalDeposits: fromCents(s.n * s.depositC),
      interestEarned: total.totalInterest,
      futureValueOfCurrentSavings: fromCents(s.fvCurrentC),
      goalAlreadyMet: s.goalAlreadyMet,
      finalBalance: total.balance,
      numberOfDeposits: s.n,
    }),
    assumptions: savingsAssumptions,
    warnings: () => [],
    notes: (_input, s) => goalMetNotes(s),
  },
);
