/**
 * What each workload must be, read from the overlays as kustomize builds them: probes on the
 * service's own endpoints, resources, the restricted security profile, a grace period that covers the
 * drain, spreading, autoscaling and disruption budgets that keep two API replicas, Services and
 * ServiceMonitors that find the pods, and the image set by each overlay.
 */
import { loadConfig } from '../../src/config';
import { assemble, find, OVERLAYS, overlayDir, type K8sObject } from './support/kustomize';
import { containerEnv, overlaySecret, workload, type Container, type PodTemplate } from './support/pod-env';

type Probe = { httpGet?: { path: string; port: string }; exec?: { command: string[] } };
type AppContainer = Container & {
  image: string;
  startupProbe?: Probe;
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  securityContext: {
    allowPrivilegeEscalation: boolean;
    readOnlyRootFilesystem: boolean;
    capabilities: { drop: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
};
type PodSpec = {
  securityContext: { runAsNonRoot: boolean; runAsUser: number; seccompProfile: { type: string } };
  terminationGracePeriodSeconds: number;
  automountServiceAccountToken: boolean;
  topologySpreadConstraints?: { topologyKey: string; labelSelector: { matchLabels: Record<string, string> } }[];
  volumes?: { name: string; emptyDir?: object }[];
  containers: AppContainer[];
};

const spec = (t: PodTemplate) => t.spec as unknown as PodSpec;
const selects = (selector: Record<string, string>, labels: Record<string, string> | undefined) =>
  Object.entries(selector).every(([k, v]) => labels?.[k] === v);
/** Kubernetes quantities in bytes (Mi, Gi) or cores (m). */
const quantity = (q: string) => {
  const m = /^(\d+(?:\.\d+)?)(m|Mi|Gi)?$/.exec(q)!;
  return Number(m[1]) * ({ m: 0.001, Mi: 2 ** 20, Gi: 2 ** 30 }[m[2] as 'm'] ?? 1);
};

describe.each(OVERLAYS)('overlay %s', (overlay) => {
  const objects = assemble(overlayDir(overlay));
  const api = workload(objects, 'Deployment', 'fincalc-api');
  const worker = workload(objects, 'Deployment', 'fincalc-worker');
  const secret = overlaySecret(overlay);
  const env = (c: Container) => containerEnv(objects, c, secret);

  describe.each([
    ['fincalc-api', api],
    ['fincalc-worker', worker],
  ])('%s pods', (_name, w) => {
    const pod = spec(w.spec.template);
    const c = pod.containers[0]!;

    test('run as a non-root user with no privilege escalation, no capabilities, a read-only root and seccomp RuntimeDefault', () => {
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(c.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(pod.automountServiceAccountToken).toBe(false);
    });

    test('have a writable emptyDir at /tmp', () => {
      const mount = c.volumeMounts!.find((m) => m.mountPath === '/tmp')!;
      expect(pod.volumes!.find((v) => v.name === mount.name)!.emptyDir).toBeDefined();
    });

    test('request less than they may use, memory and CPU', () => {
      for (const r of ['cpu', 'memory'])
        expect(quantity(c.resources.requests[r]!)).toBeLessThanOrEqual(quantity(c.resources.limits[r]!));
    });

    test('spread across nodes', () => {
      const hostname = pod.topologySpreadConstraints!.find((t) => t.topologyKey === 'kubernetes.io/hostname')!;
      expect(selects(hostname.labelSelector.matchLabels, w.spec.template.metadata.labels)).toBe(true);
    });

    test('get their environment from the ConfigMap and the Secret', () => {
      expect(c.envFrom).toEqual([
        { configMapRef: { name: 'fincalc-config' } },
        { secretRef: { name: 'fincalc-secrets', optional: true } },
      ]);
    });

    test('have a grace period that covers preStop, the SHUTDOWN_TIMEOUT_MS drain and 3 s to exit', () => {
      const preStop = Number(c.lifecycle?.preStop?.exec?.command.join(' ').match(/^sleep (\d+)$/)?.[1] ?? 0);
      const drain = Math.ceil(Number(env(c).SHUTDOWN_TIMEOUT_MS) / 1000);
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThanOrEqual(preStop + drain + 3);
    });

    test('run the image the overlay sets', () => {
      expect(c.image).toBe('registry.example.com/fincalc:0.1.0');
    });
  });

  test("API keeps idle connections open longer than ingress-nginx's upstream keep-alive (60 s), so the proxy closes first", () => {
    const c = spec(api.spec.template).containers[0]!;
    expect(Number(env(c).HTTP_KEEP_ALIVE_TIMEOUT_MS)).toBeGreaterThan(60_000);
  });

  test('API probes: startup and liveness on /healthz, readiness on /readyz, on the metrics port (free of the public budgets)', () => {
    const c = spec(api.spec.template).containers[0]!;
    expect(c.startupProbe!.httpGet).toEqual({ path: '/healthz', port: 'metrics' });
    expect(c.livenessProbe!.httpGet).toEqual({ path: '/healthz', port: 'metrics' });
    expect(c.readinessProbe!.httpGet).toEqual({ path: '/readyz', port: 'metrics' });
  });

  test('API preStop keeps serving a few seconds while the endpoint removal propagates', () => {
    expect(spec(api.spec.template).containers[0]!.lifecycle!.preStop!.exec!.command).toEqual(['sleep', '5']);
  });

  test('worker probes /healthz on its metrics port', () => {
    const c = spec(worker.spec.template).containers[0]!;
    expect(c.startupProbe!.httpGet).toEqual({ path: '/healthz', port: 'metrics' });
    expect(c.livenessProbe!.httpGet).toEqual({ path: '/healthz', port: 'metrics' });
  });

  test('the HPA scales the API Deployment and never below two replicas', () => {
    const hpa = find<
      K8sObject & { spec: { minReplicas: number; maxReplicas: number; scaleTargetRef: { kind: string; name: string } } }
    >(objects, 'HorizontalPodAutoscaler', 'fincalc-api');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'fincalc-api' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.maxReplicas).toBeGreaterThan(hpa.spec.minReplicas);
    expect(api.spec.replicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas);
  });

  test('the PodDisruptionBudget covers the API pods and lets a drain proceed', () => {
    const pdb = find<
      K8sObject & { spec: { maxUnavailable: number; selector: { matchLabels: Record<string, string> } } }
    >(objects, 'PodDisruptionBudget', 'fincalc-api');
    expect(selects(pdb.spec.selector.matchLabels, api.spec.template.metadata.labels)).toBe(true);
    expect(selects(pdb.spec.selector.matchLabels, worker.spec.template.metadata.labels)).toBe(false);
    expect(pdb.spec.maxUnavailable).toBe(1);
  });

  test('each Service selects its pods and targets a port they declare; each ServiceMonitor scrapes a port of its Service', () => {
    const pods = objects.filter((o) => o.kind === 'Deployment' || o.kind === 'StatefulSet') as ReturnType<
      typeof workload
    >[];
    for (const svc of objects.filter((o) => o.kind === 'Service') as (K8sObject & {
      spec: { selector: Record<string, string>; ports: { name: string; targetPort: string }[] };
    })[]) {
      const targets = pods.filter((p) => selects(svc.spec.selector, p.spec.template.metadata.labels));
      expect(targets).toHaveLength(1);
      const declared = targets[0]!.spec.template.spec.containers.flatMap((c) => (c.ports ?? []).map((p) => p.name));
      for (const port of svc.spec.ports) expect(declared).toContain(port.targetPort);
    }
    for (const sm of objects.filter((o) => o.kind === 'ServiceMonitor') as (K8sObject & {
      spec: { selector: { matchLabels: Record<string, string> }; endpoints: { port: string; path: string }[] };
    })[]) {
      const services = objects.filter(
        (o) => o.kind === 'Service' && selects(sm.spec.selector.matchLabels, o.metadata.labels),
      ) as (K8sObject & {
        spec: { ports: { name: string }[] };
      })[];
      expect(services).toHaveLength(1);
      for (const e of sm.spec.endpoints) {
        expect(services[0]!.spec.ports.map((p) => p.name)).toContain(e.port);
        expect(e.path).toBe('/metrics');
      }
    }
  });

  test('the Ingress routes to the API Service', () => {
    const ingress = find<
      K8sObject & {
        spec: { rules: { http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] } }[] };
      }
    >(objects, 'Ingress', 'fincalc-api');
    expect(ingress.spec.rules[0]!.http.paths[0]!.backend.service).toEqual({
      name: 'fincalc-api',
      port: { name: 'http' },
    });
  });

  test('the Ingress caps connections per client address as a replica facing clients does, with a flood ceiling above every plan', () => {
    const ingress = find<K8sObject & { metadata: { annotations?: Record<string, string> } }>(
      objects,
      'Ingress',
      'fincalc-api',
    );
    const a = ingress.metadata.annotations ?? {};
    const c = env(spec(api.spec.template).containers[0]!);
    expect(a['nginx.ingress.kubernetes.io/limit-connections']).toBe(c.HTTP_MAX_CONNECTIONS_PER_ADDRESS);
    // Enterprise: 6000 REST + 10000 MCP a minute, about 267 a second, must fit under the ceiling.
    expect(Number(a['nginx.ingress.kubernetes.io/limit-rps'])).toBeGreaterThanOrEqual((6000 + 10000) / 60);
    expect(Number(c.HTTP_MAX_REQUESTS_PER_SOCKET)).toBeGreaterThanOrEqual(1000);
  });
});

describe('sizes', () => {
  const minReplicas = (overlay: (typeof OVERLAYS)[number]) =>
    find<K8sObject & { spec: { minReplicas: number; maxReplicas: number } }>(
      assemble(overlayDir(overlay)),
      'HorizontalPodAutoscaler',
      'fincalc-api',
    ).spec;

  test('production runs more API replicas than small, and two workers', () => {
    expect(minReplicas('production').minReplicas).toBeGreaterThan(minReplicas('small').minReplicas);
    expect(minReplicas('production').maxReplicas).toBeGreaterThan(minReplicas('small').maxReplicas);
    expect(workload(assemble(overlayDir('production')), 'Deployment', 'fincalc-worker').spec.replicas).toBe(2);
  });

  test('production scales on CPU and on the event-loop lag, before the lag reaches the shedding bound', () => {
    type Metric = {
      type: string;
      resource?: { name: string };
      pods?: { metric: { name: string }; target: { type: string; averageValue: string } };
    };
    const hpa = find<K8sObject & { spec: { metrics: Metric[] } }>(
      assemble(overlayDir('production')),
      'HorizontalPodAutoscaler',
      'fincalc-api',
    );
    expect(hpa.spec.metrics.map((m) => m.resource?.name ?? m.pods?.metric.name)).toEqual([
      'cpu',
      'event_loop_lag_shedding_seconds',
    ]);
    const lag = hpa.spec.metrics[1]!.pods!.target;
    expect(lag.type).toBe('AverageValue');
    const seconds = lag.averageValue.endsWith('m')
      ? Number(lag.averageValue.slice(0, -1)) / 1000
      : Number(lag.averageValue);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(loadConfig({}).shedLagMs / 1000);
  });

  test('production also spreads the API across zones', () => {
    const pod = spec(workload(assemble(overlayDir('production')), 'Deployment', 'fincalc-api').spec.template);
    expect(pod.topologySpreadConstraints!.map((t) => t.topologyKey)).toEqual([
      'kubernetes.io/hostname',
      'topology.kubernetes.io/zone',
    ]);
  });
});

describe('Redis', () => {
  test('small and production run the single-node StatefulSet; managed-redis runs no Redis and takes REDIS_URL from the Secret', () => {
    for (const overlay of ['small', 'production'] as const)
      expect(workload(assemble(overlayDir(overlay)), 'StatefulSet', 'fincalc-redis').spec.replicas).toBe(1);
    const managed = assemble(overlayDir('managed-redis'));
    expect(managed.filter((o) => o.metadata.name.startsWith('fincalc-redis'))).toEqual([]);
    expect(
      find<K8sObject & { data: Record<string, string> }>(managed, 'ConfigMap', 'fincalc-config').data.REDIS_URL,
    ).toBeUndefined();
    for (const name of ['fincalc-api', 'fincalc-worker']) {
      expect(workload(managed, 'Deployment', name).spec.template.spec.containers[0]!.env).toEqual([
        { name: 'REDIS_URL', valueFrom: { secretKeyRef: { name: 'fincalc-secrets', key: 'REDIS_URL' } } },
      ]);
    }
  });
});
