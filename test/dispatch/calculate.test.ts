import { calculate } from '../../src/dispatch/calculate';
import { ApiError } from '../../src/errors/api-error';
import { testDispatchContext as ctx } from '../support/dispatch';

const loan = { principal: 12000, annualRate: 6, tenureYears: 2 };

describe('calculate()', () => {
  it('defaults loan schedules to monthly rows over REST', () => {
    const out = calculate('emi-calculator', loan, ctx('rest'));
    expect(out.meta.inputs.schedule).toBe('monthly');
    expect(out.result.schedule).toHaveLength(24);
  });

  it('defaults every schedule to yearly rows over MCP, unless the caller asks for monthly', () => {
    const mcp = calculate('emi-calculator', loan, ctx('mcp'));
    expect(mcp.meta.inputs.schedule).toBe('yearly');
    expect(mcp.result.schedule).toBeUndefined();
    expect(mcp.result.yearlySchedule).toHaveLength(2);
    expect(calculate('emi-calculator', { ...loan, schedule: 'monthly' }, ctx('mcp')).result.schedule).toHaveLength(24);
    // Calculators without a schedule input are not given one.
    expect(
      calculate('tax-calculator', { grossIncome: 75000, filingStatus: 'single' }, ctx('mcp')).meta.inputs,
    ).not.toHaveProperty('schedule');
  });

  it('does not mutate the caller’s input', () => {
    const raw = { monthly: 5000, annualReturn: 10, years: 3 };
    calculate('sip-calculator', raw, ctx('rest'));
    expect(raw).toEqual({ monthly: 5000, annualReturn: 10, years: 3 });
  });

  it('builds meta from the context', () => {
    const out = calculate('emi-calculator', loan, ctx('rest'));
    expect(out.meta).toEqual(
      expect.objectContaining({
        tool: 'emi-calculator',
        source: 'Test Service',
        attribution: 'Calculated by Test Service — https://calc.example/tools/emi-calculator',
        version: '1.2.3',
        rates_as_of: '2026-10-06',
        share_url:
          'https://calc.example/tools/emi-calculator?principal=12000&annualRate=6&tenureYears=2&schedule=monthly',
        embed_url: 'https://calc.example/tools/emi-calculator/embed',
      }),
    );
  });

  it('JSON-encodes lists in share_url so the page can reproduce them', () => {
    const out = calculate(
      'net-worth-calculator',
      { assets: [{ name: 'Cash', value: 10 }], liabilities: [] },
      ctx('rest'),
    );
    const q = new URL(out.meta.share_url).searchParams;
    expect(JSON.parse(q.get('assets')!)).toEqual([{ name: 'Cash', value: 10 }]);
    expect(JSON.parse(q.get('liabilities')!)).toEqual([]);
  });

  it('reports the FX data set of a conversion in meta', () => {
    const out = calculate('currency-converter', { amount: 100, fromCurrency: 'usd', toCurrency: 'EUR' }, ctx('rest'));
    expect(out.meta).toEqual(expect.objectContaining({ fx_as_of: '2026-10-06', fx_source: 'snapshot' }));
  });

  it('normalises currency codes to upper case during validation, without touching the caller’s input', () => {
    const raw = { amount: 100, fromCurrency: 'usd', toCurrency: 'gbp' };
    const out = calculate('currency-converter', raw, ctx('rest'));
    expect(out.meta.inputs).toEqual({ amount: 100, fromCurrency: 'USD', toCurrency: 'GBP' });
    expect(out.meta.share_url).toBe(
      'https://calc.example/tools/currency-converter?amount=100&fromCurrency=USD&toCurrency=GBP',
    );
    expect(raw.fromCurrency).toBe('usd');
  });

  it('rejects an unknown slug with the available ones', () => {
    expect(() => calculate('nope', loan, ctx('rest'))).toThrow(
      expect.objectContaining({ code: 'unknown_tool', status: 404 }),
    );
  });

  it('refuses nesting deeper than the schemas can use', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20; i++) deep = [deep];
    const refusal = (input: object) => {
      try {
        calculate('emi-calculator', input, ctx('rest'));
      } catch (e) {
        return e as ApiError;
      }
      throw new Error('computed');
    };
    const tooDeep = refusal({ ...loan, x: deep });
    expect(tooDeep).toBeInstanceOf(ApiError);
    expect(tooDeep.errors).toEqual([expect.objectContaining({ path: '', code: 'maxDepth' })]);
    // Seven levels below the input are copied and validated (refused here only as an unknown field).
    let seven: unknown = 1;
    for (let i = 0; i < 7; i++) seven = [seven];
    expect(refusal({ ...loan, x: seven }).errors).not.toContainEqual(expect.objectContaining({ code: 'maxDepth' }));
  });
});
