/** The client a request is counted and logged as: one key per client, whatever the spelling of its address. */
import fc from 'fast-check';
import { clientAddress, memoByAddress } from '../../src/api/client-address';

describe('clientAddress', () => {
  it.each([
    '203.0.113.8',
    '::ffff:203.0.113.8',
    '::FFFF:203.0.113.8',
    '::ffff:cb00:7108',
    '203.0.113.8:1234',
    '[::ffff:203.0.113.8]',
    '[::ffff:203.0.113.8]:443',
    '0:0:0:0:0:ffff:cb00:7108',
  ])('%s is 203.0.113.8', (raw) => {
    expect(clientAddress(raw)).toBe('203.0.113.8');
  });

  it('groups an IPv6 /64: every address of one prefix is one client, the next prefix another', () => {
    const a = clientAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(a).toBe('2001:db8:1:2:0:0:0:0/64');
    for (const raw of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002::ffff',
      '[2001:db8:1:2::9]:8080',
      '2001:db8:1:2::1%eth0',
    ])
      expect(clientAddress(raw)).toBe(a);
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(a);
  });

  it('takes the prefix length it is given', () => {
    expect(clientAddress('2001:db8:1:2:3:4:5:6', 48)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(clientAddress('2001:db8:1:2:3:4:5:6', 56)).toBe('2001:db8:1:0:0:0:0:0/56');
    expect(clientAddress('2001:db8:1:2ff:3:4:5:6', 56)).toBe('2001:db8:1:200:0:0:0:0/56');
    expect(clientAddress('2001:db8:1:2:3:4:5:6', 128)).toBe('2001:db8:1:2:3:4:5:6/128');
  });

  it('gives sixty-five addresses of one /64 one key', () => {
    const keys = new Set(
      Array.from({ length: 65 }, (_, i) => clientAddress(`2001:db8:abcd:12::${(i + 1).toString(16)}`)),
    );
    expect(keys.size).toBe(1);
  });

  it('keeps anything that is not an address apart, and bounded', () => {
    expect(clientAddress(undefined)).toBe('unknown');
    expect(clientAddress('not-an-address')).toBe('not-an-address');
    expect(clientAddress('x'.repeat(10_000))).toHaveLength(64);
  });

  it('maps every IPv4 address and its IPv4-mapped IPv6 spellings to the same key', () => {
    fc.assert(
      fc.property(fc.ipV4(), (v4) => {
        const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
        const hex = `::ffff:${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        return [v4, `::ffff:${v4}`, hex, `${v4}:80`, `[${hex}]:1`].every((s) => clientAddress(s) === v4);
      }),
    );
  });

  it('gives every IPv6 address a /64 key with eight groups', () => {
    fc.assert(
      fc.property(fc.ipV6(), (v6) =>
        /^([0-9a-f]{1,4}:){7}[0-9a-f]{1,4}\/64$|^\d+\.\d+\.\d+\.\d+$/.test(clientAddress(v6)),
      ),
    );
  });
});

describe('memoByAddress', () => {
  it('asks once per address, remembers false and undefined too, and forgets everything past its size', () => {
    const asked: string[] = [];
    const trusted = memoByAddress(
      (a: string) => (asked.push(a), a === '10.0.0.1' ? true : a === '10.0.0.2' ? undefined : false),
      3,
    );
    for (let i = 0; i < 3; i++)
      expect([trusted('10.0.0.1'), trusted('10.0.0.2'), trusted('10.0.0.3')]).toEqual([true, undefined, false]);
    expect(asked).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3']);
    expect(trusted('10.0.0.4')).toBe(false); // a fourth: the three are forgotten
    expect(trusted('10.0.0.1')).toBe(true);
    expect(asked).toEqual(['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.1']);
  });
});
