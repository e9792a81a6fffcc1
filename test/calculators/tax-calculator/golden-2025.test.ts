/**
 * Tax year 2025 (`taxYear: 2025`), worked by hand from the 2025 Tax Rate Schedules of IRS Rev. Proc. 2024-40 §3.01
 * (Tables 1–4; the exact schedule, not the $50-band Tax Table), the standard deduction of IRC §63(c)(7)(A) as
 * amended by P.L. 119-21 §70102 ($15,750 / $31,500 / $23,625), the additional standard deduction of Rev. Proc.
 * 2024-40 §3.15(3) ($1,600 married, $2,000 unmarried), the senior deduction of IRC §151(d)(5)(C) (P.L. 119-21
 * §70103: $6,000 from 2025), the child tax credit of IRC §24(h) as amended by P.L. 119-21 §70104 ($2,200 from 2025), the SSA
 * 2025 wage base ($176,100) and IRS Notice 2024-80 (401(k): $23,500; $31,000 at 50+; $34,750 at 60–63); the phase-outs
 * by the 2025 Schedule 1-A (senior deduction) and Schedule 8812 (child tax credit) worksheets.
 */
import { calculator, fieldError } from '../../support/run-calculator';
import { lawFor } from '../../../src/calculators/law';
import { STATE_CODES, STATE_NAMES } from '../../../src/reference/law';

const { run, result, errorOf } = calculator('tax-calculator');

describe('tax-calculator, tax year 2025', () => {
  it('answers 2026 when no year is asked, and names the year it answers', () => {
    expect(result({ grossIncome: 75000, filingStatus: 'single' }).taxYear).toBe(2026);
    expect(result({ grossIncome: 75000, filingStatus: 'single', taxYear: 2025 }).taxYear).toBe(2025);
  });

  it('refuses a year the law does not cover, naming the field', () => {
    expect(errorOf({ grossIncome: 75000, filingStatus: 'single', taxYear: 2024 }).errors).toEqual([
      fieldError('/taxYear', 'enum'),
    ]);
  });

  it('single, 75,000: taxable 59,250 (75,000 − 15,750); Table 3: 5,578.50 + 22 % of 10,775 over 48,475 = 7,949', () => {
    const r = result({ grossIncome: 75000, filingStatus: 'single', taxYear: 2025 });
    expect(r.standardDeduction).toBe(15750);
    expect(r.taxableIncome).toBe(59250);
    expect(r.federalIncomeTax).toBe(7949);
    expect(r.marginalRate).toBe(22);
    expect(r.socialSecurityTax).toBe(4650);
    expect(r.medicareTax).toBe(1087.5);
  });

  it('mfj, 150,000 with 10,000 to a 401(k): taxable 108,500; Table 1: 11,157 + 22 % of 11,550 over 96,950 = 13,698', () => {
    const r = result({ grossIncome: 150000, filingStatus: 'mfj', retirement401k: 10000, taxYear: 2025 });
    expect(r.adjustedGrossIncome).toBe(140000);
    expect(r.taxableIncome).toBe(108500);
    expect(r.federalIncomeTax).toBe(13698);
  });

  it('hoh, 60,000, one child: taxable 36,375; Table 2: 1,700 + 12 % of 19,375 = 4,025, less the 2,200 child tax credit', () => {
    const r = result({ grossIncome: 60000, filingStatus: 'hoh', children: 1, taxYear: 2025 });
    expect(r.standardDeduction).toBe(23625);
    expect(r.taxableIncome).toBe(36375);
    expect(r.federalIncomeTax).toBe(4025);
    expect(r.childTaxCredit).toBe(2200);
    expect(r.federalIncomeTaxAfterCredits).toBe(1825);
  });

  it('single aged 70, 50,000: 15,750 + 2,000 (65+) standard, 6,000 senior deduction; taxable 26,250, tax 2,911.50', () => {
    const r = result({ grossIncome: 50000, filingStatus: 'single', age: 70, taxYear: 2025 });
    expect(r.standardDeduction).toBe(17750);
    expect(r.seniorDeduction).toBe(6000);
    expect(r.taxableIncome).toBe(26250);
    expect(r.federalIncomeTax).toBe(2911.5); // 1,192.50 + 12 % × 14,325
  });

  it('married aged 66 and 67, 80,000: 31,500 + 2 × 1,600 standard, 2 × 6,000 senior; taxable 33,300, tax 3,519', () => {
    const r = result({ grossIncome: 80000, filingStatus: 'mfj', age: 66, spouseAge: 67, taxYear: 2025 });
    expect(r.standardDeduction).toBe(34700);
    expect(r.seniorDeduction).toBe(12000);
    expect(r.taxableIncome).toBe(33300);
    expect(r.federalIncomeTax).toBe(3519); // 2,385 + 12 % × 9,450 = 2,385 + 1,134
  });

  it('single, 700,000: the top band (Table 3: 188,769.75 + 37 % over 626,350), Social Security on 176,100 only', () => {
    const r = result({ grossIncome: 700000, filingStatus: 'single', taxYear: 2025 });
    expect(r.taxableIncome).toBe(684250);
    expect(r.federalIncomeTax).toBe(210192.75); // 188,769.75 + 37 % × 57,900
    expect(r.marginalRate).toBe(37);
    expect(r.socialSecurityTax).toBe(10918.2); // 6.2 % × 176,100
    expect(r.additionalMedicareTax).toBe(4500); // 0.9 % × (700,000 − 200,000)
  });

  it('mfj, 1,000,000: Table 1, 202,154.50 + 37 % of 216,900 over 751,600 = 282,407.50', () => {
    const r = result({ grossIncome: 1000000, filingStatus: 'mfj', taxYear: 2025 });
    expect(r.taxableIncome).toBe(968500);
    expect(r.federalIncomeTax).toBe(282407.5);
  });

  it('mfs and qss follow Table 4 and Table 1: 400,000 separate crosses the 35 % top at 375,800', () => {
    const mfs = result({ grossIncome: 400000, filingStatus: 'mfs', taxYear: 2025 });
    expect(mfs.taxableIncome).toBe(384250);
    // Table 4: 57,231 at 250,525 (as single) + 35 % × 125,275 = 101,077.25 at 375,800, + 37 % × 8,450
    expect(mfs.federalIncomeTax).toBe(104203.75);
    const qss = result({ grossIncome: 100000, filingStatus: 'qss', children: 1, taxYear: 2025 });
    expect(qss.taxableIncome).toBe(68500);
    expect(qss.federalIncomeTax).toBe(7743); // 2,385 + 12 % × 44,650 = 2,385 + 5,358
  });

  // Schedule 1-A (2025), Part V, enhanced deduction for seniors (IRC §151(d)(5)(C)): lines 31-33 MAGI over $75,000
  // ($150,000 joint), line 34 6 % of it (no step, no rounding to a dollar), line 35 $6,000 less line 34, lines
  // 36a-36b each filer aged 65+ (the form's lines as transcribed from the final form in a public tax-software
  // repository's specification, secondary).
  it.each([
    // 6 % × 5,500.50 = 330.03: 5,669.97; taxable 80,500.50 − 17,750 − 5,669.97 = 57,080.53;
    // Table 3: 5,578.50 + 22 % × 8,605.53 = 7,471.72
    [
      'single aged 70, 80,500.50',
      { grossIncome: 80500.5, filingStatus: 'single', age: 70 },
      5669.97,
      57080.53,
      7471.72,
    ],
    // 6,000 − 6 % × 20,000 = 4,800; taxable 95,000 − 17,750 − 4,800 = 72,450; Table 3: 5,578.50 + 22 % × 23,975
    ['single aged 70, 95,000', { grossIncome: 95000, filingStatus: 'single', age: 70 }, 4800, 72450, 10853],
    // each 6,000 − 6 % × 20,000 = 4,800; taxable 170,000 − 34,700 − 9,600 = 125,700; Table 1: 11,157 + 22 % × 28,750
    [
      'married aged 66 and 67, 170,000',
      { grossIncome: 170000, filingStatus: 'mfj', age: 66, spouseAge: 67 },
      9600,
      125700,
      17482,
    ],
    // 6 % × (175,000 − 75,000) = 6,000: nothing left; taxable 175,000 − 17,750 = 157,250; Table 3: 17,651 + 24 % × 53,900
    ['single aged 70, 175,000', { grossIncome: 175000, filingStatus: 'single', age: 70 }, 0, 157250, 30587],
  ] as const)('Schedule 1-A senior deduction phase-out: %s', (_name, input, senior, taxable, tax) => {
    const r = result({ ...input, taxYear: 2025 });
    expect([r.seniorDeduction, r.taxableIncome, r.federalIncomeTax]).toEqual([senior, taxable, tax]);
  });

  // Schedule 8812 (2025), credit limit worksheet A: $2,200 per child (IRC §24(h)(2) as amended by P.L. 119-21), less
  // $50 for each $1,000 or part of $1,000 of modified AGI over $200,000 ($400,000 joint).
  it.each([
    // 2,200 − 30 × 50 = 700; taxable 214,250; Table 3: 40,199 + 32 % × 16,950 = 45,623
    ['single, one child, 230,000', { grossIncome: 230000, filingStatus: 'single', children: 1 }, 45623, 700],
    // 30,500 over: 31 steps (the part step counts), 4,400 − 1,550; taxable 399,000; Table 1: 80,398 + 32 % × 4,400
    ['joint, two children, 430,500', { grossIncome: 430500, filingStatus: 'mfj', children: 2 }, 81806, 2850],
    // 44,000 over: 44 × 50 = 2,200 takes the whole credit; taxable 228,250; Table 3: 40,199 + 32 % × 30,950
    ['single, one child, 244,000', { grossIncome: 244000, filingStatus: 'single', children: 1 }, 50103, 0],
  ] as const)('Schedule 8812 child tax credit phase-out: %s', (_name, input, tax, credit) => {
    const r = result({ ...input, taxYear: 2025 });
    expect([r.federalIncomeTax, r.childTaxCredit, r.federalIncomeTaxAfterCredits]).toEqual([tax, credit, tax - credit]);
  });

  it('holds 401(k) deferrals to the 2025 limits by age (Notice 2024-80)', () => {
    expect(
      errorOf({ grossIncome: 100000, filingStatus: 'single', age: 40, retirement401k: 24000, taxYear: 2025 }).errors,
    ).toEqual([fieldError('/retirement401k', 'exceeds_deferral_limit')]);
    expect(result({ grossIncome: 100000, filingStatus: 'single', age: 40, retirement401k: 24000 }).taxYear).toBe(2026);
    expect(
      result({ grossIncome: 100000, filingStatus: 'single', age: 61, retirement401k: 34750, taxYear: 2025 })
        .adjustedGrossIncome,
    ).toBe(65250);
    expect(
      errorOf({ grossIncome: 100000, filingStatus: 'single', age: 61, retirement401k: 35000, taxYear: 2025 }).errors,
    ).toEqual([fieldError('/retirement401k', 'exceeds_deferral_limit')]);
  });

  it('keeps catch-up deferrals pre-tax in 2025 (the Roth catch-up rule applies from 2026; Notice 2023-62)', () => {
    const input = { grossIncome: 200000, filingStatus: 'single', age: 55, retirement401k: 31000 } as const;
    const r2025 = run({ ...input, taxYear: 2025 });
    expect(r2025.result.fica.earners[0].rothCatchUp).toBe(0);
    expect(r2025.result.adjustedGrossIncome).toBe(169000);
    expect((r2025.assumptions ?? []).join('\n')).toMatch(/Roth catch-up rule .* is not applied in 2025/);
    expect(result({ ...input, taxYear: 2026 }).fica.earners[0].rothCatchUp).toBe(6500); // 31,000 − 24,500
  });

  it('names the 2025 sources in assumptions', () => {
    const { assumptions } = run({ grossIncome: 75000, filingStatus: 'single', taxYear: 2025 });
    expect(assumptions?.[0]).toBe(
      'Tax year 2025, single: exact federal rate schedule (IRS Rev. Proc. 2024-40; P.L. 119-21; SSA 2025 fact sheet; IRS Notice 2024-80)',
    );
  });

  it('answers a state for 2025 from its 2025 figures, or says which year’s figure stands in', () => {
    const ca = run({ grossIncome: 75000, filingStatus: 'single', state: 'CA', taxYear: 2025 });
    expect(ca.result.state.taxYear).toBe(2025);
    expect((ca.assumptions ?? []).join('\n')).not.toMatch(/California .* figure is used for 2025/);
    // Any state whose data still lacks a 2025 figure says which year's stands in, generated from its provenance.
    const standing = STATE_CODES.flatMap((code) =>
      (lawFor(code, 2025)?.provenance ?? []).filter((p) => p.from !== 2025).map((p) => ({ code, p })),
    )[0];
    if (standing) {
      const { code, p } = standing;
      const words = run({ grossIncome: 75000, filingStatus: 'single', state: code, taxYear: 2025 }).assumptions ?? [];
      expect(words.join('\n')).toContain(`${STATE_NAMES[code]} ${p.figure}: the ${p.from} figure is used for 2025`);
    }
  });
});

describe('hoh or qss without a qualifying person (IRS Pub. 501)', () => {
  it('answers, with a warning', () => {
    for (const filingStatus of ['hoh', 'qss']) {
      const alone = run({ grossIncome: 75000, filingStatus });
      expect(alone.result.federalIncomeTax).toBeGreaterThan(0);
      expect((alone.warnings ?? []).join('\n')).toMatch(
        new RegExp(`Filing status "${filingStatus}" .* \\(IRS Pub\\. 501\\)`),
      );
      expect(run({ grossIncome: 75000, filingStatus, children: 1 }).warnings).toEqual([]);
      expect(run({ grossIncome: 75000, filingStatus, otherDependents: 1 }).warnings).toEqual([]);
    }
    expect(run({ grossIncome: 75000, filingStatus: 'single' }).warnings).toEqual([]);
  });
});
