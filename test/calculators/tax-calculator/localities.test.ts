/**
 * Local income taxes: New York City (the NYC rate schedule of the Form IT-201 instructions) and the Yonkers resident
 * surcharge (16.75 % of the net New York State tax, IT-201 instructions), every Maryland county and Baltimore City
 * (the Comptroller's Local Tax Rate Chart in the 2025 resident instructions), for 2025 and 2026 (2026 stands in
 * with 2025's published figures, but for Kent County's 3.30 % from January 1, 2026); the flat localIncomeTaxRate; the 422s; and, over any household (fast-check),
 * take-home with a locality never above take-home without it (one or two earners, with a 401(k) deferral and a
 * self-employment profit), the paychecks summing to the year's local tax (its wages' part with a profit).
 */
import fc from 'fast-check';
import { calculator, centsSum, fieldError } from '../../support/run-calculator';
import { LOCALITIES } from '../../../src/reference/law';

const { result, run, errorOf } = calculator('tax-calculator');

type Local = {
  id: string;
  base: string;
  taxableAmount: number;
  tax: number;
  marginalRate: number;
  refundableCredits: number;
  earner: string | null;
};
const YEARS = [2025, 2026];
const local = (input: Record<string, unknown>) => {
  const r = result(input);
  return { r, l: (r.localTaxes as Local[])[0]!, taxable: (r.state as { taxableIncome: number }).taxableIncome };
};

describe('New York City and Yonkers, golden cases from the Form IT-201 instructions', () => {
  it('NYC rate schedule: single 100,000 → $1,813 + 3.876 % of the excess over $50,000 = 3,751.00', () => {
    for (const taxYear of YEARS) {
      // NY standard deduction 8,000 (single): wages of 108,000 are NY taxable income of 100,000.
      const { l, taxable } = local({
        grossIncome: 108000,
        filingStatus: 'single',
        state: 'NY',
        locality: 'NY-NYC',
        taxYear,
      });
      expect(taxable).toBe(100000);
      expect(l).toMatchObject({
        id: 'NY-NYC',
        base: 'stateTaxableIncome',
        taxableAmount: 100000,
        tax: 3751,
        marginalRate: 3.876,
      });
    }
  });

  it('NYC rate schedule: married filing jointly 90,000 → $1,545 + 3.819 % of the excess over $45,000 = 3,263.55', () => {
    for (const taxYear of YEARS) {
      const { l, taxable } = local({
        grossIncome: 106050,
        filingStatus: 'mfj',
        state: 'NY',
        locality: 'ny-nyc',
        taxYear,
      });
      expect(taxable).toBe(90000);
      expect(l.tax).toBe(3263.55);
      expect(l.marginalRate).toBe(3.819);
    }
  });

  it('NYC rate schedule: head of household 60,000 → $1,030 + 3.819 % of the excess over $30,000 = 2,175.70', () => {
    for (const taxYear of YEARS) {
      const { l, taxable } = local({
        grossIncome: 72200,
        filingStatus: 'hoh',
        children: 1,
        state: 'NY',
        locality: 'NY-NYC',
        taxYear,
      });
      expect(taxable).toBe(60000);
      expect(l.tax).toBe(2175.7);
    }
  });

  it('Yonkers resident surcharge: 16.75 % of the net New York State tax, half-up to the cent', () => {
    for (const taxYear of YEARS) {
      const { r, l } = local({
        grossIncome: 108000,
        filingStatus: 'single',
        state: 'NY',
        locality: 'NY-YONKERS',
        taxYear,
      });
      const stateTax = (r.state as { incomeTax: number }).incomeTax;
      expect(l).toMatchObject({ id: 'NY-YONKERS', base: 'stateTax', taxableAmount: stateTax, marginalRate: 16.75 });
      expect(l.tax).toBe(Math.round(stateTax * 100 * 0.1675) / 100);
    }
    expect(
      local({ grossIncome: 108000, filingStatus: 'single', state: 'NY', locality: 'NY-YONKERS', taxYear: 2026 }).l.tax,
    ).toBe(893.73);
    // 2025: the net New York State tax on NY taxable income of 100,000 is 5,435.73; 16.75 % of it is 910.4847 → 910.48.
    expect(
      local({ grossIncome: 108000, filingStatus: 'single', state: 'NY', locality: 'NY-YONKERS', taxYear: 2025 }).l,
    ).toMatchObject({ taxableAmount: 5435.73, tax: 910.48 });
  });
});

describe('Maryland counties and Baltimore City, golden cases from the Comptroller’s Local Tax Rate Chart (2025; Kent’s 2026 rate from its commissioners)', () => {
  const FLAT: Record<string, number> = {
    'MD-ALLEGANY': 3.03,
    'MD-BALTIMORE_CITY': 3.2,
    'MD-BALTIMORE_COUNTY': 3.2,
    'MD-CALVERT': 3.2,
    'MD-CAROLINE': 3.2,
    'MD-CARROLL': 3.03,
    'MD-CECIL': 2.74,
    'MD-CHARLES': 3.03,
    'MD-DORCHESTER': 3.3,
    'MD-GARRETT': 2.65,
    'MD-HARFORD': 3.06,
    'MD-HOWARD': 3.2,
    'MD-KENT': 3.2,
    'MD-MONTGOMERY': 3.2,
    'MD-PRINCE_GEORGES': 3.2,
    'MD-QUEEN_ANNES': 3.2,
    'MD-ST_MARYS': 3.2,
    'MD-SOMERSET': 3.2,
    'MD-TALBOT': 2.4,
    'MD-WASHINGTON': 2.95,
    'MD-WICOMICO': 3.2,
    'MD-WORCESTER': 2.25,
  };

  it('lists the 23 counties and Baltimore City', () => {
    const md = LOCALITIES.filter((l) => l.state === 'MD').map((l) => l.id);
    expect(md.sort()).toEqual([...Object.keys(FLAT), 'MD-ANNE_ARUNDEL', 'MD-FREDERICK'].sort());
  });

  it('a flat county rate on Maryland taxable income', () => {
    for (const taxYear of YEARS) {
      for (const [locality, chartRate] of Object.entries(FLAT)) {
        const rate = taxYear === 2026 && locality === 'MD-KENT' ? 3.3 : chartRate;
        const { l, taxable } = local({ grossIncome: 100000, filingStatus: 'single', state: 'MD', locality, taxYear });
        expect(l.marginalRate).toBe(rate);
        expect(l.taxableAmount).toBe(taxable);
        expect(l.tax).toBe(Math.round(taxable * rate) / 100);
      }
    }
    // Montgomery: 3.20 % of 93,400.00 is 2,988.80.
    expect(local({ grossIncome: 100000, filingStatus: 'single', state: 'MD', locality: 'MD-MONTGOMERY' }).l.tax).toBe(
      2988.8,
    );
  });

  it('Kent County from January 1, 2026: 3.30 % (its commissioners’ June 3, 2025 decision), 3.20 % in 2025', () => {
    const kent = { grossIncome: 100000, filingStatus: 'single', state: 'MD', locality: 'MD-KENT' };
    // 2026: 100,000 − 3,400 standard deduction − 3,200 exemption = 93,400; 3.30 % of it is 3,082.20.
    expect(local({ ...kent, taxYear: 2026 }).l).toMatchObject({ taxableAmount: 93400, marginalRate: 3.3, tax: 3082.2 });
    // 2025: 100,000 − 3,350 − 3,200 = 93,450; 3.20 % of it is 2,990.40.
    expect(local({ ...kent, taxYear: 2025 }).l).toMatchObject({ taxableAmount: 93450, marginalRate: 3.2, tax: 2990.4 });
    const words = run({ ...kent, taxYear: 2026 }).assumptions ?? [];
    expect(words.some((a: string) => /use the 2025 figures/.test(a))).toBe(false);
  });

  it('Anne Arundel: 2.70 % to $50,000, 2.94 % to $400,000, 3.20 % above (single); $75,000 and $480,000 joint', () => {
    const aa = { state: 'MD', locality: 'MD-ANNE_ARUNDEL' };
    for (const taxYear of YEARS) {
      const s = local({ grossIncome: 100000, filingStatus: 'single', ...aa, taxYear });
      // $1,350 (2.70 % of $50,000) + 2.94 % of the excess
      expect(s.l).toMatchObject({ marginalRate: 2.94, tax: Math.round(1350_00 + (s.taxable - 50000) * 2.94) / 100 });
      const j = local({ grossIncome: 600000, filingStatus: 'mfj', ...aa, taxYear });
      expect(j.l.marginalRate).toBe(3.2);
      expect(j.l.tax).toBe(Math.round(2025_00 + 405000 * 2.94 + (j.taxable - 480000) * 3.2) / 100);
    }
    const s26 = local({ grossIncome: 100000, filingStatus: 'single', ...aa, taxYear: 2026 });
    expect([s26.taxable, s26.l.tax]).toEqual([93400, 2625.96]); // 1,350 + 2.94 % × 43,400
  });

  it('Frederick: the rate of the bracket the whole income is in (single 2.75 % to $50,000, 2.96 % to $150,000; joint 2.75 % to $100,000)', () => {
    const fr = { state: 'MD', locality: 'MD-FREDERICK' };
    for (const taxYear of YEARS) {
      const j = local({ grossIncome: 100000, filingStatus: 'mfj', ...fr, taxYear });
      expect(j.l).toMatchObject({ marginalRate: 2.75, tax: Math.round(j.taxable * 2.75) / 100 });
      const s = local({ grossIncome: 100000, filingStatus: 'single', ...fr, taxYear });
      expect(s.l).toMatchObject({ marginalRate: 2.96, tax: Math.round(s.taxable * 2.96) / 100 });
      const low = local({ grossIncome: 30000, filingStatus: 'single', ...fr, taxYear });
      expect(low.taxable).toBeLessThanOrEqual(25000);
      expect(low.l.marginalRate).toBe(2.25);
    }
    const j26 = local({ grossIncome: 100000, filingStatus: 'mfj', ...fr, taxYear: 2026 });
    expect([j26.taxable, j26.l.tax]).toEqual([86750, 2385.63]); // 2.75 % × 86,750, half-up
  });
});

describe('the local tax in the result, the paychecks and the words', () => {
  it('is in totalTax and take-home, and every paycheck has its localTax line', () => {
    const base = { grossIncome: 108000, filingStatus: 'single', state: 'NY', payFrequency: 'biweekly' };
    const without = result(base);
    const withNyc = result({ ...base, locality: 'NY-NYC' });
    expect(centsSum([without.totalTax, 3751])).toBe(withNyc.totalTax);
    // Take-home also gains the city's refundable school tax credit: 63 fixed (line 69) and, on NYC taxable income of
    // 100,000, 21 + 0.228 % × 88,000 = 221.64 (line 69a).
    expect(withNyc.localTaxes[0].refundableCredits).toBe(284.64);
    expect(centsSum([without.takeHomePay, -3751, 284.64])).toBe(withNyc.takeHomePay);
    const p = withNyc.perPaycheck;
    expect(centsSum([...Array(p.paychecksPerYear - 1).fill(p.regular.localTax), p.last.localTax])).toBe(3751);
    expect(without.localTaxes).toEqual([]);
  });

  it('2026 says it uses the 2025 figures, with the reason', () => {
    const out = run({ grossIncome: 90000, filingStatus: 'single', state: 'MD', locality: 'MD-HOWARD', taxYear: 2026 });
    expect(
      (out.assumptions ?? []).some((a: string) => /local income taxes for 2026 use the 2025 figures/.test(a)),
    ).toBe(true);
  });

  it('localIncomeTaxRate: a flat percent of each earner’s wages', () => {
    const r = result({ grossIncome: 100000, spouseIncome: 40000, filingStatus: 'mfj', localIncomeTaxRate: 1.5 });
    expect((r.localTaxes as Local[]).map((l) => [l.earner, l.taxableAmount, l.tax])).toEqual([
      ['taxpayer', 60000, 900],
      ['spouse', 40000, 600],
    ]);
    const e = r.perPaycheck.earners;
    expect(e.map((x: { regular: { localTax: number } }) => x.regular.localTax)).toEqual([900 / 12, 600 / 12]);
  });
});

describe('the 422s', () => {
  it('a locality of another state, or without a state, names both locality and state', () => {
    for (const state of ['MD', undefined]) {
      const e = errorOf({ grossIncome: 90000, filingStatus: 'single', state, locality: 'NY-NYC' });
      expect(e.status).toBe(422);
      expect(e.errors).toEqual([
        fieldError('/locality', 'locality_not_in_state'),
        fieldError('/state', 'locality_not_in_state'),
      ]);
    }
  });

  it('a locality and localIncomeTaxRate together name both', () => {
    const e = errorOf({
      grossIncome: 90000,
      filingStatus: 'single',
      state: 'NY',
      locality: 'NY-NYC',
      localIncomeTaxRate: 1,
    });
    expect(e.status).toBe(422);
    expect(e.errors).toEqual([
      fieldError('/locality', 'exclusive_with'),
      fieldError('/localIncomeTaxRate', 'exclusive_with'),
    ]);
  });

  it('an unknown locality is refused by the schema', () => {
    const e = errorOf({ grossIncome: 90000, filingStatus: 'single', state: 'NY', locality: 'NY-ALBANY' });
    expect(e.status).toBeGreaterThanOrEqual(400);
    expect(e.status).toBeLessThan(500);
    expect(JSON.stringify(e.errors)).toContain('/locality');
  });
});

describe('localities (fast-check)', () => {
  it('take-home with a locality never exceeds take-home without it; the paychecks sum to the year’s local tax', () => {
    fc.assert(
      fc.property(
        fc.record({
          taxYear: fc.constantFrom(...YEARS),
          locality: fc.constantFrom(...LOCALITIES),
          grossIncome: fc.integer({ min: 0, max: 900_000_00 }).map((c) => c / 100),
          spouseShare: fc.double({ min: 0, max: 1, noNaN: true }),
          deferralShare: fc.double({ min: 0, max: 0.1, noNaN: true }),
          selfEmploymentIncome: fc.constantFrom(0, 0, 0.14, 5000, 40000),
          filingStatus: fc.constantFrom('single', 'mfj', 'mfs', 'hoh'),
          payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
        }),
        ({ locality, spouseShare, deferralShare, ...h }) => {
          // A joint return of two earners (taxes on each earner's wages), and a 401(k) deferral (W-2 box 1 wages).
          // (Each earner with $100 or more: a one-cent earner beside a high-earning spouse is a 422 with or without
          // a locality, the paychecks' rounding owed elsewhere.)
          const split = Math.floor(h.grossIncome * spouseShare * 100) / 100;
          const both = h.filingStatus === 'mfj' && Math.min(split, h.grossIncome - split) >= 100;
          const spouseIncome = both ? split : 0;
          const retirement401k = Math.min(20000, Math.floor((h.grossIncome - spouseIncome) * deferralShare));
          const input = {
            ...h,
            ...(spouseIncome > 0 ? { spouseIncome } : {}),
            retirement401k,
            state: locality.state,
            children: h.filingStatus === 'hoh' ? 1 : 0,
          };
          const without = result(input);
          const withIt = result({ ...input, locality: locality.id });
          // New York City's refundable credits are paid whatever its tax: take-home less them never exceeds it without.
          const refundC = centsSum((withIt.localTaxes as Local[]).map((l) => l.refundableCredits));
          expect(centsSum([withIt.takeHomePay, -refundC])).toBeLessThanOrEqual(without.takeHomePay);
          const yearC = centsSum((withIt.localTaxes as Local[]).map((l) => l.tax));
          expect(centsSum([without.takeHomePay, -yearC, refundC])).toBe(withIt.takeHomePay);
          const p = withIt.perPaycheck;
          const paidC = centsSum([...Array(p.paychecksPerYear - 1).fill(p.regular.localTax), p.last.localTax]);
          // With a self-employment profit the paychecks withhold the wages' part only; the rest is paid with the return.
          if (h.selfEmploymentIncome === 0) expect(paidC).toBe(yearC);
          else expect(paidC).toBeLessThanOrEqual(yearC);
        },
      ),
      { numRuns: 150 },
    );
  });
});
