/** The guarded GET under every source: the reasons it gives are short, specific and free of URLs. */
import { createServer, type Server } from 'node:http';
import { fetchText } from '../../src/rates/providers/http-fetch';

const limits = { timeoutMs: 500, maxBytes: 1024 };
let server: Server;
let base: string;
let answer: (res: import('node:http').ServerResponse) => void;

beforeAll(async () => {
  server = createServer((_req, res) => answer(res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

it.each([
  [
    'a declared Content-Length over the cap, refused before reading',
    (res) => res.writeHead(200, { 'content-length': 5000 }).end('x'.repeat(5000)),
    'response of 5000 bytes is over the 1024-byte limit',
  ],
  ['an empty body', (res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(), 'empty response'],
  [
    'bytes that are not UTF-8',
    (res) => res.writeHead(200).end(Buffer.from([0xff, 0xfe, 0x00, 0x41])),
    'response is not UTF-8 text',
  ],
  [
    'an XHTML error page',
    (res) => res.writeHead(200, { 'content-type': 'application/xhtml+xml' }).end('<html/>'),
    'an HTML page instead of data',
  ],
  [
    'a 404 with an HTML body',
    (res) => res.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not found</html>'),
    'HTTP 404',
  ],
] as [string, (res: import('node:http').ServerResponse) => void, string][])('%s', async (_name, respond, reason) => {
  answer = respond;
  await expect(fetchText(`${base}/x`, 'csv', limits)).rejects.toThrow(reason);
});

it('a FRED error message is kept, a key-like token in it is not', async () => {
  answer = (res) =>
    res
      .writeHead(400, { 'content-type': 'application/json' })
      .end('{"error_code":400,"error_message":"Bad key 0123456789abcdef0123456789abcdef."}');
  await expect(fetchText(`${base}/x`, 'json', limits)).rejects.toThrow(/^HTTP 400: Bad key …\.$/);
});

it('a port fetch refuses to use (1) gives undici\'s reason, not just "fetch failed"', async () => {
  await expect(fetchText('http://127.0.0.1:1/x', 'xml', limits)).rejects.toThrow(
    'request to 127.0.0.1:1 failed (bad port)',
  );
});

it('a refused connection says the host cannot be reached', async () => {
  await expect(fetchText('http://127.0.0.1:2/x', 'xml', limits)).rejects.toThrow(
    'cannot reach 127.0.0.1:2 (ECONNREFUSED)',
  );
});
