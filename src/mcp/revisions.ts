/**
 * The MCP protocol revisions this endpoint serves and what each one changes on the wire. Every
 * per-revision difference the handlers make is read from this one table, so adding a revision is
 * one row here. Sources: `docs/specification/<revision>/changelog.mdx` of
 * modelcontextprotocol/modelcontextprotocol.
 */

/** Oldest first. Revision identifiers are ISO dates, so they also compare chronologically as strings. */
export const REVISIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'] as const;

export type Revision = (typeof REVISIONS)[number];

/**
 * `legacy`: the version is negotiated once with `initialize` (2025-11-25 and earlier).
 * `modern`: every request carries it in `params._meta` and the HTTP headers (2026-07-28 and later).
 */
export type Era = 'legacy' | 'modern';

export interface RevisionFeatures {
  era: Era;
  /** JSON-RPC batches: added in 2025-03-26, removed again in 2025-06-18. */
  batches: boolean;
  /** `Tool.annotations` (readOnlyHint, idempotentHint, openWorldHint…): 2025-03-26. */
  toolAnnotations: boolean;
  /** `Tool.title` and `Implementation.title`: 2025-06-18. */
  titles: boolean;
  /** `Tool.outputSchema` and `structuredContent`: 2025-06-18. */
  structuredOutput: boolean;
  /** `Implementation.description` and `websiteUrl`: 2025-11-25. */
  implementationDetails: boolean;
  /** Input validation errors are tool execution errors (`isError: true`), not -32602: 2025-11-25 (SEP-1303). */
  inputErrorsInResult: boolean;
  /** `resultType`, cache hints, server info in result `_meta`, `server/discover`: 2026-07-28. */
  statelessResults: boolean;
  /** `_meta` on tools, resources and resource contents (2025-06-18: "_meta added to more interface types"). */
  metaFields: boolean;
  /** `icons` on `Implementation` (and tools, resources, prompts): 2025-11-25 (SEP-973). */
  icons: boolean;
  /** `ServerCapabilities.extensions` (where MCP Apps is advertised as `io.modelcontextprotocol/ui`): 2026-07-28. */
  extensionsCapability: boolean;
  /** A `resources/read` miss is -32602 with `data.uri` ("MUST"), no longer the recommended -32002: 2026-07-28. */
  resourceMissIsInvalidParams: boolean;
}

/** Each revision is the one before it plus what its changelog changed. */
const R2024_11_05: RevisionFeatures = {
  era: 'legacy',
  batches: false,
  toolAnnotations: false,
  titles: false,
  structuredOutput: false,
  implementationDetails: false,
  inputErrorsInResult: false,
  statelessResults: false,
  metaFields: false,
  icons: false,
  extensionsCapability: false,
  resourceMissIsInvalidParams: false,
};
const R2025_03_26: RevisionFeatures = { ...R2024_11_05, batches: true, toolAnnotations: true };
const R2025_06_18: RevisionFeatures = {
  ...R2025_03_26,
  batches: false,
  titles: true,
  structuredOutput: true,
  metaFields: true,
};
const R2025_11_25: RevisionFeatures = {
  ...R2025_06_18,
  implementationDetails: true,
  inputErrorsInResult: true,
  icons: true,
};
const R2026_07_28: RevisionFeatures = {
  ...R2025_11_25,
  era: 'modern',
  statelessResults: true,
  extensionsCapability: true,
  resourceMissIsInvalidParams: true,
};

export const FEATURES: Readonly<Record<Revision, RevisionFeatures>> = {
  '2024-11-05': R2024_11_05,
  '2025-03-26': R2025_03_26,
  '2025-06-18': R2025_06_18,
  '2025-11-25': R2025_11_25,
  '2026-07-28': R2026_07_28,
};

/** Newest first: the order `data.supported` lists them in. */
export const SUPPORTED_NEWEST_FIRST: readonly Revision[] = [...REVISIONS].reverse();

/** The revisions negotiated with `initialize`, newest first. */
export const LEGACY_REVISIONS: readonly Revision[] = SUPPORTED_NEWEST_FIRST.filter((r) => FEATURES[r].era === 'legacy');

/** The revisions `server/discover` advertises (it only ever lists per-request-metadata revisions). */
export const MODERN_REVISIONS: readonly Revision[] = SUPPORTED_NEWEST_FIRST.filter((r) => FEATURES[r].era === 'modern');

/**
 * "If the server does not receive an MCP-Protocol-Version header, and has no other way to
 * identify the version … the server SHOULD assume protocol version 2025-03-26"
 * (2025-06-18 and 2025-11-25, basic/transports, Protocol Version Header).
 */
export const HEADERLESS_REVISION: Revision = '2025-03-26';

export function isRevision(value: unknown): value is Revision {
  return typeof value === 'string' && (REVISIONS as readonly string[]).includes(value);
}

/**
 * The `initialize` answer: the client's requested version when we support it, else our latest
 * legacy version ("If the server supports the requested protocol version, it MUST respond with
 * the same version. Otherwise, the server MUST respond with another protocol version it
 * supports", 2025-11-25 basic/lifecycle). A per-request-metadata revision is never negotiated here.
 */
export function negotiateLegacy(requested: unknown): Revision {
  return isRevision(requested) && FEATURES[requested].era === 'legacy' ? requested : LEGACY_REVISIONS[0]!;
}
