/**
 * `tools/call`: runs the calculator through the one dispatcher (`calculate()` with channel
 * `mcp`, which defaults schedules to yearly rows) and answers with a one-line summary, the JSON
 * of `{ result, meta }` as text, plus `structuredContent` where the revision has it.
 */
import { calculate, computePrepared, prepareInput, type Calculation, type PreparedInput } from '../dispatch/calculate';
import { toolUrls } from '../dispatch/meta';
import { findCalculator } from '../calculators/registry';
import { calculationOutcome, isApiError } from '../errors/api-error';
import { toolCallFailure } from './api-error-mapping';
import type { CallContext } from './call-context';
import { isPlainObject, type Params } from './json-rpc-message';
import { summaryBlock, summaryLine } from './result-summary';
import { isRpcError, RpcError } from './rpc-error';

/**
 * Largest text a tool result may carry, in characters of JSON: about 13,000 tokens, half of the
 * 25,000 tokens MCP clients accept in one result. Only rows asked for explicitly can reach it
 * (e.g. monthly rows of a long loan); they are then reduced to yearly rows, with a warning.
 */
export const RESULT_TEXT_BUDGET = 40_000;

const FEWER_ROWS: Readonly<Record<string, string>> = { monthly: 'yearly', payments: 'yearly', yearly: 'none' };

interface CallParams {
  name: string;
  args: unknown;
}

function callParams(params: Params | undefined): CallParams {
  if (typeof params?.name !== 'string')
    throw new RpcError('invalid_params', 'Invalid params: params.name must be the tool name (a string)');
  const args = params.arguments ?? {};
  return { name: params.name, args };
}

/** Computes (`prepared`: `args` already validated), then trades rows for size while the JSON text is over budget. */
export function calculateWithinBudget(
  name: string,
  args: unknown,
  ctx: Parameters<typeof calculate>[2],
  prepared?: PreparedInput,
): { out: Calculation; text: string } {
  let out = prepared ? computePrepared(prepared, ctx) : calculate(name, args, ctx);
  let text = JSON.stringify(out);
  let rows = out.meta.inputs.schedule;
  while (text.length > RESULT_TEXT_BUDGET && typeof rows === 'string' && FEWER_ROWS[rows] && isPlainObject(args)) {
    const fewer = FEWER_ROWS[rows]!;
    const size = text.length;
    out = calculate(name, { ...args, schedule: fewer }, ctx);
    out.meta.warnings.push(
      `Schedule reduced from "${rows}" to "${fewer}" rows: with ${rows} rows this result is ${size} characters, over the ${RESULT_TEXT_BUDGET} an MCP result is kept under; ` +
        `POST the same inputs to ${toolUrls(ctx.baseUrl, name).api_url} for every row.`,
    );
    text = JSON.stringify(out);
    rows = fewer;
  }
  return { out, text };
}

export async function callTool(params: Params | undefined, call: CallContext): Promise<Record<string, unknown>> {
  const { name, args } = callParams(params);
  const tool = findCalculator(name) ? name : 'unknown';
  try {
    const ctx = await call.dispatchContext();
    const prepared = prepareInput(name, args, ctx.channel);
    const offloaded = call.offload?.(prepared, args);
    const { out, text } = offloaded ? await offloaded : calculateWithinBudget(name, args, ctx, prepared);
    call.toolCalled(tool, 'ok');
    const summary = summaryLine(name, out.result, out.meta.inputs);
    if (call.features.structuredOutput) call.structuredJson = text;
    return {
      // The line first (what a model quotes), with the warnings and notes, each labelled, then the JSON of structuredContent (what the spec asks a text block to carry).
      content:
        summary === undefined
          ? [{ type: 'text', text }]
          : [
              { type: 'text', text: summaryBlock(summary, out.meta) },
              { type: 'text', text },
            ],
      ...(call.features.structuredOutput ? { structuredContent: out } : {}),
      isError: false,
    };
  } catch (e) {
    if (!isApiError(e)) {
      call.toolCalled(tool, 'error');
      call.log.error({ err: e, tool }, 'tools/call failed');
      throw new RpcError('internal_error', 'Internal error');
    }
    call.toolCalled(tool, calculationOutcome(e));
    const failure = toolCallFailure(e, call.features);
    if (isRpcError(failure)) throw failure;
    return failure;
  }
}
