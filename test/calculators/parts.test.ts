/**
 * Every calculator declares, beside its module, what each surface needs of it (`parts`, src/calculators/parts.ts):
 * the compiler requires each part and holds each to the calculator's own input and result types (the cases marked
 * `@ts-expect-error` fail `npm run typecheck` the day they compile); these tests check the registry's calculators
 * carry every part at run time, and that each part answers for the calculator's example.
 */
import { defineCalculator, type CalculatorSpec } from '../../src/calculators/define';
import type { CalculatorParts } from '../../src/calculators/parts';
import { calculators } from '../../src/calculators/registry';
import { partsOf } from '../../src/calculators/parts-registry';
import type { EmiInput, EmiResult } from '../../src/schemas/emi-calculator';
import { calculate } from '../../src/dispatch/calculate';
import { estimatedCells } from '../../src/heavy/estimate';
import { summaryLine } from '../../src/mcp/result-summary';
import { chartsFor } from '../../src/pages/charts/tool-charts';
import { viewOf } from '../../src/pages/views';
import { emiParts } from '../../src/calculators/emi-parts';
import { emiSchemas } from '../../src/schemas/emi-calculator';
import { testDispatchContext } from '../support/dispatch';

/** Every part a calculator needs, and what kind of value it is. */
const PARTS: ReadonlyArray<[keyof CalculatorParts<unknown, unknown>, 'object' | 'function']> = [
  ['percentInputs', 'object'],
  ['termInputs', 'object'],
  ['estimate', 'function'],
  ['summary', 'function'],
  ['view', 'object'],
  ['charts', 'function'],
];

describe('calculator parts', () => {
  it('the list of parts is the type of parts, whole', () => {
    const all: Record<keyof CalculatorParts<unknown, unknown>, true> = {
      percentInputs: true,
      termInputs: true,
      estimate: true,
      summary: true,
      view: true,
      charts: true,
    };
    expect(PARTS.map(([name]) => name).sort()).toEqual(Object.keys(all).sort());
  });

  it.each(calculators.map((c) => [c.slug, c] as const))('%s has every part', (_slug, calc) => {
    for (const [name, kind] of PARTS) {
      expect([name, typeof calc.parts[name]]).toEqual([name, kind]);
    }
    expect(Array.isArray(calc.parts.percentInputs.suspect)).toBe(true);
    expect(Array.isArray(calc.parts.percentInputs.plausible)).toBe(true);
    expect(Array.isArray(calc.parts.termInputs)).toBe(true);
    expect(calc.parts.view.headline.length).toBeGreaterThan(0);
  });

  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: the parts apart from the calculator (parts-registry.ts, what a browser script reads) are its own',
    (slug, calc) => {
      expect(partsOf(slug)).toBe(calc.parts);
    },
  );

  const ctx = testDispatchContext('page');
  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: each surface reads its parts for the example',
    (slug, calc) => {
      const out = calculate(slug, calc.exampleInputs as Record<string, unknown>, ctx);
      expect(summaryLine(slug, out.result, out.meta.inputs)).toEqual(expect.any(String));
      expect(viewOf(slug).headline.some((h) => h in out.result)).toBe(true);
      for (const figure of viewOf(slug).figures) expect(calc.outputSchema.properties).toHaveProperty(figure);
      expect(Number.isFinite(estimatedCells(slug, out.meta.inputs))).toBe(true);
      expect(Array.isArray(chartsFor(slug, out))).toBe(true);
    },
  );

  it('a slug that names no calculator has no part: no line, the generic view, no charts, no cells', () => {
    expect(summaryLine('no-such-calculator', {}, {})).toBeUndefined();
    expect(viewOf('no-such-calculator')).toEqual({ headline: [], figures: [] });
    expect(partsOf('no-such-calculator')).toBeUndefined();
    expect(partsOf('constructor')).toBeUndefined();
    expect(estimatedCells('no-such-calculator', { schedule: 'monthly', years: 30 })).toBe(0);
  });
});

/* What the compiler refuses (checked by `npm run typecheck`, never run). */
export function refusedByTheCompiler(): void {
  const { parts: _parts, ...withoutParts } = { schemas: emiSchemas, compute: () => ({ result: {} }), parts: emiParts };
  // @ts-expect-error a calculator without its parts does not compile
  defineCalculator<EmiInput, EmiResult>('emi-calculator', withoutParts);

  const renamedField: CalculatorParts<EmiInput, EmiResult> = {
    ...emiParts,
    // @ts-expect-error a view that names a field the result does not have does not compile
    view: { ...emiParts.view, headline: ['monthlyPayment'] },
  };
  const notANumber: CalculatorParts<EmiInput, EmiResult> = {
    ...emiParts,
    // @ts-expect-error a percent input must be a numeric input of the calculator
    percentInputs: { suspect: ['schedule'], plausible: [] },
  };
  const summaryOfAbsentField: CalculatorParts<EmiInput, EmiResult>['summary'] = (r, _i, f) =>
    // @ts-expect-error a summary reads the result's own fields
    f.usd(r.monthlyEmi);
  const spec: Partial<CalculatorSpec<EmiInput, EmiResult>> = { parts: emiParts };
  void [renamedField, notANumber, summaryOfAbsentField, spec];
}
