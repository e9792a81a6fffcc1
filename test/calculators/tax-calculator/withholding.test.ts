/**
 * Federal withholding by IRS Pub. 15-T's percentage method for automated payroll systems (Worksheet 1A, Forms W-4
 * from 2020 or later), the 2025 and the 2026 editions. Each golden case is worked by hand through Worksheet 1A's
 * lines with the edition's Annual Percentage Method table named beside it (no worked example of Worksheet 1A was
 * found in either edition's text to copy); every W-4 step, each W-4 filing status and each pay frequency appear in
 * each edition, and each filing status of the return through the calculator. The IRS's own figures checked are
 * rows of the 2026 Wage Bracket Method tables and Pub. 15 (2026) section 7's Example 2, which reads them, as quoted
 * in public code (the IRS PDFs not opened).
 */
import { lawFor } from '../../../src/calculators/law';
import { worksheet1A, withholdingC, type W4Form } from '../../../src/calculators/tax-withholding';
import { calculator, centsSum, fieldError } from '../../support/run-calculator';

const { result, errorOf } = calculator('tax-calculator');
const tables = (year: number) => lawFor('US', year).withholding;
const form = (status: W4Form['status'], more: Partial<W4Form> = {}): W4Form => ({
  status,
  step2Checkbox: false,
  step3C: 0,
  step4aC: 0,
  step4bC: 0,
  step4cC: 0,
  ...more,
});

describe('Pub. 15-T Worksheet 1A, hand-worked cases', () => {
  it.each([
    // [edition, case, W-4, wages a paycheck, paychecks a year, withholding]
    // 2026 single, biweekly: 1c 52,000 − 1g 8,600 = 43,400; row $19,900: 1,240 + 12 % × 23,500 = 4,060; ÷ 26.
    [2026, 'single, biweekly', form('single'), 2000, 26, 156.15],
    // 2025 single, biweekly: 43,400; row $18,325: 1,192.50 + 12 % × 25,075 = 4,201.50; ÷ 26.
    [2025, 'single, biweekly', form('single'), 2000, 26, 161.6],
    // 2026 mfj, monthly, Step 3 4,400: 96,000 − 12,900 = 83,100; row $44,100: 2,480 + 12 % × 39,000 = 7,160;
    // ÷ 12 = 596.67; 3b 4,400 ÷ 12 = 366.67.
    [2026, 'mfj, monthly, Step 3', form('mfj', { step3C: 440000 }), 8000, 12, 230],
    // 2025 mfj, monthly, Step 3 4,400: 83,100; row $40,950: 2,385 + 12 % × 42,150 = 7,443; ÷ 12 = 620.25 − 366.67.
    [2025, 'mfj, monthly, Step 3', form('mfj', { step3C: 440000 }), 8000, 12, 253.58],
    // 2026 hoh, weekly, Steps 4(a) 5,200, 4(b) 2,600, 4(c) 10: 62,400 + 5,200 − (2,600 + 8,600) = 56,400;
    // row $33,250: 1,770 + 12 % × 23,150 = 4,548; ÷ 52 = 87.46; + 10.
    [2026, 'hoh, weekly, Step 4', form('hoh', { step4aC: 520000, step4bC: 260000, step4cC: 1000 }), 1200, 52, 97.46],
    // 2025 hoh, weekly, the same W-4: 56,400; row $30,900: 1,700 + 12 % × 25,500 = 4,760; ÷ 52 = 91.54; + 10.
    [2025, 'hoh, weekly, Step 4', form('hoh', { step4aC: 520000, step4bC: 260000, step4cC: 1000 }), 1200, 52, 101.54],
    // 2026 single, semimonthly, Step 2 box: 120,000 (no 1g); checkbox row $108,938: 20,512 + 32 % × 11,062 = 24,051.84.
    [2026, 'single, semimonthly, Step 2', form('single', { step2Checkbox: true }), 5000, 24, 1002.16],
    // 2025 mfj, biweekly, Step 2 box: 78,000; checkbox row $63,475: 5,578.50 + 22 % × 14,525 = 8,774; ÷ 26.
    [2025, 'mfj, biweekly, Step 2', form('mfj', { step2Checkbox: true }), 3000, 26, 337.46],
    // 2026 hoh, semimonthly, Step 2 box: 60,000; checkbox row $45,800: 3,870 + 22 % × 14,200 = 6,994; ÷ 24.
    [2026, 'hoh, semimonthly, Step 2', form('hoh', { step2Checkbox: true }), 2500, 24, 291.42],
    // 2026 mfj, weekly, top row: 1,040,000 − 12,900 = 1,027,100; row $788,000: 206,583.50 + 37 % × 239,100.
    [2026, 'mfj, weekly, top rate', form('mfj'), 20000, 52, 5674.05],
    // 2026 single, monthly, under the allowance: 8,400 − 8,600 < 0, so nothing.
    [2026, 'single, monthly, below the allowance', form('single'), 700, 12, 0],
    // Step 3 above the tentative amount: 2025 single monthly 3,000: 36,000 − 8,600 = 27,400; row $18,325:
    // 1,192.50 + 12 % × 9,075 = 2,281.50; ÷ 12 = 190.13; 3b 4,000 ÷ 12 = 333.33: nothing withheld.
    [2025, 'single, monthly, Step 3 above the tentative amount', form('single', { step3C: 400000 }), 3000, 12, 0],
    // 2025 single, semimonthly, Step 2 box: 60,000 (no 1g); checkbox row $59,175: 8,825.50 + 24 % × 825 = 9,023.50;
    // ÷ 24 = 375.979.
    [2025, 'single, semimonthly, Step 2', form('single', { step2Checkbox: true }), 2500, 24, 375.98],
    // 2025 hoh, monthly, Step 2 box: 48,000; checkbox row $43,675: 3,721 + 22 % × 4,325 = 4,672.50; ÷ 12 = 389.375.
    [2025, 'hoh, monthly, Step 2', form('hoh', { step2Checkbox: true }), 4000, 12, 389.38],
    // 2025 mfj, semimonthly, Steps 3 2,000, 4(a) 2,400, 4(b) 6,000, 4(c) 15: 96,000 + 2,400 − (6,000 + 12,900) =
    // 79,500; row $40,950: 2,385 + 12 % × 38,550 = 7,011; ÷ 24 = 292.13; 3b 2,000 ÷ 24 = 83.33; + 15.
    [
      2025,
      'mfj, semimonthly, Steps 3 and 4',
      form('mfj', { step3C: 200000, step4aC: 240000, step4bC: 600000, step4cC: 1500 }),
      4000,
      24,
      223.8,
    ],
    // 2026 mfj, biweekly, Step 2 box: 78,000; checkbox row $66,500: 5,800 + 22 % × 11,500 = 8,330; ÷ 26 = 320.385.
    [2026, 'mfj, biweekly, Step 2', form('mfj', { step2Checkbox: true }), 3000, 26, 320.38],
  ] as const)('%i %s', (year, _case, w4, wages, periods, expected) => {
    expect(withholdingC(tables(year), w4, Math.round(wages * 100), periods) / 100).toBe(expected);
  });

  it('the lines of the worksheet: 2026 hoh weekly with every Step 4 entry', () => {
    const lines = worksheet1A(
      tables(2026),
      form('hoh', { step4aC: 520000, step4bC: 260000, step4cC: 1000 }),
      120000,
      52,
    );
    expect(lines).toEqual({
      line1c: 6240000,
      line1e: 6760000,
      line1g: 860000,
      line1i: 5640000,
      line2g: 454800,
      line2h: 8746,
      line3b: 0,
      line3c: 8746,
      line4b: 9746,
    });
  });
});

describe('Pub. 15-T tables in the law', () => {
  // Pub. 15-T builds its STANDARD tables from the year's rate schedule moved up by the standard deduction less the
  // line 1g allowance; the 2025 edition was issued with Rev. Proc. 2024-40's 15,000 / 30,000 / 22,500 (before
  // P.L. 119-21 raised them), the 2026 edition with Rev. Proc. 2025-32's.
  it.each([
    [2025, { single: 15000, mfj: 30000, hoh: 22500 }],
    [2026, { single: 16100, mfj: 32200, hoh: 24150 }],
  ] as const)('%i: each standard table is the rate schedule above the standard deduction less line 1g', (year, sd) => {
    const law = lawFor('US', year);
    for (const status of ['single', 'mfj', 'hoh'] as const) {
      const rows = law.withholding.standard[status];
      const offset = sd[status] - law.withholding.allowanceByW4Status[status];
      const schedule = law.byStatus[status].brackets;
      expect(rows[0]).toEqual({ atLeast: 0, tentative: 0, rate: 0 });
      schedule.forEach((band, i) => {
        const row = rows[i + 1]!;
        expect(row.rate).toBe(band.rate);
        expect(row.atLeast).toBe(offset + (i === 0 ? 0 : schedule[i - 1]!.upTo!));
        const next = rows[i + 2];
        if (next)
          expect(next.tentative).toBeCloseTo(row.tentative + ((next.atLeast - row.atLeast) * row.rate) / 100, 2);
      });
    }
  });
});

describe('Pub. 15-T (2026) against its own Wage Bracket Method tables', () => {
  // Pub. 15-T (2026) section 2, Wage Bracket Method Tables for Manual Payroll Systems With Forms W-4 From 2020 or
  // Later, page 14: WEEKLY, Single or Married Filing Separately, Standard column, ten rows as transcribed from the IRS
  // PDF in the pjnhek/payroll_agent repository's research notes. The IRS builds each cell from the percentage method
  // and prints it in whole dollars, so the worksheet on the row's midpoint, rounded to the dollar, is the cell: e.g.
  // $670: 670 × 52 = 34,840 − 8,600 = 26,240; 1,240 + 12 % × 6,340 = 2,000.80; ÷ 52 = 38.48 → $38.
  it.each([
    [625, 635, 34],
    [635, 645, 35],
    [645, 655, 36],
    [655, 665, 37],
    [665, 675, 38],
    [675, 685, 40],
    [685, 695, 41],
    [695, 705, 42],
    [705, 715, 43],
    [715, 725, 44],
  ] as const)('weekly single, at least $%i but less than $%i: $%i', (atLeast, lessThan, cell) => {
    const midpointC = ((atLeast + lessThan) / 2) * 100;
    expect(Math.round(withholdingC(tables(2026), form('single'), midpointC, 52) / 100)).toBe(cell);
  });

  // More rows of the edition's wage bracket tables (section 2), as quoted in public payroll code's tests (secondary;
  // the IRS PDF not opened), each the worksheet on the row's midpoint rounded to the dollar, e.g. biweekly mfj
  // $2,495–$2,525: 2,510 × 26 = 65,260 − 12,900 = 52,360; 2,480 + 12 % × 8,260 = 3,471.20; ÷ 26 = 133.51 → $134. The
  // monthly single rows are those Pub. 15 (2026) section 7, Example 2, reads for $2,000, $3,000 and $5,000 of wages
  // ($65, $179 and $419).
  it.each([
    ['biweekly, married filing jointly, standard, $2,495–$2,525: $134', form('mfj'), 2495, 2525, 26, 134],
    [
      'biweekly, head of household, Step 2 checkbox, $2,495–$2,525: $314',
      form('hoh', { step2Checkbox: true }),
      2495,
      2525,
      26,
      314,
    ],
    [
      'weekly, single, Step 2 checkbox, $1,195–$1,205: $180',
      form('single', { step2Checkbox: true }),
      1195,
      1205,
      52,
      180,
    ],
    ['semimonthly, head of household, standard, $3,975–$4,010: $361', form('hoh'), 3975, 4010, 24, 361],
    ['monthly, single, standard, $1,975–$2,005 (Pub. 15 Example 2: $2,000): $65', form('single'), 1975, 2005, 12, 65],
    ['monthly, single, standard, $2,985–$3,025 (Pub. 15 Example 2: $3,000): $179', form('single'), 2985, 3025, 12, 179],
    ['monthly, single, standard, $4,985–$5,025 (Pub. 15 Example 2: $5,000): $419', form('single'), 4985, 5025, 12, 419],
  ] as const)('%s', (_row, w4, atLeast, lessThan, periods, cell) => {
    const midpointC = ((atLeast + lessThan) / 2) * 100;
    expect(Math.round(withholdingC(tables(2026), w4, midpointC, periods) / 100)).toBe(cell);
  });

  it.each([2025, 2026])(
    '%i: each Step 2 checkbox table is the standard table with line 1g added back, halved (Form W-4 Step 2(c): "the standard deduction and tax brackets will be cut in half")',
    (year) => {
      const w = tables(year);
      for (const status of ['single', 'mfj', 'hoh'] as const) {
        const standard = w.standard[status];
        const halved = w.step2Checkbox[status];
        expect(halved).toHaveLength(standard.length);
        standard.forEach((row, i) => {
          const h = halved[i]!;
          expect(h.rate).toBe(row.rate);
          // Pub. 15-T prints whole-dollar thresholds (half dollars rounded up) and tentative amounts to the cent.
          expect(h.atLeast).toBe(i === 0 ? 0 : Math.ceil((row.atLeast + w.allowanceByW4Status[status]) / 2));
          expect(Math.round(h.tentative * 100)).toBe(Math.round(row.tentative * 50));
        });
      }
    },
  );
});

describe('tax-calculator: withholding and the W-4 a filer following the form enters', () => {
  it('each status maps to its W-4 box: mfs as single, qss as married filing jointly', () => {
    const w4Of = (filingStatus: string) =>
      result({ grossIncome: 60000, filingStatus, children: 1 }).perPaycheck.earners[0].w4.step1c;
    expect(['single', 'mfs', 'mfj', 'qss', 'hoh'].map(w4Of)).toEqual(['single', 'single', 'mfj', 'mfj', 'hoh']);
  });

  it("Step 3 goes on the higher earner's W-4 only, at the edition's amount per child (2025 Form W-4: $2,000)", () => {
    const input = { grossIncome: 100000, spouseIncome: 60000, filingStatus: 'mfj', children: 2, otherDependents: 1 };
    const [taxpayer, spouse] = result(input).perPaycheck.earners;
    expect([taxpayer.w4.step3Credits, spouse.w4.step3Credits]).toEqual([0, 4900]);
    expect(result({ ...input, taxYear: 2025 }).perPaycheck.earners[1].w4.step3Credits).toBe(4500);
  });

  it('Step 3 is left empty above the form’s income limit', () => {
    expect(
      result({ grossIncome: 250000, filingStatus: 'single', children: 1 }).perPaycheck.earners[0].w4.step3Credits,
    ).toBe(0);
  });

  it('the limit reads the total income, not the wages alone (Form W-4 Step 3: "if your total income will be $200,000 or less")', () => {
    const step3 = (interestIncome: number) =>
      result({ grossIncome: 190000, interestIncome, filingStatus: 'single', children: 1 }).perPaycheck.earners[0].w4
        .step3Credits;
    expect(step3(10000)).toBe(2200);
    expect(step3(10000.01)).toBe(0);
  });

  it('the paycheck withholds by the worksheet on wages after pre-tax 401(k) deferrals', () => {
    // 2026 single, monthly: 60,000 − 6,000 deferred = 54,000 a year; − 8,600 = 45,400; 1,240 + 12 % × 25,500 = 4,300.
    const r = result({ grossIncome: 60000, filingStatus: 'single', retirement401k: 6000 });
    expect(r.perPaycheck.regular.federalWithholding).toBe(358.33);
    expect(r.federalWithholding).toBe(centsSum([...Array(11).fill(358.33), r.perPaycheck.last.federalWithholding]));
  });

  // Each filing status of the return at a pay frequency of its own, 60,000 of wages, the default W-4 (no children):
  // the regular paycheck's gross (60,000 ÷ n, to the cent below) through Worksheet 1A, e.g. 2026 mfs biweekly:
  // 2,307.69 × 26 = 59,999.94 − 8,600 = 51,399.94; 1,240 + 12 % × 31,499.94 = 5,019.99; ÷ 26 = 193.08.
  it.each([
    // 2025: single weekly 59,999.68 − 8,600; 1,192.50 + 12 % × 33,074.68 = 5,161.46; ÷ 52 = 99.26.
    [2025, 'single', 'weekly', 99.26],
    // 2025: mfs (single's table) biweekly 51,399.94; 1,192.50 + 12 % × 33,074.94 = 5,161.49; ÷ 26 = 198.52.
    [2025, 'mfs', 'biweekly', 198.52],
    // 2025: mfj semimonthly 60,000 − 12,900 = 47,100; 2,385 + 12 % × 6,150 = 3,123; ÷ 24 = 130.125.
    [2025, 'mfj', 'semimonthly', 130.13],
    // 2025: qss (mfj's table) monthly 47,100: 3,123 ÷ 12 = 260.25.
    [2025, 'qss', 'monthly', 260.25],
    // 2025: hoh weekly 51,399.68; 1,700 + 12 % × 20,499.68 = 4,159.96; ÷ 52 = 79.999.
    [2025, 'hoh', 'weekly', 80],
    // 2026: single weekly 51,399.68; 1,240 + 12 % × 31,499.68 = 5,019.96; ÷ 52 = 96.54.
    [2026, 'single', 'weekly', 96.54],
    [2026, 'mfs', 'biweekly', 193.08],
    // 2026: mfj semimonthly 47,100; 2,480 + 12 % × 3,000 = 2,840; ÷ 24 = 118.33.
    [2026, 'mfj', 'semimonthly', 118.33],
    // 2026: qss monthly 47,100: 2,840 ÷ 12 = 236.67.
    [2026, 'qss', 'monthly', 236.67],
    // 2026: hoh weekly 51,399.68; 1,770 + 12 % × 18,149.68 = 3,947.96; ÷ 52 = 75.92.
    [2026, 'hoh', 'weekly', 75.92],
  ] as const)('%i %s paid %s: the regular paycheck withholds %p', (taxYear, filingStatus, payFrequency, withheld) => {
    const r = result({ taxYear, filingStatus, payFrequency, grossIncome: 60000 });
    expect(r.perPaycheck.regular.federalWithholding).toBe(withheld);
    expect(r.perPaycheck.earners[0].regular.federalWithholding).toBe(withheld);
  });

  it('each earner withholds on their own wages after their own pre-tax benefits (2025, weekly, mfj)', () => {
    const r = result({
      taxYear: 2025,
      filingStatus: 'mfj',
      grossIncome: 100000,
      spouseIncome: 40000,
      payFrequency: 'weekly',
      w4: {},
      preTaxDeductions: { healthPremiums: 2400, hsa: 3000, hsaCoverage: 'family' },
      spousePreTaxDeductions: { dependentCareFsa: 5000 },
    });
    const [taxpayer, spouse] = r.perPaycheck.earners;
    // Taxpayer: 1,153.84 − 46.15 − 57.69 = 1,050.00 × 52 = 54,600 − 12,900 = 41,700; 2,385 + 12 % × 750 = 2,475; ÷ 52.
    expect(taxpayer.regular.federalWithholding).toBe(47.6);
    // Spouse: 769.23 − 96.15 = 673.08 × 52 = 35,000.16 − 12,900 = 22,100.16; 10 % × 5,000.16 = 500.02; ÷ 52.
    expect(spouse.regular.federalWithholding).toBe(9.62);
    expect(r.perPaycheck.regular.federalWithholding).toBe(57.22);
  });

  it('a given W-4 replaces the default whole: a step left out is empty', () => {
    const r = result({ grossIncome: 80000, filingStatus: 'hoh', children: 2, w4: { step4cExtraWithholding: 50 } });
    expect(r.perPaycheck.earners[0].w4).toEqual({
      step1c: 'hoh',
      step2Checkbox: false,
      step3Credits: 0,
      step4aOtherIncome: 0,
      step4bDeductions: 0,
      step4cExtraWithholding: 50,
    });
  });

  it('refundOrBalanceDue is the withholding less the tax after every credit', () => {
    const r = result({ grossIncome: 40000, filingStatus: 'hoh', children: 3, payFrequency: 'biweekly', state: 'OH' });
    expect(r.federalWithholding).toBe(0);
    expect(r.refundOrBalanceDue).toBe(-r.federalIncomeTaxAfterCredits);
    expect(r.refundOrBalanceDue).toBeGreaterThan(0);
    // Two earners with the default W-4 (Step 2 left unchecked) are under-withheld: a balance due.
    const two = result({ grossIncome: 200000, spouseIncome: 100000, filingStatus: 'mfj' });
    expect(two.refundOrBalanceDue).toBe(centsSum([two.federalWithholding, -two.federalIncomeTaxAfterCredits]));
    expect(two.refundOrBalanceDue).toBeLessThan(0);
  });

  it('a pay stub projects the year: withheld to date plus the remaining paychecks', () => {
    const base = { grossIncome: 90000, filingStatus: 'single', payFrequency: 'biweekly' };
    const p = result(base).perPaycheck;
    const r = result({ ...base, federalWithheldToDate: 5000, payPeriodsRemaining: 10 });
    expect(r.federalWithholding).toBe(
      centsSum([5000, ...Array(9).fill(p.regular.federalWithholding), p.last.federalWithholding]),
    );
    expect(result({ ...base, federalWithheldToDate: 5000, payPeriodsRemaining: 0 }).federalWithholding).toBe(5000);
  });

  it('withholds at most what the paycheck has left: a Step 4(c) larger than the paycheck takes the rest', () => {
    const r = result({ grossIncome: 12000, filingStatus: 'single', w4: { step4cExtraWithholding: 2000 } });
    const p = r.perPaycheck.regular;
    expect(p.federalWithholding).toBe(centsSum([p.gross, -p.fica]));
    expect(p.net).toBe(0);
  });

  it('refuses W-4 and pay stub inputs that do not fit the household', () => {
    expect(errorOf({ grossIncome: 50000, filingStatus: 'single', spouseW4: {} }).errors).toEqual([
      fieldError('/spouseW4', 'joint_return_only'),
    ]);
    expect(errorOf({ grossIncome: 50000, filingStatus: 'single', payPeriodsRemaining: 3 }).errors).toEqual([
      fieldError('/federalWithheldToDate', 'required_with'),
    ]);
    expect(
      errorOf({ grossIncome: 50000, filingStatus: 'single', federalWithheldToDate: 1, payPeriodsRemaining: 13 }).errors,
    ).toEqual([fieldError('/payPeriodsRemaining', 'exceeds_pay_periods')]);
    expect(errorOf({ grossIncome: 50000, filingStatus: 'single', w4: { step3Credits: 100000.01 } }).errors).toEqual([
      fieldError('/w4/step3Credits', 'maximum'),
    ]);
    const unknown = errorOf({ grossIncome: 50000, filingStatus: 'single', w4: { step5: 1 } });
    expect(unknown.status).toBe(422);
    expect(unknown.errors?.[0]?.path).toMatch(/^\/w4/);
  });
});
