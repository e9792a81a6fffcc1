/**
 * The heavy-work pool: what its threads answer is byte for byte what the main thread answers (every calculator's
 * worst input and example, on every surface), a cheap request is not held up by heavy ones, and the pool survives a
 * lost thread, refuses past its queue, and stops with the service.
 */
import path from 'node:path';
import request from 'supertest';
import { encodeJson } from '../../src/heavy/encode-json';
import { calculators } from '../../src/calculators/registry';
import { calculate } from '../../src/dispatch/calculate';
import { calculationJson } from '../../src/dispatch/calculation-json';
import { dispatchContext, liveData } from '../../src/dispatch/context';
import { isApiError } from '../../src/errors/api-error';
import type { HeavyTask, TaskReply } from '../../src/heavy/tasks';
import { calculateWithinBudget } from '../../src/mcp/tool-call';
import { assetBundle } from '../../src/pages/assets';
import { pageCalculator } from '../../src/pages/page-calculation';
import { scheduleCsvAnswer, toolPageHtml } from '../../src/pages/tool-answer';
import { WORST } from '../../scripts/worst-inputs';
import { testApp, TEST_BASE_URL, TEST_NOW } from '../support/app';
import { startInProcess, startServerProcess } from '../support/server-process';
import { newPool, rates } from './support/test-pool';

const site = { baseUrl: TEST_BASE_URL, serviceName: 'Test' };
const bytes = (r: TaskReply): Buffer => {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return Buffer.from(r.body);
};

const queryOf = (input: Readonly<Record<string, unknown>>) =>
  new URLSearchParams(
    Object.entries(input).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );

describe('answers from the pool are the main thread answers, byte for byte', () => {
  const { pool } = newPool();
  afterAll(() => pool.close());

  const cases = calculators.flatMap((c) => [
    { slug: c.slug, what: 'worst input', input: WORST[c.slug]! },
    { slug: c.slug, what: 'example', input: c.exampleInputs },
  ]);

  it('covers every calculator', () => {
    expect(Object.keys(WORST).sort()).toEqual(calculators.map((c) => c.slug).sort());
  });

  it.each(cases)('$slug $what: REST (brotli, gzip, none) and MCP', async ({ slug, input }) => {
    const ctx = await dispatchContext(rates, 'rest', site);
    const json = calculationJson(calculate(slug, input, ctx));
    for (const coding of ['br', 'gzip', false] as const) {
      const here = encodeJson(json, 8192, () => coding);
      const reply = await pool.run({ surface: 'rest', slug, input, site, coding, compressMinBytes: 8192 });
      expect(bytes(reply).equals(Buffer.from(here.body))).toBe(true);
      expect(reply.ok && reply.headers).toEqual(here.headers);
      expect(reply.ok && reply.chars).toBe(json.length);
    }
    const { text } = calculateWithinBudget(slug, input, await dispatchContext(rates, 'mcp', site));
    expect(bytes(await pool.run({ surface: 'mcp', slug, input, site })).toString('utf8')).toBe(text);
  });

  it.each(cases)('$slug $what: page, embed and schedule CSV', async ({ slug, input }) => {
    const calc = calculators.find((c) => c.slug === slug)!;
    const chrome = { nonce: 'n0nce', assets: (await assetBundle()).urls, ...site };
    const query = queryOf(input);
    query.set('schedule', 'monthly');
    const calculator = pageCalculator({ rates, site, calculations: { inc: () => undefined } });
    for (const embed of [false, true]) {
      const here = await toolPageHtml(calc, embed, query, {
        chrome,
        live: await liveData(rates, TEST_NOW),
        calculator,
      });
      const task: HeavyTask = {
        surface: 'page',
        slug,
        site,
        embed,
        query: query.toString(),
        chrome,
        now: TEST_NOW.getTime(),
      };
      const reply = await pool.run(task);
      expect(bytes(reply).toString('utf8')).toBe(here.html);
      expect(reply.ok && reply.status).toBe(here.status);
    }
    let csv;
    try {
      csv = await scheduleCsvAnswer(calc, query, calculator);
    } catch (e) {
      // No schedule: the pool answers the same 404.
      expect(isApiError(e) && e.code).toBe('not_found');
      const reply = await pool.run({ surface: 'csv', slug, site, query: query.toString(), now: TEST_NOW.getTime() });
      expect(!reply.ok && reply.error.code).toBe('not_found');
      return;
    }
    const reply = await pool.run({ surface: 'csv', slug, site, query: query.toString(), now: TEST_NOW.getTime() });
    expect(bytes(reply).toString('utf8')).toBe(csv.body);
    expect(reply.ok && [reply.status, reply.type, reply.headers]).toEqual([csv.status, csv.type, csv.headers]);
  });

  it('an input that does not compute comes back as its 4xx error', async () => {
    const reply = await pool.run({ surface: 'mcp', slug: 'emi-calculator', input: { principal: -1 }, site });
    expect(!reply.ok && reply.error.code).toBe('invalid_input');
  });
});

describe('over HTTP, with and without the pool', () => {
  const { pool, registry } = newPool();
  const pooled = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' }, { heavyPool: pool });
  const inThread = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });
  afterAll(() => pool.close());
  const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
  const mcpBody = (slug: string, input: unknown) =>
    JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: slug, arguments: input },
    });

  it.each(['debt-payoff-calculator', 'mortgage-calculator', 'emi-calculator'])(
    '%s worst input: the same answers on every surface, computed on the pool',
    async (slug) => {
      const input = WORST[slug]!;
      const rest = (app: typeof pooled.app) =>
        request(app)
          .post(`/api/v1/calculate/${slug}`)
          .set('Accept-Encoding', 'br')
          .buffer(true)
          .parse((res, cb) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => cb(null, Buffer.concat(chunks)));
          })
          .send(input);
      const [a, b] = await Promise.all([rest(pooled.app), rest(inThread.app)]);
      expect(a.status).toBe(200);
      expect((a.body as Buffer).equals(b.body as Buffer)).toBe(true);
      for (const h of ['content-type', 'content-encoding', 'content-length', 'vary'])
        expect([h, a.headers[h]]).toEqual([h, b.headers[h]]);

      const mcp = (app: typeof pooled.app) =>
        request(app)
          .post('/mcp')
          .set('Content-Type', 'application/json')
          .set('Accept', 'application/json, text/event-stream')
          .send(mcpBody(slug, input));
      const [m1, m2] = await Promise.all([mcp(pooled.app), mcp(inThread.app)]);
      expect(m1.status).toBe(200);
      expect(m1.text).toBe(m2.text);

      // supertest hands over the body decompressed.
      const share = new URL((JSON.parse(String(a.body)) as { meta: { share_url: string } }).meta.share_url);
      for (const p of [`${share.pathname}${share.search}`, `${share.pathname}/schedule.csv${share.search}`]) {
        const [p1, p2] = await Promise.all([request(pooled.app).get(p), request(inThread.app).get(p)]);
        expect(p1.status).toBe(200);
        expect(withoutNonce(p1.text)).toBe(withoutNonce(p2.text));
        expect(p1.headers['content-type']).toBe(p2.headers['content-type']);
      }
      const tasks = await registry.getSingleMetric('heavy_pool_tasks_total')!.get();
      const surfaces = new Set(tasks.values.filter((v) => v.labels.outcome === 'ok').map((v) => v.labels.surface));
      expect([...surfaces].sort()).toEqual(['csv', 'mcp', 'page', 'rest']);
    },
  );
});

describe('a cheap request beside heavy ones on the same replica', () => {
  it('is not held up by them: its time is under a tenth of theirs', async () => {
    // The service in a process of its own, so that this client's work is not on the service's event loop.
    const server = await startServerProcess({
      RATE_LIMIT_API_PER_MIN: '1000000',
      RATE_LIMIT_IN_FLIGHT_PER_CLIENT: '100',
      ...(process.env.HEAVY_TEST_THREADS ? { HEAVY_POOL_THREADS: process.env.HEAVY_TEST_THREADS } : {}),
    });
    try {
      const post = async (slug: string, body: unknown) => {
        const started = performance.now();
        const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/calculate/${slug}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity' },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        return { status: res.status, ms: performance.now() - started };
      };
      const heavy = WORST['debt-payoff-calculator']!;
      const cheap = calculators.find((c) => c.slug === 'emi-calculator')!.exampleInputs;
      // Both paths warm (the pool's thread compiles its modules on its first task).
      await Promise.all([post('debt-payoff-calculator', heavy), post('emi-calculator', cheap)]);
      const quick: number[] = [];
      const slowest: number[] = [];
      for (let round = 0; round < 5; round++) {
        const heavies = Array.from({ length: 6 }, () => post('debt-payoff-calculator', heavy));
        await new Promise((r) => setTimeout(r, 5));
        const q = await post('emi-calculator', cheap);
        const slow = await Promise.all(heavies);
        expect([q.status, ...new Set(slow.map((s) => s.status))]).toEqual([200, 200]);
        quick.push(q.ms);
        slowest.push(Math.max(...slow.map((s) => s.ms)));
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      // A generous bound on a shared 2-core machine: about 6× there; with HEAVY_POOL_THREADS=0 about 1× (the cheap
      // answer waits out the heavy ones' synchronous blocks), and this fails.
      const ratio = median(slowest) / median(quick);
      expect(ratio).toBeGreaterThan(3);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
    }
  });
});

describe('the pool itself', () => {
  const task: HeavyTask = {
    surface: 'rest',
    slug: 'emi-calculator',
    input: { principal: 100000, annualRate: 10, tenureYears: 30, schedule: 'monthly' },
    site,
    coding: false,
    compressMinBytes: 8192,
  };

  it('a thread lost mid-task is replaced and the task answered in the main thread, counted and logged', async () => {
    const { pool, registry, errors } = newPool({ workerFile: path.join(__dirname, 'support/exiting-worker.js') });
    try {
      const reply = await pool.run(task);
      const { runTask } = await import('../../src/heavy/tasks');
      const here = await runTask(task, await rates.current());
      expect(bytes(reply).equals(bytes(here))).toBe(true);
      const lost = (await registry.getSingleMetric('heavy_pool_tasks_total')!.get()).values.find(
        (v) => v.labels.outcome === 'lost',
      );
      expect(lost?.value).toBe(1);
      expect(errors.length).toBeGreaterThanOrEqual(1);
    } finally {
      await pool.close();
    }
  });

  it('a pool closed while it hands a task to a thread arms no deadline for that task', async () => {
    // A time no other timer here has, to find the task's deadline among the timers armed meanwhile.
    const taskTimeoutMs = 123_457;
    const { pool } = newPool({ workerFile: path.join(__dirname, 'support/echo-worker.js'), taskTimeoutMs });
    const armed = jest.spyOn(globalThis, 'setTimeout');
    try {
      // The task is taken for the thread at once; the pool then reads the rates (a turn later) before sending it.
      const refused = pool.run(task).catch((err: unknown) => err);
      await pool.close();
      const e = await refused;
      expect(isApiError(e) && e.status).toBe(503);
      expect(armed.mock.calls.filter(([, ms]) => ms === taskTimeoutMs)).toEqual([]);
    } finally {
      armed.mockRestore();
    }
  });

  it('a task past its time is refused 503 with Retry-After and its thread replaced', async () => {
    const { pool, registry } = newPool({
      workerFile: path.join(__dirname, 'support/silent-worker.js'),
      taskTimeoutMs: 200,
    });
    try {
      const e: unknown = await pool.run(task).catch((err: unknown) => err);
      expect(isApiError(e) && [e.status, e.headers?.['Retry-After'], e.designed]).toEqual([503, '1', true]);
      const timeout = (await registry.getSingleMetric('heavy_pool_tasks_total')!.get()).values.find(
        (v) => v.labels.outcome === 'timeout',
      );
      expect(timeout?.value).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('past its queue it refuses with 503 and Retry-After, counted, logged once per interval', async () => {
    const { pool, registry, warnings } = newPool({
      workerFile: path.join(__dirname, 'support/silent-worker.js'),
      queue: 2,
    });
    try {
      // One on the thread, three waiting (the client's turn and two behind it), then three refused.
      const running = [pool.run(task), pool.run(task), pool.run(task), pool.run(task)].map((p) =>
        p.catch(() => undefined),
      );
      await new Promise((r) => setImmediate(r));
      const refused = await Promise.all([pool.run(task), pool.run(task), pool.run(task)].map((p) => p.catch((e) => e)));
      for (const e of refused)
        expect(isApiError(e) && [e.status, e.code, e.headers?.['Retry-After']]).toEqual([
          503,
          'service_unavailable',
          '1',
        ]);
      const metric = (await registry.getSingleMetric('heavy_pool_tasks_total')!.get()).values.find(
        (v) => v.labels.outcome === 'refused',
      );
      expect(metric?.value).toBe(3);
      expect(warnings).toHaveLength(1);
      expect((await registry.getSingleMetric('heavy_pool_queue_depth')!.get()).values[0]?.value).toBe(3);
      await pool.close();
      await Promise.all(running);
    } finally {
      await pool.close();
    }
  });

  it('stops with the service: graceful shutdown closes it, later tasks are refused', async () => {
    const { service } = await startInProcess({});
    const pool = service.heavyPool!;
    expect(pool.threadsAlive).toBe(1);
    await service.close();
    expect(pool.threadsAlive).toBe(0);
    const e: unknown = await pool.run(task).catch((err: unknown) => err);
    expect(isApiError(e) && e.status).toBe(503);
  });

  it('is absent with HEAVY_POOL_THREADS=0', async () => {
    const { service } = await startInProcess({ HEAVY_POOL_THREADS: '0' });
    expect(service.heavyPool).toBeUndefined();
    await service.close();
  });
});
