import { calcContextFrom } from '../../src/dispatch/context';
import { loadSnapshot } from '../../src/rates/rates-data';

describe('calcContextFrom', () => {
  const snapshot = loadSnapshot();
  const asOf = snapshot.benchmarks.cpi_inflation.as_of!;
  // A monthly observation is dated the 1st of the month it describes; its age runs from the end of that month.
  const monthEnd = Date.UTC(Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7)), 1);
  const day = (offset: number) => new Date(monthEnd + offset * 86_400_000);

  it('marks the CPI inflation figure stale once it is older than a monthly series allows (45 days after its month, DESIGN.md §5)', () => {
    expect(calcContextFrom(snapshot, day(45)).inflation).toEqual(expect.objectContaining({ asOf, stale: false }));
    expect(calcContextFrom(snapshot, day(46)).inflation).toEqual(expect.objectContaining({ asOf, stale: true }));
  });
});
