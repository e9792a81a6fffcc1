/**
 * End to end, the embedded default: the real entry point (as `npm start` runs it) with no REDIS_URL
 * and the provider URLs pointed at fake FRED and ECB servers serves live values shortly after start.
 */
import { startServerProcess } from '../support/server-process';
import { ecbXmlDated, FAKE_VALUES, FakeSources, loadStandardSeries } from './support/fake-sources';

let fake: FakeSources;
beforeEach(async () => {
  fake = await new FakeSources().start();
  const today = new Date();
  loadStandardSeries(fake, today);
  fake.ecbXml = ecbXmlDated(today.toISOString().slice(0, 10));
});
afterEach(() => fake.stop());

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

it('npm start in embedded mode serves live FRED and ECB values', async () => {
  const s = await startServerProcess(fake.env());
  try {
    const base = `http://127.0.0.1:${s.port}`;
    // Start-up did not wait for the sources: the snapshot is served at once.
    const first = (await (await fetch(`${base}/api/v1/rates`)).json()) as { status: string };
    expect(first.status).toBe('snapshot');
    type Rates = { status: string; rates: Record<string, { value: number; source: string }>; fx: { source: string } };
    const live = await waitFor(
      async () => (await (await fetch(`${base}/api/v1/rates`)).json()) as Rates,
      (r) => r.status === 'live',
      15_000,
    );
    expect(live.status).toBe('live');
    expect(live.rates.treasury_10y).toEqual(
      expect.objectContaining({ value: FAKE_VALUES.treasury_10y, source: 'fred' }),
    );
    expect(live.fx.source).toBe('ecb');
    expect(fake.requestsFor('DGS10')[0]!.door).toBe('graph'); // no FRED_API_KEY: the keyless CSV
    const converted = await fetch(`${base}/api/v1/calculate/currency-converter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 100, fromCurrency: 'EUR', toCurrency: 'USD' }),
    });
    expect(((await converted.json()) as { result: { ratesSource: string; convertedAmount: number } }).result).toEqual(
      expect.objectContaining({ ratesSource: 'ecb', convertedAmount: 112.69 }),
    );
  } finally {
    s.child.kill('SIGTERM');
    expect(await s.exit).toBe(0);
  }
});
