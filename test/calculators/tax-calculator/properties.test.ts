/** Tax (2026): invariants over any income (fast-check) and continuity at every bracket edge. */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

type Band = { rate: number; from: number; to: number | null; taxedAmount: number; tax: number };

const STANDARD_DEDUCTION = { single: 16100, mfj: 32200, hoh: 24150 } as const;

describe('tax-calculator invariants (fast-check)', () => {
  const status = fc.constantFrom('single', 'mfj', 'hoh');
  const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

  it('bands sum to the federal income tax and the taxed amounts to the taxable income', () => {
    fc.assert(
      fc.property(status, cents(2_000_000), cents(24500), (filingStatus, grossIncome, k) => {
        fc.pre(k <= grossIncome * 0.9);
        const r = result({ grossIncome, filingStatus, retirement401k: k });
        const bands: Band[] = r.brackets;
        expect(centsSum(bands.map((b) => b.tax))).toBe(r.federalIncomeTax);
        expect(centsSum(bands.map((b) => b.taxedAmount))).toBe(r.taxableIncome);
        expect(r.takeHomePay).toBe(centsSum([grossIncome, -r.totalTax, -k]));
      }),
    );
  });

  it('taxes never fall as income rises, and rise by at most the top rates (continuous at every edge)', () => {
    fc.assert(
      fc.property(status, cents(1_500_000), cents(1000), (filingStatus, grossIncome, delta) => {
        const a = result({ grossIncome, filingStatus });
        const b = result({ grossIncome: grossIncome + delta, filingStatus });
        expect(b.federalIncomeTax).toBeGreaterThanOrEqual(a.federalIncomeTax);
        expect(b.ficaTax).toBeGreaterThanOrEqual(a.ficaTax);
        // 37 % of the extra income, plus a cent of rounding on each side
        expect(b.federalIncomeTax - a.federalIncomeTax).toBeLessThanOrEqual(0.37 * delta + 0.02);
        // 6.2 + 1.45 + 0.9 % at most, plus a cent of rounding per component on each side
        expect(b.ficaTax - a.ficaTax).toBeLessThanOrEqual(0.0855 * delta + 0.06);
      }),
    );
  });

  it('is continuous across every bracket edge (a cent either side of the edge moves the tax by at most a cent)', () => {
    for (const s of ['single', 'mfj', 'hoh'] as const) {
      const edges: number[] = result({ grossIncome: 1, filingStatus: s })
        .brackets.slice(0, 6)
        .map((b: Band) => b.to);
      for (const edge of edges) {
        const gross = edge + STANDARD_DEDUCTION[s];
        const below = result({ grossIncome: gross - 0.01, filingStatus: s }).federalIncomeTax;
        const at = result({ grossIncome: gross, filingStatus: s }).federalIncomeTax;
        const above = result({ grossIncome: gross + 0.01, filingStatus: s }).federalIncomeTax;
        expect([at - below, above - at].every((d) => d >= 0 && d <= 0.01 + 1e-9)).toBe(true);
      }
    }
  });
});
