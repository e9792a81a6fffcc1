import fc from 'fast-check';
import { formatCents, roundPct, roundTo, toCents } from '../../src/calculators/money';
import { annuityFactor, fvAnnuityFactor, growth, levelPayment } from '../../src/calculators/tvm';

describe('toCents', () => {
  it.each([
    [1.005, 101], // binary 1.00499999999999989…: a person rounds it up
    [1.015, 102],
    [0.125, 13],
    [-1.005, -101],
    [2.675, 268],
    [0, 0],
    [12345678901234.56, 1234567890123456], // above $10 trillion every cent still survives
    // As a client writes it (the nearest double): .452 of a cent rounds down (15 significant digits alone made it .5, then up).
    [Number('212513807271.88452'), 21251380727188],
    [Number('212513807271.88552'), 21251380727189],
    [0.1249999999999, 12], // a thousand-millionth of a cent below the half: down
  ])('toCents(%d) = %d', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('equals the decimal rounding of the number as written, wherever that is not within binary noise of a half cent', () => {
    // Amounts as a client writes them: up to 12 digits of dollars and 1 to 5 decimals.
    const written = fc.tuple(
      fc.bigInt({ min: 0n, max: 999_999_999_999n }),
      fc.integer({ min: 1, max: 5 }),
      fc.bigInt({ min: 0n, max: 99_999n }),
      fc.boolean(),
    );
    fc.assert(
      fc.property(written, ([dollars, decimals, fractionDigits, negative]) => {
        const fraction = String(fractionDigits % 10n ** BigInt(decimals)).padStart(decimals, '0');
        const text = `${negative ? '-' : ''}${dollars}.${fraction}`;
        // Exact decimal rounding, half away from zero, in integers.
        const scaled = BigInt(`${dollars}${fraction}`) * 10n ** BigInt(5 - decimals); // units of 1e-5 dollars
        const cents = Number((scaled + 500n) / 1000n) * (negative && scaled > 0n ? -1 : 1);
        // Within binary noise of a half cent (thousandths of a cent from it), the double cannot tell: excluded.
        const fromHalf = Number((scaled % 1000n) - 500n) / 1000;
        fc.pre(Math.abs(fromHalf) > Number(scaled / 1000n) * 2 ** -49);
        return toCents(Number(text)) === (cents === 0 ? 0 : cents);
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('roundTo and roundPct', () => {
  it('round half away from zero after stripping binary noise, never to -0', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it('round a converted amount of $100 billion by its digits, not twice (.452 of a cent is down)', () => {
    expect(roundTo(Number('123456789012.34452'), 2)).toBe(123456789012.34);
    expect(roundTo(Number('123456789012.34552'), 2)).toBe(123456789012.35);
  });

  it('report every percent to 4 decimals', () => {
    expect(roundPct(3.883495145631)).toBe(3.8835);
    expect(roundPct(-2.91262135)).toBe(-2.9126);
    expect(roundPct(80)).toBe(80);
  });
});

describe('TVM factors', () => {
  it('match the closed forms at ordinary rates', () => {
    const r = 0.005;
    expect(annuityFactor(r, 360)).toBeCloseTo((1 - (1 + r) ** -360) / r, 10);
    expect(fvAnnuityFactor(r, 360)).toBeCloseTo(((1 + r) ** 360 - 1) / r, 8);
    expect(growth(r, 12)).toBeCloseTo(1.005 ** 12, 14);
  });

  it('are exact at rate 0 and continuous next to it', () => {
    expect(annuityFactor(0, 12)).toBe(12);
    expect(fvAnnuityFactor(0, 12)).toBe(12);
    expect(levelPayment(1200, 1e-300, 12)).toBeCloseTo(100, 10);
    expect(annuityFactor(1e-9, 12)).toBeCloseTo(12, 6);
  });

  it('use the series only for small |n·r|, negative rates included', () => {
    const r = -0.01;
    expect(annuityFactor(r, 12)).toBeCloseTo((1 - (1 + r) ** -12) / r, 10);
    expect(fvAnnuityFactor(r, 12)).toBeCloseTo(((1 + r) ** 12 - 1) / r, 10);
  });

  it('stay finite over a century at 100 %', () => {
    expect(Number.isFinite(fvAnnuityFactor(1 / 12, 1200))).toBe(true);
    expect(Number.isFinite(levelPayment(1e12, 1 / 12, 1200))).toBe(true);
  });
});

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [1, '$0.01'],
    [-1, '-$0.01'],
    [10, '$0.10'],
    [999_99, '$999.99'],
    [1000_00, '$1,000.00'],
    [-123456, '-$1,234.56'],
    [9_999_999_999_999, '$99,999,999,999.99'],
    [2 ** 53, '$90,071,992,547,409.92'],
    [0.5, '$0.01'],
  ])('%p cents is written %s', (cents, text) => expect(formatCents(cents)).toBe(text));
});
