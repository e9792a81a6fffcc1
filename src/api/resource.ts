/**
 * One path, its methods, and the answer for every other method: 405 `method_not_allowed` with
 * an `Allow` header listing the methods the path has (RFC 9110 §15.5.6: "The origin server MUST
 * generate an Allow header field in a 405 response"). OPTIONS is answered 204 with the same
 * `Allow` (CORS preflights under /api and /mcp are answered before this, by the cors middleware).
 */
import type { IRouter, RequestHandler } from 'express';
import { ApiError } from '../errors/api-error';

export type ResourceHandlers = Partial<
  Record<'get' | 'post' | 'put' | 'patch' | 'delete', RequestHandler | RequestHandler[]>
>;

/**
 * Mounts `handlers` on `path`; GET also answers HEAD (Express does that for every GET route).
 * @example resource(router, '/mcp', { post: handleMcp }) // GET /mcp → 405, Allow: POST
 */
export function resource(router: IRouter, path: string, handlers: ResourceHandlers): void {
  const route = router.route(path);
  const allowed: string[] = [];
  for (const [method, h] of Object.entries(handlers) as Array<
    [keyof ResourceHandlers, RequestHandler | RequestHandler[]]
  >) {
    route[method](...[h].flat());
    allowed.push(method.toUpperCase(), ...(method === 'get' ? ['HEAD'] : []));
  }
  const allow = allowed.join(', ');
  route.all((req, res, next) => {
    res.setHeader('Allow', allow);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next(
      new ApiError('method_not_allowed', `${req.method} is not allowed on ${req.path}; allowed: ${allow}`, {
        headers: { Allow: allow },
      }),
    );
  });
}
