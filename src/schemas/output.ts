/**
 * Builders for the JSON Schema fragments of calculator results: closed objects whose every member is
 * described, with the units (`x-unit`) the pages and MCP help read, and the schedule rows most
 * calculators return. `closedObject` also builds the closed objects of the other responses (rates,
 * tools, usage, health, problems).
 */

export function outMoney(description: string) {
  return { type: 'number', description, 'x-unit': 'USD' } as const;
}
export function outPercent(description: string) {
  return { type: 'number', description, 'x-unit': 'percent' } as const;
}
/** An APR: a percent always shown with three decimals, as lenders print one (6.634 %, 7.000 %). */
export function outApr(description: string) {
  return { ...outPercent(description), 'x-decimals': 3 } as const;
}
export function outInteger(description: string, unit = 'count') {
  return { type: 'integer', minimum: 0, description, 'x-unit': unit } as const;
}
export function outNullable<S extends { readonly type: string }>(schema: S) {
  return { ...schema, type: [schema.type, 'null'] } as unknown as Omit<S, 'type'> & {
    readonly type: readonly [S['type'], 'null'];
  };
}
export function outArray<const I>(description: string, items: I, maxItems = 1200) {
  return { type: 'array', description, maxItems, items } as const;
}
/**
 * A closed object: every property is required except those named in `optional` (fields that
 * appear only on request, such as schedules, or only in some cases).
 */
export function closedObject<const P extends Record<string, unknown>, const K extends keyof P & string = never>(
  properties: P,
  optional: readonly K[] = [],
) {
  const required = Object.keys(properties).filter((k) => !(optional as readonly string[]).includes(k));
  return {
    type: 'object',
    additionalProperties: false,
    required: required as unknown as readonly Exclude<keyof P & string, K>[],
    properties,
  } as const;
}

/** A closed output object with its description. */
export function outObject<const P extends Record<string, unknown>, const K extends keyof P & string = never>(
  description: string,
  properties: P,
  optional: readonly K[] = [],
) {
  const { type, ...closed } = closedObject(properties, optional);
  return { type, description, ...closed } as const;
}

/** A row of a monthly schedule: its month number first; the members named in `optional` appear only in some cases. */
export function monthRow<const P extends Record<string, unknown>, const K extends keyof P & string = never>(
  description: string,
  properties: P,
  optional: readonly K[] = [],
) {
  return outObject(description, { month: outInteger('Month number, 1-based.', 'months'), ...properties }, optional);
}

/** A row of a yearly schedule: its year number first; the members named in `optional` appear only in some cases. */
export function yearRow<const P extends Record<string, unknown>, const K extends keyof P & string = never>(
  description: string,
  properties: P,
  optional: readonly K[] = [],
) {
  return outObject(description, { year: outInteger('Year number, 1-based.', 'years'), ...properties }, optional);
}

/** What a savings plan or an investment is worth at the end of its horizon (`what`: "Balance", "Value"…). */
export function outFutureValue(what: string) {
  return outMoney(`${what} at the end of the horizon, rounded to cents.`);
}

/** The period of a schedule row, as its field descriptions name it ("Interest earned this month", "… during the year"). */
export type Period = 'month' | 'year';
const DURING = { month: 'this month', year: 'during the year' } as const;

/** A growth row's `interest` earned in its period and the `balance` it ends with (`what`: "Balance", "Savings"), in the period's words. */
export function outGrowth(p: Period, what: string, interestNote = '') {
  return {
    interest: outMoney(`Interest earned ${DURING[p]}${interestNote}.`),
    balance: outMoney(`${what} at the end of the ${p}.`),
  };
}

/** A yearly row of a plan whose horizon need not be whole years. */
export function partialYearRow<const P extends Record<string, unknown>, const K extends keyof P & string = never>(
  what: string,
  properties: P,
  optional: readonly K[] = [],
) {
  return yearRow(`${what} (the last year may be partial).`, properties, optional);
}

/** How long a loan runs, in years, whatever its payment frequency. */
export const outPayoffYears = {
  type: 'number',
  minimum: 0,
  description:
    'Years until the loan is repaid: numberOfPayments / payments a year, 2 decimals (27.85 for 724 biweekly payments).',
  'x-unit': 'years',
} as const;

/**
 * An older name of a result member, kept with the same value for the clients that read it: the member's schema,
 * described as the alias it is and marked `deprecated` (JSON Schema 2020-12 meta-data, shown by OpenAPI tools).
 */
export function deprecatedAlias<const S extends { readonly description: string }>(schema: S, name: string) {
  return {
    ...schema,
    description: `Deprecated: the same value as ${name}, under the name it had when every payment was monthly. ${schema.description}`,
    deprecated: true,
  } as const;
}

/**
 * A row of an amortization schedule: its `paymentNumber` first (and `month`, the same number under its older
 * name), then `payment` and `principal`, the interest as amortize.ts charges it, and the rest.
 */
export function paymentRow<
  const H extends Record<string, unknown>,
  const P extends Record<string, unknown>,
  const K extends (keyof H | keyof P) & string = never,
>(description: string, head: H, rest: P, optional: readonly K[] = []) {
  return outObject(
    description,
    {
      paymentNumber: outInteger('Payment number, 1-based, at any payment frequency.'),
      month: deprecatedAlias(outInteger('Payment number, 1-based.'), 'paymentNumber'),
      ...head,
      interest: outMoney(
        'Interest charged for the period this payment ends (a month unless paymentFrequency says otherwise), rounded to cents on the running balance.',
      ),
      ...rest,
    },
    optional,
  );
}

/** A yearly row of an amortization schedule: principal and interest paid in the year, then the rest. */
export function paymentYearRow<const P extends Record<string, unknown>>(
  description: string,
  principalPaid: string,
  rest: P,
) {
  return yearRow(description, {
    principalPaid: outMoney(principalPaid),
    interestPaid: outMoney('Interest paid in the year.'),
    ...rest,
  });
}

/** The members a `schedule` input adds to a result; they are optional. */
export const SCHEDULES = ['schedule', 'yearlySchedule'] as const;

/**
 * A closed result (`outObject`) ending with the `schedule` (monthly rows, up to a century) and `yearlySchedule`
 * members a `schedule` input asks for: optional, like the members named in `optional`. `rows` and `yearlyRows`
 * are what their descriptions call the rows.
 */
export function outScheduled<
  const P extends Record<string, unknown>,
  const M,
  const Y,
  const K extends keyof P & string = never,
>(
  description: string,
  properties: P,
  {
    monthly,
    yearly,
    rows = 'rows',
    yearlyRows = rows,
    maxRows = 1200,
    maxYears = 100,
    perPayment = false,
  }: {
    monthly: M;
    yearly: Y;
    rows?: string;
    yearlyRows?: string;
    maxRows?: number;
    maxYears?: number;
    /** The rows are payments at any frequency (a loan), not months. */
    perPayment?: boolean;
  },
  optional: readonly K[] = [],
) {
  const schedules = {
    schedule: outArray(
      perPayment
        ? `One row per payment, at any frequency, ${rows} (schedule = "monthly" or "payments").`
        : `Monthly ${rows} (schedule = "monthly").`,
      monthly,
      maxRows,
    ),
    yearlySchedule: outArray(
      perPayment
        ? `Yearly ${yearlyRows}, calendar years with firstPaymentDate (schedule = "monthly", "payments" or "yearly").`
        : `Yearly ${yearlyRows} (schedule = "monthly" or "yearly").`,
      yearly,
      maxYears,
    ),
  };
  return outObject(description, { ...properties, ...schedules }, [...optional, ...SCHEDULES]);
}
