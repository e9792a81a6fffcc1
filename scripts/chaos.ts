/**
 * `npm run chaos`: three API replicas and the rates worker (built `dist/`) behind HAProxy, under a
 * steady mixed load (the soak's mix: REST, MCP, pages, rates), through the Redis faults of
 * scripts/chaos/scenarios.ts one after another, each topology on its own private processes.
 *
 * For every fault it prints the answers during the fault (from its start until every replica is in
 * shared mode again: `/readyz` says `redis`), their 5xx and transport errors, p99 and max latency,
 * the seconds from Redis answering again to shared mode, the requests one client asking ten times a
 * second got past its budget meanwhile; then whether a fresh client's 61st request in a minute is
 * refused by every replica, and (once per topology) whether the refresh schedule kept one tick per
 * period through the faults. Exits 1 when a target is missed: no 5xx, no transport error, max
 * latency under 1 s and p99 under 250 ms during a fault, shared mode back within 10 s, the budget
 * shared again, the schedule kept, and after a black-hole start every replica listening within 5 s.
 *
 * Knobs: CHAOS_SCENARIOS (frozen,black-hole,sentinel,cluster), CHAOS_RATE (100 requests/s),
 * CHAOS_CONNECTIONS (8), CHAOS_WARM_UP_SECONDS (10, traffic before the first fault), CHAOS_FREEZE_SECONDS (10), CHAOS_BLACK_HOLE_SECONDS (10), CHAOS_KEEP_LOGS=1.
 * Loopback only; every process it starts is stopped at the end, pass or fail.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ecbXmlDated, FakeSources, loadStandardSeries } from '../test/rates/support/fake-sources';
import { startFleet, REPLICAS, type Fleet } from './chaos/fleet';
import { requireHaproxy } from './chaos/haproxy';
import { budgetSharedAgain, HotClient } from './chaos/limits';
import { SCENARIOS, type Scenario } from './chaos/scenarios';
import { scheduleKept } from './chaos/schedule';
import { Probes } from './soak/probes';
import { checksTable, percentile, table, type Check } from './soak/report';
import { buildMix, Traffic, type Unit } from './soak/traffic';

const RATE = Number(process.env.CHAOS_RATE ?? 100);
const CONNECTIONS = Number(process.env.CHAOS_CONNECTIONS ?? 8);
const KEEP_LOGS = process.env.CHAOS_KEEP_LOGS === '1';
const WARM_UP_SECONDS = Number(process.env.CHAOS_WARM_UP_SECONDS ?? 10);
const SELECTED = (process.env.CHAOS_SCENARIOS ?? 'frozen,black-hole,sentinel,cluster').split(',').map((s) => s.trim());
const TARGETS = { maxMs: 1000, p99Ms: 250, sharedWithinS: 10, listenWithinMs: 5000 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The last `n` lines of a log file (CI's output keeps them; the scratch directory does not survive the machine). */
function logTail(file: string, n: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-n).join('\n');
  } catch (e) {
    return `(unreadable: ${e instanceof Error ? e.message : String(e)})`;
  }
}

interface Row {
  fault: string;
  answers: number;
  fiveXx: number;
  transport: number;
  p99: number;
  max: number;
  sharedAfterS: number;
  overBudget: number;
  checks: Check[];
}

let units: Unit[] | undefined;

/** Traffic time (ms) at which every replica has said `redis` on /readyz since `fromMs`, or undefined. */
async function sharedAgain(
  probes: Probes,
  fromMs: number,
  timeoutMs: number,
  now: () => number,
): Promise<number | undefined> {
  const limit = now() + timeoutMs;
  for (;;) {
    const firsts = Array.from(
      { length: REPLICAS },
      (_, i) => probes.readiness.find((r) => r.replica === i && r.at >= fromMs && r.mode === 'redis')?.at,
    );
    if (firsts.every((t) => t !== undefined)) return Math.max(...firsts);
    if (now() > limit) return undefined;
    await sleep(200);
  }
}

async function runScenario(
  make: () => Promise<Scenario>,
  dir: string,
  sources: Record<string, string>,
): Promise<Row[]> {
  const scenario = await make();
  const rows: Row[] = [];
  let fleet: Fleet | undefined;
  try {
    const scenarioStart = Date.now();
    fleet = await startFleet(dir, scenario.env, sources);
    const base = `http://127.0.0.1:${fleet.proxy.port}`;
    units ??= await buildMix(base);
    const traffic = new Traffic([fleet.proxy.port], units, CONNECTIONS, RATE);
    const probes = new Probes(
      traffic,
      fleet.replicas.map((child, i) => ({ child, port: fleet!.ports[i]!, metricsPort: fleet!.metricsPorts[i]! })),
      fleet.workerPort,
    );
    traffic.start();
    probes.start();
    const now = () => traffic.now();
    if (!scenario.faultAtStart) {
      // Warm: a fault measured on cold replicas (the JIT compiling every route) would time the warm-up.
      await sleep(WARM_UP_SECONDS * 1000);
      if ((await sharedAgain(probes, 0, 20_000, now)) === undefined)
        throw new Error('the replicas never reported shared mode (`redis` on /readyz) before the fault');
    }
    let scheduleFrom = scenarioStart;
    for (const [n, fault] of scenario.faults.entries()) {
      const startMs = scenario.faultAtStart ? 0 : now();
      if (n === 0 && !scenario.faultAtStart) scheduleFrom = Date.now();
      const hot = new HotClient(fleet.proxy.port);
      const answeringEpoch = await fault.inject();
      const answeringMs = now() - (Date.now() - answeringEpoch);
      const sharedMs = await sharedAgain(probes, answeringMs, 20_000, now);
      const endMs = (sharedMs ?? now()) + 500;
      await sleep(Math.max(0, endMs - now()));
      await hot.stop();
      const during = traffic.results.filter((r) => r.at >= startMs && r.at <= endMs);
      const ms = during.map((r) => r.ms).sort((a, b) => a - b);
      const count = (o: string) => during.filter((r) => r.outcome === o).length;
      const sample = (o: string) =>
        during
          .filter((r) => r.outcome === o)
          .slice(0, 2)
          .map((r) => `${r.kind}: ${r.detail ?? r.status}`)
          .join('; ');
      const sharedAfterS = sharedMs === undefined ? Infinity : (sharedMs - answeringMs) / 1000;
      const degradedSeen = new Set(
        probes.readiness
          .filter((r) => r.at >= startMs && r.at <= answeringMs && r.mode !== 'redis')
          .map((r) => r.replica),
      ).size;
      const budget = await budgetSharedAgain(fleet.proxy.port, REPLICAS);
      const row: Row = {
        fault: fault.name,
        answers: during.length,
        fiveXx: count('5xx'),
        transport: count('transport'),
        p99: percentile(ms, 99),
        max: ms[ms.length - 1] ?? NaN,
        sharedAfterS,
        overBudget: hot.overBudget,
        checks: [
          { name: 'no 5xx', ok: count('5xx') === 0, figure: `${count('5xx')} ${sample('5xx')}` },
          {
            name: 'no transport error',
            ok: count('transport') === 0,
            figure: `${count('transport')} ${sample('transport')}`,
          },
          {
            name: 'no other failed answer (4xx but 429, bad 2xx)',
            ok: count('4xx') + count('bad') === 0,
            figure: `${count('4xx') + count('bad')} ${sample('4xx')} ${sample('bad')}`,
          },
          {
            name: `max latency < ${TARGETS.maxMs} ms`,
            ok: ms.length > 0 && ms[ms.length - 1]! < TARGETS.maxMs,
            figure: `${(ms[ms.length - 1] ?? NaN).toFixed(0)} ms`,
          },
          {
            name: `p99 < ${TARGETS.p99Ms} ms`,
            ok: percentile(ms, 99) < TARGETS.p99Ms,
            figure: `${percentile(ms, 99).toFixed(0)} ms (p50 ${percentile(ms, 50).toFixed(0)} ms)`,
          },
          {
            name: `shared mode within ${TARGETS.sharedWithinS} s of Redis answering`,
            ok: sharedAfterS <= TARGETS.sharedWithinS,
            figure: `${sharedAfterS.toFixed(1)} s; ${degradedSeen} of ${REPLICAS} replicas said degraded during the fault`,
          },
          {
            name: 'over-budget client during the fault',
            ok: hot.other.length === 0,
            figure: `${hot.admitted} admitted, ${hot.refused} refused, ${hot.overBudget} past the budget of 60${hot.other.length ? `; ${hot.other.slice(0, 2).join('; ')}` : ''}`,
          },
          { name: '61st request in a minute refused by every replica', ...budget },
        ],
      };
      if (scenario.faultAtStart) {
        const slowest = Math.max(...fleet.listenMs);
        row.checks.push({
          name: `every replica listens within ${TARGETS.listenWithinMs / 1000} s`,
          ok: slowest < TARGETS.listenWithinMs,
          figure: fleet.listenMs.map((m) => `${(m / 1000).toFixed(1)} s`).join(', '),
        });
      }
      if (n === scenario.faults.length - 1) {
        const client = scenario.client();
        try {
          const verdict = await scheduleKept(client, scenario.faultAtStart ? answeringEpoch : scheduleFrom);
          row.checks.push({ name: 'refresh schedule: one tick per period, none lost', ...verdict });
          if (!verdict.ok) console.log(`\nThe worker's last log lines:\n${logTail(path.join(dir, 'worker.log'), 40)}`);
        } catch (e) {
          row.checks.push({
            name: 'refresh schedule: one tick per period, none lost',
            ok: false,
            figure: e instanceof Error ? e.message : String(e),
          });
        } finally {
          client.disconnect();
        }
      }
      rows.push(row);
      console.log(`\n### ${scenario.name}: ${fault.name}\n\n${checksTable(row.checks)}`);
    }
    await traffic.stop();
    await probes.stop();
  } finally {
    const exits = fleet ? await fleet.stop() : [];
    await scenario.stop();
    if (exits.some((e) => e !== 0 && e !== 'SIGTERM')) console.log(`exits: ${exits.join(', ')}`);
  }
  return rows;
}

async function main(): Promise<void> {
  requireHaproxy();
  const loadBefore = os.loadavg();
  const started = Date.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fincalc-chaos-'));
  const fake = await new FakeSources().start();
  const today = new Date();
  loadStandardSeries(fake, today);
  fake.ecbXml = ecbXmlDated(today.toISOString().slice(0, 10));
  const rows: Row[] = [];
  let failed = false;
  try {
    for (const name of SELECTED) {
      const make = SCENARIOS[name];
      if (!make) throw new Error(`unknown scenario ${name} (known: ${Object.keys(SCENARIOS).join(', ')})`);
      const scenarioDir = path.join(dir, name);
      mkdirSync(scenarioDir);
      try {
        rows.push(...(await runScenario(make, scenarioDir, fake.env())));
      } catch (e) {
        failed = true;
        console.error(`\n### ${name}: FAILED to run: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    console.log(
      `\n${new Date().toISOString()}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; ` +
        `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(
            ' ',
          )}; ${RATE} requests/s over ${CONNECTIONS} connections; ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`,
    );
    console.log(
      table(
        [
          'fault',
          'answers',
          '5xx',
          'transport errors',
          'p99 ms',
          'max ms',
          'shared again after',
          'admitted over the limit',
          'checks',
        ],
        rows.map((r) => [
          r.fault,
          r.answers,
          r.fiveXx,
          r.transport,
          r.p99.toFixed(0),
          r.max.toFixed(0),
          `${r.sharedAfterS.toFixed(1)} s`,
          r.overBudget,
          r.checks.every((c) => c.ok)
            ? 'all met'
            : `FAILED: ${r.checks
                .filter((c) => !c.ok)
                .map((c) => c.name)
                .join('; ')}`,
        ]),
      ),
    );
    failed ||= rows.some((r) => r.checks.some((c) => !c.ok));
  } finally {
    await fake.stop();
    if (!failed && !KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    else console.error(`logs: ${dir}`);
  }
  if (failed) {
    console.error('chaos FAILED');
    process.exitCode = 1;
  } else console.log('\nchaos passed');
}

// Interrupted: exit, so that the Redis processes' exit hook (test/support/redis-processes.ts) stops them.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
