/**
 * The rows of every growth schedule (compound interest, savings goal, SIP, investment return) come from
 * one function: which rows a `schedule` input asks for, and rows that add up to the totals to the cent.
 */
import { growthSchedule, trackGrowth, type GrowthRow } from '../../src/calculators/growth-schedule';
import { toCents } from '../../src/calculators/money';

// $1,000 plus $100 a month at 6 %/yr compounded monthly, over 14 months (a partial second year).
const i = 0.005;
const balance = (k: number) => 1000 * (1 + i) ** k + (100 * ((1 + i) ** k - 1)) / i;
const track = trackGrowth(14, (k) => 100000 + 10000 * k, balance, 6);
const same = (r: GrowthRow) => r;

describe('growthSchedule', () => {
  it('returns the rows the schedule input asks for, monthly before yearly', () => {
    expect(Object.keys(growthSchedule(track, 'monthly', same, same))).toEqual(['schedule', 'yearlySchedule']);
    expect(Object.keys(growthSchedule(track, 'yearly', same, same))).toEqual(['yearlySchedule']);
    expect(growthSchedule(track, 'none', same, same)).toEqual({});
  });

  it('numbers months and years from 1, the last year partial', () => {
    const { schedule, yearlySchedule } = growthSchedule(track, 'monthly', same, same);
    expect(schedule!.map((r) => r.index)).toEqual(Array.from({ length: 14 }, (_, k) => k + 1));
    expect(yearlySchedule!.map((r) => [r.index, r.to])).toEqual([
      [1, 12],
      [2, 14],
    ]);
  });

  it('has rows whose contributions and growth add up to each running total and to the final balance, to the cent', () => {
    const { schedule, yearlySchedule } = growthSchedule(track, 'monthly', same, same);
    for (const rows of [schedule!, yearlySchedule!]) {
      let contributedC = 100000; // the initial deposit, in no row
      let interestC = 0;
      for (const r of rows) {
        contributedC += toCents(r.contributed);
        interestC += toCents(r.interest);
        expect([toCents(r.totalContributed), toCents(r.totalInterest), toCents(r.balance)]).toEqual([
          contributedC,
          interestC,
          contributedC + interestC,
        ]);
      }
      expect(contributedC + interestC).toBe(toCents(balance(14)));
    }
  });

  it('hands each row to the calculator’s shaper in dollars', () => {
    const { yearlySchedule } = growthSchedule(track, 'yearly', same, (r) => ({
      year: r.index,
      deposits: r.contributed,
    }));
    expect(yearlySchedule).toEqual([
      { year: 1, deposits: 1200 },
      { year: 2, deposits: 200 },
    ]);
  });
});
