/**
 * The JSON text of a calculation, one byte a character (`oneByteJson`): every answer's `meta.attribution` holds an
 * em dash ("Calculated by … — <web_url>"), and one character past U+00FF makes V8 hold the whole text two bytes a
 * character, so measuring and writing it go through the UTF-8 encoder character by character, headers included
 * (Node joins them with a small body). Written as `\u2014`, the same JSON value, the text stays one byte a character.
 */
import type { Calculation } from './calculate';
import { oneByteJson } from './one-byte-json';

export function calculationJson(out: Calculation): string {
  return oneByteJson(JSON.stringify(out));
}
