/** GET /api/v1/tools: the twelve descriptors, derived from the registry (seed §2.1/§2.6). */
import { Router } from 'express';
import { describeTools } from '../../dispatch/tools';
import type { AppDeps } from '../app';

export function toolsRoute(deps: AppDeps): Router {
  const router = Router();
  // The list only changes with a deploy: build it once.
  const tools = describeTools(deps.config.baseUrl);
  const body = {
    tools,
    count: tools.length,
    meta: {
      source: deps.config.serviceName,
      docs_url: `${deps.config.baseUrl}/openapi.json`,
      attribution: `Calculators by ${deps.config.serviceName} — ${deps.config.baseUrl}`,
    },
  };
  const json = JSON.stringify(body);
  router.get('/api/v1/tools', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(json); // Express adds a weak ETag and answers If-None-Match with 304
  });
  return router;
}
