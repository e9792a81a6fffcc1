/**
 * Who this server is and what it offers: `serverInfo`, capabilities and instructions, as
 * `initialize` (2025 era) and `server/discover` (2026-07-28) report them.
 */
import { calculators } from '../calculators/registry';
import type { Site } from '../dispatch/context';
import { VERSION } from '../version';
import { META } from './request-meta';
import { MODERN_REVISIONS, type Revision, type RevisionFeatures } from './revisions';

/**
 * Tools, resources and prompts (every revision served has all three). Their lists never change while a
 * replica runs, so no `listChanged`, and no resource changes in a way worth a `subscribe`.
 */
export const CAPABILITIES = { tools: {}, resources: {}, prompts: {} } as const;

/** How long clients may reuse `tools/list` and `server/discover` (the REST tools list's max-age). */
export const LIST_TTL_MS = 300_000;

/** An `Icon` of the 2025-11-25 schema: `src` an https or `data:` URI. */
export interface Icon {
  src: string;
  mimeType?: string;
  sizes?: string[];
}

export interface ServerIdentity {
  /** Programmatic name: the service name in kebab case. */
  name: string;
  /** Display name: the service name. */
  title: string;
  version: string;
  description: string;
  websiteUrl: string;
  instructions: string;
  icons: Icon[];
}

export function serverIdentity(site: Site, icons: Icon[] = []): ServerIdentity {
  const names = calculators.map((c) => c.name.replace(/ Calculator$/, ''));
  return {
    name:
      site.serviceName
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'fincalc',
    title: site.serviceName,
    version: VERSION,
    description: `${calculators.length} financial calculators, exact to the cent`,
    websiteUrl: site.baseUrl,
    instructions:
      `Financial calculators: ${names.join(', ')}. ` +
      'Percentages are plain percent numbers (6.5 means 6.5 %) and money is in US dollars. ' +
      'Every tool returns {result, meta}: meta.inputs echoes the inputs with defaults applied, meta.assumptions say what the numbers rest on, meta.warnings what to check, meta.notes what is good to know, ' +
      'meta.share_url links to the calculation on the web; cite meta.attribution. Results are informational estimates, not financial, tax or investment advice. ' +
      "Resources: current rates (fincalc://rates/current), the federal tax tables of each tax year (fincalc://tax/{year}/federal), each calculator's methodology; each tool also opens as an interactive app where the host supports MCP Apps.",
    icons,
  };
}

/** The `Implementation` object of a revision (title from 2025-06-18, description, websiteUrl and icons from 2025-11-25). */
export function implementation(id: ServerIdentity, features: RevisionFeatures): Record<string, unknown> {
  return {
    name: id.name,
    ...(features.titles ? { title: id.title } : {}),
    version: id.version,
    ...(features.implementationDetails ? { description: id.description, websiteUrl: id.websiteUrl } : {}),
    ...(features.icons && id.icons.length > 0 ? { icons: id.icons } : {}),
  };
}

export function initializeResult(id: ServerIdentity, revision: Revision, features: RevisionFeatures) {
  return {
    protocolVersion: revision,
    capabilities: CAPABILITIES,
    serverInfo: implementation(id, features),
    instructions: id.instructions,
  };
}

/**
 * `server/discover` (2026-07-28 server/discover): only per-request-metadata revisions are listed; 2025 ones are
 * negotiated by `initialize`. `extensions` are those the endpoint serves (MCP Apps), in the revision that has the field.
 */
export function discoverResult(id: ServerIdentity, extensions: Readonly<Record<string, object>> = {}) {
  return {
    supportedVersions: [...MODERN_REVISIONS],
    capabilities: Object.keys(extensions).length > 0 ? { ...CAPABILITIES, extensions } : CAPABILITIES,
    instructions: id.instructions,
    ttlMs: LIST_TTL_MS,
    cacheScope: 'public',
  };
}

/** `_meta` of every 2026-07-28 result: "servers SHOULD identify themselves in each result's _meta". */
export function resultMeta(id: ServerIdentity, features: RevisionFeatures) {
  return { [META.serverInfo]: implementation(id, features) };
}
