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
import { lawFor } from '../../../src/calculators/law';
import type { StateCode, StateFilingStatus, StateTaxRules } from '../../../src/reference/law';
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

/** A state's 2025 law. */
function law2025(code: StateCode): StateTaxRules {
  const rules = lawFor(code, 2025);
  if (rules === undefined) throw new Error(`no 2025 law for ${code}`);
  return rules;
}
/** California's 2025 law: the FTB's printed 2025 schedules. */
const CA_2025 = law2025('CA');

describe('2026 rate schedules at the bracket edges', () => {
  // FTB 2025 Tax Rate Schedules X, Y, Z ("$110.79 plus 2% of the amount over $11,079", ...), tax year 2025.
  it('California 2025, Schedule X (single, separate)', () => {
    expectSchedule(
      CA_2025,
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
  it('California 2025, Schedule Y (joint, surviving spouse)', () => {
    expectSchedule(
      CA_2025,
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
  it('California 2025, Schedule Z (head of household)', () => {
    expectSchedule(
      CA_2025,
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
  // California 2026: the FTB has not published the 2026 schedules; R&TC §17041(h) indexes the 2025 bracket tops by
  // the California CPI (3.4 %), each to the nearest dollar, joint twice single. The tax at each edge by hand.
  it('California 2026 (projected), Schedule X', () => {
    expectSchedule(
      CA,
      ['single', 'mfs'],
      [
        [11_456, 114.56],
        [27_157, 428.58],
        [42_861, 1_056.74],
        [59_498, 2_054.96],
        [75_197, 3_310.88],
        [384_109, 32_039.7],
        [460_927, 39_951.95],
        [768_213, 74_675.27],
        [868_213, 86_975.27],
      ],
    );
  });
  it('California 2026 (projected), Schedule Y', () => {
    expectSchedule(
      CA,
      ['mfj', 'qss'],
      [
        [22_912, 229.12],
        [54_314, 857.16],
        [85_722, 2_113.48],
        [118_996, 4_109.92],
        [150_394, 6_621.76],
        [768_218, 64_079.39],
        [921_854, 79_903.9],
        [1_536_426, 149_350.54],
        [1_636_426, 161_650.54],
      ],
    );
  });
  it('California 2026 (projected), Schedule Z', () => {
    expectSchedule(
      CA,
      ['hoh'],
      [
        [22_927, 229.27],
        [54_316, 857.05],
        [70_018, 1_485.13],
        [86_654, 2_483.29],
        [102_356, 3_739.45],
        [522_385, 42_802.15],
        [626_864, 53_563.48],
        [1_044_771, 100_786.98],
        [1_144_771, 113_086.98],
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
