/** Tax (2026): 401(k) limits, aliases, and the inputs it refuses. */
import { calculator, fieldError } from '../../support/run-calculator';

const { run: tax, result, errorOf } = calculator('tax-calculator');

describe('tax-calculator: 401(k) limits', () => {
  it('above 24,500 warns and names the catch-up limits', () => {
    const out = tax({ grossIncome: 150000, filingStatus: 'single', retirement401k: 30000 });
    expect(out.warnings).toEqual([
      expect.stringMatching(/\$24,500\.00.*\$32,500\.00 at age 50 or older.*\$35,750\.00 at ages 60–63/),
    ]);
    expect(out.result.adjustedGrossIncome).toBe(120000);
  });

  it('at 24,500 does not warn', () => {
    expect(tax({ grossIncome: 150000, filingStatus: 'single', retirement401k: 24500 }).warnings).toEqual([]);
  });

  it('above 35,750 is refused at /retirement401k', () => {
    expect(errorOf({ grossIncome: 150000, filingStatus: 'single', retirement401k: 35750.01 }).errors).toEqual([
      fieldError('/retirement401k', 'maximum'),
    ]);
    expect(() => tax({ grossIncome: 150000, filingStatus: 'single', retirement401k: 35750 })).not.toThrow();
  });

  it('more than gross wages is unsatisfiable (deferrals come out of wages)', () => {
    const e = errorOf({ grossIncome: 10000, filingStatus: 'single', retirement401k: 10000.01 });
    expect(e.status).toBe(422);
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.errors).toEqual([fieldError('/retirement401k', 'exceeds_gross_income')]);
  });

  it('more than the wages left after FICA is unsatisfiable, naming the most that can be deferred', () => {
    // 20,000 of wages: FICA 7.65 % = 1,530, so at most 18,470 can be deferred.
    const e = errorOf({ grossIncome: 20000, filingStatus: 'single', retirement401k: 19000 });
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.errors).toEqual([
      fieldError('/retirement401k', 'exceeds_net_wages', { message: expect.stringContaining('$18,470') }),
    ]);
    // What is left is the earned income credit on the 1,530 of W-2 wages: 7.65 % × 1,525 (the row's midpoint) = 117.
    expect(result({ grossIncome: 20000, filingStatus: 'single', retirement401k: 18470 }).takeHomePay).toBe(117);
  });
});

describe('tax-calculator: input validation and aliases', () => {
  it('maps k401Contribution to retirement401k', () => {
    const out = tax({ grossIncome: 150000, filingStatus: 'mfj', k401Contribution: 10000 });
    expect(out.input.retirement401k).toBe(10000);
    expect(out.input).not.toHaveProperty('k401Contribution');
    expect(out.result.federalIncomeTax).toBe(13140);
  });

  it('rejects k401Contribution and retirement401k with different values', () => {
    expect(
      errorOf({ grossIncome: 150000, filingStatus: 'mfj', k401Contribution: 10000, retirement401k: 5000 }).errors,
    ).toEqual([fieldError('/k401Contribution', 'alias_conflict')]);
  });

  it('requires grossIncome and filingStatus', () => {
    expect(errorOf({}).errors).toEqual(
      expect.arrayContaining([fieldError('/grossIncome', 'required'), fieldError('/filingStatus', 'required')]),
    );
  });

  it('rejects an unknown filing status listing the allowed ones', () => {
    expect(errorOf({ grossIncome: 50000, filingStatus: 'married' }).errors).toEqual([
      fieldError('/filingStatus', 'enum', { allowed: ['single', 'mfj', 'hoh', 'mfs', 'qss'] }),
    ]);
  });

  it('rejects negative income and deductions', () => {
    expect(
      errorOf({ grossIncome: -1, filingStatus: 'single', otherDeductions: -5, itemizedDeductions: -1 }).errors,
    ).toEqual(
      expect.arrayContaining([
        fieldError('/grossIncome', 'minimum'),
        fieldError('/otherDeductions', 'minimum'),
        fieldError('/itemizedDeductions', 'minimum'),
      ]),
    );
  });
});
