/**
 * The states' own Social Security rules (2025 and 2026), each case worked through the state's worksheet from the
 * federal taxable benefits of Pub. 915 Worksheet 1 (the federal figures of each household are in the comments;
 * retirement-income.test.ts proves them). The households have no wages: benefits, pensions / IRA distributions,
 * the filers' ages on 31 December. Colorado and Montana start from federal taxable income, so their subtraction is
 * federal taxable income less the state's base; the others start from federal AGI.
 */
import { calculator } from '../../support/run-calculator';

const { result, run } = calculator('tax-calculator');

const YEARS = [2025, 2026] as const;

// Federal (Pub. 915 Worksheet 1), the same in both years (IRC §86's amounts are not indexed):
// H1 single, benefits 24,000, pension 40,000: line 7 52,000, taxable 19,800, AGI 59,800.
const H1 = { filingStatus: 'single', grossIncome: 0, socialSecurityBenefits: 24000, retirementDistributions: 40000 };
// H2 single, benefits 30,000, IRA 100,000: taxable 25,500 (the 85 % cap), AGI 125,500, line 7 115,000.
const H2 = { ...H1, socialSecurityBenefits: 30000, retirementDistributions: 100000 };
// H3 joint, benefits 40,000, pension 60,000: line 7 80,000; line 9 48,000; line 11 36,000; line 14 6,000; line 15
// 30,600; line 16 36,600; line 17 34,000: taxable 34,000, AGI 94,000.
const H3 = { ...H1, filingStatus: 'mfj', socialSecurityBenefits: 40000, retirementDistributions: 60000 };
// H4 joint, benefits 40,000, pension 30,000: line 7 50,000; line 9 18,000; line 11 6,000; line 14 6,000; line 15
// 5,100: taxable 11,100, AGI 41,100.
const H4 = { ...H3, retirementDistributions: 30000 };
// H5 single, benefits 20,000, pension 70,000: line 7 80,000; line 9 55,000; line 11 46,000; line 16 43,600; line 17
// 17,000: taxable 17,000, AGI 87,000.
const H5 = { ...H1, socialSecurityBenefits: 20000, retirementDistributions: 70000 };
// H6 single, benefits 20,000, pension 90,000: line 7 100,000; line 16 60,600; line 17 17,000: taxable 17,000, AGI
// 107,000.
const H6 = { ...H5, retirementDistributions: 90000 };

type Answer = ReturnType<typeof result>;
const words = (r: Answer) => (r.state.assumptions as string[]).join(' ');

describe('Colorado: the pension and annuity subtraction (Form DR 0104AD lines 3-4, C.R.S. §39-22-104(4)(f), (g))', () => {
  it.each([
    // 65+: all the taxable benefits (19,800) and pensions up to 24,000 less them (4,200).
    ['single 70, H1', { ...H1, age: 70 }, 24000],
    // 55-64, AGI 59,800 not over 75,000 (HB24-1142, from 2025): all 19,800; pensions up to 20,000 less them: 200.
    ['single 60, H1', { ...H1, age: 60 }, 20000],
    // 55-64, AGI 125,500 over 75,000: Social Security up to 20,000, nothing left for the IRA.
    ['single 60, H2', { ...H2, age: 60 }, 20000],
    // Under 55: none (survivors' benefits are not modelled).
    ['single 50, H1', { ...H1, age: 50 }, 0],
    // Age not given: taken as under 55.
    ['single, no age, H1', H1, 0],
    // Joint, each spouse half the benefits (taxable 17,000 each) and 30,000 of the pension (spouseRetirementDistributions), AGI 94,000 not over 95,000: the taxpayer (67)
    // 17,000 + 7,000; the spouse (62) 17,000 + 3,000.
    ['joint 67 and 62, H3', { ...H3, age: 67, spouseAge: 62, spouseRetirementDistributions: 30000 }, 44000],
    // No benefits: the pension part alone, 65+: 24,000 of 30,000.
    [
      'single 70, pension 30,000 alone',
      { ...H1, socialSecurityBenefits: 0, retirementDistributions: 30000, age: 70 },
      24000,
    ],
  ] as const)('%s', (_name, input, subtracted) => {
    for (const taxYear of YEARS) {
      const r = result({ ...input, state: 'CO', taxYear });
      expect(Math.round((r.taxableIncome - r.state.baseIncome) * 100) / 100).toBe(
        Math.min(subtracted, r.taxableIncome),
      );
      expect(words(r)).toMatch(/Colorado: pension and annuity subtraction/);
      expect(r.state.notModelled.join(' ')).not.toMatch(/exclusions of pensions/);
    }
  });
});

describe('Minnesota: the Social Security subtraction (Schedule M1M line 12 worksheet, Minn. Stat. §290.0132 subd. 26)', () => {
  it.each([
    // AGI 59,800 not over 84,490 (2025) / 86,410 (2026): all 19,800.
    ['single, H1', H1, 40000, 40000],
    // AGI 125,500: 2025 11 steps of 4,000 over 84,490, 2026 10 over 86,410: simplified 0; alternate 4,560 − 20 % ×
    // (115,000 − 69,250) < 0: none.
    ['single, H2', H2, 125500, 125500],
    // Joint, AGI 94,000 not over 108,320 / 110,780: all 34,000.
    ['joint, H3', H3, 60000, 60000],
    // AGI 87,000: 2025 2,510 over 84,490, one step: 90 % × 17,000 = 15,300 against the alternate 4,560 − 20 % ×
    // (80,000 − 69,250) = 2,410; 2026 590 over 86,410, one step: the same 15,300.
    ['single, H5', H5, 71700, 71700],
  ] as const)('%s', (_name, input, base2025, base2026) => {
    expect(result({ ...input, state: 'MN', taxYear: 2025 }).state.baseIncome).toBe(base2025);
    const r = result({ ...input, state: 'MN', taxYear: 2026 });
    expect(r.state.baseIncome).toBe(base2026);
    expect(words(r)).toMatch(/Minnesota: federal AGI/);
  });
});

describe('Montana: the taxable benefits as the federal return takes them (2024 Form 2, SB 399)', () => {
  it.each(YEARS)('%i: base is federal taxable income, the benefits in it', (taxYear) => {
    const r = result({ ...H1, age: 70, state: 'MT', taxYear });
    expect(r.state.baseIncome).toBe(r.taxableIncome);
    expect(words(r)).toMatch(/Montana: the Social Security benefits are taxed as federal AGI holds them/);
    expect(r.state.notModelled.join(' ')).not.toMatch(/Social Security/);
  });
});

describe('Rhode Island: the Social Security and retirement income modifications (Schedule M, §44-30-12(c)(8), (9))', () => {
  it.each([
    // 70, AGI 59,800 under 107,000: 19,800 of benefits + 40,000 of pension (cap 50,000).
    ['single 70, H1', { ...H1, age: 70 }, 0, 0],
    // AGI 125,500: none.
    ['single 70, H2', { ...H2, age: 70 }, 125500, 125500],
    // 66 on 31 December: taken as short of the full retirement age.
    ['single 66, H1', { ...H1, age: 66 }, 59800, 59800],
    // Joint, AGI 94,000 under 133,750: the taxpayer's half of the benefits (17,000) and 30,000 of pension (the other
    // 30,000 the spouse's, spouseRetirementDistributions); the spouse 60: none.
    ['joint 70 and 60, H3', { ...H3, age: 70, spouseAge: 60, spouseRetirementDistributions: 30000 }, 47000, 47000],
    // AGI 107,000: not under the 2025 limit; under 2026's projected 109,800: 17,000 + 50,000 (the cap).
    ['single 70, H6', { ...H6, age: 70 }, 107000, 40000],
  ] as const)('%s', (_name, input, base2025, base2026) => {
    expect(result({ ...input, state: 'RI', taxYear: 2025 }).state.baseIncome).toBe(base2025);
    const r = result({ ...input, state: 'RI', taxYear: 2026 });
    expect(r.state.baseIncome).toBe(base2026);
    expect(words(r)).toMatch(/Rhode Island: modifications for Social Security/);
    expect((run({ ...input, state: 'RI', taxYear: 2026 }).assumptions ?? []).join(' ')).toMatch(
      /Rhode Island Social Security benefits for 2026 is a projection/,
    );
  });
});

describe('Utah: the Social Security benefits credit (TC-40 Social Security Benefits Credit worksheet, §59-10-1042)', () => {
  const creditOf = (r: Answer) =>
    (r.state.creditLines as { label: string; amount: number }[]).find((l) =>
      l.label.startsWith('Social Security benefits credit'),
    )?.amount ?? 0;
  it.each([
    // 19,800 × 4.5 % = 891 less 2.5 % × (59,800 − 54,000) = 145: 746; 2026 at 4.45 %: 881.10 − 145 = 736.10.
    ['single, H1', H1, 746, 736.1],
    // 34,000 × 4.5 % = 1,530 less 2.5 % × (94,000 − 90,000) = 100: 1,430; 2026: 1,513 − 100 = 1,413.
    ['joint, H3', H3, 1430, 1413],
    // 25,500 × 4.5 % = 1,147.50 less 2.5 % × 71,500 = 1,787.50: none.
    ['single, H2', H2, 0, 0],
  ] as const)('%s', (_name, input, credit2025, credit2026) => {
    const [a, b] = [result({ ...input, state: 'UT', taxYear: 2025 }), result({ ...input, state: 'UT', taxYear: 2026 })];
    expect(creditOf(a)).toBe(credit2025);
    expect(creditOf(b)).toBe(credit2026);
    // A credit, not a subtraction: the benefits stay in Utah's base.
    expect(a.state.baseIncome).toBe(a.adjustedGrossIncome);
  });
});

describe('Vermont: the Social Security exemption (Schedule IN-112 worksheet, 32 V.S.A. §5830e)', () => {
  it.each([
    // AGI 59,800 between 55,000 and 65,000: (65,000 − 59,800) / 10,000 = 0.52 × 19,800 = 10,296.
    ['single, H1', H1, 49504],
    // Joint, AGI 94,000 at or over 80,000: none.
    ['joint, H3', H3, 94000],
    // Joint, AGI 41,100 under 70,000: all 11,100.
    ['joint, H4', H4, 30000],
  ] as const)('%s', (_name, input, base) => {
    for (const taxYear of YEARS) {
      const r = result({ ...input, state: 'VT', taxYear });
      expect(r.state.baseIncome).toBe(base);
      expect(words(r)).toMatch(/Vermont: federal AGI/);
    }
  });
});

describe('West Virginia: the Social Security modification (IT-140 Schedule M, W. Va. Code §11-21-12(c)(8))', () => {
  it.each([
    // 2025: AGI 59,800 over 50,000: 65 % × 19,800 = 12,870; 2026: all.
    ['single, H1', H1, 46930, 40000],
    // Joint, AGI 94,000 not over 100,000: all 34,000 both years.
    ['joint, H3', H3, 60000, 60000],
    // 2025: 65 % × 25,500 = 16,575; 2026: all.
    ['single, H2', H2, 108925, 100000],
  ] as const)('%s', (_name, input, base2025, base2026) => {
    expect(result({ ...input, state: 'WV', taxYear: 2025 }).state.baseIncome).toBe(base2025);
    const r = result({ ...input, state: 'WV', taxYear: 2026 });
    expect(r.state.baseIncome).toBe(base2026);
    expect(words(r)).toMatch(/West Virginia: Social Security benefits are exempt/);
  });
});
