import { calcContextFrom, liveData } from '../../src/dispatch/context';
import { dataSetAsOf, loadSnapshot } from '../../src/rates/rates-data';

describe('calcContextFrom', () => {
  const snapshot = loadSnapshot();
  const asOf = snapshot.benchmarks.cpi_inflation.as_of!;
  // A monthly observation is dated the 1st of the month it describes; its age runs from the end of that month.
  const monthEnd = Date.UTC(Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7)), 1);
  const day = (offset: number) => new Date(monthEnd + offset * 86_400_000);

  it('marks the CPI inflation figure stale once it is older than a monthly series allows (45 days after its month)', () => {
    expect(calcContextFrom(snapshot, day(45)).inflation).toEqual(expect.objectContaining({ asOf, stale: false }));
    expect(calcContextFrom(snapshot, day(46)).inflation).toEqual(expect.objectContaining({ asOf, stale: true }));
  });
});

describe('liveData', () => {
  const snapshot = loadSnapshot();
  const store = { current: async () => snapshot };
  const b = snapshot.benchmarks.mortgage_30y;
  const observed = Date.parse(`${b.as_of}T00:00:00Z`);
  const day = (offset: number) => new Date(observed + offset * 86_400_000);

  it('reads a benchmark with its label, date and source, stale once older than its frequency allows (weekly: 10 days)', async () => {
    expect((await liveData(store, day(10))).benchmark('mortgage_30y')).toEqual({
      id: 'mortgage_30y',
      label: '30-year fixed mortgage average (Freddie Mac PMMS)',
      value: b.value,
      asOf: b.as_of,
      source: 'snapshot',
      stale: false,
      seriesId: 'MORTGAGE30US',
      frequency: 'weekly',
    });
    expect((await liveData(store, day(11))).benchmark('mortgage_30y')?.stale).toBe(true);
  });

  it('has no reading for a benchmark without a value, and gives the data set date and its currencies', async () => {
    const empty = {
      ...snapshot,
      benchmarks: { ...snapshot.benchmarks, hysa_apy: { ...snapshot.benchmarks.hysa_apy, value: null } },
    };
    const live = await liveData({ current: async () => empty }, day(0));
    expect(live.benchmark('hysa_apy')).toBeUndefined();
    expect(live.ratesAsOf).toBe(dataSetAsOf(snapshot));
    expect(live.currencies()).toEqual(Object.keys(snapshot.fx.rates).sort());
    expect(live.currencies()).toContain('EUR');
  });
});
