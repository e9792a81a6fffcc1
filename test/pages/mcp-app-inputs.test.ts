/** The MCP App's own inputs form: a dated loan's dates are edited with the browser's date and month pickers. */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { findCalculator } from '../../src/calculators/registry';
import { InputsForm } from '../../src/pages/mcp-app/view/inputs-form';

function formFor(slug: string, inputs: Record<string, unknown>): string {
  const calc = findCalculator(slug)!;
  return renderToString(
    h(InputsForm, { schema: calc.inputSchema, inputs, busy: false, label: (name: string) => name, onSubmit: () => {} }),
  );
}

describe('MCP App inputs', () => {
  it('a first payment date and a lump sum date are date pickers; other text stays text', () => {
    const html = formFor('emi-calculator', {
      principal: 200000,
      annualRate: 6,
      tenureYears: 30,
      firstPaymentDate: '2027-01-15',
      lumpSums: [{ amount: 5000, date: '2028-01-01' }],
    });
    expect(html).toMatch(/<input id="in-firstPaymentDate" name="firstPaymentDate" type="date" value="2027-01-15"/);
    expect(html).toMatch(/<input id="in-lumpSums-0-date" name="lumpSums\.0\.date" type="date" value="2028-01-01"/);
    expect(html).toMatch(/<input id="in-principal"[^>]*type="number"/);
  });

  it("the debt payoff's first payment month is a month picker", () => {
    const html = formFor('debt-payoff-calculator', {
      debts: [{ name: 'Visa', balance: 3000, rate: 22, minPayment: 90 }],
      monthlyBudget: 500,
      startDate: '2027-11',
    });
    expect(html).toMatch(/<input id="in-startDate" name="startDate" type="month" value="2027-11"/);
    expect(html).toMatch(/<input id="in-debts-0-name"[^>]*type="text"/);
  });
});
