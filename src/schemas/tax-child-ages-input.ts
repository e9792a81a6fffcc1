/**
 * The tax calculator's `childAges` input: the age of each qualifying child counted in `children`, for the credits
 * that depend on a child's age (the child and dependent care credit's children under 13, and state credits). Spread into the calculator's input schema beside `children`, whose bound it
 * shares.
 */
import { integer } from './common';

/** The most qualifying children (and other dependents) the tax calculator accepts. */
export const MAX_CHILDREN = 20;

/**
 * The `childAges` list for children under `childAgeLimit` (the child tax credit's age limit, 17): each age 0 to
 * `childAgeLimit` − 1, at most MAX_CHILDREN of them; its length must equal `children` (a 422 naming both).
 */
export function childAgesInput(childAgeLimit: number) {
  const oldest = childAgeLimit - 1;
  return {
    type: 'array',
    title: 'Ages of the children',
    description:
      `Optional: the age of each qualifying child counted in children on 31 December of the tax year, in years (0–${oldest}), one per child, ` +
      'so the list has exactly children entries (e.g. [2, 7] for two children). Read by the child and dependent care credit (Form 2441: its qualifying persons are the children under 13) ' +
      'and by the state credits that depend on a child’s age (California’s Young Child Tax Credit, a child under 6). Omitted: the ages are unknown, and the answer says what each such credit assumed.',
    items: integer(
      'Child age',
      `Age of one qualifying child on 31 December, in years (0–${oldest}).`,
      0,
      oldest,
      'years',
    ),
    maxItems: MAX_CHILDREN,
  } as const;
}
