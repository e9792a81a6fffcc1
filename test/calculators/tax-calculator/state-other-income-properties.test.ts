/**
 * Income beyond wages with a state (fast-check): take-home never falls when self-employment, interest or a capital
 * gain rises by $1, in any state, but across Schedule SE's $400 floor (IRC §1402(b)) and the steps of a state's own
 * law: Colorado's add-back of the federal deduction over its cap from federal AGI of $300,000 (C.R.S.
 * 39-22-104(3)(p)) and Connecticut's personal tax credit and recapture tables (Tables C and D, each by steps of
 * income); no household with such income is refused for its paychecks. Households here have no children or other
 * dependents: the child tax credit's own cliff ($50 for each $1,000 of MAGI or part over the threshold) would answer
 * for a fall of its own.
 */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';
import { statesWithRules } from '../../../src/calculators/law';
import { earnedIncomeCreditFall } from '../../support/tax-cliffs';

const { result } = calculator('tax-calculator');
const states = statesWithRules(2026);
const dollars = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((c) => c / 100);

/** States whose own law has steps: Colorado's add-back, Connecticut's Tables C and D (credit and recapture by steps). */
const STEPPED = new Set(['CO', 'CT']);

const FIELDS = ['selfEmploymentIncome', 'interestIncome', 'shortTermCapitalGains', 'longTermCapitalGains'] as const;

describe('tax-calculator: income beyond wages in every state (fast-check)', () => {
  it('take-home never falls when any of it rises by $1, but across the $400 floor', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        fc.constantFrom('single', 'mfj', 'hoh'),
        dollars(0, 300_000),
        dollars(-20_000, 300_000),
        fc.constantFrom(...FIELDS),
        fc.constantFrom(2025, 2026),
        (state, filingStatus, grossIncome, x, field, taxYear) => {
          const value = field === 'interestIncome' ? Math.abs(x) : x;
          const h = { state, filingStatus, grossIncome, taxYear, [field]: value };
          const a = result(h);
          const b = result({ ...h, [field]: value + 1 });
          const floor = field === 'selfEmploymentIncome' && a.selfEmploymentTax === 0 && b.selfEmploymentTax > 0;
          // The states' own steps, where a dollar more costs a step of tax (named above).
          const stateStep = STEPPED.has(state) && b.stateIncomeTax - a.stateIncomeTax > 1;
          // Over the §199A threshold the QBI deduction of a business without W-2 wages phases out (Form 8995-A).
          const phasesOut = b.qbiDeduction < a.qbiDeduction;
          // The EIC Table's $50 rows: a step of the credit, not of the tax (test/support/tax-cliffs.ts).
          if (!floor && !stateStep && !phasesOut)
            expect(b.takeHomePay + earnedIncomeCreditFall(a, b)).toBeGreaterThanOrEqual(a.takeHomePay);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('without wages the paychecks carry none of the state tax (Missouri, interest only), and it is still owed', () => {
    const r = result({ grossIncome: 0, filingStatus: 'single', interestIncome: 40000, state: 'MO', taxYear: 2025 });
    expect(r.stateIncomeTax).toBeGreaterThan(0);
    expect(r.perPaycheck.regular.stateIncomeTax).toBe(0);
    expect(r.takeHomePay).toBe(centsSum([40000, -r.totalTax]));
  });

  it('with wages and other income the paychecks carry the wages’ share of the state tax by total income', () => {
    const r = result({ grossIncome: 60000, filingStatus: 'single', interestIncome: 40000, state: 'PA' });
    const p = r.perPaycheck;
    const year = centsSum([...Array(p.paychecksPerYear - 1).fill(p.regular.stateIncomeTax), p.last.stateIncomeTax]);
    expect(year).toBe(Math.round(r.stateIncomeTax * 0.6 * 100) / 100);
  });
});
