/**
 * Connecticut 2025 and 2026. Bracket edges worked by hand from C.G.S. §12-700(a) (https://www.cga.ct.gov/current/pub/chap_229.htm);
 * the single and joint base amounts are those of the rate schedules in force since 2024 as EY Tax News 2023-1429
 * reprints them (https://taxnews.ey.com/news/2023-1429-connecticut-budget-includes-middle-class-income-tax-cuts-effective-january-1-2024).
 * The Table C and first-tier Table D maximums recapture exactly the 2024 rate cuts (single: $100 on the 2 % bracket and
 * $200 on the 4.5 % bracket against the old 3 % and 5 %, beside the old $200 add-back), checked below;
 * households computed by hand with the Tax Calculation Schedule of the CT-1040 instructions
 * (https://portal.ct.gov/-/media/drs/forms/2025/income/2025-ct-1040-instructions_1225.pdf): Table A exemption,
 * Table B tax, Table C 2 % phase-out add-back, Table D recapture, Table E personal tax credit decimal.
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { CT } from '../../support/state-rules-2026';
import { STATE_FILING_STATUSES } from '../../../src/reference/law';
import { BOTH_YEARS, describeSchedules } from './expect-schedule';
import { stateTaxOf } from './golden';
import { w2Household } from './household';

const lines = (wages: number, over: Parameters<typeof w2Household>[1] = {}) => {
  const t = computeStateTax(CT, w2Household(wages, over));
  return { additions: t.additions.map((l) => l.amountC), credits: t.creditLines.map((l) => l.amountC), t };
};

describeSchedules('CT', BOTH_YEARS, [
  // CT-1040 Tax Calculation Schedule, Table B, by hand from C.G.S. §12-700(a) (not indexed: the same for 2025 and 2026).
  [
    'single and separate (Table B)',
    ['single', 'mfs'],
    [
      [10_000, 200],
      [50_000, 2_000],
      [100_000, 4_750],
      [200_000, 10_750],
      [250_000, 14_000],
      [500_000, 31_250],
      [1_000_000, 66_200],
    ],
  ],
  [
    'joint and surviving spouse (Table B)',
    ['mfj', 'qss'],
    [
      [20_000, 400],
      [100_000, 4_000],
      [200_000, 9_500],
      [400_000, 21_500],
      [500_000, 28_000],
      [1_000_000, 62_500],
    ],
  ],
  [
    'head of household (Table B)',
    ['hoh'],
    [
      [16_000, 320],
      [80_000, 3_200],
      [160_000, 7_600],
      [320_000, 17_200],
      [400_000, 22_400],
      [800_000, 50_000],
    ],
  ],
]);

describe('Connecticut 2026', () => {
  it('single $40,000: exemption 15,000 − 10 × 1,000 = 5,000; tax 1,325 less the 0.10 credit', () => {
    const { t, additions, credits } = lines(40_000);
    expect(t.taxableC).toBe(35_000_00);
    expect(additions).toEqual([]);
    expect(credits).toEqual([132_50]);
    expect(t.incomeTaxC).toBe(1_192_50);
  });
  it('single $80,000 with $5,000 deferred: no exemption, no credit, $100 add-back (four $5,000 steps)', () => {
    const { t, additions, credits } = lines(80_000, { deferrals: 5_000 });
    expect(t.taxableC).toBe(75_000_00);
    expect(additions).toEqual([100_00]);
    expect(credits).toEqual([]);
    expect(t.incomeTaxC).toBe(3_475_00);
  });
  it('joint $150,000 with $10,000 deferred: add-back 8 × $50 on 140,000', () => {
    const { t, additions } = lines(150_000, { filingStatus: 'mfj', deferrals: 10_000, children: 2 });
    expect(additions).toEqual([400_00]);
    expect(t.incomeTaxC).toBe(6_600_00);
  });
  it('head of household $30,000: full $19,000 exemption; 220 less the 0.35 credit', () => {
    const { t, credits } = lines(30_000, { filingStatus: 'hoh', children: 1 });
    expect(t.taxableC).toBe(11_000_00);
    expect(credits).toEqual([77_00]);
    expect(t.incomeTaxC).toBe(143_00);
  });
  it('separate $50,000: the credit row "more than 49,500, not more than 50,000" (0.06)', () => {
    const { t, credits } = lines(50_000, { filingStatus: 'mfs' });
    expect(credits).toEqual([120_00]);
    expect(t.incomeTaxC).toBe(1_880_00);
  });
  it('single $300,000: add-back 250, first-tier recapture 250, second tier 20 × $90', () => {
    const { t, additions } = lines(300_000);
    expect(additions).toEqual([250_00, 250_00, 1_800_00]);
    expect(t.incomeTaxC).toBe(19_750_00);
  });
  it('single $1,000,000: every add-back and recapture at its maximum', () => {
    const { t, additions } = lines(1_000_000);
    expect(additions).toEqual([250_00, 250_00, 2_700_00, 450_00]);
    expect(t.incomeTaxC).toBe(69_850_00);
  });
  it('the add-back and recapture count a part step as a whole step, from the first dollar over', () => {
    expect(lines(56_500).additions).toEqual([]);
    expect(lines(56_501).additions).toEqual([25_00]);
    expect(lines(200_001).additions).toEqual([250_00, 250_00, 90_00]);
  });
  it('Table C and the first Table D tier together take back the 2024 rate cuts at their maximum', () => {
    // Single: (3 % − 2 %) × 10,000 + (5 % − 4.5 %) × 40,000 = 300 over the pre-2024 $200 add-back maximum; joint and
    // head of household on their own bracket widths (20,000 / 80,000; 16,000 / 64,000).
    const max = (status: 'single' | 'mfj' | 'hoh') =>
      lines(2_000_000, { filingStatus: status })
        .additions.slice(0, 2)
        .reduce((a, b) => a + b, 0);
    expect(max('single')).toBe(200_00 + 300_00);
    expect(max('mfj')).toBe(400_00 + 600_00);
    expect(max('hoh')).toBe(320_00 + 480_00);
  });
  it('Table E has a row top for every decimal, rising, for each status', () => {
    const rule = CT.taxesWages ? CT.special!.find((r) => r.name === 'ct-personal-tax-credit')! : undefined;
    const pct = rule!.figures.pct as readonly number[];
    for (const status of STATE_FILING_STATUSES) {
      const tops = (rule!.figures.agiUpTo as Record<string, readonly number[]>)[status]!;
      expect(tops).toHaveLength(pct.length);
      for (let i = 1; i < tops.length; i++) expect(tops[i]!).toBeGreaterThan(tops[i - 1]!);
    }
  });
});

/**
 * Connecticut 2025: the same statute both years (C.G.S. §§12-700, 12-702, 12-703 are not indexed), as the 2025 CT-1040
 * instructions print it. Single, wages $50,000: Table A exemption $15,000 less $1,000 for each $1,000 over $30,000 = 0;
 * Table B tax 2 % × 10,000 + 4.5 % × 40,000 = 2,000; no Table C add-back below $56,500; Table E decimal 0.10 (AGI
 * $33,301–$60,000): 2,000 − 200 = 1,800.
 */
describe('Connecticut 2025 and 2026 (golden case)', () => {
  it.each([2025, 2026] as const)('CT-1 (%i): single, wages $50,000 owes $1,800', (year) => {
    const t = stateTaxOf('CT', year, { wages: 50_000 });
    expect(t.taxableC).toBe(5_000_000);
    expect(t.incomeTaxC).toBe(180_000);
  });
});
