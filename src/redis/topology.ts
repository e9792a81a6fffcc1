/**
 * Which Redis the service talks to, read from the environment: a standalone server (`REDIS_URL`), a
 * master found through Sentinel (`REDIS_SENTINELS` + `REDIS_SENTINEL_NAME`) or a Cluster
 * (`REDIS_CLUSTER_NODES`). Exactly one of the three, or none (embedded mode). A standalone URL
 * carries its own ACL user, password and TLS (`rediss://user:pass@host:port/0`); Sentinel and Cluster
 * take them from `REDIS_USERNAME`, `REDIS_PASSWORD` and `REDIS_TLS`.
 */

export interface RedisEndpoint {
  host: string;
  port: number;
}

/** ACL user, password and TLS of the data nodes (Sentinel's master and replicas, every Cluster node). */
export interface RedisNodeAuth {
  username: string | undefined;
  password: string | undefined;
  tls: boolean;
}

export type RedisTopology =
  | { kind: 'standalone'; url: string }
  | ({
      kind: 'sentinel';
      sentinels: RedisEndpoint[];
      name: string;
      sentinelPassword: string | undefined;
    } & RedisNodeAuth)
  | ({ kind: 'cluster'; nodes: RedisEndpoint[] } & RedisNodeAuth);

type Env = Readonly<Record<string, string | undefined>>;
/** Throws the configuration error naming `variable` (config.ts's ConfigError). */
export type ConfigFailure = (variable: string, message: string) => never;

/** Most endpoints a list may name: a seed list, not an inventory. */
const MAX_ENDPOINTS = 64;

function read(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

/** `host:port,host:port`; a host is a DNS name, an IPv4 address or a bracketed IPv6 address. */
export function parseEndpoints(raw: string, variable: string, fail: ConfigFailure): RedisEndpoint[] {
  const items = raw
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  if (items.length === 0) fail(variable, 'must list at least one host:port');
  if (items.length > MAX_ENDPOINTS)
    fail(variable, `must list at most ${MAX_ENDPOINTS} host:port entries, got ${items.length}`);
  return items.map((item) => {
    const m = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]{1,253}):(\d{1,5})$/.exec(item);
    const port = Number(m?.[2]);
    if (!m || port < 1 || port > 65535) fail(variable, `must be host:port entries separated by commas, got "${item}"`);
    // ioredis wants an IPv6 address without its brackets.
    return { host: m[1]!.replace(/^\[(.*)\]$/, '$1'), port };
  });
}

function nodeAuth(env: Env, fail: ConfigFailure): RedisNodeAuth {
  const tls = read(env, 'REDIS_TLS');
  if (tls !== undefined && !/^(true|false|1|0|yes|no|on|off)$/i.test(tls))
    fail('REDIS_TLS', `must be true or false, got "${tls}"`);
  const username = read(env, 'REDIS_USERNAME');
  if (username !== undefined && !/^[\x21-\x7e]{1,256}$/.test(username))
    fail('REDIS_USERNAME', 'must be 1-256 printable characters without spaces');
  const password = env.REDIS_PASSWORD === '' ? undefined : env.REDIS_PASSWORD;
  if (password !== undefined && password.length > 4096) fail('REDIS_PASSWORD', 'must be at most 4096 characters');
  return { username, password, tls: tls !== undefined && /^(true|1|yes|on)$/i.test(tls) };
}

/** The topology the environment names, or undefined (embedded mode). */
export function redisTopologyFromEnv(env: Env, fail: ConfigFailure): RedisTopology | undefined {
  const url = read(env, 'REDIS_URL');
  const sentinels = read(env, 'REDIS_SENTINELS');
  const clusterNodes = read(env, 'REDIS_CLUSTER_NODES');
  const named = [url && 'REDIS_URL', sentinels && 'REDIS_SENTINELS', clusterNodes && 'REDIS_CLUSTER_NODES'].filter(
    Boolean,
  );
  if (named.length > 1)
    fail(named.join(' and '), 'are both set: name exactly one Redis (standalone URL, Sentinel set or Cluster)');
  if (!sentinels) {
    for (const v of ['REDIS_SENTINEL_NAME', 'REDIS_SENTINEL_PASSWORD'])
      if (read(env, v) !== undefined) fail(v, 'is set without REDIS_SENTINELS');
  }
  if (url) {
    for (const v of ['REDIS_USERNAME', 'REDIS_PASSWORD', 'REDIS_TLS']) {
      if (read(env, v) !== undefined)
        fail(v, 'is for Sentinel and Cluster; with REDIS_URL put the user, password and rediss:// in the URL');
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return fail('REDIS_URL', `must be a URL, got "${url}"`);
    }
    if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:')
      fail('REDIS_URL', `must use redis: or rediss:, got "${parsed.protocol}"`);
    return { kind: 'standalone', url };
  }
  if (sentinels) {
    const name = read(env, 'REDIS_SENTINEL_NAME');
    if (name === undefined)
      return fail('REDIS_SENTINEL_NAME', 'must name the master the sentinels watch (their `sentinel monitor <name>`)');
    if (!/^[\w.-]{1,64}$/.test(name))
      fail('REDIS_SENTINEL_NAME', `must be 1-64 letters, digits, or _ . -, got "${name}"`);
    const sentinelPassword = env.REDIS_SENTINEL_PASSWORD === '' ? undefined : env.REDIS_SENTINEL_PASSWORD;
    return {
      kind: 'sentinel',
      sentinels: parseEndpoints(sentinels, 'REDIS_SENTINELS', fail),
      name,
      sentinelPassword,
      ...nodeAuth(env, fail),
    };
  }
  if (clusterNodes)
    return {
      kind: 'cluster',
      nodes: parseEndpoints(clusterNodes, 'REDIS_CLUSTER_NODES', fail),
      ...nodeAuth(env, fail),
    };
  for (const v of ['REDIS_USERNAME', 'REDIS_PASSWORD', 'REDIS_TLS'])
    if (read(env, v) !== undefined) fail(v, 'is set without REDIS_SENTINELS or REDIS_CLUSTER_NODES');
  return undefined;
}

/** Where it points, for logs: never a password. */
export function describeTopology(t: RedisTopology): string {
  const list = (e: RedisEndpoint[]) =>
    e.map((x) => `${x.host.includes(':') ? `[${x.host}]` : x.host}:${x.port}`).join(',');
  if (t.kind === 'sentinel') return `sentinel ${t.name} via ${list(t.sentinels)}`;
  if (t.kind === 'cluster') return `cluster ${list(t.nodes)}`;
  const u = new URL(t.url);
  return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`;
}
