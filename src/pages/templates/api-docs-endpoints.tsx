/**
 * The endpoints of the OpenAPI document as sections of `/api-docs`: method and path, summary, body, a full request
 * (curl, its JSON body on several lines so nothing is cut off), the responses, and the example response the document
 * carries.
 */
import { deref, SchemaTable } from './schema-table';

export type Doc = Readonly<Record<string, unknown>>;

interface Operation {
  id: string;
  method: string;
  path: string;
  op: Doc;
}

export function isObject(v: unknown): v is Doc {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: Doc): Operation[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!isObject(op)) continue;
      out.push({
        id: typeof op.operationId === 'string' ? op.operationId : `${method}-${path}`,
        method: method.toUpperCase(),
        path,
        op,
      });
    }
  }
  return out;
}

/** Text inside single quotes in a POSIX shell: a quote closes, is escaped, and reopens. */
const shellQuoted = (text: string) => text.replace(/'/g, "'\\''");

export function Endpoint({ o, doc, baseUrl }: { o: Operation; doc: Doc; baseUrl: string }) {
  const body =
    isObject(o.op.requestBody) && isObject(o.op.requestBody.content)
      ? o.op.requestBody.content['application/json']
      : undefined;
  const bodySchema = isObject(body) ? deref(doc, body.schema) : undefined;
  const example = isObject(body) ? body.example : undefined;
  const responses = isObject(o.op.responses) ? o.op.responses : {};
  const ok =
    isObject(responses['200']) && isObject(responses['200'].content)
      ? responses['200'].content['application/json']
      : undefined;
  const okSchema = isObject(ok) ? deref(doc, ok.schema) : undefined;
  const resultSchema = okSchema && isObject(okSchema.properties) ? deref(doc, okSchema.properties.result) : undefined;
  const response = isObject(ok) ? ok.example : undefined;
  const curl =
    o.method === 'GET'
      ? `curl -s ${baseUrl}${o.path}`
      : `curl -s ${baseUrl}${o.path} \\\n  -H 'Content-Type: application/json' \\\n  -d '${shellQuoted(JSON.stringify(example ?? {}, null, 2))}'`;
  return (
    <section class="endpoint" id={o.id} aria-labelledby={`${o.id}-h`}>
      <h3 id={`${o.id}-h`}>
        <span class={`method method-${o.method.toLowerCase()}`}>{o.method}</span> <code>{o.path}</code>
      </h3>
      <p>
        <strong>{String(o.op.summary ?? '')}</strong>
        {typeof o.op.description === 'string' ? `: ${o.op.description}` : ''}
      </p>
      {bodySchema && Object.keys(bodySchema).length > 0 ? (
        <>
          <h4>Request body</h4>
          <SchemaTable schema={bodySchema} caption={`${o.path} request body`} showRequired />
        </>
      ) : null}
      <h4>Example request</h4>
      <pre tabIndex={0} class="example" data-example-request>
        <code>{curl}</code>
      </pre>
      <h4>Responses</h4>
      <ul class="responses">
        {Object.entries(responses).map(([status, r]) => (
          <li>
            <code>{status}</code> {isObject(r) ? String(r.description ?? '') : ''}
          </li>
        ))}
      </ul>
      {response !== undefined ? (
        <>
          <h4>Example response (200)</h4>
          <pre tabIndex={0} class="example example-response" data-example-response>
            <code>{JSON.stringify(response, null, 2)}</code>
          </pre>
        </>
      ) : null}
      {resultSchema && isObject(resultSchema.properties) ? (
        <details>
          <summary>Result fields</summary>
          <SchemaTable schema={resultSchema} caption={`${o.path} result`} showRequired={false} />
        </details>
      ) : null}
    </section>
  );
}
