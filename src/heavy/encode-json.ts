/**
 * A JSON answer's headers and body: compressed, when it is at least `compressMinBytes` long and the client accepts
 * it, at brotli quality 1 or gzip level 1 (docs/decisions.md, "Compression of large answers"). What `jsonSender`
 * writes, and what the heavy-work pool encodes off the main thread.
 */
import zlib from 'node:zlib';

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 1 };

export type Coding = 'br' | 'gzip' | false;

/** A JSON answer's headers and body as `jsonSender` writes them. */
export interface EncodedJson {
  headers: Record<string, string | number>;
  body: string | Buffer;
}

/**
 * The headers and body of `json`: compressed in `coding()` (asked only of an answer of at least `compressMinBytes`)
 * when it names one. What `jsonSender` writes, and what the heavy-work pool encodes off the main thread.
 */
export function encodeJson(json: string, compressMinBytes: number, coding: () => Coding): EncodedJson {
  const headers: Record<string, string | number> = { 'Content-Type': 'application/json; charset=utf-8' };
  const length = Buffer.byteLength(json);
  if (compressMinBytes > 0 && length >= compressMinBytes) {
    headers.Vary = 'Accept-Encoding';
    const c = coding();
    if (c) {
      const packed = c === 'br' ? zlib.brotliCompressSync(json, BROTLI) : zlib.gzipSync(json, GZIP);
      headers['Content-Encoding'] = c;
      headers['Content-Length'] = packed.length;
      return { headers, body: packed };
    }
  }
  headers['Content-Length'] = length;
  return { headers, body: json };
}
