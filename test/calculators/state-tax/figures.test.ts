/**
 * The parts of the engine the table-driven states lean on: a phase-out rate per filing status, and the figures a
 * named rule reads (numbers, numbers by status, lists), where a mistyped figure is a named data defect.
 */
import { afterPhaseOut } from '../../../src/calculators/state-tax';
import { figure, figureByStatus, figureList } from '../../../src/calculators/state-rules/define';
import type { PhaseOut, SpecialRule } from '../../../src/reference/law';

const src = { title: 'test rules', url: 'https://example.test/rules', read: '2026-11-29' };

describe('a phase-out rate per filing status', () => {
  const phaseOut: PhaseOut = {
    of: 'federalAgi',
    threshold: { single: 20_000, mfj: 30_000, mfs: 15_000, hoh: 30_000, qss: 30_000 },
    ratePctByStatus: { single: 15, mfj: 10, mfs: 20, hoh: 10, qss: 10 },
    appliesTo: 'eachUnit',
    source: src,
  };
  const at = (agi: number) => ({ federalAgi: agi * 100, stateBase: 0 });

  it('takes each status its own percentage of the excess, per unit, never below 0', () => {
    expect(afterPhaseOut(2_500_00, 1, phaseOut, 'single', at(30_000))).toBe(1_000_00); // 2,500 − 15 % × 10,000
    expect(afterPhaseOut(2_500_00, 3, phaseOut, 'mfj', at(40_000))).toBe(3 * 1_500_00); // 10 % × 10,000 each
    expect(afterPhaseOut(2_500_00, 1, phaseOut, 'mfs', at(27_500))).toBe(0);
    expect(afterPhaseOut(2_500_00, 1, phaseOut, 'single', at(100_000))).toBe(0);
  });
  it('falls back to ratePct, and the per-status rate wins over it', () => {
    const { ratePctByStatus: _, ...flat } = phaseOut;
    expect(afterPhaseOut(2_500_00, 1, { ...flat, ratePct: 5 }, 'single', at(30_000))).toBe(2_000_00);
    expect(afterPhaseOut(2_500_00, 1, { ...phaseOut, ratePct: 5 }, 'single', at(30_000))).toBe(1_000_00);
  });
});

describe('figures of a named rule', () => {
  const rule: SpecialRule = {
    name: 'test-rule',
    figures: {
      flat: 7,
      byStatus: { single: 1, mfj: 2, mfs: 3, hoh: 4, qss: 5 },
      list: [1, 2, 3],
      listByStatus: { single: [1], mfj: [2, 2], mfs: [3], hoh: [4], qss: [5] },
    },
    source: src,
  };

  it('reads numbers, numbers by status and lists (the same for every status, or by status)', () => {
    expect(figure(rule, 'flat')).toBe(7);
    expect(figureByStatus(rule, 'byStatus', 'hoh')).toBe(4);
    expect(figureList(rule, 'list', 'mfs')).toEqual([1, 2, 3]);
    expect(figureList(rule, 'listByStatus', 'mfj')).toEqual([2, 2]);
  });
  it('names the rule and the figure when a figure is missing or of another kind', () => {
    expect(() => figure(rule, 'list')).toThrow('special rule "test-rule": figure "list" must be a number');
    expect(() => figureByStatus(rule, 'list', 'single')).toThrow('figure "list" must be per status');
    expect(() => figureByStatus(rule, 'listByStatus', 'single')).toThrow('figure "listByStatus" must be per status');
    expect(() => figureList(rule, 'flat', 'single')).toThrow('figure "flat" must be a list');
    expect(() => figureList(rule, 'byStatus', 'single')).toThrow('figure "byStatus" must be a list');
    expect(() => figureList(rule, 'missing', 'single')).toThrow('figure "missing" must be a list');
  });
});
