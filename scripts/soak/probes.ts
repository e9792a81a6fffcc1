/**
 * What the soak watches while the traffic runs, four times a second: each replica's `/readyz` (its
 * mode and the age of the rates it serves), every half second its RSS (from /proc) and the worker's
 * `/healthz`, every two seconds its JS heap from its own `/metrics` (on its metrics port). Every probe's answer also goes
 * into the traffic's record, so a probe that fails counts like any other request.
 */
import http from 'node:http';
import type { Child } from './processes';
import { rssMiB } from './processes';
import { get, jsonWith, send, type Traffic } from './traffic';

export interface Readiness {
  /** When the probe was sent, and when its answer came (ms since the traffic started). */
  at: number;
  answeredAt: number;
  replica: number;
  status: number;
  mode?: string;
  fetchedAt?: string | null;
}

export interface RssSample {
  at: number;
  replica: number;
  mib: number;
}

export interface HeapSample {
  at: number;
  replica: number;
  /** MiB: committed, used, external (ArrayBuffers, Buffers). */
  total: number;
  used: number;
  external: number;
}

export const READYZ = get('GET /readyz', '/readyz', null, jsonWith('mode'));
export const METRICS = get('GET /metrics', '/metrics', null, (body) =>
  body.includes('nodejs_heap_size_total_bytes') ? undefined : 'no heap metrics',
);
const WORKER_HEALTH = get('worker GET /healthz', '/healthz', null, jsonWith('status'));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Probes {
  readonly readiness: Readiness[] = [];
  readonly rss: RssSample[] = [];
  readonly heap: HeapSample[] = [];
  private running = false;
  private loop: Promise<void> = Promise.resolve();
  private readonly agent = new http.Agent({ keepAlive: true });

  constructor(
    private readonly traffic: Traffic,
    private readonly replicas: readonly { child: Child; port: number; metricsPort: number }[],
    private readonly workerPort: number,
  ) {}

  start(): void {
    this.running = true;
    this.loop = (async () => {
      for (let tick = 0; this.running; tick++) {
        await Promise.all(this.replicas.map((r, i) => this.readyz(r.port, i)));
        if (tick % 8 === 0) await Promise.all(this.replicas.map((r, i) => this.metrics(r.metricsPort, i)));
        if (tick % 2 === 0) {
          this.replicas.forEach((r, replica) => {
            const mib = rssMiB(r.child.process.pid);
            if (mib !== undefined) this.rss.push({ at: this.traffic.now(), replica, mib });
          });
          const at = this.traffic.now();
          this.traffic.record(
            -1,
            WORKER_HEALTH.kind,
            at,
            await send(this.workerPort, this.agent, WORKER_HEALTH, '127.0.0.1'),
          );
        }
        await sleep(250);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
    this.agent.destroy();
  }

  private async readyz(port: number, replica: number): Promise<void> {
    const at = this.traffic.now();
    const a = await send(port, this.agent, READYZ, '127.0.0.1');
    this.traffic.record(replica, READYZ.kind, at, a);
    const body =
      a.outcome === 'ok' ? (JSON.parse(a.body) as { mode: string; rates: { fetched_at: string | null } }) : undefined;
    const answeredAt = this.traffic.now();
    this.readiness.push({
      at,
      answeredAt,
      replica,
      status: a.status,
      mode: body?.mode,
      fetchedAt: body?.rates.fetched_at,
    });
  }

  private async metrics(port: number, replica: number): Promise<void> {
    const at = this.traffic.now();
    const a = await send(port, this.agent, METRICS, '127.0.0.1');
    this.traffic.record(replica, METRICS.kind, at, a);
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(a.body)?.[1]) / 2 ** 20;
    this.heap.push({
      at,
      replica,
      total: value('nodejs_heap_size_total_bytes'),
      used: value('nodejs_heap_size_used_bytes'),
      external: value('nodejs_external_memory_bytes'),
    });
  }
}
