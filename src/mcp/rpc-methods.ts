/**
 * The methods of each era, registered on a `json-rpc-2.0` server. 2025-era: `initialize`,
 * `ping`, then tools, resources and prompts. 2026-07-28: `server/discover`, then the same
 * (`ping` and `logging/setLevel` were removed, and `initialize` does not exist), every result
 * with `resultType: "complete"` and the server's identity in `_meta`.
 */
import { createJSONRPCErrorResponse, JSONRPCServer, type JSONRPCRequest, type JSONRPCResponse } from 'json-rpc-2.0';
import type { CallContext } from './call-context';
import type { Params } from './json-rpc-message';
import { FEATURES, REVISIONS, type Era, type Revision, type RevisionFeatures } from './revisions';
import { isRpcError, RPC_ERRORS, RpcError } from './rpc-error';
import { discoverResult, initializeResult, LIST_TTL_MS, resultMeta, type ServerIdentity } from './server-identity';
import { getPrompt, listPrompts } from './prompts';
import { resourceHandlers, type ResourceProvider } from './resources';
import { callTool } from './tool-call';
import { mcpTools, type McpTool } from './tool-definitions';

type Handler = (
  params: Params | undefined,
  call: CallContext,
) => Promise<Record<string, unknown>> | Record<string, unknown>;

/**
 * What the library's server hands each method: the request's context, in a slot emptied once the answer is back.
 * json-rpc-2.0 ships as ES5: `receive` is a transpiled generator, and its state (the request's context, the response)
 * lingers dead in the old generation until the next full collection. A young-generation collection counts whatever
 * that state points to as live and promotes it: with the context (the HTTP request and response behind its hooks) and
 * the result left in place, every `tools/call` answer went to the old generation, and the call took 17 % more
 * instructions. So the answer is moved out of the library's response, and the slot is emptied.
 */
interface CallSlot {
  call?: CallContext;
}

export type MethodServers = Readonly<Record<Era, JSONRPCServer<CallSlot>>>;

/** The method names each era serves: the metrics' method label set derives from them. */
const OFFERS = [
  'tools/list',
  'tools/call',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'prompts/list',
  'prompts/get',
] as const;
export const METHODS = {
  legacy: ['initialize', 'ping', ...OFFERS],
  modern: ['server/discover', ...OFFERS],
} as const satisfies Record<Era, readonly string[]>;

function listTools(tools: ReadonlyMap<Revision, McpTool[]>): Handler {
  return (params, call) => {
    // We never hand out a cursor, so any cursor is one we did not issue (server/utilities/pagination).
    if (params?.cursor !== undefined)
      throw new RpcError('invalid_params', 'Invalid params: unknown cursor (tools/list is a single page)');
    const list = { tools: tools.get(call.revision)! };
    return call.features.statelessResults ? { ...list, ttlMs: LIST_TTL_MS, cacheScope: 'public' } : list;
  };
}

/** What an endpoint serves besides the calculators and the facts: the MCP Apps documents, when the service has them. */
export interface EndpointOffers {
  resourceProviders?: readonly ResourceProvider[];
  /** Extensions to advertise in the capabilities of the revisions that have the field (MCP Apps). */
  extensions?: Readonly<Record<string, object>>;
  /** Adds to each tool of a revision (the `_meta.ui` of an app). */
  toolMeta?: (slug: string, features: RevisionFeatures) => Record<string, unknown> | undefined;
}

function handlers(
  identity: ServerIdentity,
  baseUrl: string,
  offers: EndpointOffers,
): Readonly<Record<string, Handler>> {
  const tools = new Map(REVISIONS.map((r) => [r, mcpTools(baseUrl, FEATURES[r], offers.toolMeta)]));
  const resources = resourceHandlers(offers.resourceProviders ?? []);
  return {
    initialize: (params, call) => {
      if (typeof params?.protocolVersion !== 'string')
        throw new RpcError('invalid_params', 'Invalid params: params.protocolVersion must be a string');
      return initializeResult(identity, call.revision, call.features);
    },
    // "The receiver MUST respond promptly with an empty response" (basic/utilities/ping).
    ping: () => ({}),
    'server/discover': () => discoverResult(identity, offers.extensions),
    'tools/list': listTools(tools),
    'tools/call': callTool,
    'resources/list': resources.list,
    'resources/templates/list': resources.templates,
    'resources/read': resources.read,
    'prompts/list': listPrompts,
    'prompts/get': getPrompt,
  };
}

type ServerMetas = Map<RevisionFeatures, Record<string, unknown>>;

/**
 * The `_meta` of a result that brings none: the server's identity, made once per revision and
 * frozen, since it is shared.
 */
function serverMeta(identity: ServerIdentity, features: RevisionFeatures, cache: ServerMetas): Record<string, unknown> {
  let meta = cache.get(features);
  if (meta === undefined) {
    meta = resultMeta(identity, features);
    for (const value of Object.values(meta)) Object.freeze(value);
    cache.set(features, Object.freeze(meta));
  }
  return meta;
}

/** 2026-07-28 results: `resultType` first, the server's identity merged into `_meta`. */
function complete(
  result: Record<string, unknown>,
  call: CallContext,
  identity: ServerIdentity,
  metas: ServerMetas,
): Record<string, unknown> {
  const server = serverMeta(identity, call.features, metas);
  const own = typeof result._meta === 'object' && result._meta !== null ? result._meta : undefined;
  return { resultType: 'complete', ...result, _meta: own === undefined ? server : { ...own, ...server } };
}

function createServer(
  era: Era,
  identity: ServerIdentity,
  baseUrl: string,
  offers: EndpointOffers,
): JSONRPCServer<CallSlot> {
  // Errors are logged where they happen (with the request's logger), not by the library.
  const server = new JSONRPCServer<CallSlot>({ errorListener: () => undefined });
  server.mapErrorToJSONRPCErrorResponse = (id, error: unknown) =>
    isRpcError(error)
      ? createJSONRPCErrorResponse(id, error.code, error.message, error.data)
      : createJSONRPCErrorResponse(id, RPC_ERRORS.internal_error, 'Internal error');
  const all = handlers(identity, baseUrl, offers);
  const metas: ServerMetas = new Map();
  for (const method of METHODS[era]) {
    const handler = all[method]!;
    server.addMethod(method, async (params: Params | undefined, slot: CallSlot) => {
      const call = slot.call!;
      try {
        const result = await handler(params, call);
        return call.features.statelessResults ? complete(result, call, identity, metas) : result;
      } catch (e) {
        if (!isRpcError(e)) call.log.error({ err: e, method }, 'MCP method failed');
        throw e;
      }
    });
  }
  return server;
}

export function createMethodServers(
  identity: ServerIdentity,
  baseUrl: string,
  offers: EndpointOffers = {},
): MethodServers {
  return {
    legacy: createServer('legacy', identity, baseUrl, offers),
    modern: createServer('modern', identity, baseUrl, offers),
  };
}

/** Answers one request the envelope and revision checks accepted; never a `result: null`. */
export async function dispatchRequest(
  servers: MethodServers,
  request: JSONRPCRequest,
  call: CallContext,
): Promise<JSONRPCResponse> {
  const slot: CallSlot = { call };
  let response: JSONRPCResponse | null;
  try {
    response = await servers[call.features.era].receive(request, slot);
  } finally {
    slot.call = undefined;
  }
  // receive() only answers null for notifications, which never reach here.
  if (response === null)
    return createJSONRPCErrorResponse(request.id ?? null, RPC_ERRORS.internal_error, 'Internal error');
  const own = { ...response };
  const shell = response as { result?: unknown; error?: unknown };
  shell.result = undefined;
  shell.error = undefined;
  return own;
}
