/**
 * The commercial plans an API key can be on (`API_PLANS`): per-minute limits for the REST API and
 * for `/mcp`, and a monthly quota (null = none). The variable replaces the whole list, so what an
 * operator reads in it is every plan there is.
 */
import { ConfigError, read, type Env } from './values';

export interface Plan {
  /** Requests per minute on `/api/v1/*`. */
  restPerMinute: number;
  /** Requests (JSON-RPC messages) per minute on `/mcp`. */
  mcpPerMinute: number;
  /** Requests per calendar month (UTC), REST and MCP together; null = no quota. */
  monthlyQuota: number | null;
  /** Requests of one key a replica works on at once (REST, MCP and pages together); optional, 16 when unset. */
  inFlight: number;
}

export type Plans = Readonly<Record<string, Plan>>;

/** The plans when `API_PLANS` is unset. */
export const DEFAULT_PLANS: Plans = {
  pro: { restPerMinute: 600, mcpPerMinute: 1000, monthlyQuota: 1_000_000, inFlight: 16 },
  enterprise: { restPerMinute: 6000, mcpPerMinute: 10_000, monthlyQuota: null, inFlight: 64 },
};

/** A plan's name: it travels in headers (`RateLimit-Policy`), metrics labels and Redis records. */
export const PLAN_NAME = /^[a-z][a-z0-9-]{0,31}$/;

const LIMIT_MAX = 100_000_000;
/** A plan's `inFlight` when `API_PLANS` leaves it out. */
export const DEFAULT_PLAN_IN_FLIGHT = 16;
const IN_FLIGHT_MAX = 10_000;
const QUOTA_MAX = 1_000_000_000_000;

function whole(value: unknown, where: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw new ConfigError(
      'API_PLANS',
      `${where} must be a whole number from 1 to ${max}, got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/**
 * Parses `API_PLANS`: a JSON object from plan name to
 * `{ "restPerMinute": n, "mcpPerMinute": n, "monthlyQuota": n | null, "inFlight": n }` (`inFlight` optional).
 *
 * @example parsePlans('{"pro":{"restPerMinute":600,"mcpPerMinute":1000,"monthlyQuota":1000000}}')
 */
export function parsePlans(raw: string): Plans {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (e) {
    throw new ConfigError(
      'API_PLANS',
      `must be JSON (${e instanceof Error ? e.message : String(e)}), e.g. {"pro":{"restPerMinute":600,"mcpPerMinute":1000,"monthlyQuota":1000000}}`,
    );
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ConfigError('API_PLANS', 'must be a JSON object from plan name to plan');
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length === 0) throw new ConfigError('API_PLANS', 'must define at least one plan');
  const plans: Record<string, Plan> = {};
  for (const [name, plan] of entries) {
    if (!PLAN_NAME.test(name))
      throw new ConfigError(
        'API_PLANS',
        `plan names must be 1-32 lower-case letters, digits or -, starting with a letter, got "${name}"`,
      );
    if (typeof plan !== 'object' || plan === null || Array.isArray(plan))
      throw new ConfigError('API_PLANS', `plan "${name}" must be an object`);
    const p = plan as Record<string, unknown>;
    const unknown = Object.keys(p).filter(
      (k) => !['restPerMinute', 'mcpPerMinute', 'monthlyQuota', 'inFlight'].includes(k),
    );
    if (unknown.length > 0)
      throw new ConfigError(
        'API_PLANS',
        `plan "${name}" has unknown fields ${unknown.join(', ')} (allowed: restPerMinute, mcpPerMinute, monthlyQuota, inFlight)`,
      );
    if (!('monthlyQuota' in p))
      throw new ConfigError('API_PLANS', `plan "${name}" must set monthlyQuota (a number, or null for none)`);
    plans[name] = {
      restPerMinute: whole(p.restPerMinute, `plan "${name}" restPerMinute`, LIMIT_MAX),
      mcpPerMinute: whole(p.mcpPerMinute, `plan "${name}" mcpPerMinute`, LIMIT_MAX),
      monthlyQuota: p.monthlyQuota === null ? null : whole(p.monthlyQuota, `plan "${name}" monthlyQuota`, QUOTA_MAX),
      inFlight:
        p.inFlight === undefined ? DEFAULT_PLAN_IN_FLIGHT : whole(p.inFlight, `plan "${name}" inFlight`, IN_FLIGHT_MAX),
    };
  }
  return plans;
}

export function plansFromEnv(env: Env): Plans {
  const raw = read(env, 'API_PLANS');
  return raw === undefined ? DEFAULT_PLANS : parsePlans(raw);
}

/** `CONTACT_EMAIL`: where a customer asks for a key (shown on /api-docs); unset = no address shown. */
export function contactEmail(env: Env): string | undefined {
  const raw = read(env, 'CONTACT_EMAIL');
  if (raw !== undefined && !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(raw))
    throw new ConfigError('CONTACT_EMAIL', `must be an e-mail address, got "${raw}"`);
  return raw;
}
