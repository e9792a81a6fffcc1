/**
 * The Redis faults of `npm run chaos`, one scenario per topology, each on real processes from
 * test/support/redis-processes.ts: a standalone Redis frozen for 10 s (SIGSTOP, then SIGCONT); a
 * black hole as REDIS_URL when the fleet starts, which then answers as a real Redis; a Sentinel
 * set's planned failover (`SENTINEL FAILOVER`) and then its new master killed; a Cluster master
 * killed so that its replica takes over. A fault's `inject` returns once Redis answers again (the
 * moment "shared mode back within 10 s" counts from), as Date.now().
 */
import Redis, { Cluster as ClusterClient } from 'ioredis';
import {
  Cluster,
  SentinelSet,
  Standalone,
  startBlackHole,
  waitForReplicasInSync,
} from '../../test/support/redis-processes';
import { queueMetaKey } from './schedule';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const FREEZE_SECONDS = Number(process.env.CHAOS_FREEZE_SECONDS ?? 10);
export const BLACK_HOLE_SECONDS = Number(process.env.CHAOS_BLACK_HOLE_SECONDS ?? 10);

export interface Fault {
  name: string;
  inject(): Promise<number>;
}

export interface Scenario {
  name: string;
  /** The fleet starts during the first fault (the black hole): no warm-up, no shared mode before. */
  faultAtStart: boolean;
  env: Record<string, string>;
  faults: Fault[];
  /** A client for reading BullMQ's records (the schedule check). */
  client(): Redis | ClusterClient;
  stop(): Promise<void>;
}

const quiet = <T extends Redis | ClusterClient>(c: T): T => (c.on('error', () => undefined), c);

async function frozen(): Promise<Scenario> {
  const s = await Standalone.start();
  return {
    name: 'standalone',
    faultAtStart: false,
    env: { REDIS_URL: s.url },
    faults: [
      {
        name: `Redis frozen ${FREEZE_SECONDS} s (SIGSTOP, SIGCONT)`,
        inject: async () => {
          s.server.freeze();
          await sleep(FREEZE_SECONDS * 1000);
          s.server.thaw();
          return Date.now();
        },
      },
    ],
    client: () => quiet(new Redis(s.url, { maxRetriesPerRequest: 2 })),
    stop: () => s.stop(),
  };
}

async function blackHole(): Promise<Scenario> {
  const hole = await startBlackHole();
  let redis: Standalone | undefined;
  return {
    name: 'black hole',
    faultAtStart: true,
    env: { REDIS_URL: hole.url },
    faults: [
      {
        name: `black-hole Redis at start, answering after ${BLACK_HOLE_SECONDS} s`,
        inject: async () => {
          await sleep(BLACK_HOLE_SECONDS * 1000);
          redis = await Standalone.start();
          hole.answerFrom(redis.server.port);
          return Date.now();
        },
      },
    ],
    client: () => quiet(new Redis(hole.url, { maxRetriesPerRequest: 2 })),
    stop: async () => {
      await hole.stop();
      await redis?.stop();
    },
  };
}

async function sentinel(): Promise<Scenario> {
  const set = await SentinelSet.start();
  return {
    name: 'sentinel',
    faultAtStart: false,
    env: set.env(),
    faults: [
      {
        name: 'Sentinel: SENTINEL FAILOVER',
        inject: async () => {
          const old = await set.masterPort();
          await set.failover();
          const next = await set.waitForNewMaster(old);
          // The old master becomes the new one's replica; the next fault needs it in sync to promote.
          void waitForReplicasInSync(next, 30_000).catch(() => undefined);
          return Date.now();
        },
      },
      {
        name: 'Sentinel: master killed',
        inject: async () => {
          await waitForReplicasInSync(await set.masterPort(), 30_000);
          const old = await set.killMaster();
          await set.waitForNewMaster(old);
          return Date.now();
        },
      },
    ],
    client: () =>
      quiet(
        new Redis({
          sentinels: set.sentinels.map((n) => ({ host: '127.0.0.1', port: n.port })),
          name: set.name,
          maxRetriesPerRequest: 2,
        }),
      ),
    stop: () => set.stop(),
  };
}

async function cluster(): Promise<Scenario> {
  const c = await Cluster.start();
  const client = () =>
    quiet(
      new ClusterClient(
        c.nodesSpec.split(',').map((a) => ({ host: '127.0.0.1', port: Number(a.split(':')[1]) })),
        { redisOptions: { maxRetriesPerRequest: 2 } },
      ),
    );
  return {
    name: 'cluster',
    faultAtStart: false,
    env: c.env(),
    faults: [
      {
        name: 'Cluster: master of the queue slot killed',
        inject: async () => {
          // The master holding the BullMQ queue (the worker's and the scheduler's keys share its slot).
          const reader = client();
          let key: string;
          try {
            key = await queueMetaKey(reader);
          } finally {
            reader.disconnect();
          }
          await waitForReplicasInSync((await c.masterOf(key)).port);
          await c.killMaster(key);
          return Date.now();
        },
      },
    ],
    client,
    stop: () => c.stop(),
  };
}

export const SCENARIOS: Record<string, () => Promise<Scenario>> = {
  frozen,
  'black-hole': blackHole,
  sentinel,
  cluster,
};
