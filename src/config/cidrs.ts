/** Address ranges in configuration (`PROBE_SOURCE_CIDRS`): parsed once into Node's `BlockList`. */
import { BlockList, isIP } from 'node:net';

export const DEFAULT_PROBE_SOURCE_CIDRS: readonly string[] = ['127.0.0.0/8', '::1/128'];

/** A `BlockList` of `cidrs` (`a.b.c.d/n`, `x:x::/n`, or a bare address); throws naming the first that is none. */
export function cidrList(cidrs: readonly string[]): BlockList {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address = '', bits, ...rest] = cidr.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : /^\d{1,3}$/.test(bits) ? Number(bits) : NaN;
    if (family === 0 || rest.length > 0 || !(prefix >= 0 && prefix <= max))
      throw new Error(`"${cidr}" is not an address range (a.b.c.d/n or x:x::/n)`);
    list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
  }
  return list;
}
