/**
 * One input of the calculator form, chosen by its descriptor: a select for an enum, a number input
 * with its unit beside it, a date or month picker, or a text input. The schema's bounds and step become HTML attributes.
 */
import type { InputDescriptor } from '../../schemas/descriptors';
import { isNumeric, type CalendarType } from '../form-fields';
import { optionLabel } from '../labels';

/** The state of an option whose value is a locality id (`NY-NYC`): it follows the state select. */
const stateOf = (value: string) => /^([A-Z]{2})-[A-Z0-9_]+$/.exec(value)?.[1];

const PREFIX: Readonly<Record<string, string>> = { USD: '$' };
const SUFFIX: Readonly<Record<string, string>> = { percent: '%', years: 'years', months: 'months' };

interface ControlProps {
  id: string;
  name: string;
  d: InputDescriptor;
  value: string;
  invalid: boolean;
  describedBy: string;
  required: boolean;
  /** Needed although not `required` (a field inside a list row): not labelled "optional". */
  needed?: boolean;
  list?: string;
  /** A date or month input: the browser's picker (a browser without one shows a text box taking the same YYYY-MM-DD). */
  calendar?: CalendarType;
  /** The words of an optional select's empty option ("None (federal only)"); "(default)" unless given. */
  empty?: string;
}

export function Control({
  id,
  name,
  d,
  value,
  invalid,
  describedBy,
  required,
  needed,
  list,
  calendar,
  empty,
}: ControlProps) {
  const placeholder = required || needed ? undefined : 'optional';
  const common = {
    id,
    name,
    'aria-describedby': describedBy,
    'aria-invalid': invalid ? ('true' as const) : undefined,
    required: required || undefined,
  };
  if (d.type === 'select') {
    const options = (d.options ?? []).map(String);
    return (
      <select {...common}>
        {required ? null : <option value="">{empty ?? '(default)'}</option>}
        {options.map((o, i) => {
          const title = d.option_titles?.[i];
          const state = title === undefined ? undefined : stateOf(o);
          return (
            <option value={o} selected={o === value} data-state={state}>
              {title ?? optionLabel(o)}
            </option>
          );
        })}
      </select>
    );
  }
  if (isNumeric(d)) {
    const prefix = d.unit ? PREFIX[d.unit] : undefined;
    const suffix = d.unit ? SUFFIX[d.unit] : undefined;
    return (
      <div class={`input-wrap${prefix ? ' has-prefix' : ''}${suffix ? ' has-suffix' : ''}`}>
        {prefix ? (
          <span class="affix prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          {...common}
          type="number"
          inputMode="decimal"
          value={value}
          min={d.min}
          max={d.max}
          step={htmlStep(d)}
          placeholder={placeholder}
          data-needed={needed ? '' : undefined}
        />
        {suffix ? (
          <span class="affix suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
    );
  }
  if (calendar) {
    return (
      <input
        {...common}
        type={calendar}
        value={value}
        pattern={calendar === 'date' ? '\\d{4}-\\d{2}-\\d{2}' : '\\d{4}-\\d{2}'}
        placeholder={calendar === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM'}
        data-needed={needed ? '' : undefined}
      />
    );
  }
  return (
    <input
      {...common}
      type="text"
      value={value}
      list={list}
      autoComplete="off"
      spellcheck={false}
      placeholder={placeholder}
      data-needed={needed ? '' : undefined}
    />
  );
}

/**
 * The `step` attribute: HTML counts steps from `min`, so a step that `min` is not a multiple of
 * (one month = 1/12 year, step 1) would make every whole number invalid; such a field gets "any".
 */
export function htmlStep(d: InputDescriptor): number | 'any' {
  const step = d.step;
  if (step === undefined || step <= 0) return 'any';
  const base = d.min ?? 0;
  const ratio = base / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9 ? step : 'any';
}
