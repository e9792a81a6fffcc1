/** The tax calculator's MCP text names the taxes of income beyond wages, with the result's own figures. */
import { calculate } from '../../src/dispatch/calculate';
import { summaryLine } from '../../src/mcp/result-summary';
import { testDispatchContext } from '../support/dispatch';

const ctx = testDispatchContext('mcp');
const line = (args: Record<string, unknown>) => {
  const out = calculate('tax-calculator', args, ctx);
  return { text: summaryLine('tax-calculator', out.result, out.meta.inputs), r: out.result as Record<string, number> };
};

describe('tax-calculator summary: income beyond wages', () => {
  it('names the self-employment tax, the capital gains part of the tax and the net investment income tax', () => {
    const { text } = line({
      grossIncome: 150000,
      filingStatus: 'single',
      selfEmploymentIncome: 157011.37,
      longTermCapitalGains: 100000,
    });
    expect(text).toContain('and $157,011.37 self-employment income');
    expect(text).toMatch(/self-employment tax \$[\d,.]+ and Additional Medicare Tax on self-employment income \$/);
    expect(text).toMatch(/\$15,000 of the income tax at the 0 \/ 15 \/ 20 % capital gains rates/);
    expect(text).toMatch(/net investment income tax \$3,800/);
  });

  it('says nothing of them for wages alone', () => {
    const { text } = line({ grossIncome: 75000, filingStatus: 'single' });
    expect(text).not.toMatch(/self-employment|capital gains|investment/);
  });
});

describe('tax-calculator summary: the deductions after AGI and the credits', () => {
  it("names Schedule 1-A's deductions in the form's order, with the result's own figures (2026, single, 67)", () => {
    const { text, r } = line({
      grossIncome: 60000,
      filingStatus: 'single',
      age: 67,
      qualifiedTips: 5000,
      qualifiedOvertime: 3000,
      carLoanInterest: 2000,
    });
    // MAGI 60,000: under every threshold, each deduction whole; the senior deduction $6,000 (under $75,000).
    expect([r.tipsDeduction, r.overtimeDeduction, r.carLoanInterestDeduction, r.seniorDeduction]).toEqual([
      5000, 3000, 2000, 6000,
    ]);
    expect(text).toMatch(
      /deductions after AGI: tips \$5,000(\.00)?, overtime \$3,000(\.00)?, car-loan interest \$2,000(\.00)?, seniors 65 or older \$6,000(\.00)?/,
    );
  });

  it('names the qualified business income deduction, the SALT deduction and the 2026 charitable deduction', () => {
    expect(line({ grossIncome: 0, filingStatus: 'single', selfEmploymentIncome: 50000 }).text).toMatch(
      /deductions after AGI: qualified business income \$[\d,.]+/,
    );
    const itemizer = line({
      grossIncome: 200000,
      filingStatus: 'single',
      itemized: { saltPaid: 20000, mortgageInterest: 15000 },
    });
    expect(itemizer.r.saltDeduction).toBe(20000);
    expect(itemizer.text).toMatch(/state and local taxes deducted \$20,000(\.00)?/);
    // §170(p): up to $1,000 of gifts beside the standard deduction from 2026.
    expect(line({ grossIncome: 50000, filingStatus: 'single', itemized: { charitable: 1500 } }).text).toMatch(
      /deductions after AGI: charitable gifts beside the standard deduction \$1,000(\.00)?/,
    );
  });

  it('names the earned income credit and the child and dependent care credit (2026, hoh 30,000, one child)', () => {
    const { text, r } = line({ grossIncome: 30000, filingStatus: 'hoh', children: 1, dependentCareExpenses: 3000 });
    expect(r.earnedIncomeCredit).toBeGreaterThan(0);
    expect(r.dependentCareCredit).toBeGreaterThan(0);
    expect(text).toMatch(/with the earned income credit \$[\d,.]+ and the child and dependent care credit \$[\d,.]+\)/);
  });

  it('says nothing of them for wages alone', () => {
    const { text } = line({ grossIncome: 75000, filingStatus: 'single' });
    expect(text).not.toMatch(/deductions after AGI|state and local taxes|earned income credit|dependent care/);
  });
});
