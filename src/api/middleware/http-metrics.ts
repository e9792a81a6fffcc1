/**
 * Request duration by method, route pattern and status code. The route label is the Express
 * pattern that matched (never the raw URL, which would make the label set unbounded).
 */
import type { RequestHandler } from 'express';
import type { Metrics } from '../metrics';

export function httpMetrics(metrics: Pick<Metrics, 'httpDuration'>): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer({ method: req.method });
    res.on('finish', () => {
      const route = req.route?.path ? `${req.baseUrl}${String(req.route.path)}` : res.statusCode === 404 ? 'unmatched' : 'other';
      end({ route, status_code: String(res.statusCode) });
    });
    next();
  };
}
