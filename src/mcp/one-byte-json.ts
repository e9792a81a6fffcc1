/**
 * The JSON text of an `/mcp` answer with every character past U+00FF written as a `\uXXXX` escape
 * (RFC 8259 §7: any character may be escaped), so that it parses to the same message and V8 holds it
 * as a one-byte string. A calculation's text carries a few such characters (the attribution's em
 * dash, minus signs), and one of them makes V8 hold the whole answer two bytes a character: measuring
 * and encoding it as UTF-8 for the socket then costs a fifth of a `tools/call`'s instructions, where a
 * one-byte string is measured and copied in bulk (docs/decisions.md, "One-byte /mcp answers").
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

/** `json` with the characters past U+00FF escaped; `json` itself when it has none. */
export function oneByteJson(json: string): string {
  const n = json.length;
  const scratch = n <= SCRATCH_CHARS;
  const wide = scratch ? wideScratch : Buffer.allocUnsafeSlow(2 * n + 4);
  const units = scratch ? unitScratch : new Uint32Array(wide.buffer, 0, wide.length >> 2);
  // Found two at a time in a UTF-16 copy; the text between them is copied one byte a character.
  wide.write(json, 0, 2 * n, 'utf16le');
  wide.writeUInt16LE(0, 2 * n); // an odd length's last pair: its second half is no character
  const pairs = (n + 1) >> 1;
  let p = nextWide(units, 0, pairs);
  if (p === pairs) return json;
  const narrow = scratch ? narrowScratch : Buffer.allocUnsafeSlow(n);
  narrow.write(json, 0, n, 'latin1'); // the characters past U+00FF lose their high byte: they are escaped instead
  let out = '';
  let from = 0;
  for (; p < pairs; p = nextWide(units, p + 1, pairs)) {
    for (let i = 2 * p; i < 2 * p + 2 && i < n; i++) {
      const code = json.charCodeAt(i);
      if (code <= 0xff) continue;
      out += narrow.toString('latin1', from, i) + escape(code);
      from = i + 1;
    }
  }
  return out + narrow.toString('latin1', from, n);
}
