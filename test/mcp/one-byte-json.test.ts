/** oneByteJson: the same JSON text, characters past U+00FF escaped, so that it parses to the same value. */
import fc from 'fast-check';
import { oneByteJson, oneByteJsonAndLiteral } from '../../src/dispatch/one-byte-json';
import { testApp } from '../support/app';
import { postLegacy, postMcp, postModern } from './support/mcp-http';

/** Every character of the text is one byte (U+0000–U+00FF). */
const oneByte = (s: string) => [...s].every((c) => c.charCodeAt(0) <= 0xff);

describe('oneByteJson', () => {
  it('escapes the characters past U+00FF and nothing else', () => {
    const json = JSON.stringify({ attribution: 'Service — https://x', note: '−$5 at 6 % × 2, café', emoji: '😀' });
    const out = oneByteJson(json);
    expect(out).toBe(
      '{"attribution":"Service \\u2014 https://x","note":"\\u2212$5 at 6 % × 2, café","emoji":"\\ud83d\\ude00"}',
    );
    expect(JSON.parse(out)).toEqual(JSON.parse(json));
  });

  it('returns a text without such characters as it is', () => {
    const json = JSON.stringify({ a: 'plain', b: 'Latin-1: é ü ×', c: [1, 2.5, null] });
    expect(oneByteJson(json)).toBe(json);
  });

  it('handles a character past U+00FF at either end and in both halves of a pair, odd and even lengths', () => {
    for (const s of ['—', '—a', 'a—', 'ab—', '——', 'x—y—z', '"—"']) {
      const json = JSON.stringify(s);
      expect(oneByteJson(json)).toBe(json.replaceAll('—', '\\u2014'));
    }
  });

  it('parses to the same value for any JSON value, and is one byte a character', () => {
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'binary' }), fc.string({ unit: 'binary' }), (value, text) => {
        const json = JSON.stringify([value, text]);
        const out = oneByteJson(json);
        expect(JSON.parse(out)).toEqual(JSON.parse(json));
        expect(oneByte(out)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('writes the string literal of any text: JSON.stringify with the characters past U+00FF escaped', () => {
    const escaped = (s: string) =>
      s.replace(/[\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    // Lone surrogates too, which JSON.stringify escapes itself.
    const texts = fc
      .array(fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('\ud800', '\udfff', '—', '"', '\\', '\n')))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(texts, (text) => {
        const { json, literal } = oneByteJsonAndLiteral(text);
        expect(json).toBe(oneByteJson(text));
        expect(literal).toBe(escaped(JSON.stringify(text)));
        expect(JSON.parse(literal)).toBe(text);
        expect(oneByte(literal)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('handles texts longer than its scratch copies (a large batch)', () => {
    const json = JSON.stringify(Array.from({ length: 30_000 }, (_, i) => `row ${i} — ${'x'.repeat(i % 7)}`));
    expect(json.length).toBeGreaterThan(64 * 1024);
    const out = oneByteJson(json);
    expect(JSON.parse(out)).toEqual(JSON.parse(json));
    expect(oneByte(out)).toBe(true);
  });
});

describe('/mcp answers on the wire', () => {
  const { app } = testApp();
  const args = { name: 'tax-calculator', arguments: { grossIncome: 75000, filingStatus: 'single' } };

  it('are one byte a character, the characters past U+00FF escaped; the parsed answer keeps them', async () => {
    const batch = [1, 2].map((id) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: args }));
    for (const res of [
      await postModern(app, 'tools/call', args),
      await postLegacy(app, '2025-11-25', 'tools/call', args),
      await postMcp(app, batch, { 'MCP-Protocol-Version': '2025-03-26' }),
    ]) {
      expect(res.status).toBe(200);
      expect(oneByte(res.text)).toBe(true);
      expect(res.text).toContain('Calculation Service \\u2014 http');
      const results = ([] as Array<{ result: { content: Array<{ text: string }>; structuredContent?: unknown } }>)
        .concat(res.body)
        .map((m) => m.result);
      for (const result of results) {
        // The attribution's dash as the calculation wrote it, in the text block and in structuredContent.
        expect(result.content.at(-1)!.text).toContain('Calculation Service — http');
        expect(JSON.stringify(result.structuredContent ?? JSON.parse(result.content.at(-1)!.text))).toContain(
          'Calculation Service — http',
        );
      }
    }
  });
});
