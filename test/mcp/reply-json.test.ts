/** The `tools/call` reply built around the calculation's JSON text is the JSON of the reply itself. */
import { replyJson } from '../../src/mcp/reply-json';
import { testApp } from '../support/app';
import { LEGACY, MODERN, modernRequest, postLegacy, postMcp } from './support/mcp-http';

describe('replyJson', () => {
  const structured = { result: { tax: 1234.5, note: 'a "quoted" \u2028 line — \\ 😀 \ud800' }, meta: { warnings: [] } };
  const text = JSON.stringify(structured);
  const response = {
    jsonrpc: '2.0' as const,
    id: 'x"1—',
    result: {
      resultType: 'complete',
      content: [
        { type: 'text', text: 'one − two' },
        { type: 'text', text },
      ],
      structuredContent: structured,
      isError: false,
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'n', title: 'Tïtle —' } },
    },
  };
  const oneByte = (s: string) => [...s].every((c) => c.charCodeAt(0) <= 0xff);

  it('parses to the reply it stands for, for string and numeric ids, one byte a character', () => {
    for (const r of [response, { ...response, id: 7 }]) {
      const json = replyJson(r, text)!;
      expect(JSON.parse(json)).toEqual(r);
      expect(oneByte(json)).toBe(true);
    }
  });

  it("writes the members in the reply's order, structuredContent last", () => {
    const json = replyJson(response, text)!;
    expect(Object.keys(JSON.parse(json).result)).toEqual([
      'resultType',
      'content',
      'isError',
      '_meta',
      'structuredContent',
    ]);
  });

  it('writes a block with more than a type and the text as it is', () => {
    const annotated = { type: 'text', text, annotations: { priority: 1 } };
    const r = { ...response, result: { ...response.result, content: [annotated] } };
    expect(JSON.parse(replyJson(r, text)!)).toEqual(r);
  });

  it('leaves replies without structuredContent, and errors, to JSON.stringify', () => {
    expect(replyJson({ jsonrpc: '2.0', id: 1, result: { content: [], isError: false } }, '{}')).toBeUndefined();
    expect(replyJson({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'no' } }, '{}')).toBeUndefined();
  });
});

describe('tools/call over HTTP', () => {
  const { app } = testApp();
  const args = { name: 'tax-calculator', arguments: { grossIncome: 75000, filingStatus: 'single' } };

  it.each([MODERN, ...LEGACY.filter((r) => r >= '2025-06-18')])(
    '%s: the text block and structuredContent are the same calculation',
    async (revision) => {
      const res =
        revision === MODERN
          ? await postMcp(app, modernRequest('tools/call', args).body, modernRequest('tools/call', args).headers)
          : await postLegacy(app, revision, 'tools/call', args);
      expect(res.status).toBe(200);
      const result = res.body.result as { content: Array<{ text: string }>; structuredContent: unknown };
      expect(JSON.parse(result.content.at(-1)!.text)).toEqual(result.structuredContent);
      // Sent compressed above COMPRESS_MIN_BYTES: the declared length is then the compressed one.
      if (res.headers['content-encoding'] === undefined) {
        expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.text)));
      }
    },
  );
});
