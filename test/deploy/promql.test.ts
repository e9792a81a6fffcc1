/**
 * The alert rules and the dashboard: every PromQL expression parses with Prometheus' own
 * grammar and names only metrics, and labels, that the running API and worker really serve at
 * /metrics; the thresholds follow the code's own rules.
 */
import Redis from 'ioredis';
import { createMetrics } from '../../src/api/metrics';
import { BENCHMARK_IDS, BENCHMARKS, isStale, type Frequency } from '../../src/rates/benchmarks';
import { refreshJobOptions } from '../../src/workers/refresh-queue';
import { acquireRedis, keysUnder, redisIt, uniquePrefix, type TestRedis } from '../support/redis';
import { OFFLINE_SOURCES, startServerProcess } from '../support/server-process';
import { startWorkerProcess } from '../workers/support/worker-process';
import { assemble, find, OVERLAYS, overlayDir, type K8sObject } from './support/kustomize';
import { alertRules, allExpressions } from './support/monitoring';
import { parsePromQL } from './support/promql';
import { parseExposition, TARGET_LABELS, type ServedMetrics } from './support/served-metrics';

const DAY = 86_400;

describe('PromQL syntax', () => {
  test.each(allExpressions().map((e) => [e.origin, e.expr]))('%s parses', (_origin, expr) => {
    expect(parsePromQL(expr).errors).toEqual([]);
  });

  test('the grammar rejects broken expressions (so the check above can fail)', () => {
    expect(parsePromQL('sum by (route (rate(http_request_duration_seconds_count[5m]))').errors).not.toEqual([]);
    expect(parsePromQL('rate(calculations_total[5x])').errors).not.toEqual([]);
  });
});

describe('metrics the service serves', () => {
  let redis: TestRedis | undefined;
  const served: ServedMetrics = new Map();
  let prefix: string;

  beforeAll(async () => {
    redis = await acquireRedis();
    if (!redis) return;
    prefix = uniquePrefix('deploy-metrics');
    const env = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: prefix, FX_REFRESH_CRON: '0 0 1 1 *', ...OFFLINE_SOURCES };
    const [api, worker] = await Promise.all([startServerProcess(env), startWorkerProcess(env)]);
    try {
      // A calculation, an MCP message and a 404, so the labelled series have samples too.
      const base = `http://127.0.0.1:${api.port}`;
      await fetch(`${base}/api/v1/calculate/emi-calculator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ principal: 100000, annualRate: 6, tenureMonths: 120 }),
      });
      await fetch(`${base}/nope`);
      parseExposition(await (await fetch(`http://127.0.0.1:${api.metricsPort}/metrics`)).text(), served);
      parseExposition(await (await fetch(`http://127.0.0.1:${worker.metricsPort}/metrics`)).text(), served);
    } finally {
      api.child.kill('SIGTERM');
      worker.child.kill('SIGTERM');
      await Promise.all([api.exit, worker.exit]);
    }
    // Labelled series the requests above did not reach still carry the labels the code declares.
    for (const m of createMetrics({ defaultMetrics: false }).registry.getMetricsAsArray()) {
      const names = [...(served.keys() ?? [])].filter((n) => n === m.name || n.startsWith(`${m.name}_`));
      for (const n of names)
        for (const l of (m as unknown as { labelNames: string[] }).labelNames) served.get(n)!.add(l);
    }
  });

  afterAll(async () => {
    if (!redis) return;
    const client = new Redis(redis.url);
    const keys = await keysUnder(client, prefix);
    if (keys.length > 0) await client.unlink(...keys);
    client.disconnect();
    await redis.stop();
  });

  // Collected as skipped when the run has no Redis.
  const maybe = (name: string, fn: () => void) => redisIt()(name, fn);

  maybe('include the ones the alerts need, from the API and from the worker', () => {
    for (const name of [
      'http_request_duration_seconds_bucket',
      'calculations_total',
      'rate_limit_rejections_total',
      'rate_age_seconds',
      'rates_refresh_total',
      'rates_refresh_duration_seconds_bucket',
      'rates_refresh_age_seconds',
      'redis_up',
      'mcp_requests_total',
      'mcp_request_duration_seconds_bucket',
      'mcp_tool_calls_total',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(served.has(name)).toBe(true);
    }
    expect([...served.get('http_request_duration_seconds_count')!].sort()).toEqual(['method', 'route', 'status_code']);
  });

  maybe('are the only ones the rules and the dashboard select, with labels they carry', () => {
    const problems: string[] = [];
    for (const { origin, expr } of allExpressions()) {
      const parsed = parsePromQL(expr);
      const known = new Set<string>([...TARGET_LABELS, 'le']);
      for (const s of parsed.selectors) {
        const labels = served.get(s.metric);
        if (!labels) {
          problems.push(`${origin}: ${s.metric} is not served`);
          continue;
        }
        labels.forEach((l) => known.add(l));
        for (const l of s.labels)
          if (!labels.has(l) && !(TARGET_LABELS as readonly string[]).includes(l))
            problems.push(`${origin}: ${s.metric} has no label ${l}`);
      }
      for (const l of parsed.groupingLabels)
        if (!known.has(l)) problems.push(`${origin}: groups by ${l}, which no selected series has`);
    }
    expect(problems).toEqual([]);
  });

  maybe('a misspelt metric or label would be caught', () => {
    expect(served.has('http_requests_total')).toBe(false);
    expect(served.get('calculations_total')!.has('slug')).toBe(false);
  });
});

describe('alert thresholds follow the code', () => {
  const rules = alertRules();
  const rule = (name: string) => rules.find((r) => r.alert === name)!;

  test('every alert the runbook lists is there', () => {
    expect(rules.map((r) => r.alert).sort()).toEqual(
      [
        'FinCalcHighErrorRate',
        'FinCalcHighLatencyP99',
        'FinCalcLoadShedding',
        'FinCalcRateLimitRejectionsSurging',
        'FinCalcRedisDown',
        'FinCalcApiKeyGuessing',
        'FinCalcRateStale',
        'FinCalcRatesNotRefreshed',
        'FinCalcRatesRefreshFailing',
        'FinCalcRefreshWorkerReplaced',
        'FinCalcWorkerAbsent',
        'FinCalcUnreadStaticAnswers',
      ].sort(),
    );
    for (const r of rules) expect(['warning', 'critical']).toContain(r.labels?.severity);
  });

  test('the error rate leaves out the designed 503s (keys that cannot be verified while Redis is away)', () => {
    const expr = rule('FinCalcHighErrorRate').expr;
    expect(expr).toMatch(/status_code=~"5\.\."/);
    expect(expr).toMatch(
      /- \(\s*sum by \(namespace\) \(rate\(api_key_auth_failures_total\{[^}]*reason="unverifiable"\}/,
    );
  });

  /** rate → threshold (seconds) from `rate_age_seconds{…, rate=~"a|b"}) > N` terms. */
  function staleThresholds(): Map<string, number> {
    const out = new Map<string, number>();
    for (const m of rule('FinCalcRateStale').expr.matchAll(/rate=~"([\w|]+)"\}\)\s*>\s*(\d+)/g))
      for (const id of m[1]!.split('|')) out.set(id, Number(m[2]));
    return out;
  }

  test('FinCalcRateStale covers every benchmark and the FX table once', () => {
    expect([...staleThresholds().keys()].sort()).toEqual([...BENCHMARK_IDS, 'fx'].sort());
  });

  // rate_age_seconds runs from the observation date; the API's isStale runs from the end of the month
  // for monthly and quarterly series. The alert must never fire on a value the API still calls fresh,
  // and fire at most 3 days after the API calls it stale, whatever the month.
  test.each([...BENCHMARK_IDS, 'fx' as const])(
    'FinCalcRateStale fires for %s when the API marks it stale, at most 3 days late',
    (id) => {
      const threshold = staleThresholds().get(id)!;
      const frequency: Frequency = id === 'fx' ? 'daily' : BENCHMARKS[id].frequency;
      for (let month = 0; month < 24; month++) {
        const observed = new Date(Date.UTC(2025, month, 1));
        const asOf = observed.toISOString().slice(0, 10);
        const at = (seconds: number) => new Date(observed.getTime() + seconds * 1000);
        expect(isStale(asOf, frequency, at(threshold + 1))).toBe(true);
        expect(isStale(asOf, frequency, at(threshold - 3 * DAY - 1))).toBe(false);
      }
    },
  );

  test.each(OVERLAYS)(
    'FinCalcRatesNotRefreshed allows two missed benchmark refreshes of overlay %s, and the Easter gap of the ECB',
    (overlay) => {
      const config = find<K8sObject & { data: Record<string, string> }>(
        assemble(overlayDir(overlay)),
        'ConfigMap',
        'fincalc-config',
      );
      const everySeconds = Number(config.data.RATES_REFRESH_MINUTES) * 60;
      const expr = rule('FinCalcRatesNotRefreshed').expr;
      expect(Number(/source=~"fred\|curated"\}\)\s*>\s*(\d+)/.exec(expr)![1])).toBe(2 * everySeconds + 1800);
      // FX_REFRESH_CRON runs on weekdays; the ECB does not publish on Good Friday and Easter Monday.
      expect(config.data.FX_REFRESH_CRON).toMatch(/ 1-5$/);
      expect(Number(/source="ecb"\}\)\s*>\s*(\d+)/.exec(expr)![1])).toBeGreaterThan(5 * DAY);
    },
  );

  test('FinCalcRatesRefreshFailing fires once a job has used all its attempts', () => {
    expect(rule('FinCalcRatesRefreshFailing').expr).toMatch(
      new RegExp(`>= ${refreshJobOptions(60_000).attempts}\\s*$`),
    );
  });

  test('every job the rules and the dashboard select is a Service a ServiceMonitor scrapes', () => {
    const objects = assemble(overlayDir('production'));
    const monitored = objects
      .filter((o) => o.kind === 'ServiceMonitor')
      .flatMap((sm) => {
        const selector = (sm.spec as { selector: { matchLabels: Record<string, string> } }).selector.matchLabels;
        return objects
          .filter(
            (o) => o.kind === 'Service' && Object.entries(selector).every(([k, v]) => o.metadata.labels?.[k] === v),
          )
          .map((s) => s.metadata.name);
      });
    const jobs = new Set(
      allExpressions().flatMap(({ expr }) => [...expr.matchAll(/job=~?"([^"]+)"/g)].flatMap((m) => m[1]!.split('|'))),
    );
    expect([...jobs].sort()).toEqual(['fincalc-api', 'fincalc-worker']);
    for (const job of jobs) expect(monitored).toContain(job);
  });
});
