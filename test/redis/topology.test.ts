/** Which Redis the environment names: exactly one topology, each validated with an error naming the variable. */
import { ConfigError, loadConfig } from '../../src/config';
import { describeTopology } from '../../src/redis/topology';

const config = (env: Record<string, string>) => loadConfig(env);
const failure = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
  throw new Error('no ConfigError');
};

describe('Redis topology from the environment', () => {
  it('is embedded mode with none set, and the deadline defaults to 100 ms', () => {
    const c = config({});
    expect(c.redis).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.redisCommandTimeoutMs).toBe(100);
    expect(c.redisBreakerFailures).toBe(5);
    expect(c.redisBreakerCooldownMs).toBe(1000);
  });

  it('reads a standalone URL with its ACL user and password, redis:// or rediss://', () => {
    const c = config({ REDIS_URL: 'rediss://fincalc:s3cret@cache.example.com:6380/0' });
    expect(c.redis).toEqual({ kind: 'standalone', url: 'rediss://fincalc:s3cret@cache.example.com:6380/0' });
    expect(c.redisUrl).toBe('rediss://fincalc:s3cret@cache.example.com:6380/0');
    expect(describeTopology(c.redis!)).toBe('rediss://cache.example.com:6380/0'); // no password in logs
  });

  it('reads a Sentinel set: sentinels, master name, sentinel password and data-node auth', () => {
    const c = config({
      REDIS_SENTINELS: 'sentinel-0.redis:26379, sentinel-1.redis:26379,[::1]:26380',
      REDIS_SENTINEL_NAME: 'fincalc',
      REDIS_SENTINEL_PASSWORD: 'watch',
      REDIS_USERNAME: 'app',
      REDIS_PASSWORD: 'pw',
    });
    expect(c.redis).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 'sentinel-0.redis', port: 26379 },
        { host: 'sentinel-1.redis', port: 26379 },
        { host: '::1', port: 26380 },
      ],
      name: 'fincalc',
      sentinelPassword: 'watch',
      username: 'app',
      password: 'pw',
      tls: false,
    });
    expect(c.redisUrl).toBeUndefined();
    expect(describeTopology(c.redis!)).toBe(
      'sentinel fincalc via sentinel-0.redis:26379,sentinel-1.redis:26379,[::1]:26380',
    );
  });

  it('reads Cluster seed nodes with TLS and auth', () => {
    const c = config({
      REDIS_CLUSTER_NODES: 'clustercfg.example.cache.amazonaws.com:6379',
      REDIS_TLS: 'true',
      REDIS_PASSWORD: 'token',
    });
    expect(c.redis).toEqual({
      kind: 'cluster',
      nodes: [{ host: 'clustercfg.example.cache.amazonaws.com', port: 6379 }],
      username: undefined,
      password: 'token',
      tls: true,
    });
  });

  it.each([
    [{ REDIS_URL: 'redis://a:6379', REDIS_CLUSTER_NODES: 'b:6379' }, 'REDIS_URL and REDIS_CLUSTER_NODES are both set'],
    [
      { REDIS_SENTINELS: 'a:26379', REDIS_CLUSTER_NODES: 'b:6379' },
      'REDIS_SENTINELS and REDIS_CLUSTER_NODES are both set',
    ],
    [{ REDIS_URL: 'http://a:6379' }, 'REDIS_URL must use redis: or rediss:'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL must be a URL'],
    [{ REDIS_SENTINELS: 'a:26379' }, 'REDIS_SENTINEL_NAME must name the master'],
    [{ REDIS_SENTINELS: 'a:26379', REDIS_SENTINEL_NAME: 'bad name' }, 'REDIS_SENTINEL_NAME must be 1-64'],
    [
      { REDIS_SENTINELS: 'a', REDIS_SENTINEL_NAME: 'm' },
      'REDIS_SENTINELS must be host:port entries separated by commas, got "a"',
    ],
    [{ REDIS_CLUSTER_NODES: 'a:0' }, 'REDIS_CLUSTER_NODES must be host:port entries'],
    [{ REDIS_CLUSTER_NODES: 'a:70000' }, 'REDIS_CLUSTER_NODES must be host:port entries'],
    [{ REDIS_CLUSTER_NODES: ' , ' }, 'REDIS_CLUSTER_NODES must list at least one host:port'],
    [
      { REDIS_CLUSTER_NODES: Array.from({ length: 65 }, (_, i) => `n${i}:6379`).join(',') },
      'REDIS_CLUSTER_NODES must list at most 64',
    ],
    [{ REDIS_SENTINEL_NAME: 'm' }, 'REDIS_SENTINEL_NAME is set without REDIS_SENTINELS'],
    [{ REDIS_URL: 'redis://a:6379', REDIS_PASSWORD: 'x' }, 'REDIS_PASSWORD is for Sentinel and Cluster'],
    [{ REDIS_PASSWORD: 'x' }, 'REDIS_PASSWORD is set without REDIS_SENTINELS or REDIS_CLUSTER_NODES'],
    [{ REDIS_CLUSTER_NODES: 'a:1', REDIS_TLS: 'maybe' }, 'REDIS_TLS must be true or false'],
    [{ REDIS_COMMAND_TIMEOUT_MS: '0' }, 'REDIS_COMMAND_TIMEOUT_MS must be between 5 and 10000'],
    [{ REDIS_COMMAND_TIMEOUT_MS: '1s' }, 'REDIS_COMMAND_TIMEOUT_MS must be a whole number'],
    [{ REDIS_BREAKER_FAILURES: '0' }, 'REDIS_BREAKER_FAILURES must be between 1 and 1000'],
    [{ REDIS_BREAKER_COOLDOWN_MS: '10' }, 'REDIS_BREAKER_COOLDOWN_MS must be between 100 and 60000'],
  ])('refuses %j, naming the variable', (env, message) => {
    expect(failure(env)).toContain(`Invalid configuration: ${message}`);
  });

  it('keeps REDIS_KEY_PREFIX apart from the topology (several installs on one Redis)', () => {
    expect(config({ REDIS_CLUSTER_NODES: 'a:6379', REDIS_KEY_PREFIX: 'staging:' }).redisKeyPrefix).toBe('staging:');
  });
});
