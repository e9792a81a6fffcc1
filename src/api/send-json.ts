/**
 * Writes a JSON answer in one `writeHead` + `end`: no ETag (hashing a POST answer nobody can
 * revalidate is wasted work) and none of `res.json`'s content negotiation. Shared by the REST
 * calculate route and `/mcp`, on the fast path and through Express alike.
 */
import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown, contentType = 'application/json; charset=utf-8'): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}
