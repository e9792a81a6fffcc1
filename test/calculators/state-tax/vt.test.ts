/**
 * Vermont, 2025 and 2026. 2025: the 2025 Vermont Tax Rate Schedules
 * (https://tax.vermont.gov/sites/tax/files/documents/TaxRateSched-2025.pdf) and the 2025 Income Tax Return Booklet
 * (Form IN-111: standard deduction $7,650 / $15,300, $5,300 exemptions, $1,250 more for each filer 65 or older). The
 * rate-schedule sheet's own example: married filing jointly, Vermont taxable income $85,000: "base tax $2,764 …
 * $2,500 × 6.6 % = $165 … $2,929" (the sheet rounds its base amounts to whole dollars; the schedule gives $2,928.75).
 * 2026: the 2026 Preliminary Vermont Tax Rates (2026 Form IN-114 instructions, Rev. 10/25), the $5,400 exemption of
 * GB-1210-2026, standard deduction $7,850 / $15,700; the head-of-household deduction ($11,750) and the 65+ addition
 * ($1,300) are projected by 32 V.S.A. §5811(21)'s index. Above $150,000 of AGI the tax is at least 3 % of AGI
 * (32 V.S.A. §5822(a)(6)).
 */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { lawFor } from '../../../src/calculators/law';
import type { StateTaxRules } from '../../../src/reference/law';
import { expectSchedule } from './expect-schedule';
import { w2Household, describeWorkedHouseholds } from './household';
import { describeBoundedAndMonotone } from './wage-properties';

function vt(year: number): StateTaxRules {
  const rules = lawFor('VT', year);
  if (rules === undefined) throw new Error(`no ${year} rules for VT`);
  return rules;
}

describe('Vermont 2025', () => {
  it('each schedule at its bracket tops; the sheet’s example: joint, $85,000 → $2,928.75 ($2,929 on the sheet)', () => {
    expectSchedule(
      vt(2025),
      ['single'],
      [
        [49_400, 1_654.9],
        [119_700, 6_294.7],
        [249_700, 16_174.7],
      ],
    );
    expectSchedule(
      vt(2025),
      ['mfj', 'qss'],
      [
        [82_500, 2_763.75],
        [85_000, 2_928.75],
        [199_450, 10_482.45],
        [304_000, 18_428.25],
      ],
    );
    expectSchedule(
      vt(2025),
      ['mfs'],
      [
        [41_250, 1_381.88],
        [99_725, 5_241.23],
        [152_000, 9_214.13],
      ],
    );
    expectSchedule(
      vt(2025),
      ['hoh'],
      [
        [66_200, 2_217.7],
        [171_000, 9_134.5],
        [276_850, 17_179.1],
      ],
    );
  });
  it('single, $80,000 with $5,000 to a 401(k): 75,000 − 7,650 − 5,300 = 62,050; 1,654.90 + 6.6 % × 12,650', () => {
    expect(computeStateTax(vt(2025), w2Household(80_000, { deferrals: 5_000 })).incomeTaxC).toBe(2_489_80);
  });
  it('single aged 65, $60,000: $1,250 more: taxable $45,800; $1,534.30', () => {
    const t = computeStateTax(vt(2025), w2Household(60_000, { filersAged65Plus: 1 }));
    expect(t.taxableC).toBe(45_800_00);
    expect(t.incomeTaxC).toBe(1_534_30);
  });
  it('a couple both 65 with $60,000: 60,000 − 15,300 − 2 × 1,250 − 2 × 5,300 = 31,600; $1,058.60', () => {
    const t = computeStateTax(vt(2025), w2Household(60_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.incomeTaxC).toBe(1_058_60);
  });
});

describe('Vermont 2026', () => {
  it('each schedule at its bracket tops (the 2026 preliminary rates)', () => {
    expectSchedule(
      vt(2026),
      ['single'],
      [
        [50_750, 1_700.13],
        [122_850, 6_458.73],
        [256_300, 16_600.93],
      ],
    );
    expectSchedule(
      vt(2026),
      ['mfj', 'qss'],
      [
        [84_700, 2_837.45],
        [204_750, 10_760.75],
        [312_050, 18_915.55],
      ],
    );
    expectSchedule(
      vt(2026),
      ['mfs'],
      [
        [42_350, 1_418.73],
        [102_375, 5_380.38],
        [156_025, 9_457.78],
      ],
    );
    expectSchedule(
      vt(2026),
      ['hoh'],
      [
        [68_000, 2_278],
        [175_500, 9_373],
        [284_150, 17_630.4],
      ],
    );
  });
  it('single, $80,000 with $5,000 to a 401(k): 75,000 − 7,850 − 5,400 = 61,750; 1,700.125 + 6.6 % × 11,000', () => {
    expect(computeStateTax(vt(2026), w2Household(80_000, { deferrals: 5_000 })).incomeTaxC).toBe(2_426_13);
  });
  it('single aged 65, $60,010: the projected $1,300: taxable 60,010 − 7,850 − 5,400 − 1,300 = 45,460; $1,522.91', () => {
    const t = computeStateTax(vt(2026), w2Household(60_010, { filersAged65Plus: 1 }));
    expect(t.taxableC).toBe(45_460_00);
    expect(t.incomeTaxC).toBe(1_522_91);
  });
  it('a couple both 65 with $60,000: 60,000 − 15,700 − 2 × 1,300 − 2 × 5,400 = 30,900; $1,035.15', () => {
    const t = computeStateTax(vt(2026), w2Household(60_000, { filingStatus: 'mfj', filersAged65Plus: 2 }));
    expect(t.incomeTaxC).toBe(1_035_15);
  });
  it('over $150,000 of AGI the tax is at least 3 % of AGI', () => {
    // Joint, four children: 150,000 − 15,700 − 6 × 5,400 = 101,900; 2,837.45 + 6.6 % × 17,200 = 3,972.65.
    const family = { filingStatus: 'mfj', children: 4 } as const;
    expect(computeStateTax(vt(2026), w2Household(150_000, family)).incomeTaxC).toBe(3_972_65);
    // 155,000: the schedule gives 2,837.45 + 6.6 % × 22,200 = 4,302.65, less than 3 % × 155,000 = 4,650.
    const t = computeStateTax(vt(2026), w2Household(155_000, family));
    expect(t.additions).toEqual([{ label: 'Minimum tax (3 % of federal AGI)', amountC: 347_35 }]);
    expect(t.incomeTaxC).toBe(4_650_00);
  });
  it('the minimum reads federal AGI itself (§5822(a)(6)), the $5,000 of capital gain Vermont excludes in it', () => {
    // The family above with wages 150,000 and a 5,000 long-term gain: federal AGI 155,000; Vermont's starting income,
    // the gain excluded (Schedule IN-153), 150,000. The schedule tax is 3,972.65; the minimum, 3 % × 155,000 = 4,650.
    const household = w2Household(150_000, { filingStatus: 'mfj', children: 4, form1040AgiC: 155_000_00 });
    const t = computeStateTax(vt(2026), household);
    expect(t.incomeTaxC).toBe(4_650_00);
  });
  it('the projected figures say so, with their method', () => {
    const projected = vt(2026).provenance.filter((p) => p.projected !== undefined);
    expect(projected.map((p) => p.figure)).toEqual(
      expect.arrayContaining(['standard deduction', 'age 65 or older exemption']),
    );
    for (const p of projected) expect(p.projected?.method).toMatch(/§5811\(21\)/);
  });
});

describeWorkedHouseholds('VT', {
  // 75,000 − 7,850 − 5,400 = 61,750; 1,700.13 + 6.6 % × 11,000.
  single: 2_426_13,
  // 140,000 − 15,700 − 4 × 5,400 = 102,700; 2,837.45 + 6.6 % × 18,000 (AGI not over $150,000: no minimum tax).
  family: 4_025_45,
});
describeBoundedAndMonotone('VT');
