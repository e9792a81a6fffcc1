/**
 * Missouri, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * MO-1040 (2025 instructions, https://dor.mo.gov/forms/MO-1040%20Instructions_2025.pdf): Missouri AGI − federal
 * standard deduction − line 13 federal income tax deduction (RSMo §143.171: 35 % of the federal tax to $25,000 of
 * Missouri AGI, 25 % to $50,000, 15 % to $100,000, 5 % to $125,000, none above) = Missouri taxable income (RSMo
 * §143.111); tax by the 2025 chart ($1,313 brackets, 4.7 % top; the 2026 chart is not published, 2025's stands in).
 */
import { cents, stateTaxOf } from './golden';
import { BOTH_YEARS, describeSchedules, EVERY_STATUS } from './expect-schedule';
import { describeWorkedHouseholds } from './household';

describe('Missouri 2025 and 2026 (golden cases, MO-1040)', () => {
  it('MO-1 (2025): 60,000 − 15,750 − 15 % × 5,071.50 (760.73) = taxable 43,489.27', () => {
    const t = stateTaxOf('MO', 2025, { wages: 60_000, federalIncomeTax: 5071.5 });
    expect(t.deductionsC).toBe(cents(15_750 + 760.73));
    expect(t.taxableC).toBe(cents(43_489.27));
    expect(t.creditLines).toEqual([]);
    // 1868.05369 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 186805.369)).toBeLessThanOrEqual(2);
    expect(t.taxBeforeCreditsC).toBe(t.incomeTaxC);
  });
  it('MO-2 (2026): 60,000 − 16,100 − 15 % × 5,020 (753) = taxable 43,147', () => {
    const t = stateTaxOf('MO', 2026, { wages: 60_000, federalIncomeTax: 5020.0 });
    expect(t.taxableC).toBe(cents(43_147));
    expect(t.creditLines).toEqual([]);
    // 1851.967 exactly; the engine rounds each band of the schedule to the cent
    expect(Math.abs(t.incomeTaxC - 185196.7)).toBeLessThanOrEqual(2);
  });
  it('MO-3 (2026): joint $110,000, federal tax 8,840: 5 % (442); taxable 110,000 − 32,200 − 442 = 77,358', () => {
    const t = stateTaxOf('MO', 2026, { status: 'mfj', wages: 110_000, federalIncomeTax: 8_840 });
    expect(t.taxableC).toBe(cents(77_358));
    // 256.035 to $9,191 + 4.7 % × 68,167 = 3,459.884
    expect(Math.abs(t.incomeTaxC - 345_988.4)).toBeLessThanOrEqual(2);
  });
  it('MO-4 (2025): single $24,000, federal tax 825: 35 % (288.75); taxable 24,000 − 15,750 − 288.75 = 7,961.25', () => {
    const t = stateTaxOf('MO', 2025, { wages: 24_000, federalIncomeTax: 825 });
    expect(t.taxableC).toBe(cents(7_961.25));
    // 26.26 + 32.825 + 39.39 + 45.955 + 52.52 + 4.5 % × 83.25 = 200.69625
    expect(Math.abs(t.incomeTaxC - 20_069.625)).toBeLessThanOrEqual(2);
  });
});

describeSchedules('MO', BOTH_YEARS, [
  // Missouri 2025 MO-1040 tax rate chart (no tax below $1,313; "$26 plus 2.5% of excess over $2,626", ...).
  [
    'every status',
    EVERY_STATUS,
    [
      [1_313, 0],
      [2_626, 26.26],
      [3_939, 59.09],
      [5_252, 98.48],
      [6_565, 144.43],
      [7_878, 196.95],
      [9_191, 256.04],
      [109_191, 4_956.04],
    ],
  ],
]);

describeWorkedHouseholds('MO', {
  // 75,000 − 16,100 = 58,900 and 15 % of the federal tax (1,150.50) deducted: 57,749.50 on the chart.
  single: 2_538_30,
  // 140,000 − 32,200 = 107,800 on the chart; no federal tax deduction from Missouri AGI $125,000.
  family: 4_890_67,
});
