/**
 * New connections per address as a token bucket (`connection-rate.ts`): `burst` at once, then `perSecond` a second;
 * never more in any span of time, never a refusal to an address that waited its turn, and bounded memory that only
 * ever forgets in the client's favour.
 */
import fc from 'fast-check';
import { NewConnectionRate } from '../../src/api/connection-rate';

describe('NewConnectionRate', () => {
  it('admits `burst` at once, then one per 1000 / perSecond ms', () => {
    const rate = new NewConnectionRate(8, 8);
    const at0 = Array.from({ length: 12 }, () => rate.admit('a', 0));
    expect(at0.filter(Boolean)).toHaveLength(8);
    expect(at0.slice(8)).toEqual([false, false, false, false]);
    expect(rate.admit('a', 100)).toBe(false); // 0.8 of a connection earned
    expect(rate.admit('a', 125)).toBe(true);
    expect(rate.admit('a', 125)).toBe(false);
    // Another address has its own bucket.
    expect(rate.admit('b', 125)).toBe(true);
    // After a whole second the bucket is full again, never fuller.
    const later = Array.from({ length: 10 }, () => rate.admit('a', 10_000));
    expect(later.filter(Boolean)).toHaveLength(8);
  });

  it('0 per second: every connection admitted', () => {
    const rate = new NewConnectionRate(0, 1);
    expect(Array.from({ length: 100 }, () => rate.admit('a', 0)).every(Boolean)).toBe(true);
    expect(rate.size).toBe(0);
  });

  it('remembers at most maxAddresses, forgetting full buckets first, then the least recently seen', () => {
    const rate = new NewConnectionRate(1, 2, 4);
    for (const c of ['a', 'b', 'c']) rate.admit(c, 0);
    rate.admit('d', 0);
    rate.admit('d', 0); // d's bucket empty
    expect(rate.size).toBe(4);
    // At 5 s every bucket is full again (d's refilled too): all are forgotten, and e is remembered.
    expect(rate.admit('e', 5000)).toBe(true);
    expect(rate.size).toBe(1);
    // Nothing full to forget: half are dropped, least recently seen first; the address just admitted is kept.
    const busy = new NewConnectionRate(1, 1, 4);
    for (const c of ['p', 'q', 'r', 's']) busy.admit(c, 0);
    expect(busy.admit('s', 0)).toBe(false);
    expect(busy.admit('t', 0)).toBe(true);
    expect(busy.size).toBe(3); // p and q forgotten, t added
    expect(busy.admit('s', 0)).toBe(false); // s was seen last among the old ones: still remembered, still empty
  });

  it('never admits more than burst + perSecond × span in any span, and always admits one that waited its turn', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 2, max: 64 }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.integer({ min: 0, max: 400 })), {
          minLength: 1,
          maxLength: 400,
        }),
        (perSecond, burst, maxAddresses, arrivals) => {
          const rate = new NewConnectionRate(perSecond, burst, maxAddresses);
          let now = 0;
          const admitted = new Map<string, number[]>();
          const lastTry = new Map<string, number>();
          for (const [client, gap] of arrivals) {
            now += gap;
            const ok = rate.admit(client, now);
            const waited = lastTry.has(client) ? now - lastTry.get(client)! : Infinity;
            // An address that waited 1000 / perSecond ms since its last try has earned one connection.
            if (waited >= 1000 / perSecond && !ok) return false;
            lastTry.set(client, now);
            if (ok) admitted.set(client, [...(admitted.get(client) ?? []), now]);
          }
          if (maxAddresses < 5) return true; // forgetting early gives full buckets: the bound below is for memory kept
          for (const times of admitted.values())
            for (let i = 0; i < times.length; i++)
              for (let j = i; j < times.length; j++)
                if (j - i + 1 > burst + (perSecond * (times[j]! - times[i]!)) / 1000 + 1e-9) return false;
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
});
