/**
 * `resources/read` replies of documents fixed for the deploy (static-replies.ts): the result's bytes are kept and
 * deflated once, and each reply stitches its own id around them, in gzip or none; brotli-only clients are answered
 * as before.
 */
import zlib from 'node:zlib';
import { StaticReplies } from '../../src/api/static-replies';
import { taxTablesUri } from '../../src/mcp/fact-resources';
import { listen, readRaw, type Listening } from './support/listening';

let server: Listening;
beforeAll(async () => {
  server = await listen();
});
afterAll(() => server.close());

const read = (uri: string, id: string | number, encoding: string) => readRaw(server.url, uri, encoding, id);

describe.each(['ui://fincalc/mortgage-calculator', taxTablesUri(2026)])('%s', (uri) => {
  it('is the same reply, its own id in each, in gzip (preferred over brotli) and none', async () => {
    const plain = await read(uri, 7, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = JSON.parse(plain.body.toString('utf8')) as { id: unknown; result: unknown };
    expect(expected.id).toBe(7);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    for (const [id, encoding] of [
      [7, 'gzip'],
      ['a-string-id', 'gzip, deflate'],
      [123456789, 'br, gzip'],
      [8, 'br;q=1, gzip;q=0.9'],
    ] as const) {
      const sent = await read(uri, id, encoding);
      expect(sent.headers['content-encoding']).toBe('gzip');
      expect(sent.headers.vary).toMatch(/Accept-Encoding/);
      // gunzip checks the member's CRC-32 and length: the stitched stream is one valid gzip member.
      const text = zlib.gunzipSync(sent.body).toString('utf8');
      expect(JSON.parse(text)).toEqual({ ...expected, id });
      expect(sent.body.length).toBeLessThan(plain.body.length * 0.5);
    }
    // A client that accepts brotli only gets brotli, compressed for it.
    const br = await read(uri, 9, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString('utf8'))).toEqual({ ...expected, id: 9 });
  });
});

it('counts the replies written from kept bytes', async () => {
  await read('ui://fincalc/emi-calculator', 1, 'gzip');
  expect(await server.deps.metrics.registry.getSingleMetricAsString('static_answers_total')).toMatch(
    /static_answers_total\{kind="mcp_resource",outcome="sent"\} [1-9]/,
  );
});

describe('StaticReplies', () => {
  it('stitches only a result reply to a string or number id, and keeps at most its entries', () => {
    const replies = new StaticReplies(2);
    const reply = (id: unknown, tail: string) => `{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${tail}}`;
    expect(replies.encode('{"jsonrpc":"2.0","id":1,"error":{}}', 1, false)).toBeUndefined();
    expect(replies.encode(reply(null, '{}'), null, false)).toBeUndefined();
    expect(replies.encode(reply(2, '{}'), 1, false)).toBeUndefined();
    const tails = ['{"a":"é"}', '{"b":2}', '{"c":3}', '{"a":"é"}'];
    for (const [i, tail] of tails.entries()) {
      const plain = replies.encode(reply(i, tail), i, false)!;
      expect(Buffer.concat(plain.chunks).toString('utf8')).toBe(reply(i, tail));
      expect(plain.length).toBe(Buffer.byteLength(reply(i, tail)));
      const gz = replies.encode(reply(i, tail), i, 'gzip')!;
      expect(zlib.gunzipSync(Buffer.concat(gz.chunks)).toString('utf8')).toBe(reply(i, tail));
      expect(gz.length).toBe(Buffer.concat(gz.chunks).length);
    }
    expect((replies as unknown as { tails: Map<string, unknown> }).tails.size).toBe(2);
  });
});
