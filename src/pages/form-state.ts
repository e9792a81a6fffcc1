/**
 * What a form shows: every field as the text in its input. Built from the normalised inputs of a
 * result, or from what was sent when it failed validation (so a mistake is shown as typed). A list or map
 * shows at most the rows its schema accepts: one sent with more is refused ("at most N items") and
 * shown with its first N rows, so a page never renders thousands of rows for an invalid request.
 */
import type { FormField } from './form-fields';

export interface FormState {
  /** Scalars by name, and a group's fields by `group.field`. */
  scalars: Record<string, string>;
  /** Rows of lists (item field → text), maps (`key`, `value`) and number lists (`value`). */
  rows: Record<string, Array<Record<string, string>>>;
}

function text(v: unknown): string {
  if (v === undefined || v === null) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The form's text for an input object. */
export function formState(input: Readonly<Record<string, unknown>>, fields: readonly FormField[]): FormState {
  const state: FormState = { scalars: {}, rows: {} };
  for (const f of fields) {
    const v = input[f.name];
    const shown = <T>(list: T[]): T[] => (f.maxItems !== undefined ? list.slice(0, f.maxItems) : list);
    if (f.kind === 'scalar') state.scalars[f.name] = text(v);
    else if (f.kind === 'group')
      for (const k of Object.keys(f.itemFields ?? {}))
        state.scalars[`${f.name}.${k}`] = text(isRecord(v) ? v[k] : undefined);
    else if (f.kind === 'rows')
      state.rows[f.name] = Array.isArray(v)
        ? shown(v).map((item) =>
            Object.fromEntries(
              Object.keys(f.itemFields ?? {}).map((k) => [k, text(isRecord(item) ? item[k] : undefined)]),
            ),
          )
        : [];
    else if (f.kind === 'values')
      state.rows[f.name] = Array.isArray(v) ? shown(v).map((x) => ({ value: text(x) })) : [];
    else
      state.rows[f.name] = isRecord(v)
        ? shown(Object.entries(v)).map(([key, value]) => ({ key, value: text(value) }))
        : [];
  }
  return state;
}
