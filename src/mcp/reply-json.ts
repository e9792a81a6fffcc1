/**
 * The JSON text of a `tools/call` reply, built around the calculation's JSON text: the text block
 * already holds `JSON.stringify` of the calculation, and `structuredContent` is the same object, so
 * it is serialized once and spliced in rather than walked a second time (about a sixth of a
 * `tools/call`'s CPU on the 5 kB tax result; docs/decisions.md, One HTTP pipeline).
 */
import type { JSONRPCResponse } from 'json-rpc-2.0';

/** `JSON.stringify(response)` where `response.result.structuredContent` serializes to `structuredJson` (keys in another order). */
export function replyJson(response: JSONRPCResponse, structuredJson: string): string | undefined {
  const result = 'result' in response ? (response.result as Record<string, unknown> | null) : null;
  if (result === null || typeof result !== 'object' || !('structuredContent' in result)) return undefined;
  const { structuredContent: _, ...rest } = result;
  const head = JSON.stringify(rest);
  const sep = head === '{}' ? '' : ',';
  return `{"jsonrpc":"2.0","id":${JSON.stringify(response.id)},"result":${head.slice(0, -1)}${sep}"structuredContent":${structuredJson}}}`;
}
