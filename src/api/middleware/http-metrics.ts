/** `http_request_duration_seconds` of every request, by method, route pattern and status. */
import type { RequestHandler } from 'express';
import type { Metrics } from '../metrics';
import { routeOf } from './access-log';

export function httpMetrics(metrics: Pick<Metrics, 'httpDuration'>): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const done = () => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      const status = res.statusCode;
      metrics.httpDuration.observe(
        { method: req.method, route: routeOf(req, status), status_code: String(status) },
        (performance.now() - started) / 1000,
      );
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
