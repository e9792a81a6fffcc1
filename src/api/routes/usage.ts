/**
 * `GET /api/v1/usage`: what the caller may still do. With an API key: its plan, the per-minute
 * limits of the REST API and /mcp with the points used in the current minute, and the month's
 * quota and use, each with when it resets. Without one: the anonymous budgets of the caller's
 * address. The page and light budgets are the address's either way, and `weights` says what a
 * request costs. It costs one point of the light budget; a key sent to it is verified like
 * anywhere else (401 for a bad one, the failed-attempts rule included).
 */
import type { IRouter } from 'express';
import type { FromSchema } from 'json-schema-to-ts';
import type { KeyBudgets } from '../../budgets/budgets';
import type { ApiKeys, KeyIdentity } from '../middleware/api-keys';
import { BYTES_PER_POINT, type BudgetState, type RateLimiter } from '../middleware/rate-limit';
import { closedObject, outObject } from '../../schemas/output';
import { resource } from '../resource';

const windowSchema = closedObject({
  policy: { type: 'string', description: 'The policy name in the RateLimit-Policy header.' },
  limit: {
    type: 'integer',
    minimum: 0,
    description:
      'Points allowed in the window (while Redis is unreachable: the share of it this replica enforces); an ordinary request costs one.',
  },
  used: { type: 'integer', minimum: 0 },
  remaining: { type: 'integer', minimum: 0 },
  window_seconds: { type: 'integer', minimum: 1 },
  resets_at: { type: 'string', format: 'date-time' },
});

const monthSchema = closedObject({
  period: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'The calendar month (UTC).' },
  quota: { type: ['integer', 'null'], minimum: 1, description: 'Requests allowed this month; null = no quota.' },
  used: {
    type: ['integer', 'null'],
    minimum: 0,
    description: 'Requests served this month, REST and MCP together; null while the key store is unreachable.',
  },
  remaining: { type: ['integer', 'null'], minimum: 0 },
  starts_at: { type: 'string', format: 'date-time' },
  resets_at: { type: 'string', format: 'date-time' },
});

/** The response body (the OpenAPI document imports it). */
export const usageResponseSchema = closedObject({
  authenticated: { type: 'boolean', description: 'Whether the request carried a valid API key.' },
  plan: { type: ['string', 'null'], description: "The key's plan; null for anonymous use." },
  key: {
    description: 'The key (its id and name, never the key itself); null for anonymous use.',
    oneOf: [{ type: 'null' }, closedObject({ id: { type: 'string' }, name: { type: 'string' } })],
  },
  limits: outObject(
    'Per-minute budgets in points: api and mcp per key with a key, per address without one; page and light per address.',
    { api: windowSchema, mcp: windowSchema, page: windowSchema, light: windowSchema },
  ),
  weights: outObject('What a request costs, in points of the budget that counts it.', {
    request: { type: 'integer', const: 1, description: 'An ordinary request (answer up to bytes_per_point).' },
    bytes_per_point: {
      type: 'integer',
      const: BYTES_PER_POINT,
      description:
        'A larger answer (REST calculation, MCP reply, page result, CSV) costs one point per this many bytes of its text, rounded up.',
    },
    batch_message: {
      type: 'integer',
      const: 1,
      description: 'Each message of an MCP JSON-RPC batch, charged before any runs; a batch refused whole costs 1.',
    },
    in_flight: {
      type: 'integer',
      minimum: 1,
      description:
        'Requests of this caller one replica works on at once; past them a request is refused 429 uncounted.',
    },
  }),
  month: { description: "The key's monthly quota; null for anonymous use.", oneOf: [{ type: 'null' }, monthSchema] },
});

type Usage = FromSchema<typeof usageResponseSchema>;
type MonthOf = KeyBudgets['month'];

function windowView(s: BudgetState, nowMs: number): Usage['limits']['api'] {
  return {
    policy: s.policy,
    limit: s.limit,
    used: s.used,
    remaining: Math.max(0, s.limit - s.used),
    window_seconds: 60,
    resets_at: new Date(Math.ceil((nowMs + s.resetMs) / 1000) * 1000).toISOString(),
  };
}

async function monthView(month: MonthOf | undefined, who: KeyIdentity): Promise<Usage['month']> {
  if (!month) return null;
  const { window, used } = await month(who.id);
  const quota = who.limits.monthlyQuota;
  return {
    period: window.period,
    quota,
    used: used ?? null,
    remaining: quota === null || used === undefined ? null : Math.max(0, quota - used),
    starts_at: window.start.toISOString(),
    resets_at: window.end.toISOString(),
  };
}

/** The body of `GET /api/v1/usage` (also the OpenAPI document's example). */
export function usageView(
  who: Pick<KeyIdentity, 'id' | 'name' | 'plan' | 'limits'> | undefined,
  states: Record<'api' | 'mcp' | 'page' | 'light', BudgetState>,
  month: Usage['month'],
  anonymousInFlight: number,
  nowMs: number,
): Usage {
  return {
    authenticated: who !== undefined,
    plan: who?.plan ?? null,
    key: who ? { id: who.id, name: who.name } : null,
    limits: {
      api: windowView(states.api, nowMs),
      mcp: windowView(states.mcp, nowMs),
      page: windowView(states.page, nowMs),
      light: windowView(states.light, nowMs),
    },
    weights: {
      request: 1,
      bytes_per_point: BYTES_PER_POINT,
      batch_message: 1,
      in_flight: who ? who.limits.inFlight : anonymousInFlight,
    },
    month,
  };
}

export function usageRoute(
  router: IRouter,
  o: {
    keys: ApiKeys;
    limiters: Record<'api' | 'mcp' | 'page' | 'light', Pick<RateLimiter, 'state'>>;
    /** Requests in flight per replica of an anonymous caller (a key's plan says its own). */
    inFlight: number;
    /** A key's month (absent in embedded mode: no keys). */
    month: MonthOf | undefined;
    now?: () => number;
  },
): void {
  const now = o.now ?? Date.now;
  resource(router, '/api/v1/usage', {
    get: async (req, res, next) => {
      try {
        const who = await o.keys.identify(req, res);
        const [api, mcp, page, light, month] = await Promise.all([
          o.limiters.api.state(req, who),
          o.limiters.mcp.state(req, who),
          o.limiters.page.state(req, undefined),
          o.limiters.light.state(req, undefined),
          who ? monthView(o.month, who) : null,
        ]);
        const body = usageView(who, { api, mcp, page, light }, month, o.inFlight, now());
        // Per caller and changing with every request: never stored by a shared cache.
        res.setHeader('Cache-Control', 'private, no-store');
        res.json(body);
      } catch (e) {
        next(e);
      }
    },
  });
}
