/**
 * The plausibility bands on their own: real market moves of the past pass, garbage and walked-up
 * values do not, and what is trusted moves on only with accepted values.
 */
import { loadSnapshot } from '../../src/rates/rates-data';
import {
  checkBenchmark,
  checkFx,
  remember,
  TRUSTED_DATES,
  trustedFx,
  trustedValues,
} from '../../src/rates/plausibility';
import { allowedMove, BENCHMARK_BANDS, FX_BANDS, HORIZON_DAYS } from '../../src/rates/plausibility-bands';
import { parseEcbXml } from '../../src/rates/providers/ecb';
import { fixture } from './support/fake-sources';

const table = (asOf: string, rates: Record<string, number>) => ({ asOf, rates: { EUR: 1, ...rates } });

describe('the bands', () => {
  it('hold the bundled snapshot and the ECB fixture, every currency of which has a band', () => {
    const fixtureTable = parseEcbXml(fixture('ecb-eurofxref-daily.xml'), new Date('2026-10-06T16:00:00Z'));
    for (const rates of [loadSnapshot().fx.rates, fixtureTable.rates]) {
      for (const [code, rate] of Object.entries(rates)) {
        if (code === 'EUR') continue;
        const band = FX_BANDS[code];
        expect([code, band !== undefined && rate >= band.range[0] && rate <= band.range[1]]).toEqual([code, true]);
      }
    }
    const snapshot = loadSnapshot();
    for (const [id, band] of Object.entries(BENCHMARK_BANDS)) {
      const value = snapshot.benchmarks[id as keyof typeof BENCHMARK_BANDS].value!;
      expect([id, value >= band.range[0] && value <= band.range[1]]).toEqual([id, true]);
    }
  });

  it('widen with time: a same-day revision counts as one day, and past a year they grow with the square root of time', () => {
    const move = BENCHMARK_BANDS.treasury_10y.move;
    expect(allowedMove(move, 0)).toBe(move[0]);
    expect(allowedMove(move, 4)).toBeCloseTo((move[0] + move[1]) / 2, 10);
    expect(allowedMove(move, 4 * 366)).toBeCloseTo(move[4] * 2, 10);
    for (const band of [...Object.values(FX_BANDS), ...Object.values(BENCHMARK_BANDS)]) {
      for (let i = 1; i < HORIZON_DAYS.length; i++) expect(band.move[i]).toBeGreaterThanOrEqual(band.move[i - 1]!);
    }
  });
});

describe('real moves of the past are accepted (ECB and FRED figures)', () => {
  it.each([
    // The SNB dropped its EUR/CHF floor: 1.2010 → 1.0280 overnight.
    ['CHF, 2015-01-14 → 2015-01-15', table('2015-01-14', { CHF: 1.201 }), table('2015-01-15', { CHF: 1.028 })],
    [
      'GBP, the Brexit vote, 2016-06-23 → 2016-06-24',
      table('2016-06-23', { GBP: 0.76595 }),
      table('2016-06-24', { GBP: 0.8075 }),
    ],
    // The lira's recovery after the deposit scheme: 20.0434 → 12.6525 in three days.
    ['TRY, 2021-12-20 → 2021-12-23', table('2021-12-20', { TRY: 20.0434 }), table('2021-12-23', { TRY: 12.6525 })],
  ])('%s', (_name, before, after) => {
    expect(checkFx(after, [before])).toBeUndefined();
  });

  it.each([
    ['the 2020-03-16 emergency cut, prime 4.25 → 3.25', 'prime_rate', 4.25, '2020-03-13', 3.25, '2020-03-16'],
    ['the 1987 crash, DGS10 10.15 → 9.40 in a day', 'treasury_10y', 10.15, '1987-10-19', 9.4, '1987-10-20'],
    ['CPI 12-month change 3.7 → 1.1 (October → November 2008)', 'cpi_inflation', 3.7, '2008-10-01', 1.1, '2008-11-01'],
  ] as const)('%s', (_name, id, before, beforeAsOf, value, asOf) => {
    expect(checkBenchmark(id, value, asOf, [{ as_of: beforeAsOf, value: before }])).toBeUndefined();
  });
});

describe('garbage is refused, whatever the age of what it is compared with', () => {
  const snapshot = loadSnapshot();

  it('USD 999999 and JPY 0.001 against a snapshot table of years before: outside their bands', () => {
    const refusal = checkFx(table('2029-11-20', { ...snapshot.fx.rates, USD: 999999, JPY: 0.001 }), [snapshot.fx]);
    expect(refusal).toEqual({
      reason: 'out_of_range',
      detail: 'USD 999999 per EUR on 2029-11-20 is outside its band 0.624..2.12',
    });
  });

  it('a USD inside its band but ×1.73 in 45 days: an implausible jump', () => {
    const refusal = checkFx(table('2026-11-20', { ...snapshot.fx.rates, USD: 1.95 }), [snapshot.fx]);
    expect(refusal?.reason).toBe('implausible_jump');
    expect(refusal?.detail).toMatch(
      /^USD moved from 1\.1269 \(2026-10-06\) to 1\.95 \(2026-11-20\) per EUR: ×1\.730, at most ×1\.3\d\d in 45 days$/,
    );
  });

  it('CPI 49.9 % and prime 24.99 %: outside the highs of their whole histories', () => {
    expect(checkBenchmark('cpi_inflation', 49.9, '2026-11-01', [])?.reason).toBe('out_of_range');
    expect(checkBenchmark('prime_rate', 24.99, '2026-11-20', [])?.reason).toBe('out_of_range');
  });

  it('CPI 3.1 → 9.0 in a month and prime 7 → 9.5 overnight: implausible jumps', () => {
    expect(checkBenchmark('cpi_inflation', 9, '2026-11-01', [{ as_of: '2026-10-01', value: 3.1 }])).toEqual({
      reason: 'implausible_jump',
      detail: 'cpi_inflation moved from 3.1 % (2026-10-01) to 9 % (2026-11-01): 5.90 points, at most 3.90 in 31 days',
    });
    expect(checkBenchmark('prime_rate', 9.5, '2026-11-21', [{ as_of: '2026-11-20', value: 7 }])?.reason).toBe(
      'implausible_jump',
    );
  });
});

describe('no ratchet: what is trusted moves on only with accepted values, and keeps the first of each date', () => {
  const d0 = table('2026-11-19', { USD: 1.1269, GBP: 0.8488 });

  it('×1.49 on the same date, then ×1.49 again the next day: both refused', () => {
    expect(checkFx(table('2026-11-19', { USD: 1.1269 * 1.49, GBP: 0.8488 }), [d0])?.reason).toBe('implausible_jump');
    // ×2.22 in a day: 2.50 USD per EUR is also past the highest EUR/USD ever quoted (1.599) by more than a worst year.
    expect(checkFx(table('2026-11-20', { USD: 1.1269 * 1.49 * 1.49, GBP: 0.8488 }), [d0])?.reason).toBe('out_of_range');
  });

  it('steps small enough one by one (×1.06 twice) are measured against the first table of the date, not the last fetch', () => {
    const step1 = table('2026-11-19', { USD: 1.1269 * 1.06, GBP: 0.8488 });
    expect(checkFx(step1, [d0])).toBeUndefined(); // a same-date revision inside a day's move
    const trusted = remember([d0], step1, (t) => t.asOf);
    expect(trusted).toEqual([d0]); // the date's first table stays the reference
    const step2 = table('2026-11-20', { USD: 1.1269 * 1.06 * 1.06, GBP: 0.8488 });
    expect(checkFx(step2, [step1])).toBeUndefined(); // what a check against the previous fetch alone would let through
    expect(checkFx(step2, trustedFx(trusted, { ...step1, base: 'EUR', source: 'ecb' }))?.reason).toBe(
      'implausible_jump',
    );
  });

  it(`keeps the newest ${TRUSTED_DATES} dates, in order`, () => {
    let list = [{ as_of: '2026-01-01', value: 4 }];
    for (let day = 2; day <= 12; day++)
      list = remember(list, { as_of: `2026-01-${String(day).padStart(2, '0')}`, value: 4 }, (t) => t.as_of);
    expect(list.map((t) => t.as_of)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
    ]);
  });

  it('ignores malformed stored entries and always measures against the value in use', () => {
    const current = { value: 4.12, as_of: '2026-11-20', source: 'fred', fetched_at: null } as const;
    expect(
      trustedValues(
        [{ as_of: 'x', value: 1 }, null, { as_of: '2026-11-19', value: 'NaN' }, { as_of: '2026-11-18', value: 4.1 }],
        current,
      ),
    ).toEqual([
      { as_of: '2026-11-18', value: 4.1 },
      { as_of: '2026-11-20', value: 4.12 },
    ]);
    expect(trustedFx('garbage', loadSnapshot().fx)).toEqual([{ asOf: '2026-10-06', rates: loadSnapshot().fx.rates }]);
  });
});
