/** The real app listening on a free port of 127.0.0.1, for the official SDK clients. */
import request from 'supertest';
import { testApp } from '../../support/app';
import { listenOnLoopback } from '../../support/loopback';

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
