/**
 * The JSON text of a `tools/call` reply, built around the calculation's JSON text: the text block
 * already holds `JSON.stringify` of the calculation, and `structuredContent` is the same object, so
 * it is serialized once and spliced in rather than walked a second time (about a sixth of a
 * `tools/call`'s CPU on the 5 kB tax result; docs/decisions.md, One HTTP pipeline).
 */
import type { RpcResponse } from './rpc-error';

/** `JSON.stringify(response)` where `response.result.structuredContent` serializes to `structuredJson` (keys in another order). */
export function replyJson(response: RpcResponse, structuredJson: string): string | undefined {
  if (!('result' in response) || !('structuredContent' in response.result)) return undefined;
  const { structuredContent: _, ...rest } = response.result;
  const head = JSON.stringify(rest);
  const sep = head === '{}' ? '' : ',';
  return `{"jsonrpc":"2.0","id":${JSON.stringify(response.id)},"result":${head.slice(0, -1)}${sep}"structuredContent":${structuredJson}}}`;
}
