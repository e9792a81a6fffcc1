/**
 * Worked households for the larger states' 2026 rules, computed by hand from the figures cited in each state's
 * module (each band's tax rounded to the cent, as the engine prints it): no state publishes a 2026 worked example
 * for these households. One: single, wages $80,000, $5,000 to a 401(k): federal AGI $75,000, federal taxable
 * income $58,900, federal income tax $7,670 (Rev. Proc. 2025-32 schedule). Two: married filing jointly, wages
 * $90,000 + $60,000, $10,000 to 401(k)s, two children under 17: AGI $140,000, federal taxable income $107,800,
 * federal tax $13,140 − $4,400 child tax credit = $8,740.
 */
import type { StateCode } from '../../../src/reference/law';
import { stateIncomeTax2026 as tax, WORKED_FAMILY as family, WORKED_SINGLE as single } from './household';

describe('2026 state income tax, worked households (by hand from the cited figures)', () => {
  it.each<[StateCode, number]>([
    // CA (2026 figures projected by R&TC §17041(h) at 3.4 %): 75,000 − 5,900 = 69,100; 2,054.96 + 8 % × 9,602 =
    // 2,823.12; − 158 exemption credit.
    ['CA', 2_665_12],
    // GA: (75,000 − 15,000) × 4.99 %.
    ['GA', 2_994_00],
    // IL: (75,000 − 2,850) × 4.95 % = 3,571.425, half up.
    ['IL', 3_571_43],
    // MI: (75,000 − 5,800) × 4.25 %.
    ['MI', 2_941_00],
    // AZ: (75,000 − 16,100) × 2.5 %.
    ['AZ', 1_472_50],
    // MA: (75,000 − 4,400) × 5 % = 3,530, less 5 % of the $2,000 Social Security and Medicare deduction.
    ['MA', 3_430_00],
    // IN: (75,000 − 1,000) × 2.95 %.
    ['IN', 2_183_00],
    // MD (2026 standard deduction $3,400, Tax-General §10-217(c), projected): 75,000 − 3,400 − 3,200 = 68,400;
    // 90 + 4.75 % × 65,400.
    ['MD', 3_196_50],
    // CO: federal taxable income 58,900 × 4.4 %.
    ['CO', 2_591_60],
    // MN: 75,000 − 15,300 = 59,700; 1,782.09 + 6.8 % × 26,390.
    ['MN', 3_576_61],
    // MO: 75,000 − 16,100 = 58,900 and 15 % of the federal tax (1,150.50) deducted: 57,749.50 on the chart.
    ['MO', 2_538_30],
  ])('%s, single $80,000 with $5,000 to a 401(k)', (code, cents) => {
    expect(tax(code, single)).toBe(cents);
  });

  it.each<[StateCode, number]>([
    // CA: 140,000 − 11,800 = 128,200 on the 2026 schedule Y: 4,109.92 + 8 % × 9,204 = 4,846.24; − 2 × 158 − 2 × 491.
    ['CA', 3_548_24],
    // GA: (140,000 − 30,000 − 2 × 5,000) × 4.99 %.
    ['GA', 4_990_00],
    // IL: (140,000 − 4 × 2,850) × 4.95 %.
    ['IL', 6_365_70],
    // MI: (140,000 − 4 × 5,800) × 4.25 %.
    ['MI', 4_964_00],
    // AZ: (140,000 − 32,200) × 2.5 % − 2 × $100 dependent credits.
    ['AZ', 2_495_00],
    // MA: (140,000 − 8,800 − 2 × 1,000 − 2 × 2,000) × 5 %.
    ['MA', 6_260_00],
    // IN: (140,000 − 2 × 1,000 − 2 × 2,500) × 2.95 %.
    ['IN', 3_923_50],
    // MD: 140,000 − 6,850 − 4 × 3,200 = 120,350 on the joint schedule: 90 + 4.75 % × 117,350 = 5,664.125, half up.
    ['MD', 5_664_13],
    // CO: 107,800 × 4.4 %.
    ['CO', 4_743_20],
    // MN: 140,000 − 30,600 − 2 × 5,300 = 98,800; 2,605.45 + 6.8 % × 50,100.
    ['MN', 6_012_25],
    // MO: 140,000 − 32,200 = 107,800 on the chart; no federal tax deduction from Missouri AGI $125,000.
    ['MO', 4_890_67],
  ])('%s, married couple $150,000 with two children', (code, cents) => {
    expect(tax(code, family)).toBe(cents);
  });

  it('Maryland: each exemption is $800 at federal AGI $130,000 (single)', () => {
    // 130,000 − 3,400 − 800 = 125,800: 5,947.50 + 5.25 % × 800.
    const h = { ...single, wagesC: 130_000_00, deferrals401kC: 0, federalAgiC: 130_000_00, earnerWagesC: [130_000_00] };
    expect(tax('MD', h)).toBe(5_989_50);
  });

  it('Minnesota and California phase out allowances at federal AGI $300,000 (single)', () => {
    const h = { ...single, wagesC: 300_000_00, deferrals401kC: 0, federalAgiC: 300_000_00, earnerWagesC: [300_000_00] };
    // MN: the standard deduction loses 3 % × (300,000 − 244,610) = 1,661.70 (2026 threshold projected at 2.369 %):
    // taxable 286,361.70; 1,782.09 + 5,176.16 + 7,357.02 + 9.85 % × 83,211.70.
    expect(tax('MN', h)).toBe(22_511_62);
    // CA: 294,100 on the 2026 schedule X: 3,310.88 + 9.3 % × 218,903 = 23,668.86; the $158 credit loses $6 × 16 steps
    // of $2,500 over 260,778 = $62 left.
    expect(tax('CA', h)).toBe(23_606_86);
  });
});
