/** The rate limits section of `/api-docs`: the budget of each scope, and the headers every counted response carries. */
import type { ComponentChildren } from 'preact';
import { DataTable } from './data-table';

/** Requests per minute per client IP, by policy. */
export interface Limits {
  api: number;
  mcp: number;
  page: number;
  light: number;
  /** Requests of one anonymous client a replica works on at once. */
  inFlight: number;
}

const SCOPES: ReadonlyArray<[scope: ComponentChildren, policy: Exclude<keyof Limits, 'inFlight'>]> = [
  [<code>/api/v1/*</code>, 'api'],
  [<code>/mcp</code>, 'mcp'],
  ['Calculator pages, embeds and CSV downloads', 'page'],
  ['Everything else', 'light'],
];

export function RateLimits({ limits }: { limits: Limits }) {
  return (
    <section id="rate-limits" aria-labelledby="rl-h">
      <h2 id="rl-h">Rate limits</h2>
      <p>Budgets are per client IP address and per minute, shared by every replica of the service.</p>
      <DataTable
        label="Rate limits"
        head={['Scope', 'Policy name', 'Points per minute']}
        rows={SCOPES.map(([scope, policy]) => [scope, <code>{policy}</code>, limits[policy]])}
      />
      <p>
        A calculator page without inputs shows the example's result and counts as one. Everything else is the catalog,
        these docs, <code>/openapi.json</code>, <code>/api/v1/usage</code>, static assets and the probes,{' '}
        <code>/healthz</code> and <code>/readyz</code> (free only for health checks from configured addresses). An
        ordinary request costs one point; an answer larger than 64 KiB costs one point per 64 KiB of its text, each
        message of an MCP batch one point, and one replica works on at most {limits.inFlight} requests of one client at
        once (past them: 429, uncounted). <code>GET /api/v1/usage</code> shows the weights and every budget. Every
        counted response carries:
      </p>
      <dl class="glossary">
        <div>
          <dt>
            <code>RateLimit-Policy: "api";q={limits.api};w=60</code>
          </dt>
          <dd>
            The policy: its name, quota (q) and window in seconds (w), as in the IETF RateLimit header fields draft.
          </dd>
        </div>
        <div>
          <dt>
            <code>RateLimit: "api";r=57;t=42</code>
          </dt>
          <dd>Requests remaining (r) and seconds until the window resets (t).</dd>
        </div>
        <div>
          <dt>
            <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code>, <code>X-RateLimit-Reset</code>
          </dt>
          <dd>The same as the widely used headers; the reset is a Unix time in seconds.</dd>
        </div>
        <div>
          <dt>
            <code>Retry-After</code>
          </dt>
          <dd>
            On a 429 only: whole seconds to wait. The body is a <a href="#rate-limited">rate_limited</a> problem.
          </dd>
        </div>
      </dl>
    </section>
  );
}
