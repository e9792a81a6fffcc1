/**
 * The calculator form, generated from the descriptors: a plain GET to the page itself, so that the
 * page with its query string is the share link and works with JavaScript off. Lists get one row
 * per item plus a blank row; with JavaScript, rows are added and removed in place. A group of named inputs (a Form
 * W-4) is a collapsed section, open when one of its inputs holds a value or an error.
 */
import type { InputDescriptor } from '../../schemas/descriptors';
import type { BenchmarkNote } from '../benchmark-notes';
import { fieldId } from '../field-errors';
import { labelsOf, SCHEDULE_INPUT, type FormField } from '../form-fields';
import type { ChoiceState } from '../form-choice';
import type { FormState } from '../form-state';
import { formatPercent } from '../format';
import { inSentence, namesInWords } from '../labels';
import { Control } from './form-control';

export interface FormProps {
  action: string;
  fields: readonly FormField[];
  state: FormState;
  /** fieldId → message in words. */
  errors: ReadonlyMap<string, string>;
  benchmarks: Readonly<Record<string, BenchmarkNote>>;
  /** Currency codes offered to the inputs that take one. */
  currencies: readonly string[];
  currencyInputs: readonly string[];
  /** Inputs shown only while another input has a value (input → [other input, value]). */
  showWhen?: Readonly<Record<string, readonly [string, string]>>;
  /** Two ways of giving the same inputs, and the one chosen (form-choice.ts). */
  choice?: ChoiceState;
  /** The words of an optional select's empty option, where "(default)" would not say what it means. */
  emptyOptions?: Readonly<Record<string, string>>;
  /** Inputs gathered under a heading of their own (heading → inputs), collapsed until one is used or refused. */
  groups?: Readonly<Record<string, readonly string[]>>;
  schedule: string | undefined;
  /** Query parameters the form carries along unchanged (an embed's options). */
  keep?: ReadonlyArray<[string, string]>;
}

export { labelsOf };

function ErrorSlot({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p class="field-error" id={`${id}-error`} data-error-slot>
      {message ?? ''}
    </p>
  );
}

function BenchmarkLine({ note, target }: { note: BenchmarkNote; target: string }) {
  const date = note.date;
  return (
    <p class="benchmark" id={`${target}-bench`}>
      <span>
        {note.label}: <strong>{formatPercent(note.value)}</strong> <span class="muted">as of {date}</span>{' '}
        <span class={note.stale ? 'tag tag-warn' : 'tag'}>{note.sourceLabel}</span>
      </span>
      <button type="button" class="link-button" data-fill={target} data-value={String(note.value)} hidden>
        Use {formatPercent(note.value)}
        {note.stale ? ` (stale: ${date})` : null}
      </button>
    </p>
  );
}

function ScalarField({ field, props }: { field: FormField; props: FormProps }) {
  const id = fieldId(field.name);
  const message = props.errors.get(id);
  const note = props.benchmarks[field.name];
  const described = [`${id}-error`, note ? `${id}-bench` : ''].filter(Boolean).join(' ');
  const list = props.currencyInputs.includes(field.name) ? 'currency-codes' : undefined;
  const when = props.showWhen?.[field.name];
  return (
    <div
      class={`field${message ? ' has-error' : ''}`}
      data-show-when={when ? `${when[0]}=${when[1]}` : undefined}
      data-derived-from={field.derivedFrom}
    >
      <label for={id}>
        {field.descriptor.label}
        {field.descriptor.required || field.descriptor.default !== undefined ? null : (
          <span class="optional"> (optional)</span>
        )}
      </label>
      <Control
        id={id}
        name={field.name}
        d={field.descriptor}
        value={props.state.scalars[field.name] ?? ''}
        invalid={!!message}
        describedBy={described}
        required={field.descriptor.required}
        list={list}
        calendar={field.calendar}
        empty={props.emptyOptions?.[field.name]}
      />
      {note ? <BenchmarkLine note={note} target={id} /> : null}
      <ErrorSlot id={id} message={message} />
    </div>
  );
}

/** The choice between two sets of inputs: radio buttons, each showing its own set (with JavaScript). */
function ChoiceField({ state }: { state: ChoiceState }) {
  const { choice, value } = state;
  return (
    <fieldset class="choice-field" data-choice={choice.name}>
      <legend>{choice.label}</legend>
      {choice.options.map((o) => (
        <label class="choice-option">
          <input type="radio" name={choice.name} value={o.value} checked={o.value === value} /> {o.label}
        </label>
      ))}
    </fieldset>
  );
}

/** The inputs of one row; `index` is a number, or `__i__` inside the template JavaScript clones. */
function RowInputs({
  field,
  index,
  row,
  props,
}: {
  field: FormField;
  index: number | string;
  row: Record<string, string>;
  props: FormProps;
}) {
  const parts: Array<[string, InputDescriptor, string]> =
    field.kind === 'rows'
      ? Object.entries(field.itemFields ?? {}).map(([k, d]) => [k, d, `${field.name}.${index}.${k}`])
      : field.kind === 'map'
        ? [
            [
              'key',
              { type: 'string', label: 'Currency code', required: true, description: '' },
              `${field.name}.${index}.key`,
            ],
            ['value', field.valueDescriptor!, `${field.name}.${index}.value`],
          ]
        : [['value', field.valueDescriptor!, `${field.name}.${index}`]];
  return (
    <>
      {parts.map(([part, d, name]) => {
        const id = field.kind === 'values' ? fieldId(field.name, index) : fieldId(field.name, index, part);
        const message = props.errors.get(id);
        // Inside a row that is filled in, a map's code and rate, a list's value and an item's required fields
        // are needed (a blank row is simply dropped, so the browser must not refuse it: no `required`).
        const needed = field.kind !== 'rows' || d.required;
        return (
          <div class={`field${message ? ' has-error' : ''}`}>
            <label for={id}>{field.kind === 'values' ? `${field.itemLabel ?? 'Value'}` : d.label}</label>
            <Control
              id={id}
              name={name}
              d={d}
              value={row[part] ?? ''}
              invalid={!!message}
              describedBy={`${id}-error`}
              required={false}
              needed={needed}
              calendar={field.kind === 'rows' ? field.itemCalendars?.[part] : undefined}
            />
            <ErrorSlot id={id} message={message} />
          </div>
        );
      })}
    </>
  );
}

/** A row; `blank` marks the empty row offered for a new entry (left out of a printed page until typed in). */
function Row({
  field,
  index,
  row,
  props,
  blank,
}: {
  field: FormField;
  index: number | string;
  row: Record<string, string>;
  props: FormProps;
  blank?: boolean;
}) {
  const n = typeof index === 'number' ? index + 1 : '';
  return (
    <fieldset class={`row row-${field.kind}`} data-row data-blank={blank ? '' : undefined}>
      <legend>
        {field.itemLabel ?? 'Row'} <span data-row-number>{n}</span>
      </legend>
      <div class="row-fields">
        <RowInputs field={field} index={index} row={row} props={props} />
      </div>
      <button type="button" class="row-remove link-button" data-remove-row hidden>
        Remove<span class="visually-hidden"> {inSentence(field.itemLabel ?? 'Row')}</span>
      </button>
    </fieldset>
  );
}

function ListField({ field, props }: { field: FormField; props: FormProps }) {
  const id = fieldId(field.name);
  const rows = props.state.rows[field.name] ?? [];
  const message = props.errors.get(id);
  const blank: Record<string, string> = {};
  return (
    <fieldset
      class={`list-field${message ? ' has-error' : ''}`}
      id={id}
      aria-describedby={`${id}-error ${id}-hint`}
      data-list={field.name}
    >
      <legend>
        {field.descriptor.label}
        {field.descriptor.required ? null : <span class="optional"> (optional)</span>}
      </legend>
      <p class="hint" id={`${id}-hint`}>
        {namesInWords(field.descriptor.description, labelsOf(props.fields))}
      </p>
      <ErrorSlot id={id} message={message} />
      <div class="rows" data-rows>
        {rows.map((row, i) => (
          <Row field={field} index={i} row={row} props={props} />
        ))}
        <Row field={field} index={rows.length} row={blank} props={props} blank />
      </div>
      <template data-row-template>
        <Row field={field} index="__i__" row={blank} props={props} blank />
      </template>
      <button type="button" class="button-secondary" data-add-row data-max={field.maxItems} hidden>
        + Add {inSentence(field.itemLabel ?? 'Row')}
      </button>
    </fieldset>
  );
}

/** An input is used when it holds something other than nothing or 0 (the default of every grouped input). */
function used(props: FormProps, name: string): boolean {
  const value = (props.state.scalars[name] ?? '').trim();
  return (value !== '' && Number(value) !== 0) || props.errors.has(fieldId(name));
}

/** A group of inputs under its heading: open when one of them is used or refused, else collapsed. */
function FieldGroup({ title, fields, props }: { title: string; fields: readonly FormField[]; props: FormProps }) {
  return (
    <details class="field-group" open={fields.some((f) => used(props, f.name))}>
      <summary>{title}</summary>
      <div class="fields">
        {fields.map((f) => (
          <ScalarField field={f} props={props} />
        ))}
      </div>
    </details>
  );
}

/** A group's inputs, named `group.field` so the form sends them as the object the API takes. */
function GroupField({ field, props }: { field: FormField; props: FormProps }) {
  const id = fieldId(field.name);
  const members = Object.entries(field.itemFields ?? {}).map(([k, d]) => ({
    k,
    d,
    id: fieldId(field.name, k),
    value: props.state.scalars[`${field.name}.${k}`] ?? '',
  }));
  const open = members.some((m) => m.value !== '' || props.errors.has(m.id));
  const when = props.showWhen?.[field.name];
  return (
    <details
      class="field-group"
      id={id}
      open={open}
      data-group={field.name}
      data-show-when={when ? `${when[0]}=${when[1]}` : undefined}
    >
      <summary>
        {field.descriptor.label}
        <span class="optional"> (optional)</span>
      </summary>
      <p class="hint" id={`${id}-hint`}>
        {namesInWords(field.descriptor.description, labelsOf(props.fields))}
      </p>
      <div class="fields">
        {members.map((m) => {
          const message = props.errors.get(m.id);
          return (
            <div class={`field${message ? ' has-error' : ''}`}>
              <label for={m.id}>{m.d.label}</label>
              <Control
                id={m.id}
                name={`${field.name}.${m.k}`}
                d={m.d}
                value={m.value}
                invalid={!!message}
                describedBy={`${m.id}-error`}
                required={false}
              />
              <ErrorSlot id={m.id} message={message} />
            </div>
          );
        })}
      </div>
    </details>
  );
}

export function ToolForm(props: FormProps) {
  const visible = props.fields.filter((f) => f.name !== SCHEDULE_INPUT);
  const grouped = new Set(Object.values(props.groups ?? {}).flat());
  const scalars = visible.filter((f) => f.kind === 'scalar' && !grouped.has(f.name));
  const objects = visible.filter((f) => f.kind === 'group');
  const lists = visible.filter((f) => f.kind !== 'scalar' && f.kind !== 'group');
  const groups = Object.entries(props.groups ?? {}).map(
    ([title, names]) => [title, visible.filter((f) => f.kind === 'scalar' && names.includes(f.name))] as const,
  );
  return (
    <form class="calc-form" method="get" action={props.action} data-calc-form>
      {props.choice ? <ChoiceField state={props.choice} /> : null}
      <div class="fields">
        {scalars.map((f) => (
          <ScalarField field={f} props={props} />
        ))}
      </div>
      {groups.map(([title, fields]) =>
        fields.length === 0 ? null : <FieldGroup title={title} fields={fields} props={props} />,
      )}
      {objects.map((f) => (
        <GroupField field={f} props={props} />
      ))}
      {lists.map((f) => (
        <ListField field={f} props={props} />
      ))}
      {props.schedule ? <input type="hidden" name={SCHEDULE_INPUT} value={props.schedule} /> : null}
      {(props.keep ?? []).map(([name, value]) => (
        <input type="hidden" name={name} value={value} />
      ))}
      {props.currencyInputs.length > 0 ? (
        <datalist id="currency-codes">
          {props.currencies.map((c) => (
            <option value={c} />
          ))}
        </datalist>
      ) : null}
      <div class="form-actions">
        <button type="submit" class="button-primary">
          Calculate
        </button>
        <a
          class="link-button"
          href={
            props.keep?.length
              ? `${props.action}?${new URLSearchParams(props.keep as Array<[string, string]>).toString()}`
              : props.action
          }
        >
          Reset to example
        </a>
      </div>
    </form>
  );
}
