/**
 * A choice between two ways of giving the same thing (the refinance's current loan: its balance and years left, or
 * its original amount, term and dates), declared by a view's `formChoice`. The form offers it as radio buttons named
 * `formChoice.name` and shows each option's inputs only while it is chosen (`data-show-when`, as other conditional
 * fields: hidden and disabled with JavaScript, so only the chosen set is sent). The choice itself is the page's, not
 * the calculator's: it is taken out of the query, and the inputs of the options not chosen with it (a form sent
 * without JavaScript sends every field) are left out, so the answer is the API's for the chosen set alone.
 */
import type { FormChoice } from '../calculators/parts';

export interface ChoiceState {
  choice: FormChoice;
  /** The option chosen. */
  value: string;
}

/**
 * The option a query chooses: the one it names, else the first whose inputs it holds, else the first. With the
 * query's choice taken out of `input`, and the other options' inputs too when the query names one.
 */
export function applyChoice(
  choice: FormChoice | undefined,
  params: URLSearchParams,
  input: Record<string, unknown>,
): ChoiceState | undefined {
  if (!choice) return undefined;
  const named = params.get(choice.name)?.toLowerCase();
  delete input[choice.name];
  const option = choice.options.find((o) => o.value === named);
  if (option) {
    for (const other of choice.options)
      if (other !== option) for (const name of other.inputs) if (!option.inputs.includes(name)) delete input[name];
    return { choice, value: option.value };
  }
  const held = choice.options.find((o) => o.inputs.some((name) => input[name] !== undefined));
  return { choice, value: (held ?? choice.options[0]!).value };
}

/** The inputs each option shows, as `showWhen` entries (input → [the choice, its option]). */
export function choiceShowWhen(choice: FormChoice | undefined): Record<string, readonly [string, string]> {
  const out: Record<string, readonly [string, string]> = {};
  for (const o of choice?.options ?? []) for (const name of o.inputs) out[name] = [choice!.name, o.value];
  return out;
}
