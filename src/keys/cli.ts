/**
 * The operator's API key CLI: `npm run keys -- <command>` from a checkout or in an API container
 * (`kubectl exec deploy/fincalc-api -- npm run keys -- list`), or `node dist/src/keys/cli.js <command>`.
 * It reads the API's own configuration (REDIS_URL or REDIS_SENTINELS / REDIS_CLUSTER_NODES,
 * REDIS_KEY_PREFIX, API_PLANS) from the environment, so inside a pod it talks to the Redis the
 * replicas share. Exit codes: 0 done, 1 Redis unreachable or failed, 2 usage (unknown command,
 * missing argument, unknown plan), 3 no key with that id, 78 configuration (invalid, or no Redis).
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import type { Env } from '../config/values';
import { withDeadline } from '../redis/circuit-breaker';
import { createRedisClient, type RedisClient } from '../redis/client-factory';
import { changePlan, createKey, EXIT, listKeys, revokeKey, type CommandContext, type Output } from './key-commands';
import { KEY_ID_PATTERN } from './key-format';
import { KeyStore } from './key-store';

const USAGE = `Usage: npm run keys -- <command> [--json]

  create --name "<customer>" --plan <plan>   issue a key (printed once)
  list                                       every key: id, name, plan, status, usage this month
  revoke <id>                                refuse the key from now on (within API_KEY_CACHE_SECONDS)
  plan <id> <plan>                           move a key to another plan

--json prints one JSON value (create: {"id", "key", ...}).
`;

const stdio: Output = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };

async function connect(config: Config, io: Output): Promise<RedisClient | undefined> {
  const client = createRedisClient(config.redis!, 'requests', { connectTimeoutMs: 5000 });
  client.on('error', () => undefined); // the failed connect below says it once
  try {
    await withDeadline(client.connect(), 10_000);
    return client;
  } catch (e) {
    io.err(`Cannot reach Redis (${e instanceof Error ? e.message : String(e)}); check REDIS_URL and that Redis runs\n`);
    client.disconnect();
    return undefined;
  }
}

function usage(io: Output, problem: string): number {
  io.err(`${problem}\n\n${USAGE}`);
  return EXIT.usage;
}

/** Runs one command; resolves with the exit code. */
export async function main(argv: string[], env: Env = process.env, io: Output = stdio): Promise<number> {
  let args: ReturnType<
    typeof parseArgs<{
      options: {
        name: { type: 'string' };
        plan: { type: 'string' };
        json: { type: 'boolean' };
        help: { type: 'boolean' };
      };
      allowPositionals: true;
    }>
  >;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        plan: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (e) {
    return usage(io, e instanceof Error ? e.message : String(e));
  }
  const [command, ...rest] = args.positionals;
  if (args.values.help || command === 'help') {
    io.out(USAGE);
    return EXIT.ok;
  }
  const expected: Record<string, number> = { create: 0, list: 0, revoke: 1, plan: 2 };
  if (command === undefined || !(command in expected))
    return usage(io, command === undefined ? 'No command given.' : `Unknown command "${command}".`);
  if (rest.length !== expected[command])
    return usage(io, `${command} takes ${expected[command]} argument(s), got ${rest.length}.`);
  if (command === 'create') {
    const name = args.values.name?.trim();
    if (!name || name.length > 100 || /[\p{Cc}]/u.test(name))
      return usage(io, 'create needs --name "<customer>" (1-100 characters, no control characters).');
    if (!args.values.plan) return usage(io, 'create needs --plan <plan>.');
  }
  if ((command === 'revoke' || command === 'plan') && !KEY_ID_PATTERN.test(rest[0]!))
    return usage(io, `"${rest[0]}" is not a key id (key_ and 16 letters or digits).`);

  let config: Config;
  try {
    config = loadConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    io.err(`${e.message}\n`);
    return EXIT.config;
  }
  if (!config.redis) {
    io.err(
      'API keys live in Redis, shared by every replica, and this configuration has none (embedded mode).\n' +
        'Set REDIS_URL (or REDIS_SENTINELS / REDIS_CLUSTER_NODES) and REDIS_KEY_PREFIX to what the API replicas use.\n',
    );
    return EXIT.config;
  }
  const client = await connect(config, io);
  if (!client) return EXIT.failure;
  const c: CommandContext = {
    store: new KeyStore(client, config.redisKeyPrefix),
    plans: config.apiPlans,
    now: new Date(),
    json: args.values.json === true,
    io,
    cacheSeconds: config.apiKeyCacheSeconds,
  };
  try {
    if (command === 'create') return await createKey(c, args.values.name!.trim(), args.values.plan!);
    if (command === 'list') return await listKeys(c);
    if (command === 'revoke') return await revokeKey(c, rest[0]!);
    return await changePlan(c, rest[0]!, rest[1]!);
  } catch (e) {
    io.err(`Redis command failed: ${e instanceof Error ? e.message : String(e)}\n`);
    return EXIT.failure;
  } finally {
    await client.quit().catch(() => client.disconnect());
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
