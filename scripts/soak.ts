/**
 * `npm run soak`: two API replicas and the rates worker (the built `dist/` entry points) on a private
 * Redis, the worker refreshing from local fake FRED and ECB servers, mixed traffic on both replicas
 * (scripts/soak/traffic.ts), and Redis stopped in the middle for a while, then started again on the
 * same port with its data (AOF, as deploy/k8s/redis runs it). Bounded: 75 s of traffic, then the noisy-neighbour phase (about 40 s), plus start-up.
 *
 * It asserts what the service promises under a Redis fault: no 5xx, no transport error (reset,
 * refused, timeout), no 429 while every client address stays under its budget, `/readyz` degraded
 * during the outage and back to `redis` after, the per-IP budget shared by the replicas again after
 * recovery (proved with the RateLimit headers of one address spending it on both), the resident
 * memory of each replica flat after warm-up (measured after a full garbage collection, forced
 * through the replica's inspector: scripts/soak/full-gc.ts), the worker alive, reconnected and refreshing again,
 * no error-level log line, and clean exits on SIGTERM. After the traffic, the noisy-neighbour phase
 * (scripts/soak/noisy.ts): one address sends the heaviest valid and invalid requests to api-1 at its full budget
 * while another times its cheap requests; asserted are no 5xx or reset, 429 for the noisy address past each budget,
 * none for the quiet one, the quiet client's p99 under a generous bound, and every replica's RSS under the pod
 * memory limit of deploy/k8s. Then the attack phase (scripts/soak/attacks.ts): one recipe per row of the table of
 * attacks that stay within an address's budgets (docs/operate.md, "Capacity of a replica"), each on api-1 while
 * victims time cheap requests, each held to generous bounds only. Prints the figures; exits 1 on any failure.
 *
 * Knobs: SOAK_SECONDS (75, the traffic), SOAK_OUTAGE_SECONDS (12), SOAK_CONNECTIONS (8 per replica), SOAK_RATE (150 requests/s over both replicas; 0 = unpaced),
 * SOAK_RSS_GROWTH_MAX (0.10), SOAK_NOISY_SECONDS (30), SOAK_NOISY_BASELINE_SECONDS (8), SOAK_NOISY_P99_MAX_MS (5000),
 * SOAK_ATTACKS (all, none, or recipe names comma-separated), SOAK_ATTACK_SECONDS (10 a recipe), SOAK_ATTACK_P99_MAX_MS (5000),
 * SOAK_KEEP_LOGS (1: keep the scratch directory with every log), SOAK_POD_HEAP (0: the replicas' V8 heap sized from the
 * host's memory instead of as under the API pod's memory limit), SOAK_NODE_FLAGS (Node flags added to the replicas'
 * own, last, e.g. to compare heap settings); HEAVY_POOL_THREADS, HEAVY_POOL_NICE, HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_MS, HTTP_NEW_CONNECTIONS_PER_ADDRESS,
 * HTTP_NEW_CONNECTIONS_PRESSURE and MALLOC_ARENA_MAX are passed to the replicas.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ecbXmlDated, FakeSources, loadStandardSeries } from '../test/rates/support/fake-sources';
import { collectAndMeasure, type AfterCollection } from './soak/full-gc';
import { freePort, logLines, rssMiB, startNode, startRedis, stopChild, type Child } from './soak/processes';
import { API_IMAGE_ENV, API_NODE_FLAGS, apiPodNodeFlags } from './bench-support';
import { loadConfig } from '../src/config';
import { METRICS, Probes, READYZ } from './soak/probes';
import { checksTable, median, PHASES, table, trafficTables, type Check, type Phase } from './soak/report';
import { buildMix, CLIENT_ADDRESSES, get, jsonWith, send, Traffic, type Result } from './soak/traffic';
import { noisyChecks, noisyNeighbourPhase, noisyTables, phaseReplicas } from './soak/noisy';
import { apiPodMemoryLimit, ingressClientLimits } from '../test/support/manifest-limits';
import Redis from 'ioredis';
import { KeyStore } from '../src/keys/key-store';
import { attackChecks, attackPhase, attackTables, selectedAttacks } from './soak/attacks';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 75);
const OUTAGE_SECONDS = Number(process.env.SOAK_OUTAGE_SECONDS ?? 12);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const RATE = Number(process.env.SOAK_RATE ?? 150);
const RSS_GROWTH_MAX = Number(process.env.SOAK_RSS_GROWTH_MAX ?? 0.1);
const NOISY_SECONDS = Number(process.env.SOAK_NOISY_SECONDS ?? 30);
const NOISY_BASELINE_SECONDS = Number(process.env.SOAK_NOISY_BASELINE_SECONDS ?? 8);
const NOISY_P99_MAX_MS = Number(process.env.SOAK_NOISY_P99_MAX_MS ?? 5000);
const KEEP_LOGS = process.env.SOAK_KEEP_LOGS === '1';
const ATTACKS = selectedAttacks(process.env.SOAK_ATTACKS);
const ATTACK_SECONDS = Number(process.env.SOAK_ATTACK_SECONDS ?? 10);
const ATTACK_P99_MAX_MS = Number(process.env.SOAK_ATTACK_P99_MAX_MS ?? 5000);

/** The service's default budgets (src/config; docs/api.md, "Limits and headers"), spread over two replicas when Redis is down. */
const DEFAULTS = loadConfig({});
const BUDGETS = {
  api: DEFAULTS.rateLimitApiPerMin,
  mcp: DEFAULTS.rateLimitMcpPerMin,
  page: DEFAULTS.rateLimitPagePerMin,
} as const;
const REPLICAS = 2;
/**
 * The heap V8 gives an API pod under its memory limit (an old generation of 256 MiB, semi-spaces of 1 MiB), before the
 * command's own flags (semi-spaces of 8 MiB): the replicas run as the pods do (docs/operate.md, "Memory").
 * SOAK_POD_HEAP=0: sized from the host's memory instead (a 4 GB old generation).
 */
const API_FLAGS = process.env.SOAK_POD_HEAP === '0' ? API_NODE_FLAGS : apiPodNodeFlags();
const EXTRA_NODE_FLAGS = (process.env.SOAK_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
/** The address that spends its API budget on both replicas after recovery (TEST-NET-1, never in the mix). */
const BUDGET_ADDRESS = '192.0.2.77';

/**
 * The timeline, in ms since the traffic started. The warm-up runs the mix as fast as it goes, so the
 * JIT and V8's heap sizing settle before anything is measured; the rest runs at SOAK_RATE. RSS is
 * compared at the same steady load, each time right after a full garbage collection: at the end of
 * the window between warm-up and outage, and at the end of the run. The RSS of a V8 process is a
 * sawtooth with a period of tens of seconds, so its peaks over the two windows (printed) depend on
 * where each window falls in the cycle; what a full collection leaves is what a leak grows.
 */
const WARM_UP_MS = SECONDS * 200;
const OUTAGE_AT_MS = SECONDS * 400;
const WINDOW_MS = OUTAGE_AT_MS - WARM_UP_MS;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The variables of `names` set in the soak's own environment, for the replicas. */
const passedThrough = (names: readonly string[]) =>
  Object.fromEntries(names.flatMap((n) => (process.env[n] ? [[n, process.env[n]!]] : [])));
const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  if (OUTAGE_AT_MS + (OUTAGE_SECONDS + 10) * 1000 > SECONDS * 1000 - WINDOW_MS) {
    throw new Error(
      `SOAK_SECONDS=${SECONDS} leaves no room for a ${OUTAGE_SECONDS} s outage and recovery before the last fifth of the run`,
    );
  }
  const loadBefore = os.loadavg();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fincalc-soak-'));
  const log = (name: string) => path.join(dir, `${name}.log`);
  const children: Child[] = [];
  const fake = await new FakeSources().start();
  const today = new Date();
  loadStandardSeries(fake, today);
  fake.ecbXml = ecbXmlDated(today.toISOString().slice(0, 10));
  let failed = true;
  let redis: Child | undefined;
  try {
    const redisPort = await freePort();
    redis = await startRedis(redisPort, dir, log('redis'));
    const common = {
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_KEY_PREFIX: 'soak:',
      LOG_LEVEL: 'info',
      ...fake.env(),
    };
    const workerPort = await freePort();
    const worker = await startNode(
      'worker',
      'dist/src/workers/main.js',
      // Benchmarks every minute and FX every minute: the worker refreshes again within the run.
      {
        ...common,
        WORKER_METRICS_PORT: String(workerPort),
        RATES_REFRESH_MINUTES: '1',
        FX_REFRESH_CRON: '* * * * *',
        FX_REFRESH_TZ: 'UTC',
      },
      log('worker'),
      `http://127.0.0.1:${workerPort}/healthz`,
    );
    children.push(worker);
    // One replica at a time, each port taken just before its replica binds it: a replica's inspector listens on a
    // kernel-chosen port, which must not land on a port handed out for a replica not yet started.
    const ports: number[] = [];
    const metricsPorts: number[] = [];
    const replicas: (Child & { inspectorUrl?: string })[] = [];
    for (let i = 0; i < REPLICAS; i++) {
      const port = await freePort();
      const metricsPort = await freePort();
      ports.push(port);
      metricsPorts.push(metricsPort);
      const replica = await startNode(
        `api-${i + 1}`,
        'dist/src/api/server.js',
        // Behind an ingress: the client address comes from X-Forwarded-For, sent by loopback.
        {
          ...common,
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          // 127.0.0.1 only: the attack phase's socket-level attackers connect from other loopback addresses, which
          // the replica then counts as clients of their own.
          TRUST_PROXY: '127.0.0.1',
          RATE_LIMIT_EXPECTED_REPLICAS: String(REPLICAS),
          SHUTDOWN_TIMEOUT_MS: '5000',
          // As the image runs the API (MALLOC_ARENA_MAX), unless set below.
          ...API_IMAGE_ENV,
          // Passed through, to compare a recipe with and without a mechanism (the heavy-work pool, early closing of
          // waiting connections) or an allocator setting.
          ...passedThrough([
            'REFUSAL_HOLD_MS',
            'HEAVY_POOL_THREADS',
            'HEAVY_POOL_NICE',
            'HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_MS',
            'HTTP_NEW_CONNECTIONS_PER_ADDRESS',
            'HTTP_NEW_CONNECTIONS_PRESSURE',
            'MALLOC_ARENA_MAX',
          ]),
        },
        log(`api-${i + 1}`),
        `http://127.0.0.1:${port}/readyz`,
        // On this host V8 would size the heap from the host's memory (a 4 GB old generation), not the pod's limit.
        { inspect: true, nodeFlags: [...API_FLAGS, ...EXTRA_NODE_FLAGS] },
      );
      replicas.push(replica);
      children.push(replica);
    }

    const units = await buildMix(`http://127.0.0.1:${ports[0]}`);
    const traffic = new Traffic(ports, units, CONNECTIONS, 0);
    const rssAtStart = replicas.map((r) => rssMiB(r.process.pid) ?? NaN);
    const sourceRequestsBefore = fake.requests.length;
    const probes = new Probes(
      traffic,
      replicas.map((child, i) => ({ child, port: ports[i]!, metricsPort: metricsPorts[i]! })),
      workerPort,
    );
    const { readiness, rss, heap } = probes;
    traffic.start();
    probes.start();

    await sleep(WARM_UP_MS);
    traffic.setRate(RATE);
    // The outage: Redis stopped (SIGTERM, as a pod is), down for a while, started again.
    await sleep(OUTAGE_AT_MS - traffic.now());
    const collected = () => Promise.all(replicas.map((r) => collectAndMeasure(r.inspectorUrl!, r.process.pid)));
    const afterWindow: AfterCollection[] = await collected();
    const stoppedAt = traffic.now();
    const redisExit = await stopChild(redis);
    await sleep(Math.max(0, stoppedAt + OUTAGE_SECONDS * 1000 - traffic.now()));
    // From the moment it is spawned: clients may reconnect before this script's own probe does.
    const restartedAt = traffic.now();
    const restartedEpoch = Date.now();
    redis = await startRedis(redisPort, dir, log('redis'));

    // Recovered: both replicas report `redis` again on /readyz.
    const recoveredAt: number[] = [];
    for (const replica of ports.keys()) {
      for (let i = 0; i < 120 && recoveredAt[replica] === undefined; i++) {
        const seen = readiness.find((r) => r.replica === replica && r.at > restartedAt && r.mode === 'redis');
        if (seen) recoveredAt[replica] = seen.at;
        else await sleep(250);
      }
    }
    const recovered = Math.max(...ports.map((_, i) => recoveredAt[i] ?? Infinity));
    await sleep(1000);
    const budget = await sharedBudget(ports);
    await sleep(Math.max(0, SECONDS * 1000 - traffic.now()));
    const atEnd: AfterCollection[] = await collected();
    const trafficMs = traffic.now();
    await traffic.stop();

    // The noisy neighbour, on api-1, while the worker's refresh after the restart is awaited anyway.
    const podLimit = apiPodMemoryLimit();
    const ingress = ingressClientLimits();
    const noisy = await noisyNeighbourPhase({
      port: ports[0]!,
      units,
      budgets: BUDGETS,
      connections: ingress.connections,
      rate: ingress.rps,
      baselineSeconds: NOISY_BASELINE_SECONDS,
      seconds: NOISY_SECONDS,
      now: () => traffic.now(),
    });

    // The attacks, each row of the table in turn, on api-1; the enterprise key is issued as the operator would.
    const keys = new Redis(common.REDIS_URL, { lazyConnect: true });
    const enterpriseKey = ATTACKS.includes('enterprise-key')
      ? (await new KeyStore(keys, common.REDIS_KEY_PREFIX).create('soak enterprise', 'enterprise', new Date())).key
      : '';
    keys.disconnect();
    // The probes' answers during the attacks are the attacks' (a table full of slow-header sockets closes idle
    // keep-alive sockets, the probes' among them): the checks of the run read those before.
    const attacksAt = traffic.now();
    const attacks = await attackPhase({
      port: ports[0]!,
      units,
      names: ATTACKS,
      seconds: ATTACK_SECONDS,
      enterpriseKey,
      now: () => traffic.now(),
      collected,
    });

    // The worker refreshes again after the restart: its next tick fetches from the sources and the
    // replicas read the new data set (they cache it 15 s). Waited for, at most 90 s after the restart.
    const refreshedAfter = () =>
      readiness.filter((r) => r.fetchedAt && Date.parse(r.fetchedAt) > restartedEpoch).map((r) => r.replica);
    while (new Set(refreshedAfter()).size < REPLICAS && Date.now() < restartedEpoch + 90_000) await sleep(500);
    await probes.stop();
    const noisyRss = phaseReplicas(
      noisy,
      rss,
      readiness,
      replicas.map((r) => r.name),
    );
    const attackRss = new Map(
      attacks.map((a) => [
        a.name,
        phaseReplicas(
          a,
          rss,
          readiness,
          replicas.map((r) => r.name),
        ),
      ]),
    );
    const sourceRequestsAfterRestart = fake.requests.filter((r) => r.at > restartedEpoch).length;
    const workerMetrics = await fetch(`http://127.0.0.1:${workerPort}/metrics`).then((r) => r.text());
    const refreshCounts = [...workerMetrics.matchAll(/^rates_refresh_total\{([^}]*)\} (\d+)/gm)].map(
      (m) => `${m[1]} ${m[2]}`,
    );

    // Clean exits: replicas and worker drain and exit 0 on SIGTERM.
    const exits = await Promise.all(children.map((c) => stopChild(c)));
    await stopChild(redis);
    redis = undefined;

    // The figures.
    const results = traffic.results.filter((r) => r.at < attacksAt);
    const phaseOf = (r: Result): Phase => (r.at < stoppedAt ? 'before' : r.at < recovered ? 'outage' : 'after');
    const phaseSeconds: Record<Phase, number> = {
      before: stoppedAt / 1000,
      outage: (recovered - stoppedAt) / 1000,
      after: (Math.max(trafficMs, ...results.map((r) => r.at)) - recovered) / 1000,
    };
    const mixed = results.filter((r) => r.replica >= 0 && r.kind !== READYZ.kind && r.kind !== METRICS.kind);
    const count = (rs: readonly Result[], o: Result['outcome']) => rs.filter((r) => r.outcome === o).length;
    const failures = (rs: readonly Result[], o: Result['outcome']) =>
      rs
        .filter((r) => r.outcome === o)
        .slice(0, 3)
        .map(
          (r) =>
            `${r.kind} on ${r.replica < 0 ? 'worker' : `api-${r.replica + 1}`} at ${fmt(r.at)}: ${r.detail ?? r.status}`,
        )
        .join('; ');
    const maxPerAddress = (b: keyof typeof BUDGETS) =>
      Math.max(0, ...[...traffic.perAddress].filter(([k]) => k.startsWith(`${b} `)).map(([, n]) => n));

    const rssRows = replicas.map((_, replica) => {
      const mine = rss.filter((s) => s.replica === replica);
      const baseline = mine.filter((s) => s.at >= WARM_UP_MS && s.at < stoppedAt).map((s) => s.mib);
      const last = mine.filter((s) => s.at >= trafficMs - WINDOW_MS && s.at <= trafficMs).map((s) => s.mib);
      const [before, end] = [afterWindow[replica]!, atEnd[replica]!];
      const peak = Math.max(...mine.map((s) => s.mib));
      return {
        replica,
        start: rssAtStart[replica]!,
        before,
        end,
        peaks: [Math.max(...baseline), Math.max(...last)],
        medians: [median(baseline), median(last)],
        peak,
        growth: end.rss / before.rss - 1,
      };
    });

    const modes = (replica: number, from: number, to: number) =>
      readiness.filter((r) => r.replica === replica && r.at >= from && r.at < to);
    const firstDegraded = ports.map((_, i) => modes(i, stoppedAt, restartedAt).find((r) => r.mode === 'degraded')?.at);
    // Before the stop, by the answer's time: a probe sent just before it and answered after it says degraded, rightly.
    const answeredBefore = (replica: number, to: number) =>
      readiness.filter((r) => r.replica === replica && r.answeredAt < to);
    /**
     * The /readyz answers against the readiness check: not `redis` before the stop, not 200 from the stop to the
     * attacks, not `redis` from a second after the recovery until the traffic ends (the noisy-neighbour phase after
     * it prints its own).
     */
    const offending = ports.map((_, i) =>
      [
        ...answeredBefore(i, stoppedAt).filter((r) => r.mode !== 'redis'),
        ...modes(i, stoppedAt, attacksAt).filter((r) => r.status !== 200),
        ...modes(i, recovered + 1000, trafficMs).filter((r) => r.mode !== 'redis'),
      ].sort((a, b) => a.at - b.at),
    );
    /** The first of them (status and mode, when), so a failure says which. */
    const offendingWords = (i: number) => {
      const shown = offending[i]!.slice(0, 3).map((r) => `${r.status} ${r.mode ?? 'no mode'} at ${fmt(r.at)}`);
      return offending[i]!.length === 0 ? '' : ` (${offending[i]!.length} answers against it: ${shown.join(', ')})`;
    };
    const workerLog = logLines(worker.logFile);
    const afterRestart = (l: { time?: number }) => (l.time ?? 0) >= restartedEpoch;
    const workerReconnected = workerLog.some((l) => afterRestart(l) && /refresh worker recovered/.test(l.msg ?? ''));
    const storeReconnected = workerLog.some((l) => afterRestart(l) && /reachable again/.test(l.msg ?? ''));
    const replicaReconnected = replicas.map((r) =>
      logLines(r.logFile).some((l) => afterRestart(l) && /reachable again/.test(l.msg ?? '')),
    );
    const errorLines = children.flatMap((c) =>
      logLines(c.logFile)
        .filter((l) => (l.level ?? 0) >= 50)
        .map((l) => `${c.name}: ${l.msg}`),
    );
    const refreshed = new Set(refreshedAfter());

    const checks: Check[] = [
      {
        name: 'no 5xx',
        ok: count(results, '5xx') === 0,
        figure: `${count(results, '5xx')} ${failures(results, '5xx')}`,
      },
      {
        name: 'no transport error (reset, refused, timeout)',
        ok: count(results, 'transport') === 0,
        figure: `${count(results, 'transport')} ${failures(results, 'transport')}`,
      },
      {
        name: 'no 429 while every address is under its budget',
        ok:
          count(mixed, '429') === 0 &&
          (['api', 'mcp', 'page'] as const).every((b) => maxPerAddress(b) <= Math.floor(BUDGETS[b] / REPLICAS)),
        figure:
          `${count(mixed, '429')} 429s; most requests from one of ${CLIENT_ADDRESSES} addresses over the whole run: ` +
          (['api', 'mcp', 'page'] as const)
            .map(
              (b) =>
                `${b} ${maxPerAddress(b)} (budget ${BUDGETS[b]}/min, ${Math.floor(BUDGETS[b] / REPLICAS)} per replica with Redis down)`,
            )
            .join(', '),
      },
      {
        name: 'every answer as expected (no other 4xx, every 2xx whole)',
        ok: count(results, '4xx') + count(results, 'bad') === 0,
        figure: `${count(results, '4xx')} other 4xx, ${count(results, 'bad')} bad 2xx ${failures(results, '4xx')} ${failures(results, 'bad')}`,
      },
      {
        name: 'every kind of request answered in every phase',
        ok: [...new Set(mixed.map((r) => r.kind))].every((k) =>
          PHASES.every((p) => mixed.some((r) => r.kind === k && phaseOf(r) === p && r.outcome === 'ok')),
        ),
        figure: `${new Set(mixed.map((r) => r.kind)).size} kinds × ${PHASES.length} phases`,
      },
      {
        name: '/readyz: redis before, degraded (200) during the outage, redis after',
        ok: ports.every(
          (_, i) => firstDegraded[i] !== undefined && recoveredAt[i] !== undefined && offending[i]!.length === 0,
        ),
        figure: ports
          .map(
            (_, i) =>
              `api-${i + 1}: degraded ${firstDegraded[i] === undefined ? 'never seen' : `${fmt(firstDegraded[i] - stoppedAt)} after the stop`}, ` +
              `redis ${recoveredAt[i] === undefined ? 'never again' : `${fmt(recoveredAt[i] - restartedAt)} after the restart`}` +
              offendingWords(i),
          )
          .join('; '),
      },
      {
        name: 'per-IP budget shared by the replicas after recovery',
        ok: budget.ok,
        figure: budget.figure,
      },
      ...rssRows.map((r) => ({
        name: `api-${r.replica + 1} RSS flat after warm-up (after a full collection; growth ≤ ${(RSS_GROWTH_MAX * 100).toFixed(0)} %)`,
        ok: r.growth <= RSS_GROWTH_MAX,
        figure: `${r.before.rss.toFixed(1)} → ${r.end.rss.toFixed(1)} MiB (${(r.growth * 100).toFixed(1)} %); heap used ${r.before.heapUsed.toFixed(1)} → ${r.end.heapUsed.toFixed(1)} MiB`,
      })),
      {
        name: 'replicas logged the reconnection',
        ok: replicaReconnected.every(Boolean),
        figure: replicaReconnected.map((ok, i) => `api-${i + 1} ${ok ? 'yes' : 'no'}`).join(', '),
      },
      {
        name: 'worker survived, reconnected and refreshed again',
        ok:
          workerReconnected &&
          storeReconnected &&
          sourceRequestsAfterRestart > 0 &&
          refreshed.size === REPLICAS &&
          refreshCounts.length > 0,
        figure:
          `queue connection recovered: ${workerReconnected ? 'yes' : 'no'}, store connection: ${storeReconnected ? 'yes' : 'no'}; ` +
          `${sourceRequestsAfterRestart} source requests after the restart (${sourceRequestsBefore} before the traffic); ` +
          `replicas serving a data set refreshed after the restart: ${refreshed.size}/${REPLICAS}; /metrics: ${refreshCounts.join(', ') || 'no rates_refresh_total'}`,
      },
      ...noisyChecks(noisy, { budgets: BUDGETS, p99MaxMs: NOISY_P99_MAX_MS, rssRows: noisyRss, podLimit }),
      ...attackChecks(attacks, { p99MaxMs: ATTACK_P99_MAX_MS, podLimit, rss: attackRss }),
      {
        name: 'no error-level log line',
        ok: errorLines.length === 0,
        figure: `${errorLines.length} ${errorLines.slice(0, 3).join('; ')}`,
      },
      {
        name: 'clean exits on SIGTERM (replicas, worker; Redis stopped by SIGTERM exits 0)',
        ok: exits.every((e) => e === 0) && redisExit === 0,
        figure: `${children.map((c, i) => `${c.name} ${String(exits[i])}`).join(', ')}, redis ${String(redisExit)}`,
      },
    ];

    console.log(
      `\n${new Date().toISOString()}, ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}; ` +
        `load average before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    console.log(
      `${SECONDS} s of traffic (full speed for ${fmt(WARM_UP_MS)}, then ${RATE > 0 ? `${RATE} requests/s` : 'full speed'}), ${CONNECTIONS} keep-alive connections per replica, ${units.length} units in the mix; ` +
        `Redis stopped at ${fmt(stoppedAt)}, started again at ${fmt(restartedAt)}, both replicas on Redis again at ${fmt(recovered)}\n`,
    );
    console.log(trafficTables(results, phaseOf, phaseSeconds));
    console.log(
      `\n${table(
        [
          'replica',
          'RSS MiB at start',
          `after a full collection at ${fmt(stoppedAt)}: RSS / heap used / external`,
          `at ${fmt(trafficMs)}`,
          'growth (RSS)',
          `peaks ${fmt(WARM_UP_MS)}–${fmt(stoppedAt)} → last ${fmt(WINDOW_MS)}`,
          'medians of the two windows',
          'peak of the run',
        ],
        rssRows.map((r) => [
          `api-${r.replica + 1}`,
          r.start.toFixed(1),
          [r.before.rss, r.before.heapUsed, r.before.external].map((m) => m.toFixed(1)).join(' / '),
          [r.end.rss, r.end.heapUsed, r.end.external].map((m) => m.toFixed(1)).join(' / '),
          `${(r.growth * 100).toFixed(1)} %`,
          r.peaks.map((m) => m.toFixed(1)).join(' → '),
          r.medians.map((m) => m.toFixed(1)).join(' → '),
          r.peak.toFixed(1),
        ]),
      )}`,
    );
    const timeline: (string | number)[][] = [];
    for (let t = 0; t <= trafficMs; t += 5000) {
      const at = (replica: number) => {
        const m = rss.find((s) => s.replica === replica && s.at >= t)?.mib.toFixed(0) ?? '-';
        const h = heap.find((s) => s.replica === replica && s.at >= t);
        return h ? `${m} / ${h.total.toFixed(0)} / ${h.used.toFixed(0)} / ${h.external.toFixed(0)}` : m;
      };
      const done = mixed.filter((r) => r.at >= t && r.at < t + 5000).length;
      timeline.push([`${t / 1000}`, ...replicas.map((_, i) => at(i)), (done / 5).toFixed(0)]);
    }
    console.log(
      `\n${table(['s', ...replicas.map((r) => `${r.name} MiB: RSS / heap total / used / external`), 'mix req/s next 5 s'], timeline)}`,
    );
    console.log(`\n${noisyTables(noisy, noisyRss, podLimit)}`);
    if (attacks.length > 0) console.log(`\n${attackTables(attacks, attackRss, podLimit.mib)}`);
    console.log(`\n${checksTable(checks)}\n`);
    failed = checks.some((c) => !c.ok);
    if (failed) {
      console.error(
        `soak FAILED: ${checks
          .filter((c) => !c.ok)
          .map((c) => c.name)
          .join('; ')} (logs kept in ${dir})`,
      );
      process.exitCode = 1;
    } else console.log('soak passed');
  } finally {
    for (const c of children)
      if (c.process.exitCode === null && c.process.signalCode === null) await stopChild(c, 5000);
    if (redis) await stopChild(redis, 5000);
    await fake.stop();
    if (!failed && !KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    else console.error(`logs: ${dir}`);
  }
}

/**
 * One address spends its API budget on both replicas: 20 requests on api-1, then one on api-2, whose
 * `X-RateLimit-Remaining` must already count api-1's; then alternately until refused. Shared means
 * exactly `budget` accepted in total, and both replicas refusing after that.
 */
async function sharedBudget(ports: readonly number[]): Promise<{ ok: boolean; figure: string }> {
  const agent = new http.Agent({ keepAlive: true });
  // One point a request: /api/v1/tools is weighed by its bytes (one point per 64 KiB written), the rates are not.
  const step = get('budget GET /api/v1/rates', '/api/v1/rates', 'api', jsonWith('rates'));
  const on = async (replica: number) => send(ports[replica]!, agent, step, BUDGET_ADDRESS);
  try {
    const first = 20;
    for (let i = 0; i < first; i++) await on(0);
    const seen = await on(1);
    const remainingOn2 = Number(seen.headers['x-ratelimit-remaining']);
    let accepted = first + (seen.outcome === 'ok' ? 1 : 0);
    const refusedBy = new Set<number>();
    let retryAfter: string | undefined;
    for (let i = 0; i < BUDGETS.api + 10 && refusedBy.size < 2; i++) {
      const a = await on(i % 2);
      if (a.outcome === 'ok') accepted++;
      else if (a.outcome === '429') {
        refusedBy.add(i % 2);
        retryAfter = String(a.headers['retry-after']);
      } else return { ok: false, figure: `unexpected answer ${a.status} ${a.detail ?? ''}` };
    }
    const expectedOn2 = BUDGETS.api - first - 1;
    return {
      ok: remainingOn2 === expectedOn2 && accepted === BUDGETS.api && refusedBy.size === 2,
      figure:
        `after ${first} requests on api-1, api-2 said ${String(seen.headers.ratelimit)} (remaining ${remainingOn2}, expected ${expectedOn2}); ` +
        `${accepted} accepted in all of ${BUDGETS.api}; refused by ${refusedBy.size} replicas (Retry-After ${retryAfter ?? '-'} s)`,
    };
  } finally {
    agent.destroy();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
