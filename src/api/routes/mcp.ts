/**
 * `POST /mcp`: the Streamable HTTP transport, answering every request with one JSON body
 * (`Content-Type: application/json`, which clients "MUST support"), never an SSE stream and
 * never a session id. `GET` and `DELETE` are answered 405 ("The server MUST either return
 * Content-Type: text/event-stream in response to this HTTP GET, or else return HTTP 405 Method
 * Not Allowed"; "The server MAY respond to this request with HTTP 405"). The protocol itself is
 * src/mcp's `McpEndpoint`: parsed body and headers in, status and body out.
 */
import type { IRouter, Request, RequestHandler } from 'express';
import { dispatchContext, liveData, type Site } from '../../dispatch/context';
import { McpEndpoint, type EndpointHooks } from '../../mcp/mcp-endpoint';
import { recordMessage, recordToolCall, type McpMetrics } from '../../mcp/mcp-metrics';
import type { McpHeaders } from '../../mcp/request-meta';
import { RpcError } from '../../mcp/rpc-error';
import { serverIdentity } from '../../mcp/server-identity';
import { appOffers } from '../../mcp/apps/app-resources';
import { iconSvg } from '../../pages/assets';
import { mcpAppDocument } from '../../pages/mcp-app/document';
import { hasBody, isJsonContentType, jsonBody } from '../middleware/json-body';
import type { RateLimiter } from '../middleware/rate-limit';
import { preferredCoding, type JsonSender } from '../send-json';
import type { StaticReplies } from '../static-replies';
import type { UnreadStatic } from '../unread-static';
import { isHeldRefusal, type RefusalHold } from '../refusal-hold';
import { isApiError } from '../../errors/api-error';
import { runsOnPool, toolOnPool, type HeavyWork } from '../../heavy/offload';

export interface McpRouteOptions {
  /** Where the dispatch context reads rates and FX. */
  rates: Parameters<typeof dispatchContext>[0];
  /** The clock a rate's staleness is judged by (the pages' and the rates route's). */
  now: () => Date;
  site: Site;
  metrics: McpMetrics;
  /** Writes the JSON answer (compressed when large and accepted). */
  send: JsonSender;
  /**
   * The `/mcp` budget, charged once more per message of a JSON-RPC batch past the first; an answer past
   * `BYTES_PER_POINT` per message counted owes its extra weight.
   */
  limiter?: Pick<RateLimiter, 'charge' | 'weigh'>;
  /** Where tool calls with large answers run; absent: all run here. */
  heavy?: HeavyWork;
  /**
   * Replies to `resources/read` of at least `minBytes` written from their kept bytes (static-replies.ts), counted
   * among the replica's unread static answers; absent: every reply is encoded on its own.
   */
  staticReplies?: { replies: StaticReplies; minBytes: number; unread: UnreadStatic; counted: () => void };
  /**
   * Designed refusals answered at the pace they ask for (refusal-hold.ts): a `tools/call` the heavy pool refused (the
   * replica shedding, its queue full, the batch past the client's places) is a tool error in an HTTP 200, and its
   * answer is held like the 503 or 429 the REST API would send, so that a client asking again at once cannot make
   * the replica refuse hundreds of calls a second.
   */
  hold?: RefusalHold;
}

/** gzip when the client accepts it, none when it sends no Accept-Encoding or accepts neither; undefined: brotli only. */
function stitchable(req: Request): 'gzip' | false | undefined {
  if (req.headers['accept-encoding'] === undefined) return false;
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return preferredCoding(req) === 'br' ? undefined : false;
}

function header(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v === undefined ? undefined : v.trim();
}

/** The 2026-07-28 standard request headers (header names are case-insensitive; Node lower-cases them). */
export function mirroredHeaders(h: Record<string, string | string[] | undefined>): McpHeaders {
  return {
    protocolVersion: header(h['mcp-protocol-version']),
    method: header(h['mcp-method']),
    name: header(h['mcp-name']),
  };
}

/** Whether an Accept header admits application/json (no header admits everything; q=0 excludes). */
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined) return true;
  return accept.split(',').some((range) => {
    const [media = '', ...params] = range.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) return false;
    return media === 'application/json' || media === 'application/*' || media === '*/*';
  });
}

/**
 * Content negotiation before the body is read: the body must be JSON (415), and a client that
 * sends `Accept` must accept JSON, the only thing we answer with (406). Clients "MUST include an
 * Accept header, listing both application/json and text/event-stream"; we need only the first.
 */
const negotiate: RequestHandler = (req, _res, next) => {
  if (!hasBody(req))
    return next(new RpcError('invalid_request', 'Invalid Request: the body must be a JSON-RPC message', 400));
  if (!isJsonContentType(req.headers['content-type']))
    return next(new RpcError('invalid_request', 'Unsupported Media Type: Content-Type must be application/json', 415));
  if (!acceptsJson(req.headers.accept))
    return next(
      new RpcError('invalid_request', 'Not Acceptable: responses are application/json; include it in Accept', 406),
    );
  next();
};

export function mcpRoute(router: IRouter, o: McpRouteOptions): void {
  // Each tool opens as an MCP App: the document is the pages' (the embed's components), served as an MCP resource.
  const apps = appOffers((slug) => mcpAppDocument(slug, o.site), o.site.baseUrl);
  // The site's icon, inline: a `data:` URI stays valid whatever name the asset's hash gives it.
  const icon = {
    src: `data:image/svg+xml;base64,${iconSvg().toString('base64')}`,
    mimeType: 'image/svg+xml',
    sizes: ['any'],
  };
  const endpoint = new McpEndpoint(serverIdentity(o.site, [icon]), o.site.baseUrl, apps);
  const answer: RequestHandler = async (req, res) => {
    /** The status of the first designed refusal among this request's heavy calls (503 shed, 429 places), if any. */
    let refused: { status: number; retryAfter: unknown } | undefined;
    const noteRefusal = (e: unknown) => {
      if (isApiError(e) && isHeldRefusal(e)) refused ??= { status: e.status, retryAfter: e.headers?.['Retry-After'] };
      throw e;
    };
    const hooks: EndpointHooks = {
      // Through req.log only when something is logged.
      log: { error: (obj: object, msg: string) => req.log.error(obj, msg) },
      dispatchContext: () => dispatchContext(o.rates, 'mcp', o.site),
      offload: (prepared, args) =>
        runsOnPool(o.heavy, prepared)
          ? toolOnPool(o.heavy, res, prepared.calc.slug, args, Array.isArray(req.body)).catch(noteRefusal)
          : undefined,
      liveData: () => liveData(o.rates, o.now()),
      messageDone: (m) => {
        recordMessage(o.metrics, m);
        // Picked up by the access-log line.
        res.locals.mcp = {
          method: m.method,
          revision: m.revision,
          outcome: m.outcome,
          ...(m.tool ? { tool: m.tool } : {}),
        };
      },
      toolCalled: (tool, revision, outcome) => recordToolCall(o.metrics, tool, revision, outcome),
    };
    const reply = await endpoint.handle(req.body, mirroredHeaders(req.headers), hooks);
    if (reply.body === undefined) {
      res.status(reply.status).end();
      return;
    }
    // A heavy answer costs its weight past the points counted (one, or one per message of a batch that ran).
    const counted = Array.isArray(req.body) && Array.isArray(reply.body) ? Math.max(1, req.body.length) : 1;
    await o.limiter?.weigh(req, res, reply.json.length, counted);
    const kept = o.staticReplies;
    const coding = kept && stitchable(req);
    const encoded =
      kept &&
      coding !== undefined &&
      reply.status === 200 &&
      reply.json.length >= kept.minBytes &&
      !Array.isArray(reply.body) &&
      (res.locals.mcp as { method?: string } | undefined)?.method === 'resources/read'
        ? kept.replies.encode(reply.json, reply.body.id, coding)
        : undefined;
    if (!kept || !encoded) {
      const send = () => o.send(req, res, reply.status, reply.body, reply.json);
      if (refused && o.hold) o.hold.answer(res, refused.status, refused.retryAfter, send);
      else send();
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': encoded.length,
      Vary: 'Accept-Encoding',
      ...(encoded.coding && { 'Content-Encoding': encoded.coding }),
    });
    res.cork();
    for (const chunk of encoded.chunks) res.write(chunk);
    res.end();
    kept.counted();
    kept.unread.track(res, encoded.length);
  };

  // Twenty tools/call messages in one batch cost what twenty requests cost (the limiter counted the first); a batch
  // the endpoint refuses whole (a revision without batches, too long) runs nothing and costs that one point.
  const chargeBatch: RequestHandler = async (req, res, next) => {
    const body: unknown = req.body;
    if (!o.limiter || !Array.isArray(body) || body.length < 2) return next();
    if (endpoint.batchRefusal(body, mirroredHeaders(req.headers))) return next();
    next(await o.limiter.charge(req, res, body.length - 1));
  };

  router.post(
    '/mcp',
    negotiate,
    jsonBody(() => true),
    chargeBatch,
    answer,
  );
  router.all('/mcp', (req, res, next) => {
    res.setHeader('Allow', 'POST');
    next(
      new RpcError(
        'invalid_request',
        `Method Not Allowed: ${req.method}; this stateless endpoint answers POST only (no SSE stream, no sessions)`,
        405,
      ),
    );
  });
}
