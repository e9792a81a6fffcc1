/**
 * The keyed run of `npm run bench`: the same service, the same payload, with and without an API key,
 * in alternating order (anonymous, keyed, keyed, anonymous, …) so that a machine growing busier or
 * quieter during the run weighs on both alike. The key is on a plan with a monthly quota, so every
 * request pays for the whole keyed path: verification (cached), the per-key minute counter and the
 * month's count. Two measures: at saturation (50 connections as fast as they go) and at one fixed
 * request rate for both (40 % of the slower one's saturated rate, so that both keep it on a busy machine). The second is the figure judged,
 * CPU per request keyed over anonymous (target: at most 1.10): at saturation a path that waits
 * longer on Redis (here, on a Redis sharing two cores with everything else) serves fewer requests per
 * event-loop turn, so each carries more of the turn's fixed costs, and the comparison mixes what a
 * request costs with how busy the machine was.
 */
import Redis from 'ioredis';
import { KeyStore } from '../src/keys/key-store';
import { median } from './bench-support';

/** A plan no bench run reaches, with a quota so the month's counter runs too. */
export const BENCH_PLANS = JSON.stringify({
  bench: { restPerMinute: 100_000_000, mcpPerMinute: 100_000_000, monthlyQuota: 1_000_000_000_000, inFlight: 10_000 },
});

export interface KeyedRun {
  rps: number;
  cpuPerRequest?: number;
  p50: number;
  p99: number;
}

/** Issues a key on the bench plan under `prefix` (deleted with the other bench keys). */
export async function issueBenchKey(redisUrl: string, prefix: string): Promise<string> {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    return (await new KeyStore(client, prefix).create('bench', 'bench', new Date())).key;
  } finally {
    client.disconnect();
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

type Load = (headers: Record<string, string>, overallRate?: number) => Promise<KeyedRun>;

export interface KeyedComparison {
  anonymous: KeyedRun[];
  keyed: KeyedRun[];
  /** The fixed request rate of the judged runs, req/s. */
  rate?: number;
}

async function abba(rounds: number, load: Load, key: string, rate?: number): Promise<KeyedComparison> {
  const anonymous: KeyedRun[] = [];
  const keyed: KeyedRun[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['anonymous', 'keyed'] : ['keyed', 'anonymous'];
    for (const which of order) {
      if (which === 'anonymous') anonymous.push(await load({}, rate));
      else keyed.push(await load({ Authorization: `Bearer ${key}` }, rate));
    }
  }
  return { anonymous, keyed, ...(rate ? { rate } : {}) };
}

/** Saturated pairs (half the rounds, at least one), then `rounds` pairs at 40 % of the slower saturated rate; all in ABBA order. */
export async function keyedComparison(
  rounds: number,
  load: Load,
  key: string,
): Promise<{ saturated: KeyedComparison; fixed: KeyedComparison }> {
  const saturated = await abba(Math.max(1, Math.floor(rounds / 2)), load, key);
  const slower = Math.min(mean(saturated.anonymous.map((r) => r.rps)), mean(saturated.keyed.map((r) => r.rps)));
  const fixed = await abba(rounds, load, key, Math.max(100, Math.round((0.4 * slower) / 100) * 100));
  return { saturated, fixed };
}

const fmt = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits));

export function printKeyed(
  label: string,
  seconds: number,
  both: { saturated: KeyedComparison; fixed: KeyedComparison },
): void {
  console.log(`\n${label}, (a) with and without an API key, runs of ${seconds} s in ABBA order:`);
  table('at saturation (50 connections)', both.saturated);
  table(`at a fixed ${both.fixed.rate} req/s for both (the figure judged)`, both.fixed);
}

function table(title: string, r: KeyedComparison): void {
  console.log(`\n${title}:\n`);
  console.log('| request | req/s (mean) | CPU ms/request per run | CPU ms/request (mean) | p50 ms | p99 ms (worst) |');
  console.log('|---|---|---|---|---|---|');
  const cpu: number[] = [];
  for (const [name, runs] of [
    ['anonymous', r.anonymous],
    ['keyed (Bearer, plan with a monthly quota)', r.keyed],
  ] as const) {
    const c = runs.every((x) => x.cpuPerRequest !== undefined) ? mean(runs.map((x) => x.cpuPerRequest!)) : NaN;
    cpu.push(c);
    console.log(
      `| ${name} | ${fmt(mean(runs.map((x) => x.rps)))} | ${runs.map((x) => fmt(x.cpuPerRequest, 3)).join(', ')} | ${fmt(c, 3)} | ${fmt(mean(runs.map((x) => x.p50)))} | ${fmt(Math.max(...runs.map((x) => x.p99)))} |`,
    );
  }
  // Each round's two runs are adjacent in time: their ratio cancels the machine's slower drifts; the median resists a run disturbed by other work.
  const ratios = r.anonymous
    .map((a, i) => (r.keyed[i]!.cpuPerRequest ?? NaN) / (a.cpuPerRequest ?? NaN))
    .sort((x, y) => x - y);
  const middle = median(ratios);
  console.log(`| keyed / anonymous, CPU per request, mean of each | | | ${fmt(cpu[1]! / cpu[0]!, 3)}× | | |`);
  console.log(
    `| **keyed / anonymous, CPU per request, median of the rounds' pairs** (${ratios.map((x) => fmt(x, 2)).join(', ')}) | | | **${fmt(middle, 3)}×** (target ≤ 1.10) | | |`,
  );
  // A fixed rate that either side fell short of compares two different loads: said, not hidden.
  const short = r.rate ? [r.anonymous, r.keyed].some((runs) => mean(runs.map((x) => x.rps)) < 0.95 * r.rate!) : false;
  if (short)
    console.log(
      `\n(not a valid pair: a side fell short of ${r.rate} req/s, so the machine was busier than the rate allows; run again)`,
    );
}
