/**
 * The JSON text of a `tools/call` reply, built around the calculation's JSON text: the last text
 * block holds `JSON.stringify` of the calculation, and `structuredContent` is the same object, so it
 * is serialized once and spliced in rather than walked a second time (about a sixth of a
 * `tools/call`'s CPU on the 5 kB tax result; docs/decisions.md, One HTTP pipeline). Written one byte a
 * character (one-byte-json.ts): the calculation's text and the block's string literal come from one
 * look at it, and the block is quoted a one-byte piece at a time.
 */
import { oneByteJson, oneByteJsonAndLiteral } from '../dispatch/one-byte-json';
import type { JSONRPCResponse } from 'json-rpc-2.0';

/** A member's JSON as `JSON.stringify` writes it, one byte a character. */
const member = (value: unknown) => oneByteJson(JSON.stringify(value));

/**
 * `oneByteJson(JSON.stringify(response))` where `response.result.structuredContent` serializes to `structuredJson`
 * and a `{type: "text", text}` block may hold that same text (keys in another order: `structuredContent` last).
 */
export function replyJson(response: JSONRPCResponse, structuredJson: string): string | undefined {
  const outcome = 'result' in response ? (response.result as Record<string, unknown> | null) : null;
  if (outcome === null || typeof outcome !== 'object' || !('structuredContent' in outcome)) return undefined;
  const { structuredContent: _, ...rest } = outcome;
  const structured = oneByteJsonAndLiteral(structuredJson);
  const block = (b: unknown) => {
    const { type, text, ...more } = b as Record<string, unknown>;
    return type === 'text' && text === structuredJson && Object.keys(more).length === 0
      ? `{"type":"text","text":${structured.literal}}`
      : member(b);
  };
  let result = '';
  for (const [key, value] of Object.entries(rest)) {
    const json = key === 'content' && Array.isArray(value) ? `[${value.map(block).join(',')}]` : member(value);
    result += `${member(key)}:${json},`;
  }
  return `{"jsonrpc":"2.0","id":${member(response.id)},"result":{${result}"structuredContent":${structured.json}}}`;
}
