import { ConfigError, loadConfig } from '../../src/config';

describe('configuration from the environment', () => {
  it('has working defaults with nothing set (the embedded default)', () => {
    const c = loadConfig({});
    expect(c).toEqual(
      expect.objectContaining({
        port: 3000,
        baseUrl: 'http://localhost:3000',
        redisUrl: undefined,
        trustProxy: false,
        logLevel: 'info',
        rateLimitApiPerMin: 60,
        rateLimitMcpPerMin: 100,
        fredApiKey: undefined,
        fredApiUrl: 'https://api.stlouisfed.org/fred',
        fredGraphUrl: 'https://fred.stlouisfed.org/graph/fredgraph.csv',
        ecbFxUrl: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
        httpKeepAliveTimeoutMs: 65_000,
      }),
    );
  });

  it('derives BASE_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).baseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ BASE_URL: 'https://calc.example.com/' }).baseUrl).toBe('https://calc.example.com');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['BASE_URL', 'not a url'],
    ['BASE_URL', 'ftp://x'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['LOG_LEVEL', 'verbose'],
    ['RATE_LIMIT_API_PER_MIN', '0'],
    ['RATE_LIMIT_MCP_PER_MIN', '-5'],
    ['TRUST_PROXY', '$(rm -rf)'],
    ['FRED_API_URL', 'nope'],
    ['ECB_FX_URL', 'file:///etc/passwd'],
    ['RATES_REFRESH_MINUTES', '1.5'],
    ['REDIS_KEY_PREFIX', 'has space'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '0'],
    ['HTTP_KEEP_ALIVE_TIMEOUT_MS', '3600001'],
  ])('names the bad variable: %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('parses TRUST_PROXY as off, true, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });
});
