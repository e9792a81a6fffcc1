/** The environment a container of an assembled overlay starts with, as the kubelet builds it. */
import path from 'node:path';
import { find, K8S_DIR, readYaml, type K8sObject } from './kustomize';

export interface Container {
  name: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
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
  const [secret] = readYaml(path.join(K8S_DIR, 'secret.example.yaml')) as (K8sObject & { stringData: Record<string, string> })[];
  return { ...secret!.stringData, ...extra };
}

/**
 * envFrom in order (a later source wins), then env (wins over envFrom): the Kubernetes rules. The
 * Secret's values come from `secret`.
 */
export function containerEnv(objects: K8sObject[], container: Container, secret: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const source of container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, find<K8sObject & { data: Record<string, string> }>(objects, 'ConfigMap', source.configMapRef.name).data);
    if (source.secretRef) Object.assign(env, secret);
  }
  for (const e of container.env ?? []) {
    const value = e.value ?? (e.valueFrom?.secretKeyRef ? secret[e.valueFrom.secretKeyRef.key] : undefined);
    if (value === undefined) throw new Error(`${container.name}: ${e.name} has no value (missing Secret key?)`);
    env[e.name] = value;
  }
  return env;
}

export function workload(objects: K8sObject[], kind: 'Deployment' | 'StatefulSet', name: string): Workload {
  return find<Workload>(objects, kind, name);
}
