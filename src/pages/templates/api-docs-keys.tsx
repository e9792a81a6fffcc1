/** The API keys section of `/api-docs`: how to get a key (the operator's contact), how to send it, the plans, and what changes with one. */
import { DataTable } from './data-table';

/** A plan as the page shows it (the configuration's `API_PLANS`). */
export interface PlanLimits {
  restPerMinute: number;
  mcpPerMinute: number;
  monthlyQuota: number | null;
}

export interface KeysDocs {
  /** CONTACT_EMAIL: where to ask for a key. */
  contactEmail?: string;
  plans: Readonly<Record<string, PlanLimits>>;
}

const n = (x: number) => x.toLocaleString('en-US');

export function ApiKeys({ baseUrl, keys }: { baseUrl: string; keys: KeysDocs }) {
  const plans = Object.entries(keys.plans);
  const [name, example] = plans.find(([, p]) => p.monthlyQuota !== null) ?? plans[0]!;
  const month = example.monthlyQuota === null ? '' : `, "${name}-month";q=${example.monthlyQuota};w=2592000`;
  return (
    <section id="api-keys" aria-labelledby="api-keys-h">
      <h2 id="api-keys-h">API keys</h2>
      <p>
        Public use needs no key: every request is counted against the per-address limits below. Commercial use gets a
        key with the limits of its plan, counted per key wherever the requests come from.{' '}
        {keys.contactEmail ? (
          <>
            To get one, write to <a href={`mailto:${keys.contactEmail}`}>{keys.contactEmail}</a>.
          </>
        ) : (
          'To get one, contact the operator of this service.'
        )}
      </p>
      <h3>Sending a key</h3>
      <p>
        Send it on every request to <code>/api/v1/*</code> and <code>/mcp</code>, in either header (MCP clients take it
        as a custom header). Keep it on your servers: never in a web page, a URL or a repository.
      </p>
      <pre tabIndex={0}>
        <code>{`curl -s ${baseUrl}/api/v1/usage -H 'Authorization: Bearer fc_live_…'\ncurl -s ${baseUrl}/api/v1/calculate/emi-calculator -H 'X-API-Key: fc_live_…' \\\n  -H 'Content-Type: application/json' -d '{"principal":500000,"annualRate":8.5,"tenureYears":20}'`}</code>
      </pre>
      <DataTable
        label="Plans"
        head={['Plan', 'REST requests per minute', 'MCP requests per minute', 'Requests per month']}
        rows={plans.map(([plan, p]) => [
          <code>{plan}</code>,
          n(p.restPerMinute),
          n(p.mcpPerMinute),
          p.monthlyQuota === null ? 'no quota' : n(p.monthlyQuota),
        ])}
      />
      <p>
        The month is the calendar month in UTC, REST and MCP requests together. With a key, the headers state both
        policies, e.g. <code>{`RateLimit-Policy: "${name}";q=${example.restPerMinute};w=60${month}`}</code>, and{' '}
        <code>X-RateLimit-*</code> describe whichever is nearer to running out.{' '}
        <a href="#getUsage">GET /api/v1/usage</a> shows your plan, what you have used this minute and this month, and
        when each resets; it costs nothing.
      </p>
      <ul>
        <li>
          A malformed, unknown or revoked key is refused with 401 <a href="#invalid-api-key">invalid_api_key</a> and a{' '}
          <code>WWW-Authenticate: Bearer</code> challenge; it is never served as an anonymous request. More than 10
          refused keys a minute from one address turn that address's keyed requests into 429s for the rest of the
          minute.
        </li>
        <li>
          Past the minute limit: 429 <a href="#rate-limited">rate_limited</a>. Past the month's quota: 429{' '}
          <a href="#quota-exhausted">quota_exhausted</a>, with <code>Retry-After</code> up to the first day of the next
          month (00:00 UTC).
        </li>
      </ul>
    </section>
  );
}
