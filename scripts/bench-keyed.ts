/**
 * The keyed run of `npm run bench`: the same service, the same payload, with and without an API key,
 * in alternating order (anonymous, keyed, keyed, anonymous, …) so that a machine growing busier or
 * quieter during the run weighs on both alike. The key is on a plan with a monthly quota, so every
 * request pays for the whole keyed path: verification (cached), the per-key minute counter and the
 * month's INCRBY. The figure judged is CPU per request, keyed over anonymous (target: at most 1.10).
 */
import Redis from 'ioredis';
import { KeyStore } from '../src/keys/key-store';

/** A plan no bench run reaches, with a quota so the month's counter runs too. */
export const BENCH_PLANS = JSON.stringify({ bench: { restPerMinute: 100_000_000, mcpPerMinute: 100_000_000, monthlyQuota: 1_000_000_000_000 } });

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

/** `rounds` pairs in ABBA order; `load(headers)` runs one measured load. */
export async function keyedComparison(rounds: number, load: (headers: Record<string, string>) => Promise<KeyedRun>, key: string) {
  const anonymous: KeyedRun[] = [];
  const keyed: KeyedRun[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['anonymous', 'keyed'] : ['keyed', 'anonymous'];
    for (const which of order) {
      if (which === 'anonymous') anonymous.push(await load({}));
      else keyed.push(await load({ Authorization: `Bearer ${key}` }));
    }
  }
  return { anonymous, keyed };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fmt = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits));

export function printKeyed(label: string, seconds: number, r: { anonymous: KeyedRun[]; keyed: KeyedRun[] }): void {
  console.log(`\n${label}, (a) with and without an API key, ${r.anonymous.length} + ${r.keyed.length} runs of ${seconds} s in ABBA order:\n`);
  console.log('| request | req/s (mean) | CPU ms/request per run | CPU ms/request (mean) | p50 ms | p99 ms (worst) |');
  console.log('|---|---|---|---|---|---|');
  const cpu: number[] = [];
  for (const [name, runs] of [['anonymous', r.anonymous], ['keyed (Bearer, plan with a monthly quota)', r.keyed]] as const) {
    const c = runs.every((x) => x.cpuPerRequest !== undefined) ? mean(runs.map((x) => x.cpuPerRequest!)) : NaN;
    cpu.push(c);
    console.log(
      `| ${name} | ${fmt(mean(runs.map((x) => x.rps)))} | ${runs.map((x) => fmt(x.cpuPerRequest, 3)).join(', ')} | ${fmt(c, 3)} | ${fmt(mean(runs.map((x) => x.p50)))} | ${fmt(Math.max(...runs.map((x) => x.p99)))} |`,
    );
  }
  console.log(`| **keyed / anonymous, CPU per request** | | | **${fmt(cpu[1]! / cpu[0]!, 3)}×** (target ≤ 1.10) | | |`);
}
