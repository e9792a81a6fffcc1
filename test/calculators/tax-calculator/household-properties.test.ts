/** Tax (2026): invariants of the household inputs over any household (fast-check). */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';
import { statesWithRules } from '../../../src/calculators/law';

const { result } = calculator('tax-calculator');

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const status = fc.constantFrom('single', 'mfj', 'mfs', 'hoh', 'qss');
const states = statesWithRules(2026);

const household = fc
  .record({
    filingStatus: status,
    grossIncome: cents(900_000),
    spouseShare: fc.double({ min: 0, max: 1, noNaN: true }),
    age: fc.option(fc.integer({ min: 18, max: 90 }), { nil: undefined }),
    spouseAge: fc.option(fc.integer({ min: 18, max: 90 }), { nil: undefined }),
    children: fc.integer({ min: 0, max: 6 }),
    otherDependents: fc.integer({ min: 0, max: 3 }),
    payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
    state: fc.option(fc.constantFrom(...states), { nil: undefined }),
  })
  .map(({ spouseShare, spouseAge, ...h }) => {
    const joint = h.filingStatus === 'mfj';
    const spouseIncome = joint ? Math.round(h.grossIncome * spouseShare * 100) / 100 : 0;
    return { ...h, ...(joint ? { spouseIncome, spouseAge } : {}) };
  });

describe('tax-calculator household invariants (fast-check)', () => {
  it('the paychecks sum to the annual take-home and taxes to the cent', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        const p = r.perPaycheck;
        const n = p.paychecksPerYear;
        const sum = (key: string) => centsSum([...Array(n - 1).fill(p.regular[key]), p.last[key]]);
        expect(sum('federalWithholding')).toBe(r.federalWithholding);
        expect(sum('net')).toBe(
          centsSum([
            r.grossIncome,
            -r.federalWithholding,
            -r.ficaTax,
            -r.stateIncomeTax,
            -r.statePayrollContributionsTotal,
            -sum('retirement401k'),
          ]),
        );
        expect(sum('statePayrollContributions')).toBe(r.statePayrollContributionsTotal);
        // The paychecks carry the tax before the refundable credits (the ACTC and the EIC arrive once, as a refund).
        expect(sum('federalIncomeTax')).toBe(
          centsSum([r.federalIncomeTaxAfterCredits, r.additionalChildTaxCredit, r.earnedIncomeCredit]),
        );
        expect(sum('stateIncomeTax')).toBe(r.stateIncomeTax);
        // A state's refundable earned income credit is paid at filing: in take-home, not in its tax.
        const stateRefund = r.state?.refundableCredits ?? 0;
        expect(r.takeHomePay).toBe(
          centsSum([r.grossIncome, -r.totalTax, -r.statePayrollContributionsTotal, -0, stateRefund]),
        );
        const monthly = (dollars: number) => Math.trunc(Math.round(dollars * 100) / 12) / 100;
        const parts = [
          r.federalIncomeTaxAfterCredits,
          r.ficaTax,
          centsSum([r.stateIncomeTax, -stateRefund]),
          r.statePayrollContributionsTotal,
          0,
        ].map(monthly);
        expect(r.monthlyTakeHome).toBe(centsSum([monthly(r.grossIncome), ...parts.map((x) => -x)]));
      }),
      { numRuns: 200 },
    );
  });

  it('no paycheck nets more than its gross', () => {
    fc.assert(
      fc.property(household, (h) => {
        const p = result(h).perPaycheck;
        for (const check of [p.regular, p.last]) expect(check.net).toBeLessThanOrEqual(check.gross);
      }),
      { numRuns: 200 },
    );
  });

  it('two earners never pay more FICA than the per-person caps allow', () => {
    fc.assert(
      fc.property(cents(1_000_000), fc.double({ min: 0, max: 1, noNaN: true }), (grossIncome, share) => {
        const spouseIncome = Math.round(grossIncome * share * 100) / 100;
        const r = result({ grossIncome, filingStatus: 'mfj', spouseIncome });
        for (const e of r.fica.earners) expect(e.socialSecurityTax).toBeLessThanOrEqual(11439);
        expect(r.socialSecurityTax).toBeLessThanOrEqual(22878);
        const single = result({ grossIncome, filingStatus: 'mfj' });
        expect(r.socialSecurityTax).toBeGreaterThanOrEqual(single.socialSecurityTax - 0.01);
        expect(r.additionalMedicareTax).toBe(single.additionalMedicareTax); // combined wages either way
      }),
    );
  });

  it('credits never exceed their amounts; the refundable part never exceeds $1,700 a child', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        expect(r.childTaxCredit + r.otherDependentsCredit).toBeLessThanOrEqual(r.federalIncomeTax + 0.001);
        expect(r.childTaxCredit).toBeLessThanOrEqual(2200 * h.children);
        expect(r.otherDependentsCredit).toBeLessThanOrEqual(500 * h.otherDependents + 2200 * h.children);
        expect(r.additionalChildTaxCredit).toBeLessThanOrEqual(1700 * h.children);
        expect(r.additionalChildTaxCredit).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  it('state tax is never negative and never falls as income rises within a status', () => {
    fc.assert(
      fc.property(status, cents(2_000_000), cents(5000), fc.constantFrom(...states), (filingStatus, g, d, state) => {
        const a = result({ grossIncome: g, filingStatus, state });
        const b = result({ grossIncome: g + d, filingStatus, state });
        expect(a.stateIncomeTax).toBeGreaterThanOrEqual(0);
        expect(b.stateIncomeTax).toBeGreaterThanOrEqual(a.stateIncomeTax);
      }),
      { numRuns: 300 },
    );
  });

  it('age only lowers the tax: deductions for 65+, never more tax', () => {
    fc.assert(
      fc.property(status, cents(400_000), fc.integer({ min: 65, max: 100 }), (filingStatus, grossIncome, age) => {
        const young = result({ grossIncome, filingStatus });
        const old = result({ grossIncome, filingStatus, age });
        expect(old.taxableIncome).toBeLessThanOrEqual(young.taxableIncome);
        expect(old.federalIncomeTax).toBeLessThanOrEqual(young.federalIncomeTax);
      }),
    );
  });

  it('children only lower the federal tax after credits', () => {
    fc.assert(
      fc.property(status, cents(600_000), fc.integer({ min: 1, max: 6 }), (filingStatus, grossIncome, children) => {
        const none = result({ grossIncome, filingStatus });
        const some = result({ grossIncome, filingStatus, children });
        expect(some.federalIncomeTaxAfterCredits).toBeLessThanOrEqual(none.federalIncomeTaxAfterCredits);
      }),
    );
  });
});
