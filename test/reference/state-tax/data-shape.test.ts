/**
 * Every state's 2026 rules as the law answers them: filed under its code, tax year 2026, a rate schedule for all five filing statuses with
 * ascending band tops ending in an open band, rates in percent, and a source (title + https URL) beside every
 * figure group.
 */
import { STATE_CODES, STATE_FILING_STATUSES } from '../../../src/reference/law';
import { rules2026 } from '../../support/state-rules-2026';

const modules = STATE_CODES.map((code) => ({ code, rules: rules2026(code) }));

function sources(value: unknown, at: string, out: { at: string; source: unknown }[]): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'source') out.push({ at, source: child });
    else sources(child, `${at}.${key}`, out);
  }
}

describe('2026 state modules', () => {
  it('are there', () => {
    expect(modules.length).toBeGreaterThanOrEqual(10);
  });

  it.each(modules)('$code exports a StateTaxRules named after its file', ({ code, rules }) => {
    expect(rules.code).toBe(code);
    expect(rules.taxYear).toBe(2026);
    expect(rules.name.length).toBeGreaterThan(3);
    expect(Array.isArray(rules.notModelled)).toBe(true);
    expect(Array.isArray(rules.assumptions)).toBe(true);
  });

  it.each(modules)('$code has a schedule for every filing status', ({ rules }) => {
    if (!rules.taxesWages) return;
    for (const status of STATE_FILING_STATUSES) {
      const bands = rules.brackets.byStatus[status];
      expect(bands.length).toBeGreaterThan(0);
      expect(bands[bands.length - 1]!.upTo).toBeNull();
      let previous = 0;
      for (const band of bands.slice(0, -1)) {
        expect(band.upTo).not.toBeNull();
        expect(band.upTo!).toBeGreaterThan(previous);
        previous = band.upTo!;
      }
      for (const band of bands) {
        expect(band.rate).toBeGreaterThanOrEqual(0);
        expect(band.rate).toBeLessThan(15);
      }
    }
  });

  it.each(modules)('$code names a source (title and https URL) for every figure group', ({ rules }) => {
    const found: { at: string; source: unknown }[] = [];
    sources(rules, rules.code, found);
    expect(found.length).toBeGreaterThan(0);
    for (const { source } of found) {
      expect(source).toEqual({
        title: expect.any(String),
        url: expect.stringMatching(/^https:\/\/[^\s]+$/),
        read: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect((source as { title: string }).title.length).toBeGreaterThan(10);
    }
    if (rules.taxesWages) {
      expect(rules.base.source).toBeDefined();
      // The schedule is read from a publication, or projected by the statute's index where none is published yet.
      expect(rules.brackets.source ?? rules.brackets.projected).toBeDefined();
    }
  });

  it.each(modules)('$code uses perReturn and otherDependentAmount only where they mean something', ({ rules }) => {
    if (!rules.taxesWages) return;
    expect(rules.dependentExemption?.perReturn).toBeUndefined();
    expect(rules.personalExemption?.otherDependentAmount).toBeUndefined();
    for (const allowance of [rules.personalExemption, rules.dependentExemption]) {
      if (allowance === undefined) continue;
      expect(allowance.amount).toBeGreaterThan(0);
      const phaseOut = allowance.phaseOut;
      if (phaseOut !== undefined) {
        // Either dollars per step, percent per step, or a percent of the excess.
        const ways = [
          phaseOut.amount !== undefined,
          phaseOut.pctPerStep !== undefined,
          phaseOut.ratePct !== undefined || phaseOut.ratePctByStatus !== undefined,
        ];
        expect(ways.filter(Boolean)).toHaveLength(1);
        if (phaseOut.amount !== undefined || phaseOut.pctPerStep !== undefined) {
          expect(phaseOut.step ?? phaseOut.stepByStatus).toBeDefined();
        }
      }
    }
  });
});
