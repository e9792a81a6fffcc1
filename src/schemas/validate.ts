/**
 * Input validation of a calculator: a deep copy of the raw input, aliases mapped, then the
 * compiled AJV validator (defaults applied, `x-transform` normalisation). The dispatcher compiles
 * one validator per calculator at start.
 */
import type { ValidateFunction } from 'ajv';
import type { SchemaObject } from './schema-object';
import { ApiError } from '../errors/api-error';
import { inputAjv, outputAjv } from './ajv';
import { applyAliases } from './aliases';
import { formatAjvErrors } from './errors';

export interface InputValidator {
  /**
   * The normalised input (aliases mapped, defaults applied) or an `ApiError` 422 listing every
   * invalid field. Never mutates `raw`.
   */
  (raw: unknown): Record<string, unknown>;
}

/** Compiles the input validator of a schema. */
export function compileInputValidator(schema: SchemaObject): InputValidator {
  const validate: ValidateFunction = inputAjv.compile(schema);
  return (raw: unknown) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new ApiError('invalid_body', 'The input must be a JSON object');
    }
    const input = structuredClone(raw) as Record<string, unknown>;
    const conflicts = applyAliases(input, schema);
    if (!validate(input)) {
      throw ApiError.invalidInput([...conflicts, ...formatAjvErrors(validate.errors ?? [], schema)]);
    }
    if (conflicts.length > 0) throw ApiError.invalidInput(conflicts);
    return input;
  };
}

/** Compiles an output validator (tests check every result against its calculator's output schema). */
export function compileOutputValidator(schema: SchemaObject): ValidateFunction {
  return outputAjv.compile(schema);
}
