/** Tax (2026): two worked examples, every bracket edge, FICA, totals and deductions against an independent reference. */
import { calculator, centsSum } from '../../support/run-calculator';

const { run: tax, result } = calculator('tax-calculator');

type Band = { rate: number; from: number; to: number | null; taxedAmount: number; tax: number };

const STANDARD_DEDUCTION = { single: 16100, mfj: 32200, hoh: 24150 } as const;

// Worked by hand from the IRS Rev. Proc. 2025-32 rate schedules and standard deductions, the SSA 2026 wage base and
// the FICA rates of IRC §3101.
describe('tax-calculator: two worked examples', () => {
  it('1. single, gross 75,000: taxable 58,900, tax 7,670, SS 4,650, Medicare 1,087.50, effective 10.2267 %, marginal 22 %', () => {
    const r = result({ grossIncome: 75000, filingStatus: 'single' });
    expect(r.taxYear).toBe(2026);
    expect(r.taxableIncome).toBe(58900);
    expect(r.federalIncomeTax).toBe(7670);
    expect(r.brackets.slice(0, 3).map((b: Band) => b.tax)).toEqual([1240, 4560, 1870]);
    expect(r.socialSecurityTax).toBe(4650);
    expect(r.medicareTax).toBe(1087.5);
    expect(r.additionalMedicareTax).toBe(0);
    // 10.23 % to 2 decimals; every percent output has 4: 7,670 / 75,000 = 10.22666… % (python Decimal)
    expect(r.effectiveRate).toBe(10.2267);
    expect(r.marginalRate).toBe(22);
  });

  it('2. mfj, gross 150,000, 401(k) 10,000: AGI 140,000, taxable 107,800, tax 13,140, FICA on the full 150,000', () => {
    const r = result({ grossIncome: 150000, filingStatus: 'mfj', retirement401k: 10000 });
    expect(r.adjustedGrossIncome).toBe(140000);
    expect(r.taxableIncome).toBe(107800);
    expect(r.federalIncomeTax).toBe(13140);
    expect(r.brackets.slice(0, 3).map((b: Band) => b.tax)).toEqual([2480, 9120, 1540]);
    expect(r.socialSecurityTax).toBe(9300);
    expect(r.medicareTax).toBe(2175);
  });

  it('3. hoh, gross 60,000: taxable 35,850, tax 1,770 + 2,178 = 3,948', () => {
    const r = result({ grossIncome: 60000, filingStatus: 'hoh' });
    expect(r.taxableIncome).toBe(35850);
    expect(r.federalIncomeTax).toBe(3948);
    expect(r.brackets.slice(0, 2).map((b: Band) => b.tax)).toEqual([1770, 2178]);
    expect(r.marginalRate).toBe(12);
  });

  it('4. single, gross 250,000: taxable 233,900, tax 41,024 + 10,280 = 51,304, SS capped at 11,439, Medicare 3,625, Additional 450', () => {
    const r = result({ grossIncome: 250000, filingStatus: 'single' });
    expect(r.taxableIncome).toBe(233900);
    expect(r.federalIncomeTax).toBe(51304);
    expect(r.socialSecurityTax).toBe(11439);
    expect(r.medicareTax).toBe(3625);
    expect(r.additionalMedicareTax).toBe(450);
    expect(r.ficaTax).toBe(15514);
    expect(r.marginalRate).toBe(32);
  });
});

// Expected values computed independently with python3 (decimal module, ROUND_HALF_UP to cents) from the
// Rev. Proc. 2025-32 rate schedules (script: band by band, sum of (min(taxable, top) − bottom) × rate). The tax at each
// edge is the Rev. Proc. 2025-32 "tax at the bottom of the next band" (e.g. single 35 % band: $58,448;
// 37 % band: $192,979.25). Taxable income = gross − standard deduction.
describe('tax-calculator: every bracket edge of every filing status', () => {
  const edges: Array<[keyof typeof STANDARD_DEDUCTION, number, number, number, number, number]> = [
    // status, edge (top of a band), rate of that band, tax at the edge, tax one dollar above, rate of the next band
    ['single', 12400, 10, 1240, 1240.12, 12],
    ['single', 50400, 12, 5800, 5800.22, 22],
    ['single', 105700, 22, 17966, 17966.24, 24],
    ['single', 201775, 24, 41024, 41024.32, 32],
    ['single', 256225, 32, 58448, 58448.35, 35],
    ['single', 640600, 35, 192979.25, 192979.62, 37],
    ['mfj', 24800, 10, 2480, 2480.12, 12],
    ['mfj', 100800, 12, 11600, 11600.22, 22],
    ['mfj', 211400, 22, 35932, 35932.24, 24],
    ['mfj', 403550, 24, 82048, 82048.32, 32],
    ['mfj', 512450, 32, 116896, 116896.35, 35],
    ['mfj', 768700, 35, 206583.5, 206583.87, 37],
    ['hoh', 17700, 10, 1770, 1770.12, 12],
    ['hoh', 67450, 12, 7740, 7740.22, 22],
    ['hoh', 105700, 22, 16155, 16155.24, 24],
    ['hoh', 201750, 24, 39207, 39207.32, 32],
    ['hoh', 256200, 32, 56631, 56631.35, 35],
    ['hoh', 640600, 35, 191171, 191171.37, 37],
  ];

  it.each(edges)(
    '%s: taxable %d (%d %% band) → tax %d; one dollar above → %d at %d %%',
    (status, edge, rate, atEdge, above, nextRate) => {
      const at = result({ grossIncome: edge + STANDARD_DEDUCTION[status], filingStatus: status });
      expect(at.taxableIncome).toBe(edge);
      expect(at.federalIncomeTax).toBe(atEdge);
      // At the edge the income is "not over" it (still the lower band), but the next dollar is in the band above.
      expect(at.brackets.find((b: Band) => b.to === edge).rate).toBe(rate);
      expect(at.marginalRate).toBe(nextRate);
      const over = result({ grossIncome: edge + 1 + STANDARD_DEDUCTION[status], filingStatus: status });
      expect(over.taxableIncome).toBe(edge + 1);
      expect(over.federalIncomeTax).toBe(above);
      expect(over.marginalRate).toBe(nextRate);
    },
  );

  it.each(['single', 'mfj', 'hoh'])(
    '%s: the tax at each band bottom equals the sum of the bands below it',
    (status) => {
      // Far into the top band, every band but the last is full.
      const r = result({ grossIncome: 5_000_000, filingStatus: status });
      const bands: Band[] = r.brackets;
      expect(bands).toHaveLength(7);
      expect(bands[0]!.from).toBe(0);
      expect(bands[6]!.to).toBeNull();
      for (let i = 1; i < bands.length; i++) {
        expect(bands[i]!.from).toBe(bands[i - 1]!.to);
        const bottom = bands[i]!.from;
        const atBottom = result({
          grossIncome: bottom + STANDARD_DEDUCTION[status as keyof typeof STANDARD_DEDUCTION],
          filingStatus: status,
        });
        expect(atBottom.federalIncomeTax).toBe(centsSum(bands.slice(0, i).map((b) => b.tax)));
      }
    },
  );
});

describe('tax-calculator: FICA', () => {
  it.each([
    // 6.2 % × 184,500 = 11,439 (SSA 2026: maximum Social Security tax); 1.45 % × 184,500 = 2,675.25
    ['single', 184500, 11439, 2675.25, 0],
    ['single', 184501, 11439, 2675.26, 0],
    // Additional Medicare 0.9 % above 200,000 (single): none at the threshold, 0.009 → 0.01 one dollar above
    ['single', 200000, 11439, 2900, 0],
    ['single', 200001, 11439, 2900.01, 0.01],
    ['hoh', 200100, 11439, 2901.45, 0.9],
    // mfj threshold 250,000: nothing at 200,100; 0.90 at 250,100
    ['mfj', 200100, 11439, 2901.45, 0],
    ['mfj', 250000, 11439, 3625, 0],
    ['mfj', 250100, 11439, 3626.45, 0.9],
    // 1,000,000 single: 14,500 Medicare, 0.9 % × 800,000 = 7,200
    ['single', 1000000, 11439, 14500, 7200],
  ])(
    '%s, wages %d → SS %d, Medicare %d, Additional Medicare %d',
    (filingStatus, grossIncome, ss, medicare, additional) => {
      const r = result({ grossIncome, filingStatus });
      expect(r.socialSecurityTax).toBe(ss);
      expect(r.medicareTax).toBe(medicare);
      expect(r.additionalMedicareTax).toBe(additional);
      expect(r.ficaTax).toBe(centsSum([ss, medicare, additional]));
    },
  );

  it('401(k) deferrals do not reduce FICA wages', () => {
    const without = result({ grossIncome: 100000, filingStatus: 'single' });
    const withK = result({ grossIncome: 100000, filingStatus: 'single', retirement401k: 20000 });
    expect(withK.ficaTax).toBe(without.ficaTax);
    expect(withK.federalIncomeTax).toBeLessThan(without.federalIncomeTax);
  });
});

// More golden totals from the same independent python3 reference.
describe('tax-calculator: totals and take-home pay', () => {
  it.each([
    [{ grossIncome: 75000, filingStatus: 'single' }, 7670, 13407.5, 61592.5],
    [{ grossIncome: 150000, filingStatus: 'mfj', retirement401k: 10000 }, 13140, 24615, 115385],
    [{ grossIncome: 1000000, filingStatus: 'single' }, 320000.25, 353139.25, 646860.75],
    [{ grossIncome: 1000000, filingStatus: 'mfj', retirement401k: 24500 }, 271185.5, 303874.5, 671625.5],
    [{ grossIncome: 45000.55, filingStatus: 'hoh', retirement401k: 3000.1 }, 1788.05, 5230.59, 36769.86],
  ])('%o → income tax %d, total tax %d, take-home %d', (input, fed, total, takeHome) => {
    const r = result(input);
    expect(r.federalIncomeTax).toBe(fed);
    expect(r.totalTax).toBe(total);
    expect(r.takeHomePay).toBe(takeHome);
  });

  it("take-home = gross − total tax − 401(k), monthly = a monthly paycheck's net, rates in percent of gross", () => {
    const r = result({ grossIncome: 150000, filingStatus: 'mfj', retirement401k: 10000 });
    expect(r.totalTax).toBe(centsSum([r.federalIncomeTax, r.ficaTax]));
    expect(r.takeHomePay).toBe(centsSum([150000, -r.totalTax, -10000]));
    expect(r.monthlyTakeHome).toBe(9615.42); // 12,500 − 1,095 − 956.25 − 833.33 (each ÷ 12, toward zero)
    expect(r.effectiveRate).toBe(8.76); // 13,140 / 150,000 = 8.76 %
    expect(r.allInEffectiveRate).toBe(16.41); // 24,615 / 150,000 = 16.41 %
  });

  it('no income: no tax, rates 0 (no division by zero)', () => {
    const r = result({ grossIncome: 0, filingStatus: 'single' });
    expect(r).toEqual(
      expect.objectContaining({
        taxableIncome: 0,
        federalIncomeTax: 0,
        totalTax: 0,
        effectiveRate: 0,
        allInEffectiveRate: 0,
        marginalRate: 10, // the next dollar of taxable income is taxed at 10 %
      }),
    );
  });

  it('income below the standard deduction: taxable income 0, marginal rate 10 (the next dollar)', () => {
    const r = result({ grossIncome: 16000, filingStatus: 'single' });
    expect(r.taxableIncome).toBe(0);
    expect(r.federalIncomeTax).toBe(0);
    expect(r.marginalRate).toBe(10);
    expect(r.ficaTax).toBe(1224); // 7.65 % × 16,000
  });
});

describe('tax-calculator: deductions', () => {
  it('itemized deductions larger than the standard deduction replace it', () => {
    const r = result({ grossIncome: 100000, filingStatus: 'single', itemizedDeductions: 20000 });
    expect(r.standardDeduction).toBe(16100);
    expect(r.deductionType).toBe('itemized');
    expect(r.deductionUsed).toBe(20000);
    expect(r.taxableIncome).toBe(80000);
  });

  it('itemized deductions not larger than the standard deduction are ignored, with a note (nothing to check)', () => {
    const out = tax({ grossIncome: 100000, filingStatus: 'single', itemizedDeductions: 12000 });
    expect(out.result.deductionType).toBe('standard');
    expect(out.result.deductionUsed).toBe(16100);
    expect(out.notes).toEqual([expect.stringContaining('standard deduction is used')]);
    expect(out.warnings).toEqual([]);
  });

  it('otherDeductions are subtracted after the deduction, and taxable income never goes below 0', () => {
    expect(result({ grossIncome: 100000, filingStatus: 'hoh', otherDeductions: 5000 }).taxableIncome).toBe(
      100000 - 24150 - 5000,
    );
    expect(result({ grossIncome: 30000, filingStatus: 'mfj', otherDeductions: 5000 }).taxableIncome).toBe(0);
  });

  it('states the defaults and what is not modelled', () => {
    const out = tax({ grossIncome: 75000, filingStatus: 'single' });
    expect(out.assumptions).toEqual(
      expect.arrayContaining([
        'Standard deduction $16,100.00 (single)',
        expect.stringContaining('401(k) deferrals $0.00 (default)'),
        expect.stringContaining('Other deductions $0.00 (default)'),
        expect.stringMatching(
          /^Take-home pay = gross income − federal income tax after credits − FICA − state income tax − local income taxes − state payroll contributions − 401\(k\) deferrals/,
        ),
        expect.stringMatching(
          /Not modelled: credits other than the child tax credit, the credit for other dependents, the earned income credit and the child and dependent care credit.*local income taxes.*Tax Table.*qualified business income deduction of a specified service business/,
        ),
      ]),
    );
  });
});
