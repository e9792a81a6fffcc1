/** The children's ages (`childAges`): one per qualifying child under 17, bounded as `children` is. */
import { calculator, fieldError } from '../../support/run-calculator';

const { run: tax, errorOf } = calculator('tax-calculator');

const household = { grossIncome: 40000, filingStatus: 'hoh', taxYear: 2025 } as const;

describe('tax-calculator: childAges', () => {
  it('is optional: without it the ages are unknown and the input leaves it out', () => {
    const out = tax({ ...household, children: 2 });
    expect(out.input).not.toHaveProperty('childAges');
  });

  it('takes one age per child and echoes them in the order given', () => {
    const out = tax({ ...household, children: 3, childAges: [0, 5, 16] });
    expect(out.input.childAges).toEqual([0, 5, 16]);
  });

  it('without care expenses it changes no federal amount: the child tax credit and the EIC count children under 17 either way', () => {
    const without = tax({ ...household, children: 2 }).result;
    const withAges = tax({ ...household, children: 2, childAges: [1, 12] }).result;
    expect(withAges.federalIncomeTaxAfterCredits).toBe(without.federalIncomeTaxAfterCredits);
    expect(withAges.earnedIncomeCredit).toBe(without.earnedIncomeCredit);
  });

  it('an empty list goes with no children', () => {
    expect(() => tax({ ...household, children: 0, childAges: [] })).not.toThrow();
  });

  it.each([
    ['fewer ages than children', 3, [4, 9]],
    ['more ages than children', 1, [4, 9]],
    ['ages without children', 0, [4]],
    ['no ages for a child', 1, []],
  ])('%s is a 422 naming /childAges and /children', (_, children, childAges) => {
    const e = errorOf({ ...household, children, childAges });
    expect(e.status).toBe(422);
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.errors).toEqual([
      fieldError('/childAges', 'count_differs_from_children', {
        message: expect.stringContaining(`given, children is ${children}`),
      }),
      fieldError('/children', 'count_differs_from_child_ages', {
        message: expect.stringContaining(`ages in childAges (${childAges.length} age`),
      }),
    ]);
  });

  it('refuses an age of 17 or more (children counts children under 17) and a negative one, at the item', () => {
    expect(errorOf({ ...household, children: 2, childAges: [3, 17] }).errors).toEqual([
      fieldError('/childAges/1', 'maximum'),
    ]);
    expect(errorOf({ ...household, children: 1, childAges: [-1] }).errors).toEqual([
      fieldError('/childAges/0', 'minimum'),
    ]);
    expect(() => tax({ ...household, children: 1, childAges: [16] })).not.toThrow();
  });

  it('refuses a fractional age', () => {
    expect(errorOf({ ...household, children: 1, childAges: [2.5] }).errors).toEqual([
      fieldError('/childAges/0', 'type'),
    ]);
  });

  it('holds at most as many ages as children may be (20)', () => {
    const ages = (n: number) => Array.from({ length: n }, (_, i) => i % 17);
    expect(() => tax({ ...household, children: 20, childAges: ages(20) })).not.toThrow();
    expect(errorOf({ ...household, children: 20, childAges: ages(21) }).errors).toEqual([
      fieldError('/childAges', 'maxItems'),
    ]);
  });
});
