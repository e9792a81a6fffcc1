/**
 * The earned income credit's own steps, which the tax calculator's take-home properties name as a cliff of the law:
 * the IRS's EIC Table (Form 1040 instructions) gives the credit for $50 rows of income, so in the phase-out a dollar
 * that crosses into the next row lowers the credit by the row's width times the phase-out rate (7.65 % to 21.06 %:
 * $3.83 to $10.53), more than the dollar; and over the investment income limit (IRC §32(i)) there is no credit at
 * all. A state's earned income credit, a share of the federal one, steps with it; Oklahoma's, a share of the federal
 * credit by the federal rules of 2020, steps at the 2020 EIC Table's rows and ends over 2020's investment income limit
 * ($3,650). New York's household credit steps
 * down by its table's rows of federal AGI (IT-201 line 40: $20 single to $28,000, none above) and its Empire State
 * child credit by $16.50 for each whole $1,000 of AGI over the threshold (IT-213 line 6 rounds AGI down to the
 * nearest $1,000), and California's Young
 * Child Tax Credit by $21.71 (2025) for each $100 of earned income or part of one over $27,425 (R&TC §17052.1): a
 * dollar crossing a row or a step.
 */
/** A tax calculator result, as the tests read it. */
type Answer = Readonly<Record<string, unknown>>;

type StateLines = { creditLines?: readonly { label: string; amount: number }[] } | null;

/**
 * The federal credit and the state's earned income credit lines: the whole state credit, the part its tax takes as
 * well as the part refunded (a share used against the tax raises the tax when it steps down with the federal one).
 */
const creditsOf = (r: Answer) =>
  (r.earnedIncomeCredit as number) +
  ((r.state as StateLines)?.creditLines ?? [])
    .filter((l) =>
      /^(Refundable e|E)arned income credit|^Household credit|^Empire State child credit|^Young Child Tax Credit/.test(
        l.label,
      ),
    )
    .reduce((sum, l) => sum + l.amount, 0);

/**
 * How much the earned income credits (federal and the state's), New York's and California's stepped credits fell
 * from `a` to `b`.
 */
export function earnedIncomeCreditFall(a: Answer, b: Answer): number {
  return Math.max(0, Math.round((creditsOf(a) - creditsOf(b)) * 100) / 100);
}
