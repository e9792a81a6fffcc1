/**
 * The AJV instances of the service (JSON Schema draft 2020-12). One validates inputs (applying
 * defaults), one checks outputs in tests and the OpenAPI document's examples.
 */
import Ajv2020 from 'ajv/dist/2020';

/** Annotation keywords of ours (see common.ts); AJV's strict mode rejects unknown keywords otherwise. */
export const ANNOTATION_KEYWORDS = ['x-unit', 'x-step', 'x-aliases'] as const;

function createAjv(useDefaults: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true, // every invalid field is reported, not just the first
    useDefaults,
    coerceTypes: false, // "12" is not 12: a wrongly typed input is an error, not a guess
    strict: true,
    allowUnionTypes: true,
    removeAdditional: false,
  });
  ajv.addVocabulary([...ANNOTATION_KEYWORDS]);
  return ajv;
}

export const inputAjv = createAjv(true);
export const outputAjv = createAjv(false);
