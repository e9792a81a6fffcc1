/** mcp/http-transport.ts acceptsJson: the Accept check of POST /mcp, and its bounded memo of verdicts. */
import { acceptsJson } from '../../src/mcp/http-transport';

describe('acceptsJson', () => {
  it.each([
    [undefined, true],
    ['application/json, text/event-stream', true],
    ['text/event-stream, application/json;q=0.5', true],
    ['APPLICATION/JSON', true],
    ['application/*', true],
    ['*/*', true],
    ['text/event-stream', false],
    ['application/json;q=0, text/event-stream', false],
    ['text/html, */*;q=0', false],
    ['', false],
  ])('%j → %s', (accept, expected) => {
    // Twice: the second answer comes from the memo.
    expect(acceptsJson(accept)).toBe(expected);
    expect(acceptsJson(accept)).toBe(expected);
  });

  it('keeps answering right while a client sends more distinct values than the memo holds', () => {
    for (let i = 0; i < 1000; i++) {
      expect(acceptsJson(`application/json;v=${i}`)).toBe(true);
      expect(acceptsJson(`text/plain;v=${i}`)).toBe(false);
    }
    expect(acceptsJson('application/json;q=0')).toBe(false);
  });

  it('judges long values (not memoized) by the same rules', () => {
    const padding = Array.from({ length: 40 }, (_, i) => `text/x-${i}`).join(', ');
    expect(padding.length).toBeGreaterThan(256);
    expect(acceptsJson(`${padding}, application/json`)).toBe(true);
    expect(acceptsJson(`${padding}, application/json;q=0`)).toBe(false);
    expect(acceptsJson(padding)).toBe(false);
  });
});
