/**
 * " (default)" after an assumption whose value is its input's default, read from the input schema
 * (the one source of defaults): compute sees inputs after defaults are applied, so a value the
 * caller typed that equals the default is labelled the same way (docs/decisions.md). Compute sees
 * money in cents, so a money default (dollars in the schema) is compared in cents.
 */
import { toCents } from './money';

interface WithDefaults {
  readonly properties: Readonly<Record<string, unknown>>;
}

/**
 * The note function of one input schema.
 * @example defaultNotes(mortgageInputSchema)('insuranceMonthly', 15000) // " (default)"
 */
export function defaultNotes<S extends WithDefaults>(
  schema: S,
): (name: keyof S['properties'] & string, value: unknown) => string {
  return (name, value) => {
    const property = schema.properties[name] as { default?: unknown; 'x-unit'?: unknown } | undefined;
    if (property === undefined || !('default' in property)) return '';
    const byDefault =
      property['x-unit'] === 'USD' && typeof property.default === 'number'
        ? toCents(property.default)
        : property.default;
    return byDefault === value ? ' (default)' : '';
  };
}
