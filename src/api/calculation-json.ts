/**
 * The REST answer `{ result, meta }` serialized by code compiled from each calculator's output
 * schema (fast-json-stringify) instead of `JSON.stringify`: a 360-row mortgage schedule is about
 * a third cheaper to write, and serialization was the largest single cost of that answer.
 * Every object is opened (`additionalProperties: true`) before compiling, so a field a schema
 * does not list is still written, never dropped; test/api/calculation-json.test.ts checks that the
 * compiled output parses back to exactly the value, over fuzzed inputs of every calculator.
 */
import fastJson from 'fast-json-stringify';
import { calculators, findCalculator } from '../calculators/registry';
import type { Calculation } from '../dispatch/calculate';
import { calculationMetaSchema } from '../dispatch/meta';

type Json = unknown;

/** A deep copy of `schema` in which no object refuses properties it does not list. */
export function openSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(openSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = k === 'enum' || k === 'const' || k === 'examples' || k === 'default' ? v : openSchema(v);
  const isObject = out.type === 'object' || (Array.isArray(out.type) && out.type.includes('object')) || 'properties' in out;
  if (isObject && (out.additionalProperties === undefined || out.additionalProperties === false)) out.additionalProperties = true;
  return out;
}

type Serializer = (value: unknown) => string;

const compiled = new Map<string, Serializer>();

/** The compiled serializer of `slug`, made on first use (about 12 ms of CPU each); undefined for an unknown slug. */
function serializerFor(slug: string): Serializer | undefined {
  const known = compiled.get(slug);
  if (known) return known;
  const c = findCalculator(slug);
  if (!c) return undefined;
  const f = fastJson(
    openSchema({
      type: 'object',
      required: ['result', 'meta'],
      properties: { result: c.outputSchema, meta: calculationMetaSchema },
    }) as Parameters<typeof fastJson>[0],
  ) as Serializer;
  compiled.set(slug, f);
  return f;
}

/** Compiles every calculator's serializer now (start-up, so no first answer waits and a bad schema fails at start). */
export function compileCalculationSerializers(): void {
  for (const c of calculators) serializerFor(c.slug);
}

/** The JSON text of a calculation of `slug` (`JSON.stringify` for a slug without a serializer). */
export function stringifyCalculation(slug: string, calculation: Calculation): string {
  const f = serializerFor(slug);
  return f ? f(calculation) : JSON.stringify(calculation);
}
