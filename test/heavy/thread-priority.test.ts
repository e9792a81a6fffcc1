/**
 * The pool's threads lower their own scheduling priority (`HEAVY_POOL_NICE`), the main thread keeps its own: on a
 * busy CPU the kernel runs the event loop, which answers every other request, before a heavy calculation. Read from
 * the kernel itself (`/proc/self/task/<tid>/stat`, field 19: nice; proc(5)).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { calculators } from '../../src/calculators/registry';
import { lowerPriority } from '../../src/heavy/worker';
import { TEST_BASE_URL } from '../support/app';
import { newPool } from './support/test-pool';

const site = { baseUrl: TEST_BASE_URL, serviceName: 'Test' };

/** Each thread of this process and its nice value. */
function threadNices(): Map<number, number> {
  const nices = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // The fields after the command name's closing parenthesis start at field 3 (state); nice is field 19.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      nices.set(Number(tid), Number(fields[19 - 3]));
    } catch {
      // The thread ended while the list was read.
    }
  }
  return nices;
}

const emi = calculators.find((c) => c.slug === 'emi-calculator')!;

describe('heavy-work threads run at HEAVY_POOL_NICE', () => {
  it('a pool at nice 10: its thread runs at 10, the main thread at 0, and the gauge says 10', async () => {
    const before = new Set([...threadNices()].filter(([, n]) => n === 10).map(([tid]) => tid));
    const { pool, registry } = newPool({ nice: 10 });
    try {
      const reply = await pool.run({ surface: 'mcp', slug: emi.slug, input: emi.exampleInputs, site });
      expect(reply.ok).toBe(true);
      const lowered = [...threadNices()].filter(([tid, n]) => n === 10 && !before.has(tid));
      expect(lowered).toHaveLength(1);
      expect(getPriority(process.pid)).toBe(0);
      expect(threadNices().get(process.pid)).toBe(0);
      const gauge = await registry.getSingleMetric('heavy_pool_thread_nice')!.get();
      expect(gauge.values[0]?.value).toBe(10);
    } finally {
      await pool.close();
    }
  });

  it('a pool at nice 0 leaves its thread at the main thread priority', async () => {
    const before = new Set(threadNices().keys());
    const { pool, registry } = newPool({ nice: 0 });
    try {
      await pool.run({ surface: 'mcp', slug: emi.slug, input: emi.exampleInputs, site });
      const gauge = await registry.getSingleMetric('heavy_pool_thread_nice')!.get();
      expect(gauge.values[0]?.value).toBe(0);
      const started = [...threadNices()].filter(([tid]) => !before.has(tid));
      expect(started.length).toBeGreaterThan(0);
      expect(started.every(([, n]) => n === 0)).toBe(true);
    } finally {
      await pool.close();
    }
  });

  it('lowerPriority(0) changes nothing', () => {
    expect(lowerPriority(0)).toEqual({ nice: 0 });
    expect(getPriority(process.pid)).toBe(0);
  });
});
