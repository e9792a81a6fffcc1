import fc from 'fast-check';
import { calculator, runCalculator, centsSum, fieldError } from '../support/run-calculator';

const { result: ladder, run, errorOf } = calculator('cd-ladder-calculator');

type Rung = { rung: number; amount: number; termMonths: number; rate: number; interest: number; maturityValue: number };

const rungsOf = (r: Record<string, unknown>) =>
  (r.rungs as Rung[]).map((x) => [x.amount, x.termMonths, x.rate, x.interest, x.maturityValue]);

// Expected values: python3 decimal (50 digits): amounts split in integer cents, the last rung taking the
// leftover cents; maturity = amount × (1 + APY/100)^(months/12), quantized to the cent ROUND_HALF_UP.
// That is the Truth in Savings formula (12 CFR 1030, Appendix A, Part I: APY = 100[(1 + Interest/Principal)^(365/days) − 1])
// solved for the interest, with months/12 for days/365.
describe('cd-ladder-calculator golden values', () => {
  it('Regulation DD Appendix A: $53.90 of interest on $1,000 over 365 days is an APY of 5.39 %', () => {
    const r = ladder({ totalInvestment: 2000, numberOfRungs: 2, baseTermMonths: 12, annualRate: 5.39 });
    expect(rungsOf(r)).toEqual([
      [1000, 12, 5.39, 53.9, 1053.9],
      [1000, 24, 5.39, 110.71, 1110.71], // 1000 × 1.0539² = 1110.70521
    ]);
    expect([r.totalInterest, r.totalMaturityValue, r.blendedRate, r.averageTermMonths, r.longestTermMonths]).toEqual([
      164.61, 2164.61, 5.39, 18, 24,
    ]);
  });

  it('the example: 25,000 over five 1-year rungs at 4.25 % APY earns 3,373.98', () => {
    const r = ladder({ totalInvestment: 25000, numberOfRungs: 5, baseTermMonths: 12, annualRate: 4.25 });
    expect(r.rungs.map((x: Rung) => x.maturityValue)).toEqual([5212.5, 5434.03, 5664.98, 5905.74, 6156.73]);
    expect(r.rungs.map((x: Rung) => x.termMonths)).toEqual([12, 24, 36, 48, 60]);
    expect([r.totalInterest, r.totalMaturityValue, r.blendedRate, r.averageTermMonths]).toEqual([
      3373.98, 28373.98, 4.25, 36,
    ]);
  });

  it('10,000 over three 6-month rungs: the last rung takes the leftover cent', () => {
    const r = ladder({ totalInvestment: 10000, numberOfRungs: 3, baseTermMonths: 6, annualRate: 5 });
    expect(rungsOf(r)).toEqual([
      [3333.33, 6, 5, 82.32, 3415.65],
      [3333.33, 12, 5, 166.67, 3500],
      [3333.34, 18, 5, 253.1, 3586.44],
    ]);
    expect([r.totalInterest, r.totalMaturityValue, r.averageTermMonths]).toEqual([502.09, 10502.09, 12]);
  });

  it('per-rung rates replace annualRate; the blended rate is amount-weighted', () => {
    const out = runCalculator('cd-ladder-calculator', {
      totalInvestment: 123456.78,
      numberOfRungs: 4,
      baseTermMonths: 9,
      annualRate: 4.87,
      rungRates: [4.1, 4.4, 4.87, 5.05],
    });
    expect(rungsOf(out.result)).toEqual([
      [30864.19, 9, 4.1, 944.29, 31808.48],
      [30864.19, 18, 4.4, 2059.28, 32923.47],
      [30864.19, 27, 4.87, 3485.3, 34349.49],
      [30864.21, 36, 5.05, 4916.04, 35780.25],
    ]);
    expect([out.result.totalInterest, out.result.totalMaturityValue, out.result.averageTermMonths]).toEqual([
      11404.91, 134861.69, 22.5,
    ]);
    expect(out.result.blendedRate).toBe(4.605); // Σ amount × rate / total = 4.60500007…
    expect(out.assumptions).toEqual(expect.arrayContaining([expect.stringContaining('annualRate 4.87% not used')]));
  });

  it('3-month rungs at 3.6 %: 12 months earns exactly the APY, shorter terms the fractional power', () => {
    const r = ladder({ totalInvestment: 1000, numberOfRungs: 4, baseTermMonths: 3, annualRate: 3.6 });
    expect(r.rungs.map((x: Rung) => x.interest)).toEqual([2.22, 4.46, 6.72, 9]);
    expect(r.totalInterest).toBe(22.4);
  });

  it('0 % earns nothing; the smallest ladder is one cent per rung', () => {
    expect(
      ladder({ totalInvestment: 100, numberOfRungs: 3, baseTermMonths: 1, annualRate: 0 }).rungs.map(
        (x: Rung) => x.maturityValue,
      ),
    ).toEqual([33.33, 33.33, 33.34]);
    const tiny = ladder({ totalInvestment: 0.05, numberOfRungs: 5, baseTermMonths: 12, annualRate: 10 });
    expect(tiny.rungs.map((x: Rung) => x.maturityValue)).toEqual([0.01, 0.01, 0.01, 0.01, 0.02]);
    expect(tiny.totalInterest).toBe(0.01);
  });

  it('a century-sized result is answered with a warning that its cents are not exact', () => {
    const out = runCalculator('cd-ladder-calculator', {
      totalInvestment: 1e12,
      numberOfRungs: 5,
      baseTermMonths: 120,
      annualRate: 100,
    });
    expect(out.result.rungs[0].maturityValue).toBe(204800000000000); // 2e11 × 2^10
    expect(out.result.totalMaturityValue).toBeCloseTo(2.254000986523648e26, -12);
    expect(out.warnings).toEqual([expect.stringContaining('not exact')]);
  });
});

describe('cd-ladder-calculator invariants', () => {
  const inputArb = fc.record({
    totalC: fc.integer({ min: 5, max: 1e12 }),
    numberOfRungs: fc.integer({ min: 2, max: 5 }),
    baseTermMonths: fc.integer({ min: 1, max: 60 }),
    rateBp: fc.integer({ min: 0, max: 2000 }),
  });

  it('amounts add up to the investment exactly, interest and maturity to their totals; longer rungs earn more per dollar', () => {
    fc.assert(
      fc.property(inputArb, ({ totalC, numberOfRungs, baseTermMonths, rateBp }) => {
        const totalInvestment = totalC / 100;
        const r = ladder({ totalInvestment, numberOfRungs, baseTermMonths, annualRate: rateBp / 100 });
        const rungs: Rung[] = r.rungs;
        expect(rungs).toHaveLength(numberOfRungs);
        expect(centsSum(rungs.map((x) => x.amount))).toBe(totalInvestment);
        expect(centsSum(rungs.map((x) => x.interest))).toBe(r.totalInterest);
        expect(centsSum(rungs.map((x) => x.maturityValue))).toBe(r.totalMaturityValue);
        expect(centsSum([totalInvestment, r.totalInterest])).toBe(r.totalMaturityValue);
        rungs.forEach((x, i) => {
          expect(x.termMonths).toBe((i + 1) * baseTermMonths);
          expect(x.amount).toBe(
            i < numberOfRungs - 1
              ? rungs[0]!.amount
              : centsSum([totalInvestment, -(numberOfRungs - 1) * rungs[0]!.amount]),
          );
          expect(x.interest).toBeGreaterThanOrEqual(0);
        });
        // Same amount, longer term, same APY: never less interest.
        for (let i = 1; i < numberOfRungs - 1; i++)
          expect(rungs[i]!.interest).toBeGreaterThanOrEqual(rungs[i - 1]!.interest);
        expect(r.blendedRate).toBeCloseTo(rateBp / 100, 4);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 300) },
    );
  });
});

describe('cd-ladder-calculator input validation', () => {
  const base = { totalInvestment: 10000, numberOfRungs: 3, baseTermMonths: 12, annualRate: 4.5 };

  it('rungRates must have one rate per rung: 422 at /rungRates', () => {
    const few = errorOf({ ...base, rungRates: [4, 4.5] });
    expect(few.code).toBe('invalid_input');
    expect(few.errors).toEqual([
      fieldError('/rungRates', 'minItems', { message: expect.stringContaining('exactly 3') }),
    ]);
    expect(errorOf({ ...base, rungRates: [4, 4.5, 5, 5.5] }).errors).toEqual([fieldError('/rungRates', 'maxItems')]);
    expect(errorOf({ ...base, rungRates: [4, 4.5, 101] }).errors).toEqual([fieldError('/rungRates/2', 'maximum')]);
  });

  it('numberOfRungs is an integer from 2 to 5, baseTermMonths from 1 to 120', () => {
    const e = errorOf({ ...base, numberOfRungs: 6, baseTermMonths: 2.5 });
    expect(e.errors).toEqual(
      expect.arrayContaining([fieldError('/numberOfRungs', 'maximum'), fieldError('/baseTermMonths', 'type')]),
    );
    expect(errorOf({ ...base, numberOfRungs: 1, baseTermMonths: 121 }).errors).toEqual(
      expect.arrayContaining([fieldError('/numberOfRungs', 'minimum'), fieldError('/baseTermMonths', 'maximum')]),
    );
  });

  it('needs something to invest: at least one cent, and one cent per rung', () => {
    expect(errorOf({ ...base, totalInvestment: 0 }).errors).toEqual([fieldError('/totalInvestment', 'minimum')]);
    const e = errorOf({ ...base, totalInvestment: 0.02 });
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.errors).toEqual([
      expect.objectContaining({ path: '/totalInvestment', message: expect.stringContaining('0.03') }),
    ]);
  });

  it('requires annualRate unless rungRates gives each rung its own APY', () => {
    const e = errorOf({ totalInvestment: 1000, numberOfRungs: 3, baseTermMonths: 12 });
    expect(e.errors).toEqual([
      fieldError('/annualRate', 'required', {
        message: 'is required unless rungRates gives each of the 3 rungs its own APY',
      }),
    ]);
    const own = run({ totalInvestment: 3000, numberOfRungs: 3, baseTermMonths: 12, rungRates: [4, 4.2, 4.4] });
    const same = run({
      totalInvestment: 3000,
      numberOfRungs: 3,
      baseTermMonths: 12,
      annualRate: 9,
      rungRates: [4, 4.2, 4.4],
    });
    expect(own.result).toEqual(same.result);
    expect(own.assumptions).toContain('Each rung earns its own APY from rungRates');
    expect(same.assumptions).toContain('Each rung earns its own APY from rungRates (annualRate 9% not used)');
  });

  it('requires every other seed input and rejects unknown ones', () => {
    const e = errorOf({ totalInvestment: 1000, rungs: 3 });
    expect(e.errors).toEqual(
      expect.arrayContaining([
        fieldError('/numberOfRungs', 'required'),
        fieldError('/baseTermMonths', 'required'),
        fieldError('/rungs', 'unknown_field'),
      ]),
    );
  });
});
