/** Every state's 2026 data is well formed, and the registry answers a missing state with words, not a crash. */
import { computeStateTax } from '../../../src/calculators/state-tax';
import { SPECIAL_RULES } from '../../../src/calculators/state-rules';
import { LAW, lawFor, missingStateMessage, statesWithRules } from '../../../src/calculators/law';
import { citedSource, STATE_CODES, STATE_FILING_STATUSES, toStateCode } from '../../../src/reference/law';

const available = statesWithRules(2026);

describe('state tax registry (2026)', () => {
  it('knows the 50 states and DC by USPS code, in any letter case', () => {
    expect(STATE_CODES).toHaveLength(51);
    expect(toStateCode('dc')).toBe('DC');
    expect(toStateCode('Ca')).toBe('CA');
    expect(toStateCode('XX')).toBeUndefined();
    expect(toStateCode('constructor')).toBeUndefined();
  });

  it('has the nine states without a wage income tax', () => {
    for (const code of ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'] as const) {
      expect(lawFor(code, 2026)?.taxesWages).toBe(false);
    }
  });

  it('has rules for all 50 states and DC in every year the law covers (the tax page compares states unchecked)', () => {
    expect(available).toEqual(STATE_CODES);
    for (const year of LAW.years) expect(statesWithRules(year)).toEqual(STATE_CODES);
  });

  it('names a state without data for the year, instead of failing', () => {
    expect(lawFor('TX', 2024)).toBeUndefined();
    expect(missingStateMessage('TX', 2024)).toBe(
      'Texas (TX) 2024 income tax rules are not available yet; no state has them',
    );
  });

  describe.each(available)('%s', (code) => {
    const rules = lawFor(code, 2026)!;

    it('is filed under its own code and year, with a source and an https URL for every figure group', () => {
      expect(rules.code).toBe(code);
      expect(rules.taxYear).toBe(2026);
      const sources = rules.taxesWages
        ? [
            rules.base,
            rules.brackets,
            rules.standardDeduction,
            rules.personalExemption,
            rules.dependentExemption,
            rules.seniorExemption,
            ...(rules.surtaxes ?? []),
            ...(rules.special ?? []),
          ].flatMap((group) => (group === undefined ? [] : [citedSource(group)]))
        : [citedSource(rules)];
      for (const s of sources) expect(s).toBeDefined();
      for (const s of sources.filter((x) => x !== undefined)) {
        expect(s.title.length).toBeGreaterThan(5);
        expect(s.url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\//);
      }
    });

    if (!rules.taxesWages) {
      it('says why wages are not taxed', () => expect(rules.reason.length).toBeGreaterThan(20));
      return;
    }

    it('has a rate schedule for every filing status: rising tops, the last open', () => {
      for (const status of STATE_FILING_STATUSES) {
        const bands = rules.brackets.byStatus[status];
        expect(bands.length).toBeGreaterThan(0);
        expect(bands.at(-1)!.upTo).toBeNull();
        for (let i = 1; i < bands.length - 1; i++) expect(bands[i]!.upTo!).toBeGreaterThan(bands[i - 1]!.upTo!);
        for (const b of bands) expect(b.rate).toBeGreaterThanOrEqual(0);
      }
    });

    it('names only special rules the engine implements', () => {
      for (const rule of rules.special ?? []) expect(SPECIAL_RULES.has(rule.name)).toBe(true);
    });

    it('computes for every filing status', () => {
      for (const status of STATE_FILING_STATUSES) {
        const t = computeStateTax(rules, {
          filingStatus: status,
          wagesC: 80_000_00,
          deferrals401kC: 0,
          federalAgiC: 80_000_00,
          federalTaxableIncomeC: 60_000_00,
          federalStandardDeductionC: 16_100_00,
          filers: status === 'mfj' ? 2 : 1,
          filersAged65Plus: 0,
          children: 1,
          otherDependents: 1,
        });
        expect(t.incomeTaxC).toBeGreaterThanOrEqual(0);
      }
    });
  });
});
