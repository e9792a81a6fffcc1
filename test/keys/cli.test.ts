/**
 * The operator's CLI run as a process (`npm run keys -- …` runs the same module), against the real
 * Redis under a fresh key prefix: what it prints, what it stores, and its exit codes.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { hashKey } from '../../src/keys/key-format';
import { redisForKeys } from '../support/keys';
import { redisIt, testKeyspace } from '../support/redis';

const ROOT = path.resolve(__dirname, '../..');
let url: string | undefined;
const keyspace = testKeyspace(() => url);
beforeAll(async () => {
  url = (await redisForKeys())?.url;
});
afterEach(async () => expect(await keyspace.cleanup()).toEqual([]));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string[], args: string[], env: Record<string, string>): Promise<Run> {
  const child = spawn(command[0]!, [...command.slice(1), ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const keys = (args: string[], env: Record<string, string>) =>
  run([process.execPath, '-r', '@swc-node/register', 'src/keys/cli.ts'], args, env);
// Collected as skipped when the run has no Redis.
const itRedis = redisIt();

describe('npm run keys', () => {
  itRedis('create --json prints one object with the id and the key; only the digest is stored', async () => {
    const env = { REDIS_URL: url!, REDIS_KEY_PREFIX: keyspace.prefix('cli') };
    const created = await keys(['create', '--name', 'Acme Corp', '--plan', 'pro', '--json'], env);
    expect(created.code).toBe(0);
    const out = JSON.parse(created.stdout) as { id: string; key: string; name: string; plan: string };
    expect(out).toMatchObject({
      id: expect.stringMatching(/^key_\w{16}$/),
      key: expect.stringMatching(/^fc_live_\w{43}$/),
      name: 'Acme Corp',
      plan: 'pro',
    });
    const Redis = (await import('ioredis')).default;
    const client = new Redis(url!);
    try {
      expect(await client.hget(`${env.REDIS_KEY_PREFIX}{apikeys}:ids`, out.id)).toBe(hashKey(out.key));
    } finally {
      client.disconnect();
    }
  });

  itRedis('create, list, plan and revoke: what an operator reads, never the key', async () => {
    const env = { REDIS_URL: url!, REDIS_KEY_PREFIX: keyspace.prefix('cli') };
    const created = await keys(['create', '--name', 'Beta Ltd', '--plan', 'pro'], env);
    expect(created.code).toBe(0);
    const key = /fc_live_\w+/.exec(created.stdout)![0];
    const id = /key_\w{16}/.exec(created.stdout)![0];
    expect(created.stdout).toMatch(/shown this once/);

    const list = await keys(['list'], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${id} +Beta Ltd +pro +active .* 0 / 1,000,000`));
    expect(list.stdout).not.toContain(key);

    const replanned = await keys(['plan', id, 'enterprise'], env);
    expect([replanned.code, replanned.stdout]).toEqual([0, expect.stringMatching(/moved from plan pro to enterprise/)]);
    const revoked = await keys(['revoke', id], env);
    expect([revoked.code, revoked.stdout]).toEqual([0, expect.stringMatching(/Revoked .* within 30 s/)]);

    const json = await keys(['list', '--json'], env);
    const rows = JSON.parse(json.stdout) as Array<Record<string, unknown>>;
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        name: 'Beta Ltd',
        plan: 'enterprise',
        status: 'revoked',
        usage: expect.objectContaining({ used: 0, quota: null }),
      }),
    ]);
    expect(json.stdout).not.toContain(key);
    expect(json.stdout).not.toContain(hashKey(key));
  });

  itRedis('exit codes: 2 usage, 3 no such key, 1 Redis unreachable', async () => {
    const env = { REDIS_URL: url!, REDIS_KEY_PREFIX: keyspace.prefix('cli') };
    const cases: Array<[string[], Record<string, string>, number, RegExp]> = [
      [[], env, 2, /No command given/],
      [['destroy'], env, 2, /Unknown command "destroy"/],
      [['create', '--plan', 'pro'], env, 2, /needs --name/],
      [
        ['create', '--name', 'X', '--plan', 'gold'],
        env,
        2,
        /Unknown plan "gold"; the plans configured \(API_PLANS\) are: pro, enterprise/,
      ],
      [['revoke', 'nope'], env, 2, /not a key id/],
      [['revoke', 'key_AAAAAAAAAAAAAAAA'], env, 3, /No API key with id key_AAAAAAAAAAAAAAAA/],
      [['plan', 'key_AAAAAAAAAAAAAAAA', 'pro'], env, 3, /No API key/],
      [['list'], { REDIS_URL: 'redis://127.0.0.1:1' }, 1, /Cannot reach Redis/],
    ];
    for (const [args, e, code, message] of cases) {
      const r = await keys(args, e);
      expect([args.join(' '), r.code, r.stderr]).toEqual([args.join(' '), code, expect.stringMatching(message)]);
    }
  });
});

describe('without Redis', () => {
  it('embedded mode: refuses with a clear message that keys need REDIS_URL (exit 78)', async () => {
    const r = await keys(['list'], {});
    expect(r.code).toBe(78);
    expect(r.stderr).toMatch(/API keys live in Redis.*embedded mode/s);
    expect(r.stderr).toMatch(/Set REDIS_URL/);
  });

  it('a bad configuration is named (exit 78)', async () => {
    const r = await keys(['list'], { REDIS_URL: 'redis://127.0.0.1:6379', API_PLANS: '{"pro":' });
    expect(r.code).toBe(78);
    expect(r.stderr).toMatch(/Invalid configuration: API_PLANS must be JSON/);
  });

  it('the npm script runs the same command', async () => {
    const r = await run(['npm', 'run', '--silent', 'keys', '--', 'help'], [], {});
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm run keys -- <command>/);
  });
});
