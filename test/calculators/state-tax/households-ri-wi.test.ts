/**
 * The worked households of the other states' tests (households-small, households-large) in Rhode Island, South
 * Carolina, Utah, Vermont, West Virginia and Wisconsin, computed by hand from the figures cited in each state's
 * module (each band's tax rounded to the cent, as the engine prints it): no state publishes a 2026 worked example
 * for these households. One: single, wages $80,000, $5,000 to a 401(k): federal AGI $75,000. Two: married filing
 * jointly, wages $90,000 + $60,000, $10,000 to 401(k)s, two children under 17: AGI $140,000.
 */
import type { StateCode } from '../../../src/reference/law';
import { stateIncomeTax2026 as tax, WORKED_FAMILY as family, WORKED_SINGLE as single } from './household';

describe('2026 state income tax, worked households (RI, SC, UT, VT, WV, WI; by hand from the cited figures)', () => {
  it('the fixtures are the other groups’ households', () => {
    expect(single.federalTaxableIncomeC).toBe(58_900_00);
    expect(family.federalAgiC).toBe(140_000_00);
    expect(family.federalTaxableIncomeC).toBe(107_800_00);
  });

  it.each<[StateCode, number]>([
    // RI: 75,000 − 11,200 − 5,250 = 58,550; × 3.75 %.
    ['RI', 2_195_63],
    // SC: 15,000 less 15,000 × 35,000 / 55,000 = 9,545.45, rounded down to 9,540: 5,460; 75,000 − 5,460 = 69,540;
    // 597 + 5.21 % × 39,540.
    ['SC', 2_657_03],
    // UT: 4.45 % × 75,000 = 3,337.50, less 6 % × 16,100 − 1.3 % × (75,000 − 18,213) = 227.77.
    ['UT', 3_109_73],
    // VT: 75,000 − 7,850 − 5,400 = 61,750; 1,700.13 + 6.6 % × 11,000.
    ['VT', 2_426_13],
    // WV: 75,000 − 2,000 = 73,000; 1,950.50 + 4.58 % × 13,000.
    ['WV', 2_545_90],
    // WI: 13,960 − 12 % × 54,880 = 7,374.40; 75,000 − 7,374.40 − 700 = 66,925.60; 2,149.81 + 5.3 % × 14,975.60.
    ['WI', 2_943_52],
  ])('%s, single $80,000 with $5,000 to a 401(k)', (code, cents) => {
    expect(tax(code, single)).toBe(cents);
  });

  it.each<[StateCode, number]>([
    // RI: 140,000 − 22,400 − 4 × 5,250 = 96,600; 3,076.88 + 4.75 % × 14,550.
    ['RI', 3_768_01],
    // SC: 30,000 less 30,000 × 60,000 / 110,000 = 16,363.64, rounded down to 16,360: 13,640; 140,000 − 13,640 −
    // 2 × 5,030 (the projected 2026 exemption) = 116,300; 597 + 5.21 % × 86,300.
    ['SC', 5_093_23],
    // UT: 4.45 % × 140,000 = 6,230, less 6 % × (32,200 + 2 × 2,111) − 1.3 % × (140,000 − 36,426) = 838.86.
    ['UT', 5_391_14],
    // VT: 140,000 − 15,700 − 4 × 5,400 = 102,700; 2,837.45 + 6.6 % × 18,000 (AGI not over $150,000: no minimum tax).
    ['VT', 4_025_45],
    // WV: 140,000 − 4 × 2,000 = 132,000; 1,950.50 + 4.58 % × 72,000.
    ['WV', 5_248_10],
    // WI: 25,840 − 19.778 % × 110,960 = 3,894.33; 140,000 − 3,894.33 − 4 × 700 = 133,305.67;
    // 2,866.09 + 5.3 % × 64,045.67 = 6,260.51; less the married couple credit, 3 % × 16,000 = 480.
    ['WI', 5_780_51],
  ])('%s, married couple $150,000 with two children', (code, cents) => {
    expect(tax(code, family)).toBe(cents);
  });
});
