/** Large JSON answers compressed when the client accepts it (COMPRESS_MIN_BYTES, src/api/send-json.ts). */
import { request as httpRequest } from 'node:http';
import zlib from 'node:zlib';
import { testApp } from '../support/app';
import { listenOnLoopback, type Loopback } from '../support/loopback';

const MORTGAGE = { homePrice: 400000, annualRate: 6.5, tenureYears: 30, schedule: 'monthly' };
const EMI = { principal: 100000, annualRate: 10, tenureYears: 2, schedule: 'none' };

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const listen = (env: Record<string, string> = {}) => listenOnLoopback(testApp(env).app);

/** One POST, the bytes exactly as sent (no client-side decoding). */
function post({ port }: Loopback, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

function decode(r: Raw): unknown {
  const coding = r.headers['content-encoding'];
  const bytes =
    coding === 'br' ? zlib.brotliDecompressSync(r.body) : coding === 'gzip' ? zlib.gunzipSync(r.body) : r.body;
  return JSON.parse(bytes.toString('utf8'));
}

describe('with the default threshold (8192 bytes)', () => {
  let server: Loopback;
  let plain: Raw;
  beforeAll(async () => {
    server = await listen();
    plain = await post(server, '/api/v1/calculate/mortgage-calculator', MORTGAGE);
  });
  afterAll(() => server.close());

  it('answers without compression when the client does not ask for it, saying the answer varies', () => {
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThan(30_000);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'gzip'], // equal weights: the client's order decides
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
  ])('Accept-Encoding %s: %s, the same JSON', async (accept, coding) => {
    const r = await post(server, '/api/v1/calculate/mortgage-calculator', MORTGAGE, { 'Accept-Encoding': accept });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe(coding);
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    if (coding) expect(r.body.length).toBeLessThan(plain.body.length / 4);
    expect(decode(r)).toEqual(decode(plain));
  });

  it('leaves small answers alone, without Vary', async () => {
    const r = await post(server, '/api/v1/calculate/emi-calculator', EMI, { 'Accept-Encoding': 'br, gzip' });
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toBeUndefined();
    expect(decode(r)).toEqual(expect.objectContaining({ result: expect.objectContaining({ emi: 4614.49 }) }));
  });

  it('compresses a large /mcp answer too', async () => {
    const call = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'mortgage-calculator', arguments: MORTGAGE },
    };
    const headers = {
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': '2025-11-25',
      'Accept-Encoding': 'gzip',
    };
    const r = await post(server, '/mcp', call, headers);
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(decode(r)).toEqual(expect.objectContaining({ id: 1, result: expect.objectContaining({ isError: false }) }));
  });
});

describe('COMPRESS_MIN_BYTES', () => {
  it('0 turns compression off', async () => {
    const server = await listen({ COMPRESS_MIN_BYTES: '0' });
    const r = await post(server, '/api/v1/calculate/mortgage-calculator', MORTGAGE, { 'Accept-Encoding': 'br, gzip' });
    await server.close();
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary).toBeUndefined();
  });

  it('a low threshold compresses small answers', async () => {
    const server = await listen({ COMPRESS_MIN_BYTES: '100' });
    const r = await post(server, '/api/v1/calculate/emi-calculator', EMI, { 'Accept-Encoding': 'gzip' });
    await server.close();
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(decode(r)).toEqual(expect.objectContaining({ result: expect.objectContaining({ emi: 4614.49 }) }));
  });
});
