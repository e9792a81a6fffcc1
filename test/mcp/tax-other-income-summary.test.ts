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
