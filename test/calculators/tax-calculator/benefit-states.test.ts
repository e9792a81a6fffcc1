/**
 * Each state's treatment of each pre-tax benefit taken through payroll, as law data by year (`benefitTreatment` in
 * the state's file): kept in state wages where the state's law taxes it, left out where the law follows the federal
 * exclusion. One household throughout: 2026, single, wages 80,000, with 3,000 of health premiums, 2,000 to an HSA,
 * 1,000 to a health FSA, 5,000 to a dependent care FSA and 1,200 of commuter benefits (12,200 in all).
 */
import { lawFor, statesWithRules } from '../../../src/calculators/law';
import { PRE_TAX_BENEFITS, STATE_CODES } from '../../../src/reference/law';
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';

const { run, result } = calculator('tax-calculator');

const ALL = { healthPremiums: 3000, hsa: 2000, healthFsa: 1000, dependentCareFsa: 5000, commuter: 1200 };
const household = (state: string, preTaxDeductions?: Partial<typeof ALL>) => ({
  grossIncome: 80000,
  filingStatus: 'single',
  state,
  ...(preTaxDeductions ? { preTaxDeductions } : {}),
});

describe('each state’s treatment of the pre-tax benefits', () => {
  it('New Jersey keeps every one in its wages (Division of Taxation TB-39(R), N.J.S.A. 54A:6-24; TB-24R, N.J.S.A. 54A:6-23(c))', () => {
    // NJ-1040 wages stay 80,000: less the 1,000 personal exemption, 79,000 taxable; 1.4 % × 20,000 + 1.75 % × 15,000
    // + 3.5 % × 5,000 + 5.525 % × 35,000 + 6.37 % × 4,000 = 280 + 262.50 + 175 + 1,933.75 + 254.80 = 2,906.05.
    const r = result(household('NJ', ALL));
    expect(r.state.baseIncome).toBe(80000);
    expect(r.stateIncomeTax).toBe(2906.05);
    expect(r.stateIncomeTax).toBe(result(household('NJ')).stateIncomeTax);
    // A commuter benefit by salary reduction alone: New Jersey wages keep it ("a payroll deduction for a commuter
    // transportation account cannot be treated as pre-tax", TB-24R), while federal wages leave it out.
    const commuter = result(household('NJ', { commuter: 1200 }));
    expect(commuter.state.baseIncome).toBe(80000);
    expect(commuter.adjustedGrossIncome).toBe(78800);
  });

  it('Pennsylvania leaves every one out (72 P.S. §7301(d)(vi); Act 34 of 2023 for dependent care)', () => {
    // PA-40 line 1a compensation: 80,000 − 12,200 = 67,800; 3.07 % × 67,800 = 2,081.46.
    const r = result(household('PA', ALL));
    expect(r.state.baseIncome).toBe(67800);
    expect(r.stateIncomeTax).toBe(2081.46);
    // Dependent care alone, 2025 and 2026 (Act 34 excludes it from 1 January 2023): 80,000 − 5,000 = 75,000;
    // 3.07 % × 75,000 = 2,302.50.
    for (const taxYear of [2025, 2026]) {
      const care = result({ ...household('PA', { dependentCareFsa: 5000 }), taxYear });
      expect([care.state.baseIncome, care.stateIncomeTax]).toEqual([75000, 2302.5]);
    }
  });

  it('California keeps the HSA in its income and nothing else (Schedule CA (540) line 7, column C)', () => {
    // California AGI: federal AGI 67,800 + the 2,000 HSA contributions added on Schedule CA = 69,800.
    const r = result(household('CA', ALL));
    expect(r.adjustedGrossIncome).toBe(67800);
    expect(r.state.baseIncome).toBe(69800);
  });

  it('Mississippi leaves out premiums, both FSAs and the HSA (Miss. Admin. Code 35-3-03-03-105; Miss. Code §83-62-5)', () => {
    const none = result(household('MS'));
    const some = result(household('MS', { healthPremiums: 3000, hsa: 2000, healthFsa: 1000, dependentCareFsa: 5000 }));
    // 11,000 less Mississippi income, all of it in the top band: 4 % × 11,000 = 440 less tax (2026 rate).
    expect(some.state.baseIncome).toBe(centsSum([none.state.baseIncome, -11000]));
    expect(some.stateIncomeTax).toBe(centsSum([none.stateIncomeTax, -440]));
  });

  it('Alabama leaves the HSA out since it conformed in 2018', () => {
    const none = result(household('AL'));
    expect(result(household('AL', { hsa: 2000 })).state.baseIncome).toBe(centsSum([none.state.baseIncome, -2000]));
  });

  it('the answer states each state’s law for the benefits given, and names those the data does not', () => {
    // The lines after the federal sentence on the benefits, up to the pay frequency's.
    const words = (state: string, pre: Partial<typeof ALL>) => {
      const all = run(household(state, pre)).assumptions ?? [];
      const from = all.findIndex((a) => a.startsWith('Pre-tax benefits'));
      return all.slice(
        from + 1,
        all.findIndex((a) => a.startsWith('Pay frequency')),
      );
    };
    expect(words('PA', { dependentCareFsa: 5000, commuter: 1200 })).toEqual([
      expect.stringMatching(/^Pennsylvania excludes dependent care assistance under IRC §129/),
      "Pennsylvania wages leave out commuter benefits as federal wages do (the state's own treatment of it is not otherwise modelled)",
    ]);
    expect(words('NJ', { commuter: 1200 })).toEqual([
      expect.stringMatching(/^New Jersey excludes commuter transportation benefits only when given in addition to pay/),
    ]);
    expect(words('OH', { healthPremiums: 3000, hsa: 2000 })).toEqual([
      "Ohio wages leave out health premiums and HSA contributions as federal wages do (the state's own treatment of them is not otherwise modelled)",
    ]);
  });

  it('the law names each benefit at most once a year, in a state with an income tax on wages, with its source', () => {
    for (const code of STATE_CODES) {
      for (const year of [2025, 2026]) {
        const rules = lawFor(code, year)!;
        const named = (rules.benefitTreatment ?? []).flatMap((t) => t.benefits);
        expect(new Set(named).size).toBe(named.length);
        if (named.length > 0) expect(rules.taxesWages).toBe(true);
        for (const t of rules.benefitTreatment ?? []) {
          expect(t.source?.url).toMatch(/^https:\/\//);
          expect(t.law.startsWith(rules.name)).toBe(true);
          t.benefits.forEach((b) => expect(PRE_TAX_BENEFITS).toContain(b));
        }
      }
    }
  });

  it('in every state, the benefits leave state wages but those its law keeps (property)', () => {
    const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
    const arb = fc.record({
      taxYear: fc.constantFrom(2025, 2026),
      state: fc.constantFrom(...statesWithRules(2026)),
      pre: fc.record({
        healthPremiums: cents(3_000),
        hsa: cents(3_000),
        healthFsa: cents(2_000),
        dependentCareFsa: cents(2_000),
        commuter: cents(2_000),
      }),
    });
    fc.assert(
      fc.property(arb, ({ taxYear, state, pre }) => {
        const base = { grossIncome: 150000, filingStatus: 'single', state, taxYear };
        const rules = lawFor(state, taxYear)!;
        if (!rules.taxesWages) return;
        const kept = (rules.benefitTreatment ?? []).filter((t) => t.inStateWages).flatMap((t) => t.benefits);
        const leaving = PRE_TAX_BENEFITS.filter((k) => !kept.includes(k)).map((k) => pre[k]);
        const none = result(base).state.baseIncome;
        expect(result({ ...base, preTaxDeductions: pre }).state.baseIncome).toBe(
          centsSum([none, ...leaving.map((c) => -c)]),
        );
      }),
      // New Jersey and California always among the cases: the states that keep some of them.
      {
        numRuns: 60,
        examples: [[{ taxYear: 2026, state: 'NJ', pre: ALL }], [{ taxYear: 2025, state: 'CA', pre: ALL }]],
      },
    );
  });
});
