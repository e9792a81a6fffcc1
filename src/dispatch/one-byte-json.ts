/**
 * JSON answers written one byte a character (REST calculations, the heavy-work pool's, every `/mcp` answer): every
 * character past U+00FF as a `\uXXXX` escape (RFC 8259 §7: any character may be escaped), so that the answer parses
 * to the same value and V8 holds its text as a one-byte string. A calculation's text carries a few such characters
 * (the attribution's em dash, minus signs), and one of them makes V8 hold the whole answer two bytes a character:
 * measuring and encoding it as UTF-8 for the socket then go character by character, where a one-byte string is
 * measured and copied in bulk (docs/decisions.md, "One-byte answers").
 */

/** Scratch copies of a text up to this many characters (UTF-16 and Latin-1), reused: each call is synchronous. */
const SCRATCH_CHARS = 64 * 1024;
const wideScratch = Buffer.allocUnsafeSlow(2 * SCRATCH_CHARS + 4);
const unitScratch = new Uint32Array(wideScratch.buffer, 0, wideScratch.length >> 2);
const narrowScratch = Buffer.allocUnsafeSlow(SCRATCH_CHARS);

const HEX = '0123456789abcdef';

function escape(code: number): string {
  return `\\u${HEX[code >> 12]}${HEX[(code >> 8) & 15]}${HEX[(code >> 4) & 15]}${HEX[code & 15]}`;
}

/** The first pair of characters at or after `from` holding one past U+00FF, or `end` (a small loop V8 compiles well). */
function nextWide(units: Uint32Array, from: number, end: number): number {
  let p = from;
  while (p < end && (units[p]! & 0xff00ff00) === 0) p++;
  return p;
}

/** A piece of text without characters past U+00FF, as the inside of a JSON string literal. */
function quotedPiece(piece: string): string {
  return JSON.stringify(piece).slice(1, -1);
}

/**
 * The pieces of `text` between its characters past U+00FF, one byte a character, each followed by the escape of the
 * character after it (the last by none); undefined when there is no such character.
 */
function split(text: string): { pieces: string[]; escapes: string[] } | undefined {
  const n = text.length;
  const scratch = n <= SCRATCH_CHARS;
  const wide = scratch ? wideScratch : Buffer.allocUnsafeSlow(2 * n + 4);
  const units = scratch ? unitScratch : new Uint32Array(wide.buffer, 0, wide.length >> 2);
  // Found two at a time in a UTF-16 copy; the text between them is copied one byte a character.
  wide.write(text, 0, 2 * n, 'utf16le');
  wide.writeUInt16LE(0, 2 * n); // an odd length's last pair: its second half is no character
  const pairs = (n + 1) >> 1;
  let p = nextWide(units, 0, pairs);
  if (p === pairs) return undefined;
  const narrow = scratch ? narrowScratch : Buffer.allocUnsafeSlow(n);
  narrow.write(text, 0, n, 'latin1'); // the characters past U+00FF lose their high byte: they are escaped instead
  const pieces: string[] = [];
  const escapes: string[] = [];
  let from = 0;
  for (; p < pairs; p = nextWide(units, p + 1, pairs)) {
    for (let i = 2 * p; i < 2 * p + 2 && i < n; i++) {
      const code = text.charCodeAt(i);
      if (code <= 0xff) continue;
      pieces.push(narrow.toString('latin1', from, i));
      escapes.push(escape(code));
      from = i + 1;
    }
  }
  pieces.push(narrow.toString('latin1', from, n));
  return { pieces, escapes };
}

function join(pieces: readonly string[], escapes: readonly string[]): string {
  let out = pieces[0]!;
  for (let i = 0; i < escapes.length; i++) out += escapes[i]! + pieces[i + 1]!;
  return out;
}

/** `json` with the characters past U+00FF escaped; `json` itself when it has none. */
export function oneByteJson(json: string): string {
  const parts = split(json);
  return parts === undefined ? json : join(parts.pieces, parts.escapes);
}

/**
 * `oneByteJson(json)`, and `JSON.stringify(json)` (the string literal holding the text) with the characters past
 * U+00FF escaped, from one look at the text: the literal quotes the one-byte pieces, V8's fast case.
 */
export function oneByteJsonAndLiteral(json: string): { json: string; literal: string } {
  const parts = split(json);
  if (parts === undefined) return { json, literal: JSON.stringify(json) };
  return {
    json: join(parts.pieces, parts.escapes),
    literal: `"${join(parts.pieces.map(quotedPiece), parts.escapes)}"`,
  };
}
