/**
 * `calculationJson`: the same JSON value as `JSON.stringify` of every calculator's example, one byte a character
 * (the attribution's em dash and any other character past U+00FF written as a `\uXXXX` escape).
 */
import { calculators } from '../../src/calculators/registry';
import { calculate } from '../../src/dispatch/calculate';
import { calculationJson } from '../../src/dispatch/calculation-json';
import { testDispatchContext as ctx } from '../support/dispatch';

const unescape = (json: string) =>
  json.replace(/\\u([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('calculationJson', () => {
  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: the same JSON value and text as JSON.stringify',
    (_slug, c) => {
      for (const channel of ['rest', 'mcp'] as const) {
        const out = calculate(c.slug, c.exampleInputs, ctx(channel));
        const plain = JSON.stringify(out);
        const json = calculationJson(out);
        expect(JSON.parse(json)).toEqual(JSON.parse(plain));
        // Key order and every other character unchanged: only characters past U+00FF are written differently.
        expect(unescape(json)).toBe(plain);
        expect([...json].every((ch) => ch.charCodeAt(0) <= 0xff)).toBe(true);
        expect(json).toContain('Calculated by Test Service \\u2014 https://calc.example/tools/');
      }
    },
  );
});
