/** The real app listening on a free port of 127.0.0.1, for the official SDK clients. */
import type { Server } from 'node:http';
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
