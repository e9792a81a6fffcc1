/** Currency: invariants over every pair of ECB currencies (fast-check). */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';
import { ECB_2026_10_06, ecb } from './fixtures';

const { result } = calculator('currency-converter', ecb);

describe('currency-converter invariants (fast-check)', () => {
  const codes = fc.constantFrom('EUR', ...Object.keys(ECB_2026_10_06));
  // Up to 1,000,000: converted at the widest ECB cross rate (IDR per GBP, about 23,700) it stays under the 1e12 input bound.
  const amount = fc.integer({ min: 0, max: 1e8 }).map((c) => c / 100);

  it('rate × inverseRate = 1, and a round trip comes back within the rounding of both legs', () => {
    fc.assert(
      fc.property(amount, codes, codes, (a, from, to) => {
        const there = result({ amount: a, fromCurrency: from, toCurrency: to });
        expect(Math.abs(there.rate * there.inverseRate - 1)).toBeLessThan(1e-7);
        const back = result({ amount: there.convertedAmount, fromCurrency: to, toCurrency: from });
        // half a minor unit of the target carried back at the inverse rate, plus half a minor unit on the way back
        const tolerance = 0.5 * 10 ** -there.decimals * there.inverseRate + 0.5 * 10 ** -back.decimals + 1e-9 * a;
        expect(Math.abs(back.convertedAmount - a)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('cross rates are consistent: A→B = A→C × C→B', () => {
    fc.assert(
      fc.property(codes, codes, codes, (a, b, c) => {
        const ab = result({ amount: 1, fromCurrency: a, toCurrency: b }).rate;
        const ac = result({ amount: 1, fromCurrency: a, toCurrency: c }).rate;
        const cb = result({ amount: 1, fromCurrency: c, toCurrency: b }).rate;
        // Each displayed rate is rounded to 8 significant digits: relative error ≤ 5e-8 each, so a
        // ratio of three can be off by up to (1 + 5e-8)² / (1 − 5e-8) − 1 ≈ 1.5e-7 (a bound of 1e-7 failed on real draws).
        expect(Math.abs((ac * cb) / ab - 1)).toBeLessThanOrEqual((1 + 5e-8) ** 2 / (1 - 5e-8) - 1 + 1e-15);
      }),
    );
  });

  it('the converted amount never falls as the amount rises', () => {
    fc.assert(
      fc.property(amount, amount, codes, codes, (x, y, from, to) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        expect(result({ amount: hi, fromCurrency: from, toCurrency: to }).convertedAmount).toBeGreaterThanOrEqual(
          result({ amount: lo, fromCurrency: from, toCurrency: to }).convertedAmount,
        );
      }),
    );
  });
});
