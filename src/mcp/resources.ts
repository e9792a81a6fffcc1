/**
 * `resources/list`, `resources/templates/list` and `resources/read`: the cited facts
 * (fact-resources.ts) and, when the endpoint has them, the MCP Apps documents (apps/). The list
 * is one page and fixed for a deploy, so neither `subscribe` nor `listChanged` is declared.
 */
import { lawFor } from '../calculators/law';
import { calculators, findCalculator } from '../calculators/registry';
import type { CallContext } from './call-context';
import {
  METHODOLOGY_TEMPLATE,
  methodologyDocument,
  methodologyUri,
  RATES_URI,
  ratesDocument,
  TAX_TABLE_YEARS,
  TAX_TABLES_TEMPLATE,
  taxTablesDocument,
  taxTablesUri,
} from './fact-resources';
import type { Params } from './json-rpc-message';
import type { RevisionFeatures } from './revisions';
import { RpcError } from './rpc-error';

/** How long a client may keep the rates it read: the store refreshes in minutes, so one minute is fresh enough. */
export const RATES_TTL_MS = 60_000;
/** Documents that change only with a deploy (tables, methodology, apps): the tools list's five minutes. */
export const STATIC_TTL_MS = 300_000;
/** Longest URI accepted in `resources/read` (ours are under 60 characters). */
const MAX_URI = 2048;

export interface McpResource {
  uri: string;
  name: string;
  title?: string;
  description: string;
  mimeType: string;
  _meta?: Record<string, unknown>;
}

export interface ResourceContents {
  uri: string;
  mimeType: string;
  text: string;
  _meta?: Record<string, unknown>;
}

export interface ReadAnswer {
  contents: ResourceContents[];
  ttlMs: number;
}

/** Resources served beside the facts (the MCP Apps documents): listed per revision, read by URI. */
export interface ResourceProvider {
  list(features: RevisionFeatures): McpResource[];
  /** The contents of `uri`, or undefined when it is not one of this provider's. */
  read(uri: string, call: CallContext): Promise<ReadAnswer | undefined>;
}

interface Fact extends McpResource {
  read(call: CallContext): Promise<ReadAnswer>;
}

const FACTS: readonly Fact[] = [
  {
    uri: RATES_URI,
    name: 'current-rates',
    title: 'Current benchmark rates and FX',
    description:
      'The benchmark rates (Fed funds, mortgage averages, CPI inflation, Treasury…) and ECB reference FX rates the calculators use, each with its date and source.',
    mimeType: 'application/json',
    read: async (call) => ({
      contents: [
        {
          uri: RATES_URI,
          mimeType: 'application/json',
          text: ratesDocument(await call.liveData(), await call.dispatchContext()),
        },
      ],
      ttlMs: RATES_TTL_MS,
    }),
  },
  ...TAX_TABLE_YEARS.map((year): Fact => ({
    uri: taxTablesUri(year),
    name: `federal-tax-tables-${year}`,
    title: `${year} US federal income tax and FICA tables`,
    description: `The tax calculator's figures of tax year ${year}: brackets and standard deductions per filing status, Social Security and Medicare rates and thresholds, 401(k) limits, with citations (${lawFor('US', year).source}).`,
    mimeType: 'application/json',
    read: async () => ({
      contents: [{ uri: taxTablesUri(year), mimeType: 'application/json', text: taxTablesDocument(year) }],
      ttlMs: STATIC_TTL_MS,
    }),
  })),
  ...calculators.map((calc): Fact => ({
    uri: methodologyUri(calc.slug),
    name: `methodology-${calc.slug}`,
    title: `${calc.name}: methodology`,
    description: `How the ${calc.name} computes: inputs, result fields, rounding and conventions, with a worked example.`,
    mimeType: 'text/markdown',
    read: async (call) => ({
      contents: [
        {
          uri: methodologyUri(calc.slug),
          mimeType: 'text/markdown',
          text: methodologyDocument(calc, await call.dispatchContext()),
        },
      ],
      ttlMs: STATIC_TTL_MS,
    }),
  })),
];

const FACTS_BY_URI = new Map(FACTS.map((f) => [f.uri, f]));

/** A resource as a revision defines it: `title` and `_meta` from 2025-06-18. */
function shown(r: McpResource, features: RevisionFeatures): McpResource {
  const { title, _meta, ...rest } = r;
  return {
    ...rest,
    ...(features.titles && title !== undefined ? { title } : {}),
    ...(features.metaFields && _meta !== undefined ? { _meta } : {}),
  };
}

function listFacts(features: RevisionFeatures): McpResource[] {
  return FACTS.map(({ read: _read, ...r }) => shown(r, features));
}

/** 2026-07-28 results say how long they may be reused (`ttlMs`, `cacheScope`); earlier revisions have no such fields. */
export function cacheable(
  result: Record<string, unknown>,
  ttlMs: number,
  features: RevisionFeatures,
): Record<string, unknown> {
  return features.statelessResults ? { ...result, ttlMs, cacheScope: 'public' } : result;
}

/** The resource handlers over the facts and `providers` (each list built once per revision and shared). */
export function resourceHandlers(providers: readonly ResourceProvider[]) {
  const lists = new Map<RevisionFeatures, McpResource[]>();
  const listFor = (features: RevisionFeatures) => {
    let list = lists.get(features);
    if (list === undefined) {
      list = [...listFacts(features), ...providers.flatMap((p) => p.list(features).map((r) => shown(r, features)))];
      lists.set(features, list);
    }
    return list;
  };
  const noCursor = (params: Params | undefined, method: string) => {
    if (params?.cursor !== undefined)
      throw new RpcError('invalid_params', `Invalid params: unknown cursor (${method} is a single page)`);
  };
  return {
    list: (params: Params | undefined, call: CallContext) => {
      noCursor(params, 'resources/list');
      return cacheable({ resources: listFor(call.features) }, STATIC_TTL_MS, call.features);
    },
    templates: (params: Params | undefined, call: CallContext) => {
      noCursor(params, 'resources/templates/list');
      const templates = [
        {
          uriTemplate: METHODOLOGY_TEMPLATE,
          name: 'methodology',
          ...(call.features.titles ? { title: 'Calculator methodology' } : {}),
          description: `The methodology of one calculator; slug is one of: ${calculators.map((c) => c.slug).join(', ')}.`,
          mimeType: 'text/markdown',
        },
        {
          uriTemplate: TAX_TABLES_TEMPLATE,
          name: 'federal-tax-tables',
          ...(call.features.titles ? { title: 'US federal income tax and FICA tables of a tax year' } : {}),
          description: `The federal figures the tax calculator applies in one tax year, with citations; year is one of: ${TAX_TABLE_YEARS.join(', ')}.`,
          mimeType: 'application/json',
        },
      ];
      return cacheable({ resourceTemplates: templates }, STATIC_TTL_MS, call.features);
    },
    read: async (params: Params | undefined, call: CallContext) => {
      const { contents, ttlMs } = await readAnswer(params, call);
      const shownContents = call.features.metaFields ? contents : contents.map(({ _meta: _dropped, ...c }) => c);
      return cacheable({ contents: shownContents }, ttlMs, call.features);
    },
  };

  async function readAnswer(params: Params | undefined, call: CallContext): Promise<ReadAnswer> {
    const uri = params?.uri;
    if (typeof uri !== 'string' || uri.length === 0 || uri.length > MAX_URI)
      throw new RpcError(
        'invalid_params',
        `Invalid params: params.uri must be a resource URI (a string of 1 to ${MAX_URI} characters)`,
      );
    const fact = FACTS_BY_URI.get(uri);
    if (fact !== undefined) return fact.read(call);
    for (const p of providers) {
      const answer = await p.read(uri, call);
      if (answer !== undefined) return answer;
    }
    const slug = uri.startsWith('fincalc://methodology/') ? uri.slice('fincalc://methodology/'.length) : undefined;
    const hint =
      slug !== undefined && !findCalculator(slug)
        ? `; slug is one of ${calculators.map((c) => c.slug).join(', ')}`
        : /^fincalc:\/\/tax\/[^/]*\/federal$/.test(uri)
          ? `; year is one of ${TAX_TABLE_YEARS.join(', ')}`
          : '';
    // 2025 era: "Resource not found: -32002" (server/resources, Error Handling); 2026-07-28: -32602. Both with the URI in data.
    const kind = call.features.resourceMissIsInvalidParams ? 'invalid_params' : 'resource_not_found';
    throw new RpcError(kind, `Resource not found: ${uri.slice(0, 200)}${hint}`, 200, { uri: uri.slice(0, MAX_URI) });
  }
}
