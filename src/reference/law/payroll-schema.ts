/**
 * The schemas of a state's payroll figure groups (`payrollContributions`, `benefitTreatment`), built from the law
 * schema's own pieces (./schema.ts) so they are checked as the other groups are.
 */
import { PRE_TAX_BENEFITS } from './payroll-types';

type Schema = Record<string, unknown>;

/** The pieces of the law's schema the payroll groups are made of. */
export interface PayrollSchemaParts {
  readonly sourced: (properties: Schema, required?: readonly string[]) => Schema;
  readonly text: (minLength?: number) => Schema;
  readonly rate: Schema;
  readonly amount: Schema;
}

/** The schemas of a contribution program and of a benefit treatment. */
export function payrollSchemas({ sourced, text, rate, amount }: PayrollSchemaParts) {
  /**
   * A state payroll contribution program (a disability or paid-leave insurance, a payroll tax on wages): its rate (the
   * whole premium, percent of wages), the employee's share of it (percent of the rate; 100 where the employee pays it
   * all), the wages it is due on in a year (`wageBase`, null: every dollar) or in a week (`weeklyWageBase`, where the
   * program caps a week's wages), each year from the program's own notice.
   */
  const CONTRIBUTION = sourced(
    {
      program: { type: 'string', pattern: '^[A-Z]{2}-[A-Z0-9_]+$' },
      name: text(6),
      rate,
      employeeSharePct: rate,
      wageBase: { anyOf: [{ type: 'null' }, amount] },
      weeklyWageBase: amount,
    },
    ['program', 'name', 'rate', 'employeeSharePct', 'wageBase'],
  );

  /** A state's treatment of salary reductions for some pre-tax benefits: kept in its wages or left out, and its law. */
  const BENEFIT_TREATMENT = sourced(
    {
      benefits: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: [...PRE_TAX_BENEFITS] } },
      inStateWages: { type: 'boolean' },
      law: text(20),
    },
    ['benefits', 'inStateWages', 'law'],
  );
  return { CONTRIBUTION, BENEFIT_TREATMENT };
}
