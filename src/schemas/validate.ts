/**
 * Input validation of a calculator: a deep copy of the raw input (refused past a nesting depth), aliases mapped, then the
 * compiled AJV validator (defaults applied, `x-transform` normalisation). The dispatcher compiles
 * one validator per calculator at start.
 */
import type { ValidateFunction } from 'ajv';
import type { SchemaObject } from './schema-object';
import { ApiError } from '../errors/api-error';
import { inputAjv, outputAjv } from './ajv';
import { applyAliases } from './aliases';
import { formatAjvErrors } from './errors';

/** Nesting deeper than this cannot match any schema; it is refused while the input is copied. */
export const MAX_INPUT_DEPTH = 8;

const TOO_DEEP = Symbol('too deep');

/**
 * A copy of a parsed JSON value (plain objects, arrays, primitives), or `TOO_DEEP` when an object
 * or array sits at depth `MAX_INPUT_DEPTH` or deeper (the input itself is at 0). The recursion
 * stops there, so hostile nesting cannot overflow the stack. A `__proto__` key stays an own
 * property, as `JSON.parse` made it. A tenth of what `structuredClone` (a serializer round trip)
 * and a separate depth walk cost: 0.07 against 1 µs for a tax input, 0.45 against 3.5 µs for three debts.
 */
function copyJson(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_INPUT_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) {
      const copy = copyJson(item, depth + 1);
      if (copy === TOO_DEEP) return TOO_DEEP;
      out.push(copy);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const copy = copyJson((value as Record<string, unknown>)[key], depth + 1);
    if (copy === TOO_DEEP) return TOO_DEEP;
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: copy, enumerable: true, writable: true, configurable: true });
    else out[key] = copy;
  }
  return out;
}

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
    const input = copyJson(raw, 0);
    if (input === TOO_DEEP) {
      throw ApiError.invalidInput([
        { path: '', code: 'maxDepth', message: `must not nest deeper than ${MAX_INPUT_DEPTH} levels` },
      ]);
    }
    const conflicts = applyAliases(input as Record<string, unknown>, schema);
    if (!validate(input)) {
      throw ApiError.invalidInput([...conflicts, ...formatAjvErrors(validate.errors ?? [], schema)]);
    }
    if (conflicts.length > 0) throw ApiError.invalidInput(conflicts);
    return input as Record<string, unknown>;
  };
}

/** Compiles an output validator (tests check every result against its calculator's output schema). */
export function compileOutputValidator(schema: SchemaObject): ValidateFunction {
  return outputAjv.compile(schema);
}
