/** The real app listening on a free port of 127.0.0.1, for the official SDK clients. */
import http from 'node:http';
import request from 'supertest';
import { testApp } from '../../support/app';
import { listenOnLoopback } from '../../support/loopback';
import { modernRequest } from './mcp-http';

export interface Listening {
  url: URL;
  app: ReturnType<typeof testApp>['app'];
  deps: ReturnType<typeof testApp>['deps'];
  close(): Promise<void>;
}

export async function listen(env: Record<string, string> = {}): Promise<Listening> {
  const { app, deps } = testApp(env);
  const { port, close } = await listenOnLoopback(app);
  return { url: new URL(`http://127.0.0.1:${port}/mcp`), app, deps, close };
}

/**
 * The REST result of the same calculation an MCP call made: the example with the rows MCP used
 * (MCP defaults schedules to yearly rows, REST loans to monthly ones).
 */
export async function restResult(
  app: Listening['app'],
  slug: string,
  example: Readonly<Record<string, unknown>>,
  mcpInputs: Record<string, unknown>,
): Promise<unknown> {
  const schedule = mcpInputs.schedule;
  const rest = await request(app)
    .post(`/api/v1/calculate/${slug}`)
    .send({ ...example, ...(schedule === undefined ? {} : { schedule }) });
  return (rest.body as { result: unknown }).result;
}

/** A `resources/read` of `uri` as request `id`, its reply's bytes as sent (no client-side decompression) and headers. */
export function readRaw(
  url: URL,
  uri: string,
  encoding: string,
  id: string | number = 1,
): Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }> {
  const { body, headers } = modernRequest('resources/read', { uri }, id);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          'Accept-Encoding': encoding,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}
