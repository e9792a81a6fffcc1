/**
 * The MCP App's words for people, as the calculator's page says them: inputs named by their form
 * labels ("APY", not `annualRate`) in notes, warnings and fields, and a refused calculation told
 * field by field ("Loan amount must be at least $0") instead of the tool's text for a model
 * ("/principal: must be >= 0").
 */
import type { FieldError } from '../../../errors/api-error';
import type { SchemaObject } from '../../../schemas/schema-object';
import { placeErrors } from '../../field-errors';
import { formFields, type FormField } from '../../form-fields';
import { formState } from '../../form-state';
import { humanize, inSentence, namesInWords } from '../../labels';
import { labelsOf } from '../../templates/tool-form';

export interface ViewWords {
  fields: readonly FormField[];
  /** A note of the calculator with input names in words. */
  words(text: string): string;
  /** The label of an input, or of field `item` of row `index` of a list ("Debt 2 APR"). */
  label(name: string, index?: number, item?: string): string;
}

export function viewWords(inputSchema: SchemaObject): ViewWords {
  const fields = formFields(inputSchema);
  const labels = labelsOf(fields);
  return {
    fields,
    words: (text) => namesInWords(text, labels),
    label(name, index, item) {
      const field = fields.find((f) => f.name === name);
      if (index === undefined || item === undefined) return field?.descriptor.label ?? humanize(name);
      const itemLabel = field?.itemFields?.[item]?.label ?? humanize(item);
      return `${field?.itemLabel ?? 'Row'} ${index + 1} ${inSentence(itemLabel)}`;
    },
  };
}

/** The problem+json-like error block of a refused `tools/call`, when one of its texts is that JSON. */
function errorBlock(texts: readonly string[]): { detail?: string; errors?: FieldError[] } | undefined {
  for (const text of texts) {
    if (!text.startsWith('{')) continue;
    try {
      const parsed = JSON.parse(text) as { error?: { detail?: unknown; errors?: unknown } };
      const e = parsed.error;
      if (typeof e === 'object' && e !== null)
        return {
          detail: typeof e.detail === 'string' ? e.detail : undefined,
          errors: Array.isArray(e.errors) ? (e.errors as FieldError[]) : undefined,
        };
    } catch {
      // not the JSON block
    }
  }
  return undefined;
}

/** What went wrong, line by line in the page's words; the tool's first text when it carries no error block. */
export function errorLines(
  texts: readonly string[],
  inputs: Readonly<Record<string, unknown>>,
  w: ViewWords,
): string[] {
  const block = errorBlock(texts);
  if (block?.errors && block.errors.length > 0) {
    return placeErrors(block.errors, w.fields, formState(inputs, w.fields)).map((e) =>
      w.words(`${e.label} ${e.message}`),
    );
  }
  if (block?.detail) return [w.words(block.detail)];
  return [texts[0] ?? 'The calculation failed.'];
}
