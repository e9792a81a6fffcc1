/**
 * The states' own Social Security rules: invariants over any household (fast-check), 2025 and 2026. What a state
 * subtracts is never more than the federal taxable benefits (nor, for Colorado's and Rhode Island's rules, more
 * than the distributions), and Utah's credit never more than its rate on them. Take-home never falls when the
 * benefits or a distribution rise by $1, but where the state's law has a cliff and the dollar crosses it, which the
 * test sees as the state's subtraction of retirement income falling: Rhode Island's and West Virginia's (2025) AGI
 * limits (Connecticut's and New Mexico's are pinned in retirement-income-properties.test.ts), Colorado's AGI limit at 55-64 (all the benefits at or under it, 20,000 over),
 * Minnesota's phase-out (10 % of the benefits less for each $4,000 of AGI, or part of one, over its threshold) and
 * Vermont's share rounded to two decimals (1 % of the benefits for each $100 of AGI). Utah's credit and Montana's
 * federal treatment have none. The households have no wages, children or capital gains.
 */
import fc from 'fast-check';
import type { StateCode, StateFilingStatus } from '../../../src/reference/law';
import { lawFor } from '../../../src/calculators/law';
import { stateBenefitsRule } from '../../../src/calculators/state-social-security';
import { calculator } from '../../support/run-calculator';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');

const RULE_STATES = ['CO', 'CT', 'MN', 'MT', 'NM', 'RI', 'UT', 'VT', 'WV'] as const;
/**
 * The take-home draw leaves out Connecticut and New Mexico, whose other rules step with income (Connecticut's
 * personal tax credit table; both their Social Security cliffs are pinned in retirement-income-properties.test.ts),
 * and keeps AGI under 254,250, where Rhode Island's exemptions start their $7,250 steps and under Colorado's
 * 300,000 add-back.
 */
const TAKE_HOME_STATES = ['CO', 'MN', 'MT', 'RI', 'UT', 'VT', 'WV'] as const;
const dollars = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);
const age = fc.option(fc.integer({ min: 50, max: 90 }), { nil: undefined });

describe('state Social Security rules: invariants (fast-check)', () => {
  it('the subtraction is never above the federal taxable benefits, the credit never above the rate on them', () => {
    const benefits = fc
      .record({
        state: fc.constantFrom(...RULE_STATES),
        year: fc.constantFrom(2025, 2026),
        filingStatus: fc.constantFrom<StateFilingStatus>('single', 'mfj', 'mfs', 'hoh', 'qss'),
        benefitsC: fc.integer({ min: 0, max: 12_500_000 }),
        taxablePct: fc.integer({ min: 0, max: 85 }),
        otherC: fc.integer({ min: 0, max: 40_000_000 }),
        distributionsC: fc.integer({ min: 0, max: 40_000_000 }),
        ages: fc.array(age, { minLength: 1, maxLength: 2 }),
      })
      .map((h) => {
        const taxableC = Math.floor((h.benefitsC * h.taxablePct) / 100);
        const provisionalC = Math.floor(h.benefitsC / 2) + h.otherC + h.distributionsC;
        return { ...h, taxableC, provisionalC, agiC: h.otherC + h.distributionsC + taxableC };
      });
    fc.assert(
      fc.property(benefits, (h) => {
        const rules = lawFor(h.state as StateCode, h.year)!;
        if (!rules.taxesWages) throw new Error(`${h.state} taxes wages`);
        const flatRatePct = rules.brackets.byStatus[h.filingStatus][0]!.rate;
        const r = stateBenefitsRule(rules.name, rules.socialSecurityBenefits, {
          ...h,
          excessC: Math.max(0, h.provisionalC - 2_500_000),
          flatRatePct,
        });
        expect(r.exemptC).toBeGreaterThanOrEqual(0);
        expect(r.exemptC).toBeLessThanOrEqual(h.taxableC);
        expect(r.distributionsC).toBeGreaterThanOrEqual(0);
        expect(r.distributionsC).toBeLessThanOrEqual(h.distributionsC);
        expect(r.creditC).toBeGreaterThanOrEqual(0);
        expect(r.creditC).toBeLessThanOrEqual(Math.round((h.taxableC * flatRatePct) / 100) + 1);
      }),
      { numRuns: 600 },
    );
  });

  const household = fc.record({
    filingStatus: fc.constantFrom('single', 'mfj', 'mfs', 'hoh', 'qss'),
    grossIncome: fc.constant(0),
    socialSecurityBenefits: dollars(0, 100_000),
    retirementDistributions: fc.oneof(fc.constant(0), dollars(0, 140_000)),
    interestIncome: fc.oneof(fc.constant(0), dollars(0, 10_000)),
    taxYear: fc.constantFrom(2025, 2026),
    age: age,
    state: fc.constantFrom(...TAKE_HOME_STATES),
  });
  type Answer = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** What the state took out of federal AGI (or federal taxable income) for the retirement income. */
  const subtracted = (r: Answer) =>
    (['CO', 'MT'].includes(r.state.code as string) ? r.taxableIncome : r.adjustedGrossIncome) - r.state.baseIncome;

  it('take-home never falls when the benefits or a distribution rise by $1, but at a cliff of the state’s law', () => {
    fc.assert(
      fc.property(household, fc.constantFrom('socialSecurityBenefits', 'retirementDistributions'), (h, field) => {
        const [a, b] = [result(h), result({ ...h, [field]: h[field] + 1 })];
        const fall = a.takeHomePay - (b.takeHomePay + earnedIncomeCreditFall(a, b));
        if (fall <= 0) return;
        // A fall only where the dollar crossed a cliff: the state's subtraction of retirement income fell.
        expect(['UT', 'MT']).not.toContain(h.state);
        expect(subtracted(b)).toBeLessThan(subtracted(a));
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    // Minnesota 2025, single: benefits 20,000 (17,000 taxable) and AGI 84,490 then 84,491: a 10 % step of 17,000.
    ['MN', { age: undefined }, 67490, 67491],
    // West Virginia 2025, single: taxable benefits 0.85 × (pension − 24,000) + 4,500, AGI 49,998.85 then 50,000.70:
    // all of them subtracted, then 65 %.
    ['WV', { age: undefined }, 35621, 35622],
    // Colorado, single 60, benefits 30,000 (25,500 taxable): AGI 75,000 then 75,001: all 25,500 subtracted, then 20,000.
    ['CO', { age: 60, socialSecurityBenefits: 30000 }, 49500, 49501],
    // Rhode Island, single 70: AGI 106,999 then 107,000.
    ['RI', { age: 70 }, 89999, 90000],
  ] as const)('%s: the cliff of its rule (take-home falls by more than the dollar)', (state, extra, below, above) => {
    const h = { filingStatus: 'single', grossIncome: 0, socialSecurityBenefits: 20000, state, taxYear: 2025, ...extra };
    const before = result({ ...h, retirementDistributions: below });
    const after = result({ ...h, retirementDistributions: above });
    expect(after.takeHomePay).toBeLessThan(before.takeHomePay);
  });
});
