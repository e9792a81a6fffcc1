/**
 * `POST /mcp`: the Streamable HTTP transport, answering every request with one JSON body
 * (`Content-Type: application/json`, which clients "MUST support"), never an SSE stream and
 * never a session id. `GET` and `DELETE` are answered 405 ("The server MUST either return
 * Content-Type: text/event-stream in response to this HTTP GET, or else return HTTP 405 Method
 * Not Allowed"; "The server MAY respond to this request with HTTP 405").
 */
import { Router, type RequestHandler } from 'express';
import { jsonBody } from '../api/middleware/json-body';
import { routeLabel } from '../api/middleware/observe';
import type { JsonSender } from '../api/send-json';
import { dispatchContext, type Site } from '../dispatch/context';
import { McpEndpoint, type EndpointHooks } from './mcp-endpoint';
import { recordMessage, recordToolCall, type McpMetrics } from './mcp-metrics';
import type { McpHeaders } from './request-meta';
import { stringifyReusing } from './reused-json';
import { RpcError } from './rpc-error';
import { serverIdentity } from './server-identity';

export interface McpRouteOptions {
  /** Where the dispatch context reads rates and FX. */
  rates: Parameters<typeof dispatchContext>[0];
  site: Site;
  metrics: McpMetrics;
  /** Writes the JSON answer (compressed when large and accepted). */
  send: JsonSender;
}

function header(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined ? undefined : v.trim();
}

/** The 2026-07-28 standard request headers (header names are case-insensitive; Node lower-cases them). */
export function mirroredHeaders(h: Record<string, string | string[] | undefined>): McpHeaders {
  return { protocolVersion: header(h['mcp-protocol-version']), method: header(h['mcp-method']), name: header(h['mcp-name']) };
}

/**
 * Content negotiation before the body is read: the body must be JSON (415), and a client that
 * sends `Accept` must accept JSON, the only thing we answer with (406). Clients "MUST include an
 * Accept header, listing both application/json and text/event-stream"; we need only the first.
 */
const negotiate: RequestHandler = (req, _res, next) => {
  const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
  if (!hasBody) return next(new RpcError('invalid_request', 'Invalid Request: the body must be a JSON-RPC message', 400));
  if (!isJsonContentType(req.headers['content-type']))
    return next(new RpcError('invalid_request', 'Unsupported Media Type: Content-Type must be application/json', 415));
  if (!acceptsJson(req.headers.accept))
    return next(new RpcError('invalid_request', 'Not Acceptable: responses are application/json; include it in Accept', 406));
  next();
};

/** `application/json`, with parameters or not (a charset other than UTF-8 is refused by the body reader). */
export function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && /^application\/json[ \t]*(;|$)/i.test(value);
}

/**
 * Verdicts on Accept values seen lately: clients send the same few, and parsing one costs a few µs.
 * Bounded, since a client chooses the values: at most 256 of at most 256 characters each (real
 * clients send under 60), so the memo never holds more than ~128 KiB whatever arrives.
 */
const acceptVerdicts = new Map<string, boolean>();
const ACCEPT_VERDICTS_MAX = 256;
const ACCEPT_MEMO_MAX_CHARS = 256;

/** Whether an Accept header admits application/json (no header admits everything; q=0 excludes). */
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined) return true;
  if (accept.length > ACCEPT_MEMO_MAX_CHARS) return parseAcceptsJson(accept);
  let verdict = acceptVerdicts.get(accept);
  if (verdict === undefined) {
    verdict = parseAcceptsJson(accept);
    if (acceptVerdicts.size >= ACCEPT_VERDICTS_MAX) acceptVerdicts.clear();
    acceptVerdicts.set(accept, verdict);
  }
  return verdict;
}

function parseAcceptsJson(accept: string): boolean {
  return accept.split(',').some((range) => {
    const [media = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) return false;
    return media === 'application/json' || media === 'application/*' || media === '*/*';
  });
}

/** The POST /mcp handlers, in order (mounted by the router below and run by the fast path). */
export function mcpPostHandlers(o: McpRouteOptions): RequestHandler[] {
  const endpoint = new McpEndpoint(serverIdentity(o.site), o.site.baseUrl);
  return [
    routeLabel('/mcp'),
    negotiate,
    jsonBody(() => true),
    async (req, res) => {
      const hooks: EndpointHooks = {
        // Through req.log only when something is logged: the request's child logger is made on first use.
        log: { error: (obj: object, msg: string) => req.log.error(obj, msg) },
        dispatchContext: () => dispatchContext(o.rates, 'mcp', o.site),
        messageDone: (m) => {
          recordMessage(o.metrics, m);
          // Picked up by the access-log line (middleware/observe.ts).
          res.locals.mcp = { method: m.method, revision: m.revision, outcome: m.outcome, ...(m.tool ? { tool: m.tool } : {}) };
        },
        toolCalled: (tool, revision, outcome) => recordToolCall(o.metrics, tool, revision, outcome),
      };
      const reply = await endpoint.handle(req.body, mirroredHeaders(req.headers), hooks);
      if (reply.body === undefined) {
        res.status(reply.status).end();
        return;
      }
      o.send(req, res, reply.status, reply.body, stringifyReusing(reply.body));
    },
  ];
}

export function mcpRoute(post: RequestHandler[]): Router {
  const router = Router();
  router.post('/mcp', ...post);

  router.all('/mcp', (req, res, next) => {
    res.setHeader('Allow', 'POST');
    next(new RpcError('invalid_request', `Method Not Allowed: ${req.method}; this stateless endpoint answers POST only (no SSE stream, no sessions)`, 405));
  });
  return router;
}
