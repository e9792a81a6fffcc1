/**
 * MCP Apps (extension `io.modelcontextprotocol/ui`, SEP-1865): every tool names its app in
 * `_meta.ui.resourceUri`, and the app document is a resource of MIME type
 * `text/html;profile=mcp-app`, listed and read like the others. The documents themselves are
 * HTML built by the pages (the embed's components): the service hands them in as `AppDocuments`.
 */
import { calculators } from '../../calculators/registry';
import type { RevisionFeatures } from '../revisions';
import type { EndpointOffers } from '../rpc-methods';
import { STATIC_TTL_MS, type McpResource, type ResourceProvider } from '../resources';

/** The MIME type hosts render as an app (`RESOURCE_MIME_TYPE` of @modelcontextprotocol/ext-apps). */
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** The MCP Apps extension's identifier (`EXTENSION_ID` of @modelcontextprotocol/ext-apps/server). */
export const EXTENSION_ID = 'io.modelcontextprotocol/ui';

const PREFIX = 'ui://fincalc/';
export const appUri = (slug: string) => `${PREFIX}${slug}`;

/** The HTML document of a calculator's app, or undefined when the slug is none. */
export type AppDocuments = (slug: string) => Promise<string> | undefined;

/**
 * What the document needs from the network: nothing. Its script and style are inline and it
 * fetches nothing (every calculation goes through the host), so no origin is allowed; links leave
 * through the host's `ui/open-link`, towards the service's own pages. ChatGPT reads its own keys:
 * the widget's domain and the same policy in snake case.
 */
export function appResourceMeta(baseUrl: string): Record<string, unknown> {
  const origin = new URL(baseUrl).origin;
  return {
    ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true },
    'openai/widgetDomain': origin,
    'openai/widgetCSP': { connect_domains: [], resource_domains: [], redirect_domains: [origin] },
    'openai/widgetDescription':
      'Shows the calculation with its breakdown, chart and schedule; the inputs can be changed and recalculated.',
  };
}

/** The tools' `_meta` naming their app, and the app documents as resources. */
export function appOffers(documents: AppDocuments, baseUrl: string): EndpointOffers {
  const meta = appResourceMeta(baseUrl);
  const bySlug = new Map(calculators.map((c) => [c.slug, c]));
  const provider: ResourceProvider = {
    list: (_features: RevisionFeatures): McpResource[] =>
      calculators.map((c) => ({
        uri: appUri(c.slug),
        name: `app-${c.slug}`,
        title: `${c.name} (interactive)`,
        description: `The ${c.name} as an interactive view: the result with its breakdown and chart, inputs to change and recalculate.`,
        mimeType: APP_MIME_TYPE,
        _meta: meta,
      })),
    read: async (uri) => {
      if (!uri.startsWith(PREFIX) || !bySlug.has(uri.slice(PREFIX.length))) return undefined;
      const html = await documents(uri.slice(PREFIX.length));
      if (html === undefined) return undefined;
      return { contents: [{ uri, mimeType: APP_MIME_TYPE, text: html, _meta: meta }], ttlMs: STATIC_TTL_MS };
    },
  };
  return {
    // Advertised where capabilities have `extensions` (2026-07-28): the MIME type of the documents served.
    extensions: { [EXTENSION_ID]: { mimeTypes: [APP_MIME_TYPE] } },
    resourceProviders: [provider],
    // `ui/resourceUri` is the key hosts read before `_meta.ui` existed; ext-apps' registerAppTool writes both.
    toolMeta: (slug) => ({ ui: { resourceUri: appUri(slug) }, 'ui/resourceUri': appUri(slug) }),
  };
}
