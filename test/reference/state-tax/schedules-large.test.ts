/**
 * Rate schedules at every bracket edge, for every filing status each state distinguishes. The expected taxes are
 * the "tax on the bottom of the bracket" figures of each state's own printed schedule (named per state below)
 * where it prints them; for flat-rate states, the rate times the income, worked by hand.
 */
import { CA } from '../../support/state-rules-2026';
import { GA } from '../../support/state-rules-2026';
import { IL } from '../../support/state-rules-2026';
import { MI } from '../../support/state-rules-2026';
import { AZ } from '../../support/state-rules-2026';
import { MA } from '../../support/state-rules-2026';
import { IN } from '../../support/state-rules-2026';
import { MD } from '../../support/state-rules-2026';
import { CO } from '../../support/state-rules-2026';
import { MN } from '../../support/state-rules-2026';
import { MO } from '../../support/state-rules-2026';
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

describe('2026 rate schedules at the bracket edges', () => {
  // FTB 2025 Tax Rate Schedules X, Y, Z ("$110.79 plus 2% of the amount over $11,079", ...); 2025 figures used.
  it('California, Schedule X (single, separate)', () => {
    expectSchedule(
      CA,
      ['single', 'mfs'],
      [
        [11_079, 110.79],
        [26_264, 414.49],
        [41_452, 1_022.01],
        [57_542, 1_987.41],
        [72_724, 3_201.97],
        [371_479, 30_986.19],
        [445_771, 38_638.26],
        [742_953, 72_219.83],
        [842_953, 84_519.83],
      ],
    );
  });
  it('California, Schedule Y (joint, surviving spouse)', () => {
    expectSchedule(
      CA,
      ['mfj', 'qss'],
      [
        [22_158, 221.58],
        [52_528, 828.98],
        [82_904, 2_044.02],
        [115_084, 3_974.82],
        [145_448, 6_403.94],
        [742_958, 61_972.37],
        [891_542, 77_276.52],
        [1_485_906, 144_439.65],
        [1_585_906, 156_739.65],
      ],
    );
  });
  it('California, Schedule Z (head of household)', () => {
    expectSchedule(
      CA,
      ['hoh'],
      [
        [22_173, 221.73],
        [52_530, 828.87],
        [67_716, 1_436.31],
        [83_805, 2_401.65],
        [98_990, 3_616.45],
        [505_208, 41_394.72],
        [606_251, 51_802.15],
        [1_010_417, 97_472.91],
        [1_110_417, 109_772.91],
      ],
    );
  });

  // Maryland 2025 resident booklet, tax computation worksheet schedules I and II ("$4,697.50 plus 5.00% of the
  // excess over $100,000", ...), unchanged for 2026.
  it('Maryland, schedule I (single, separate)', () => {
    expectSchedule(
      MD,
      ['single', 'mfs'],
      [
        [1_000, 20],
        [2_000, 50],
        [3_000, 90],
        [100_000, 4_697.5],
        [125_000, 5_947.5],
        [150_000, 7_260],
        [250_000, 12_760],
        [500_000, 27_135],
        [1_000_000, 58_385],
        [1_100_000, 64_885],
      ],
    );
  });
  it('Maryland, schedule II (joint, head of household, surviving spouse)', () => {
    expectSchedule(
      MD,
      ['mfj', 'hoh', 'qss'],
      [
        [1_000, 20],
        [2_000, 50],
        [3_000, 90],
        [150_000, 7_072.5],
        [175_000, 8_322.5],
        [225_000, 10_947.5],
        [300_000, 15_072.5],
        [600_000, 32_322.5],
        [1_200_000, 69_822.5],
        [1_300_000, 76_322.5],
      ],
    );
  });

  // Minnesota 2026 brackets as announced by the Department of Revenue; tax at each edge worked by hand.
  it('Minnesota, single', () => {
    expectSchedule(
      MN,
      ['single'],
      [
        [33_310, 1_782.09],
        [109_430, 6_958.25],
        [203_150, 14_315.27],
        [303_150, 24_165.27],
      ],
    );
  });
  it('Minnesota, married filing jointly and surviving spouse', () => {
    expectSchedule(
      MN,
      ['mfj', 'qss'],
      [
        [48_700, 2_605.45],
        [193_480, 12_450.49],
        [337_930, 23_789.82],
        [437_930, 33_639.82],
      ],
    );
  });
  it('Minnesota, married filing separately', () => {
    expectSchedule(
      MN,
      ['mfs'],
      [
        [24_350, 1_302.73],
        [96_740, 6_225.25],
        [168_965, 11_894.91],
        [268_965, 21_744.91],
      ],
    );
  });
  it('Minnesota, head of household', () => {
    expectSchedule(
      MN,
      ['hoh'],
      [
        [41_010, 2_194.04],
        [164_800, 10_611.76],
        [270_060, 18_874.67],
        [370_060, 28_724.67],
      ],
    );
  });

  // Missouri 2025 MO-1040 tax rate chart (no tax below $1,313; "$26 plus 2.5% of excess over $2,626", ...).
  it('Missouri, every status', () => {
    expectSchedule(
      MO,
      ['single', 'mfj', 'mfs', 'hoh', 'qss'],
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
    );
  });

  // Flat rates: rate × taxable income, by hand.
  it.each([
    ['Georgia 4.99 %', GA, 100_000, 4_990],
    ['Illinois 4.95 %', IL, 100_000, 4_950],
    ['Michigan 4.25 %', MI, 100_000, 4_250],
    ['Arizona 2.5 %', AZ, 100_000, 2_500],
    ['Massachusetts 5 % (before the surtax)', MA, 100_000, 5_000],
    ['Indiana 2.95 %', IN, 100_000, 2_950],
    ['Colorado 4.4 %', CO, 100_000, 4_400],
  ] as const)('%s', (_label, rules, taxable, tax) => {
    expectSchedule(
      rules,
      ['single', 'mfj', 'mfs', 'hoh', 'qss'],
      [
        [taxable, tax],
        [1, tax / taxable],
      ],
    );
  });
});
