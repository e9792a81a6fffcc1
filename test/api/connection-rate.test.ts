/**
 * New connections per address as a token bucket (`connection-rate.ts`): `burst` at once, then `perSecond` a second;
 * never more in any span of time, never a refusal to an address that waited its turn, and bounded memory that only
 * ever forgets in the client's favour. Under pressure (the replica receiving more than `pressure` new connections a
 * second), one a second per address.
 */
import fc from 'fast-check';
import { NewConnectionRate, PRESSURE_GAP_MS } from '../../src/api/connection-rate';

const ok = (a: string) => a === 'admitted';
/** A new connection as the guard sees it: counted toward the replica's rate, then asked for. */
const arrive = (rate: NewConnectionRate, client: string, now: number) => (rate.arrived(now), rate.admit(client, now));

describe('NewConnectionRate', () => {
  it('admits `burst` at once, then one per 1000 / perSecond ms', () => {
    const rate = new NewConnectionRate(8, 8);
    const at0 = Array.from({ length: 12 }, () => rate.admit('a', 0) === 'admitted');
    expect(at0.filter(Boolean)).toHaveLength(8);
    expect(at0.slice(8)).toEqual([false, false, false, false]);
    expect(rate.admit('a', 100)).toBe('rate'); // 0.8 of a connection earned
    expect(rate.admit('a', 125)).toBe('admitted');
    expect(rate.admit('a', 125)).toBe('rate');
    // Another address has its own bucket.
    expect(rate.admit('b', 125)).toBe('admitted');
    // After a whole second the bucket is full again, never fuller.
    const later = Array.from({ length: 10 }, () => ok(rate.admit('a', 10_000)));
    expect(later.filter(Boolean)).toHaveLength(8);
  });

  it('0 per second: every connection admitted', () => {
    const rate = new NewConnectionRate(0, 1);
    expect(Array.from({ length: 100 }, () => rate.admit('a', 0)).every(ok)).toBe(true);
    expect(rate.size).toBe(0);
  });

  it('remembers at most maxAddresses, forgetting full buckets first, then the least recently seen', () => {
    const rate = new NewConnectionRate(1, 2, { maxAddresses: 4 });
    for (const c of ['a', 'b', 'c']) rate.admit(c, 0);
    rate.admit('d', 0);
    rate.admit('d', 0); // d's bucket empty
    expect(rate.size).toBe(4);
    // At 5 s every bucket is full again (d's refilled too): all are forgotten, and e is remembered.
    expect(rate.admit('e', 5000)).toBe('admitted');
    expect(rate.size).toBe(1);
    // Nothing full to forget: half are dropped, least recently seen first; the address just admitted is kept.
    const busy = new NewConnectionRate(1, 1, { maxAddresses: 4 });
    for (const c of ['p', 'q', 'r', 's']) busy.admit(c, 0);
    expect(busy.admit('s', 0)).toBe('rate');
    expect(busy.admit('t', 0)).toBe('admitted');
    expect(busy.size).toBe(3); // p and q forgotten, t added
    expect(busy.admit('s', 0)).toBe('rate'); // s was seen last among the old ones: still remembered, still empty
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
          const rate = new NewConnectionRate(perSecond, burst, { maxAddresses });
          let now = 0;
          const admitted = new Map<string, number[]>();
          const lastTry = new Map<string, number>();
          for (const [client, gap] of arrivals) {
            now += gap;
            const isAdmitted = ok(rate.admit(client, now));
            const waited = lastTry.has(client) ? now - lastTry.get(client)! : Infinity;
            // An address that waited 1000 / perSecond ms since its last try has earned one connection.
            if (waited >= 1000 / perSecond && !isAdmitted) return false;
            lastTry.set(client, now);
            if (isAdmitted) admitted.set(client, [...(admitted.get(client) ?? []), now]);
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

  describe('under pressure', () => {
    /** A burst of `size` new connections over `spanMs` from `addresses` addresses in turn, from `at`: admitted ones. */
    const burst = (rate: NewConnectionRate, at: number, size: number, addresses: number, spanMs = 100) =>
      Array.from({ length: size }, (_, i) => arrive(rate, `a${i % addresses}`, at + (i * spanMs) / size));

    it('reads a steady rate as about that rate, and decays over a second once it stops', () => {
      const rate = new NewConnectionRate(8, 8, { pressure: 100 });
      for (let t = 0; t < 8000; t += 5) arrive(rate, `c${t}`, t); // 200 a second from new addresses
      expect(rate.rateAt(8000)).toBeGreaterThan(195);
      expect(rate.rateAt(8000)).toBeLessThan(206);
      expect(rate.underPressure).toBe(true);
      expect(rate.rateAt(9000)).toBeCloseTo(rate.rateAt(8000) / Math.E, 6);
    });

    it('1,000 new connections a second from 40 addresses: about 100 let in at first, then one a second per address', () => {
      const rate = new NewConnectionRate(8, 8, { pressure: 100 });
      const first = burst(rate, 0, 1000, 40);
      // Until the rate passes 100 the buckets decide (8 each); past it, an address let in within the second waits.
      expect(first.filter(ok).length).toBeGreaterThanOrEqual(100);
      expect(first.filter(ok).length).toBeLessThanOrEqual(102);
      expect(first.slice(110).every((a) => a === 'pressure')).toBe(true);
      for (let second = 1; second < 5; second++) {
        const next = burst(rate, second * 1000 + 20, 1000, 40);
        expect(next.filter(ok)).toHaveLength(40);
        expect(next.filter((a) => a === 'rate')).toHaveLength(0); // the buckets are not what refuses
      }
      // Without the pressure rule the buckets let in 8 a second per address: 320.
      const plain = new NewConnectionRate(8, 8);
      burst(plain, 0, 1000, 40);
      expect(burst(plain, 1020, 1000, 40).filter(ok)).toHaveLength(320);
    });

    it('ends once the rate falls back: an address may open its burst at once again', () => {
      const rate = new NewConnectionRate(8, 8, { pressure: 100 });
      for (let second = 0; second < 3; second++) burst(rate, second * 1000, 1000, 40);
      expect(rate.underPressure).toBe(true);
      // Five seconds later the rate reads ~1,500 × e^-5 ≈ 10.
      const after = Array.from({ length: 8 }, () => arrive(rate, 'browser', 7100));
      expect(after.every(ok)).toBe(true);
      expect(rate.underPressure).toBe(false);
    });

    it('never lets one address in twice within a second while under pressure; off (0) changes nothing', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 30 }),
          fc.integer({ min: 1, max: 60 }),
          fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 60 })), {
            minLength: 1,
            maxLength: 600,
          }),
          (perSecond, pressure, arrivals) => {
            const rate = new NewConnectionRate(perSecond, perSecond, { pressure });
            const plain = new NewConnectionRate(perSecond, perSecond, { pressure: 0 });
            const reference = new NewConnectionRate(perSecond, perSecond);
            const last = new Map<number, number>();
            let now = 0;
            for (const [client, gap] of arrivals) {
              now += gap;
              const a = arrive(rate, `c${client}`, now);
              if (arrive(plain, `c${client}`, now) !== reference.admit(`c${client}`, now)) return false;
              if (a !== 'admitted') continue;
              if (rate.underPressure && now - (last.get(client) ?? -Infinity) < PRESSURE_GAP_MS) return false;
              last.set(client, now);
            }
            return !plain.underPressure;
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
