/**
 * PromQL as Prometheus' own grammar reads it (@prometheus-io/lezer-promql): syntax errors, the
 * metrics an expression selects with the label names it matches on, and the labels it groups by.
 */
import { parser } from '@prometheus-io/lezer-promql';

export interface Selector {
  metric: string;
  /** Label names in the selector's matchers. */
  labels: string[];
}

export interface ParsedExpr {
  /** Text of each syntax error node; empty when the expression parses. */
  errors: string[];
  selectors: Selector[];
  /** Labels named in by/without/on/ignoring clauses. */
  groupingLabels: string[];
}

export function parsePromQL(expr: string): ParsedExpr {
  const tree = parser.parse(expr);
  const errors: string[] = [];
  const selectors: Selector[] = [];
  const groupingLabels: string[] = [];
  const text = (from: number, to: number) => expr.slice(from, to);
  tree.iterate({
    enter(node) {
      if (node.type.isError) errors.push(`at ${node.from}: "${text(Math.max(0, node.from - 10), node.to + 10)}"`);
      if (node.name === 'VectorSelector') {
        const id = node.node.getChild('Identifier');
        const labels: string[] = [];
        const matchers = node.node.getChild('LabelMatchers');
        matchers?.cursor().iterate((m) => {
          if (m.name === 'LabelName') labels.push(text(m.from, m.to));
        });
        if (id) selectors.push({ metric: text(id.from, id.to), labels });
        else errors.push(`selector without a metric name: ${text(node.from, node.to)}`);
      }
      if (node.name === 'GroupingLabels') {
        node.node.cursor().iterate((m) => {
          if (m.name === 'LabelName') groupingLabels.push(text(m.from, m.to));
        });
      }
    },
  });
  return { errors, selectors, groupingLabels };
}

/** Grafana's variables replaced by values Prometheus accepts, so a dashboard query parses as PromQL. */
export function substituteGrafanaVariables(expr: string): string {
  return expr
    .replace(/\$__rate_interval|\$__interval|\$__range/g, '5m')
    .replace(/\$\{?namespace\}?/g, 'fincalc')
    .replace(/\$\{?datasource\}?/g, 'prometheus');
}
