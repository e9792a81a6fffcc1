/**
 * The MCP endpoint without HTTP framing: takes the parsed body and the mirrored headers of one
 * POST, answers with an HTTP status and a JSON-RPC body (or none, for 202). Stateless: any
 * replica answers any request, and nothing is kept between requests.
 */
import type { JSONRPCResponse } from 'json-rpc-2.0';
import type { DispatchContext } from '../dispatch/calculate';
import type { LiveData } from '../dispatch/context';
import type { CallContext, ErrorLog } from './call-context';
import { classifyMessage, type RpcNotification, type RpcRequest } from './json-rpc-message';
import { hasMetaClaim, type McpHeaders } from './request-meta';
import { revisionOf, unsupportedVersion } from './request-revision';
import { FEATURES, HEADERLESS_REVISION, isRevision, type Revision } from './revisions';
import { oneByteJson } from '../dispatch/one-byte-json';
import { replyJson } from './reply-json';
import { errorResponse, RpcError, rpcErrorName } from './rpc-error';
import { createMethodServers, dispatchRequest, METHODS, type EndpointOffers, type MethodServers } from './rpc-methods';
import type { ServerIdentity } from './server-identity';

/** Most messages in one JSON-RPC batch (2025-03-26 only): each may run a calculation. */
export const MAX_BATCH = 20;

/**
 * Most bytes of answers one batch sends past its first answer (each answer is bounded on its own, about 25 kB at the
 * heaviest; twenty of them stay under it). A message whose answer would pass it gets an error saying so instead,
 * and every request after it too, without being run: a client asks for large results one message at a time.
 */
export const MAX_BATCH_REPLY_BYTES = 1024 * 1024;

/**
 * The HTTP status and, unless it is 202, the JSON-RPC body with its text as written: characters past U+00FF escaped
 * (one-byte-json.ts), a `tools/call` reply built around its calculation's text (reply-json.ts).
 */
export type EndpointReply =
  | { status: number; body?: undefined; json?: undefined }
  | { status: number; body: JSONRPCResponse | JSONRPCResponse[]; json: string };

/** A reply carrying `body`, with its JSON text. */
function answer(status: number, body: JSONRPCResponse): EndpointReply {
  return { status, body, json: oneByteJson(JSON.stringify(body)) };
}

/** What one message was, for metrics and the request log. */
export interface MessageOutcome {
  method: string;
  revision: Revision | 'unknown';
  outcome: string;
  tool?: string;
  seconds: number;
}

export interface EndpointHooks {
  log: ErrorLog;
  dispatchContext(): Promise<DispatchContext>;
  /** Runs a heavy tool calculation off this thread (`CallContext.offload`). */
  offload?: CallContext['offload'];
  /** The live data in use (the rates resource). */
  liveData(): Promise<LiveData>;
  /** One call per message answered (a batch reports each of its messages). */
  messageDone(outcome: MessageOutcome): void;
  toolCalled(tool: string, revision: Revision, outcome: string): void;
}

const KNOWN_METHODS = new Set<string>([...METHODS.legacy, ...METHODS.modern]);

/** A bounded method label: methods we serve, notifications, or `other`. */
export function methodLabel(method: string | undefined, kind: 'request' | 'notification' | 'other'): string {
  if (kind === 'notification') return 'notification';
  return method !== undefined && KNOWN_METHODS.has(method) ? method : 'other';
}

function outcomeOf(response: JSONRPCResponse): string {
  if ('error' in response && response.error) return rpcErrorName(response.error.code) ?? 'internal_error';
  return (response.result as { isError?: unknown } | null)?.isError === true ? 'tool_error' : 'ok';
}

/** The answer of a batch message past `MAX_BATCH_REPLY_BYTES`. */
function overBudget(id: string | number, hooks: EndpointHooks, revision: Revision, limit: number): EndpointReply {
  hooks.messageDone({ method: 'batch', revision, outcome: 'batch_reply_too_large', seconds: 0 });
  const message =
    `This answer would take the batch's answers past ${limit} bytes, so it is left out (and the ` +
    'messages after it are not run): send it again on its own or in a smaller batch';
  return answer(200, errorResponse(id, new RpcError('invalid_request', message)));
}

export class McpEndpoint {
  private readonly servers: MethodServers;

  constructor(
    identity: ServerIdentity,
    baseUrl: string,
    offers: EndpointOffers = {},
    private readonly maxBatchReplyBytes = MAX_BATCH_REPLY_BYTES,
  ) {
    this.servers = createMethodServers(identity, baseUrl, offers);
  }

  async handle(body: unknown, headers: McpHeaders, hooks: EndpointHooks): Promise<EndpointReply> {
    return Array.isArray(body) ? this.batch(body, headers, hooks) : this.single(body, headers, hooks, false);
  }

  private async single(
    value: unknown,
    headers: McpHeaders,
    hooks: EndpointHooks,
    inBatch: boolean,
  ): Promise<EndpointReply> {
    const started = process.hrtime.bigint();
    const done = (method: string, revision: Revision | 'unknown', outcome: string, tool?: string) =>
      hooks.messageDone({
        method,
        revision,
        outcome,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        ...(tool ? { tool } : {}),
      });
    const c = classifyMessage(value);
    if (c.kind === 'invalid') {
      done('other', 'unknown', 'invalid_request');
      return answer(400, errorResponse(c.id, new RpcError('invalid_request', `Invalid Request: ${c.reason}`, 400)));
    }
    if (c.kind === 'response') {
      // We never send requests, so there is nothing a response could answer; 2025-era transports accept it with 202.
      done('other', 'unknown', 'ok');
      return { status: 202 };
    }
    const message = c.message;
    const isRequest = c.kind === 'request';
    const method = methodLabel(message.method, c.kind);
    let revision: Revision;
    try {
      if (inBatch && message.method === 'initialize') {
        throw new RpcError(
          'invalid_request',
          'Invalid Request: "The initialization request MUST NOT be part of a JSON-RPC batch" (2025-03-26 lifecycle)',
        );
      }
      revision = revisionOf(message, headers, isRequest);
    } catch (e) {
      const err = e instanceof RpcError ? e : new RpcError('internal_error', 'Internal error', 500);
      done(method, 'unknown', err.kind);
      return answer(err.httpStatus, errorResponse(isRequest ? (message as RpcRequest).id : null, err));
    }
    if (!isRequest) {
      done(method, revision, 'ok');
      return { status: 202 }; // "the server MUST return HTTP status code 202 Accepted with no body"
    }
    return this.request(message as RpcRequest, revision, hooks, done);
  }

  private async request(
    request: RpcRequest,
    revision: Revision,
    hooks: EndpointHooks,
    done: (method: string, revision: Revision, outcome: string, tool?: string) => void,
  ): Promise<EndpointReply> {
    const features = FEATURES[revision];
    const method = methodLabel(request.method, 'request');
    if (!this.servers[features.era].hasMethod(request.method)) {
      done(method, revision, 'method_not_found');
      // 2026-07-28: "If the server does not implement the requested RPC method, it MUST respond with 404 Not Found".
      const status = features.era === 'modern' ? 404 : 200;
      return answer(
        status,
        errorResponse(request.id, new RpcError('method_not_found', `Method not found: ${request.method}`)),
      );
    }
    let tool: string | undefined;
    const call: CallContext = {
      revision,
      features,
      log: hooks.log,
      dispatchContext: hooks.dispatchContext,
      offload: hooks.offload,
      liveData: hooks.liveData,
      toolCalled: (name, outcome) => {
        tool = name;
        hooks.toolCalled(name, revision, outcome);
      },
    };
    const response = await dispatchRequest(this.servers, request, call);
    done(method, revision, outcomeOf(response), tool);
    const json = call.structuredJson === undefined ? undefined : replyJson(response, call.structuredJson);
    return json === undefined ? answer(200, response) : { status: 200, body: response, json };
  }

  /**
   * Why a JSON-RPC batch is refused whole, or undefined when its messages will be answered: the transport charges a
   * batch one point per message only when they are (a refused batch costs what one request costs).
   */
  batchRefusal(values: unknown[], headers: McpHeaders): { reason: string; revision: string } | undefined {
    const revision = headers.protocolVersion ?? HEADERLESS_REVISION;
    if (!isRevision(revision)) return { reason: 'unsupported_protocol_version', revision };
    if (!FEATURES[revision].batches)
      return { reason: `JSON-RPC batches are not part of MCP ${revision} (only of 2025-03-26)`, revision };
    if (values.length === 0) return { reason: 'an empty batch', revision };
    if (values.length > MAX_BATCH)
      return { reason: `a batch of ${values.length} messages; at most ${MAX_BATCH} are accepted`, revision };
    const withMeta = values.some((v) => hasMetaClaim((v as RpcRequest | RpcNotification | null)?.params));
    if (withMeta) return { reason: 'batches cannot carry per-request metadata (2026-07-28) messages', revision };
    return undefined;
  }

  /** JSON-RPC batches: part of 2025-03-26 only (added there, removed in 2025-06-18). */
  private async batch(values: unknown[], headers: McpHeaders, hooks: EndpointHooks): Promise<EndpointReply> {
    const refused = this.batchRefusal(values, headers);
    if (refused && !isRevision(refused.revision)) {
      hooks.messageDone({ method: 'batch', revision: 'unknown', outcome: 'unsupported_protocol_version', seconds: 0 });
      return answer(400, errorResponse(null, unsupportedVersion(refused.revision)));
    }
    if (refused) {
      hooks.messageDone({
        method: 'batch',
        revision: refused.revision as Revision,
        outcome: 'invalid_request',
        seconds: 0,
      });
      return answer(
        400,
        errorResponse(null, new RpcError('invalid_request', `Invalid Request: ${refused.reason}`, 400)),
      );
    }
    // One message at a time, giving the event loop back between them: twenty heavy calculations in
    // one batch (each up to ~50 ms) would otherwise hold every other request for a second.
    // Not refused: the revision is a known one.
    const revision = (headers.protocolVersion ?? HEADERLESS_REVISION) as Revision;
    const replies: EndpointReply[] = [];
    let bytes = 0;
    let full = false;
    for (const v of values) {
      const id = (v as { id?: unknown } | null)?.id;
      const isRequest = typeof id === 'string' || typeof id === 'number';
      if (full) {
        if (isRequest) replies.push(overBudget(id, hooks, revision, this.maxBatchReplyBytes));
        continue;
      }
      const reply = await this.single(v, headers, hooks, true);
      const size = reply.body === undefined ? 0 : reply.json.length;
      // The first answer is always sent: alone, the same message would get it.
      if (bytes > 0 && bytes + size > this.maxBatchReplyBytes && isRequest) {
        full = true;
        replies.push(overBudget(id, hooks, revision, this.maxBatchReplyBytes));
      } else {
        bytes += size;
        replies.push(reply);
      }
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    // The answers' texts joined: each message's reply is written once.
    const sent = replies.filter((r) => r.body !== undefined);
    if (sent.length === 0) return { status: 202 };
    return { status: 200, body: sent.flatMap((r) => r.body!), json: `[${sent.map((r) => r.json!).join(',')}]` };
  }
}
