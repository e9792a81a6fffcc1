/** Tax: invariants of the paychecks over any household, Form W-4 and income beyond wages (fast-check), both tax years. */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';
import { statesWithRules } from '../../../src/calculators/law';

const { result } = calculator('tax-calculator');

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);
const w4 = fc.record(
  {
    step2Checkbox: fc.boolean(),
    step3Credits: cents(10_000),
    step4aOtherIncome: cents(50_000),
    step4bDeductions: cents(50_000),
    step4cExtraWithholding: cents(100),
  },
  { requiredKeys: [] },
);

const benefits = fc.record(
  {
    healthPremiums: cents(3_000),
    hsa: cents(3_000),
    healthFsa: cents(2_000),
    dependentCareFsa: cents(2_000),
    commuter: cents(2_000),
  },
  { requiredKeys: [] },
);

const household = fc
  .record({
    taxYear: fc.constantFrom(2025, 2026),
    filingStatus: fc.constantFrom('single', 'mfj', 'mfs', 'hoh', 'qss'),
    grossIncome: fc.integer({ min: 20_000_00, max: 900_000_00 }).map((c) => c / 100),
    spouseShare: fc.double({ min: 0, max: 1, noNaN: true }),
    deferralShare: fc.double({ min: 0, max: 0.1, noNaN: true }),
    children: fc.integer({ min: 0, max: 6 }),
    otherDependents: fc.integer({ min: 0, max: 3 }),
    payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
    state: fc.option(fc.constantFrom(...statesWithRules(2025).filter((s) => statesWithRules(2026).includes(s))), {
      nil: undefined,
    }),
    w4: fc.option(w4, { nil: undefined }),
    spouseW4: fc.option(w4, { nil: undefined }),
    pre: fc.option(benefits, { nil: undefined }),
    spousePre: fc.option(benefits, { nil: undefined }),
    // Income beyond wages, whose taxes (Schedule SE, Form 8959 Part II, Form 8960) no paycheck withholds.
    selfEmploymentIncome: fc.option(cents(150_000), { nil: undefined }),
    interestIncome: fc.option(cents(300_000), { nil: undefined }),
  })
  .map(
    ({
      spouseShare,
      deferralShare,
      spouseW4,
      w4: taxpayerW4,
      pre,
      spousePre,
      selfEmploymentIncome,
      interestIncome,
      ...h
    }) => {
      const joint = h.filingStatus === 'mfj';
      const spouseIncome = joint ? Math.round(h.grossIncome * spouseShare * 100) / 100 : 0;
      const retirement401k = Math.min(23000, Math.round((h.grossIncome - spouseIncome) * deferralShare * 100) / 100);
      return {
        ...h,
        ...(selfEmploymentIncome === undefined ? {} : { selfEmploymentIncome }),
        ...(interestIncome === undefined ? {} : { interestIncome }),
        retirement401k,
        ...(taxpayerW4 ? { w4: taxpayerW4 } : {}),
        ...(joint ? { spouseIncome } : {}),
        ...(joint && spouseIncome > 0 && spouseW4 ? { spouseW4 } : {}),
        // Benefits of at most 12,000 on wages over 30,000: they fit in the pay with the deferrals and taxes.
        ...(pre && h.grossIncome - spouseIncome > 30_000 ? { preTaxDeductions: pre } : {}),
        ...(joint && spouseIncome > 30_000 && spousePre ? { spousePreTaxDeductions: spousePre } : {}),
      };
    },
  );

const yearSum = (n: number, regular: number, last: number) => centsSum([...Array(n - 1).fill(regular), last]);

describe('tax-calculator paychecks (fast-check)', () => {
  it('no paycheck nets more than its gross; each earner’s paychecks sum to their annual figures', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = result(h);
        const p = r.perPaycheck;
        const n = p.paychecksPerYear;
        for (const check of [p.regular, p.last]) expect(check.net).toBeLessThanOrEqual(check.gross);
        const sum = (pick: (e: (typeof p.earners)[number]['regular']) => number) =>
          centsSum(p.earners.map((e: (typeof p.earners)[number]) => yearSum(n, pick(e.regular), pick(e.last))));
        p.earners.forEach((e: (typeof p.earners)[number], i: number) => {
          for (const check of [e.regular, e.last]) expect(check.net).toBeLessThanOrEqual(check.gross);
          const fica = r.fica.earners[i];
          expect(yearSum(n, e.regular.gross, e.last.gross)).toBe(fica.wages);
          expect(yearSum(n, e.regular.socialSecurity, e.last.socialSecurity)).toBe(fica.socialSecurityTax);
          expect(yearSum(n, e.regular.retirement401k, e.last.retirement401k)).toBe(fica.retirement401k);
          expect(yearSum(n, e.regular.federalWithholding, e.last.federalWithholding)).toBe(e.federalWithholding);
          const given = (i === 0 ? h.preTaxDeductions : h.spousePreTaxDeductions) ?? {};
          for (const key of ['healthPremiums', 'hsa', 'healthFsa', 'dependentCareFsa', 'commuter'] as const)
            expect(yearSum(n, e.regular[key], e.last[key])).toBe(given[key] ?? 0);
        });
        expect(sum((c) => c.medicare)).toBe(centsSum([r.medicareTax, r.additionalMedicareTax]));
        // With income beyond wages the paychecks carry the wages' share of the state's tax, the rest owed at filing.
        if (h.selfEmploymentIncome === undefined && h.interestIncome === undefined)
          expect(sum((c) => c.stateIncomeTax)).toBe(r.stateIncomeTax);
        else expect(sum((c) => c.stateIncomeTax)).toBeLessThanOrEqual(Math.max(0, r.stateIncomeTax));
        expect(sum((c) => c.federalWithholding)).toBe(r.federalWithholding);
        expect(sum((c) => c.net)).toBe(yearSum(n, p.regular.net, p.last.net));
        // The refund or balance due: the year's withholding less the federal tax after every credit and the
        // return's other taxes (self-employment, Additional Medicare on it, net investment income).
        expect(r.refundOrBalanceDue).toBe(
          centsSum([
            r.federalWithholding,
            -r.federalIncomeTaxAfterCredits,
            -r.selfEmploymentTax,
            -r.additionalMedicareTaxOnSelfEmployment,
            -r.netInvestmentIncomeTax,
          ]),
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('tax-calculator paychecks on wages of a few cents', () => {
  // 1.04 a year paid weekly is 0.02 a paycheck, while the year's FICA (0.06 + 0.02, rounded on the year's wages)
  // lands in the last one; a Step 4(c) extra withholding on every regular paycheck must leave room for it.
  it.each([0.02, 1, 100])('a spouse earning 1.04 weekly with 4(c) %p answers, its year netting at least 0', (extra) => {
    const r = result({
      filingStatus: 'mfj',
      grossIncome: 50_000,
      spouseIncome: 1.04,
      payFrequency: 'weekly',
      spouseW4: { step4cExtraWithholding: extra },
    });
    const spouse = r.perPaycheck.earners[1];
    expect(spouse.regular.gross).toBe(0.02);
    expect(yearSum(52, spouse.regular.net, spouse.last.net)).toBeGreaterThanOrEqual(0);
    expect(yearSum(52, spouse.regular.federalWithholding, spouse.last.federalWithholding)).toBe(
      spouse.federalWithholding,
    );
  });
});
