/** mcp/reused-json.ts: the answer's JSON is JSON.stringify's, with a remembered value's text written verbatim. */
import fc from 'fast-check';
import { rememberJson, stringifyReusing } from '../../src/mcp/reused-json';

describe('stringifyReusing', () => {
  it('writes a remembered value from its remembered text, in place', () => {
    const out = { result: { emi: 1 }, meta: { tool: 'x' } };
    // Spaces prove the text was used rather than the object serialized again.
    rememberJson(out, '{ "result": { "emi": 1 }, "meta": { "tool": "x" } }');
    const body = { jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: 'a "quoted" text' }], structuredContent: out, isError: false } };
    expect(stringifyReusing(body)).toBe(
      '{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"a \\"quoted\\" text"}],"structuredContent":{ "result": { "emi": 1 }, "meta": { "tool": "x" } },"isError":false}}',
    );
  });

  it('is JSON.stringify for any JSON value, with remembered values anywhere and any number of times (batches)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.jsonValue(), fc.jsonValue(), fc.boolean())), (items) => {
        const body = items.map(([a, b, remember]) => {
          const out = { a, b };
          if (remember) rememberJson(out, JSON.stringify(out));
          return { id: a, result: { content: [{ type: 'text', text: JSON.stringify(out) }], structuredContent: out } };
        });
        return stringifyReusing(body) === JSON.stringify(body);
      }),
      { numRuns: 500 },
    );
  });

  it('treats strings that look like its placeholder as plain strings', () => {
    const out = { x: 1 };
    rememberJson(out, '{"x":1}');
    const body = { id: '\u0000reused-json:', text: '"\u0000reused-json:"', structuredContent: out };
    expect(JSON.parse(stringifyReusing(body))).toEqual(body);
  });
});
