/**
 * Peer (b) of `npm run bench`: bare `node:http` around the service's dispatcher: read the body,
 * `JSON.parse`, `dispatch()`, `JSON.stringify`, `res.end`. No limits, logs, metrics or headers:
 * the floor of what any Node HTTP stack costs for this work. Listens on 127.0.0.1:$PORT.
 */
import { createServer, type ServerResponse } from 'node:http';
import { CALCULATE, dispatch } from './bench-peer-dispatch';

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) })
    .end(json);
}

const server = createServer((req, res) => {
  const slug = req.method === 'POST' ? CALCULATE.exec(req.url ?? '')?.[1] : undefined;
  if (slug === undefined) return send(res, req.url === '/healthz' ? 200 : 404, { status: 'ok' });
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return send(res, 400, { code: 'malformed_json' });
    }
    dispatch(slug, body).then(
      ([status, answer]) => send(res, status, answer),
      () => send(res, 500, { code: 'internal' }),
    );
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
