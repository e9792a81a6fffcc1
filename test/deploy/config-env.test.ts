/**
 * The manifests' environment against the code that reads it (docs/operate.md, "Configuration"): the ConfigMap and
 * the Secret start a valid configuration in every overlay, every variable they set is one src/config.ts
 * reads, and what the configuration says matches the rest of the manifests (ports, hosts, proxy hops).
 */
import request from 'supertest';
import { loadConfig } from '../../src/config';
import { testApp } from '../support/app';
import { assemble, find, OVERLAYS, overlayDir, type K8sObject } from './support/kustomize';
import { containerEnv, MANAGED_REDIS_URL, overlaySecret, workload } from './support/pod-env';

/** The topology each overlay runs on. */
const TOPOLOGY = {
  small: 'standalone',
  production: 'standalone',
  'managed-redis': 'standalone',
  'redis-sentinel': 'sentinel',
  'managed-redis-cluster': 'cluster',
} as const;

/** The names `loadConfig` reads, recorded by handing it an environment that notes every lookup. */
function variablesTheCodeReads(): Set<string> {
  const read = new Set<string>();
  loadConfig(
    new Proxy({} as Record<string, string | undefined>, { get: (_t, name) => (read.add(String(name)), undefined) }),
  );
  return read;
}

describe.each(OVERLAYS)('overlay %s', (overlay) => {
  const objects = assemble(overlayDir(overlay));
  const api = workload(objects, 'Deployment', 'fincalc-api').spec.template.spec.containers[0]!;
  const worker = workload(objects, 'Deployment', 'fincalc-worker').spec.template.spec.containers[0]!;
  const secret = overlaySecret(overlay);
  const apiEnv = containerEnv(objects, api, secret);
  const workerEnv = containerEnv(objects, worker, secret);

  test(`the API and the worker start with a valid configuration, on Redis (${TOPOLOGY[overlay]})`, () => {
    for (const env of [apiEnv, workerEnv]) {
      const config = loadConfig(env);
      expect(config.redis?.kind).toBe(TOPOLOGY[overlay]);
      expect(config.redisKeyPrefix).toBe(loadConfig(apiEnv).redisKeyPrefix);
    }
    if (overlay === 'managed-redis') expect(loadConfig(apiEnv).redisUrl).toBe(MANAGED_REDIS_URL);
  });

  if (TOPOLOGY[overlay] !== 'standalone')
    test("the data nodes authenticate with the Secret's password, and the managed Cluster speaks TLS", () => {
      const redis = loadConfig(apiEnv).redis!;
      if (redis.kind === 'standalone') throw new Error('not a Sentinel or Cluster topology');
      expect(redis.password).toBe(secret.REDIS_PASSWORD);
      expect(redis.tls).toBe(overlay === 'managed-redis-cluster');
      // Without the password in the Secret the pods do not start (a required secretKeyRef).
      const { REDIS_PASSWORD: _password, ...withoutPassword } = secret;
      if (overlay === 'managed-redis-cluster')
        expect(() => containerEnv(objects, api, withoutPassword)).toThrow(/REDIS_PASSWORD/);
    });

  test('every variable the manifests set is one the code reads', () => {
    const read = variablesTheCodeReads();
    for (const name of new Set([...Object.keys(apiEnv), ...Object.keys(workerEnv)]))
      expect([name, read.has(name)]).toEqual([name, true]);
  });

  test('the ports the code listens on are the ports the containers declare', () => {
    expect(api.ports).toEqual([
      { name: 'http', containerPort: loadConfig(apiEnv).port },
      { name: 'metrics', containerPort: loadConfig(apiEnv).metricsPort },
    ]);
    expect(worker.ports).toEqual([{ name: 'metrics', containerPort: loadConfig(workerEnv).workerMetricsPort }]);
  });

  test('BASE_URL is the Ingress host, and /mcp accepts it and the in-cluster Service names', () => {
    const config = loadConfig(apiEnv);
    const ingress = find<K8sObject & { spec: { rules: { host: string }[]; tls: { hosts: string[] }[] } }>(
      objects,
      'Ingress',
      'fincalc-api',
    );
    const host = new URL(config.baseUrl).hostname;
    expect(ingress.spec.rules.map((r) => r.host)).toEqual([host]);
    expect(ingress.spec.tls[0]!.hosts).toEqual([host]);
    expect(config.baseUrl.startsWith('https://')).toBe(true);
    const namespace = ingress.metadata.namespace!;
    expect(config.mcpAllowedHosts).toEqual(
      expect.arrayContaining([
        host,
        'fincalc-api',
        `fincalc-api.${namespace}`,
        `fincalc-api.${namespace}.svc`,
        `fincalc-api.${namespace}.svc.cluster.local`,
      ]),
    );
  });

  test('the insurance limiter divides each budget by the HPA minimum', () => {
    const hpa = find<K8sObject & { spec: { minReplicas: number } }>(objects, 'HorizontalPodAutoscaler', 'fincalc-api');
    expect(loadConfig(apiEnv).rateLimitExpectedReplicas).toBe(hpa.spec.minReplicas);
  });
});

describe('behind the ingress (TRUST_PROXY from the ConfigMap)', () => {
  const objects = assemble(overlayDir('production'));
  const secret = overlaySecret('managed-redis');
  const { REDIS_URL: _redis, ...env } = containerEnv(
    objects,
    workload(objects, 'Deployment', 'fincalc-api').spec.template.spec.containers[0]!,
    secret,
  );
  // In-memory limits (no Redis in this test) and a budget of 2, so the third request is refused.
  const { app } = testApp({ ...env, RATE_LIMIT_API_PER_MIN: '2' });
  const tools = (xff: string) => request(app).get('/api/v1/tools').set('X-Forwarded-For', xff);

  test('each client address the ingress reports has its own budget, and a forged X-Forwarded-For entry changes nothing', async () => {
    expect((await tools('203.0.113.7')).status).toBe(200);
    expect((await tools('203.0.113.7')).status).toBe(200);
    expect((await tools('203.0.113.7')).status).toBe(429);
    // Another client behind the same ingress is not affected.
    expect((await tools('198.51.100.9')).status).toBe(200);
    // The client sent X-Forwarded-For: 192.0.2.1 itself; ingress-nginx appended the address it saw.
    expect((await tools('192.0.2.1, 203.0.113.7')).status).toBe(429);
  });

  test('/mcp answers the public host and an in-cluster Service name, and refuses any other Host', async () => {
    const ping = (host: string) =>
      request(app)
        .post('/mcp')
        .set('Host', host)
        .set('X-Forwarded-For', '198.51.100.20')
        .set('Accept', 'application/json, text/event-stream')
        .set('MCP-Protocol-Version', '2025-06-18')
        .send({ jsonrpc: '2.0', id: 1, method: 'ping' });
    expect((await ping('fincalc.example.com')).status).toBe(200);
    expect((await ping('fincalc-api.fincalc.svc.cluster.local')).status).toBe(200);
    expect((await ping('evil.example.net')).status).toBe(403);
  });
});

describe('API keys in the manifests', () => {
  test.each(OVERLAYS)(
    'overlay %s: the plans are the documented defaults, revocations apply within 30 s, and customers have a contact',
    (overlay) => {
      const objects = assemble(overlayDir(overlay));
      const api = workload(objects, 'Deployment', 'fincalc-api').spec.template.spec.containers[0]!;
      const config = loadConfig(containerEnv(objects, api, overlaySecret(overlay)));
      expect(config.apiPlans).toEqual(loadConfig({}).apiPlans);
      expect(config.apiKeyCacheSeconds).toBe(30);
      expect(config.contactEmail).toMatch(/@/);
    },
  );
});
