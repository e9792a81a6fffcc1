/**
 * What a process really serves at /metrics: the series names (a histogram's _bucket, _sum and _count,
 * a summary's quantiles, _sum and _count) and the label names seen on each.
 */
export type ServedMetrics = Map<string, Set<string>>;

const SUFFIXES: Record<string, string[]> = {
  counter: [''],
  gauge: [''],
  untyped: [''],
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

export function parseExposition(text: string, into: ServedMetrics = new Map()): ServedMetrics {
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) {
      for (const suffix of SUFFIXES[type[2]!] ?? [''])
        if (!into.has(type[1]! + suffix)) into.set(type[1]! + suffix, new Set());
      continue;
    }
    const sample = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? /.exec(line);
    if (!sample) continue;
    const labels = into.get(sample[1]!) ?? new Set<string>();
    for (const m of (sample[2] ?? '').matchAll(/([a-zA-Z_]\w*)="/g)) labels.add(m[1]!);
    into.set(sample[1]!, labels);
  }
  return into;
}

/** Labels every scraped series gets from Prometheus and the Operator's ServiceMonitor relabelling. */
export const TARGET_LABELS = ['job', 'instance', 'namespace', 'service', 'pod', 'container', 'endpoint'] as const;
