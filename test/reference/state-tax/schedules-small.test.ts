/**
 * Rate schedules at every bracket edge, for every filing status each state distinguishes (second group of states).
 * The expected taxes are the "tax on the bottom of the bracket" figures of each state's printed schedule where it
 * prints them (named per state below); otherwise worked by hand from the cited bands.
 */
import { AR } from '../../support/state-rules-2026';
import { DC } from '../../support/state-rules-2026';
import { DE } from '../../support/state-rules-2026';
import { HI } from '../../support/state-rules-2026';
import { IA } from '../../support/state-rules-2026';
import { ID } from '../../support/state-rules-2026';
import { KS } from '../../support/state-rules-2026';
import { KY } from '../../support/state-rules-2026';
import { LA } from '../../support/state-rules-2026';
import { ME } from '../../support/state-rules-2026';
import { MS } from '../../support/state-rules-2026';
import { MT } from '../../support/state-rules-2026';
import type { StateFilingStatus, StateTaxRules } from '../../../src/reference/law';
import { scheduleTaxCents } from './schedule';

type Edges = readonly (readonly [taxable: number, tax: number])[];

function expectSchedule(rules: StateTaxRules, statuses: readonly StateFilingStatus[], edges: Edges): void {
  if (!rules.taxesWages) throw new Error(`${rules.code} has no wage tax`);
  for (const status of statuses) {
    for (const [taxable, tax] of edges) {
      expect({ status, taxable, cents: scheduleTaxCents(rules.brackets.byStatus[status], taxable) }).toEqual({
        status,
        taxable,
        cents: Math.round(tax * 100),
      });
    }
  }
}

describe('2026 rate schedules at the bracket edges (second group)', () => {
  // Hawaii N-11 tax rate schedules for years after 2024 (HRS §235-51 as amended by Act 46, SLH 2024).
  it('Hawaii, single and separate', () => {
    expectSchedule(
      HI,
      ['single', 'mfs'],
      [
        [9_600, 134.4],
        [14_400, 288],
        [19_200, 552],
        [24_000, 859.2],
        [36_000, 1_675.2],
        [48_000, 2_539.2],
        [125_000, 8_391.2],
        [175_000, 12_341.2],
        [225_000, 16_466.2],
        [275_000, 20_966.2],
        [325_000, 25_966.2],
        [425_000, 36_966.2],
      ],
    );
  });
  it('Hawaii, joint and surviving spouse', () => {
    expectSchedule(
      HI,
      ['mfj', 'qss'],
      [
        [19_200, 268.8],
        [28_800, 576],
        [38_400, 1_104],
        [48_000, 1_718.4],
        [72_000, 3_350.4],
        [96_000, 5_078.4],
        [250_000, 16_782.4],
        [350_000, 24_682.4],
        [450_000, 32_932.4],
        [550_000, 41_932.4],
        [650_000, 51_932.4],
        [750_000, 62_932.4],
      ],
    );
  });
  it('Hawaii, head of household', () => {
    expectSchedule(
      HI,
      ['hoh'],
      [
        [14_400, 201.6],
        [21_600, 432],
        [28_800, 828],
        [36_000, 1_288.8],
        [54_000, 2_512.8],
        [72_000, 3_808.8],
        [187_500, 12_586.8],
        [262_500, 18_511.8],
        [337_500, 24_699.3],
        [412_500, 31_449.3],
        [487_500, 38_949.3],
        [587_500, 49_949.3],
      ],
    );
  });
  // Arkansas 2026 schedule (Act 1 of 2026) below the bracket adjustment: tax at each edge by hand (the law's
  // reduction figures: 3.7 % × 26,400 − 367.20 = 609.60).
  it('Arkansas, every status', () => {
    expectSchedule(
      AR,
      ['single', 'mfj', 'mfs', 'hoh', 'qss'],
      [
        [5_600, 0],
        [11_200, 112],
        [16_000, 256],
        [26_400, 609.6],
        [94_700, 3_136.7],
      ],
    );
  });
  // Delaware PIT-RES instructions, tax rate table ("$66.00 plus 3.9 % of the excess over $5,000", ...).
  it('Delaware, every status', () => {
    expectSchedule(
      DE,
      ['single', 'mfj', 'mfs', 'hoh', 'qss'],
      [
        [2_000, 0],
        [5_000, 66],
        [10_000, 261],
        [20_000, 741],
        [25_000, 1_001],
        [60_000, 2_943.5],
        [160_000, 9_543.5],
      ],
    );
  });
  // D-40 booklet tax rate table ("$400 plus 6 % of the amount over $10,000", ...).
  it('District of Columbia, every status', () => {
    expectSchedule(
      DC,
      ['single', 'mfj', 'mfs', 'hoh', 'qss'],
      [
        [10_000, 400],
        [40_000, 2_200],
        [60_000, 3_500],
        [250_000, 19_650],
        [500_000, 42_775],
        [1_000_000, 91_525],
        [1_100_000, 102_275],
      ],
    );
  });
  // Maine 2026 individual income tax rate schedules.
  it('Maine, single and separate', () => {
    expectSchedule(
      ME,
      ['single', 'mfs'],
      [
        [27_400, 1_589.2],
        [64_850, 4_117.08],
        [164_850, 11_267.08],
      ],
    );
  });
  it('Maine, joint and surviving spouse', () => {
    expectSchedule(
      ME,
      ['mfj', 'qss'],
      [
        [54_850, 3_181.3],
        [129_750, 8_237.05],
        [229_750, 15_387.05],
      ],
    );
  });
  it('Maine, head of household', () => {
    expectSchedule(
      ME,
      ['hoh'],
      [
        [41_100, 2_383.8],
        [97_300, 6_177.3],
        [197_300, 13_327.3],
      ],
    );
  });
  // Montana HB 337 (2025) brackets for 2026, by hand.
  it('Montana, single and separate', () => {
    expectSchedule(
      MT,
      ['single', 'mfs'],
      [
        [47_500, 2_232.5],
        [147_500, 7_882.5],
      ],
    );
  });
  it('Montana, joint and surviving spouse', () => {
    expectSchedule(
      MT,
      ['mfj', 'qss'],
      [
        [95_000, 4_465],
        [195_000, 10_115],
      ],
    );
  });
  it('Montana, head of household', () => {
    expectSchedule(
      MT,
      ['hoh'],
      [
        [71_250, 3_348.75],
        [171_250, 8_998.75],
      ],
    );
  });
  // Kansas K-40 tax computation schedules I and II (2024 SB 1), by hand.
  it('Kansas, joint', () => {
    expectSchedule(
      KS,
      ['mfj'],
      [
        [46_000, 2_392],
        [146_000, 7_972],
      ],
    );
  });
  it('Kansas, single, separate, head of household', () => {
    expectSchedule(
      KS,
      ['single', 'mfs', 'hoh', 'qss'],
      [
        [23_000, 1_196],
        [123_000, 6_776],
      ],
    );
  });
  // Idaho 2026: nothing on the first $4,937 ($9,875), 5.3 % above (Idaho Code §63-3024(3): the statutory $2,500 /
  // $5,000 × the CPI factor, projected); by hand.
  it('Idaho, single and separate', () => {
    expectSchedule(
      ID,
      ['single', 'mfs'],
      [
        [4_937, 0],
        [104_937, 5_300],
      ],
    );
  });
  it('Idaho, joint, head of household, surviving spouse', () => {
    expectSchedule(
      ID,
      ['mfj', 'hoh', 'qss'],
      [
        [9_875, 0],
        [109_875, 5_300],
      ],
    );
  });
  // Mississippi: nothing on the first $10,000, 4 % above (HB 1, 2025); by hand.
  it('Mississippi, every status', () => {
    expectSchedule(
      MS,
      ['single', 'mfj', 'mfs', 'hoh', 'qss'],
      [
        [10_000, 0],
        [110_000, 4_000],
      ],
    );
  });
  // Flat rates: rate × taxable income, by hand.
  it.each([
    ['Iowa 3.8 %', IA, 100_000, 3_800],
    ['Kentucky 3.5 %', KY, 100_000, 3_500],
    ['Louisiana 3 %', LA, 100_000, 3_000],
  ] as const)('%s', (_label, rules, taxable, tax) => {
    expectSchedule(rules, ['single', 'mfj', 'mfs', 'hoh', 'qss'], [[taxable, tax]]);
  });
});
