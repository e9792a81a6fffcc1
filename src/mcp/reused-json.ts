/**
 * A tools/call result carries its calculation twice: as the JSON text of its content block and as
 * `structuredContent` (2025-06-18 on). The text is already the calculation's JSON, so the answer
 * writes it again verbatim for `structuredContent` instead of serializing the same object a second
 * time (about a sixth of the CPU of a `tools/call` answer).
 */
import { randomUUID } from 'node:crypto';

const serialized = new WeakMap<object, string>();

/** Records that `json` is exactly `JSON.stringify(value)`; `value` must not change afterwards. */
export function rememberJson(value: object, json: string): void {
  serialized.set(value, json);
}

/** Stands in for a remembered value while the rest is serialized; no client can know or send it. */
const MARK = `\u0000reused-json:${randomUUID()}`;
const MARK_JSON = JSON.stringify(MARK);

/** `JSON.stringify(body)`, with the remembered JSON of any value rememberJson was told about. */
export function stringifyReusing(body: unknown): string {
  const parts: string[] = [];
  const text = JSON.stringify(body, (_key, value: unknown) => {
    if (typeof value === 'object' && value !== null) {
      const json = serialized.get(value);
      if (json !== undefined) {
        parts.push(json);
        return MARK;
      }
    }
    return value;
  });
  if (parts.length === 0) return text;
  const pieces = text.split(MARK_JSON);
  let out = pieces[0]!;
  for (let i = 1; i < pieces.length; i++) out += parts[i - 1]! + pieces[i]!;
  return out;
}
