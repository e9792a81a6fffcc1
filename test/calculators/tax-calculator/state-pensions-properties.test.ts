/**
 * The states' pension and IRA exclusions: invariants over any household (fast-check). The exclusion, measured as
 * the state's taxable income of the same household with the money as interest less its own, is never below 0 and
 * never above the distributions; and take-home pay never falls when the distributions rise by $1, but at the cliffs
 * the law itself has: New Jersey's pension exclusion steps down as total income (NJ-1040 line 27) passes 100,000,
 * 125,000 and 150,000 (N.J.S.A. 54A:6-10), each step taking a share of the pensions away at once; Maryland's personal
 * exemption steps down from $3,200 to $1,600, $800 and none as federal AGI passes 100,000, 125,000 and 150,000 (150,000,
 * 175,000 and 200,000 joint; Tax-General §10-211(b), the 2025 resident booklet's Exemption Amount Chart), so a dollar
 * across a step adds $800 or $1,600 to the taxable income; and the earned income credit's own rows
 * (test/support/tax-cliffs.ts).
 */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');

const dollars = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);
const STATES = ['GA', 'NY', 'SC', 'AL', 'KY', 'OK', 'DE', 'MD', 'MI', 'NJ', 'IA', 'VA'] as const;

const household = fc
  .record({
    joint: fc.boolean(),
    grossIncome: fc.oneof(fc.constant(0), dollars(0, 200_000)),
    retirementDistributions: dollars(0, 250_000),
    spouseShare: fc.integer({ min: 0, max: 100 }),
    age: fc.option(fc.integer({ min: 50, max: 90 }), { nil: undefined }),
    spouseAge: fc.option(fc.integer({ min: 50, max: 90 }), { nil: undefined }),
    socialSecurityBenefits: fc.oneof(fc.constant(0), dollars(0, 40_000)),
    taxYear: fc.constantFrom(2025, 2026),
    state: fc.constantFrom(...STATES),
  })
  .map(({ joint, spouseShare, spouseAge, age, ...h }) => ({
    ...h,
    filingStatus: joint ? 'mfj' : 'single',
    ...(age === undefined ? {} : { age }),
    ...(joint && spouseAge !== undefined ? { spouseAge } : {}),
    spouseRetirementDistributions: joint ? Math.floor(h.retirementDistributions * spouseShare) / 100 : 0,
  }));

/** New Jersey's total income limits of the pension exclusion (NJ-1040 line 28a). */
const NJ_LIMITS = [100_000, 125_000, 150_000];
/** Maryland's federal AGI steps of the personal exemption (Tax-General §10-211(b)), by filing status. */
const MD_EXEMPTION_STEPS: Readonly<Record<string, readonly number[]>> = {
  single: [100_000, 125_000, 150_000],
  mfj: [150_000, 175_000, 200_000],
};

describe('state pension and IRA exclusions: invariants (fast-check)', () => {
  it('the exclusion is never below 0 nor above the distributions', () => {
    fc.assert(
      fc.property(household, (h) => {
        const asInterest = {
          ...h,
          retirementDistributions: 0,
          spouseRetirementDistributions: 0,
          interestIncome: h.retirementDistributions,
        };
        const [own, other] = [result(h), result(asInterest)];
        // Interest is net investment income and the distributions are not (IRC §1411(c)(5)); Alabama deducts the net
        // investment income tax with the federal tax (Form 40 line 12), so the interest's own tax is put back.
        const niitDeductedC =
          h.state === 'AL' ? Math.round((other.netInvestmentIncomeTax - own.netInvestmentIncomeTax) * 100) : 0;
        const excludedC = Math.round((other.state.taxableIncome - own.state.taxableIncome) * 100) + niitDeductedC;
        expect(excludedC).toBeGreaterThanOrEqual(0);
        expect(excludedC).toBeLessThanOrEqual(Math.round(h.retirementDistributions * 100));
      }),
      { numRuns: 200 },
    );
  });

  it('take-home never falls when the distributions rise by $1, but at New Jersey’s income limits and Maryland’s exemption steps', () => {
    fc.assert(
      fc.property(household, fc.boolean(), (h, spouses) => {
        const raised = {
          ...h,
          retirementDistributions: h.retirementDistributions + 1,
          spouseRetirementDistributions:
            h.spouseRetirementDistributions + (spouses && h.filingStatus === 'mfj' ? 1 : 0),
        };
        const [a, b] = [result(h), result(raised)];
        const crossesNj =
          h.state === 'NJ' && NJ_LIMITS.some((limit) => a.state.baseIncome <= limit && b.state.baseIncome > limit);
        const crossesMd =
          h.state === 'MD' &&
          MD_EXEMPTION_STEPS[h.filingStatus]!.some(
            (step) => a.adjustedGrossIncome <= step && b.adjustedGrossIncome > step,
          );
        if (crossesNj || crossesMd) return;
        expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay);
      }),
      { numRuns: 300 },
    );
  });

  it.each([2025, 2026])(
    '%i: New Jersey’s 150,000 limit is a cliff of its law (the 18.75 % share gone at once)',
    (taxYear) => {
      // Single, 65, wages 70,000, pension 80,000: total income 150,000 excludes 18.75 % × 80,000 = 15,000; a dollar more,
      // none: New Jersey taxable income rises by 15,001 and take-home falls by far more than the dollar.
      const h = {
        filingStatus: 'single',
        grossIncome: 70_000,
        retirementDistributions: 80_000,
        age: 65,
        state: 'NJ',
        taxYear,
      };
      const [a, b] = [result(h), result({ ...h, retirementDistributions: 80_001 })];
      expect(b.state.taxableIncome - a.state.taxableIncome).toBe(15_001);
      expect(b.takeHomePay).toBeLessThan(a.takeHomePay);
    },
  );
});
