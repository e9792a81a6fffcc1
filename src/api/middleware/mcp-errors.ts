/**
 * Errors raised on `/mcp` before or around the endpoint (origin check, rate limit, content
 * negotiation, body reading, anything unexpected) answered as JSON-RPC error bodies with their
 * HTTP status, instead of the problem+json the REST API uses.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { isApiError } from '../../errors/api-error';
import { edgeRpcError } from '../../mcp/api-error-mapping';
import { isPlainObject, isRequestId, type RequestId } from '../../mcp/json-rpc-message';
import type { McpMetrics } from '../../mcp/mcp-metrics';
import { errorResponse, isRpcError, RpcError } from '../../mcp/rpc-error';
import { jsonBody } from './json-body';
import { isHeldRefusal, type RefusalHold } from '../refusal-hold';

function toRpcError(err: unknown): RpcError | undefined {
  if (isRpcError(err)) return err;
  if (isApiError(err)) return edgeRpcError(err);
  return undefined;
}

/**
 * The id of the request, so that an error answering a request that had one carries it. The
 * rate limiter answers before the endpoint reads the body, so it is read here (same limit).
 */
async function requestIdOf(req: Request, res: Response, parse: RequestHandler): Promise<RequestId | null> {
  if (req.body === undefined && req.is('application/json')) {
    await new Promise<void>((resolve) => {
      void parse(req, res, () => resolve());
    });
  }
  const body: unknown = req.body;
  return isPlainObject(body) && isRequestId(body.id) ? body.id : null;
}

export function mcpErrorHandler(o: { metrics: McpMetrics; hold?: RefusalHold }): ErrorRequestHandler {
  const parse = jsonBody(() => true);
  return async (err, req, res, _next) => {
    if (res.headersSent) {
      req.log?.error({ err }, 'MCP response failed after headers were sent');
      res.destroy();
      return;
    }
    let rpc = toRpcError(err);
    // A designed answer (a lagging replica shedding a call: 503 with Retry-After) is counted where it is made, and
    // its access line is info, as on the REST API; only what nobody designed is an error.
    if (isApiError(err) && err.designed) res.locals.designed = true;
    else if (!rpc || rpc.httpStatus >= 500) req.log?.error({ err }, 'MCP request failed');
    rpc ??= new RpcError('internal_error', 'Internal error', 500);
    if (isApiError(err) && err.headers) for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
    // Forbidden requests are not read further; a rate-limited one still gets its id back.
    const id = rpc.kind === 'rate_limited' ? await requestIdOf(req, res, parse) : null;
    o.metrics.mcpRequests.inc({ method: 'none', revision: 'unknown', outcome: rpc.kind });
    res.locals.mcp = { method: 'none', outcome: rpc.kind };
    const r = rpc;
    const send = () => res.status(r.httpStatus).json(errorResponse(id, r));
    // A designed refusal (over a budget, or shed) is held like the REST API's, whatever HTTP status it travels in.
    const refused = isApiError(err) && isHeldRefusal(err) ? err.status : undefined;
    if (o.hold && refused !== undefined) o.hold.answer(res, refused, res.getHeader('Retry-After'), send);
    else send();
  };
}
