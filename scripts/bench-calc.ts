/**
 * `npm run bench:calc`: per-calculator time of one calculation through the dispatcher
 * (alias mapping, validation with defaults, compute, meta), for the example input and for the
 * worst input the schemas accept. Prints median and p99 in milliseconds as a Markdown table.
 * A plain script, not a test: timings are measured, not asserted. Goal: worst case < 5 ms.
 */
import { calculators } from '../src/calculators/registry';
import { calculate, type DispatchContext } from '../src/dispatch/calculate';
import { calcContextFrom } from '../src/dispatch/context';
import { loadSnapshot, ratesAsOf } from '../src/rates/rates-data';
import { loadAverage } from './bench-support';
import { WORST } from './worst-inputs';
import { statesWithRules } from '../src/calculators/law';

const snapshot = loadSnapshot();
const ctx: DispatchContext = {
  channel: 'rest',
  baseUrl: 'http://localhost:3000',
  serviceName: 'bench',
  version: '0.0.0',
  ratesAsOf: ratesAsOf(snapshot),
  calc: calcContextFrom(snapshot),
};

/** A 30-year weekly loan (1,560 rows) with payment dates and 10 lump sums, every row returned: goal p99 < 10 ms. */
const DATED_LOAN = {
  principal: 400000,
  annualRate: 6.5,
  tenureYears: 30,
  paymentFrequency: 'weekly',
  firstPaymentDate: '2027-01-04',
  lumpSums: Array.from({ length: 10 }, (_, i) => ({ amount: 5000, date: `${2028 + 2 * i}-06-15` })),
  fees: 3000,
  schedule: 'payments',
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Wall-clock median and p99, and the p99 of the process's CPU time per call: on a machine shared with other work
 * a wall-clock tail mostly measures time spent descheduled; the CPU time does not count it (it does count GC threads).
 */
function measure(
  slug: string,
  input: Record<string, unknown>,
  runs: number,
): { median: number; p99: number; cpuP99: number } {
  for (let i = 0; i < Math.min(50, runs); i++) calculate(slug, input, ctx); // warm up the JIT
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    calculate(slug, input, ctx);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: percentile(times, 50), p99: percentile(times, 99), cpuP99: percentile(cpu, 99) };
}

const runs = Number(process.env.BENCH_RUNS ?? 500);
const rows: string[] = [];
let worstP99 = 0;
let worstCpuP99 = 0;
for (const c of calculators) {
  const worst = WORST[c.slug];
  if (!worst) throw new Error(`no worst-case input for ${c.slug}: add one to scripts/bench-calc.ts`);
  const typical = measure(c.slug, c.exampleInputs as Record<string, unknown>, runs);
  const heavy = measure(c.slug, worst, runs);
  worstP99 = Math.max(worstP99, heavy.p99);
  worstCpuP99 = Math.max(worstCpuP99, heavy.cpuP99);
  rows.push(
    `| ${c.slug} | ${typical.median.toFixed(3)} | ${typical.p99.toFixed(3)} | ${heavy.median.toFixed(3)} | ${heavy.p99.toFixed(3)} | ${heavy.cpuP99.toFixed(3)} |`,
  );
}
process.stdout.write(`Calculation time through the dispatcher (validate + compute + meta), ${runs} runs each, ms\n\n`);
process.stdout.write(
  '| calculator | example median | example p99 | worst median | worst p99 | worst p99 CPU |\n|---|---:|---:|---:|---:|---:|\n',
);
const verdict = (ms: number) => `${ms.toFixed(3)} ms (goal < 5 ms): ${ms < 5 ? 'met' : 'NOT met'}`;
process.stdout.write(
  `${rows.join('\n')}\n\nWorst p99 of any calculator: ${verdict(worstP99)}; in CPU time: ${verdict(worstCpuP99)}\n`,
);
const dated = measure('emi-calculator', DATED_LOAN, runs);
const datedBytes = Buffer.byteLength(JSON.stringify(calculate('emi-calculator', DATED_LOAN, ctx)));
process.stdout.write(
  `\nWeekly 30-year loan with dates, 10 lump sums and fees (1,560 rows): median ${dated.median.toFixed(3)} ms, ` +
    `p99 ${dated.p99.toFixed(3)} ms, p99 CPU ${dated.cpuP99.toFixed(3)} ms (goal < 10 ms: ${dated.p99 < 10 ? 'met' : 'NOT met'}); ` +
    `full JSON answer ${datedBytes} bytes\n`,
);

// The household tax: the seed's federal-only request against the same household with a state, and a comparison
// of every state with 2026 rules (the floors: a state at most 1.5× federal-only; all states under 5 ms p99).
const household = { grossIncome: 150000, filingStatus: 'mfj', spouseIncome: 60000, children: 2 };
const federalOnly = measure('tax-calculator', household, runs);
const withState = measure('tax-calculator', { ...household, state: 'PA' }, runs);
const states = statesWithRules(2026);
const compared = measure('tax-calculator', { ...household, state: 'PA', compareStates: states }, runs);
process.stdout.write(
  `\nTax household (mfj, 150,000, two earners, two children), ms\n\n| request | median | p99 | p99 CPU |\n|---|---:|---:|---:|\n` +
    [
      ['federal only', federalOnly],
      ['with state PA', withState],
      [`compareStates, ${states.length} states`, compared],
    ]
      .map(([name, m]) => {
        const t = m as ReturnType<typeof measure>;
        return `| ${name as string} | ${t.median.toFixed(3)} | ${t.p99.toFixed(3)} | ${t.cpuP99.toFixed(3)} |`;
      })
      .join('\n') +
    `\n\nWith a state / federal only (median): ${(withState.median / federalOnly.median).toFixed(2)}× (floor ≤ 1.5×); ` +
    `compareStates ${states.length} p99: ${verdict(compared.p99)}\n`,
);
process.stdout.write(`load average: ${loadAverage()}\n`);
