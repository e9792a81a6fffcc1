/**
 * Shed, don't queue: past SHED_LAG_MS of event-loop lag the replica refuses heavy calculations first, then page
 * results, then REST and MCP calculations, with 503 and Retry-After, while probes and cheap requests are answered.
 */
import { Registry } from 'prom-client';
import { LoadShedder, shedClassOf } from '../../src/api/load-shedding';
import { startInProcess } from '../support/server-process';
import request from 'supertest';
import { testApp } from '../support/app';

/** A shedder on a clock the test moves: each `tickAfter(ms)` is one timer tick `ms` after the last. */
function drivenShedder(boundMs = 100) {
  let t = 0;
  const registry = new Registry();
  const shedder = new LoadShedder({ boundMs, registry, now: () => t });
  return {
    shedder,
    registry,
    tickAfter(ms: number) {
      t += ms;
      shedder.tick();
    },
    /** Time passing with no tick: the loop busy in one turn. */
    busyFor(ms: number) {
      t += ms;
    },
  };
}

describe('load shedding by lag', () => {
  it('sheds in steps: heavy past the bound, pages past twice it, calculations past four times it', () => {
    const { shedder, tickAfter } = drivenShedder(100);
    tickAfter(20);
    expect(shedder.lagMs).toBe(0);
    expect(['heavy', 'page', 'calculation'].map((c) => shedder.refuses(c as never))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    tickAfter(20 + 150);
    expect(shedder.lagMs).toBe(150);
    expect(shedder.refuses('heavy')).toMatch(/lags 150 ms/);
    expect(shedder.refuses('page')).toBeUndefined();
    tickAfter(20 + 250);
    expect(shedder.refuses('page')).toMatch(/overloaded/);
    expect(shedder.refuses('calculation')).toBeUndefined();
    tickAfter(20 + 450);
    expect(shedder.refuses('calculation')).toMatch(/overloaded/);
    // A lag is remembered for the rest of its second and the next, then forgotten.
    for (let i = 0; i < 110; i++) tickAfter(20);
    expect(shedder.lagMs).toBe(0);
    expect(shedder.refuses('heavy')).toBeUndefined();
  });

  it('a turn of the loop that runs past the bound sheds its own tail before the timer can tick', () => {
    // 200 heavy requests taken in by one read: the timer cannot tick until the turn ends, so the lag so far is the time
    // since it last ran, less its 20 ms period.
    const { shedder, tickAfter, busyFor } = drivenShedder(100);
    tickAfter(20);
    busyFor(110);
    expect(shedder.lagMs).toBe(90);
    expect(shedder.refuses('heavy')).toBeUndefined();
    busyFor(40);
    expect(shedder.refuses('heavy')).toMatch(/lags 130 ms/);
    expect(shedder.refuses('page')).toBeUndefined();
    busyFor(300);
    expect(shedder.refuses('calculation')).toMatch(/lags 430 ms/);
    // The tick that ends the turn records it: the lag stays for the rest of the second.
    tickAfter(0);
    tickAfter(20);
    expect(shedder.lagMs).toBe(430);
  });

  it('SHED_LAG_MS=0 never sheds', () => {
    const { shedder, tickAfter } = drivenShedder(0);
    tickAfter(5000);
    expect(shedder.refuses('calculation')).toBeUndefined();
  });

  it('counts what it sheds by class', async () => {
    const { shedder, registry, tickAfter } = drivenShedder(100);
    tickAfter(520);
    shedder.refuses('heavy');
    shedder.refuses('calculation');
    shedder.refuses('calculation');
    const values = (await registry.getSingleMetric('load_shed_total')!.get()).values;
    expect(Object.fromEntries(values.map((v) => [v.labels.class, v.value]))).toEqual({
      heavy: 1,
      page: 0,
      calculation: 2,
    });
  });

  it('classes: calculations and page results may be shed; probes, docs, the catalog, assets never', () => {
    expect(shedClassOf('POST', '/api/v1/calculate/emi-calculator', false)).toBe('calculation');
    expect(shedClassOf('POST', '/mcp', false)).toBe('calculation');
    expect(shedClassOf('GET', '/tools/emi-calculator', true)).toBe('page');
    expect(shedClassOf('GET', '/tools/emi-calculator/embed/result', false)).toBe('page');
    expect(shedClassOf('GET', '/tools/emi-calculator/schedule.csv', true)).toBe('page');
    for (const path of ['/healthz', '/readyz', '/api-docs', '/openapi.json', '/api/v1/tools', '/tools', '/'])
      expect(shedClassOf('GET', path, false)).toBeUndefined();
    expect(shedClassOf('GET', '/tools/emi-calculator', false)).toBeUndefined();
  });

  it('a calculation with a large input (2 kB of body or URL) is shed with the heavy work', () => {
    expect(shedClassOf('POST', '/api/v1/calculate/debt-payoff-calculator', false, 2911)).toBe('heavy');
    expect(shedClassOf('POST', '/mcp', false, 3000)).toBe('heavy');
    expect(shedClassOf('POST', '/api/v1/calculate/emi-calculator', false, 2047)).toBe('calculation');
    expect(shedClassOf('GET', '/tools/debt-payoff-calculator', true, 4500)).toBe('heavy');
    expect(shedClassOf('GET', '/tools/debt-payoff-calculator/schedule.csv', true, 4500)).toBe('heavy');
    expect(shedClassOf('GET', '/tools/debt-payoff-calculator', true, 300)).toBe('page');
    // Never a page without inputs, whatever its URL.
    expect(shedClassOf('GET', '/tools', false, 5000)).toBeUndefined();
  });
});

describe('shedding in the app', () => {
  /** A shedder whose lag the test sets. */
  class SetLag extends LoadShedder {
    lag = 0;
    override get lagMs() {
      return this.lag;
    }
  }
  const big = {
    debts: Array.from({ length: 40 }, (_, i) => ({ name: `D${i}`, balance: 1000 + i, rate: 10, minPayment: 50 })),
    monthlyBudget: 5000,
  };

  it('at 150 ms of lag a large body is refused 503 and a small calculation served', async () => {
    const shedder = new SetLag({ boundMs: 100, registry: new Registry() });
    const { app } = testApp({}, { shedder });
    shedder.lag = 150;
    expect(JSON.stringify(big).length).toBeGreaterThan(2048);
    const refused = await request(app).post('/api/v1/calculate/debt-payoff-calculator').send(big).expect(503);
    expect(refused.headers['retry-after']).toBe('1');
    await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 1000, annualRate: 5, tenureYears: 1 })
      .expect(200);
  });

  it('asks again once the budgets have answered: a request let in before them is refused if the lag grew meanwhile', async () => {
    const shedder = new SetLag({ boundMs: 100, registry: new Registry() });
    const { app } = testApp({}, { shedder });
    // The lag grows between the first check and the second, as when a burst's budget answers come back together.
    let asked = 0;
    const refuses = shedder.refuses.bind(shedder);
    shedder.refuses = (what) => {
      if (++asked === 2) shedder.lag = 150;
      return refuses(what);
    };
    await request(app).post('/api/v1/calculate/debt-payoff-calculator').send(big).expect(503);
    expect(asked).toBe(2);
    shedder.lag = 0;
    asked = 0;
    await request(app)
      .get(
        '/tools/debt-payoff-calculator/schedule.csv?' +
          new URLSearchParams({ debts: JSON.stringify(big.debts), monthlyBudget: '5000' }),
      )
      .expect((r) => expect(r.status).toBe(503));
    expect(asked).toBe(2);
  });
});

describe('a replica whose event loop was blocked', () => {
  it('answers probes and cheap requests, refuses calculations and pages 503 with Retry-After, then serves again', async () => {
    const { service, port } = await startInProcess({ SHED_LAG_MS: '100' });
    const base = `http://127.0.0.1:${port}`;
    const calc = () =>
      fetch(`${base}/api/v1/calculate/emi-calculator`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ principal: 1000, annualRate: 5, tenureYears: 1 }),
      });
    const page = () => fetch(`${base}/tools/emi-calculator?principal=1000&annualRate=5&tenureYears=1`);
    // A calculation is served once no lag is remembered. On a loaded machine the replica's start-up or a busy
    // neighbour can leave a lag of its own in the window, so this asks until it is served, within a bound.
    const servedWithin = async (ms: number) => {
      const deadline = performance.now() + ms;
      let status = (await calc()).status;
      while (status !== 200 && performance.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        status = (await calc()).status;
      }
      return status;
    };
    try {
      expect(await servedWithin(10_000)).toBe(200);
      // The lag, made deterministically: 600 ms of synchronous work on the replica's own thread.
      const until = performance.now() + 600;
      while (performance.now() < until);
      const [health, ready, tools, shedCalc, shedPage] = await Promise.all([
        fetch(`${base}/healthz`),
        fetch(`${base}/readyz`),
        fetch(`${base}/api/v1/tools`),
        calc(),
        page(),
      ]);
      expect([health.status, ready.status, tools.status]).toEqual([200, 200, 200]);
      for (const r of [shedCalc, shedPage]) {
        expect(r.status).toBe(503);
        expect(r.headers.get('retry-after')).toBe('1');
      }
      expect(((await shedCalc.json()) as { detail: string }).detail).toMatch(/event loop lags/);
      // The lag is forgotten after two windows of a second.
      expect(await servedWithin(10_000)).toBe(200);
    } finally {
      await service.close();
    }
  });
});
