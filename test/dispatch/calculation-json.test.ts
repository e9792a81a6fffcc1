/**
 * `calculationJson`: the same JSON value as `JSON.stringify` of every calculator's example, with the attribution's
 * em dash written as `\u2014` where the runtime has `JSON.rawJSON` (Node 24), so the text is ASCII.
 */
import fc from 'fast-check';
import { calculators } from '../../src/calculators/registry';
import { calculate } from '../../src/dispatch/calculate';
import { asciiJsonString, calculationJson } from '../../src/dispatch/calculation-json';
import { testDispatchContext as ctx } from '../support/dispatch';

const canSplice = typeof (JSON as { rawJSON?: unknown }).rawJSON === 'function';

describe('calculationJson', () => {
  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: the same JSON value and text as JSON.stringify',
    (_slug, c) => {
      for (const channel of ['rest', 'mcp'] as const) {
        const out = calculate(c.slug, c.exampleInputs, ctx(channel));
        const plain = JSON.stringify(out);
        const json = calculationJson(out);
        expect(JSON.parse(json)).toEqual(JSON.parse(plain));
        // Key order and every other character unchanged: only the attribution's em dash is written differently.
        expect(json.replace(/\\u2014/g, '\u2014')).toBe(plain);
        if (canSplice) expect(json).toContain('Calculated by Test Service \\u2014 https://calc.example/tools/');
      }
    },
  );

  it('writes an answer whose only non-ASCII character is the em dash in ASCII (Node 24), or as JSON.stringify does', () => {
    const c = calculators.find((x) => x.slug === 'emi-calculator')!;
    const out = calculate(c.slug, c.exampleInputs, ctx('rest'));
    if (canSplice) expect(calculationJson(out)).toMatch(/^[\x20-\x7e]*$/);
    else expect(calculationJson(out)).toBe(JSON.stringify(out));
  });

  it('escapes any text as a JSON string literal of ASCII that reads back as the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const literal = asciiJsonString(text);
        expect(literal).toMatch(/^"[\x20-\x7e]*"$/);
        expect(JSON.parse(literal)).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });
});
