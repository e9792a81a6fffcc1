/**
 * The fields of a calculator's form, derived from its input schema through the descriptors
 * (`describeInputs`), so no field list is written twice. Descriptor types are read generically:
 * `number` is numeric (an integer is a number with step 1), `select` has options,
 * lists of objects become repeatable rows, maps (code → rate) become key/value rows, lists of
 * numbers become one input per row, and an object of named inputs (a Form W-4) becomes a group of inputs named
 * `w4.step3Credits`, collapsed until one of them holds a value.
 */
import { describeInput, describeInputs, type InputDescriptor } from '../schemas/descriptors';
import { YEAR_MONTH_PATTERN } from '../schemas/common';
import type { SchemaObject } from '../schemas/schema-object';

export type FieldKind = 'scalar' | 'rows' | 'map' | 'values' | 'group';

/** A calendar input: a date (format "date") or a month (YYYY-MM), given the browser's date or month picker. */
export type CalendarType = 'date' | 'month';

export interface FormField {
  name: string;
  descriptor: InputDescriptor;
  kind: FieldKind;
  /** rows: the descriptors of an item's fields; group: the descriptors of the object's fields. */
  itemFields?: Record<string, InputDescriptor>;
  /** values and map: the descriptor of one value. */
  valueDescriptor?: InputDescriptor;
  /** Most rows accepted (lists and maps). */
  maxItems?: number;
  /** What one row is called ("Debt"), from the item schema's title. */
  itemLabel?: string;
  /** scalar: a calendar input's picker. */
  calendar?: CalendarType;
  /** scalar: the input this one is derived from when that is sent (`x-derived-from`: a percent from its dollars). */
  derivedFrom?: string;
  /** rows: the pickers of an item's calendar fields. */
  itemCalendars?: Record<string, CalendarType>;
}

/** The picker of a string input that holds a date or a month, if it does. */
export function calendarOf(schema: unknown): CalendarType | undefined {
  if (!isObject(schema) || schema.type !== 'string') return undefined;
  if (schema.format === 'date') return 'date';
  return schema.pattern === YEAR_MONTH_PATTERN ? 'month' : undefined;
}

function calendarsOf(items: SchemaObject): Record<string, CalendarType> | undefined {
  const props = isObject(items.properties) ? items.properties : {};
  const found = Object.entries(props).flatMap(([k, v]) => {
    const c = calendarOf(v);
    return c ? [[k, c] as const] : [];
  });
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/** The input that chooses schedule rows: the page sets it itself (yearly rows, monthly on demand). */
export const SCHEDULE_INPUT = 'schedule';

function isObject(v: unknown): v is SchemaObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** True for descriptors holding a number (integers are numbers with step 1). */
export function isNumeric(d: InputDescriptor): boolean {
  return d.type === 'number';
}

/** Input name → label, to put descriptions and messages that name other inputs into words. */
export function labelsOf(fields: readonly FormField[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) {
    out[f.name] = f.descriptor.label;
    for (const [k, d] of Object.entries(f.itemFields ?? {})) out[k] ??= d.label;
  }
  return out;
}

/** The form fields of an input schema, in schema order. */
export function formFields(schema: SchemaObject): FormField[] {
  const props = isObject(schema.properties) ? schema.properties : {};
  const descriptors = describeInputs(schema);
  return Object.entries(descriptors).map(([name, descriptor]) => {
    const sub = isObject(props[name]) ? props[name] : {};
    const maxItems =
      typeof sub.maxItems === 'number'
        ? sub.maxItems
        : typeof sub.maxProperties === 'number'
          ? sub.maxProperties
          : undefined;
    const items = sub.items;
    if (descriptor.type === 'array' && isObject(items)) {
      const itemLabel = typeof items.title === 'string' ? items.title : 'Row';
      if (isObject(items.properties))
        return {
          name,
          descriptor,
          kind: 'rows',
          itemFields: descriptor.item_inputs ?? describeInputs(items),
          maxItems,
          itemLabel,
          itemCalendars: calendarsOf(items),
        };
      return {
        name,
        descriptor,
        kind: 'values',
        valueDescriptor: describeInput(name, items, true),
        maxItems,
        itemLabel,
      };
    }
    if (descriptor.type === 'object' && isObject(sub.additionalProperties)) {
      return {
        name,
        descriptor,
        kind: 'map',
        valueDescriptor: describeInput(name, sub.additionalProperties, true),
        maxItems,
        itemLabel: 'Rate',
      };
    }
    if (descriptor.type === 'object' && isObject(sub.properties))
      return { name, descriptor, kind: 'group', itemFields: describeInputs(sub) };
    const calendar = calendarOf(sub);
    const derivedFrom = typeof sub['x-derived-from'] === 'string' ? sub['x-derived-from'] : undefined;
    return {
      name,
      descriptor,
      kind: 'scalar',
      ...(calendar ? { calendar } : {}),
      ...(derivedFrom ? { derivedFrom } : {}),
    };
  });
}
