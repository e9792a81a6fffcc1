/**
 * The states that take a share of the net capital gain out of their income, worked from their own law: South
 * Carolina's deduction of 44 % of net capital gain as IRC §1222 defines it (S.C. Code §12-6-1150(A),
 * https://law.justia.com/codes/south-carolina/2013/title-12/chapter-6/section-12-6-1150/index.html); North Dakota's
 * exclusion of 40 % of a net long-term capital gain (its individual income tax booklet, as quoted in
 * https://ttlc.intuit.com/community/tax-credits-deductions/discussion/capital-gains-exclusion-on-north-dakota-state-form-no-sale-of-house/00/215747);
 * Wisconsin's of 30 % of the net capital gain on assets held more than a year (Wis. Stat. §71.05(6)(b)9). The net
 * capital gain is the net long-term gain less a net short-term loss (IRC §1222(11)): a short-term gain does not add
 * to it, a short-term loss reduces it.
 */
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

const base = { grossIncome: 60000, filingStatus: 'single' } as const;

describe('tax-calculator: state capital gain exclusions', () => {
  it.each([
    // [state, long-term, short-term, excluded]
    ['SC', 10000, 0, 4400], // 44 % × 10,000
    ['SC', 10000, 3000, 4400], // a short-term gain is not net capital gain
    ['SC', 10000, -4000, 2640], // 44 % × (10,000 − 4,000)
    ['SC', -5000, 8000, 0], // a net long-term loss: no net capital gain
    ['ND', 25000, 0, 10000], // 40 % × 25,000
    ['ND', 25000, -5000, 8000], // 40 % × 20,000
    ['WI', 20000, 0, 6000], // 30 % × 20,000
    ['WI', 20000, -2500, 5250], // 30 % × 17,500
  ] as const)('%s 2025 and 2026: long-term %d, short-term %d: %d out of the state base', (state, lt, st, excluded) => {
    for (const taxYear of [2025, 2026]) {
      const input = { ...base, state, taxYear, longTermCapitalGains: lt, shortTermCapitalGains: st };
      const r = result(input);
      const noExclusionBase = result({ ...input, state: 'NY' }).adjustedGrossIncome; // the same federal AGI
      expect(r.adjustedGrossIncome).toBe(noExclusionBase);
      // The state's starting income is federal AGI (or federal taxable income) less the exclusion.
      const startsFromTaxable = state === 'ND';
      const start = startsFromTaxable ? r.taxableIncome : r.adjustedGrossIncome;
      expect(r.state.baseIncome).toBe(Math.round((start - excluded) * 100) / 100);
      const words = r.state.assumptions.join(' ');
      if (excluded > 0) expect(words).toMatch(/of the net capital gain of/);
      else expect(words).not.toMatch(/of the net capital gain of/);
      expect(r.state.notModelled.join(' ')).not.toMatch(/part of long-term capital gains/);
    }
  });
});
