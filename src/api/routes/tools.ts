/** GET /api/v1/tools: the twelve descriptors, derived from the registry (seed §2.1/§2.6). */
import { Router } from 'express';
import { describeTools } from '../../dispatch/tools';
import type { Site } from '../../dispatch/context';

export function toolsRoute({ site }: { site: Site }): Router {
  const router = Router();
  // The list only changes with a deploy: build it once.
  const tools = describeTools(site.baseUrl);
  const body = {
    tools,
    count: tools.length,
    meta: {
      source: site.serviceName,
      docs_url: `${site.baseUrl}/openapi.json`,
      attribution: `Calculators by ${site.serviceName} — ${site.baseUrl}`,
    },
  };
  const json = JSON.stringify(body);
  router.get('/api/v1/tools', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/json').send(json); // Express adds a weak ETag and answers If-None-Match with 304
  });
  return router;
}
