/**
 * Limits deploy/k8s sets, read from the manifests (built by the tests' kustomize assembler) so that the soak and the
 * tests check against what a deployment runs: the API container's memory limit, the smallest over the base and every
 * overlay (a bound checked against it holds wherever the manifests run a replica), and the ingress's per-client
 * ceilings.
 */
import path from 'node:path';
import { assemble, find, K8S_DIR, overlayDir, OVERLAYS } from '../deploy/support/kustomize';

interface Deployment {
  spec: {
    template: { spec: { containers: { name: string; resources?: { limits?: { memory?: string } } }[] } };
  };
}

const UNITS: Readonly<Record<string, number>> = {
  Ki: 1 / 1024,
  Mi: 1,
  Gi: 1024,
  k: 1000 / 2 ** 20,
  M: 1e6 / 2 ** 20,
  G: 1e9 / 2 ** 20,
  '': 1 / 2 ** 20,
};

/** A Kubernetes memory quantity (`384Mi`, `1Gi`, `500M`, bytes) in MiB. */
export function quantityMiB(quantity: string): number {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|k|M|G|)$/.exec(quantity.trim());
  if (!m) throw new Error(`not a memory quantity this reader knows: "${quantity}"`);
  return Number(m[1]) * UNITS[m[2]!]!;
}

/** The smallest memory limit of the `api` container of the `fincalc-api` Deployment, and where it is set. */
export function apiPodMemoryLimit(): { mib: number; quantity: string; source: string } {
  const candidates = [
    { source: 'deploy/k8s/base', dir: path.join(K8S_DIR, 'base') },
    ...OVERLAYS.map((o) => ({ source: `deploy/k8s/overlays/${o}`, dir: overlayDir(o) })),
  ].map(({ source, dir }) => {
    const deployment = find<Deployment>(assemble(dir), 'Deployment', 'fincalc-api');
    const quantity = deployment.spec.template.spec.containers.find((c) => c.name === 'api')?.resources?.limits?.memory;
    if (quantity === undefined) throw new Error(`${source}: the api container has no memory limit`);
    return { mib: quantityMiB(quantity), quantity, source };
  });
  return candidates.reduce((a, b) => (b.mib < a.mib ? b : a));
}

/** The ingress's per-address ceilings (ingress-nginx annotations of the base Ingress). */
export function ingressClientLimits(): { connections: number; rps: number } {
  const ingress = find<{ metadata: { annotations?: Record<string, string> } }>(
    assemble(path.join(K8S_DIR, 'base')),
    'Ingress',
    'fincalc-api',
  );
  const annotation = (name: string) => {
    const value = Number(ingress.metadata.annotations?.[`nginx.ingress.kubernetes.io/${name}`]);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`deploy/k8s/base: the Ingress has no ${name}`);
    return value;
  };
  return { connections: annotation('limit-connections'), rps: annotation('limit-rps') };
}

/**
 * The V8 heap of a process that may use `mib` MiB (v8/src/heap/heap.cc, `Heap::HeapSizeFromPhysicalMemory`, which
 * Node calls with the container's memory limit): an old generation of a quarter of the memory times 2 on 64-bit
 * hosts, at least 256 MiB (`kMinSize`); up to 256 MiB ("low memory") semi-spaces of 1/256 of it, at least 1 MiB.
 */
export function containerHeapFlags(mib: number): string {
  const old = Math.max(Math.floor(mib / 2), 256);
  if (old > 256) throw new Error(`a ${mib} MiB container is past V8's low-memory sizes; extend containerHeapFlags`);
  return `--max-old-space-size=${old} --max-semi-space-size=${Math.max(1, Math.floor(old / 256))}`;
}
