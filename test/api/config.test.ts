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
        rateLimitLightPerMin: 600,
        rateLimitInFlightPerClient: 4,
        fredApiKey: undefined,
        fredApiUrl: 'https://api.stlouisfed.org/fred',
        fredGraphUrl: 'https://fred.stlouisfed.org/graph/fredgraph.csv',
        ecbFxUrl: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
        httpKeepAliveTimeoutMs: 5000,
        httpMaxConnectionsPerAddress: 32,
        httpMaxRequestsInFlightPerSocket: 4,
        httpMaxBufferedBytesPerSocket: 262_144,
        httpMaxBufferedBytes: 67_108_864,
        httpSocketTimeoutMs: 30_000,
        httpMaxRequestsPerSocket: 1000,
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
    ['RATE_LIMIT_LIGHT_PER_MIN', '0'],
    ['RATE_LIMIT_IN_FLIGHT_PER_CLIENT', '0'],
    ['RATE_LIMIT_IN_FLIGHT_PER_CLIENT', '10001'],
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

  it('parses TRUST_PROXY as off, a hop count or a list', () => {
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('refuses TRUST_PROXY=true: trusting every hop lets a client pick its address through X-Forwarded-For', () => {
    for (const raw of ['true', 'on', 'YES'])
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY .*pick its own address/);
  });

  it('keeps idle connections 5 s facing clients, 65 s behind a proxy (longer than ingress-nginx 60 s)', () => {
    expect(loadConfig({}).httpKeepAliveTimeoutMs).toBe(5000);
    expect(loadConfig({ TRUST_PROXY: 'off' }).httpKeepAliveTimeoutMs).toBe(5000);
    expect(loadConfig({ TRUST_PROXY: '1' }).httpKeepAliveTimeoutMs).toBe(65_000);
    expect(loadConfig({ TRUST_PROXY: '1', HTTP_KEEP_ALIVE_TIMEOUT_MS: '70000' }).httpKeepAliveTimeoutMs).toBe(70_000);
  });
});

describe('API_PLANS, API_KEY_CACHE_SECONDS and CONTACT_EMAIL', () => {
  it('defaults: pro 600/min REST, 1000/min MCP, 1,000,000 a month; enterprise 6000, 10000, no quota; keys trusted 30 s', () => {
    const c = loadConfig({});
    expect(c.apiPlans).toEqual({
      pro: { restPerMinute: 600, mcpPerMinute: 1000, monthlyQuota: 1_000_000, inFlight: 16 },
      enterprise: { restPerMinute: 6000, mcpPerMinute: 10_000, monthlyQuota: null, inFlight: 64 },
    });
    expect(c.apiKeyCacheSeconds).toBe(30);
    expect(c.contactEmail).toBeUndefined();
  });

  it('API_PLANS replaces the list', () => {
    const c = loadConfig({
      API_PLANS: '{"startup":{"restPerMinute":120,"mcpPerMinute":200,"monthlyQuota":50000}}',
      CONTACT_EMAIL: 'sales@example.com',
    });
    // inFlight is optional: 16 when the plan leaves it out.
    expect(c.apiPlans).toEqual({
      startup: { restPerMinute: 120, mcpPerMinute: 200, monthlyQuota: 50_000, inFlight: 16 },
    });
    const withInFlight = loadConfig({
      API_PLANS: '{"bulk":{"restPerMinute":120,"mcpPerMinute":200,"monthlyQuota":null,"inFlight":40}}',
    });
    expect(withInFlight.apiPlans.bulk?.inFlight).toBe(40);
    expect(c.contactEmail).toBe('sales@example.com');
  });

  it.each([
    ['{"pro":', /API_PLANS must be JSON/],
    ['[]', /API_PLANS must be a JSON object/],
    ['{}', /at least one plan/],
    ['{"Pro Plan":{"restPerMinute":1,"mcpPerMinute":1,"monthlyQuota":null}}', /plan names must be/],
    [
      '{"pro":{"restPerMinute":0,"mcpPerMinute":1,"monthlyQuota":null}}',
      /plan "pro" restPerMinute must be a whole number from 1/,
    ],
    ['{"pro":{"restPerMinute":1.5,"mcpPerMinute":1,"monthlyQuota":null}}', /restPerMinute must be a whole number/],
    ['{"pro":{"restPerMinute":1,"mcpPerMinute":"10","monthlyQuota":null}}', /mcpPerMinute must be a whole number/],
    ['{"pro":{"restPerMinute":1,"mcpPerMinute":1}}', /must set monthlyQuota/],
    [
      '{"pro":{"restPerMinute":1,"mcpPerMinute":1,"monthlyQuota":null,"inFlight":0}}',
      /inFlight must be a whole number/,
    ],
    ['{"pro":{"restPerMinute":1,"mcpPerMinute":1,"monthlyQuota":-1}}', /monthlyQuota must be a whole number/],
    ['{"pro":{"restPerMinute":1,"mcpPerMinute":1,"monthlyQuota":null,"burst":5}}', /unknown fields burst/],
    ['{"pro":[]}', /plan "pro" must be an object/],
  ])('a bad API_PLANS (%s) stops the start with a clear message', (value, message) => {
    expect(() => loadConfig({ API_PLANS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PLANS: value })).toThrow(message);
  });

  it('API_KEY_CACHE_SECONDS is 0-30 (a revocation must reach every replica within 30 s); CONTACT_EMAIL is an address', () => {
    expect(loadConfig({ API_KEY_CACHE_SECONDS: '5' }).apiKeyCacheSeconds).toBe(5);
    expect(() => loadConfig({ API_KEY_CACHE_SECONDS: '31' })).toThrow(/API_KEY_CACHE_SECONDS must be between 0 and 30/);
    expect(() => loadConfig({ CONTACT_EMAIL: 'call us' })).toThrow(/CONTACT_EMAIL must be an e-mail address/);
  });
});
