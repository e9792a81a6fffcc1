/** The state income tax engine on rules written for the test: each step of types.ts's description, in cents. */
import { afterPhaseOut, computeStateTax, type StateHousehold } from '../../../src/calculators/state-tax';
import { percentOfCentsHalfUp } from '../../../src/calculators/schedule-math';
import type { ByStatus, PhaseOut, WageIncomeTax } from '../../../src/reference/law';

const src = { title: 'test rules', url: 'https://example.test/rules', read: '2026-11-29' };
const same = <T>(v: T): ByStatus<T> => ({ single: v, mfj: v, mfs: v, hoh: v, qss: v });

const household = (over: Partial<StateHousehold> = {}): StateHousehold => ({
  filingStatus: 'single',
  wagesC: 100_000_00,
  deferrals401kC: 10_000_00,
  federalAgiC: 88_000_00,
  federalTaxableIncomeC: 71_900_00,
  federalStandardDeductionC: 16_100_00,
  filers: 1,
  filersAged65Plus: 0,
  children: 0,
  otherDependents: 0,
  ...over,
});

const progressive: WageIncomeTax = {
  code: 'ZZ',
  name: 'Test state',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: src },
  standardDeduction: { amount: { single: 5_000, mfj: 10_000, mfs: 5_000, hoh: 7_500, qss: 10_000 }, source: src },
  personalExemption: { kind: 'deduction', amount: 1_000, source: src },
  dependentExemption: { kind: 'credit', amount: 100, source: src },
  brackets: {
    byStatus: same([
      { rate: 2, upTo: 10_000 },
      { rate: 5, upTo: 50_000 },
      { rate: 6.5, upTo: null },
    ]),
    source: src,
  },
  notModelled: [],
  assumptions: [],
  provenance: [],
};

describe('state tax engine', () => {
  it('base − standard deduction − exemptions, the schedule band by band, credits after', () => {
    // Federal AGI 88,000 − 5,000 − 1,000 = 82,000 taxable: 2 % × 10,000 + 5 % × 40,000 + 6.5 % × 32,000.
    const t = computeStateTax(progressive, household({ children: 2 }));
    expect(t.baseC).toBe(88_000_00);
    expect(t.deductionsC).toBe(6_000_00);
    expect(t.taxableC).toBe(82_000_00);
    expect(t.bands.map((b) => b.taxC)).toEqual([200_00, 2_000_00, 2_080_00]);
    expect(t.taxBeforeCreditsC).toBe(4_280_00);
    expect(t.creditLines).toEqual([{ label: 'Dependent exemption credit', amountC: 200_00 }]);
    expect(t.incomeTaxC).toBe(4_080_00);
    expect(t.marginalRate).toBe(6.5);
  });

  it('starts from federal taxable income or wages, adding back 401(k) deferrals where the state taxes them', () => {
    const fromTaxable = {
      ...progressive,
      base: { startsFrom: 'federalTaxableIncome', addsBack401k: false, source: src },
    };
    expect(computeStateTax(fromTaxable as WageIncomeTax, household()).baseC).toBe(71_900_00);
    const wages = { ...progressive, base: { startsFrom: 'wages', addsBack401k: true, source: src } };
    expect(computeStateTax(wages as WageIncomeTax, household()).baseC).toBe(100_000_00);
    const box1 = { ...progressive, base: { startsFrom: 'wages', addsBack401k: false, source: src } };
    expect(computeStateTax(box1 as WageIncomeTax, household()).baseC).toBe(90_000_00);
  });

  it('follows the federal standard deduction when the state says so', () => {
    const rules: WageIncomeTax = { ...progressive, standardDeduction: { followsFederal: true, source: src } };
    expect(computeStateTax(rules, household({ federalStandardDeductionC: 18_150_00 })).deductionsC).toBe(19_150_00);
  });

  it('the marginal rate is the band of the next dollar: at a band top, the next band', () => {
    const at = (taxable: number) =>
      computeStateTax(progressive, household({ federalAgiC: (taxable + 6_000) * 100 })).marginalRate;
    expect(at(0)).toBe(2);
    expect(at(9_999.99)).toBe(2);
    expect(at(10_000)).toBe(5);
    expect(at(50_000)).toBe(6.5);
  });

  it('adds surtaxes over their threshold, and their rate to the marginal rate', () => {
    const rules: WageIncomeTax = {
      ...progressive,
      surtaxes: [{ label: 'Millionaire surtax', rate: 4, over: same(1_000_000), source: src }],
    };
    const t = computeStateTax(rules, household({ federalAgiC: 1_006_000_00 + 50_000_00 }));
    expect(t.additions).toEqual([{ label: 'Millionaire surtax', amountC: 2_000_00 }]);
    expect(t.marginalRate).toBe(10.5);
  });

  it('never lets nonrefundable credits take the tax below 0', () => {
    const t = computeStateTax(progressive, household({ federalAgiC: 6_500_00, children: 3 }));
    expect(t.taxBeforeCreditsC).toBe(10_00);
    expect(t.creditsC).toBe(10_00);
    expect(t.incomeTaxC).toBe(0);
  });

  it('takes a per-return exemption by filing status, and a separate amount for other dependents', () => {
    const rules: WageIncomeTax = {
      ...progressive,
      personalExemption: {
        kind: 'deduction',
        amount: 0,
        perReturn: { single: 4_400, mfj: 8_800, mfs: 4_400, hoh: 6_800, qss: 8_800 },
        source: src,
      },
      dependentExemption: { kind: 'credit', amount: 100, otherDependentAmount: 25, source: src },
    };
    const t = computeStateTax(rules, household({ filingStatus: 'hoh', children: 2, otherDependents: 1 }));
    expect(t.deductionsC).toBe(7_500_00 + 6_800_00);
    expect(t.creditLines).toEqual([{ label: 'Dependent exemption credit', amountC: 225_00 }]);
  });

  it('phases out a total allowance once, over children and other dependents together', () => {
    const rules: WageIncomeTax = {
      ...progressive,
      dependentExemption: {
        kind: 'credit',
        amount: 100,
        otherDependentAmount: 25,
        phaseOut: {
          of: 'federalAgi',
          threshold: same(87_000),
          step: 1_000,
          amount: 50,
          appliesTo: 'total',
          source: src,
        },
        source: src,
      },
    };
    const t = computeStateTax(rules, household({ children: 2, otherDependents: 1 }));
    expect(t.creditLines).toEqual([{ label: 'Dependent exemption credit', amountC: 175_00 }]);
  });

  it('a named special rule without an implementation is a named defect', () => {
    const rules: WageIncomeTax = { ...progressive, special: [{ name: 'noSuchRule', figures: {}, source: src }] };
    expect(() => computeStateTax(rules, household())).toThrow('no implementation of the special rule "noSuchRule"');
  });
});

describe('phase-outs', () => {
  const measures = { federalAgi: 120_000_00, stateBase: 100_000_00 };
  const base = { of: 'federalAgi', threshold: same(100_000), source: src } as const;

  it('by steps, counting a part step or not, per unit or on the total, never below 0', () => {
    const counts: PhaseOut = { ...base, step: 2_500, amount: 50, partialStep: 'counts', appliesTo: 'eachUnit' };
    expect(afterPhaseOut(1_000_00, 2, counts, 'single', measures)).toBe(2 * (1_000_00 - 8 * 50_00));
    const m = { ...measures, federalAgi: 121_000_00 };
    expect(afterPhaseOut(1_000_00, 2, counts, 'single', m)).toBe(2 * (1_000_00 - 9 * 50_00));
    const ignored: PhaseOut = { ...counts, partialStep: 'ignored', appliesTo: 'total' };
    expect(afterPhaseOut(1_000_00, 2, ignored, 'single', m)).toBe(2_000_00 - 8 * 50_00);
    expect(afterPhaseOut(100_00, 1, counts, 'single', m)).toBe(0);
  });

  it('by a percentage of the excess of the measure it names', () => {
    const pct: PhaseOut = { ...base, of: 'stateBase', threshold: same(90_000), ratePct: 6, appliesTo: 'total' };
    expect(afterPhaseOut(6_000_00, 1, pct, 'single', measures)).toBe(6_000_00 - 600_00);
  });

  it('by a percent of the full allowance per step, with a step of its own per filing status', () => {
    const pct: PhaseOut = {
      ...base,
      stepByStatus: { single: 2_500, mfj: 2_500, mfs: 1_250, hoh: 2_500, qss: 2_500 },
      pctPerStep: 2,
      partialStep: 'counts',
      appliesTo: 'eachUnit',
    };
    // 20,000 over: 8 steps of 2,500 (16 %), 16 steps of 1,250 (32 %) for mfs.
    expect(afterPhaseOut(1_000_00, 2, pct, 'single', measures)).toBe(2 * 840_00);
    expect(afterPhaseOut(1_000_00, 2, pct, 'mfs', measures)).toBe(2 * 680_00);
    expect(afterPhaseOut(1_000_00, 1, { ...pct, pctPerStep: 20 }, 'mfs', measures)).toBe(0);
  });

  it('does nothing at or below the threshold', () => {
    const pct: PhaseOut = { ...base, threshold: same(120_000), ratePct: 6, appliesTo: 'total' };
    expect(afterPhaseOut(6_000_00, 1, pct, 'single', measures)).toBe(6_000_00);
  });
});

describe('percentOfCentsHalfUp', () => {
  it('rounds half up to a cent, exactly for rates with 4 decimals and beyond 2^53', () => {
    expect(percentOfCentsHalfUp(50, 3.07)).toBe(2); // 1.535 cents
    expect(percentOfCentsHalfUp(100_000_00, 4.925)).toBe(4_925_00);
    expect(percentOfCentsHalfUp(1e14, 6.85)).toBe(6.85e12);
    expect(percentOfCentsHalfUp(33, 0.0001)).toBe(0);
  });
});
