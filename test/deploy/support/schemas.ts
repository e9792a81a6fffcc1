/**
 * Validation of a manifest against the Kubernetes API schemas (kubernetes-models) and the Prometheus
 * Operator CRDs (@kubernetes-models/prometheus-operator), by apiVersion and kind. These schemas check
 * types, required fields and enums, not unknown fields (they allow additional properties), so the
 * manifest tests read every field that matters by its right name as well.
 */
import { PrometheusRule, ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import type { K8sObject } from './kustomize';

interface Model {
  validate(): void;
}

const MODELS: Record<string, new (data: never) => Model> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
  'monitoring.coreos.com/v1/PrometheusRule': PrometheusRule,
};

/** Throws with the schema's messages when `o` does not validate, or when its kind is not one we know. */
export function validateManifest(o: K8sObject): void {
  const Model = MODELS[`${o.apiVersion}/${o.kind}`];
  if (!Model) throw new Error(`no schema for ${o.apiVersion} ${o.kind} (${o.metadata?.name})`);
  new Model(o as never).validate();
}
