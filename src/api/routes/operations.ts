/**
 * /healthz, /readyz and /openapi.json on the public port (/metrics, and the kubelet's probes, on the metrics port).
 * The probes answer from readiness.ts; who pays for them is the app's budget rule (probe-sources.ts).
 */
import type { IRouter, Response } from 'express';
import { HEALTHY, type ProbeAnswer, type Readiness } from '../readiness';
import { resource } from '../resource';
import { staticAnswer, type SendStatic } from '../../pages/static-answer';
import { STATIC_JSON } from './tools';

export { healthResponseSchema, readinessResponseSchema } from '../readiness';

export interface OperationsRouteOptions {
  /** `/readyz`'s answer (readiness.ts), shared with the metrics port. */
  readiness: Readiness;
  /** The OpenAPI document served at /openapi.json. */
  openapi: object;
  /** Writes the document's bytes, weighed in the light budget. */
  send: SendStatic;
}

function probeAnswer(res: Response, answer: ProbeAnswer): void {
  res.writeHead(answer.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(answer.json),
    'Cache-Control': 'no-store',
  });
  res.end(answer.json);
}

export function operationsRoute(router: IRouter, deps: OperationsRouteOptions): void {
  const openapi = staticAnswer('openapi', JSON.stringify(deps.openapi), STATIC_JSON);

  // Liveness: the process answers. Nothing external is checked, so a Redis outage never restarts pods.
  resource(router, '/healthz', { get: (_req, res) => probeAnswer(res, HEALTHY) });

  // Readiness: rates loaded and not shutting down. Redis down is reported as `degraded` with 200,
  // because every replica shares one Redis: failing them all would turn degraded into down.
  // `?strict=1` answers 503 when Redis is configured and unreachable, for operators who want that.
  resource(router, '/readyz', {
    get: async (req, res) => probeAnswer(res, await deps.readiness(req.query.strict === '1')),
  });

  resource(router, '/openapi.json', {
    get: (req, res) => deps.send(req, res, openapi),
  });
}
