/**
 * Writes a JSON answer in one `writeHead` + `end`: no ETag (hashing a POST answer nobody can
 * revalidate is wasted work) and none of `res.json`'s content negotiation. Answers of at least
 * `compressMinBytes` are compressed when the client accepts it: brotli quality 1 or gzip level 1,
 * whichever the client ranks higher (on a tie, the one it lists first)
 * (docs/decisions.md, Performance: a 43 kB mortgage schedule becomes 7.6 kB for ~0.25 ms of CPU);
 * they carry `Vary: Accept-Encoding`, smaller ones never vary. Shared by the REST calculate route
 * and `/mcp`, on the fast path and through Express alike.
 */
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/** `json` is the body's JSON text when the caller serialized it already (mcp/reused-json.ts). */
export type JsonSender = (req: Request, res: Response, status: number, body: unknown, json?: string) => void;

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 1 };

/** From this many characters an answer is encoded to bytes once (measured, maybe compressed, written as is). */
const ENCODE_ONCE_CHARS = 4096;

/**
 * Answers are encoded into slices of shared slabs of this many bytes (see `utf8`). Small on
 * purpose: a view that a slow socket still holds keeps its whole slab alive, so a slab bounds what
 * one stuck answer can pin (Node's own pool: 8 KiB).
 */
export const SLAB_BYTES = 64 * 1024;

/** Answers of up to this many characters are encoded into a slab (3 bytes per UTF-16 unit at most): at least two fit. */
const SLAB_MAX_CHARS = Math.floor(SLAB_BYTES / 3 / 2);

let slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
let slabUsed = 0;

/**
 * `Buffer.from(json)`, without a new backing store per answer: the bytes are written into the
 * unused tail of a shared slab and a view of exactly them is returned, as Node's own pool does for
 * buffers under 4 KiB. A slab is never written twice, so a view stays valid while a slow socket
 * holds it; a full slab is left to the garbage collector with its last view. Half the cost of
 * `Buffer.from` for a 5.5 kB answer (one allocation per several answers, no zero-fill), and far
 * less external memory for the collector to account for (decisions, Performance, "Third pass").
 */
export function utf8(json: string): Buffer {
  if (json.length > SLAB_MAX_CHARS) return Buffer.from(json);
  if (slabUsed + json.length * 3 > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  const start = slabUsed;
  const bytes = slab.write(json, start);
  // Views start on 8-byte boundaries, as in Node's pool.
  slabUsed = (start + bytes + 7) & ~7;
  return slab.subarray(start, start + bytes);
}

/** @param compressMinBytes answers at least this large may be compressed; 0 = never. */
export function jsonSender(compressMinBytes: number): JsonSender {
  // JSON.stringify, not a schema-compiled serializer: its flat string is cheaper to measure and write (decisions, Performance).
  return (req, res, status, body, json = JSON.stringify(body)) => {
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json; charset=utf-8' };
    // json.length (UTF-16 units) <= byte length <= 3 × json.length: a cheap first test before counting bytes.
    const mayCompress = compressMinBytes > 0 && json.length * 3 >= compressMinBytes;
    if (!mayCompress && json.length < ENCODE_ONCE_CHARS) {
      // Small: Node writes the string with the header block in one write.
      headers['Content-Length'] = Buffer.byteLength(json);
      res.writeHead(status, headers);
      res.end(json);
      return;
    }
    // Large: one UTF-8 pass, instead of one to count the bytes and another to write them.
    const raw = utf8(json);
    if (mayCompress && raw.length >= compressMinBytes) {
      headers.Vary = 'Accept-Encoding';
      const coding = req.headers['accept-encoding'] === undefined ? false : req.acceptsEncodings('br', 'gzip');
      if (coding === 'br' || coding === 'gzip') {
        const packed = coding === 'br' ? zlib.brotliCompressSync(raw, BROTLI) : zlib.gzipSync(raw, GZIP);
        res.writeHead(status, { ...headers, 'Content-Encoding': coding, 'Content-Length': packed.length });
        res.end(packed);
        return;
      }
    }
    headers['Content-Length'] = raw.length;
    res.writeHead(status, headers);
    res.end(raw);
  };
}
