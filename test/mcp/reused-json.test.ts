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

  it('is JSON.stringify for anything JavaScript holds: undefined, functions, symbols, toJSON, boxed values, class instances, sparse arrays', () => {
    class Point {
      constructor(
        public x: number,
        public y?: number,
      ) {}
    }
    const fixed = {
      a: undefined,
      f: () => 1,
      s: Symbol('s'),
      list: [undefined, () => 1, Symbol('t'), , 2], // eslint-disable-line no-sparse-arrays
      date: new Date(0),
      withToJson: { toJSON: () => ({ replaced: true }) },
      boxed: [new String('s'), new Number(1), new Boolean(false)],
      point: new Point(1),
      nan: [NaN, Infinity, -0],
      map: new Map([[1, 2]]),
      bare: Object.assign(Object.create(null) as object, { z: 1 }),
    };
    expect(stringifyReusing(fixed)).toBe(JSON.stringify(fixed));
    fc.assert(
      fc.property(fc.anything({ withBoxedValues: true, withMap: true, withSet: true, withDate: true, withNullPrototype: true, withSparseArray: true }), (v) => {
        return stringifyReusing(v) === JSON.stringify(v);
      }),
      { numRuns: 500 },
    );
  });

  it("never writes a copy from its original's text: a spread copy that was changed is serialized as it is", () => {
    const out: Record<string, unknown> = { result: 1 };
    rememberJson(out, JSON.stringify(out));
    const copy = { ...out, result: 2 };
    expect(stringifyReusing({ structuredContent: copy })).toBe('{"structuredContent":{"result":2}}');
    expect(stringifyReusing({ structuredContent: out })).toBe('{"structuredContent":{"result":1}}');
  });

  it('writes a remembered value at any depth, or the same text serialized again when it is deeper than the walk', () => {
    const out = { deep: true };
    rememberJson(out, '{ "deep": true }');
    expect(stringifyReusing([{ result: { structuredContent: out } }])).toBe('[{"result":{"structuredContent":{ "deep": true }}}]');
    const deep = { a: { b: { c: { d: { e: out } } } } };
    expect(stringifyReusing(deep)).toBe(JSON.stringify(deep));
  });
});
