/**
 * Where a route hands a heavy calculation to the pool: sized from its prepared input (`estimatedCells`), answered
 * with the bytes the pool encoded.
 */
import type { Calculator } from '../calculators/define';
import { prepareInput, type Calculation, type PreparedInput } from '../dispatch/calculate';
import type { Site } from '../dispatch/context';
import type { Coding } from './encode-json';
import { estimatedCells, formCells } from './estimate';
import type { HeavyPool } from './pool';
import { withoutEmbedOptions } from '../pages/embed-options';
import type { CalculationCounter } from '../pages/page-calculation';
import type { CsvRender, PageRender } from '../pages/tool-answer';
import { pageInput } from '../pages/tool-page-model';
import { apiErrorOf, type TaskReply } from './tasks';

export interface HeavyWork {
  pool: HeavyPool;
  /** A calculation whose schedule has at least this many cells runs on the pool (`HEAVY_MIN_CELLS`). */
  minCells: number;
  /** `COMPRESS_MIN_BYTES`, as the JSON sender applies it. */
  compressMinBytes: number;
  site: Site;
}

/** Whether `prepared` runs on the pool (there is one, and its answer is large). */
export function runsOnPool(heavy: HeavyWork | undefined, prepared: PreparedInput): heavy is HeavyWork {
  return heavy !== undefined && estimatedCells(prepared.calc.slug, prepared.input) >= heavy.minCells;
}

/** A reply's bytes as a Buffer, without a copy. */
function bufferOf(body: Uint8Array): Buffer {
  return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
}

/**
 * `POST /api/v1/calculate/{slug}` on the pool: the JSON answer's length in characters (what the budget weighs), and
 * its headers and body as `jsonSender` would write them. Throws the 4xx `ApiError` of an input that does not compute.
 */
export async function restOnPool(
  heavy: HeavyWork,
  slug: string,
  input: unknown,
  coding: Coding,
): Promise<{ chars: number; headers: Record<string, string | number>; body: Buffer }> {
  const reply = await heavy.pool.run({
    surface: 'rest',
    slug,
    input,
    site: heavy.site,
    coding,
    compressMinBytes: heavy.compressMinBytes,
  });
  if (!reply.ok) throw apiErrorOf(reply.error);
  return { chars: reply.chars, headers: reply.headers ?? {}, body: bufferOf(reply.body) };
}

/** `tools/call` on the pool: the calculation (parsed back from its JSON text, at most the MCP result budget) and that text. */
export async function toolOnPool(
  heavy: HeavyWork,
  slug: string,
  args: unknown,
): Promise<{ out: Calculation; text: string }> {
  const reply = await heavy.pool.run({ surface: 'mcp', slug, input: args, site: heavy.site });
  if (!reply.ok) throw apiErrorOf(reply.error);
  const text = Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength).toString('utf8');
  return { out: JSON.parse(text) as Calculation, text };
}

/**
 * Why the page input of `params` is heavy: a large form (`form`: a page, not a CSV; a list far past its bound
 * renders a row of inputs per item, valid or not), a large schedule, or not at all.
 */
function heavyPage(
  heavy: HeavyWork | undefined,
  calc: Calculator,
  params: URLSearchParams,
  form: boolean,
): 'form' | 'schedule' | undefined {
  if (heavy === undefined) return undefined;
  const input = pageInput(calc, params);
  if (form && formCells(input) >= heavy.minCells) return 'form';
  let prepared: PreparedInput;
  try {
    prepared = prepareInput(calc.slug, input, 'page');
  } catch {
    return undefined;
  }
  return runsOnPool(heavy, prepared) ? 'schedule' : undefined;
}

function pageReply(reply: TaskReply, count: CalculationCounter) {
  if (!reply.ok) throw apiErrorOf(reply.error);
  for (const c of reply.counts ?? []) count.inc(c);
  return { status: reply.status ?? 200, body: bufferOf(reply.body), chars: reply.chars };
}

/**
 * A tool page whose calculation or form is heavy, rendered on the pool: a function that renders it (with the
 * request's chrome and clock, counting its calculations in `count`); undefined when the page is rendered here.
 * Past the page budget (`limited`) nothing is calculated: a heavy form is refused with the budget's 429 rather than
 * rendered, a light one is rendered here.
 */
export function pageOnPool(
  heavy: HeavyWork | undefined,
  calc: Calculator,
  embed: boolean,
  query: URLSearchParams,
  limited: boolean,
): PageRender | undefined {
  const why = heavyPage(heavy, calc, embed ? withoutEmbedOptions(query) : query, true);
  if (why === undefined || !heavy || (limited && why === 'schedule')) return undefined;
  if (limited)
    return (r) => {
      throw r.limited;
    };
  return async (r) => {
    const reply = await heavy.pool.run({
      surface: 'page',
      slug: calc.slug,
      site: heavy.site,
      embed,
      query: query.toString(),
      chrome: r.chrome,
      now: r.now.getTime(),
    });
    const { status, body, chars } = pageReply(reply, r.count);
    return { status, html: body, chars };
  };
}

/** A schedule's CSV whose calculation is heavy, built on the pool; undefined when it is built here. */
export function csvOnPool(
  heavy: HeavyWork | undefined,
  calc: Calculator,
  query: URLSearchParams,
): CsvRender | undefined {
  if (!heavy || heavyPage(heavy, calc, query, false) === undefined) return undefined;
  return async (r) => {
    const reply = await heavy.pool.run({
      surface: 'csv',
      slug: calc.slug,
      site: heavy.site,
      query: query.toString(),
      now: r.now.getTime(),
    });
    const { status, body, chars } = pageReply(reply, r.count);
    return { status, type: reply.ok ? (reply.type ?? 'text/csv') : '', headers: headersOf(reply), body, chars };
  };
}

function headersOf(reply: TaskReply): Record<string, string> {
  if (!reply.ok || !reply.headers) return {};
  return Object.fromEntries(Object.entries(reply.headers).map(([k, v]) => [k, String(v)]));
}
