/**
 * JSON bodies for POST routes: the content type must be JSON (415 otherwise), the body at most
 * 100 kB (413), valid JSON (400 malformed_json) and a JSON object (400 invalid_body).
 *
 * The common request (plain `application/json`, UTF-8, a Content-Length within the limit, no
 * Content-Encoding) is read by a lean reader: collect the bytes, `JSON.parse`. Everything else
 * (compressed, chunked, other charsets, oversized, empty) goes to body-parser (`express.json`),
 * and a parse failure raises the error body-parser would (`type: 'entity.parse.failed'`), so the
 * error mappers see one kind of error whichever reader ran.
 */
import express, { type RequestHandler } from 'express';
import { ApiError } from '../../errors/api-error';

export const BODY_LIMIT = '100kb';
const BODY_LIMIT_BYTES = 100 * 1024;

/** Plain JSON in UTF-8: what the lean reader handles (anything else is body-parser's). */
const PLAIN_JSON = /^application\/json[ \t]*(;[ \t]*charset="?utf-8"?[ \t]*)?$/i;

/** An error shaped like body-parser's (the mappers read `type` and `status`). */
function bodyError(message: string, type: string, status = 400): Error {
  return Object.assign(new Error(message), { type, status, statusCode: status, expose: true });
}

/**
 * A JSON body reader with body-parser's semantics (`strict: false`; `type` says which content
 * types body-parser parses; the lean path needs plain `application/json`).
 */
export function jsonBody(type: string[] | (() => boolean)): RequestHandler {
  const full = express.json({ limit: BODY_LIMIT, strict: false, type });
  return (req, res, next) => {
    const h = req.headers;
    const length = h['content-length'] === undefined ? NaN : Number(h['content-length']);
    const lean =
      req.body === undefined &&
      h['content-encoding'] === undefined &&
      h['transfer-encoding'] === undefined &&
      length > 0 &&
      length <= BODY_LIMIT_BYTES &&
      PLAIN_JSON.test(h['content-type'] ?? '');
    if (!lean) {
      full(req, res, next);
      return;
    }
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      next(err);
    };
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('error', () => settle(bodyError('request aborted', 'request.aborted')));
    req.on('aborted', () => settle(bodyError('request aborted', 'request.aborted')));
    req.on('end', () => {
      let text = chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1); // body-parser's decoder drops a BOM too
      try {
        req.body = JSON.parse(text);
      } catch (e) {
        settle(bodyError(e instanceof Error ? e.message : 'invalid JSON', 'entity.parse.failed'));
        return;
      }
      settle();
    });
  };
}

const requireJsonType: RequestHandler = (req, _res, next) => {
  const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
  // Plain JSON (nearly every request) is known without type-is parsing the header.
  if (hasBody && !PLAIN_JSON.test(req.headers['content-type'] ?? '') && !req.is(['application/json', 'application/*+json'])) {
    next(new ApiError('unsupported_media_type', 'POST bodies must be JSON (Content-Type: application/json)'));
    return;
  }
  next();
};

const requireObject: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    next(new ApiError('invalid_body', body === undefined ? 'A JSON object body is required' : 'The request body must be a JSON object'));
    return;
  }
  next();
};

/** The three steps, in order. */
export const jsonObjectBody: RequestHandler[] = [requireJsonType, jsonBody(['application/json', 'application/*+json']), requireObject];
