/**
 * Writes a JSON answer in one `writeHead` + `end`: no ETag (hashing a POST answer nobody can
 * revalidate is wasted work) and none of `res.json`'s content negotiation. Answers of at least
 * `compressMinBytes` are compressed when the client accepts it: brotli quality 1 or gzip level 1,
 * whichever the client ranks higher (on a tie, the one it lists first)
 * (docs/decisions.md, "Compression of large answers");
 * they carry `Vary: Accept-Encoding`, smaller ones never vary. Shared by the REST calculate route
 * and `/mcp`.
 */
import zlib from 'node:zlib';
import type { Request, Response } from 'express';

/** `json`, when given, is `body` already serialized (the `/mcp` reply built around a calculation's JSON text). */
export type JsonSender = (req: Request, res: Response, status: number, body: unknown, json?: string) => void;

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 1 };

/** The compression the client ranks first of brotli and gzip (on a tie, the one it lists first); false for none. */
export function preferredCoding(req: Request): 'br' | 'gzip' | false {
  if (req.headers['accept-encoding'] === undefined) return false;
  const coding = req.acceptsEncodings('br', 'gzip');
  return coding === 'br' || coding === 'gzip' ? coding : false;
}

/** @param compressMinBytes answers at least this large may be compressed; 0 = never. */
export function jsonSender(compressMinBytes: number): JsonSender {
  // JSON.stringify, not a schema-compiled serializer: its flat string is cheaper to measure and write.
  return (req, res, status, body, serialized) => {
    const json = serialized ?? JSON.stringify(body);
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json; charset=utf-8' };
    const length = Buffer.byteLength(json);
    if (compressMinBytes > 0 && length >= compressMinBytes) {
      headers.Vary = 'Accept-Encoding';
      const coding = preferredCoding(req);
      if (coding) {
        const packed = coding === 'br' ? zlib.brotliCompressSync(json, BROTLI) : zlib.gzipSync(json, GZIP);
        res.writeHead(status, { ...headers, 'Content-Encoding': coding, 'Content-Length': packed.length });
        res.end(packed);
        return;
      }
    }
    headers['Content-Length'] = length;
    res.writeHead(status, headers);
    res.end(json);
  };
}
