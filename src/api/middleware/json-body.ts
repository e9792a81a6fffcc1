/**
 * JSON bodies for POST routes: the content type must be JSON (415 otherwise), the body at most
 * 100 kB (413), valid JSON (400 malformed_json) and a JSON object (400 invalid_body).
 */
import express, { type RequestHandler } from 'express';
import { ApiError } from '../../errors/api-error';

export const BODY_LIMIT = '100kb';

const parse = express.json({ limit: BODY_LIMIT, strict: false, type: ['application/json', 'application/*+json'] });

const requireJsonType: RequestHandler = (req, _res, next) => {
  const hasBody = req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';
  if (hasBody && !req.is(['application/json', 'application/*+json'])) {
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
export const jsonObjectBody: RequestHandler[] = [requireJsonType, parse, requireObject];
