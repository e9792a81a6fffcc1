import { calcContextFrom } from '../../src/dispatch/context';
import { loadSnapshot } from '../../src/rates/rates-data';

describe('calcContextFrom', () => {
  const snapshot = loadSnapshot();
  const asOf = snapshot.benchmarks.cpi_inflation.as_of!;
  const day = (offset: number) => new Date(Date.parse(`${asOf}T00:00:00Z`) + offset * 86_400_000);

  it('marks the CPI inflation figure stale once it is older than a monthly series allows (45 days, DESIGN.md §5)', () => {
    expect(calcContextFrom(snapshot, day(45)).inflation).toEqual(expect.objectContaining({ asOf, stale: false }));
    expect(calcContextFrom(snapshot, day(46)).inflation).toEqual(expect.objectContaining({ asOf, stale: true }));
  });
});
