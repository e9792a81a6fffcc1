/** Input descriptors: every input, the five types, and bounds an HTML form can use. */
import { calculators } from '../../src/calculators/registry';
import { outputAjv } from '../../src/schemas/ajv';
import {
  describeInput,
  describeInputs,
  inputDescriptorSchema,
  INPUT_TYPES,
  type InputDescriptor,
} from '../../src/schemas/descriptors';
import type { SchemaObject } from '../../src/schemas/schema-object';

/**
 * HTML's step rule (WHATWG HTML, "step mismatch"): a value is valid when (value − min) is an
 * integral multiple of step. Browsers compute in decimal; 1e-9 of a step absorbs binary noise.
 */
function stepMismatch(value: number, min: number | undefined, step: number): boolean {
  const q = (value - (min ?? 0)) / step;
  return Math.abs(q - Math.round(q)) > 1e-9;
}

/** Every descriptor of every tool, list items' fields included, with a readable name. */
const allDescriptors: Array<[string, InputDescriptor]> = calculators.flatMap((c) =>
  Object.entries(describeInputs(c.inputSchema)).flatMap(([name, d]) => [
    [`${c.slug} ${name}`, d] as [string, InputDescriptor],
    ...Object.entries(d.item_inputs ?? {}).map(
      ([item, di]) => [`${c.slug} ${name}[].${item}`, di] as [string, InputDescriptor],
    ),
  ]),
);

describe('describeInputs', () => {
  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: one descriptor per input, required or not, in schema order',
    (_slug, calc) => {
      const d = describeInputs(calc.inputSchema);
      const props = calc.inputSchema.properties as Record<string, SchemaObject>;
      expect(Object.keys(d)).toEqual(Object.keys(props));
      const required = new Set(calc.inputSchema.required as string[]);
      for (const [name, desc] of Object.entries(d)) expect([name, desc.required]).toEqual([name, required.has(name)]);
    },
  );

  it('uses only the seed’s five types, and every descriptor matches the published descriptor schema', () => {
    const valid = outputAjv.compile(inputDescriptorSchema);
    for (const [name, d] of allDescriptors) {
      expect([name, INPUT_TYPES.includes(d.type)]).toEqual([name, true]);
      expect([name, valid(d) ? [] : valid.errors]).toEqual([name, []]);
      if (d.type === 'select') expect([name, Array.isArray(d.options)]).toEqual([name, true]);
      if (d.type === 'number') expect([name, typeof d.min, typeof d.max]).toEqual([name, 'number', 'number']);
    }
  });

  it('describes integers as numbers with step 1', () => {
    const cd = describeInputs(calculators.find((c) => c.slug === 'cd-ladder-calculator')!.inputSchema);
    expect(cd.numberOfRungs).toEqual(expect.objectContaining({ type: 'number', step: 1, min: 2, max: 5 }));
    expect(describeInput('n', { type: 'integer', minimum: 0, maximum: 9 }, true)).toEqual(
      expect.objectContaining({ type: 'number', step: 1 }),
    );
  });

  it('describes a boolean as a select of false and true (no calculator has one today)', () => {
    expect(describeInput('flag', { type: 'boolean', title: 'Flag', default: false }, false)).toEqual({
      type: 'select',
      label: 'Flag',
      required: false,
      description: '',
      default: false,
      options: [false, true],
    });
  });

  it('turns exclusive bounds into inclusive ones on the step grid, or marks them when there is no step', () => {
    expect(describeInput('r', { type: 'number', exclusiveMinimum: -100, maximum: 100, 'x-step': 0.01 }, true)).toEqual(
      expect.objectContaining({ min: -99.99, max: 100, step: 0.01 }),
    );
    const noStep = describeInput('y', { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 }, true);
    expect(noStep).toEqual(expect.objectContaining({ min: 0, exclusive_min: true, max: 1, exclusive_max: true }));
    expect(noStep).not.toHaveProperty('step');
  });

  it('keeps labels, units, defaults, aliases and list items', () => {
    const mortgage = describeInputs(calculators.find((c) => c.slug === 'mortgage-calculator')!.inputSchema);
    expect(mortgage.downPaymentPct).toEqual(
      expect.objectContaining({ type: 'number', default: 20, unit: 'percent', aliases: ['downPaymentPercent'] }),
    );
    const debts = describeInputs(calculators.find((c) => c.slug === 'debt-payoff-calculator')!.inputSchema).debts;
    expect(debts).toEqual(expect.objectContaining({ type: 'array', required: true, max_items: 50 }));
    expect(debts!.item_inputs!.rate).toEqual(
      expect.objectContaining({ type: 'number', label: 'APR', aliases: ['apr'] }),
    );
  });
});

describe('descriptors work in an HTML form (min on the step grid, or no step)', () => {
  const numeric = allDescriptors.filter(([, d]) => d.type === 'number');

  it.each(numeric)('%s', (_name, d) => {
    if (d.step === undefined) return; // step="any": every value between min and max is valid
    expect(d.step).toBeGreaterThan(0);
    expect(stepMismatch(d.min ?? 0, 0, d.step)).toBe(false); // min itself is on the grid from 0
    if (d.max !== undefined) expect(stepMismatch(d.max, d.min, d.step)).toBe(false);
    if (typeof d.default === 'number') expect(stepMismatch(d.default, d.min, d.step)).toBe(false);
  });

  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: every example value passes the form’s step check',
    (_slug, calc) => {
      const descriptors = describeInputs(calc.inputSchema);
      for (const [name, value] of Object.entries(calc.exampleInputs)) {
        const d = descriptors[name]!;
        if (typeof value === 'number' && d.step !== undefined)
          expect([name, stepMismatch(value, d.min, d.step)]).toEqual([name, false]);
        if (Array.isArray(value) && d.item_inputs) {
          for (const item of value as Array<Record<string, unknown>>) {
            for (const [field, v] of Object.entries(item)) {
              const di = d.item_inputs[field]!;
              if (typeof v === 'number' && di.step !== undefined)
                expect([`${name}.${field}`, stepMismatch(v, di.min, di.step)]).toEqual([`${name}.${field}`, false]);
            }
          }
        }
      }
    },
  );

  it('lets a form send 20 and 2.5 years (no step on years, min one month)', () => {
    const emi = describeInputs(calculators.find((c) => c.slug === 'emi-calculator')!.inputSchema);
    expect(emi.tenureYears).toEqual(expect.objectContaining({ type: 'number', min: 1 / 12, max: 100, unit: 'years' }));
    expect(emi.tenureYears).not.toHaveProperty('step');
  });
});
