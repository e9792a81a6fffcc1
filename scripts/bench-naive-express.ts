/**
 * Comparison server (b) of `npm run bench`: the naive Express 5 app a team would write first:
 * `express.json()`, the calculator's formula, `res.json()`, with Express's defaults and nothing
 * else (no validation, rate limit, logging, metrics, headers, request ids). The formula is the
 * service's own `compute()` so both answer the same numbers with the same schedule rows.
 * Listens on 127.0.0.1:$PORT.
 */
import express from 'express';
import { NAIVE_ROUTES } from './bench-naive-routes';

const app = express();
app.use(express.json());
for (const [path, compute] of NAIVE_ROUTES) app.post(path, (req, res) => void res.json(compute(req.body)));
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
