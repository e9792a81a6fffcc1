/** The rates and worker variables: defaults, and a clear refusal naming the variable. */
import { ConfigError, loadConfig } from '../../src/config';

it('defaults: benchmarks every 3 hours, FX at 16:15 Frankfurt time on weekdays, 10 s and 1 MiB per fetch', () => {
  expect(loadConfig({})).toEqual(
    expect.objectContaining({
      ratesRefreshMinutes: 180,
      fxRefreshMinutes: 60,
      fxRefreshCron: '15 16 * * 1-5',
      fxRefreshTimeZone: 'Europe/Berlin',
      ratesFetchTimeoutMs: 10_000,
      ratesFetchMaxBytes: 1_048_576,
      workerMetricsPort: 9465,
      metricsPort: 9464,
    }),
  );
});

it('accepts a cron pattern and an IANA zone', () => {
  expect(loadConfig({ FX_REFRESH_CRON: '30  17 * * MON-FRI', FX_REFRESH_TZ: 'UTC' })).toEqual(
    expect.objectContaining({ fxRefreshCron: '30 17 * * MON-FRI', fxRefreshTimeZone: 'UTC' }),
  );
});

it.each([
  ['FX_REFRESH_CRON', 'daily', 'must be a cron pattern of five fields'],
  ['FX_REFRESH_CRON', '15 16 * *', 'must be a cron pattern of five fields'],
  ['FX_REFRESH_TZ', 'Mars/Olympus', 'must be an IANA time zone'],
  ['RATES_FETCH_TIMEOUT_MS', '10', 'must be between 100 and 120000'],
  ['RATES_FETCH_MAX_BYTES', 'lots', 'must be a whole number'],
  ['WORKER_METRICS_PORT', '70000', 'must be between 0 and 65535'],
])('%s=%s is refused', (variable, value, message) => {
  expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
  expect(() => loadConfig({ [variable]: value })).toThrow(`${variable} ${message}`);
});
