import { redisTopologyFromEnv, type RedisTopology } from '../redis/topology';
import { cidrList, DEFAULT_PROBE_SOURCE_CIDRS } from './cidrs';
import { contactEmail, plansFromEnv, type Plans } from './plans';
import { ConfigError, cron, int, list, read, timeZone, url, type Env } from './values';

export { ConfigError } from './values';
export type { Plan, Plans } from './plans';

/**
 * Configuration from the environment only, validated at start (docs/operate.md lists every variable). A bad value stops
 * the process with a message naming the variable; nothing is guessed.
 */

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface Config {
  /** @defaultValue 3000 */
  port: number;
  /** Public base URL used in links (`web_url`, `share_url`, …). @defaultValue `http://localhost:$PORT` */
  baseUrl: string;
  /** Unset = embedded mode (in-memory limits and rates, in-process refresh timer). */
  redisUrl: string | undefined;
  /** The Redis to share state through: `REDIS_URL`, `REDIS_SENTINELS` or `REDIS_CLUSTER_NODES` (exactly one); unset = embedded mode. */
  redis: RedisTopology | undefined;
  /** Deadline of one Redis call on a request's path; past it that request is served degraded. @defaultValue 100 */
  redisCommandTimeoutMs: number;
  /** Consecutive failed or late request-path calls that open the circuit breaker. @defaultValue 5 */
  redisBreakerFailures: number;
  /** How long an open breaker keeps requests off Redis between background probes. @defaultValue 1000 */
  redisBreakerCooldownMs: number;
  /** JSON answers at least this large are compressed (brotli 1 or gzip 1, as Accept-Encoding allows); 0 = never. @defaultValue 8192 */
  compressMinBytes: number;
  /** Threads of the heavy-work pool; 0 = none, every calculation runs on the main thread. @defaultValue 1 */
  heavyPoolThreads: number;
  /** Heavy calculations that may wait for a thread; past them one is refused 503 with Retry-After. @defaultValue 16 */
  heavyPoolQueue: number;
  /** A calculation whose schedule has at least this many cells (rows × columns) runs on the pool. @defaultValue 5000 */
  heavyMinCells: number;
  /** A task on the pool running longer is refused 503 and its thread replaced. @defaultValue 10000 */
  heavyTaskTimeoutMs: number;
  /** Old-generation heap of each pool thread, MiB. @defaultValue 256 */
  heavyPoolMaxHeapMb: number;
  /**
   * The nice value (0–19) the pool's threads lower themselves to, so that on a busy CPU the main thread's event loop
   * runs first (Linux; 0: the main thread's priority). @defaultValue 10
   */
  heavyPoolNice: number;
  /**
   * Event-loop lag (ms) past which the replica sheds work that can wait, `503` with `Retry-After`: heavy calculations
   * past it, page results past twice it, REST and MCP calculations past four times it; 0 = never. @defaultValue 100
   */
  shedLagMs: number;
  /**
   * How long the answer of a designed refusal (429 over a budget or cap, 503 shed) is held before it is written, ms,
   * never longer than its `Retry-After`; 0 = at once (src/api/refusal-hold.ts). @defaultValue 1000
   */
  refusalHoldMs: number;
  /** Connections the kernel may hold waiting for the replica to accept them (the listen backlog). @defaultValue 2048 */
  httpListenBacklog: number;
  /**
   * Connections of one client address that may end in a timeout (`408`, `HTTP_HEADERS_TIMEOUT_MS` or
   * `HTTP_REQUEST_TIMEOUT_MS`) within a minute; past them its new connections are refused for the rest of that
   * minute. @defaultValue 16
   */
  httpTimeoutsPerAddress: number;
  /**
   * New connections one client address may open at once, and then a second; past them one is refused (`429`) at
   * accept. Trusted proxies are not counted; 0 = not limited. @defaultValue 8
   */
  httpNewConnectionsPerAddress: number;
  /**
   * New connections a second to a replica (from addresses it caps, admitted or not) past which each address may
   * open one a second, whatever `HTTP_NEW_CONNECTIONS_PER_ADDRESS` leaves it; 0 = never. @defaultValue 100
   */
  httpNewConnectionsPressure: number;
  /**
   * While the replica holds half of `HTTP_MAX_CONNECTIONS` or more, a connection waiting this long for a request's
   * headers is closed (`408` when it sent part of one or none yet); 0 = only `HTTP_HEADERS_TIMEOUT_MS`. @defaultValue 1000
   */
  httpHeadersTimeoutUnderPressureMs: number;
  /** Prefix of every Redis key this service writes (lets several installs share one Redis). @defaultValue 'fincalc:' */
  redisKeyPrefix: string;
  /** Express `trust proxy`: false, true, a hop count, or a list of addresses/subnets. @defaultValue false */
  trustProxy: false | number | string;
  /** @defaultValue 'info' */
  logLevel: LogLevel;
  /** @defaultValue 60 */
  rateLimitApiPerMin: number;
  /** @defaultValue 100 */
  rateLimitMcpPerMin: number;
  /** Server-rendered calculator results (pages with inputs, embeds, CSV) per IP; its own budget, apart from the API's. @defaultValue 120 */
  rateLimitPagePerMin: number;
  /** Every other route (docs, catalog, static assets, usage, 404s, probes from outside `probeSourceCidrs`) per IP. @defaultValue 600 */
  rateLimitLightPerMin: number;
  /**
   * Peers whose `/healthz` and `/readyz` on the public port are free (not forwarding anyone); everyone else's cost a
   * point of the light budget. The kubelet asks on the metrics port. @defaultValue 127.0.0.0/8, ::1/128
   */
  probeSourceCidrs: readonly string[];
  /** Requests of one anonymous client a replica works on at once (REST, MCP and page results together). @defaultValue 4 */
  rateLimitInFlightPerClient: number;
  /** Replicas sharing the budget; the per-replica insurance limit (Redis down) is the budget divided by it. @defaultValue 3 */
  rateLimitExpectedReplicas: number;
  /** IPv6 clients are counted per prefix of this many bits (a host can take any address of its /64). @defaultValue 64 */
  rateLimitIpv6Prefix: number;
  fredApiKey: string | undefined;
  fredApiUrl: string;
  fredGraphUrl: string;
  ecbFxUrl: string;
  /** Benchmark refresh interval (embedded timer and worker schedule). @defaultValue 180 */
  ratesRefreshMinutes: number;
  /** Embedded FX refresh interval; the worker refreshes FX at start when its last success is older. @defaultValue 60 */
  fxRefreshMinutes: number;
  /** The worker's FX schedule, a cron pattern in `fxRefreshTimeZone`: shortly after the ECB publishes (~16:00 CET). @defaultValue '15 16 * * 1-5' */
  fxRefreshCron: string;
  /** IANA time zone of `fxRefreshCron`. @defaultValue 'Europe/Berlin' */
  fxRefreshTimeZone: string;
  /** Timeout of one request to FRED or the ECB, headers and body. @defaultValue 10000 */
  ratesFetchTimeoutMs: number;
  /** Largest response accepted from FRED or the ECB, in bytes. @defaultValue 1048576 */
  ratesFetchMaxBytes: number;
  /** Port of the worker's /metrics and /healthz, apart from the API's so both run on one machine (0 = any free port). @defaultValue 9465 */
  workerMetricsPort: number;
  /** Port of the API's /metrics, apart from the public port so that no Ingress routes it (0 = any free port). @defaultValue 9464 */
  metricsPort: number;
  /** Name shown in `meta.source` and attributions. @defaultValue 'Financial Calculation Service' */
  serviceName: string;
  /** Grace period for in-flight requests on SIGTERM. @defaultValue 10000 */
  shutdownTimeoutMs: number;
  /**
   * How long the API keeps an idle keep-alive connection open. Behind a proxy (`TRUST_PROXY` set), longer than
   * the proxy's own idle timeout (ingress-nginx keeps upstream connections 60 s), so the proxy always closes
   * first and never sends a request on a socket the replica is closing (a 502 for a POST); facing clients
   * directly, 5 s, so idle sockets do not hold connection slots. @defaultValue 65000 with TRUST_PROXY, else 5000
   */
  httpKeepAliveTimeoutMs: number;
  /** A client must send a request's headers within this (then 408 and close): a slow-headers client cannot hold a connection. @defaultValue 10000 */
  httpHeadersTimeoutMs: number;
  /** A client must send a whole request, body included, within this (then 408 and close). @defaultValue 30000 */
  httpRequestTimeoutMs: number;
  /** Open connections one replica accepts; past it new ones are closed at once. @defaultValue 4096 */
  httpMaxConnections: number;
  /**
   * Open connections one client address may hold on a replica; past it a new one gets 429 and is closed. The
   * address is the socket's; a connection from a trusted proxy (`TRUST_PROXY`) is not capped here (the
   * ingress caps its clients: `limit-connections`). @defaultValue 32
   */
  httpMaxConnectionsPerAddress: number;
  /**
   * Requests one connection may have in flight (pipelined, answers not yet handed to the socket); past it a
   * request is answered 429 with `Connection: close` instead of being run. @defaultValue 4
   */
  httpMaxRequestsInFlightPerSocket: number;
  /**
   * Response bytes one connection may have waiting for its client to read them; past it the next request on it
   * is answered 429 with `Connection: close` instead of being run. @defaultValue 262144
   */
  httpMaxBufferedBytesPerSocket: number;
  /**
   * Response bytes all connections together may have waiting for their clients to read them; past it a request on a
   * connection that holds unread or unfinished answers is answered 429 with `Connection: close`, and a connection
   * that pipelined past such a refusal is closed at once. @defaultValue 67108864
   */
  httpMaxBufferedBytes: number;
  /**
   * Bytes of static answers (docs, OpenAPI, catalog, assets) all connections together may hold unread; a new one past
   * it drops the connections whose answers waited unread a second or more, oldest first, or is answered 503 with
   * `Retry-After` when none has. @defaultValue 33554432
   */
  httpMaxStaticUnreadBytes: number;
  /** A connection that neither reads nor sends anything for this long is closed (a client that stopped reading its answers). @defaultValue 30000 */
  httpSocketTimeoutMs: number;
  /** Requests one keep-alive connection serves before it is closed (ingress-nginx's `upstream-keepalive-requests` is 1000). @defaultValue 1000 */
  httpMaxRequestsPerSocket: number;
  /**
   * Hostnames `/mcp` accepts in the `Host` header (DNS-rebinding protection of the Streamable HTTP
   * transport), or `'*'` for any. @defaultValue BASE_URL's hostname, `localhost`, `127.0.0.1`, `[::1]`
   */
  mcpAllowedHosts: readonly string[] | '*';
  /**
   * Origins `/mcp` accepts when a request carries an `Origin` header (`scheme://host[:port]`, a
   * port of `*` matches any port), or `'*'` for any. Also the origins CORS answers on `/mcp`.
   * @defaultValue BASE_URL's origin and `http(s)://localhost:*`, `http(s)://127.0.0.1:*`, `http(s)://[::1]:*`
   */
  mcpAllowedOrigins: readonly string[] | '*';
  /** The plans an API key can be on (`API_PLANS`, JSON). @defaultValue pro 600/min REST, 1000/min MCP, 1,000,000 a month; enterprise 6000, 10000, no quota */
  apiPlans: Plans;
  /** How long a replica trusts a verified key before asking Redis again (the revocation delay), 0-30 s. @defaultValue 30 */
  apiKeyCacheSeconds: number;
  /** Where customers ask for an API key (`CONTACT_EMAIL`), shown on /api-docs. */
  contactEmail: string | undefined;
}

/** `PROBE_SOURCE_CIDRS`: comma-separated ranges; empty = none (every probe of the public port is counted). */
function probeSourceCidrs(env: Env): readonly string[] {
  const raw = env.PROBE_SOURCE_CIDRS;
  if (raw === undefined) return DEFAULT_PROBE_SOURCE_CIDRS;
  const cidrs = raw
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  try {
    cidrList(cidrs);
  } catch (e) {
    throw new ConfigError('PROBE_SOURCE_CIDRS', (e as Error).message);
  }
  return cidrs;
}

function trustProxy(env: Env): Config['trustProxy'] {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || /^(off|false|0|no)$/i.test(raw)) return false;
  // Express's `true` trusts every hop, so the leftmost X-Forwarded-For, which the client writes, becomes its
  // address: any client could pick its own budget. The hop count or the proxies' addresses say which hop to take.
  if (/^(true|on|yes)$/i.test(raw))
    throw new ConfigError(
      'TRUST_PROXY',
      `"${raw}" would trust every hop, so a client could pick its own address through X-Forwarded-For; give the number of proxies in front (1 behind one ingress) or their addresses`,
    );
  if (/^\d+$/.test(raw)) return Number(raw);
  // Addresses, subnets or Express's names (loopback, linklocal, uniquelocal), comma-separated.
  if (/^[\w.:/,\s-]+$/.test(raw)) return raw;
  throw new ConfigError('TRUST_PROXY', `must be off, true, a hop count, or a list of addresses, got "${raw}"`);
}

function keyPrefix(env: Env): string {
  const raw = read(env, 'REDIS_KEY_PREFIX') ?? 'fincalc:';
  if (!/^[\w:.-]{1,64}$/.test(raw))
    throw new ConfigError('REDIS_KEY_PREFIX', `must be 1-64 letters, digits, or _ : . -, got "${raw}"`);
  return raw;
}

/** The loopback names a local MCP client uses; always safe from DNS rebinding. */
const LOCALHOST_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

function mcpAllowedHosts(env: Env, baseUrl: string): Config['mcpAllowedHosts'] {
  const hosts = list(env, 'MCP_ALLOWED_HOSTS');
  if (hosts === '*') return hosts;
  if (hosts === undefined) return [...new Set([new URL(baseUrl).hostname, ...LOCALHOST_NAMES])];
  for (const h of hosts) {
    // A hostname as Express's req.hostname reports it: a DNS name, an IPv4 address or a bracketed IPv6 address, no port.
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(h))
      throw new ConfigError('MCP_ALLOWED_HOSTS', `must be hostnames without scheme or port, got "${h}"`);
  }
  return hosts;
}

function mcpAllowedOrigins(env: Env, baseUrl: string): Config['mcpAllowedOrigins'] {
  const origins = list(env, 'MCP_ALLOWED_ORIGINS');
  if (origins === '*') return origins;
  if (origins === undefined) {
    const local = LOCALHOST_NAMES.flatMap((h) => [`http://${h}:*`, `https://${h}:*`]);
    return [...new Set([new URL(baseUrl).origin, ...local])];
  }
  for (const o of origins) {
    if (!/^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:(\d{1,5}|\*))?$/.test(o)) {
      throw new ConfigError(
        'MCP_ALLOWED_ORIGINS',
        `must be origins like https://app.example.com or http://localhost:*, got "${o}"`,
      );
    }
  }
  return origins;
}

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads and validates the configuration; throws `ConfigError` naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 3000, 0, 65535);
  const logLevel = (read(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!LOG_LEVELS.includes(logLevel as LogLevel))
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  const baseUrl = url(env, 'BASE_URL', `http://localhost:${port}`, ['http:', 'https:'])!.replace(/\/+$/, '');
  const redis = redisTopologyFromEnv(env, (variable, message) => {
    throw new ConfigError(variable, message);
  });
  return {
    port,
    baseUrl,
    redisUrl: redis?.kind === 'standalone' ? redis.url : undefined,
    redis,
    redisCommandTimeoutMs: int(env, 'REDIS_COMMAND_TIMEOUT_MS', 100, 5, 10_000),
    redisBreakerFailures: int(env, 'REDIS_BREAKER_FAILURES', 5, 1, 1000),
    redisBreakerCooldownMs: int(env, 'REDIS_BREAKER_COOLDOWN_MS', 1000, 100, 60_000),
    redisKeyPrefix: keyPrefix(env),
    trustProxy: trustProxy(env),
    logLevel: logLevel as LogLevel,
    rateLimitApiPerMin: int(env, 'RATE_LIMIT_API_PER_MIN', 60, 1, 1_000_000),
    rateLimitMcpPerMin: int(env, 'RATE_LIMIT_MCP_PER_MIN', 100, 1, 1_000_000),
    rateLimitPagePerMin: int(env, 'RATE_LIMIT_PAGE_PER_MIN', 120, 1, 1_000_000),
    rateLimitLightPerMin: int(env, 'RATE_LIMIT_LIGHT_PER_MIN', 600, 1, 1_000_000),
    probeSourceCidrs: probeSourceCidrs(env),
    rateLimitInFlightPerClient: int(env, 'RATE_LIMIT_IN_FLIGHT_PER_CLIENT', 4, 1, 10_000),
    rateLimitExpectedReplicas: int(env, 'RATE_LIMIT_EXPECTED_REPLICAS', 3, 1, 1000),
    rateLimitIpv6Prefix: int(env, 'RATE_LIMIT_IPV6_PREFIX', 64, 32, 128),
    fredApiKey: read(env, 'FRED_API_KEY'),
    fredApiUrl: url(env, 'FRED_API_URL', 'https://api.stlouisfed.org/fred', ['http:', 'https:'])!,
    fredGraphUrl: url(env, 'FRED_GRAPH_URL', 'https://fred.stlouisfed.org/graph/fredgraph.csv', ['http:', 'https:'])!,
    ecbFxUrl: url(env, 'ECB_FX_URL', 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml', [
      'http:',
      'https:',
    ])!,
    ratesRefreshMinutes: int(env, 'RATES_REFRESH_MINUTES', 180, 1, 10_080),
    fxRefreshMinutes: int(env, 'FX_REFRESH_MINUTES', 60, 1, 10_080),
    fxRefreshCron: cron(env, 'FX_REFRESH_CRON', '15 16 * * 1-5'),
    fxRefreshTimeZone: timeZone(env, 'FX_REFRESH_TZ', 'Europe/Berlin'),
    ratesFetchTimeoutMs: int(env, 'RATES_FETCH_TIMEOUT_MS', 10_000, 100, 120_000),
    ratesFetchMaxBytes: int(env, 'RATES_FETCH_MAX_BYTES', 1_048_576, 1024, 67_108_864),
    workerMetricsPort: int(env, 'WORKER_METRICS_PORT', 9465, 0, 65535),
    metricsPort: int(env, 'METRICS_PORT', 9464, 0, 65535),
    serviceName: read(env, 'SERVICE_NAME') ?? 'Financial Calculation Service',
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 120_000),
    httpKeepAliveTimeoutMs: int(
      env,
      'HTTP_KEEP_ALIVE_TIMEOUT_MS',
      read(env, 'TRUST_PROXY') !== undefined && trustProxy(env) !== false ? 65_000 : 5_000,
      1_000,
      3_600_000,
    ),
    httpHeadersTimeoutMs: int(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 1_000, 300_000),
    httpRequestTimeoutMs: int(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 1_000, 3_600_000),
    httpMaxConnections: int(env, 'HTTP_MAX_CONNECTIONS', 4096, 16, 1_000_000),
    httpMaxConnectionsPerAddress: int(env, 'HTTP_MAX_CONNECTIONS_PER_ADDRESS', 32, 1, 1_000_000),
    httpMaxRequestsInFlightPerSocket: int(env, 'HTTP_MAX_REQUESTS_IN_FLIGHT_PER_SOCKET', 4, 1, 1000),
    httpMaxBufferedBytesPerSocket: int(env, 'HTTP_MAX_BUFFERED_BYTES_PER_SOCKET', 262_144, 16_384, 67_108_864),
    httpMaxBufferedBytes: int(env, 'HTTP_MAX_BUFFERED_BYTES', 67_108_864, 1_048_576, 17_179_869_184),
    httpMaxStaticUnreadBytes: int(env, 'HTTP_MAX_STATIC_UNREAD_BYTES', 33_554_432, 65_536, 17_179_869_184),
    httpSocketTimeoutMs: int(env, 'HTTP_SOCKET_TIMEOUT_MS', 30_000, 1_000, 3_600_000),
    httpMaxRequestsPerSocket: int(env, 'HTTP_MAX_REQUESTS_PER_SOCKET', 1000, 0, 1_000_000),
    compressMinBytes: int(env, 'COMPRESS_MIN_BYTES', 8192, 0, 104_857_600),
    heavyPoolThreads: int(env, 'HEAVY_POOL_THREADS', 1, 0, 16),
    heavyPoolQueue: int(env, 'HEAVY_POOL_QUEUE', 16, 1, 1000),
    heavyMinCells: int(env, 'HEAVY_MIN_CELLS', 5000, 100, 10_000_000),
    heavyTaskTimeoutMs: int(env, 'HEAVY_TASK_TIMEOUT_MS', 10_000, 100, 120_000),
    heavyPoolMaxHeapMb: int(env, 'HEAVY_POOL_MAX_HEAP_MB', 256, 32, 4096),
    heavyPoolNice: int(env, 'HEAVY_POOL_NICE', 10, 0, 19),
    shedLagMs: int(env, 'SHED_LAG_MS', 100, 0, 60_000),
    refusalHoldMs: int(env, 'REFUSAL_HOLD_MS', 1000, 0, 10_000),
    httpListenBacklog: int(env, 'HTTP_LISTEN_BACKLOG', 2048, 1, 65_535),
    httpTimeoutsPerAddress: int(env, 'HTTP_TIMEOUTS_PER_ADDRESS', 16, 1, 1_000_000),
    httpNewConnectionsPerAddress: int(env, 'HTTP_NEW_CONNECTIONS_PER_ADDRESS', 8, 0, 1_000_000),
    httpNewConnectionsPressure: int(env, 'HTTP_NEW_CONNECTIONS_PRESSURE', 100, 0, 1_000_000),
    httpHeadersTimeoutUnderPressureMs: int(env, 'HTTP_HEADERS_TIMEOUT_UNDER_PRESSURE_MS', 1000, 0, 600_000),
    mcpAllowedHosts: mcpAllowedHosts(env, baseUrl),
    mcpAllowedOrigins: mcpAllowedOrigins(env, baseUrl),
    apiPlans: plansFromEnv(env),
    apiKeyCacheSeconds: int(env, 'API_KEY_CACHE_SECONDS', 30, 0, 30),
    contactEmail: contactEmail(env),
  };
}
