/** api/routes/mcp.ts acceptsJson: the Accept check of POST /mcp. */
import { acceptsJson } from '../../src/api/routes/mcp';

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
    expect(acceptsJson(accept)).toBe(expected);
  });

  it('judges long values by the same rules', () => {
    const padding = Array.from({ length: 40 }, (_, i) => `text/x-${i}`).join(', ');
    expect(acceptsJson(`${padding}, application/json`)).toBe(true);
    expect(acceptsJson(`${padding}, application/json;q=0`)).toBe(false);
    expect(acceptsJson(padding)).toBe(false);
  });
});
