/**
 * The ages of the qualifying children (`childAges`): one per child counted in `children`, or none given (the ages
 * unknown). Pure.
 */
import { ApiError } from '../errors/api-error';
import type { TaxInput } from '../schemas/tax-calculator';

/** A 422 naming both fields when `childAges` is given with a length other than `children`. */
export function checkChildAges(input: TaxInput): void {
  const given = input.childAges?.length;
  if (given === undefined || given === input.children) return;
  const ages = `${given} ${given === 1 ? 'age' : 'ages'}`;
  throw ApiError.unsatisfiable('The children’s ages do not match the number of children', [
    {
      path: '/childAges',
      code: 'count_differs_from_children',
      message: `must hold one age per child: ${ages} given, children is ${input.children}`,
    },
    {
      path: '/children',
      code: 'count_differs_from_child_ages',
      message: `must equal the number of ages in childAges (${ages}), one per qualifying child`,
    },
  ]);
}
