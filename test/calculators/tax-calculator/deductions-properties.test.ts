/**
 * The deductions after AGI: invariants over any household (fast-check). Take-home pay never falls when the wages (or
 * the tips in them) rise by $1, but at the steps of the law itself: Schedule 1-A's $100 for each whole $1,000 of
 * MAGI over the threshold (tips and overtime, IRC §224(b)(2), §225(b)(2)) and $200 for each $1,000 or part
 * (car-loan interest, §163(h)(4)(C)), where one more dollar of MAGI takes $100 or $200 of deduction. Households here
 * have no children or self-employment income, whose own cliffs (Schedule 8812 line 10, Schedule SE's $400 floor)
 * are tested elsewhere. Each deduction stays within its published maximum.
 */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');

const dollars = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

const household = fc
  .record({
    filingStatus: fc.constantFrom('single', 'mfj', 'mfs', 'hoh', 'qss'),
    grossIncome: dollars(0, 1_200_000),
    tipsShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    overtimeShare: fc.double({ min: 0, max: 0.4, noNaN: true }),
    carLoanInterest: dollars(0, 15_000),
    taxYear: fc.constantFrom(2025, 2026),
    itemized: fc.option(
      fc.record({
        saltPaid: dollars(0, 80_000),
        mortgageInterest: dollars(0, 60_000),
        charitable: dollars(0, 50_000),
        medical: dollars(0, 40_000),
      }),
      { nil: undefined },
    ),
  })
  .map(({ tipsShare, overtimeShare, ...h }) => {
    const mfs = h.filingStatus === 'mfs';
    const cents = (x: number) => Math.floor(x * 100) / 100;
    return {
      ...h,
      qualifiedTips: mfs ? 0 : cents(h.grossIncome * tipsShare),
      qualifiedOvertime: mfs ? 0 : cents(h.grossIncome * overtimeShare),
      ...(h.itemized === undefined ? {} : { itemized: h.itemized }),
    };
  });

type Result = ReturnType<typeof result>;
const scheduleOneA = (r: Result) => r.tipsDeduction + r.overtimeDeduction + r.carLoanInterestDeduction;

describe('tax-calculator deduction invariants (fast-check)', () => {
  it('take-home never falls when the wages, or the tips in them, rise by $1, but at a Schedule 1-A step', () => {
    fc.assert(
      fc.property(household, fc.boolean(), (h, tips) => {
        const a = result(h);
        const raised = { ...h, grossIncome: h.grossIncome + 1 };
        const b = result(tips && h.filingStatus !== 'mfs' ? { ...raised, qualifiedTips: h.qualifiedTips + 1 } : raised);
        // One more dollar of MAGI crossing a $1,000 step takes $100 or $200 of deduction.
        const step = scheduleOneA(b) < scheduleOneA(a) - 1;
        // The EIC Table's $50 rows: a step of the credit, not of the tax (test/support/tax-cliffs.ts).
        if (!step) expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay);
      }),
      { numRuns: 300 },
    );
  });

  it('each deduction is within its maximum and never more than what was paid', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        const joint = h.filingStatus === 'mfj';
        expect(r.tipsDeduction).toBeGreaterThanOrEqual(0);
        expect(r.tipsDeduction).toBeLessThanOrEqual(Math.min(25_000, h.qualifiedTips));
        expect(r.overtimeDeduction).toBeLessThanOrEqual(Math.min(joint ? 25_000 : 12_500, h.qualifiedOvertime));
        expect(r.carLoanInterestDeduction).toBeLessThanOrEqual(Math.min(10_000, h.carLoanInterest));
        expect(r.saltDeduction).toBeLessThanOrEqual(
          Math.min(h.filingStatus === 'mfs' ? 20_200 : 40_400, h.itemized?.saltPaid ?? 0),
        );
        expect(r.charitableNonItemizerDeduction).toBeLessThanOrEqual(
          h.taxYear === 2025 ? 0 : Math.min(joint ? 2_000 : 1_000, h.itemized?.charitable ?? 0),
        );
        expect(r.qbiDeduction).toBe(0);
        expect(r.taxableIncome).toBeGreaterThanOrEqual(0);
        expect(r.taxableIncome).toBeLessThanOrEqual(
          Math.max(0, Math.round((r.adjustedGrossIncome - r.deductionUsed) * 100) / 100),
        );
      }),
      { numRuns: 300 },
    );
  });
});
