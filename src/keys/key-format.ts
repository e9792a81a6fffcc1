/**
 * What an API key looks like and how it is kept: `fc_live_` + 43 base62 characters (256 bits from
 * `crypto.randomBytes`, drawn without modulo bias), stored only as its SHA-256. A key that random
 * needs no salt or slow hash: there is nothing to guess from its digest (OWASP's password storage
 * advice is for low-entropy secrets). The visible prefix lets a person, a log search or a secret
 * scanner recognise a key that leaked; the rest identifies nothing.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

export const KEY_PREFIX = 'fc_live_';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^43 > 2^256. */
export const KEY_RANDOM_LENGTH = 43;
/** Accepted on the wire: the prefix and 32 to 64 base62 characters (keys of other lengths may be issued later). */
const KEY_PATTERN = /^fc_live_[0-9A-Za-z]{32,64}$/;

/**
 * `length` characters of base62, uniform: bytes of 248 or more are thrown away (248 = 4 × 62), so
 * every character is equally likely (`byte % 62` on all 256 values would favour the first eight).
 */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length + 8)) {
      if (byte >= 248) continue;
      out += ALPHABET[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

/** A new key; shown once, never stored. */
export function generateKey(): string {
  return `${KEY_PREFIX}${randomBase62(KEY_RANDOM_LENGTH)}`;
}

/** A new key id: public, printed in listings and logs, says nothing about the key. */
export function generateKeyId(): string {
  return `key_${randomBase62(16)}`;
}

export const KEY_ID_PATTERN = /^key_[0-9A-Za-z]{16}$/;

/** Whether `value` has the shape of a key (checked before any lookup: a malformed key costs no Redis call). */
export function isWellFormedKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The stored form of a key: its SHA-256, hex (`crypto.hash`, one call: a third of createHash's cost per request). */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** Constant-time equality of two hex digests (of equal length; a length mismatch is simply unequal). */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * The key a request presents: `Authorization: Bearer <key>` (RFC 6750 §2.1) or `X-API-Key: <key>`;
 * `undefined` when it presents none. Other Authorization schemes (Basic from a browser or a proxy)
 * are not ours and are ignored, as they always were; both headers with different values are
 * presented as one unusable value, so that the request is refused rather than one of them guessed.
 */
export function presentedKey(headers: { authorization?: string; 'x-api-key'?: string | string[] }): string | undefined {
  const auth = headers.authorization;
  const header = headers['x-api-key'];
  const bearer = auth !== undefined && /^bearer(\s|$)/i.test(auth) ? auth.slice(6).trim() : undefined;
  const named = typeof header === 'string' ? header.trim() : Array.isArray(header) ? header.join(', ') : undefined;
  if (bearer !== undefined && named !== undefined && bearer !== named) return `${bearer}, ${named}`;
  return bearer ?? named;
}
