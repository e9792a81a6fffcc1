/**
 * The client a request is counted and logged as. Behind `TRUST_PROXY`, one client reaches us under
 * many spellings of its address (`203.0.113.8`, `::ffff:203.0.113.8`, `::ffff:cb00:7108`,
 * `203.0.113.8:1234`, `[::ffff:203.0.113.8]`), and an IPv6 client holds a whole /64 (RFC 6177: a
 * site gets at least a /64; one host can take any address in it by SLAAC privacy extensions). So
 * the key is the normalised address: IPv4-mapped IPv6 as IPv4, ports, brackets and zone ids
 * stripped, and IPv6 masked to `RATE_LIMIT_IPV6_PREFIX` bits (default 64).
 */
import type { Request } from 'express';
import { isIP } from 'node:net';

const DOTTED = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const MAPPED_DOTTED = /^::ffff:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})$/i;

/** The eight 16-bit groups of an IPv6 address `isIP` accepted (with `::` and a dotted IPv4 tail). */
function groupsOf(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** Strips what wraps an address in forwarded headers: `[v6]:port`, `[v6]`, `v4:port`, `%zone`. */
function unwrap(raw: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(raw);
  if (bracketed) return bracketed[1]!.replace(/%.*$/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(raw)) return raw.slice(0, raw.lastIndexOf(':'));
  return raw.replace(/%.*$/, '');
}

/**
 * The normalised client address: dotted IPv4, or an IPv6 prefix written `x:x:x:x:0:0:0:0/64` (all
 * eight groups, so one prefix has one spelling). Anything that is not an address is returned cut
 * to 64 characters (it then counts as a client of its own, as before).
 * @example clientAddress('::ffff:cb00:7108') // '203.0.113.8'
 */
export function clientAddress(raw: string | undefined, ipv6Prefix = 64): string {
  if (raw === undefined || raw === '') return 'unknown';
  // The two spellings a dual-stack socket or a proxy gives nearly every request, known at a glance.
  if (DOTTED.test(raw)) return raw;
  const mapped = MAPPED_DOTTED.exec(raw);
  if (mapped) return mapped[1]!;
  const address = unwrap(raw.trim());
  const kind = isIP(address);
  if (kind === 4) return address;
  if (kind !== 6) return raw.slice(0, 64);
  const groups = groupsOf(address.toLowerCase());
  // IPv4-mapped (::ffff:a.b.c.d, RFC 4291 §2.5.5.2): the IPv4 client it is.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  const masked = groups.map((g, i) => {
    const bits = Math.min(16, Math.max(0, ipv6Prefix - i * 16));
    return bits === 0 ? 0 : g & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${masked.map((g) => g.toString(16)).join(':')}/${ipv6Prefix}`;
}

const CLIENT = Symbol('the client a request is counted as');

/**
 * The client of `req` (its normalised address), worked out once per request: the rate limiter and
 * the access log both ask.
 */
export function clientOf(ipv6Prefix: number): (req: Request) => string {
  return (req) =>
    ((req as Request & { [CLIENT]?: string })[CLIENT] ??= clientAddress(
      req.ip ?? req.socket.remoteAddress,
      ipv6Prefix,
    ));
}

/**
 * `fn` of a socket's address, remembered for up to `max` addresses (all forgotten at once past it). The connection
 * guard asks whether each new connection's address is a trusted proxy, which parses the address (`proxy-addr`); an
 * attack opens thousands of connections from a few hundred addresses, each asked again.
 */
export function memoByAddress<T>(fn: (address: string) => T, max = 10_000): (address: string) => T {
  const known = new Map<string, T>();
  return (address) => {
    const hit = known.get(address);
    if (hit !== undefined || known.has(address)) return hit as T;
    if (known.size >= max) known.clear();
    const value = fn(address);
    known.set(address, value);
    return value;
  };
}
