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

describe("tax-calculator: Washington's capital gains excise tax (RCW 82.87; ESSB 5813)", () => {
  it.each([
    // [long-term, short-term, excise]: 7 % over the 270,000 deduction, 9.9 % on what is over 1,000,000 after it.
    [500000, 0, 16100], // 7 % × 230,000
    [1500000, 0, 92770], // 7 % × 1,230,000 = 86,100 + 2.9 % × 230,000 = 6,670
    [200000, 0, 0], // under the deduction
    [0, 500000, 0], // short-term gains are not taxed
    [400000, -100000, 9100], // the federal net long-term gain (Schedule D line 15) less the deduction: 7 % × 130,000
  ] as const)('2025 and 2026: long-term %d, short-term %d: excise %d', (lt, st, excise) => {
    for (const taxYear of [2025, 2026]) {
      const r = result({
        ...base,
        state: 'WA',
        taxYear,
        longTermCapitalGains: lt,
        shortTermCapitalGains: st,
      });
      expect(r.stateIncomeTax).toBe(excise);
      const withoutGains = result({ ...base, state: 'WA', taxYear });
      expect(r.takeHomePay).toBe(
        Math.round((withoutGains.takeHomePay + lt + st - (r.totalTax - withoutGains.totalTax)) * 100) / 100,
      );
      const notModelled = r.state.notModelled.join(' ');
      if (lt > 0) {
        expect(notModelled).not.toMatch(/capital gains excise/);
        expect(r.state.assumptions.join(' ')).toMatch(/Washington capital gains excise tax/);
      }
      if (excise > 0)
        expect(r.state.additions).toEqual([{ label: 'Washington capital gains excise tax', amount: excise }]);
    }
  });
});
