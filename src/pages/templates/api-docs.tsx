/**
 * `/api-docs`: the API reference rendered on our own server from the OpenAPI document (no viewer
 * loaded from elsewhere), plus the MCP endpoint, the rate limits and their headers, and one anchor
 * per error code (the target of every problem `type` URI).
 */
import { ERROR_CODE_LIST, ERROR_CODES } from '../../errors/api-error';
import { ERROR_DOCS, errorSlug } from '../error-docs';
import { Endpoint, isObject, operationsOf, type Doc } from './api-docs-endpoints';
import { ApiKeys, type KeysDocs } from './api-docs-keys';
import { RateLimits, type Limits } from './api-docs-limits';
import { Layout, type Chrome } from './layout';

const MCP_INIT = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"my-client","version":"1.0"}}}`;
const MCP_CALL = `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"emi-calculator","arguments":{"principal":500000,"annualRate":8.5,"tenureYears":20}}}`;

function Mcp({ baseUrl, limit }: { baseUrl: string; limit: number }) {
  return (
    <section id="mcp" aria-labelledby="mcp-h">
      <h2 id="mcp-h">MCP endpoint</h2>
      <p>
        <span class="method method-post">POST</span> <code>/mcp</code>: every calculator as a tool for AI assistants
        over the Model Context Protocol (JSON-RPC 2.0 on Streamable HTTP). One stateless endpoint answers every revision
        from <code>2024-11-05</code> to <code>2026-07-28</code>, on any replica; no session id is needed. It runs the
        same dispatcher as the REST API, with the same field-level messages.
      </p>
      <h3>Methods</h3>
      <ul>
        <li>
          <code>initialize</code> (2025-era revisions 2024-11-05, 2025-03-26, 2025-06-18, 2025-11-25): answers your{' '}
          <code>protocolVersion</code> when supported (else our latest 2025-era one),{' '}
          <code>capabilities: {'{ tools: {} }'}</code> and <code>serverInfo</code>. Notifications get HTTP 202 with no
          body.
        </li>
        <li>
          <code>server/discover</code> (2026-07-28): <code>supportedVersions</code>, <code>capabilities</code>,{' '}
          <code>serverInfo</code>. In this revision every request carries <code>_meta</code> with{' '}
          <code>io.modelcontextprotocol/protocolVersion</code> and the headers <code>MCP-Protocol-Version</code>,{' '}
          <code>Mcp-Method</code> (and <code>Mcp-Name</code> for <code>tools/call</code>), which must match the body
          (else error −32020); an unsupported version is error −32022 with the supported list.
        </li>
        <li>
          <code>tools/list</code>: one tool per calculator, named by its slug, with <code>inputSchema</code> (the same
          JSON Schema as the REST body, aliases accepted), and where the revision has them <code>title</code>,{' '}
          <code>annotations</code> (read-only, idempotent) and <code>outputSchema</code>.
        </li>
        <li>
          <code>tools/call</code>: <code>content</code> holds the JSON of <code>{'{result, meta}'}</code> as text (plus{' '}
          <code>structuredContent</code> where the revision has it). Invalid arguments follow the revision's rule (error
          −32602 or <code>isError: true</code>) with the same messages as REST. Schedules default to yearly rows over
          MCP; ask for <code>"schedule": "monthly"</code> explicitly.
        </li>
        <li>
          <code>ping</code> returns <code>{'{}'}</code> (2025 era). Unknown methods are −32601; a body that is not JSON
          is −32700 with HTTP 400.
        </li>
      </ul>
      <p>
        <code>GET</code> and <code>DELETE /mcp</code> answer 405 with <code>Allow: POST</code>. The <code>Host</code>{' '}
        header must match this service and <code>Origin</code>, when sent, must be allowed (the DNS-rebinding rule of
        the Streamable HTTP transport). Limit: {limit} requests per minute per IP.
      </p>
      <h3>Example</h3>
      <pre tabIndex={0} class="example">
        <code>{`curl -s ${baseUrl}/mcp -H 'Content-Type: application/json' \\\n  -H 'Accept: application/json, text/event-stream' \\\n  -d '${MCP_INIT}'\n\ncurl -s ${baseUrl}/mcp -H 'Content-Type: application/json' \\\n  -H 'Accept: application/json, text/event-stream' \\\n  -d '${MCP_CALL}'`}</code>
      </pre>
    </section>
  );
}

function Errors() {
  return (
    <section id="errors" aria-labelledby="errors-h">
      <h2 id="errors-h">Errors</h2>
      <p>
        Every error is an RFC 9457 <code>application/problem+json</code> body with <code>type</code> (a link to its
        explanation below), <code>title</code>, <code>status</code>, a machine-readable <code>code</code>,{' '}
        <code>detail</code>, field-level <code>errors[]</code> where inputs are at fault, and the{' '}
        <code>request_id</code>.
      </p>
      <pre tabIndex={0}>
        <code>{`{
  "type": "<base>/errors/invalid-input",
  "title": "Invalid input",
  "status": 422,
  "code": "invalid_input",
  "detail": "1 input is invalid",
  "errors": [{ "path": "/annualRate", "code": "maximum", "message": "must be <= 100" }],
  "request_id": "3f2a…"
}`}</code>
      </pre>
      {ERROR_CODE_LIST.map((code) => (
        <section class="error-code" id={errorSlug(code)} aria-labelledby={`${errorSlug(code)}-h`}>
          <h3 id={`${errorSlug(code)}-h`}>
            <code>{code}</code> <span class="tag">{ERROR_CODES[code].status}</span> {ERROR_CODES[code].title}
          </h3>
          <p>{ERROR_DOCS[code].when}</p>
          <p>
            <strong>What to do:</strong> {ERROR_DOCS[code].fix}
          </p>
        </section>
      ))}
    </section>
  );
}

/** `keys`: the plans and the contact for API keys; absent, the page has no API keys section. */
export function ApiDocsPage({
  chrome,
  doc,
  limits,
  keys,
}: {
  chrome: Chrome;
  doc: Doc;
  limits: Limits;
  keys?: KeysDocs;
}) {
  const ops = operationsOf(doc);
  const info = isObject(doc.info) ? doc.info : {};
  return (
    <Layout
      chrome={chrome}
      title={`API documentation | ${chrome.serviceName}`}
      description="REST API and MCP endpoint of the financial calculators: endpoints, inputs, results, rate limits and errors."
      canonical={`${chrome.baseUrl}/api-docs`}
      section="api"
    >
      <div class="wrap docs">
        <nav class="docs-nav" aria-label="API sections">
          <ul>
            <li>
              <a href="#overview">Overview</a>
            </li>
            <li>
              <a href="#endpoints">Endpoints</a>
              <ul>
                {ops.map((o) => (
                  <li>
                    <a href={`#${o.id}`} title={typeof o.op.summary === 'string' ? o.op.summary : undefined}>
                      <span class={`method method-${o.method.toLowerCase()}`}>{o.method}</span>{' '}
                      <code>
                        {o.path.split('/').flatMap((part, i) => (i === 0 ? [] : ['/', <span>{part}</span>, <wbr />]))}
                      </code>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <a href="#mcp">MCP endpoint</a>
            </li>
            {keys ? (
              <li>
                <a href="#api-keys">API keys</a>
              </li>
            ) : null}
            <li>
              <a href="#rate-limits">Rate limits</a>
            </li>
            <li>
              <a href="#errors">Errors</a>
            </li>
          </ul>
        </nav>
        <div class="docs-body">
          <h1>API documentation</h1>
          <section id="overview" aria-labelledby="overview-h">
            <h2 id="overview-h">Overview</h2>
            <p>{String(info.description ?? '')}</p>
            <ul>
              <li>
                Base URL: <code>{chrome.baseUrl}</code>. No key needed for public use
                {keys ? (
                  <>
                    {' '}
                    (commercial use: <a href="#api-keys">API keys</a>)
                  </>
                ) : null}
                . JSON in, JSON out.
              </li>
              <li>
                Each result comes as <code>{'{ result, meta }'}</code>: <code>meta</code> has the inputs as computed,
                the assumptions, warnings, <code>rates_as_of</code>, and links to the result as a page (
                <code>share_url</code>) and as an embed (<code>embed_url</code>).
              </li>
              <li>
                The machine-readable OpenAPI {String(doc.openapi ?? '')} document:{' '}
                <a href="/openapi.json">/openapi.json</a> (version {String(info.version ?? '')}
                ).
              </li>
            </ul>
          </section>
          <section id="endpoints" aria-labelledby="endpoints-h">
            <h2 id="endpoints-h">Endpoints</h2>
            {ops.map((o) => (
              <Endpoint o={o} doc={doc} baseUrl={chrome.baseUrl} />
            ))}
          </section>
          <Mcp baseUrl={chrome.baseUrl} limit={limits.mcp} />
          {keys ? <ApiKeys baseUrl={chrome.baseUrl} keys={keys} /> : null}
          <RateLimits limits={limits} />
          <Errors />
        </div>
      </div>
    </Layout>
  );
}
