/**
 * A Redis password changed on the server: the replica's next reconnect is refused, and its log says why
 * (credentials refused, at error level, once), not only that Redis is unreachable. A real redis-server.
 */
import { RedisConnection } from '../../src/redis/redis-connection';
import { redisCli, Standalone } from '../support/redis-processes';
import { recordingLogger } from '../rates/support/harness';

jest.setTimeout(30_000);

it('a changed requirepass shows as refused credentials in the log, once, with the reason', async () => {
  const redis = await Standalone.start(['requirepass old-secret']);
  const { logger, lines } = recordingLogger();
  const url = `redis://:old-secret@127.0.0.1:${redis.server.port}`;
  const connection = new RedisConnection(url, logger, { commandTimeoutMs: 300 });
  try {
    await connection.start(2000);
    expect(lines.map((l) => l.msg)).toContain('Connected to Redis');
    // The operator rotates the password; the replica's connection drops and reconnects with the old one.
    redisCli([
      '-h',
      '127.0.0.1',
      '-p',
      String(redis.server.port),
      '-a',
      'old-secret',
      '--no-auth-warning',
      'CONFIG',
      'SET',
      'requirepass',
      'new-secret',
    ]);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && !lines.some((l) => (l.obj as { redis?: string })?.redis === 'auth_failed')) {
      // Ends the replica's connections so that it reconnects with the old password.
      await redisKill(redis.server.port);
      await new Promise((r) => setTimeout(r, 300));
    }
    const auth = lines.filter((l) => (l.obj as { redis?: string })?.redis === 'auth_failed');
    expect(auth).toHaveLength(1);
    expect(auth[0]!.level).toBe('error');
    expect(auth[0]!.msg).toContain('refused our credentials');
    expect(JSON.stringify(auth[0]!.obj)).toMatch(/NOAUTH|WRONGPASS/);
    expect(JSON.stringify(lines)).not.toContain('old-secret');
  } finally {
    await connection.close();
    await redis.stop();
  }
});

/** CLIENT KILL of every normal client, authenticated with the new password. */
async function redisKill(port: number): Promise<void> {
  const { execFileSync } = await import('node:child_process');
  try {
    execFileSync(
      'redis-cli',
      ['-p', String(port), '-a', 'new-secret', '--no-auth-warning', 'CLIENT', 'KILL', 'TYPE', 'normal'],
      {
        timeout: 2000,
      },
    );
  } catch {
    // Killing our own redis-cli connection too may report an error: nothing to do.
  }
}
