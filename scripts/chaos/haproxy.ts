/**
 * HAProxy (Debian's package) in front of the API replicas, as a load balancer runs in front of a
 * Deployment: round robin, an HTTP health check on `/healthz` every second, `X-Forwarded-For` added
 * (the replicas trust loopback, so the client address in it is the one limited), and the answering
 * server named in `X-Chaos-Server` so that a test can tell which replica refused it. Bound to
 * 127.0.0.1 on a free port, configured from a file in the run's scratch directory.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, stopChild, type Child } from '../soak/processes';

export const SERVER_HEADER = 'x-chaos-server';

export function haproxyConfig(port: number, replicaPorts: readonly number[]): string {
  return [
    'global',
    '  maxconn 2000',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  option forwardfor',
    '  timeout connect 1s',
    // Longer than any answer may take: a request the replica holds shows as its latency, not as a 504.
    '  timeout server 30s',
    '  timeout client 30s',
    '  timeout http-keep-alive 30s',
    'frontend api',
    `  bind 127.0.0.1:${port}`,
    '  default_backend replicas',
    `  http-response set-header ${SERVER_HEADER} %[srv_name]`,
    'backend replicas',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1',
    ...replicaPorts.map((p, i) => `  server api-${i + 1} 127.0.0.1:${p} check`),
    '',
  ].join('\n');
}

/** The haproxy binary answers; under CI (`CI=true`) its absence fails the run, never skips it. */
export function requireHaproxy(): void {
  const r = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (r.status !== 0)
    throw new Error(
      'haproxy is not installed (Debian: apt-get install haproxy); npm run chaos needs it as the load balancer',
    );
}

/** Starts HAProxy in the foreground and resolves once its frontend answers `/healthz` through a replica. */
export async function startHaproxy(dir: string, replicaPorts: readonly number[]): Promise<Child & { port: number }> {
  const port = await freePort();
  const file = path.join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(port, replicaPorts));
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy rejects its configuration: ${check.stdout}${check.stderr}`);
  const logFile = path.join(dir, 'haproxy.log');
  const fd = openSync(logFile, 'a');
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const exit = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  const proxy = { name: 'haproxy', process: child, logFile, exit, port };
  for (let i = 0; i < 100 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) })).ok) return proxy;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stopChild(proxy, 1000);
  throw new Error(`haproxy did not answer on ${port} (see ${logFile})`);
}
