/**
 * The examples of the OpenAPI document, each a real body: every calculator's answer to its example
 * request (`example_inputs`) and its answer to an empty body, computed by the dispatcher on the bundled rates snapshot
 * (on the snapshot's own date, so the document does not change with the clock), and the other
 * routes' bodies built by the code that builds them. `/api-docs` shows the same examples.
 */
import type { Calculator } from '../calculators/define';
import { calculate, type Calculation, type DispatchContext } from '../dispatch/calculate';
import { calcContextFrom, type Site } from '../dispatch/context';
import { ApiError, ERROR_CODES, isApiError, type ErrorCode } from '../errors/api-error';
import { dataSetAsOf, ratesAsOf, ratesStatus, type RatesData } from '../rates/rates-data';
import { VERSION } from '../version';
import { problemBody, type ProblemBody } from './problem';
import { ratesView, type RatesResponse } from './routes/rates';
import { toolsView, type ToolsResponse } from './routes/tools';
import { usageView } from './routes/usage';

/** The request id examples carry (a real one is the server's or the client's `X-Request-Id`). */
const REQUEST_ID = '8c1f0a52-4d3e-4b9a-9f61-2e7d5c0b1a34';

export interface OpenApiExamples {
  calculation(calc: Calculator): Calculation;
  /** The 422 of an empty body: every required input named. */
  invalidInput(calc: Calculator): ProblemBody;
  /** A problem of this code: the service's own for an unknown calculator, else its title as the detail. */
  problem(code: ErrorCode): ProblemBody;
  tools: ToolsResponse;
  rates: RatesResponse;
  health: { status: 'ok' };
  readiness: Record<string, unknown>;
  usage: ReturnType<typeof usageView>;
}

function errorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (e) {
    if (isApiError(e)) return e;
    throw e;
  }
  throw new Error('openapi examples: expected a refusal');
}

/** The examples for a service at `site`, on the rates data set `data` (the bundled snapshot). */
export function openApiExamples(site: Site, data: RatesData): OpenApiExamples {
  const asOf = dataSetAsOf(data);
  const at = new Date(`${asOf}T12:00:00Z`);
  const context: DispatchContext = {
    channel: 'rest',
    baseUrl: site.baseUrl,
    serviceName: site.serviceName,
    version: VERSION,
    ratesAsOf: asOf,
    calc: calcContextFrom(data, at),
  };
  const tools = toolsView(site);
  return {
    calculation: (calc) => calculate(calc.slug, calc.exampleInputs, context),
    invalidInput: (calc) =>
      problemBody(
        errorOf(() => calculate(calc.slug, {}, context)),
        site.baseUrl,
        REQUEST_ID,
      ),
    problem: (code) =>
      problemBody(
        code === 'unknown_tool'
          ? errorOf(() => calculate('mortgage', {}, context))
          : new ApiError(code, ERROR_CODES[code].title),
        site.baseUrl,
        REQUEST_ID,
      ),
    // Abridged to the first descriptor: every calculator's is what the endpoint answers.
    tools: { ...tools, tools: tools.tools.slice(0, 1) },
    rates: ratesView(data, at, site),
    health: { status: 'ok' },
    readiness: {
      status: 'ready',
      mode: 'embedded',
      redis: 'not_configured',
      rates: {
        status: ratesStatus(data),
        rates_as_of: ratesAsOf(data),
        fx_as_of: data.fx.asOf,
        fetched_at: null,
        age_seconds: null,
        failed: [],
      },
    },
    // An anonymous caller with the default budgets, three requests into the minute.
    usage: usageView(
      undefined,
      {
        api: { policy: 'api', limit: 60, used: 3, resetMs: 42_000 },
        mcp: { policy: 'mcp', limit: 100, used: 0, resetMs: 42_000 },
        page: { policy: 'page', limit: 120, used: 0, resetMs: 42_000 },
        light: { policy: 'light', limit: 600, used: 1, resetMs: 42_000 },
      },
      null,
      4,
      at.getTime(),
    ),
  };
}
