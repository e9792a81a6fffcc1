/**
 * One guarded GET for every live source: a timeout over the whole exchange (headers and body), a cap
 * on the body size (counted after decompression), and refusal of non-2xx answers, HTML error pages and
 * bodies cut short. Whatever goes wrong becomes a `SourceError` with a short reason.
 */
import { SourceError } from './source-error';

export interface FetchLimits {
  /** Whole request, headers and body. @defaultValue 10000 */
  timeoutMs: number;
  /** Largest body accepted, in bytes after decompression. @defaultValue 1048576 */
  maxBytes: number;
}

export type BodyFormat = 'json' | 'csv' | 'xml';

const ACCEPT: Readonly<Record<BodyFormat, string>> = {
  json: 'application/json',
  csv: 'text/csv, text/plain;q=0.9',
  xml: 'application/xml, text/xml;q=0.9',
};

const USER_AGENT = 'financial-calculation-service rates refresh (+https://fred.stlouisfed.org/docs/api/)';

/** Network failures that mean "cannot reach the host" rather than "the host answered badly". */
const UNREACHABLE = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function errorCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = cause?.code ?? (err as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

function describe(err: unknown, url: URL, timeout: AbortSignal, limits: FetchLimits, outer?: AbortSignal): SourceError {
  if (err instanceof SourceError) return err;
  if (outer?.aborted) return new SourceError('unexpected', 'cancelled (shutting down)', true);
  if (timeout.aborted) return new SourceError('timeout', `timed out after ${limits.timeoutMs} ms`);
  const code = errorCode(err);
  if (code && UNREACHABLE.has(code)) return new SourceError('unreachable', `cannot reach ${url.host} (${code})`);
  // undici reports a body cut short (connection closed, Content-Length not reached) as "terminated".
  if (
    code === 'UND_ERR_SOCKET' ||
    code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' ||
    (err as { message?: unknown } | undefined)?.message === 'terminated'
  ) {
    return new SourceError('malformed', 'truncated response: the connection closed before the whole body arrived');
  }
  // undici wraps the real reason ("bad port", a TLS error) in `cause`.
  const messageOf = (e: unknown) =>
    typeof (e as { message?: unknown } | undefined)?.message === 'string'
      ? (e as { message: string }).message
      : undefined;
  const detail = code ?? messageOf((err as { cause?: unknown } | undefined)?.cause) ?? messageOf(err) ?? String(err);
  return new SourceError('unreachable', `request to ${url.host} failed (${detail})`);
}

async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new SourceError('too_large', `response of ${declared} bytes is over the ${maxBytes}-byte limit`);
  }
  if (!res.body) return '';
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new SourceError('too_large', `response is over the ${maxBytes}-byte limit`);
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new SourceError('malformed', 'response is not UTF-8 text');
  }
}

/** A short, key-free detail from an error body (FRED answers `{"error_code":400,"error_message":"…"}`). */
function errorDetail(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error_message?: unknown };
    if (typeof parsed.error_message === 'string') {
      return `: ${parsed.error_message
        .replace(/\b[0-9a-f]{32}\b/gi, '…')
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 160)}`;
    }
  } catch {
    // Not JSON: the status says enough.
  }
  return '';
}

/** Redirects followed on the source's own host; a source that redirects more than this is not answering. */
const MAX_REDIRECTS = 3;

/**
 * The response of `target`, following redirects only on its own host and port (or its https upgrade): a
 * redirect elsewhere would serve another host's data as the source's.
 */
async function fetchOnHost(target: URL, init: RequestInit): Promise<Response> {
  let url = target;
  for (let hop = 0; ; hop++) {
    const res = await fetch(url, { ...init, redirect: 'manual' });
    if (res.status < 300 || res.status > 399 || !res.headers.has('location')) return res;
    await res.body?.cancel();
    let next: URL;
    try {
      next = new URL(res.headers.get('location')!, url);
    } catch {
      throw new SourceError('http_error', `HTTP ${res.status} to an invalid location`);
    }
    const sameOrigin = next.protocol === url.protocol && next.host === url.host;
    const upgraded = url.protocol === 'http:' && next.protocol === 'https:' && next.hostname === url.hostname;
    if (!sameOrigin && !upgraded)
      throw new SourceError('http_error', `HTTP ${res.status} to another host (${next.host}): not followed`);
    if (hop >= MAX_REDIRECTS) throw new SourceError('http_error', `more than ${MAX_REDIRECTS} redirects`);
    url = next;
  }
}

/**
 * GETs `url` and returns its body as text, or throws a `SourceError` saying why not.
 *
 * @example
 * const xml = await fetchText(config.ecbFxUrl, 'xml', { timeoutMs: 10_000, maxBytes: 1 << 20 });
 */
export async function fetchText(
  url: string,
  format: BodyFormat,
  limits: FetchLimits,
  signal?: AbortSignal,
): Promise<string> {
  const target = new URL(url);
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let status: number;
  let contentType: string;
  let body: string;
  try {
    const res = await fetchOnHost(target, {
      signal: combined,
      headers: { accept: ACCEPT[format], 'user-agent': USER_AGENT },
    });
    status = res.status;
    contentType = res.headers.get('content-type') ?? '';
    body = await readCapped(res, limits.maxBytes);
  } catch (err) {
    throw describe(err, target, timeout, limits, signal);
  }
  if (status < 200 || status > 299)
    throw new SourceError(status === 429 ? 'rate_limited' : 'http_error', `HTTP ${status}${errorDetail(body)}`);
  if (/\b(text\/html|application\/xhtml)/i.test(contentType) || /^\s*<(!doctype\s+html|html[\s>])/i.test(body)) {
    throw new SourceError('not_data', 'an HTML page instead of data');
  }
  if (body.trim() === '') throw new SourceError('not_data', 'empty response');
  return body;
}
