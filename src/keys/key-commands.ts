/**
 * The operator's key commands (create, list, revoke, plan) on a `KeyStore`, writing what a person
 * reads (or, with `--json`, one JSON value) to `out`. They return the process exit code.
 */
import type { Plans } from '../config';
import type { KeyRecord, KeyStore } from './key-store';
import { periodOf } from '../budgets/key-counter';

/** Exit codes (sysexits.h where one fits): documented in docs/operate.md, "API keys and plans". */
export const EXIT = { ok: 0, failure: 1, usage: 2, notFound: 3, config: 78 } as const;

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export interface CommandContext {
  store: KeyStore;
  plans: Plans;
  now: Date;
  json: boolean;
  io: Output;
  /** API_KEY_CACHE_SECONDS: how long until every replica applies a change. */
  cacheSeconds: number;
}

function unknownPlan(c: CommandContext, plan: string): number {
  c.io.err(`Unknown plan "${plan}"; the plans configured (API_PLANS) are: ${Object.keys(c.plans).join(', ')}\n`);
  return EXIT.usage;
}

/** What a listing shows of a key: never the key, nor its digest. */
function publicView(r: KeyRecord) {
  return {
    id: r.id,
    name: r.name,
    plan: r.plan,
    status: r.status,
    created: r.created,
    last_used: r.lastUsed ?? null,
    revoked: r.revoked ?? null,
  };
}

export async function createKey(c: CommandContext, name: string, plan: string): Promise<number> {
  if (!c.plans[plan]) return unknownPlan(c, plan);
  const { key, record } = await c.store.create(name, plan, c.now);
  if (c.json) c.io.out(`${JSON.stringify({ id: record.id, key, name, plan, created: record.created })}\n`);
  else {
    c.io.out(
      `Created ${record.id} for "${name}" on plan ${plan}.\n` +
        'The key is shown this once and stored only as a hash: hand it to the customer now.\n\n' +
        `  ${key}\n\n` +
        'The customer sends it as "Authorization: Bearer <key>" or "X-API-Key: <key>".\n',
    );
  }
  return EXIT.ok;
}

function cell(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text.padEnd(width);
}

export async function listKeys(c: CommandContext): Promise<number> {
  const period = periodOf(c.now);
  const records = await c.store.list();
  const usage = await Promise.all(records.map((r) => c.store.usage(r.id, period)));
  const rows = records.map((r, i) => ({
    ...publicView(r),
    usage: { period, used: usage[i]!, quota: c.plans[r.plan]?.monthlyQuota ?? null },
  }));
  if (c.json) {
    c.io.out(`${JSON.stringify(rows)}\n`);
    return EXIT.ok;
  }
  if (rows.length === 0) {
    c.io.out('No API keys yet: npm run keys -- create --name "<customer>" --plan <plan>\n');
    return EXIT.ok;
  }
  const head = `${cell('ID', 21)} ${cell('NAME', 24)} ${cell('PLAN', 12)} ${cell('STATUS', 8)} ${cell('CREATED', 20)} ${cell('LAST USED', 20)} USAGE ${period}`;
  const lines = rows.map((r) => {
    const plan = c.plans[r.plan] ? r.plan : `${r.plan}?`;
    const quota =
      r.usage.quota === null
        ? c.plans[r.plan]
          ? 'no quota'
          : 'plan not configured'
        : r.usage.quota.toLocaleString('en-US');
    const at = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '-');
    return `${cell(r.id, 21)} ${cell(r.name, 24)} ${cell(plan, 12)} ${cell(r.status, 8)} ${cell(at(r.created), 20)} ${cell(at(r.last_used), 20)} ${r.usage.used.toLocaleString('en-US')} / ${quota}`;
  });
  c.io.out(`${[head, ...lines].join('\n')}\n`);
  return EXIT.ok;
}

export async function revokeKey(c: CommandContext, id: string): Promise<number> {
  const before = await c.store.findById(id);
  const after = before && (await c.store.revoke(id, c.now));
  if (!after || !before) {
    c.io.err(`No API key with id ${id} (npm run keys -- list shows them)\n`);
    return EXIT.notFound;
  }
  if (c.json) c.io.out(`${JSON.stringify(publicView(after))}\n`);
  else if (before.status === 'revoked')
    c.io.out(`${id} ("${after.name}") was already revoked on ${after.revoked ?? 'an earlier date'}.\n`);
  else
    c.io.out(
      `Revoked ${id} ("${after.name}"). Every replica refuses it within ${c.cacheSeconds} s (API_KEY_CACHE_SECONDS).\n`,
    );
  return EXIT.ok;
}

export async function changePlan(c: CommandContext, id: string, plan: string): Promise<number> {
  if (!c.plans[plan]) return unknownPlan(c, plan);
  const before = await c.store.findById(id);
  const after = before && (await c.store.setPlan(id, plan));
  if (!after || !before) {
    c.io.err(`No API key with id ${id} (npm run keys -- list shows them)\n`);
    return EXIT.notFound;
  }
  if (c.json) c.io.out(`${JSON.stringify(publicView(after))}\n`);
  else
    c.io.out(
      `${id} ("${after.name}") moved from plan ${before.plan} to ${plan}; every replica applies it within ${c.cacheSeconds} s.${after.status === 'revoked' ? ' (The key is revoked: it stays refused.)' : ''}\n`,
    );
  return EXIT.ok;
}
