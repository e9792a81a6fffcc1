/**
 * The NetworkPolicies as connections allowed and denied: API and worker reach Redis, only the
 * worker reaches the internet (HTTPS, public addresses), the ingress controller and Prometheus reach
 * what they need, and nothing else gets in.
 */
import { assemble, overlayDir } from './support/kustomize';
import { allowed, networkPolicies, type Endpoint } from './support/network-policy';

const pod = (namespace: string, labels: Record<string, string>, ports?: Record<string, number>): Endpoint => ({
  pod: { namespace, labels, ports },
});
const fincalc = (component: string, ports?: Record<string, number>) =>
  pod(
    'fincalc',
    {
      'app.kubernetes.io/name': 'fincalc',
      'app.kubernetes.io/component': component,
      'app.kubernetes.io/part-of': 'fincalc',
    },
    ports,
  );

const api = fincalc('api', { http: 3000, metrics: 9464 });
const worker = fincalc('worker', { metrics: 9465 });
const redis = fincalc('redis', { redis: 6379 });
const ingressNginx = pod('ingress-nginx', { 'app.kubernetes.io/name': 'ingress-nginx' });
const prometheus = pod('monitoring', { 'app.kubernetes.io/name': 'prometheus' });
const stranger = pod('default', { app: 'something-else' });
const neighbour = pod('fincalc', { app: 'debug-shell' });
const dns = pod('kube-system', { 'k8s-app': 'kube-dns' });
const fred: Endpoint = { ip: '65.89.18.120' };
const metadataService: Endpoint = { ip: '169.254.169.254' };
const clusterAddress: Endpoint = { ip: '10.1.2.3' };

describe('self-contained install (overlays/small)', () => {
  const policies = networkPolicies(assemble(overlayDir('small')));
  const can = (from: Endpoint, to: Endpoint, port: number, protocol?: string) =>
    allowed(policies, from, to, port, protocol);

  test('API and worker reach Redis; nothing else does', () => {
    expect(can(api, redis, 6379)).toBe(true);
    expect(can(worker, redis, 6379)).toBe(true);
    for (const other of [stranger, neighbour, ingressNginx, prometheus]) expect(can(other, redis, 6379)).toBe(false);
  });

  test('only the worker reaches the internet, over HTTPS, to public addresses', () => {
    expect(can(worker, fred, 443)).toBe(true);
    expect(can(worker, fred, 80)).toBe(false);
    expect(can(api, fred, 443)).toBe(false);
    expect(can(redis, fred, 443)).toBe(false);
    expect(can(worker, metadataService, 443)).toBe(false);
    expect(can(worker, clusterAddress, 443)).toBe(false);
  });

  test('API and worker resolve names', () => {
    for (const p of [api, worker]) {
      expect(can(p, dns, 53, 'UDP')).toBe(true);
      expect(can(p, dns, 53, 'TCP')).toBe(true);
    }
  });

  test('the ingress controller reaches the API port only; Prometheus reaches the API and the worker metrics only', () => {
    expect(can(ingressNginx, api, 3000)).toBe(true);
    expect(can(ingressNginx, api, 9464)).toBe(false);
    expect(can(prometheus, api, 9464)).toBe(true);
    expect(can(prometheus, api, 3000)).toBe(false);
    expect(can(prometheus, worker, 9465)).toBe(true);
    expect(can(ingressNginx, worker, 9465)).toBe(false);
  });

  test('nothing else reaches the API or the worker', () => {
    for (const other of [stranger, neighbour]) {
      expect(can(other, api, 3000)).toBe(false);
      expect(can(other, api, 9464)).toBe(false);
      expect(can(other, worker, 9465)).toBe(false);
    }
  });
});

describe('managed Redis (overlays/managed-redis)', () => {
  const policies = networkPolicies(assemble(overlayDir('managed-redis')));
  const managedRedis: Endpoint = { ip: '10.20.30.40' };

  test('API and worker reach the managed Redis on 6379 and 6380 (TLS); the API still reaches no internet', () => {
    for (const p of [api, worker]) {
      expect(allowed(policies, p, managedRedis, 6379)).toBe(true);
      expect(allowed(policies, p, managedRedis, 6380)).toBe(true);
    }
    expect(allowed(policies, api, fred, 443)).toBe(false);
    expect(allowed(policies, worker, fred, 443)).toBe(true);
  });
});
