/**
 * Peer (a) of `npm run bench`: the conventional Express 5 stack a team assembles from the usual
 * packages, with their defaults, around the service's dispatcher: pino-http (one line per request
 * at level info, to stdout), a prom-client request-duration histogram, helmet, cors,
 * rate-limiter-flexible on ioredis (the same Redis, limits raised so nothing is refused),
 * `express.json()`, `res.json()`. Listens on 127.0.0.1:$PORT; REDIS_URL and REDIS_KEY_PREFIX as the service reads them.
 */
import cors from 'cors';
import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import Redis from 'ioredis';
import { pinoHttp } from 'pino-http';
import client from 'prom-client';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { dispatch } from './bench-peer-dispatch';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const limiter = new RateLimiterRedis({
  storeClient: redis,
  keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'bench:'}conventional`,
  points: 1_000_000,
  duration: 60,
});
const duration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Duration of HTTP requests in seconds',
  labelNames: ['method', 'route', 'status_code'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
});

const app = express();
app.use(pinoHttp());
app.use((req, res, next) => {
  const end = duration.startTimer();
  res.on('finish', () =>
    end({
      method: req.method,
      route: (req.route as { path?: string } | undefined)?.path ?? 'unmatched',
      status_code: res.statusCode,
    }),
  );
  next();
});
app.use(helmet());
app.use(cors());
app.use((req, res, next) => {
  limiter.consume(req.ip ?? 'unknown').then(
    () => next(),
    (e: unknown) => (e instanceof RateLimiterRes ? void res.status(429).json({ code: 'rate_limited' }) : next(e)),
  );
});
app.use(express.json({ limit: '100kb' }));
app.post('/api/v1/calculate/:slug', async (req, res) => {
  const [status, answer] = await dispatch(String(req.params.slug), req.body);
  res.status(status).json(answer);
});
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
app.get(
  '/metrics',
  async (_req, res) => void res.type(client.register.contentType).send(await client.register.metrics()),
);
const failed: ErrorRequestHandler = (err: { status?: number }, _req, res, _next) =>
  void res.status(err.status ?? 500).json({ code: 'error' });
app.use(failed);

const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => (redis.disconnect(), process.exit(0))));
