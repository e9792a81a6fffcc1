/** CPI inflation: the 12-month change of CPIAUCNS from the observation of exactly 12 months earlier. */
import { cpiBasis, monthsEarlier, twelveMonthChange } from '../../src/rates/cpi-inflation';
import type { Observation } from '../../src/rates/providers/fred-observations';

// CPI-U, all items, U.S. city average, not seasonally adjusted (FRED CPIAUCNS, BLS series CUUR0000SA0).
const CPI_2023_2024: Record<string, number> = {
  '2023-07-01': 305.691,
  '2023-08-01': 307.026,
  '2023-09-01': 307.789,
  '2023-10-01': 307.671,
  '2023-11-01': 307.051,
  '2023-12-01': 306.746,
  '2024-07-01': 314.54,
  '2024-08-01': 314.796,
  '2024-09-01': 315.301,
  '2024-10-01': 315.664,
  '2024-11-01': 315.493,
  '2024-12-01': 315.605,
};
const observations = (overrides: Record<string, number | null> = {}): Observation[] =>
  Object.entries({ ...CPI_2023_2024, ...overrides }).map(([date, value]) => ({ date, value }));

describe('twelveMonthChange', () => {
  it('matches the BLS headline: December 2024 over December 2023 = 2.9 %', () => {
    // BLS CPI news release of 2025-01-15: "the all items index increased 2.9 percent before seasonal adjustment".
    expect(twelveMonthChange(observations())).toEqual({
      value: 2.9,
      asOf: '2024-12-01',
      basis: '12-month change of CPIAUCNS, 2024-12 over 2023-12',
    });
  });

  it('a missing newest month ("."): the month before is the newest, November = 2.7 %', () => {
    // BLS release of 2024-12-11: 2.7 percent for the 12 months ending November 2024.
    expect(twelveMonthChange(observations({ '2024-12-01': null }))).toEqual(
      expect.objectContaining({ value: 2.7, asOf: '2024-11-01' }),
    );
  });

  it('a missing year-earlier month: that month yields no change, the last computable one stays (never a 13- or 11-month change)', () => {
    // As with October 2025, never published after the shutdown: October 2026 has no 12-month change.
    const change = twelveMonthChange(observations({ '2023-12-01': null, '2023-11-01': null }));
    // BLS release of 2024-11-13: 2.6 percent for the 12 months ending October 2024.
    expect(change).toEqual({
      value: 2.6,
      asOf: '2024-10-01',
      basis: '12-month change of CPIAUCNS, 2024-10 over 2023-10',
    });
  });

  it('September 2024 = 2.4 %, August 2.5 %, July 2.9 % (BLS releases of 2024-10-10, 2024-09-11, 2024-08-14)', () => {
    const upTo = (month: string) => observations().filter((o) => o.date <= month || o.date < '2024-01-01');
    expect(twelveMonthChange(upTo('2024-09-01'))?.value).toBe(2.4);
    expect(twelveMonthChange(upTo('2024-08-01'))?.value).toBe(2.5);
    expect(twelveMonthChange(upTo('2024-07-01'))?.value).toBe(2.9);
  });

  it('no month with its year-earlier index: nothing', () => {
    expect(twelveMonthChange(observations().filter((o) => o.date >= '2024-01-01'))).toBeUndefined();
    expect(twelveMonthChange([])).toBeUndefined();
  });
});

describe('months', () => {
  it('12 months before January is January of the year before', () => {
    expect(monthsEarlier('2026-01-01', 12)).toBe('2025-01-01');
    expect(monthsEarlier('2026-03-01', 14)).toBe('2025-01-01');
  });
  it('says which month over which month', () => {
    expect(cpiBasis('2026-05-01')).toBe('12-month change of CPIAUCNS, 2026-05 over 2025-05');
  });
});
