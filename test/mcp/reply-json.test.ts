/** The `tools/call` reply built around the calculation's JSON text is the JSON of the reply itself. */
import { replyJson } from '../../src/mcp/reply-json';
import { testApp } from '../support/app';
import { LEGACY, MODERN, modernRequest, postLegacy, postMcp } from './support/mcp-http';

describe('replyJson', () => {
  const structured = { result: { tax: 1234.5, note: 'a "quoted" \u2028 line' }, meta: { warnings: [] } };
  const response = {
    jsonrpc: '2.0' as const,
    id: 'x"1',
    result: { content: [{ type: 'text', text: 'one' }], structuredContent: structured, isError: false },
  };

  it('parses to the reply it stands for, for string and numeric ids', () => {
    expect(JSON.parse(replyJson(response, JSON.stringify(structured))!)).toEqual(response);
    expect(JSON.parse(replyJson({ ...response, id: 7 }, JSON.stringify(structured))!)).toEqual({ ...response, id: 7 });
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
