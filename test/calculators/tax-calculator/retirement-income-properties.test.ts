/**
 * Social Security benefits and retirement distributions: invariants over any household (fast-check). Take-home pay
 * never falls when the benefits or a distribution rise by $1: Pub. 915's Worksheet 1 has no cliff (each dollar of
 * other income makes at most 85 cents of the benefits taxable besides itself, each dollar of benefits at most 92.5
 * cents), so the marginal rate stays under 100 %. The benefits drawn are at most 125,000 a year, about two spouses
 * at the largest benefit: with benefits of millions, the 85 cents stacked on a dollar of distributions at the top
 * federal rate, the net investment income tax and a top state rate would together take more than the dollar (no
 * cliff, but a marginal rate over 100 %). Households here have no children or other dependents: the child tax
 * credit's own cliff (Schedule 8812 line 10) would answer for a fall of its own. The states whose Social Security
 * rules have cliffs in their law are left out of the draw (state-social-security-properties.test.ts draws them and
 * names each cliff); two are pinned below: Connecticut subtracts all the taxable benefits below federal AGI of 75,000
 * (100,000 joint) and taxes up to 25 % of them from that AGI on; New Mexico exempts them all up to AGI of 100,000
 * (150,000 joint) and none above.
 */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');

const dollars = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

const household = fc.record({
  filingStatus: fc.constantFrom('single', 'mfj', 'mfs', 'hoh', 'qss'),
  grossIncome: fc.oneof(fc.constant(0), dollars(0, 300_000)),
  socialSecurityBenefits: dollars(0, 125_000),
  retirementDistributions: fc.oneof(fc.constant(0), dollars(0, 400_000)),
  interestIncome: fc.oneof(fc.constant(0), dollars(0, 50_000)),
  longTermCapitalGains: fc.oneof(fc.constant(0), dollars(-10_000, 200_000)),
  taxYear: fc.constantFrom(2025, 2026),
  age: fc.option(fc.integer({ min: 55, max: 90 }), { nil: undefined }),
  // New Jersey, whose pension exclusion has cliffs of its law, is drawn in state-pensions-properties.test.ts.
  state: fc.option(fc.constantFrom('CA', 'NY', 'UT', 'MT', 'PA', 'IL', 'ND'), { nil: undefined }),
});

describe('tax-calculator retirement income invariants (fast-check)', () => {
  it('take-home never falls when the benefits or a distribution rise by $1', () => {
    fc.assert(
      fc.property(household, fc.constantFrom('socialSecurityBenefits', 'retirementDistributions'), (h, field) => {
        const raised = { ...h, [field]: h[field] + 1 };
        const [a, b] = [result(h), result(raised)];
        // More AGI moves the EIC down its Table's $50 rows: a step of the credit (test/support/tax-cliffs.ts).
        expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay);
      }),
      { numRuns: 400 },
    );
  });

  it('the taxable benefits are at most 85 % of them, in AGI, and every dollar of them is in take-home', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        expect(r.taxableSocialSecurity).toBeGreaterThanOrEqual(0);
        expect(Math.round(r.taxableSocialSecurity * 100)).toBeLessThanOrEqual(
          Math.round(h.socialSecurityBenefits * 85) + 1, // a half cent rounds up
        );
        const without = result({ ...h, socialSecurityBenefits: 0 });
        // AGI is at least 0: a capital loss can leave less than nothing for the taxable benefits to add to.
        expect(r.adjustedGrossIncome).toBeGreaterThanOrEqual(without.adjustedGrossIncome);
        expect(r.adjustedGrossIncome).toBeLessThanOrEqual(
          centsSum([without.adjustedGrossIncome, r.taxableSocialSecurity]),
        );
        if (without.adjustedGrossIncome > 0)
          expect(r.adjustedGrossIncome).toBe(centsSum([without.adjustedGrossIncome, r.taxableSocialSecurity]));
        expect(r.ficaTax).toBe(without.ficaTax);
        expect(r.takeHomePay).toBe(
          centsSum([
            r.grossIncome,
            h.socialSecurityBenefits,
            h.retirementDistributions,
            h.interestIncome,
            h.longTermCapitalGains,
            -r.totalTax,
            -r.statePayrollContributionsTotal,
            // A state's refundable earned income credit (Illinois' 20 %) is paid at filing, in take-home.
            r.state?.refundableCredits ?? 0,
          ]),
        );
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    // Single, benefits 24,000 (20,400 of them taxable, the 85 % cap, at these pensions): AGI 74,999, then 75,000.
    ['CT', 54599, 54600],
    // New Mexico: AGI 100,000 exactly, then a dollar over it.
    ['NM', 79600, 79601],
  ] as const)(
    '%s: the legal cliff of its Social Security rule (take-home falls by more than the dollar)',
    (state, below, above) => {
      const h = { filingStatus: 'single', grossIncome: 0, socialSecurityBenefits: 24000, state, taxYear: 2025 };
      const before = result({ ...h, retirementDistributions: below });
      const after = result({ ...h, retirementDistributions: above });
      expect(after.takeHomePay).toBeLessThan(before.takeHomePay);
    },
  );
});
