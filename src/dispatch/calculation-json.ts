/**
 * The JSON text of a calculation, in ASCII. Every answer's `meta.attribution` holds an em dash ("Calculated by … —
 * <web_url>"), and one character past Latin-1 makes V8 hold the whole text in two bytes a character: measuring
 * and writing it then goes through the UTF-8 encoder character by character, headers included (Node joins them with
 * a small body). Written as `\u2014`, the same JSON value, the text stays one byte a character. Node 24's
 * `JSON.rawJSON` splices the escaped attribution in as it is; a runtime without it (Node 20) writes the plain text.
 */
import type { Calculation } from './calculate';

type RawJson = object;
const rawJSON = (JSON as { rawJSON?: (text: string) => RawJson }).rawJSON;

/** Escaped attributions, by their text (one per calculator and site: a handful). */
const escaped = new Map<string, RawJson>();
const MAX_ESCAPED = 256;

/** `text` as a JSON string literal with every character past ASCII as a `\uXXXX` escape. */
export function asciiJsonString(text: string): string {
  return JSON.stringify(text).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function rawAttribution(text: string, raw: (text: string) => RawJson): RawJson {
  let value = escaped.get(text);
  if (value === undefined) {
    if (escaped.size >= MAX_ESCAPED) escaped.clear();
    escaped.set(text, (value = raw(asciiJsonString(text))));
  }
  return value;
}

/** `JSON.stringify(out)`, with the attribution written in ASCII where the runtime can splice raw JSON. */
export function calculationJson(out: Calculation): string {
  const attribution = out.meta?.attribution;
  if (rawJSON === undefined || typeof attribution !== 'string') return JSON.stringify(out);
  return JSON.stringify({ ...out, meta: { ...out.meta, attribution: rawAttribution(attribution, rawJSON) } });
}
