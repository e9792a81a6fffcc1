/**
 * fast-check arbitraries derived from our JSON Schemas: whatever the schema accepts, these can
 * produce (bounds, integers, enums, optional properties, capped lists, keyed maps). Property
 * tests use them to assert that every accepted input computes to a finite, schema-valid result.
 */
import fc from 'fast-check';
import type { SchemaObject } from '../../src/schemas/schema-object';

type Arb = fc.Arbitrary<unknown>;

function numberArb(s: SchemaObject): Arb {
  const min =
    typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : -1e12;
  const max =
    typeof s.maximum === 'number' ? s.maximum : typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : 1e12;
  if (s.type === 'integer') return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  const double = fc.double({
    min,
    max,
    noNaN: true,
    noDefaultInfinity: true,
    minExcluded: typeof s.exclusiveMinimum === 'number',
    maxExcluded: typeof s.exclusiveMaximum === 'number',
  });
  // Edges and round values are where money code breaks; mix them in with arbitrary doubles.
  const edges = [min, max].filter((v) => v >= min && v <= max && v !== s.exclusiveMinimum && v !== s.exclusiveMaximum);
  const round = fc
    .integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 1e7)) })
    .filter((v) => v >= min && v <= max);
  return fc.oneof(
    { weight: 5, arbitrary: double },
    { weight: 2, arbitrary: round },
    { weight: 1, arbitrary: edges.length > 0 ? fc.constantFrom(...edges) : double },
  );
}

/** An arbitrary for any value the schema accepts. */
export function arbitraryFor(s: SchemaObject): Arb {
  if (Array.isArray(s.enum)) return fc.constantFrom(...(s.enum as unknown[]));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'number':
    case 'integer':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'string': {
      if (s.format === 'date') {
        // Calendar dates from 1900 to 2199 (YYYY-MM-DD), leap days included.
        const days = fc.integer({ min: Date.UTC(1900, 0, 1) / 864e5, max: Date.UTC(2199, 11, 31) / 864e5 });
        return days.map((d) => new Date(d * 864e5).toISOString().slice(0, 10));
      }
      if (typeof s.pattern === 'string') {
        // Codes that must also exist in a table (currencies) are rarely hit at random: mix in the schema's examples.
        const matching = fc.stringMatching(new RegExp(s.pattern));
        return Array.isArray(s.examples) && s.examples.length > 0
          ? fc.oneof(matching, fc.constantFrom(...(s.examples as string[])))
          : matching;
      }
      const minLength = typeof s.minLength === 'number' ? s.minLength : 0;
      const maxLength = typeof s.maxLength === 'number' ? Math.min(s.maxLength, 40) : 40;
      return fc.string({ minLength, maxLength });
    }
    case 'array': {
      const items = arbitraryFor(s.items as SchemaObject);
      const minLength = typeof s.minItems === 'number' ? s.minItems : 0;
      const maxLength = typeof s.maxItems === 'number' ? s.maxItems : 10;
      return fc.array(items, { minLength, maxLength });
    }
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, SchemaObject>;
      if (Object.keys(props).length === 0 && typeof s.additionalProperties === 'object') {
        const names = s.propertyNames as SchemaObject | undefined;
        const key = names
          ? (arbitraryFor({ type: 'string', ...names }) as fc.Arbitrary<string>)
          : fc.string({ minLength: 1, maxLength: 8 });
        return fc.dictionary(key, arbitraryFor(s.additionalProperties as SchemaObject), {
          minKeys: typeof s.minProperties === 'number' ? s.minProperties : 0,
          maxKeys: typeof s.maxProperties === 'number' ? Math.min(s.maxProperties, 10) : 10,
        });
      }
      const required = new Set((s.required ?? []) as string[]);
      const model: Record<string, Arb> = {};
      for (const [k, sub] of Object.entries(props)) model[k] = arbitraryFor(sub);
      const record = fc.record(model, { requiredKeys: [...required] });
      // An input derived from another (`x-derived-from`: a percent the dollars set) must agree with it to the cent
      // when both are sent; two independent draws never do, so the derived one is left out when its source is drawn.
      const derived = Object.entries(props).flatMap(([k, sub]) =>
        typeof sub['x-derived-from'] === 'string' ? [[k, sub['x-derived-from']] as const] : [],
      );
      if (derived.length === 0) return record;
      return record.map((r) => {
        const out = { ...(r as Record<string, unknown>) };
        for (const [k, source] of derived) if (source in out) delete out[k];
        return out;
      });
    }
    default:
      throw new Error(`no arbitrary for schema type ${String(type)}`);
  }
}

/**
 * Inputs the schema accepts: drawn from it, or (given an example) the example with one input redrawn. Independent
 * draws rarely satisfy the rules between inputs (a down payment under the price, a spouse only on a joint return),
 * so the example with one input redrawn joins them: valid inputs that compute, each a step from one that is known to.
 */
export function validInputs(
  schema: SchemaObject,
  example?: Readonly<Record<string, unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  const props = (schema.properties ?? {}) as Record<string, SchemaObject>;
  const drawn = arbitraryFor(schema) as fc.Arbitrary<Record<string, unknown>>;
  if (!example) return drawn;
  const redrawn = fc
    .constantFrom(...Object.entries(props))
    .chain(([k, sub]) => arbitraryFor(sub).map((x) => ({ ...example, [k]: x })));
  return fc.oneof(drawn, redrawn);
}

/**
 * Inputs near a schema and far from it, for fuzzing: valid ones (drawn, or the example with one input redrawn),
 * valid ones with one key set to any JSON, dropped or pushed to an extreme, objects of the schema's keys with any
 * values, and any JSON at all.
 */
export function fuzzInputs(schema: SchemaObject, example?: Readonly<Record<string, unknown>>): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const valid = validInputs(schema, example);
  const anyJson = fc.jsonValue({ maxDepth: 4 });
  const mutated = fc
    .tuple(valid, fc.constantFrom(...names, '__proto__', 'constructor', 'x'), anyJson)
    .map(([v, k, x]) => ({ ...v, [k]: x }));
  const dropped = fc.tuple(valid, fc.constantFrom(...names)).map(([v, k]) => {
    const copy = { ...v };
    delete copy[k];
    return copy;
  });
  const extreme = fc
    .tuple(
      valid,
      fc.constantFrom(...names),
      fc.constantFrom(-1, 0, 1e308, -1e308, 5e-324, 1e12 + 1, 101, 0.1 + 0.2, 2 ** 53, Infinity, -Infinity),
    )
    .map(([v, k, x]) => ({ ...v, [k]: x }));
  const keyed = fc.dictionary(fc.constantFrom(...names), anyJson);
  return fc.oneof(valid, mutated, dropped, extreme, keyed, anyJson);
}
