/**
 * The probes on the public port: free from PROBE_SOURCE_CIDRS (loopback by default) when no client is forwarded,
 * one point of the light budget for everyone else; `/readyz` reads the rates at most once a second and the
 * Redis state at every answer.
 */
import http from 'node:http';
import request from 'supertest';
import { createApp } from '../../src/api/app';
import { readiness } from '../../src/api/readiness';
import { loadConfig } from '../../src/config';
import type { RatesStore } from '../../src/rates/rates-store';
import type { RedisConnection, RedisState } from '../../src/redis/redis-connection';
import { listenOnLoopback } from '../support/loopback';
import { testApp, testDeps } from '../support/app';

/** GET `path` on `port` from the local address `from` (any 127.x address is this machine's on Linux). */
function getFrom(from: string, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
  });
}

describe('who pays for the probes on the public port', () => {
  it('a peer outside PROBE_SOURCE_CIDRS pays one light point per probe; a peer inside asks free', async () => {
    const { app, deps } = testApp({ RATE_LIMIT_LIGHT_PER_MIN: '3', PROBE_SOURCE_CIDRS: '127.0.0.1/32' });
    const server = await listenOnLoopback(app);
    try {
      // 127.0.0.2 is another client: its fourth probe is over the budget of three.
      const other = [];
      for (const path of ['/healthz', '/readyz', '/healthz', '/readyz'])
        other.push(await getFrom('127.0.0.2', server.port, path));
      expect(other).toEqual([200, 200, 200, 429]);
      // 127.0.0.1 is inside the range: as many as it likes, and its budget untouched.
      for (let i = 0; i < 6; i++)
        expect(await getFrom('127.0.0.1', server.port, i % 2 ? '/readyz' : '/healthz')).toBe(200);
      expect(await getFrom('127.0.0.1', server.port, '/openapi.json')).toBe(200);
      expect(await deps.metrics.registry.getSingleMetricAsString('rate_limit_rejections_total')).toMatch(
        /limit="light"} 1/,
      );
    } finally {
      await server.close();
    }
  });

  it('a probe that forwards a client pays, even from inside the range', async () => {
    const { app } = testApp({ RATE_LIMIT_LIGHT_PER_MIN: '2' });
    // Loopback, nobody forwarded: free, however often.
    for (let i = 0; i < 3; i++) await request(app).get('/healthz').expect(200);
    await request(app).get('/healthz').set('X-Forwarded-For', '203.0.113.9').expect(200);
    await request(app).get('/readyz').set('Forwarded', 'for=203.0.113.9').expect(200);
    const refused = await request(app).get('/healthz').set('X-Real-IP', '203.0.113.9').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('PROBE_SOURCE_CIDRS empty makes every probe pay; a range that is none stops the start naming it', async () => {
    const { app } = testApp({ RATE_LIMIT_LIGHT_PER_MIN: '1', PROBE_SOURCE_CIDRS: ' ' });
    await request(app).get('/healthz').expect(200);
    await request(app).get('/healthz').expect(429);
    expect(() => loadConfig({ PROBE_SOURCE_CIDRS: '10.0.0.0/8,10.1.2.3/33' })).toThrow(
      /PROBE_SOURCE_CIDRS "10.1.2.3\/33" is not an address range/,
    );
    expect(() => loadConfig({ PROBE_SOURCE_CIDRS: 'kubelet' })).toThrow(/PROBE_SOURCE_CIDRS/);
    expect(loadConfig({ PROBE_SOURCE_CIDRS: '10.0.0.0/8, fd00::/8' }).probeSourceCidrs).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
    ]);
  });
});

/** The embedded store, counting its reads (the Redis store's `current()` is its Redis read). */
function countingRates(): { rates: RatesStore; reads: () => number } {
  const inner = testDeps().rates;
  let reads = 0;
  return {
    rates: Object.assign(Object.create(inner) as RatesStore, { current: () => (reads++, inner.current()) }),
    reads: () => reads,
  };
}

describe('/readyz reads the rates at most once a second', () => {
  it('a flood of probes is one read of the rates per second', async () => {
    const { rates, reads } = countingRates();
    const deps = testDeps({}, { rates });
    // The second does not pass (a frozen clock): on a busy machine the 70 requests can take longer than one.
    const ready = readiness({
      rates,
      redis: undefined,
      lifecycle: deps.lifecycle,
      now: deps.now,
      clock: () => 1_000_000,
    });
    const app = createApp({ ...deps, readiness: ready });
    await Promise.all(Array.from({ length: 50 }, () => request(app).get('/readyz').expect(200)));
    for (let i = 0; i < 20; i++) await request(app).get('/readyz?strict=1').expect(200);
    expect(reads()).toBe(1);
    // Shutting down is read at every answer, never a second late.
    deps.lifecycle.shuttingDown = true;
    expect((await request(app).get('/readyz').expect(503)).body.status).toBe('shutting_down');
    expect(reads()).toBe(1);
  });

  it('reads again once the second is over', async () => {
    const { rates, reads } = countingRates();
    let t = 1_000_000;
    const ready = readiness({
      rates,
      redis: undefined,
      lifecycle: { shuttingDown: false },
      now: () => new Date(t),
      clock: () => t,
    });
    await Promise.all([ready(false), ready(false), ready(true)]);
    t += 999;
    expect((await ready(false)).status).toBe(200);
    expect(reads()).toBe(1);
    t += 1;
    const answer = await ready(false);
    expect(reads()).toBe(2);
    expect(JSON.parse(answer.json)).toMatchObject({ status: 'ready', mode: 'embedded', redis: 'not_configured' });
  });

  it('answers the Redis state of the moment, never one cached from earlier in the second', async () => {
    const { rates, reads } = countingRates();
    // The connection's state is in-process (connection and breaker); a stand-in whose state the test turns.
    let state: RedisState = 'unresponsive';
    const redis = {
      get state() {
        return state;
      },
      isUp: () => state === 'up',
    } as unknown as RedisConnection;
    const t = 1_000_000;
    const ready = readiness({
      rates,
      redis,
      lifecycle: { shuttingDown: false },
      now: () => new Date(t),
      clock: () => t,
    });
    expect(JSON.parse((await ready(false)).json)).toMatchObject({ mode: 'degraded', redis: 'unresponsive' });
    expect((await ready(true)).status).toBe(503);
    state = 'up';
    expect(JSON.parse((await ready(false)).json)).toMatchObject({ mode: 'redis', redis: 'up' });
    expect((await ready(true)).status).toBe(200);
    state = 'down';
    expect(JSON.parse((await ready(false)).json)).toMatchObject({ mode: 'degraded', redis: 'down' });
    // Still one read of the rates: only the Redis state is read live.
    expect(reads()).toBe(1);
  });
});
