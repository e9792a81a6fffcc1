/**
 * The work the heavy-work pool does on its threads, one function per surface: compute a calculation and encode its
 * answer, returning bytes (transferred, never cloned back as objects) or the 4xx `ApiError` as plain data. The same
 * functions run in-thread when a thread is lost, so an answer is the same bytes wherever it was computed.
 */
import { findCalculator } from '../calculators/registry';
import { calculate } from '../dispatch/calculate';
import { calculationJson } from '../dispatch/calculation-json';
import { calcContextFrom, liveData, type Site } from '../dispatch/context';
import type { Channel, DispatchContext } from '../dispatch/calculate';
import { ApiError, isApiError, type FieldError } from '../errors/api-error';
import { calculateWithinBudget } from '../mcp/tool-call';
import { dataSetAsOf, type RatesData } from '../rates/rates-data';
import { encodeJson, type Coding } from './encode-json';
import { pageCalculator } from '../pages/page-calculation';
import type { Chrome } from '../pages/templates/layout';
import { scheduleCsvAnswer, toolPageHtml } from '../pages/tool-answer';
import { VERSION } from '../version';

/** The part of a rates data set a calculation reads. */
export type TaskRates = Pick<RatesData, 'benchmarks' | 'fx'>;

export type Surface = 'rest' | 'mcp' | 'page' | 'csv';

interface TaskBase {
  surface: Surface;
  slug: string;
  site: Site;
}

interface CalculationTask extends TaskBase {
  /** The raw input, as the request carried it (validated again where it is computed). */
  input: unknown;
}

/** `POST /api/v1/calculate/{slug}`: the JSON answer, compressed as `jsonSender` would. */
export interface RestTask extends CalculationTask {
  surface: 'rest';
  coding: Coding;
  compressMinBytes: number;
}

/** `tools/call`: the JSON text of the calculation, its rows reduced to the MCP result budget. */
export interface McpTask extends CalculationTask {
  surface: 'mcp';
}

interface PagesTask extends TaskBase {
  /** The request's query string. */
  query: string;
  /** The request's clock (`Date.prototype.getTime`): what is stale. */
  now: number;
}

/** A calculator page (or its embed): its status and HTML. */
export interface PageTask extends PagesTask {
  surface: 'page';
  embed: boolean;
  chrome: Chrome;
}

/** A schedule's CSV: its status, type, headers and text. */
export interface CsvTask extends PagesTask {
  surface: 'csv';
}

export type HeavyTask = RestTask | McpTask | PageTask | CsvTask;

/** A calculation a page counted (`calculations_total` labels), counted again where the metrics are. */
export interface CountedCalculation {
  tool: string;
  outcome: string;
  channel: string;
}

/** An `ApiError` as data (what crosses a thread). */
export interface ErrorData {
  code: ApiError['code'];
  detail: string;
  errors?: FieldError[];
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  designed: boolean;
}

export type TaskReply =
  | {
      ok: true;
      /** The answer's bytes (REST: the encoded body; MCP: the calculation's JSON text in UTF-8). */
      body: Uint8Array;
      /** Characters of the JSON text (what the budgets weigh). */
      chars: number;
      /** REST: the headers `encodeJson` chose; CSV: its own. */
      headers?: Record<string, string | number>;
      /** Pages and CSV: the status and (CSV) the content type of the answer. */
      status?: number;
      type?: string;
      /** Pages and CSV: the calculations they ran. */
      counts?: CountedCalculation[];
    }
  | { ok: false; error: ErrorData };

export function errorData(e: ApiError): ErrorData {
  return {
    code: e.code,
    detail: e.detail,
    ...(e.errors ? { errors: e.errors } : {}),
    ...(e.extra ? { extra: e.extra } : {}),
    ...(e.headers ? { headers: e.headers } : {}),
    designed: e.designed,
  };
}

export function apiErrorOf(d: ErrorData): ApiError {
  return new ApiError(d.code, d.detail, { errors: d.errors, extra: d.extra, headers: d.headers, designed: d.designed });
}

function contextOf(channel: Channel, site: Site, rates: TaskRates): DispatchContext {
  return {
    channel,
    baseUrl: site.baseUrl,
    serviceName: site.serviceName,
    version: VERSION,
    ratesAsOf: dataSetAsOf(rates as RatesData),
    calc: calcContextFrom(rates as RatesData),
  };
}

const utf8 = (text: string): Uint8Array => Buffer.from(text, 'utf8');

async function runPageTask(task: PageTask | CsvTask, rates: TaskRates): Promise<TaskReply> {
  const calc = findCalculator(task.slug);
  if (!calc) throw new ApiError('not_found', `No calculator named ${task.slug}`);
  const source = { current: () => Promise.resolve(rates as RatesData) };
  const counts: CountedCalculation[] = [];
  const calculator = pageCalculator({ rates: source, site: task.site, calculations: { inc: (l) => counts.push(l) } });
  const query = new URLSearchParams(task.query);
  if (task.surface === 'page') {
    const live = await liveData(source, new Date(task.now));
    const { status, html } = await toolPageHtml(calc, task.embed, query, { chrome: task.chrome, live, calculator });
    return { ok: true, body: utf8(String(html)), chars: html.length, status, counts };
  }
  const csv = await scheduleCsvAnswer(calc, query, calculator);
  const { body, chars, status, type, headers } = csv;
  return { ok: true, body: utf8(String(body)), chars, status, type, headers, counts };
}

/** Runs one task; a 4xx `ApiError` is answered as data, anything else is thrown. */
export async function runTask(task: HeavyTask, rates: TaskRates): Promise<TaskReply> {
  try {
    if (task.surface === 'page' || task.surface === 'csv') return await runPageTask(task, rates);
    if (task.surface === 'rest') {
      const json = calculationJson(calculate(task.slug, task.input, contextOf('rest', task.site, rates)));
      const { headers, body } = encodeJson(json, task.compressMinBytes, () => task.coding);
      return { ok: true, body: typeof body === 'string' ? utf8(body) : body, chars: json.length, headers };
    }
    const { text } = calculateWithinBudget(task.slug, task.input, contextOf('mcp', task.site, rates));
    return { ok: true, body: utf8(text), chars: text.length };
  } catch (e) {
    if (isApiError(e) && e.status < 500) return { ok: false, error: errorData(e) };
    throw e;
  }
}
