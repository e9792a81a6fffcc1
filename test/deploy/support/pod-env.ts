/** The environment a container of an assembled overlay starts with, as the kubelet builds it. */
import path from 'node:path';
import { find, K8S_DIR, readYaml, type K8sObject, type Overlay } from './kustomize';

export interface Container {
  name: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: {
    name: string;
    value?: string;
    valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
  }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string; optional?: boolean } }[];
  [k: string]: unknown;
}

export interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: { containers: Container[]; [k: string]: unknown };
}

export type Workload = K8sObject & { spec: { replicas?: number; template: PodTemplate; [k: string]: unknown } };

/** The Secret template's values (deploy/k8s/secret.example.yaml), plus `extra` for keys it only documents. */
export function secretTemplate(extra: Record<string, string> = {}): Record<string, string> {
  const [secret] = readYaml(path.join(K8S_DIR, 'secret.example.yaml')) as (K8sObject & {
    stringData: Record<string, string>;
  })[];
  return { ...secret!.stringData, ...extra };
}

/** A managed Redis URL as the Secret template documents it. */
export const MANAGED_REDIS_URL = 'rediss://:password@redis.example.internal:6380/0';

/**
 * The Secret an operator creates for `overlay`, as the template and the overlay's comments say: the
 * managed Redis's URL for managed-redis, the Redis password for Sentinel and the managed Cluster.
 */
export function overlaySecret(overlay: Overlay): Record<string, string> {
  if (overlay === 'managed-redis') return secretTemplate({ REDIS_URL: MANAGED_REDIS_URL });
  if (overlay === 'redis-sentinel' || overlay === 'managed-redis-cluster')
    return secretTemplate({ REDIS_PASSWORD: 'a-long-random-password' });
  return secretTemplate();
}

/**
 * envFrom in order (a later source wins), then env (wins over envFrom): the Kubernetes rules. The
 * Secret's values come from `secret`.
 */
export function containerEnv(
  objects: K8sObject[],
  container: Container,
  secret: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef)
      Object.assign(
        env,
        find<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap', source.configMapRef.name).data,
      );
    if (source.secretRef) Object.assign(env, secret);
  }
  for (const e of container.env ?? []) {
    const value = e.value ?? (e.valueFrom?.secretKeyRef ? secret[e.valueFrom.secretKeyRef.key] : undefined);
    if (value === undefined && e.valueFrom?.secretKeyRef?.optional) continue;
    if (value === undefined) throw new Error(`${container.name}: ${e.name} has no value (missing Secret key?)`);
    env[e.name] = value;
  }
  return env;
}

export function workload(objects: K8sObject[], kind: 'Deployment' | 'StatefulSet', name: string): Workload {
  return find<Workload>(objects, kind, name);
}
