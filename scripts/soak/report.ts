/**
 * What a soak run prints: Markdown tables (readable in a terminal, pasteable into docs/performance.md) of
 * the answers by kind and by phase, and the list of checks with the figure each one is judged on.
 */
import type { Outcome, Result } from './traffic';

export type Phase = 'before' | 'outage' | 'after';
export const PHASES: readonly Phase[] = ['before', 'outage', 'after'];

export function table(head: readonly string[], rows: ReadonlyArray<readonly (string | number)[]>): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** Each outcome with its column's header, in the tables' order: one list for the counts and the headers. */
const OUTCOME_COLUMNS: ReadonlyArray<readonly [Outcome, string]> = [
  ['ok', '2xx'],
  ['429', '429'],
  ['shed', '503 shed'],
  ['4xx', 'other 4xx'],
  ['5xx', '5xx'],
  ['transport', 'transport errors'],
  ['bad', 'bad 2xx'],
];
const OUTCOMES = OUTCOME_COLUMNS.map(([outcome]) => outcome);
const OUTCOME_HEADERS = OUTCOME_COLUMNS.map(([, header]) => header);
const LATENCY_COLUMNS = ['p50 ms', 'p99 ms'];

function summary(label: string, rs: readonly Result[], seconds?: number): (string | number)[] {
  const count = (o: Outcome) => rs.filter((r) => r.outcome === o).length;
  const ms = rs.map((r) => r.ms).sort((a, b) => a - b);
  const rate = seconds ? [(rs.length / seconds).toFixed(0)] : [];
  return [
    label,
    rs.length,
    ...rate,
    ...OUTCOMES.map(count),
    percentile(ms, 50).toFixed(1),
    percentile(ms, 99).toFixed(1),
  ];
}

/** Answers by kind (all phases), then by phase; `seconds` of each phase for the request rate. */
export function trafficTables(
  results: readonly Result[],
  phaseOf: (r: Result) => Phase,
  phaseSeconds: Record<Phase, number>,
): string {
  const kinds = [...new Set(results.map((r) => r.kind))];
  const byKind = table(
    ['kind', 'requests', ...OUTCOME_HEADERS, ...LATENCY_COLUMNS],
    kinds.map((k) =>
      summary(
        k,
        results.filter((r) => r.kind === k),
      ),
    ),
  );
  const byPhase = table(
    ['phase', 'requests', 'req/s', ...OUTCOME_HEADERS, ...LATENCY_COLUMNS],
    PHASES.map((p) =>
      summary(
        `${p} (${phaseSeconds[p].toFixed(1)} s)`,
        results.filter((r) => phaseOf(r) === p),
        phaseSeconds[p],
      ),
    ),
  );
  return `${byKind}\n\n${byPhase}`;
}

export interface Check {
  name: string;
  ok: boolean;
  /** The figure the check is judged on. */
  figure: string;
}

export function checksTable(checks: readonly Check[]): string {
  return table(
    ['check', 'result', 'figure'],
    checks.map((c) => [c.name, c.ok ? 'ok' : '**FAILED**', c.figure]),
  );
}
