/**
 * Worked households for the second group of states' 2026 rules, computed by hand from the figures cited in each state's
 * module (each band's tax rounded to the cent, as the engine prints it): no state publishes a 2026 worked example
 * for these households. One: single, wages $80,000, $5,000 to a 401(k): federal AGI $75,000, federal taxable
 * income $58,900, federal income tax $7,670 (Rev. Proc. 2025-32 schedule). Two: married filing jointly, wages
 * $90,000 + $60,000, $10,000 to 401(k)s, two children under 17: AGI $140,000, federal taxable income $107,800,
 * federal tax $13,140 − $4,400 child tax credit = $8,740.
 */
import type { StateCode } from '../../../src/reference/law';
import { stateIncomeTax2026 as tax, WORKED_FAMILY as family, WORKED_SINGLE as single } from './household';

describe('2026 state income tax, worked households, second group (by hand from the cited figures)', () => {
  it.each<[StateCode, number]>([
    // AL: standard deduction 3,000 falls to its 2,500 minimum; 75,000 − 2,500 − 1,500 − 7,670 federal tax = 63,330;
    // 10 + 100 + 5 % × 60,330.
    ['AL', 3_126_50],
    // AR: 75,000 − 2,470 = 72,530; 609.60 + 3.7 % × 46,130 = 2,316.41; − $29 personal credit.
    ['AR', 2_287_41],
    // HI: 75,000 − 8,000 − 1,144 = 65,856; 2,539.20 + 7.6 % × 17,856.
    ['HI', 3_896_26],
    // KY: (75,000 − 3,360) × 3.5 % (2026 standard deduction, Kentucky DOR 2026 withholding formula).
    ['KY', 2_507_40],
    // LA: (75,000 − 12,835) × 3 %.
    ['LA', 1_864_95],
    // IA: federal taxable income 58,900 × 3.8 % − $40 exemption credit.
    ['IA', 2_198_20],
    // ID: 75,000 − 16,100 = 58,900; 5.3 % × (58,900 − 4,937) (Idaho Code §63-3024(3), 2026 band projected).
    ['ID', 2_860_04],
    // MS: 75,000 − 2,300 − 6,000 = 66,700; 4 % × 56,700.
    ['MS', 2_268_00],
    // KS: 75,000 − 3,605 − 9,160 = 62,235; 1,196 + 5.58 % × 39,235.
    ['KS', 3_385_31],
    // DE: 75,000 − 3,250 = 71,750; 2,943.50 + 6.6 % × 11,750 − $110 personal credit.
    ['DE', 3_609_00],
    // DC: 75,000 − 15,000 = 60,000: the table's $3,500.
    ['DC', 3_500_00],
    // ME: 75,000 − 15,000 − 5,150 = 54,850; 1,589.20 + 6.75 % × 27,450.
    ['ME', 3_442_08],
    // MT: federal taxable income 58,900; 2,232.50 + 5.65 % × 11,400.
    ['MT', 2_876_60],
  ])('%s, single $80,000 with $5,000 to a 401(k)', (code, cents) => {
    expect(tax(code, single)).toBe(cents);
  });

  it.each<[StateCode, number]>([
    // AL: standard deduction at its 5,000 minimum, exemption 3,000, two dependents at $300 (AGI over $100,000),
    // federal tax 8,740: 122,660 taxable; 20 + 200 + 5 % × 116,660.
    ['AL', 6_053_00],
    // AR: 140,000 − 4,940 = 135,060: 3.7 % × 135,060 − 79.90 (the reduction above $97,600) = 4,917.32; − 4 × $29.
    ['AR', 4_801_32],
    // HI: 140,000 − 16,000 − 4 × 1,144 = 119,424; 5,078.40 + 7.6 % × 23,424.
    ['HI', 6_858_62],
    // KY: (140,000 − 3,360) × 3.5 %.
    ['KY', 4_782_40],
    // LA: (140,000 − 25,670) × 3 %.
    ['LA', 3_429_90],
    // IA: 107,800 × 3.8 % − 4 × $40.
    ['IA', 3_936_40],
    // ID: 140,000 − 32,200 = 107,800; 5.3 % × (107,800 − 9,875).
    ['ID', 5_190_03],
    // MS: 140,000 − 4,600 − 12,000 − 2 × 1,500 = 120,400; 4 % × 110,400.
    ['MS', 4_416_00],
    // KS: 140,000 − 8,240 − 18,320 − 2 × 2,320 = 108,800; 2,392 + 5.58 % × 62,800.
    ['KS', 5_896_24],
    // DE: 140,000 − 6,500 = 133,500; 2,943.50 + 6.6 % × 73,500 − 4 × $110.
    ['DE', 7_354_50],
    // DC: 140,000 − 30,000 = 110,000; 3,500 + 8.5 % × 50,000.
    ['DC', 7_750_00],
    // ME: 140,000 − 30,000 − 2 × 5,150 = 99,700; 3,181.30 + 6.75 % × 44,850 − 2 × $300.
    ['ME', 5_608_68],
    // MT: 107,800; 4,465 + 5.65 % × 12,800.
    ['MT', 5_188_20],
  ])('%s, married couple $150,000 with two children', (code, cents) => {
    expect(tax(code, family)).toBe(cents);
  });
});
