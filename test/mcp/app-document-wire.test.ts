/**
 * An app document on the wire: `resources/read` of a `ui://` view is answered compressed when the client accepts
 * it (brotli or gzip, as every other large /mcp answer), may be reused for the time it says (2026-07-28: `ttlMs`,
 * `cacheScope: "public"`), and stays within its size: one copy of each library, minified.
 */
import zlib from 'node:zlib';
import { listen, readRaw, type Listening } from './support/listening';

let server: Listening;
beforeAll(async () => {
  server = await listen();
});
afterAll(() => server.close());

const read = (encoding: string) => readRaw(server.url, 'ui://fincalc/mortgage-calculator', encoding);

describe('resources/read of an app document', () => {
  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)(
    'is sent %s-compressed to a client that accepts it, at under 40 % of its size',
    async (coding, unpack) => {
      const plain = await read('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await read(`${coding}, identity;q=0.1`);
      expect(packed.headers['content-encoding']).toBe(coding);
      expect(packed.headers.vary).toMatch(/Accept-Encoding/i);
      const wire = packed.body as Buffer;
      expect(wire.length).toBeLessThan((plain.body as Buffer).length * 0.4);
      expect(unpack(wire).equals(plain.body as Buffer)).toBe(true);
    },
  );

  it('says how long it may be reused by anyone (2026-07-28), and stays within its size', async () => {
    const reply = JSON.parse((await read('identity')).body.toString('utf8'));
    expect(reply.result).toEqual(expect.objectContaining({ ttlMs: 300_000, cacheScope: 'public' }));
    const text: string = reply.result.contents[0].text;
    // The script (preact, the pages' components, each calculator's view and charts, the bridge) and the stylesheet,
    // minified. The view presents results and computes none: it reads the calculators' parts apart from the
    // calculators (parts-registry.ts), so neither the engines nor the law's data are in it. A library bundled whole
    // (ext-apps' App with its schema library is 386 kB), the law (about 250 kB) or an unminified build would pass
    // 250 kB.
    expect(text.length).toBeLessThan(250_000);
    expect(text).not.toContain('https://www.ftb.ca.gov/');
  });
});
