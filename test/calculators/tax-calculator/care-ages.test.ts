/**
 * The child and dependent care credit's qualifying persons read `childAges` (2025 and 2026).
 *
 * IRC §21(b)(1)(A): a qualifying individual is a dependent of the taxpayer "who has not attained age 13" (the §21(b)(1)
 * text as Cornell LII quotes it, https://www.law.cornell.edu/uscode/text/26/21); Form 2441 line 2 lists them, and
 * line 3 takes the expenses up to §21(c)'s $3,000 for one qualifying person, $6,000 for two or more. With `childAges`
 * the qualifying persons are the children under 13 on 31 December; without it every child given (under 17) is taken
 * as one, as before. Line 8's rate by IRC §21(a)(2): 2025 35 % less 1 point per $2,000 or part of AGI over $15,000, not
 * below 20 %; 2026 (as P.L. 119-21 §70405 amended it) 50 % reduced the same way, not below 35 %, then below 35 % from
 * $75,000 ($150,000 joint). Tax: the 2025 hoh schedule (Rev. Proc. 2024-40, as P.L. 119-21 set the standard
 * deduction: 23,625) and 2026's (Rev. Proc. 2025-32: standard deduction 24,150, 10 % to 17,700, 12 % to 67,450).
 */
import fc from 'fast-check';
import { calculator } from '../../support/run-calculator';

const { result, run } = calculator('tax-calculator');

type Year = 2025 | 2026;
const hoh = (taxYear: Year, grossIncome: number, children: number, childAges?: number[]) => ({
  grossIncome,
  filingStatus: 'hoh',
  children,
  ...(childAges === undefined ? {} : { childAges }),
  dependentCareExpenses: 8000,
  taxYear,
});

const careWords = (r: ReturnType<typeof run>) =>
  r.assumptions!.find((a) => a.startsWith('Child and dependent care credit')) ?? '';

describe('tax-calculator: the care credit’s qualifying persons from childAges (Form 2441, IRC §21(b)(1)(A))', () => {
  it.each([
    // 2025 hoh 40,000: line 8 35 − ⌈25,000 / 2,000⌉ = 22 %; tax 10 % × (40,000 − 23,625) = 1,637.50 holds it.
    // Two children without ages: 6,000 × 22 % = 1,320; [3, 14]: one qualifying person, 3,000 × 22 % = 660;
    // [14, 15]: none; [3, 12]: both, 1,320.
    [2025, 40000, undefined, 1320],
    [2025, 40000, [3, 14], 660],
    [2025, 40000, [14, 15], 0],
    [2025, 40000, [3, 12], 1320],
    // 2026 hoh 60,000: line 8 50 − ⌈45,000 / 2,000⌉ → the 35 % floor of the first reduction (AGI under 75,000);
    // tax 1,770 + 12 % × (60,000 − 24,150 − 17,700) = 3,948 holds it. Without ages: 6,000 × 35 % = 2,100;
    // [3, 14]: 3,000 × 35 % = 1,050; [14, 15]: none; [3, 12]: 2,100.
    [2026, 60000, undefined, 2100],
    [2026, 60000, [3, 14], 1050],
    [2026, 60000, [14, 15], 0],
    [2026, 60000, [3, 12], 2100],
  ] as const)('%i hoh %d, 2 children, 8,000 of care, childAges %j: credit %d', (taxYear, wages, ages, credit) => {
    const r = result(hoh(taxYear, wages, 2, ages === undefined ? undefined : [...ages]));
    expect(r.dependentCareCredit).toBe(credit);
  });

  it('a child 13 on 31 December is not a qualifying person: [12, 13] is one (limit 3,000), 2025 and 2026', () => {
    expect(result(hoh(2025, 40000, 2, [12, 13])).dependentCareCredit).toBe(660);
    expect(result(hoh(2026, 60000, 2, [12, 13])).dependentCareCredit).toBe(1050);
  });

  it('the words say which rule gave the qualifying persons', () => {
    const without = careWords(run(hoh(2025, 40000, 2)));
    expect(without).toContain('Child and dependent care credit $1,320.00 (Form 2441)');
    expect(without).toContain('The children under 17 given are taken as the qualifying persons under 13');

    const one = careWords(run(hoh(2025, 40000, 2, [3, 14])));
    expect(one).toContain('Child and dependent care credit $660.00 (Form 2441)');
    expect(one).toContain(
      'Qualifying persons: 1 child under 13 of the 2 given (childAges, ages on 31 December; IRC §21(b)(1)(A))',
    );
    expect(one).not.toContain('taken as the qualifying persons');
    expect(one).not.toContain('is not counted');

    const two = careWords(run({ ...hoh(2026, 60000, 3, [1, 4, 15]) }));
    expect(two).toContain('Qualifying persons: 2 children under 13 of the 3 given (childAges');

    const none = careWords(run(hoh(2026, 60000, 2, [14, 15])));
    expect(none).toContain('Child and dependent care credit $0.00 (Form 2441)');
    expect(none).toContain('Qualifying persons: none, no child under 13 of the 2 given (childAges');

    const thirteen = careWords(run(hoh(2025, 40000, 2, [12, 13])));
    expect(thirteen).toContain(
      'a child 13 at the end of the year is not counted, though care before the 13th birthday qualifies',
    );
  });
});

describe('tax-calculator: the care credit and childAges (fast-check)', () => {
  const household = fc
    .record({
      taxYear: fc.constantFrom(2025, 2026),
      filingStatus: fc.constantFrom('single', 'mfj', 'hoh', 'mfs'),
      grossIncome: fc.integer({ min: 0, max: 250_000 }),
      spouseShare: fc.integer({ min: 0, max: 100 }),
      childAges: fc.array(fc.integer({ min: 0, max: 16 }), { minLength: 0, maxLength: 4 }),
      dependentCareExpenses: fc.integer({ min: 0, max: 12_000 }),
      fsa: fc.integer({ min: 0, max: 2_500 }),
    })
    .map(({ spouseShare, fsa, ...h }) => {
      const spouseIncome = h.filingStatus === 'mfj' ? Math.floor((h.grossIncome * spouseShare) / 100) : 0;
      // A dependent care FSA through the filer's payroll, at most the filer's wages.
      const dependentCareFsa = Math.min(fsa, h.grossIncome - spouseIncome);
      return {
        ...h,
        children: h.childAges.length,
        spouseIncome,
        ...(dependentCareFsa > 0 ? { preTaxDeductions: { dependentCareFsa } } : {}),
      };
    });

  it('adding a child aged 13 or more never raises the credit (not a qualifying person: IRC §21(b)(1)(A))', () => {
    fc.assert(
      fc.property(household, fc.integer({ min: 13, max: 16 }), (h, age) => {
        const before = result(h).dependentCareCredit;
        const after = result({ ...h, children: h.children + 1, childAges: [...h.childAges, age] }).dependentCareCredit;
        expect(after).toBeLessThanOrEqual(before);
        // Form 2441's qualifying persons, its limit and the tax it may use are all unchanged: the same credit.
        expect(after).toBe(before);
      }),
      { numRuns: 120 },
    );
  });

  it('ages all under 13 give the answer without ages; any ages never give more than it', () => {
    fc.assert(
      fc.property(household, (h) => {
        const { childAges, ...without } = h;
        const unknown = result(without).dependentCareCredit;
        const known = result(h).dependentCareCredit;
        expect(known).toBeLessThanOrEqual(unknown);
        if (childAges.every((a) => a < 13)) expect(known).toBe(unknown);
      }),
      { numRuns: 120 },
    );
  });
});
