/** The rate limits section of `/api-docs`: the budget of each scope, and the headers every counted response carries. */
import type { ComponentChildren } from 'preact';
import { DataTable } from './data-table';

/** Requests per minute per client IP, by policy. */
export interface Limits {
  api: number;
  mcp: number;
  page: number;
}

const SCOPES: ReadonlyArray<[scope: ComponentChildren, policy: keyof Limits]> = [
  [<code>/api/v1/*</code>, 'api'],
  [<code>/mcp</code>, 'mcp'],
  ['Calculator pages, embeds and CSV downloads', 'page'],
];

export function RateLimits({ limits }: { limits: Limits }) {
  return (
    <section id="rate-limits" aria-labelledby="rl-h">
      <h2 id="rl-h">Rate limits</h2>
      <p>Budgets are per client IP address and per minute, shared by every replica of the service.</p>
      <DataTable
        label="Rate limits"
        head={['Scope', 'Policy name', 'Requests per minute']}
        rows={SCOPES.map(([scope, policy]) => [scope, <code>{policy}</code>, limits[policy]])}
      />
      <p>
        Other pages, static assets, <code>/openapi.json</code>, <code>/metrics</code>, <code>/healthz</code> and{' '}
        <code>/readyz</code> are not counted. Every counted response carries:
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
