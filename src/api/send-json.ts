/**
 * Writes a JSON answer in one `writeHead` + `end`: no ETag (hashing a POST answer nobody can
 * revalidate is wasted work) and none of `res.json`'s content negotiation. Answers of at least
 * `compressMinBytes` are compressed when the client accepts it: brotli quality 1 or gzip level 1,
 * whichever the client ranks higher (on a tie, the one it lists first)
 * (docs/decisions.md, "Compression of large answers");
 * they carry `Vary: Accept-Encoding`, smaller ones never vary. Shared by the REST calculate route
 * and `/mcp`.
 */
import type { Request, Response } from 'express';
import { encodeJson, type Coding } from '../heavy/encode-json';

export type { Coding };

/** `json`, when given, is `body` already serialized (the `/mcp` reply built around a calculation's JSON text). */
export type JsonSender = (req: Request, res: Response, status: number, body: unknown, json?: string) => void;

/** The compression the client ranks first of brotli and gzip (on a tie, the one it lists first); false for none. */
export function preferredCoding(req: Request): Coding {
  if (req.headers['accept-encoding'] === undefined) return false;
  const coding = req.acceptsEncodings('br', 'gzip');
  return coding === 'br' || coding === 'gzip' ? coding : false;
}

/** @param compressMinBytes answers at least this large may be compressed; 0 = never. */
export function jsonSender(compressMinBytes: number): JsonSender {
  // JSON.stringify, not a schema-compiled serializer: its flat string is cheaper to measure and write.
  return (req, res, status, body, serialized) => {
    const { headers, body: out } = encodeJson(serialized ?? JSON.stringify(body), compressMinBytes, () =>
      preferredCoding(req),
    );
    res.writeHead(status, headers);
    res.end(out);
  };
}
