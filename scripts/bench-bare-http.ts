/**
 * Comparison server (c) of `npm run bench`: bare `node:http`: read the body, `JSON.parse`, the
 * calculator's formula, `JSON.stringify`, `res.end`. The floor of what any Node HTTP stack costs
 * for this work. Listens on 127.0.0.1:$PORT.
 */
import { createServer } from 'node:http';
import { NAIVE_ROUTES } from './bench-naive-routes';

const routes = new Map(NAIVE_ROUTES);

const server = createServer((req, res) => {
  const compute = req.method === 'POST' ? routes.get(req.url ?? '') : undefined;
  if (!compute) {
    res.writeHead(req.url === '/healthz' ? 200 : 404, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.stringify(compute(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
    res
      .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) })
      .end(body);
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
