/**
 * Which protocol revision one message speaks, decided from the message itself and its headers
 * (the endpoint is stateless: nothing is remembered between requests).
 *
 * - A message whose `params._meta` names a protocol version claims per-request metadata
 *   (2026-07-28): the envelope and the mirrored headers are validated and the claim decides.
 * - `initialize` negotiates a 2025-era revision from its body.
 * - Any other message is 2025-era traffic at the revision its `MCP-Protocol-Version` header
 *   names, or 2025-03-26 when there is no header.
 */
import type { Params, RpcNotification, RpcRequest } from './json-rpc-message';
import {
  FEATURES,
  HEADERLESS_REVISION,
  isRevision,
  negotiateLegacy,
  SUPPORTED_NEWEST_FIRST,
  type Revision,
} from './revisions';
import {
  envelopeProblem,
  hasMetaClaim,
  headerMismatch,
  META,
  metaOf,
  missingRequestHeader,
  type McpHeaders,
} from './request-meta';
import { bounded } from '../errors/api-error';
import { RpcError } from './rpc-error';

/** -32022 with the list to choose from ("Protocol Version Negotiation", 2026-07-28 basic/versioning). */
export function unsupportedVersion(requested: string): RpcError {
  // A client chooses the value (a header of up to 16 kB): echo a bounded part of it.
  const echoed = bounded(requested, 100);
  return new RpcError('unsupported_protocol_version', `Unsupported protocol version: ${echoed}`, 400, {
    supported: [...SUPPORTED_NEWEST_FIRST],
    requested: echoed,
  });
}

function metaRevision(message: RpcRequest | RpcNotification, headers: McpHeaders, isRequest: boolean): Revision {
  const meta = metaOf(message.params)!;
  // Only requests carry capabilities; a notification's claim just has to name a version.
  const problem = isRequest
    ? envelopeProblem(meta)
    : typeof meta[META.protocolVersion] === 'string'
      ? undefined
      : `${META.protocolVersion} must be a string`;
  if (problem !== undefined) throw new RpcError('invalid_params', `Invalid _meta: ${problem}`, 400);
  const claimed = meta[META.protocolVersion] as string;
  const disagreement = headerMismatch(headers, message.method, claimed);
  if (disagreement) throw disagreement;
  // The envelope is the per-request-metadata mechanism: naming a 2025 revision in it is as unsupported as an unknown one.
  if (!isRevision(claimed) || FEATURES[claimed].era !== 'modern') throw unsupportedVersion(claimed);
  const missing = isRequest ? missingRequestHeader(headers, message.method, message.params) : undefined;
  if (missing) throw missing;
  return claimed;
}

function legacyRevision(params: Params | undefined, method: string, headers: McpHeaders, isRequest: boolean): Revision {
  const header = headers.protocolVersion;
  if (method === 'initialize' && isRequest) {
    if (header !== undefined && isRevision(header) && FEATURES[header].era === 'modern') {
      throw new RpcError(
        'header_mismatch',
        `Header mismatch: initialize is the 2025-era handshake but MCP-Protocol-Version names ${header}`,
        400,
      );
    }
    return negotiateLegacy(params?.protocolVersion);
  }
  if (header === undefined) return HEADERLESS_REVISION;
  // "If the server receives a request with an invalid or unsupported MCP-Protocol-Version, it MUST respond with 400 Bad Request."
  if (!isRevision(header)) throw unsupportedVersion(header);
  if (FEATURES[header].era === 'modern' && isRequest) {
    throw new RpcError(
      'invalid_params',
      `Invalid params: MCP-Protocol-Version names ${header}, but params._meta lacks ${META.protocolVersion} and ${META.clientCapabilities}`,
      400,
    );
  }
  return header;
}

/** The revision a request or notification speaks; throws an `RpcError` (HTTP 400) when it cannot be served. */
export function revisionOf(message: RpcRequest | RpcNotification, headers: McpHeaders, isRequest: boolean): Revision {
  return hasMetaClaim(message.params)
    ? metaRevision(message, headers, isRequest)
    : legacyRevision(message.params, message.method, headers, isRequest);
}
