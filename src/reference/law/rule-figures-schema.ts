/**
 * Rules named by one property, each with exactly the figures it reads: the `allOf` of a rule's schema, one branch a
 * name, each figure given the schema of its kind. The special rules (`name`) and the Social Security rules (`rule`)
 * of the state law files share it.
 */
type Schema = Record<string, unknown>;

export function figuresOfEachRule<K extends string>(
  key: string,
  rules: Readonly<Record<string, Readonly<Record<string, K>>>>,
  kinds: Readonly<Record<K, Schema>>,
): Schema[] {
  return Object.keys(rules)
    .sort()
    .map((name) => {
      const figures = rules[name]!;
      return {
        if: { type: 'object', required: [key], properties: { [key]: { const: name } } },
        then: {
          properties: {
            figures: {
              type: 'object',
              required: Object.keys(figures),
              additionalProperties: false,
              properties: Object.fromEntries(Object.entries(figures).map(([k, kind]) => [k, kinds[kind]])),
            },
          },
        },
      };
    });
}
