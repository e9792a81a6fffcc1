/** The PromQL of deploy/: the alert rules and the Grafana dashboard's queries, with where each is from. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { K8S_DIR, ROOT, readYaml, type K8sObject } from './kustomize';
import { substituteGrafanaVariables } from './promql';

export interface AlertRule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

export function alertRules(): AlertRule[] {
  const [rule] = readYaml(path.join(K8S_DIR, 'base/prometheusrule.yaml')) as K8sObject[];
  return (rule!.spec as { groups: { rules: AlertRule[] }[] }).groups.flatMap((g) => g.rules);
}

export interface GrafanaPanel {
  id: number;
  type: string;
  title: string;
  gridPos: { x: number; y: number; w: number; h: number };
  datasource?: { type: string; uid: string };
  targets?: { refId: string; expr: string; datasource?: { type: string; uid: string } }[];
}

export interface GrafanaDashboard {
  id: null;
  uid: string;
  title: string;
  schemaVersion: number;
  panels: GrafanaPanel[];
  templating: {
    list: {
      type: string;
      name: string;
      query: string | { query: string };
      datasource?: { type: string; uid: string };
    }[];
  };
  __inputs?: unknown;
}

export const DASHBOARD_FILE = path.join(ROOT, 'deploy/grafana/fincalc-dashboard.json');

export function dashboard(): GrafanaDashboard {
  return JSON.parse(readFileSync(DASHBOARD_FILE, 'utf8')) as GrafanaDashboard;
}

/** Every PromQL expression of the rules and the dashboard (Grafana variables substituted), named by origin. */
export function allExpressions(): { origin: string; expr: string }[] {
  const d = dashboard();
  const fromPanels = d.panels.flatMap((p) =>
    (p.targets ?? []).map((t) => ({
      origin: `panel "${p.title}" ${t.refId}`,
      expr: substituteGrafanaVariables(t.expr),
    })),
  );
  // A query variable's label_values(selector, label): its selector is PromQL.
  const fromVariables = d.templating.list.flatMap((v) => {
    const q = typeof v.query === 'string' ? v.query : v.query.query;
    const m = /^label_values\((.+),\s*(\w+)\)$/.exec(q);
    return v.type === 'query' && m ? [{ origin: `variable ${v.name}`, expr: `count by (${m[2]}) (${m[1]})` }] : [];
  });
  return [...alertRules().map((r) => ({ origin: `alert ${r.alert}`, expr: r.expr })), ...fromPanels, ...fromVariables];
}
