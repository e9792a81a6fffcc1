/**
 * The inputs of the calculation the app shows, editable: every scalar input the result echoes
 * (`meta.inputs`, defaults applied) as a number field, a select (an `enum` in the input schema), a
 * date or month picker, or a checkbox, and the scalar fields of each row of a list (debts, assets). Rows are not added or
 * removed here: that is asked of the assistant.
 */
import type { SchemaObject } from '../../../schemas/schema-object';
import { calendarOf } from '../../form-fields';
import { optionLabel } from '../../labels';

type Inputs = Readonly<Record<string, unknown>>;

function propertiesOf(schema: SchemaObject): Record<string, SchemaObject> {
  return (schema.properties ?? {}) as Record<string, SchemaObject>;
}

/** The inputs a person can change here, in input-schema order. */
export function editableInputs(schema: SchemaObject, inputs: Inputs): Array<[string, SchemaObject]> {
  return Object.entries(propertiesOf(schema)).filter(([name]) =>
    ['number', 'string', 'boolean'].includes(typeof inputs[name]),
  );
}

const isRow = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The list inputs whose rows are objects, with the item schema of each. */
export function editableLists(
  schema: SchemaObject,
  inputs: Inputs,
): Array<[string, SchemaObject, Array<Record<string, unknown>>]> {
  return Object.entries(propertiesOf(schema)).flatMap(([name, s]) => {
    const rows = inputs[name];
    return Array.isArray(rows) && rows.length > 0 && rows.every(isRow)
      ? [[name, (s.items ?? {}) as SchemaObject, rows] as [string, SchemaObject, Array<Record<string, unknown>>]]
      : [];
  });
}

/** A value read back from its field: numbers parsed (an empty field keeps the old value), checkboxes read. */
function read(data: FormData, field: string, old: unknown): unknown {
  const raw = data.get(field);
  if (typeof old === 'boolean') return raw === 'on';
  if (typeof old === 'number') return typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : old;
  return typeof raw === 'string' ? raw : old;
}

/** The inputs with the form's values put in. */
export function readForm(form: HTMLFormElement, schema: SchemaObject, inputs: Inputs): Record<string, unknown> {
  const data = new FormData(form);
  const next: Record<string, unknown> = { ...inputs };
  for (const [name] of editableInputs(schema, inputs)) next[name] = read(data, name, inputs[name]);
  for (const [name, , rows] of editableLists(schema, inputs)) {
    next[name] = rows.map((row, i) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => [
          k,
          ['number', 'string', 'boolean'].includes(typeof v) ? read(data, `${name}.${i}.${k}`, v) : v,
        ]),
      ),
    );
  }
  return next;
}

function Field({ name, schema, value, label }: { name: string; schema: SchemaObject; value: unknown; label: string }) {
  const id = `in-${name.replace(/\./g, '-')}`;
  const unit = typeof schema['x-unit'] === 'string' ? schema['x-unit'] : undefined;
  if (typeof value === 'boolean') {
    return (
      <div class="field field-check">
        <input id={id} name={name} type="checkbox" defaultChecked={value} />
        <label for={id}>{label}</label>
      </div>
    );
  }
  const options = Array.isArray(schema.enum)
    ? (schema.enum as unknown[]).filter((o): o is string => typeof o === 'string')
    : undefined;
  return (
    <div class="field">
      <label for={id}>
        {label}
        {unit && unit !== 'count' && !label.toLowerCase().includes(unit) ? (
          <span class="muted"> ({unit === 'percent' ? '%' : unit})</span>
        ) : null}
      </label>
      {options ? (
        <select id={id} name={name} defaultValue={String(value)}>
          {options.map((o) => (
            <option value={o}>{optionLabel(o)}</option>
          ))}
        </select>
      ) : calendarOf(schema) ? (
        <input id={id} name={name} type={calendarOf(schema)} defaultValue={String(value)} />
      ) : (
        <input
          id={id}
          name={name}
          type={typeof value === 'number' ? 'number' : 'text'}
          step="any"
          inputMode="decimal"
          defaultValue={String(value)}
        />
      )}
    </div>
  );
}

export interface InputsFormProps {
  schema: SchemaObject;
  inputs: Inputs;
  busy: boolean;
  /** The form's label of an input, or of a row's field ("Debt 2 APR"). */
  label(name: string, index?: number, item?: string): string;
  onSubmit(next: Record<string, unknown>): void;
}

function ListRows({
  name,
  item,
  rows,
  label,
}: {
  name: string;
  item: SchemaObject;
  rows: Array<Record<string, unknown>>;
  label: InputsFormProps['label'];
}) {
  const props = propertiesOf(item);
  return (
    <fieldset class="app-list">
      <legend>{label(name)}</legend>
      {rows.map((row, i) => (
        <div class="app-fields">
          {Object.entries(row)
            .filter(([, v]) => ['number', 'string', 'boolean'].includes(typeof v))
            .map(([k, v]) => (
              <Field name={`${name}.${i}.${k}`} schema={props[k] ?? {}} value={v} label={label(name, i, k)} />
            ))}
        </div>
      ))}
    </fieldset>
  );
}

export function InputsForm({ schema, inputs, busy, label, onSubmit }: InputsFormProps) {
  const fields = editableInputs(schema, inputs);
  const lists = editableLists(schema, inputs);
  if (fields.length === 0 && lists.length === 0) return null;
  return (
    <form
      class="card form-card app-inputs"
      aria-labelledby="inputs-h"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(readForm(e.currentTarget, schema, inputs));
      }}
    >
      <h2 id="inputs-h" class="card-title">
        Your numbers
      </h2>
      <div class="app-fields">
        {fields.map(([name, s]) => (
          <Field name={name} schema={s} value={inputs[name]} label={label(name)} />
        ))}
      </div>
      {lists.map(([name, item, rows]) => (
        <ListRows name={name} item={item} rows={rows} label={label} />
      ))}
      <button type="submit" class="button" disabled={busy} data-recalculate>
        {busy ? 'Recalculating…' : 'Recalculate'}
      </button>
    </form>
  );
}
