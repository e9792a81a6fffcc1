/**
 * JSON bodies of the POST routes (REST calculate and `/mcp`): at most 100 kB (413), valid JSON
 * (400 malformed_json), decoded from identity, gzip, deflate or br (415 otherwise). Reading errors
 * are raised as `ApiError`s here, where the body is read, so each transport's one mapper
 * (problem+json, JSON-RPC) knows a single kind of error. JSON is UTF-8 (RFC 8259 §8.1): a `charset`
 * parameter other than `utf-8` is refused with 415 before anything is read (body-parser alone would
 * decode any `utf-*`, UTF-16 included).
 */
import express, { type Request, type RequestHandler } from 'express';
import { ApiError } from '../../errors/api-error';

const BODY_LIMIT_BYTES = 100 * 1024;
/** The limit as people write it (error messages, the OpenAPI document). */
export const BODY_LIMIT_LABEL = '100 kB';

/** Plain JSON in UTF-8: known without type-is parsing the header. */
const PLAIN_JSON = /^application\/json[ \t]*(;[ \t]*charset="?utf-8"?[ \t]*)?$/i;

/** The `charset` parameter of a Content-Type (RFC 9110 §8.3: a token or a quoted string), lower-cased. */
const CHARSET = /;[ \t]*charset[ \t]*=[ \t]*(?:"([^"]*)"|([^; \t]*))/i;

/** Content codings body-parser inflates (RFC 9110 §8.4.1). */
const CONTENT_CODINGS = 'identity, gzip, deflate or br';

/** Whether the request announces a body (RFC 9112 §6.3: Transfer-Encoding, or a Content-Length above 0). */
export function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
}

/** `application/json`, with parameters or not (a charset other than UTF-8 is refused by the reader). */
export function isJsonContentType(value: string | undefined): boolean {
  return value !== undefined && /^application\/json[ \t]*(;|$)/i.test(value);
}

/** body-parser's errors (they carry a `type`; decompression errors only a 400 status) as our codes. */
function readError(
  err: { type?: unknown; status?: unknown; charset?: unknown; encoding?: unknown },
  req: Request,
): unknown {
  const coding = req.headers['content-encoding'];
  switch (err.type) {
    case 'entity.parse.failed':
      return new ApiError('malformed_json', 'The request body is not valid JSON');
    case 'entity.too.large':
      return new ApiError('payload_too_large', `The request body is larger than ${BODY_LIMIT_LABEL}`);
    case 'encoding.unsupported':
      return new ApiError(
        'unsupported_media_type',
        `Content-Encoding '${String(err.encoding ?? coding)}' is not supported; send ${CONTENT_CODINGS}`,
      );
    case 'charset.unsupported':
      return new ApiError(
        'unsupported_media_type',
        `Charset '${String(err.charset ?? '')}' is not supported; send UTF-8 JSON`,
      );
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new ApiError('invalid_body', 'The request body could not be read');
    default:
      // A corrupt gzip/deflate/br body: zlib's error, wrapped by body-parser as a 400 without a type.
      if (err.status === 400 && coding !== undefined)
        return new ApiError('invalid_body', `The request body could not be decoded as Content-Encoding '${coding}'`);
      return err; // not a reading error we know: the mapper logs it and answers 500
  }
}

/** A charset the reader refuses (anything but UTF-8), or undefined when the body may be read. */
function refusedCharset(contentType: string | undefined): string | undefined {
  const m = CHARSET.exec(contentType ?? '');
  if (m === null) return undefined;
  const charset = (m[1] ?? m[2] ?? '').toLowerCase();
  return charset === 'utf-8' ? undefined : charset;
}

/**
 * Reads a JSON body into `req.body` (body-parser's `strict: false`: any JSON value); `type` says
 * which content types are parsed (a request of another type keeps no body).
 */
export function jsonBody(type: string[] | (() => boolean)): RequestHandler {
  const read = express.json({ limit: BODY_LIMIT_BYTES, strict: false, type });
  return (req, res, next) => {
    let settled = false;
    // Past the limit the answer comes at once and the connection closes after it: body-parser would
    // first read the whole body (a 50 MB upload, or a chunked one that never ends) before its 413.
    const refuse = () => {
      settled = true;
      req.off('data', count);
      res.setHeader('Connection', 'close');
      next(new ApiError('payload_too_large', `The request body is larger than ${BODY_LIMIT_LABEL}`));
    };
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > BODY_LIMIT_BYTES && !settled) refuse();
    };
    if (Number(req.headers['content-length']) > BODY_LIMIT_BYTES) return refuse();
    const charset = refusedCharset(req.headers['content-type']);
    if (charset !== undefined && hasBody(req))
      return next(new ApiError('unsupported_media_type', `Charset '${charset}' is not supported; send UTF-8 JSON`));
    // Bytes on the wire: a compressed body that large inflates to more than the limit anyway.
    if (req.headers['transfer-encoding'] !== undefined) req.on('data', count);
    read(req, res, (err?: unknown) => {
      req.off('data', count);
      if (settled) return;
      settled = true;
      if (err === undefined || err === null) return next();
      if ((err as { type?: unknown }).type === 'entity.too.large') res.setHeader('Connection', 'close');
      next(readError(err as object, req));
    });
  };
}

const requireJsonType: RequestHandler = (req, _res, next) => {
  // Plain JSON (nearly every request) is known without type-is parsing the header.
  if (
    hasBody(req) &&
    !PLAIN_JSON.test(req.headers['content-type'] ?? '') &&
    !req.is(['application/json', 'application/*+json'])
  ) {
    next(new ApiError('unsupported_media_type', 'POST bodies must be JSON (Content-Type: application/json)'));
    return;
  }
  next();
};

const requireObject: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  // An empty body (`Content-Length: 0`, as `curl -d ''` sends) reads as `{}`; it is as absent as no body at all.
  if (body === undefined || !hasBody(req)) {
    next(new ApiError('invalid_body', 'A JSON object body is required'));
    return;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    next(new ApiError('invalid_body', 'The request body must be a JSON object'));
    return;
  }
  next();
};

/** A JSON object body of the REST API, in three steps: its type, its reading, its shape. */
export const jsonObjectBody: RequestHandler[] = [
  requireJsonType,
  jsonBody(['application/json', 'application/*+json']),
  requireObject,
];
