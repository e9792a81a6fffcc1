/**
 * Field errors of a 422 in words, placed next to their fields: a JSON Pointer such as
 * `/debts/1/rate` becomes the id of the input that holds it and "Debt 2 APR must be at most 100%".
 * Errors that belong to no field (unknown inputs, the whole body) stay in the summary only.
 */
import type { FieldError } from '../errors/api-error';
import type { InputDescriptor } from '../schemas/descriptors';
import { isNumeric, labelsOf, type FormField } from './form-fields';
import type { FormState } from './form-state';
import { formatBound } from './format';
import { humanize, inSentence, namesInWords, optionLabel } from './labels';

export interface PlacedError {
  /** Id of the input (or list fieldset) the error belongs to; undefined when it belongs to none. */
  fieldId: string | undefined;
  /** The field's name for a person ("Debt 2 APR"). */
  label: string;
  /** What is wrong, in words, without the label ("must be at most 100%"). */
  message: string;
}

/** Id of a field's input: `f-annualRate`, `f-debts-0-rate`, `f-rungRates-2`, `f-exchangeRates-1-key`, `f-w4-step3Credits`. */
export function fieldId(...parts: Array<string | number>): string {
  return `f-${parts.join('-')}`;
}

function decodeToken(t: string): string {
  return t.replace(/~1/g, '/').replace(/~0/g, '~');
}

const LIMIT = /^must be (>=|<=|>|<) (-?[\d.]+(?:e[+-]?\d+)?)(?:\/(\d+))?(?: (?:years?|months?)\b)?(.*)$/i;
const LIMIT_WORDS: Readonly<Record<string, string>> = {
  '>=': 'at least',
  '<=': 'at most',
  '>': 'more than',
  '<': 'less than',
};

/**
 * AJV's wording turned into plain English; messages already written for people are kept (a pattern or a format is
 * worded by the API itself: src/schemas/errors.ts).
 */
export function inWords(e: FieldError, d: InputDescriptor | undefined): string {
  const limit = LIMIT.exec(e.message);
  if (limit) {
    const n = Number(limit[2]) / (limit[3] ? Number(limit[3]) : 1);
    return `must be ${LIMIT_WORDS[limit[1]!]} ${formatBound(n, d?.unit)}${limit[4]}`;
  }
  switch (e.code) {
    case 'required':
      return 'is required';
    case 'type':
      if (d && isNumeric(d)) return 'must be a number';
      if (d?.type === 'array') return 'must be a list';
      // A group of named values (a Form W-4) comes from the API or a shared link, written as JSON there.
      if (d?.type === 'object') return 'must be a group of named values, as a shared link writes it';
      // A yes-or-no input is a select of [false, true] (descriptors.ts); the form offers it as Yes / No.
      if (d?.options?.some((o) => typeof o === 'boolean')) return 'must be Yes or No';
      // Any other select (the tax year's 2025 / 2026): its options, as the enum's own error words them.
      if (d?.options) return `must be one of: ${d.options.map((o) => optionLabel(String(o))).join(', ')}`;
      return e.message;
    case 'enum':
      return `must be one of: ${(e.allowed ?? d?.options ?? []).map((o) => optionLabel(String(o))).join(', ')}`;
    case 'minLength':
      return limitOf(e.message) === 1 ? 'must not be empty' : `must have at least ${limitOf(e.message)} characters`;
    case 'maxLength':
      return `must have at most ${limitOf(e.message)} characters`;
    case 'minItems':
    case 'minProperties':
      return `needs at least ${rows(limitOf(e.message))}`;
    case 'maxItems':
    case 'maxProperties':
      return `can have at most ${rows(limitOf(e.message))}`;
    case 'multipleOf':
      return e.message.replace('must be multiple of', 'must be a multiple of');
    default:
      return e.message;
  }
}

/** The count in a length or size message ("must have at least 2 items", or AJV's own wording). */
function limitOf(message: string): number {
  return Number(/(\d+)/.exec(message)?.[1] ?? 0);
}

function rows(n: number): string {
  return `${n} ${n === 1 ? 'row' : 'rows'}`;
}

/** Where an error's path points in the form, and what that field is called. */
function locate(tokens: string[], code: string, fields: readonly FormField[], state: FormState) {
  const [name, index, part] = tokens;
  const field = fields.find((f) => f.name === name);
  if (!field || name === undefined) return undefined;
  if (field.kind === 'group' && index !== undefined && field.itemFields?.[index])
    return {
      id: fieldId(field.name, index),
      label: `${field.descriptor.label} ${inSentence(field.itemFields[index].label)}`,
      d: field.itemFields[index],
    };
  if (index === undefined || field.kind === 'scalar' || field.kind === 'group')
    return { id: fieldId(field.name), label: field.descriptor.label, d: field.descriptor };
  if (field.kind === 'map') {
    const rows = state.rows[field.name] ?? [];
    const i = rows.findIndex((r) => r.key === index);
    if (i < 0) return { id: fieldId(field.name), label: field.descriptor.label, d: field.descriptor };
    if (code === 'propertyNames') return { id: fieldId(field.name, i, 'key'), label: `Code ${index}`, d: undefined };
    return {
      id: fieldId(field.name, i, 'value'),
      label: `${field.itemLabel ?? 'Rate'} for ${index}`,
      d: field.valueDescriptor,
    };
  }
  const i = Number(index);
  if (!Number.isInteger(i)) return { id: fieldId(field.name), label: field.descriptor.label, d: field.descriptor };
  const rowLabel = `${field.itemLabel ?? 'Row'} ${i + 1}`;
  if (field.kind === 'values') return { id: fieldId(field.name, i), label: rowLabel, d: field.valueDescriptor };
  const item = part === undefined ? undefined : field.itemFields?.[part];
  if (!item || part === undefined) return { id: fieldId(field.name), label: rowLabel, d: undefined };
  return { id: fieldId(field.name, i, part), label: `${rowLabel} ${inSentence(item.label)}`, d: item };
}

/**
 * What an error without a field on the form is called: a name the caller wrote that is not an input, as written
 * (`"Principal"`); an input the form does not show (`compareStates` on the tax page), in words ("Compare states #1").
 */
function unplacedLabel(tokens: readonly string[], code: string): string {
  if (tokens.length === 0) return 'The input';
  if (code === 'unknown_field' || code === 'alias_conflict') return `"${tokens.join('.')}"`;
  return tokens.map((t) => (/^\d+$/.test(t) ? `#${Number(t) + 1}` : humanize(t))).join(' ');
}

/**
 * Every field error placed on its field, in words. An error of an input the form leaves out (`omitted`: given by
 * the API or a shared link) is not placed, but is worded by that input's label and kind.
 */
export function placeErrors(
  errors: readonly FieldError[],
  fields: readonly FormField[],
  state: FormState,
  omitted: readonly FormField[] = [],
): PlacedError[] {
  const labels = labelsOf(fields);
  return errors.map((e) => {
    const tokens = e.path.split('/').slice(1).map(decodeToken);
    // An unknown input has no field: say which name was not understood.
    const at =
      e.code === 'unknown_field' || e.code === 'alias_conflict' ? undefined : locate(tokens, e.code, fields, state);
    // A message that names another input in code ("needs firstPaymentDate") names it as the form does.
    const words = (message: string) => namesInWords(message, labels);
    const left = tokens.length === 1 ? omitted.find((f) => f.name === tokens[0]) : undefined;
    if (!at && left)
      return { fieldId: undefined, label: left.descriptor.label, message: words(inWords(e, left.descriptor)) };
    if (!at)
      return {
        fieldId: undefined,
        label: unplacedLabel(tokens, e.code),
        // A name the caller wrote that is not an input stays as written.
        message: e.code === 'unknown_field' || e.code === 'alias_conflict' ? e.message : words(e.message),
      };
    return { fieldId: at.id, label: at.label, message: words(inWords(e, at.d)) };
  });
}
