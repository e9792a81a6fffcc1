/**
 * Where a route hands a heavy calculation to the pool: sized from its prepared input (`estimatedCells`), answered
 * with the bytes the pool encoded.
 */
import type { ServerResponse } from 'node:http';
import type { Calculator } from '../calculators/define';
import { ApiError } from '../errors/api-error';
import { holdWhile, type RequestPlaces } from './request-work';
import { prepareInput, type Calculation, type PreparedInput } from '../dispatch/calculate';
import type { Site } from '../dispatch/context';
import type { Coding } from './encode-json';
import { estimatedCells } from './estimate';
import type { HeavyPool, PoolTicket } from './pool';
import { withoutEmbedOptions } from '../pages/embed-options';
import type { CalculationCounter } from '../pages/page-calculation';
import type { CsvRender, PageRender } from '../pages/tool-answer';
import { pageInput } from '../pages/tool-page-model';
import { apiErrorOf, type HeavyTask, type TaskReply } from './tasks';

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

/**
 * The cells a page of `prepared` builds: its own calculation's and those of the series the page computes beside it
 * (the debt payoff's page charts both strategies' monthly schedules, whatever schedule was asked for).
 */
export function pageCells(prepared: PreparedInput): number {
  const { calc, input } = prepared;
  const series = calc.parts.view?.series?.(input as never) ?? {};
  return Object.values(series).reduce(
    (sum: number, s) => sum + estimatedCells(calc.slug, s as Record<string, unknown>),
    estimatedCells(calc.slug, input),
  );
}

/** A response as the pool's callers hold it: its places in flight in `locals` (set by the rate limiter). */
export type Answering = ServerResponse & { locals?: Record<string, unknown> };

/**
 * Runs `task` in the turn of the client answered by `res` (its key or address, as its places in flight are
 * counted): dropped if that client goes while it waits, and the client's places held until it stops.
 */
export function runFor(heavy: HeavyWork, res: Answering, task: HeavyTask): Promise<TaskReply> {
  const places = res.locals?.inFlight as RequestPlaces | undefined;
  const left = new AbortController();
  const gone = () => {
    if (!res.writableFinished) left.abort();
  };
  if (res.closed) gone();
  else res.once('close', gone);
  const ticket: PoolTicket = { client: places?.id ?? '', signal: left.signal };
  const run = heavy.pool.run(task, ticket);
  holdWhile(res, run);
  return run.finally(() => res.off('close', gone));
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
  res: Answering,
  slug: string,
  input: unknown,
  coding: Coding,
): Promise<{ chars: number; headers: Record<string, string | number>; body: Buffer }> {
  const reply = await runFor(heavy, res, {
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

/**
 * `tools/call` on the pool: the calculation (parsed back from its JSON text, at most the MCP result budget) and that
 * text. A call in a batch (`batched`) takes a place in flight of its own while it runs, like a request: the batch's
 * own place is its first message's, and the client's other places bound its heavy calls as they bound its requests.
 */
export async function toolOnPool(
  heavy: HeavyWork,
  res: Answering,
  slug: string,
  args: unknown,
  batched = false,
): Promise<{ out: Calculation; text: string }> {
  const places = batched ? (res.locals?.inFlight as RequestPlaces | undefined) : undefined;
  const release = places?.tracker.enter(places.id, places.limit);
  if (places && !release) {
    throw new ApiError(
      'rate_limited',
      `Too many requests at once: each large tools/call of a batch takes one of this client's ${places.limit} places in flight on this replica, like a request of its own; retry when one of them is answered`,
      { headers: { 'Retry-After': '1' } },
    );
  }
  const run = runFor(heavy, res, { surface: 'mcp', slug, input: args, site: heavy.site });
  if (release) void run.then(release, release);
  const reply = await run;
  if (!reply.ok) throw apiErrorOf(reply.error);
  const text = bufferOf(reply.body).toString('utf8');
  return { out: JSON.parse(text) as Calculation, text };
}

/** Whether the page input of `params` asks for a large schedule (an input that does not validate is rendered here). */
function pageIsHeavy(heavy: HeavyWork | undefined, calc: Calculator, params: URLSearchParams): heavy is HeavyWork {
  if (heavy === undefined) return false;
  let prepared: PreparedInput;
  try {
    prepared = prepareInput(calc.slug, pageInput(calc, params), 'page');
  } catch {
    return false;
  }
  return pageCells(prepared) >= heavy.minCells;
}

function pageReply(reply: TaskReply, count: CalculationCounter) {
  if (!reply.ok) throw apiErrorOf(reply.error);
  for (const c of reply.counts ?? []) count.inc(c);
  return { status: reply.status ?? 200, body: bufferOf(reply.body), chars: reply.chars };
}

/**
 * A tool page whose calculation is heavy, rendered on the pool: a function that renders it (with the request's
 * chrome and clock, counting its calculations in `count`); undefined when the page is rendered here (and past the
 * page budget, `limited`, where nothing is calculated).
 */
export function pageOnPool(
  heavy: HeavyWork | undefined,
  res: Answering,
  calc: Calculator,
  embed: boolean,
  query: URLSearchParams,
  limited: boolean,
): PageRender | undefined {
  if (limited || !pageIsHeavy(heavy, calc, embed ? withoutEmbedOptions(query) : query)) return undefined;
  return async (r) => {
    const reply = await runFor(heavy, res, {
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
  res: Answering,
  calc: Calculator,
  query: URLSearchParams,
): CsvRender | undefined {
  if (!pageIsHeavy(heavy, calc, query)) return undefined;
  return async (r) => {
    const reply = await runFor(heavy, res, {
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
