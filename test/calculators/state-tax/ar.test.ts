/**
 * Arkansas, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * AR1000F (2025 instructions, https://www.dfa.arkansas.gov/): net income = AGI − standard deduction ($2,470 / $4,940
 * joint); tax by the rate schedule (2025: 3.9 % top rate less $420; over $95,000: 3.9 % of net income less $369,
 * falling $10 per $100 to $89; 2026: Act 1 of 2026, 3.7 % less $367.20); personal tax credits $29 each, and $29 for
 * each filer aged 65 or older (A.C.A. §26-51-501).
 */
import { cents, stateTaxOf } from './golden';
import { describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Arkansas 2025 and 2026 (golden cases)', () => {
  it('AR-1 (2025): 3.9 % × 47,530 − 420 = 1,433.67, less one $29 credit', () => {
    const t = stateTaxOf('AR', 2025, { wages: 50_000 });
    expect(t.taxableC).toBe(cents(47530));
    expect(t.incomeTaxC).toBe(cents(1404.67));
  });
  it('AR-2 (2026): 3.7 % × 47,530 − 367.20 = 1,391.41, less $29', () => {
    const t = stateTaxOf('AR', 2026, { wages: 50_000 });
    expect(t.taxableC).toBe(cents(47530));
    expect(t.incomeTaxC).toBe(cents(1362.41));
  });
  it('AR-3 (2025): 3.9 % × 145,060 − 89 = 5,568.34, less 2 personal and 2 age-65 credits of $29', () => {
    const t = stateTaxOf('AR', 2025, { status: 'mfj', wages: 150_000, aged: 2 });
    expect(t.taxableC).toBe(cents(145060));
    expect(t.incomeTaxC).toBe(cents(5452.34));
  });
});

describeSchedules('AR', 2025, [
  // Arkansas 2025 AR1000F instructions, tax rate schedule below $95,000 of net income: 0 % to $5,600, 2 % to $11,200,
  // 3 % to $16,000, 3.4 % to $26,400, 3.9 % above (3.9 % × 26,400 − 420 = 609.60).
  [
    'every status',
    EVERY_STATUS,
    [
      [5_600, 0],
      [11_200, 112],
      [16_000, 256],
      [26_400, 609.6],
      [94_700, 3_273.3],
    ],
  ],
]);

describeSchedules('AR', 2026, [
  // Arkansas 2026 schedule (Act 1 of 2026) below the bracket adjustment: tax at each edge by hand (the law's
  // reduction figures: 3.7 % × 26,400 − 367.20 = 609.60).
  [
    'every status',
    EVERY_STATUS,
    [
      [5_600, 0],
      [11_200, 112],
      [16_000, 256],
      [26_400, 609.6],
      [94_700, 3_136.7],
    ],
  ],
]);

describeWorkedHouseholds('AR', {
  // 75,000 − 2,470 = 72,530; 609.60 + 3.7 % × 46,130 = 2,316.41; − $29 personal credit.
  single: 2_287_41,
  // 140,000 − 4,940 = 135,060: 3.7 % × 135,060 − 79.90 (the reduction above $97,600) = 4,917.32; − 4 × $29.
  family: 4_801_32,
});
