import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { debtPayoffInputSchema } from '../../src/schemas/debt-payoff-calculator';
import type { SchemaObject } from '../../src/schemas/schema-object';
import { ApiError } from '../../src/errors/api-error';
import { boundsSchema, compileInputValidator } from '../../src/schemas/validate';
import { testApp } from '../support/app';

const validate = compileInputValidator(debtPayoffInputSchema as SchemaObject);

function fieldErrors(fn: () => unknown): { path: string; code: string; message: string }[] {
  try {
    fn();
  } catch (err) {
    return (err as ApiError).errors as never;
  }
  throw new Error('expected a refusal');
}

/** `n` items that count every property read or key listing made on them. */
function countedItems(n: number): { items: object[]; touches: () => number } {
  let touches = 0;
  const handler: ProxyHandler<object> = {
    get: (t, k) => (touches++, Reflect.get(t, k)),
    ownKeys: (t) => (touches++, Reflect.ownKeys(t)),
    has: (t, k) => (touches++, Reflect.has(t, k)),
    getOwnPropertyDescriptor: (t, k) => (touches++, Reflect.getOwnPropertyDescriptor(t, k)),
  };
  const items = Array.from({ length: n }, () => new Proxy({}, handler));
  return { items, touches: () => touches };
}

describe('size bounds are checked before item-by-item validation', () => {
  it('refuses 33,000 {} debts at the list length: one error, and no item is looked at', () => {
    const { items, touches } = countedItems(33_000);
    const errors = fieldErrors(() => validate({ debts: items, monthlyBudget: 1 }));
    expect(errors).toEqual([{ path: '/debts', code: 'maxItems', message: 'must have at most 50 items' }]);
    expect(touches()).toBe(0);
  });

  it('refuses an object with far more fields than it has names before suggesting a name for each', () => {
    const debt = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`field${i}`, i]));
    const errors = fieldErrors(() => validate({ debts: [debt], monthlyBudget: 1 }));
    expect(errors).toEqual([
      {
        path: '/debts/0',
        code: 'maxProperties',
        message: 'has 5000 fields, of which at most 6 can be inputs: too many unknown ones to list each',
      },
    ]);
  });

  it('still lists a few unknown fields one by one, with what they may have meant', () => {
    const errors = fieldErrors(() =>
      validate({ debts: [{ name: 'a', balance: 1, rate: 1, minPayment: 1, minPaymnet: 2 }], monthlyBudget: 1 }),
    );
    expect(errors).toContainEqual(expect.objectContaining({ path: '/debts/0/minPaymnet', code: 'unknown_field' }));
  });

  it('checks a string length on an alias name as on its canonical name', () => {
    const long = 'x'.repeat(10_000);
    const errors = fieldErrors(() =>
      validate({ debts: [{ name: long, balance: 1, apr: 1, minimumPayment: 1 }], monthlyBudget: 1 }),
    );
    expect(errors).toEqual([expect.objectContaining({ path: '/debts/0/name', code: 'maxLength' })]);
  });

  it('still lists every invalid field of an input within its bounds', () => {
    const errors = fieldErrors(() => validate({ debts: [{}, {}], monthlyBudget: -1 }));
    expect(errors.length).toBeGreaterThan(4);
  });

  it.each(calculators.map((c) => [c.slug, c] as const))('%s: its example input is within its bounds', (_slug, c) => {
    const v = compileInputValidator(c.inputSchema);
    expect(() => v(c.exampleInputs)).not.toThrow();
    const bounds = boundsSchema(c.inputSchema);
    // Every calculator input is a closed object: at least its own field count is bounded.
    expect(bounds?.maxProperties).toEqual(expect.any(Number));
  });

  it('an invalid list costs less CPU than the cheapest valid request of its calculator (loosely)', () => {
    const invalid = JSON.parse(`{"debts":[${Array(33000).fill('{}')}],"monthlyBudget":1}`) as object;
    const cheapest = {
      debts: [{ name: 'a', balance: 1, rate: 0, minPayment: 1 }],
      monthlyBudget: 1,
      strategy: 'avalanche',
      schedule: 'none',
    };
    const cpu = (fn: () => void, n: number) => {
      const t = process.cpuUsage();
      for (let i = 0; i < n; i++) fn();
      const c = process.cpuUsage(t);
      return (c.user + c.system) / n;
    };
    const refused = cpu(() => fieldErrors(() => validate(invalid)), 200);
    const valid = cpu(() => validate(cheapest), 200);
    // Microseconds against microseconds; the walk of 33,000 items that this replaces took 100 ms and more.
    expect(refused).toBeLessThan(Math.max(10 * valid, 1000));
  });

  it('answers the repro body over HTTP with a short error list', async () => {
    const { app } = testApp();
    const body = `{"debts":[${Array(33000).fill('{}')}],"monthlyBudget":1}`;
    const res = await request(app)
      .post('/api/v1/calculate/debt-payoff-calculator')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ path: '/debts', code: 'maxItems' })]);
  });
});
