/** The real app listening on a free port of 127.0.0.1, for the official SDK clients. */
import type { Server } from 'node:http';
import request from 'supertest';
import { testApp } from '../../support/app';

export interface Listening {
  url: URL;
  app: ReturnType<typeof testApp>['app'];
  deps: ReturnType<typeof testApp>['deps'];
  close(): Promise<void>;
}

export async function listen(env: Record<string, string> = {}): Promise<Listening> {
  const { app, deps } = testApp(env);
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    app,
    deps,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
