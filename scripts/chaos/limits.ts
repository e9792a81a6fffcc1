/**
 * The per-IP API budget seen from one client address through the load balancer, during and after a
 * fault: how many requests a client that keeps asking gets past the budget while Redis is away, and,
 * once it is back, whether the 61st request in a minute is refused by every replica again.
 */
import http from 'node:http';
import { get, jsonWith, send } from '../soak/traffic';
import { SERVER_HEADER } from './haproxy';

/** The API's default budget per minute (RATE_LIMIT_API_PER_MIN), which the replicas share through Redis. */
export const API_BUDGET = 60;
// One point a request: /api/v1/tools is weighed by its bytes (one point per 64 KiB written), the rates are not.
const STEP = get('limit GET /api/v1/rates', '/api/v1/rates', 'api', jsonWith('rates'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A TEST-NET-2 address per use (198.51.100.0/24), never one of the steady traffic's. */
let nextAddress = 1;
export const freshAddress = () => `198.51.100.${nextAddress++}`;

/**
 * One address asking every `everyMs` until `stop()`: the answers it was admitted (2xx) and refused.
 * `overBudget` is what was admitted beyond the budget; a run stays within one minute of its first
 * request (callers stop it before), the budget's window.
 */
export class HotClient {
  readonly address = freshAddress();
  admitted = 0;
  refused = 0;
  other: string[] = [];
  private running = true;
  private readonly done: Promise<void>;
  private readonly agent = new http.Agent({ keepAlive: true });
  private readonly startedAt = Date.now();

  constructor(port: number, everyMs = 100) {
    this.done = (async () => {
      while (this.running && Date.now() - this.startedAt < 58_000) {
        const a = await send(port, this.agent, STEP, this.address);
        if (a.outcome === 'ok') this.admitted++;
        else if (a.outcome === '429') this.refused++;
        else this.other.push(`${a.status} ${a.detail ?? ''}`);
        await sleep(everyMs);
      }
    })();
  }

  get overBudget(): number {
    return Math.max(0, this.admitted - API_BUDGET);
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
    this.agent.destroy();
  }
}

/**
 * A fresh address sends requests through the balancer until every replica has refused it once (at
 * most budget + 30): shared means exactly `API_BUDGET` admitted, each refusal after the first, and
 * the refusals coming from all `replicas` servers.
 */
export async function budgetSharedAgain(port: number, replicas: number): Promise<{ ok: boolean; figure: string }> {
  const agent = new http.Agent({ keepAlive: true });
  const address = freshAddress();
  let admitted = 0;
  let admittedAfterRefusal = 0;
  const refusedBy = new Set<string>();
  const served = new Set<string>();
  try {
    for (let i = 0; i < API_BUDGET + 30 && refusedBy.size < replicas; i++) {
      const a = await send(port, agent, STEP, address);
      const server = String(a.headers[SERVER_HEADER] ?? '?');
      served.add(server);
      if (a.outcome === 'ok') {
        admitted++;
        if (refusedBy.size > 0) admittedAfterRefusal++;
      } else if (a.outcome === '429') refusedBy.add(server);
      else return { ok: false, figure: `unexpected answer ${a.status} ${a.detail ?? ''}` };
    }
  } finally {
    agent.destroy();
  }
  return {
    ok: admitted === API_BUDGET && admittedAfterRefusal === 0 && refusedBy.size === replicas,
    figure: `${admitted} admitted of ${API_BUDGET} (answered by ${served.size} replicas); refused by ${[...refusedBy].sort().join(', ') || 'none'}${admittedAfterRefusal ? `; ${admittedAfterRefusal} admitted after a refusal` : ''}`,
  };
}
