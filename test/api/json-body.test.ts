/**
 * Plain UTF-8 JSON of a known length is read by json-body's own reader, everything else by
 * body-parser. The same bytes sent both ways (`Content-Encoding: identity` sends them to
 * body-parser) must get the same answer, on REST and on /mcp, whatever the bytes are.
 */
import net from 'node:net';
import { testApp } from '../support/app';
import { listenOnLoopback, type Loopback } from '../support/loopback';

const { app } = testApp();
const EMI = '/api/v1/calculate/emi-calculator';
const loan = JSON.stringify({ principal: 100000, annualRate: 10, tenureYears: 2 });
const toolCall = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'emi-calculator', arguments: JSON.parse(loan) as object },
});
const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };

let server: Loopback;
let base = '';
beforeAll(async () => {
  server = await listenOnLoopback(app);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: unknown;
}

/** The answer without what differs between any two requests (their ids). */
async function answer(path: string, bytes: Buffer, headers: Record<string, string>): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: new Uint8Array(bytes),
  });
  const text = await res.text();
  return { status: res.status, body: text.replace(/"request_id":"[^"]*"/, '"request_id":"-"') };
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const bodies: Array<[string, (valid: string) => Buffer]> = [
  ['valid JSON', (v) => Buffer.from(v)],
  ['valid JSON after a byte order mark', (v) => Buffer.concat([BOM, Buffer.from(v)])],
  ['a byte order mark alone', () => BOM],
  ['nothing (Content-Length: 0)', () => Buffer.alloc(0)],
  ['whitespace', () => Buffer.from('  \n ')],
  ['malformed JSON', (v) => Buffer.from(v.slice(0, -3))],
  ['null', () => Buffer.from('null')],
  ['an array', () => Buffer.from('[1,2]')],
  [
    'a string with bytes that are not UTF-8',
    (v) =>
      Buffer.concat([Buffer.from(v.slice(0, -1)), Buffer.from(',"x":"'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]),
  ],
  ['JSON in UTF-16', (v) => Buffer.from(v, 'utf16le')],
  ['duplicate keys (the last wins)', (v) => Buffer.from(v.replace('{', '{"principal":5,'))],
  ['a __proto__ key', (v) => Buffer.from(v.replace('{', '{"__proto__":{"annualRate":99},'))],
];

describe.each([
  ['REST', EMI, loan, {}],
  ['/mcp', '/mcp', toolCall, MCP_HEADERS],
])('%s: the reader of plain bodies answers as body-parser does', (_name, path, valid, headers) => {
  it.each(bodies)('%s', async (_what, make) => {
    const bytes = make(valid);
    const plain = await answer(path, bytes, headers);
    const parsed = await answer(path, bytes, { ...headers, 'content-encoding': 'identity' });
    expect(plain).toEqual(parsed);
  });

  it('valid JSON computes', async () => {
    expect((await answer(path, Buffer.from(valid), headers)).status).toBe(200);
  });
});

/** Writes a request whose body stops short of its Content-Length, half-closes, and returns what came back. */
function truncated(extraHeader: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
    socket.write(
      `POST ${EMI} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${extraHeader}Content-Length: 100\r\n\r\n{"principal":`,
    );
    setTimeout(() => socket.end(), 50);
  });
}

it('a body cut short of its Content-Length is answered 400 and closed, on either reader', async () => {
  const strip = (raw: string) =>
    raw
      .replace(/^(X-Request-Id|Date|RateLimit[-\w]*|Retry-After): .*\r\n/gim, '')
      .replace(/"request_id":"[^"]*"/, '')
      .replace(/\r\n[0-9a-f]+\r\n/g, '');
  const plain = await truncated('');
  const parsed = await truncated('Content-Encoding: identity\r\n');
  expect(plain).toMatch(/^HTTP\/1\.1 400 /);
  expect(strip(plain)).toEqual(strip(parsed));
});
