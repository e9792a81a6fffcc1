/**
 * " (default)" after an assumption whose value is its input's default, read from the input schema
 * (the one source of defaults): compute sees inputs after defaults are applied, so a value the
 * caller typed that equals the default is labelled the same way (docs/decisions.md).
 */
interface WithDefaults {
  readonly properties: Readonly<Record<string, unknown>>;
}

/**
 * The note function of one input schema.
 * @example defaultNotes(mortgageInputSchema)('pmiRate', 0.5) // " (default)"
 */
export function defaultNotes<S extends WithDefaults>(schema: S): (name: keyof S['properties'] & string, value: unknown) => string {
  return (name, value) => {
    const property = schema.properties[name] as { default?: unknown } | undefined;
    return property !== undefined && 'default' in property && property.default === value ? ' (default)' : '';
  };
}
