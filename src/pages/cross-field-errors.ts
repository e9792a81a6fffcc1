/**
 * The errors of inputs that are valid alone but impossible together (`unsatisfiable_input`: spouse income on a single
 * return), looked for while other fields are refused: the dispatcher checks them only once every field is valid, so
 * a page would show them one round after the field errors. The page asks again without the refused fields, so that a
 * person corrects everything in one go.
 */
import type { Calculator } from '../calculators/define';
import type { ApiError, FieldError } from '../errors/api-error';
import type { PageCalculator } from './page-calculation';

/** The input a field error is about (`/debts/1/rate` → `debts`), or undefined for the body as a whole. */
function inputOf(e: FieldError): string | undefined {
  const token = e.path.split('/')[1];
  return token ? token.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/**
 * The cross-field errors `input` has besides the field errors of `refused`: the calculation asked again with each
 * refused input left out (its default applies) or, when it is required, the example's value in its place. An error
 * on, or naming, an input that was left out or replaced is not reported: it would be about a value nobody sent.
 */
export async function crossFieldErrors(
  calc: Calculator,
  input: Readonly<Record<string, unknown>>,
  refused: ApiError,
  calculator: PageCalculator,
): Promise<FieldError[]> {
  if (refused.code !== 'invalid_input' || !refused.errors?.length) return [];
  const names = refused.errors.map(inputOf);
  if (names.some((n) => n === undefined)) return [];
  const replaced = new Set(names as string[]);
  const required = new Set((calc.inputSchema.required ?? []) as string[]);
  const retry: Record<string, unknown> = { ...input };
  for (const name of replaced) {
    delete retry[name];
    if (!required.has(name)) continue;
    if (!Object.hasOwn(calc.exampleInputs, name)) return [];
    retry[name] = calc.exampleInputs[name];
  }
  const outcome = await calculator.run(calc.slug, retry, false);
  if (!('error' in outcome) || outcome.error.code !== 'unsatisfiable_input') return [];
  const mentions = (message: string, name: string) =>
    new RegExp(`(^|[^\\w])${name.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}([^\\w]|$)`).test(message);
  return (outcome.error.errors ?? []).filter((e) => {
    const about = inputOf(e);
    return about !== undefined && ![...replaced].some((name) => about === name || mentions(e.message, name));
  });
}
