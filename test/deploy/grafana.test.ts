/**
 * deploy/grafana/fincalc-dashboard.json: imports into any Grafana with a Prometheus data
 * source (a datasource variable, never a fixed data source id), lays its panels out without overlaps,
 * and draws the panels listed below.
 */
import { dashboard, type GrafanaPanel } from './support/monitoring';
import { parsePromQL, substituteGrafanaVariables } from './support/promql';

const d = dashboard();
const panels = d.panels.filter((p) => p.type !== 'row');

describe('import', () => {
  test('a new dashboard (no numeric id) with a stable uid, and nothing for the import dialog to ask', () => {
    expect(d.id).toBeNull();
    expect(d.uid).toMatch(/^[\w-]{1,40}$/);
    expect(d.title).toBeTruthy();
    expect(d.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(d.__inputs).toBeUndefined();
  });

  test('a datasource variable of type prometheus, and every panel and query uses it', () => {
    const variable = d.templating.list.find((v) => v.type === 'datasource');
    expect(variable).toMatchObject({ name: 'datasource', query: 'prometheus' });
    const refs: { type: string; uid: string }[] = [];
    const walk = (node: unknown, key?: string) => {
      if (Array.isArray(node)) node.forEach((n) => walk(n));
      else if (node && typeof node === 'object') {
        if (key === 'datasource') refs.push(node as { type: string; uid: string });
        for (const [k, v] of Object.entries(node)) walk(v, k);
      }
    };
    walk(d);
    expect(refs.length).toBeGreaterThan(panels.length);
    for (const ref of refs) expect(ref).toEqual({ type: 'prometheus', uid: '${datasource}' });
  });
});

describe('layout', () => {
  test('panel ids are unique and every panel fits the 24-column grid', () => {
    expect(new Set(d.panels.map((p) => p.id)).size).toBe(d.panels.length);
    for (const p of d.panels) expect(p.gridPos.x + p.gridPos.w).toBeLessThanOrEqual(24);
  });

  test('no two panels overlap', () => {
    const overlap = (a: GrafanaPanel, b: GrafanaPanel) =>
      a.gridPos.x < b.gridPos.x + b.gridPos.w &&
      b.gridPos.x < a.gridPos.x + a.gridPos.w &&
      a.gridPos.y < b.gridPos.y + b.gridPos.h &&
      b.gridPos.y < a.gridPos.y + a.gridPos.h;
    for (const [i, a] of d.panels.entries()) for (const b of d.panels.slice(i + 1)) expect(overlap(a, b)).toBe(false);
  });

  test('every query has a refId unique in its panel', () => {
    for (const p of panels) {
      const ids = (p.targets ?? []).map((t) => t.refId);
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe('what it draws', () => {
  const queries = panels.flatMap((p) => (p.targets ?? []).map((t) => parsePromQL(substituteGrafanaVariables(t.expr))));
  /** Some query selects `metric` and groups by every one of `by`. */
  const drawn = (metric: string, by: string[] = []) =>
    queries.some((q) => q.selectors.some((s) => s.metric === metric) && by.every((l) => q.groupingLabels.includes(l)));

  test.each([
    ['request rate by route and status', 'http_request_duration_seconds_count', ['route', 'status_code']],
    ['latency percentiles', 'http_request_duration_seconds_bucket', ['le']],
    ['rate-limit rejections', 'rate_limit_rejections_total', ['limit']],
    ['calculations by tool and channel', 'calculations_total', ['tool', 'channel']],
    ['MCP calls by method and revision', 'mcp_requests_total', ['method', 'revision']],
    ['rate ages', 'rate_age_seconds', ['rate']],
    ['refresh outcomes', 'rates_refresh_total', ['source', 'outcome']],
    ['Redis up', 'redis_up', []],
    ['requests by plan (never by key)', 'plan_requests_total', ['plan', 'limit']],
    ['API key authentication failures by reason', 'api_key_auth_failures_total', ['reason']],
    ['exhausted monthly quotas by plan', 'quota_exhaustions_total', ['plan']],
    ['event loop lag', 'nodejs_eventloop_lag_p99_seconds', []],
    ['memory', 'process_resident_memory_bytes', []],
    ['static answers by kind and outcome', 'static_answers_total', ['kind', 'outcome']],
    ['unread static bytes per replica', 'static_unread_bytes', ['pod']],
    ['connections dropped for unread static answers', 'static_unread_drops_total', []],
    ['connections refused before the app by reason', 'http_connection_refusals_total', ['reason']],
    ['new connections a second per replica', 'http_new_connections_rate', ['pod']],
  ])('%s', (_what, metric, by) => {
    expect(drawn(metric, by)).toBe(true);
  });

  test('no query groups or filters by an API key (one series per key would grow without bound)', () => {
    for (const q of queries) expect(q.groupingLabels.filter((l) => /key/.test(l))).toEqual([]);
  });

  test('4xx and 5xx responses: a query that selects error status codes', () => {
    expect(
      queries.some((q) =>
        q.selectors.some((s) => s.metric === 'http_request_duration_seconds_count' && s.labels.includes('status_code')),
      ),
    ).toBe(true);
  });
});
