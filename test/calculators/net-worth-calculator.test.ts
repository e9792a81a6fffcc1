import fc from 'fast-check';
import { calculator, runCalculator, centsSum, fieldError } from '../support/run-calculator';
import { sharesPct } from '../../src/calculators/net-worth-calculator';

const { result: netWorth, errorOf } = calculator('net-worth-calculator');

type Share = { sharePct: number | null };

// Expected values: python3 with fractions.Fraction (exact sums, ratios and balance-weighted rate) and
// decimal ROUND_HALF_UP for a year of interest per liability; shares by largest remainder in units of 0.0001 %
// (floor every exact share, then hand the missing units to the largest remainders).
describe('net-worth-calculator golden values', () => {
  it('the example household: net worth 217,500, ratio 0.5994, average rate 6.7289 %', () => {
    const r = netWorth({
      assets: [
        { name: 'Checking account', value: 5000 },
        { name: 'Retirement (401k)', value: 120000 },
        { name: 'Home', value: 400000 },
        { name: 'Car', value: 18000 },
      ],
      liabilities: [
        { name: 'Mortgage', balance: 310000, rate: 6.5 },
        { name: 'Car loan', balance: 12000, rate: 7.9 },
        { name: 'Credit card', balance: 3500, rate: 22.99 },
      ],
    });
    expect(r.totalAssets).toBe(543000);
    expect(r.totalLiabilities).toBe(325500);
    expect(r.netWorth).toBe(217500);
    expect(r.debtToAssetRatio).toBe(0.5994); // 325,500 / 543,000 = 0.599447…
    expect(r.debtToAssetPct).toBe(59.9448); // the same in percent, 4 decimals like every percent
    expect(r.weightedAverageRate).toBe(6.7289); // 2,190,265 / 325,500 = 6.728924…
    expect(r.annualInterestCost).toBe(21902.65); // 20,150 + 948 + 804.65
    expect(r.assets.map((a: Share) => a.sharePct)).toEqual([0.9208, 22.0995, 73.6648, 3.3149]);
    expect(r.liabilities).toEqual([
      { name: 'Mortgage', balance: 310000, rate: 6.5, sharePct: 95.2381, annualInterest: 20150 },
      { name: 'Car loan', balance: 12000, rate: 7.9, sharePct: 3.6866, annualInterest: 948 },
      { name: 'Credit card', balance: 3500, rate: 22.99, sharePct: 1.0753, annualInterest: 804.65 },
    ]);
  });

  it('only debts: negative net worth, no ratio, interest rounded half up per debt', () => {
    const out = runCalculator('net-worth-calculator', {
      assets: [],
      liabilities: [
        { name: 'Student loan', balance: 27500.5, rate: 4.99 }, // 1,372.27495 → 1,372.27
        { name: 'Visa', balance: 1234.56, rate: 24.99 }, // 308.516544 → 308.52
      ],
    });
    expect(out.result).toMatchObject({
      totalAssets: 0,
      totalLiabilities: 28735.06,
      netWorth: -28735.06,
      debtToAssetPct: null,
      debtToAssetRatio: null,
      weightedAverageRate: 5.8493, // 5.849270…
      annualInterestCost: 1680.79,
    });
    expect(out.result.liabilities.map((l: Share) => l.sharePct)).toEqual([95.7036, 4.2964]);
    expect(out.warnings).toEqual([expect.stringContaining('Liabilities exceed assets by $28,735.06')]);
  });

  it('no debts: ratio 0, no average rate (null, not 0 %), no interest', () => {
    const r = netWorth({
      assets: [
        { name: 'a', value: 1 },
        { name: 'b', value: 1 },
        { name: 'c', value: 1 },
      ],
      liabilities: [],
    });
    expect(r).toMatchObject({
      totalAssets: 3,
      totalLiabilities: 0,
      netWorth: 3,
      debtToAssetPct: 0,
      debtToAssetRatio: 0,
      weightedAverageRate: null,
      annualInterestCost: 0,
    });
    expect(r.assets.map((a: Share) => a.sharePct)).toEqual([33.3334, 33.3333, 33.3333]); // the first of equal remainders gets the missing 0.0001
    expect(r.liabilities).toEqual([]);
  });

  it('both lists empty: everything 0 or null', () => {
    expect(netWorth({ assets: [], liabilities: [] })).toEqual({
      totalAssets: 0,
      totalLiabilities: 0,
      netWorth: 0,
      debtToAssetPct: null,
      debtToAssetRatio: null,
      weightedAverageRate: null,
      annualInterestCost: 0,
      assets: [],
      liabilities: [],
    });
  });

  it('a side that totals 0 has null shares; a zero item among others has share 0', () => {
    const r = netWorth({
      assets: [
        { name: 'a', value: 1 },
        { name: 'b', value: 2 },
        { name: 'c', value: 3 },
        { name: 'd', value: 0 },
      ],
      liabilities: [{ name: 'x', balance: 0, rate: 5 }],
    });
    expect(r.assets.map((a: Share) => a.sharePct)).toEqual([16.6667, 33.3333, 50, 0]);
    expect(r.liabilities[0].sharePct).toBeNull();
    expect(r.weightedAverageRate).toBeNull();
  });

  it('cents-sized debts: ratio 0.005 (0.5 %), average rate 8.3333 %, shares 33.3333 + 66.6667', () => {
    const r = netWorth({
      assets: [{ name: 'a', value: 6 }],
      liabilities: [
        { name: 'x', balance: 0.01, rate: 5 },
        { name: 'y', balance: 0.02, rate: 10 },
      ],
    });
    expect([r.debtToAssetRatio, r.debtToAssetPct, r.weightedAverageRate, r.annualInterestCost]).toEqual([
      0.005, 0.5, 8.3333, 0,
    ]);
    expect(r.liabilities.map((l: Share) => l.sharePct)).toEqual([33.3333, 66.6667]);
  });
});

describe('net-worth-calculator invariants', () => {
  const assetArb = fc.record({ name: fc.constant('a'), value: fc.integer({ min: 0, max: 1e14 }).map((c) => c / 100) });
  const liabilityArb = fc.record({
    name: fc.constant('l'),
    balance: fc.integer({ min: 0, max: 1e14 }).map((c) => c / 100),
    rate: fc.integer({ min: 0, max: 10000 }).map((bp) => bp / 100),
  });

  it('totals add up to the cent, shares add up to exactly 100, the average rate lies within the rates', () => {
    fc.assert(
      fc.property(
        fc.array(assetArb, { maxLength: 50 }),
        fc.array(liabilityArb, { maxLength: 50 }),
        (assets, liabilities) => {
          const r = netWorth({ assets, liabilities });
          expect(r.totalAssets).toBe(centsSum(assets.map((a) => a.value)));
          expect(r.totalLiabilities).toBe(centsSum(liabilities.map((l) => l.balance)));
          expect(r.netWorth).toBe(centsSum([r.totalAssets, -r.totalLiabilities]));
          expect(r.annualInterestCost).toBe(
            centsSum(r.liabilities.map((l: { annualInterest: number }) => l.annualInterest)),
          );
          for (const [side, total] of [
            [r.assets, r.totalAssets],
            [r.liabilities, r.totalLiabilities],
          ] as const) {
            const shares = (side as Share[]).map((x) => x.sharePct);
            if (total > 0) expect(Math.round(shares.reduce((s: number, x) => s + x!, 0) * 10000)).toBe(1_000_000);
            else expect(shares.every((x) => x === null)).toBe(true);
          }
          if (r.weightedAverageRate !== null) {
            const owed = liabilities.filter((l) => l.balance > 0).map((l) => l.rate);
            expect(r.weightedAverageRate).toBeGreaterThanOrEqual(Math.min(...owed) - 1e-4);
            expect(r.weightedAverageRate).toBeLessThanOrEqual(Math.max(...owed) + 1e-4);
          }
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) },
    );
  });

  it('each share is within 0.0001 of the exact share (largest remainder never moves a share by more)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e14 }), { minLength: 1, maxLength: 50 }), (cents) => {
        const total = cents.reduce((s, c) => s + c, 0);
        const shares = sharesPct(cents);
        cents.forEach((c, i) => {
          if (total === 0) expect(shares[i]).toBeNull();
          else expect(Math.abs(shares[i]! - (c / total) * 100)).toBeLessThan(0.0001 + 1e-9);
        });
      }),
    );
  });
});

describe('net-worth-calculator input validation', () => {
  it('requires both lists, even when empty', () => {
    expect(errorOf({ assets: [] }).errors).toEqual([fieldError('/liabilities', 'required')]);
  });

  it('lists bad items with their paths', () => {
    const e = errorOf({
      assets: [{ name: 'Home', value: -1 }, { value: 5 }],
      liabilities: [{ name: 'Visa', balance: 100, rate: 101, apr: 20 }],
    });
    expect(e.code).toBe('invalid_input');
    expect(e.errors).toEqual(
      expect.arrayContaining([
        fieldError('/assets/0/value', 'minimum'),
        fieldError('/assets/1/name', 'required'),
        fieldError('/liabilities/0/rate', 'maximum'),
        fieldError('/liabilities/0/apr', 'unknown_field'),
      ]),
    );
  });

  it('caps each list at 50 items', () => {
    const assets = Array.from({ length: 51 }, (_, i) => ({ name: `a${i}`, value: 1 }));
    expect(errorOf({ assets, liabilities: [] }).errors).toEqual([fieldError('/assets', 'maxItems')]);
  });

  it('allows repeated names (items are reported by position)', () => {
    const r = netWorth({
      assets: [
        { name: 'Savings', value: 100 },
        { name: 'Savings', value: 300 },
      ],
      liabilities: [],
    });
    expect(r.assets).toEqual([
      { name: 'Savings', value: 100, sharePct: 25 },
      { name: 'Savings', value: 300, sharePct: 75 },
    ]);
  });
});
