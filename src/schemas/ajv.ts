/**
 * The AJV instances of the service (JSON Schema draft 2020-12). One validates inputs (applying
 * defaults and normalising), one checks outputs in tests and the response schemas.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { DataValidationCxt } from 'ajv/dist/types';
import addFormats from 'ajv-formats';

/** Annotation keywords of ours (see common.ts); AJV's strict mode rejects unknown keywords otherwise. */
export const ANNOTATION_KEYWORDS = [
  'x-unit',
  'x-step',
  'x-aliases',
  'x-pattern-hint',
  'x-decimals',
  'x-derived-from',
  'x-enum-titles',
] as const;

/**
 * `x-transform: ["toUpperCase"]` normalises a string input while validating (the names follow
 * ajv-keywords' `transform`), so the dispatcher's normalised inputs (`meta.inputs`, `share_url`)
 * carry the canonical form: currency codes are accepted in any case and echoed upper-cased, and every select
 * (`toEnumCase`, which `select()` sets) in any case and echoed as listed ("BIWEEKLY" → "biweekly", "ca" → "CA").
 * It runs before `enum`, so the listed values are what is checked.
 */
const TRANSFORM_KEYWORD = 'x-transform';
const TRANSFORMS = ['toUpperCase', 'toEnumCase'] as const;
type Transform = (typeof TRANSFORMS)[number];

/** One transform; `toEnumCase` maps a value equal to a listed one but for letter case onto that listed spelling. */
function transformOf(name: Transform, listed: readonly unknown[]): (s: string) => string {
  if (name === 'toUpperCase') return (s) => s.toUpperCase();
  const byLowerCase = new Map(
    listed.filter((v): v is string => typeof v === 'string').map((v) => [v.toLowerCase(), v] as const),
  );
  return (s) => byLowerCase.get(s.toLowerCase()) ?? s;
}

function applyTransforms(names: readonly Transform[], parentSchema: Readonly<Record<string, unknown>>) {
  const listed = Array.isArray(parentSchema.enum) ? (parentSchema.enum as unknown[]) : [];
  const steps = names.map((name) => transformOf(name, listed));
  return (data: unknown, cxt?: DataValidationCxt): boolean => {
    if (typeof data === 'string' && cxt && cxt.parentData !== undefined) {
      (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = steps.reduce(
        (s, step) => step(s),
        data,
      );
    }
    return true;
  };
}

function createAjv(useDefaults: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true, // every invalid field is reported, not just the first
    verbose: true, // errors carry the offending value, so an overflowed number (1e400 → Infinity) is named as such
    useDefaults,
    coerceTypes: false, // "12" is not 12: a wrongly typed input is an error, not a guess
    strict: true,
    allowUnionTypes: true,
    removeAdditional: false,
  });
  ajv.addVocabulary([...ANNOTATION_KEYWORDS]);
  addFormats(ajv); // uri, date, date-time in the response schemas
  return ajv;
}

export const inputAjv = createAjv(true);
inputAjv.addKeyword({
  keyword: TRANSFORM_KEYWORD,
  // No `type`: a typed keyword runs after `enum`; this one must run before it (non-strings pass through).
  before: 'enum',
  schemaType: 'array',
  modifying: true,
  errors: false,
  metaSchema: { type: 'array', items: { enum: TRANSFORMS } },
  compile: (names: Transform[], parentSchema) => applyTransforms(names, parentSchema),
});

/**
 * The size bounds of an input (`boundsSchema`), checked before the full validation: stops at the first
 * violation, no offending values copied into errors, no type checks (the full validation reports those).
 */
export const boundsAjv = new Ajv2020({ allErrors: false, verbose: false, strict: false, validateSchema: false });

/** Checks values without changing them: the transform is only an annotation here. */
export const outputAjv = createAjv(false);
outputAjv.addVocabulary([TRANSFORM_KEYWORD]);
