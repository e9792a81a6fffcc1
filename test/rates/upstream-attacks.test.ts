/**
 * Bad upstream data, end to end: the fake sources answer what a broken or hostile provider would, one
 * refresh runs, and the public API shows what a client then gets. Each case reproduces an attack that
 * used to get through (a nonsense FX table after a deploy, a ratcheted rate, an absurd benchmark that
 * became a calculator default, upstream markup echoed in `failed[].reason`).
 */
import request from 'supertest';
import type { RatesData } from '../../src/rates/rates-data';
import type { RatesStore, RatesWriter } from '../../src/rates/rates-store';
import { refreshRates } from '../../src/rates/refresh';
import { loadSnapshot } from '../../src/rates/rates-data';
import { scrape, testApp, TEST_NOW } from '../support/app';
import { ecbXmlDated, FakeSources, standardFakePerTest } from './support/fake-sources';
import { groupsFor, recordingLogger } from './support/harness';

/** The data set kept as JSON text, as Redis keeps it: what survives a refresh must survive serialisation. */
class JsonRatesStore implements RatesStore, RatesWriter {
  private text = JSON.stringify(loadSnapshot());
  current = async (): Promise<RatesData> => JSON.parse(this.text) as RatesData;
  latest = this.current;
  save = async (data: RatesData) => void (this.text = JSON.stringify(data));
}

const fake = standardFakePerTest(TEST_NOW, '2026-11-20');

/**
 * No case here is about a slow source: the fetch timeout is the default's, not the harness's FETCH_TIMEOUT_MS, so a jest worker
 * starved beside the browser suites does not turn a FRED answer into a timeout.
 */
const PATIENT = { RATES_FETCH_TIMEOUT_MS: '10000' };

/** The app over a JSON store, and a refresh of `group` at `at` through the app's metrics and a recording log. */
function setup() {
  const store = new JsonRatesStore();
  const { app, deps } = testApp({}, { rates: store });
  const { logger, lines } = recordingLogger();
  const refresh = (group: 'fx' | 'benchmarks', at = TEST_NOW) =>
    refreshRates(store, groupsFor(fake(), PATIENT)[group].providers, () => at, { metrics: deps.metrics, logger });
  return { app, deps, store, lines, refresh };
}

const usdToEur = (app: Parameters<typeof request>[0]) =>
  request(app)
    .post('/api/v1/calculate/currency-converter')
    .send({ amount: 100, fromCurrency: 'USD', toCurrency: 'EUR' })
    .expect(200);

describe('a nonsense FX table after a deploy (fresh data set: only the bundled snapshot)', () => {
  it('USD 999999 and JPY 0.001 for today are refused: the snapshot stays, /api/v1/rates says why, a metric and one log line count it', async () => {
    fake().ecbXml = ecbXmlDated('2026-11-20')
      .replace("rate='1.1269'", "rate='999999'")
      .replace("rate='178.15'", "rate='0.001'");
    const { app, deps, lines, refresh } = setup();
    await refresh('fx');
    await refresh('fx', new Date('2026-11-22T13:00:00Z'));

    const rates = await request(app).get('/api/v1/rates').expect(200);
    expect(rates.body.status).toBe('snapshot');
    expect(rates.body.fx).toEqual(expect.objectContaining({ source: 'snapshot', as_of: '2026-10-06' }));
    expect(rates.body.failed).toEqual([
      { rate: 'fx', source: 'ecb', reason: 'out_of_range', since: TEST_NOW.toISOString() },
    ]);
    // 100 USD at the snapshot's 1.1269 per EUR, not 0.
    expect((await usdToEur(app)).body.result).toEqual(
      expect.objectContaining({ convertedAmount: 88.74, ratesSource: 'snapshot' }),
    );

    const metrics = { text: await scrape(deps) };
    expect(metrics.text).toContain('rates_refused_total{source="ecb",rate="fx",reason="out_of_range"} 2');
    const refusals = lines.filter((l) => l.msg.includes('refused'));
    expect(refusals.map((l) => l.level)).toEqual(['warn', 'warn']); // one line per refusal
    expect(refusals[0]!.msg).toBe(
      'ECB: fx refused (out_of_range): USD 999999 per EUR on 2026-11-20 is outside its band 0.624..2.12; keeping the last good value',
    );
  });

  it('a table inside every band but far from the snapshot for the time elapsed is an implausible jump', async () => {
    fake().ecbXml = ecbXmlDated('2026-11-20').replace("rate='1.1269'", "rate='1.95'");
    const { app, refresh } = setup();
    await refresh('fx');
    const rates = await request(app).get('/api/v1/rates').expect(200);
    expect(rates.body.failed).toEqual([expect.objectContaining({ rate: 'fx', reason: 'implausible_jump' })]);
    expect(rates.body.fx.source).toBe('snapshot');
  });

  it('the real table is accepted, and the data set then trusts it', async () => {
    const { app, store, refresh } = setup();
    await refresh('fx');
    expect((await request(app).get('/api/v1/rates').expect(200)).body.fx).toEqual(
      expect.objectContaining({ source: 'ecb', as_of: '2026-11-20' }),
    );
    expect((await store.current()).trusted?.fx?.map((t) => t.asOf)).toEqual(['2026-10-06', '2026-11-20']);
  });
});

describe('no ratchet: repeated refreshes cannot walk a rate away', () => {
  const usdAt = (date: string, usd: number) => ecbXmlDated(date).replace("rate='1.1269'", `rate='${usd}'`);

  it('USD ×1.49 on the same date, then ×1.49 again the next day: both refused, USD stays 1.1269', async () => {
    const { app, refresh } = setup();
    await refresh('fx');
    fake().ecbXml = usdAt('2026-11-20', 1.679081);
    await refresh('fx', new Date('2026-11-22T13:00:00Z'));
    fake().ecbXml = usdAt('2026-11-23', 2.501);
    await refresh('fx', new Date('2026-11-23T16:00:00Z'));
    const rates = await request(app).get('/api/v1/rates').expect(200);
    expect(rates.body.fx).toEqual(expect.objectContaining({ source: 'ecb', as_of: '2026-11-20' }));
    // The incident started with the first refusal; 2.50 USD per EUR is past its band as well.
    expect(rates.body.failed).toEqual([
      expect.objectContaining({ rate: 'fx', reason: 'out_of_range', since: '2026-11-22T13:00:00.000Z' }),
    ]);
    expect((await usdToEur(app)).body.result.convertedAmount).toBe(88.74);
  });

  it('TRY, whose worst day was ×1.36: ×1.49 on the same date passes, ×1.49 again three days later does not', async () => {
    const { app, refresh } = setup();
    await refresh('fx');
    const tryAt = (date: string, rate: number) => ecbXmlDated(date).replace("rate='55.4196'", `rate='${rate}'`);
    fake().ecbXml = tryAt('2026-11-20', 82.5752); // ×1.49: inside the ×1.59 a day allows this currency
    await refresh('fx', new Date('2026-11-22T13:00:00Z'));
    expect((await request(app).get('/api/v1/rates').expect(200)).body.failed).toEqual([]);
    fake().ecbXml = tryAt('2026-11-23', 123.037); // ×1.49 on the last fetch; ×2.22 on the first table of 2026-11-20
    await refresh('fx', new Date('2026-11-23T16:00:00Z'));
    expect((await request(app).get('/api/v1/rates').expect(200)).body.failed).toEqual([
      expect.objectContaining({ rate: 'fx', reason: 'implausible_jump' }),
    ]);
  });

  it('steps that each fit a day (×1.06, then ×1.06 again) are measured against the first table of the date: the second is refused', async () => {
    const { app, refresh } = setup();
    await refresh('fx');
    fake().ecbXml = usdAt('2026-11-20', 1.194514); // a same-date revision, ×1.06: inside a day's move
    await refresh('fx', new Date('2026-11-22T13:00:00Z'));
    expect((await request(app).get('/api/v1/rates').expect(200)).body.failed).toEqual([]);
    fake().ecbXml = usdAt('2026-11-23', 1.266185); // ×1.06 on the last fetch, ×1.1236 on the table first served for 2026-11-20
    await refresh('fx', new Date('2026-11-23T16:00:00Z'));
    const rates = await request(app).get('/api/v1/rates').expect(200);
    expect(rates.body.failed).toEqual([expect.objectContaining({ rate: 'fx', reason: 'implausible_jump' })]);
    expect(rates.body.fx.as_of).toBe('2026-11-20');
  });
});

describe('implausible benchmarks never become calculator defaults', () => {
  it('CPI 49.9 % is refused: the investment calculator keeps the last good 3.1 %', async () => {
    const { app, refresh } = setup();
    await refresh('benchmarks');
    // 494.67 over the 330.000 of 2025-11: a 12-month change of 49.9 %.
    fake().series.get('CPIAUCNS')!.push({ date: '2026-11-01', value: '494.670' });
    await refresh('benchmarks', new Date('2026-11-22T15:00:00Z'));
    const rates = await request(app).get('/api/v1/rates').expect(200);
    expect(rates.body.rates.cpi_inflation).toEqual(
      expect.objectContaining({ value: 3.1, as_of: '2026-10-01', source: 'fred' }),
    );
    expect(rates.body.failed).toEqual([
      { rate: 'cpi_inflation', source: 'fred', reason: 'out_of_range', since: '2026-11-22T15:00:00.000Z' },
    ]);
    const calc = await request(app)
      .post('/api/v1/calculate/investment-return-calculator')
      .send({ initialInvestment: 10000, annualReturn: 7, years: 10 })
      .expect(200);
    expect(calc.body.result.inflationRate).toBe(3.1);
  });

  it('prime 24.99 % is refused (out of range), and 9.5 % overnight from 7 % too (implausible jump)', async () => {
    const { app, deps, refresh } = setup();
    await refresh('benchmarks');
    const dprime = fake().series.get('DPRIME')!;
    // Before today's "." (FRED's dates run forwards).
    dprime.splice(dprime.length - 1, 0, { date: '2026-11-21', value: '24.99' });
    await refresh('benchmarks', new Date('2026-11-22T15:00:00Z'));
    expect((await request(app).get('/api/v1/rates').expect(200)).body.failed).toEqual([
      expect.objectContaining({ rate: 'prime_rate', reason: 'out_of_range' }),
    ]);
    dprime[dprime.length - 2] = { date: '2026-11-21', value: '9.50' };
    await refresh('benchmarks', new Date('2026-11-22T18:00:00Z'));
    const rates = await request(app).get('/api/v1/rates').expect(200);
    expect(rates.body.failed).toEqual([expect.objectContaining({ rate: 'prime_rate', reason: 'implausible_jump' })]);
    expect(rates.body.rates.prime_rate).toEqual(expect.objectContaining({ value: 7, as_of: '2026-11-20' }));
    const metrics = { text: await scrape(deps) };
    expect(metrics.text).toContain('rates_refused_total{source="fred",rate="prime_rate",reason="out_of_range"} 1');
    expect(metrics.text).toContain('rates_refused_total{source="fred",rate="prime_rate",reason="implausible_jump"} 1');
  });
});

describe('upstream text never reaches the public', () => {
  it("a FRED 500 whose error_message is markup: the client sees `http_error`, the log keeps FRED's words", async () => {
    const markup = '<script>alert(document.cookie)</script>';
    fake().faults.set('DGS10', {
      kind: 'status',
      status: 500,
      body: JSON.stringify({ error_code: 500, error_message: markup }),
    });
    const { app, lines, refresh } = setup();
    await refresh('benchmarks');
    const rates = await request(app).get('/api/v1/rates').expect(200);
    expect(rates.body.failed).toEqual([
      { rate: 'treasury_10y', source: 'fred', reason: 'http_error', since: TEST_NOW.toISOString() },
    ]);
    expect(rates.text).not.toContain('<script');
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
      expect.stringContaining(`treasury_10y: HTTP 500: ${markup}`),
    ]);
  });

  it('free text stored by an older release is published as `unexpected`', async () => {
    const legacy = loadSnapshot();
    legacy.refresh = {
      fred: {
        attemptedAt: TEST_NOW.toISOString(),
        succeededAt: null,
        failures: [{ item: 'treasury_10y', reason: 'HTTP 500: <b>hi</b>' as never, since: TEST_NOW.toISOString() }],
      },
    };
    const store: RatesStore = { current: async () => legacy, save: async () => undefined };
    const rates = await request(testApp({}, { rates: store }).app)
      .get('/api/v1/rates')
      .expect(200);
    expect(rates.body.failed).toEqual([expect.objectContaining({ rate: 'treasury_10y', reason: 'unexpected' })]);
  });
});

describe('values that cannot be judged, or that read as a unit change, are never served as live', () => {
  /** The app over a JSON store, and a refresh through the fake with `env` (a larger size cap, say). */
  function setupWith(env: Record<string, string> = {}) {
    const store = new JsonRatesStore();
    const { app, deps } = testApp({}, { rates: store });
    const { logger, lines } = recordingLogger();
    const refresh = (group: 'fx' | 'benchmarks', at = TEST_NOW) =>
      refreshRates(store, groupsFor(fake(), { ...PATIENT, ...env })[group].providers, () => at, {
        metrics: deps.metrics,
        logger,
      });
    return { app, deps, lines, refresh };
  }

  it('a currency without a band (ZZZ at 999,999) is left out of the table; the judged rest is served', async () => {
    fake().ecbXml = ecbXmlDated('2026-11-20').replace(
      "<Cube currency='USD' rate='1.1269'/>",
      "<Cube currency='USD' rate='1.1269'/><Cube currency='ZZZ' rate='999999'/>",
    );
    const { app, deps, lines, refresh } = setupWith();
    await refresh('fx');
    const rates = await request(app).get('/api/v1/rates').expect(200);
    expect(rates.body.fx).toEqual(expect.objectContaining({ source: 'ecb', as_of: '2026-11-20' }));
    expect(rates.body.failed).toEqual([]);
    const zzz = await request(app)
      .post('/api/v1/calculate/currency-converter')
      .send({ amount: 100, fromCurrency: 'USD', toCurrency: 'ZZZ' })
      .expect(422);
    expect(zzz.body.errors).toEqual([expect.objectContaining({ path: '/toCurrency', code: 'unknown_currency' })]);
    expect((await usdToEur(app)).body.result).toEqual(expect.objectContaining({ ratesSource: 'ecb' }));
    expect(await scrape(deps)).toContain('rates_refused_total{source="ecb",rate="fx",reason="no_band"} 1');
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toEqual([
      expect.stringContaining('ZZZ not served: no plausibility band'),
    ]);
  });

  it.each([
    ['3.63 ÷ 100', '0.0363', '÷100'],
    ['3.63 × 100', '363.00', undefined],
    ['0', '0.00', 'turned to 0'],
  ])(
    'fed funds at %s on a fresh install (judged against the months-old snapshot) is refused',
    async (_name, wire, words) => {
      const dff = fake().series.get('DFF')!;
      for (const o of dff) if (o.value !== '.') o.value = wire;
      const { app, lines, refresh } = setupWith();
      await refresh('benchmarks');
      const rates = await request(app).get('/api/v1/rates').expect(200);
      expect(rates.body.rates.fed_funds_rate).toEqual(expect.objectContaining({ value: 3.63, source: 'snapshot' }));
      expect(rates.body.failed).toEqual([
        expect.objectContaining({
          rate: 'fed_funds_rate',
          reason: expect.stringMatching(/out_of_range|implausible_jump/),
        }),
      ]);
      if (words)
        expect(lines.map((l) => l.msg)).toContainEqual(
          expect.stringContaining(`reads as the 3.63 % of 2026-06-17 ${words}: a unit change`),
        );
    },
  );

  it('a rate a hundredfold of the trusted one is refused even where its band and a very old table allow it', async () => {
    const { checkFx } = await import('../../src/rates/plausibility');
    // TRY's band spans 0.651..125, and 21 years allow it a factor of about 390.
    const refusal = checkFx({ asOf: '2026-11-20', rates: { EUR: 1, TRY: 120 } }, [
      { asOf: '2005-11-21', rates: { EUR: 1, TRY: 1.2 } },
    ]);
    expect(refusal).toEqual(expect.objectContaining({ reason: 'implausible_jump' }));
    expect(refusal!.detail).toContain('reads as the 1.2 of 2005-11-21 ×100: a unit change');
    expect(
      checkFx({ asOf: '2026-11-20', rates: { EUR: 1, TRY: 55 } }, [
        { asOf: '2005-11-21', rates: { EUR: 1, TRY: 1.2 } },
      ]),
    ).toBeUndefined();
  });

  it('a redirect to another host is not followed: the ECB table it points at is never fetched nor served', async () => {
    const elsewhere = await new FakeSources().start();
    try {
      elsewhere.ecbXml = ecbXmlDated('2026-11-20').replace("rate='1.1269'", "rate='1.2'");
      // localhost is another host name than the 127.0.0.1 of the source, on another port.
      fake().faults.set('ECB', { kind: 'redirect', location: elsewhere.ecbUrl.replace('127.0.0.1', 'localhost') });
      const { app, lines, refresh } = setupWith();
      await refresh('fx');
      const rates = await request(app).get('/api/v1/rates').expect(200);
      expect(rates.body.fx.source).toBe('snapshot');
      expect(rates.body.failed).toEqual([expect.objectContaining({ rate: 'fx', reason: 'http_error' })]);
      expect(elsewhere.requests).toEqual([]);
      expect(lines.map((l) => l.msg)).toContainEqual(expect.stringContaining('to another host'));
    } finally {
      await elsewhere.stop();
    }
  });

  it('a redirect on the same host is followed', async () => {
    fake().faults.set('ECB', { kind: 'redirect', location: `${fake().ecbUrl}?moved=1`, once: true });
    const { app, refresh } = setupWith();
    await refresh('fx');
    expect((await request(app).get('/api/v1/rates').expect(200)).body.fx).toEqual(
      expect.objectContaining({ source: 'ecb', as_of: '2026-11-20' }),
    );
    expect(fake().requestsFor('ECB')).toHaveLength(2);
  });

  it('a 40,000-row CPI file of one repeated date is refused as malformed; the last good inflation stays', async () => {
    const { app, refresh } = setupWith({ RATES_FETCH_MAX_BYTES: '4194304' });
    await refresh('benchmarks');
    const cpi = fake().series.get('CPIAUCNS')!;
    const last = cpi.at(-1)!;
    cpi.splice(0, cpi.length, ...Array.from({ length: 40_000 }, () => ({ ...last })));
    await refresh('benchmarks', new Date('2026-11-22T15:00:00Z'));
    const rates = await request(app).get('/api/v1/rates').expect(200);
    expect(rates.body.rates.cpi_inflation).toEqual(expect.objectContaining({ value: 3.1, source: 'fred' }));
    expect(rates.body.failed).toEqual([expect.objectContaining({ rate: 'cpi_inflation', reason: 'malformed' })]);
  });
});
