/**
 * Local taxes on wages and thresholds, golden cases from each place's own publication, for 2025 and 2026 (2026
 * stands in with 2025's figures): Portland (Metro's supportive housing services tax and Multnomah County's
 * Preschool for All tax on Oregon taxable income over their thresholds, and the $35 arts tax per earner), Denver's
 * $5.75 a month occupational privilege tax, Wilmington's 1.25 % earned income tax, the Kansas City and St. Louis
 * 1 % earnings taxes on W-2 box 1 wages, Louisville Metro's three occupational taxes, Lexington-Fayette's two on
 * gross wages, and the Birmingham, Gadsden and Macon County occupational taxes; each tax on an earner's wages in
 * that earner's paychecks.
 */
import { calculator, centsSum } from '../../support/run-calculator';

const { result, run } = calculator('tax-calculator');

type Local = { id: string; name: string; base: string; earner: string | null; taxableAmount: number; tax: number };
const YEARS = [2025, 2026];
const rows = (input: Record<string, unknown>) => {
  const r = result(input);
  const locals = r.localTaxes as Local[];
  return { r, locals, taxable: (r.state as { taxableIncome: number }).taxableIncome };
};
const brief = (ls: Local[]) => ls.map((l) => [l.base, l.earner, l.taxableAmount, l.tax]);

describe('Portland: Metro SHS, Multnomah County PFA and the arts tax', () => {
  it('single, wages 250,000 (2025: Oregon taxable income 250,000 − 2,835 = 247,165): 1,221.65 + 1,832.48 + 35', () => {
    for (const taxYear of YEARS) {
      const { locals, taxable } = rows({
        grossIncome: 250000,
        filingStatus: 'single',
        state: 'OR',
        locality: 'OR-PORTLAND',
        taxYear,
      });
      if (taxYear === 2025) expect(taxable).toBe(247165);
      // Metro (oregonmetro.gov, "Supportive housing services: funding"): 1 % of the taxable income above $125,000.
      // PFA (MCC §11.512, multco.us): 1.5 % above $125,000, under the $250,000 where the additional 1.5 % starts.
      const over = taxable - 125000;
      expect(brief(locals)).toEqual([
        ['stateTaxableIncome', null, taxable, Math.round(over) / 100],
        ['stateTaxableIncome', null, taxable, Math.round(over * 1.5) / 100],
        // Arts tax (portland.gov/revenue/arts-tax): $35 for a resident with $1,000 or more of income.
        ['earnedIncome', 'taxpayer', 250000, 35],
      ]);
    }
  });

  it('2025, single, wages 300,000 (taxable 297,165): PFA 1,875 + 3 % of 47,165 = 3,289.95; Metro 1,721.65', () => {
    const { locals, taxable } = rows({
      grossIncome: 300000,
      filingStatus: 'single',
      state: 'OR',
      locality: 'OR-PORTLAND',
      taxYear: 2025,
    });
    expect(taxable).toBe(297165);
    expect(locals.map((l) => l.tax)).toEqual([1721.65, 3289.95, 35]);
  });

  it('2025, joint, 150,000 each (taxable 294,330): 1 % and 1.5 % above the joint $200,000, and $35 from each', () => {
    const { locals, taxable } = rows({
      grossIncome: 300000,
      spouseIncome: 150000,
      filingStatus: 'mfj',
      state: 'OR',
      locality: 'OR-PORTLAND',
      taxYear: 2025,
    });
    expect(taxable).toBe(294330);
    // 94,330 × 1 % = 943.30; × 1.5 % = 1,414.95
    expect(brief(locals)).toEqual([
      ['stateTaxableIncome', null, 294330, 943.3],
      ['stateTaxableIncome', null, 294330, 1414.95],
      ['earnedIncome', 'taxpayer', 150000, 35],
      ['earnedIncome', 'spouse', 150000, 35],
    ]);
  });

  it('below the thresholds only the arts tax is due; below $1,000 of earnings nothing', () => {
    const { locals } = rows({ grossIncome: 90000, filingStatus: 'single', state: 'OR', locality: 'OR-PORTLAND' });
    expect(locals.map((l) => l.tax)).toEqual([0, 0, 35]);
    const none = rows({ grossIncome: 999, filingStatus: 'single', state: 'OR', locality: 'OR-PORTLAND' });
    expect(none.locals.map((l) => l.tax)).toEqual([0, 0, 0]);
  });
});

describe('Denver employee occupational privilege tax (denvergov.org, OPT information: $5.75 a month from $500)', () => {
  it('joint, 55,000 and 5,000: 12 × 5.75 = 69.00 from the taxpayer, nothing from a spouse earning 416.67 a month', () => {
    for (const taxYear of YEARS) {
      const { r, locals } = rows({
        grossIncome: 60000,
        spouseIncome: 5000,
        filingStatus: 'mfj',
        state: 'CO',
        locality: 'CO-DENVER',
        payFrequency: 'monthly',
        taxYear,
      });
      expect(brief(locals)).toEqual([
        ['wages', 'taxpayer', 55000, 69],
        ['wages', 'spouse', 5000, 0],
      ]);
      const earners = r.perPaycheck.earners as { regular: { localTax: number } }[];
      expect(earners.map((e) => e.regular.localTax)).toEqual([5.75, 0]);
    }
  });
});

describe('earned income and earnings taxes', () => {
  it('Wilmington: 1.25 % of 80,000 = 1,000.00', () => {
    for (const taxYear of YEARS) {
      const { locals } = rows({
        grossIncome: 80000,
        filingStatus: 'single',
        state: 'DE',
        locality: 'DE-WILMINGTON',
        taxYear,
      });
      expect(brief(locals)).toEqual([['earnedIncome', 'taxpayer', 80000, 1000]]);
    }
  });

  it('Wilmington on wages 50,000 and a profit of 10,000: 750.00, of which the paychecks withhold the wages’ 625.00', () => {
    const { r, locals } = rows({
      grossIncome: 50000,
      selfEmploymentIncome: 10000,
      filingStatus: 'single',
      state: 'DE',
      locality: 'DE-WILMINGTON',
      payFrequency: 'monthly',
    });
    expect(brief(locals)).toEqual([['earnedIncome', 'taxpayer', 60000, 750]]);
    // 750 × 50,000 / 60,000 = 625: the profit's 125 is paid with the return.
    const p = r.perPaycheck;
    expect(centsSum([...Array(11).fill(p.regular.localTax), p.last.localTax])).toBe(625);
    // A profit with no wages is taxed, and no paycheck withholds it (was a 422: more withheld than paid).
    const profitOnly = rows({
      grossIncome: 0,
      selfEmploymentIncome: 5000,
      filingStatus: 'single',
      state: 'DE',
      locality: 'DE-WILMINGTON',
    });
    expect(brief(profitOnly.locals)).toEqual([['earnedIncome', 'taxpayer', 5000, 62.5]]);
    expect(profitOnly.r.perPaycheck.regular.localTax).toBe(0);
  });

  it('Kansas City, Form RD-109: wages 100,000 less a 10,000 401(k) deferral = box 1 90,000; 1 % = 900.00', () => {
    for (const taxYear of YEARS) {
      const { locals } = rows({
        grossIncome: 100000,
        retirement401k: 10000,
        filingStatus: 'single',
        state: 'MO',
        locality: 'MO-KANSAS_CITY',
        taxYear,
      });
      expect(brief(locals)).toEqual([['federalWages', 'taxpayer', 90000, 900]]);
    }
  });

  it('St. Louis, Form E-1: joint 20,000 and 50,000, each 1 %: 200.00 and 500.00 in each one’s paychecks', () => {
    for (const taxYear of YEARS) {
      const { r, locals } = rows({
        grossIncome: 70000,
        spouseIncome: 50000,
        filingStatus: 'mfj',
        state: 'MO',
        locality: 'MO-ST_LOUIS',
        payFrequency: 'monthly',
        taxYear,
      });
      expect(brief(locals)).toEqual([
        ['federalWages', 'taxpayer', 20000, 200],
        ['federalWages', 'spouse', 50000, 500],
      ]);
      type Pay = { regular: { localTax: number }; last: { localTax: number } };
      const yearOf = (e: Pay) => centsSum([...Array(11).fill(e.regular.localTax), e.last.localTax]);
      expect((r.perPaycheck.earners as Pay[]).map(yearOf)).toEqual([200, 500]);
    }
  });
});

describe('Kentucky occupational license taxes', () => {
  it('Louisville Metro (Metro Code §110.02): 75,000 × (1.25 % + 0.20 % + 0.75 %) = 937.50 + 150.00 + 562.50', () => {
    for (const taxYear of YEARS) {
      const { r, locals } = rows({
        grossIncome: 75000,
        filingStatus: 'single',
        state: 'KY',
        locality: 'KY-LOUISVILLE',
        taxYear,
      });
      expect(brief(locals)).toEqual([
        ['wages', 'taxpayer', 75000, 937.5],
        ['wages', 'taxpayer', 75000, 150],
        ['wages', 'taxpayer', 75000, 562.5],
      ]);
      const without = result({ grossIncome: 75000, filingStatus: 'single', state: 'KY', taxYear });
      expect(centsSum([without.takeHomePay, -1650])).toBe(r.takeHomePay);
    }
  });

  it('Lexington-Fayette (lexingtonky.gov, fcps.net): gross wages with cafeteria-plan premiums, 80,000 × 2.25 % and 0.5 %', () => {
    for (const taxYear of YEARS) {
      const { locals } = rows({
        grossIncome: 80000,
        preTaxDeductions: { healthPremiums: 2400 },
        filingStatus: 'single',
        state: 'KY',
        locality: 'KY-LEXINGTON',
        taxYear,
      });
      expect(brief(locals)).toEqual([
        ['grossWages', 'taxpayer', 80000, 1800],
        ['grossWages', 'taxpayer', 80000, 400],
      ]);
    }
  });
});

describe('Alabama occupational taxes on gross wages', () => {
  it.each([
    ['AL-BIRMINGHAM', 50000, 500], // Birmingham Code §3A-2-33: 1 %
    ['AL-GADSDEN', 40000, 800], // Gadsden City Code §74-112: 2 %
    ['AL-MACON_COUNTY', 30000, 300], // Code of Alabama §45-44-244.31: 1 %
  ])('%s: %d → %d', (locality, grossIncome, tax) => {
    for (const taxYear of YEARS) {
      const { locals } = rows({ grossIncome, filingStatus: 'single', state: 'AL', locality, taxYear });
      expect(brief(locals)).toEqual([['grossWages', 'taxpayer', grossIncome, tax]]);
    }
  });
});

describe('the words', () => {
  it('name each tax, its amount and what it is on, and that 2026 uses the 2025 figures', () => {
    const out = run({
      grossIncome: 60000,
      filingStatus: 'single',
      state: 'CO',
      locality: 'CO-DENVER',
      taxYear: 2026,
    });
    const words = (out.assumptions ?? []).join('\n');
    expect(words).toContain('Denver employee occupational privilege tax: $5.75 a month from each earner');
    expect(words).toContain('$69.00');
    expect(words).toMatch(/local income taxes for 2026 use the 2025 figures/);
  });
});
