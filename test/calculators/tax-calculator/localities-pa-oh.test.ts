/**
 * Pennsylvania's and Ohio's local taxes on each earner's wages (Medicare wages), 2025 and 2026, golden cases worked from:
 * - Philadelphia: the Department of Revenue's Wage Tax (employers) page, resident 3.75 % to 30 June 2025, 3.74 % from
 *   1 July 2025, 3.735 % from 1 July 2026; a calendar year is half a year at each rate (wages earned evenly).
 * - Pittsburgh: the Department of Finance's earned income tax, 1 % City + 2 % School District of Pittsburgh, and the
 *   $52 local services tax of Pittsburgh Code ch. 252, exempt under $12,000 of earned income in the City.
 * - Allentown … Wilkes-Barre: the DCED EIT register's resident rates (city + school district), the $52 local services
 *   tax of the Local Tax Enabling Act §301.1 (exempt under $12,000); Harrisburg's $156 over $24,500 (City notice).
 * - Ohio: each city's codified ordinance or tax division rate (Columbus City Codes §361.19, Cleveland §192.03,
 *   Youngstown §183.01, Parma §184.03, Hamilton §192.012, Springfield §196.012, Akron Charter §86d–86e, Toledo
 *   §1905.01/§1905.011, Cincinnati's, Kettering's, Euclid's and Newark's tax pages, Dublin's Director of Taxation, Canton's, Dayton's and
 *   Middletown's voted rates).
 */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';
import { LOCALITIES } from '../../../src/reference/law';

const { result, run } = calculator('tax-calculator');

type Local = { id: string; name: string; base: string; earner: string | null; taxableAmount: number; tax: number };
const YEARS = [2025, 2026] as const;

/** The rows of one household's local taxes. */
const rows = (input: Record<string, unknown>) => result(input).localTaxes as Local[];
const sum = (ls: readonly Local[]) => Math.round(ls.reduce((s, l) => s + l.tax * 100, 0)) / 100;
const eitOf = (ls: readonly Local[], earner = 'taxpayer') =>
  ls.filter((l) => l.earner === earner && !/local services tax/.test(l.name));
const lstOf = (ls: readonly Local[], earner = 'taxpayer') =>
  ls.filter((l) => l.earner === earner && /local services tax/.test(l.name));

describe('Philadelphia Wage Tax: the calendar year blends the rates before and after 1 July', () => {
  it('2025: 30,000 at 3.75 % (1,125.00) + 30,000 at 3.74 % (1,122.00) = 2,247.00 on 60,000 (3.745 %)', () => {
    const ls = rows({
      grossIncome: 60000,
      filingStatus: 'single',
      state: 'PA',
      locality: 'PA-PHILADELPHIA',
      taxYear: 2025,
    });
    expect(ls).toHaveLength(1);
    expect(ls[0]).toMatchObject({ id: 'PA-PHILADELPHIA', base: 'wages', earner: 'taxpayer', tax: 2247 });
    expect(ls[0]!.tax).toBe(1125 + 1122);
  });

  it('2026: 30,000 at 3.74 % (1,122.00) + 30,000 at 3.735 % (1,120.50) = 2,242.50 on 60,000 (3.7375 %)', () => {
    const ls = rows({
      grossIncome: 60000,
      filingStatus: 'single',
      state: 'PA',
      locality: 'PA-PHILADELPHIA',
      taxYear: 2026,
    });
    expect(ls.map((l) => l.tax)).toEqual([1122 + 1120.5]);
  });

  it('taxes gross wages, 401(k) deferrals included, and each spouse on their own wages', () => {
    const ls = rows({
      grossIncome: 100000,
      spouseIncome: 40000,
      retirement401k: 6000,
      filingStatus: 'mfj',
      state: 'PA',
      locality: 'PA-PHILADELPHIA',
      taxYear: 2025,
    });
    // 60,000 × 3.745 % = 2,247.00; 40,000 × 3.745 % = 1,498.00
    expect(ls.map((l) => [l.earner, l.taxableAmount, l.tax])).toEqual([
      ['taxpayer', 60000, 2247],
      ['spouse', 40000, 1498],
    ]);
  });
});

describe('Pittsburgh: 3 % earned income tax and the $52 local services tax', () => {
  it('joint 80,000 + 10,000: EIT 2,400.00 and 300.00; LST 52.00 for the taxpayer, none under $12,000', () => {
    for (const taxYear of YEARS) {
      const ls = rows({
        grossIncome: 90000,
        spouseIncome: 10000,
        filingStatus: 'mfj',
        state: 'PA',
        locality: 'PA-PITTSBURGH',
        taxYear,
      });
      expect(eitOf(ls).map((l) => l.tax)).toEqual([2400]);
      expect(eitOf(ls, 'spouse').map((l) => l.tax)).toEqual([300]);
      expect(lstOf(ls).map((l) => l.tax)).toEqual([52]);
      expect(lstOf(ls, 'spouse').map((l) => l.tax)).toEqual([0]);
      expect(sum(ls)).toBe(2752);
    }
  });

  it('the local services tax is due from $12,000 of earned income, not at $11,999.99', () => {
    const at = (grossIncome: number) =>
      lstOf(rows({ grossIncome, filingStatus: 'single', state: 'PA', locality: 'PA-PITTSBURGH' }))[0]!.tax;
    expect([at(11999.99), at(12000)]).toEqual([0, 52]);
  });
});

/** Resident EIT (city + school district) of the DCED register, and the local services tax: both years. */
const PA_EIT: Record<string, [eit: number, lst: number]> = {
  'PA-ALLENTOWN': [1.975, 52], // 1.475 + 0.5
  'PA-READING': [3.6, 52], // 2.1 + 1.5
  'PA-ERIE': [1.65, 52], // 1.15 + 0.5
  'PA-SCRANTON': [3.4, 52], // 2.4 + 1.0; $156 until its exit from Act 47 in 2022
  'PA-BETHLEHEM': [1, 52], // 0.5 + 0.5
  'PA-LANCASTER': [1.6, 52], // 1.1 (from 2025) + 0.5
  'PA-HARRISBURG': [2, 156], // 1.5 + 0.5; LST $156 over $24,500
  'PA-ALTOONA': [1.7, 52], // 1.2 (from 2025) + 0.5
  'PA-YORK': [1.25, 52], // 0.75 + 0.5
  'PA-WILKES_BARRE': [3, 52], // 2.5 + 0.5
};

describe('the ten other largest Pennsylvania cities: resident EIT and local services tax', () => {
  it('single 50,000: EIT = 50,000 × the combined rate (Allentown 987.50, Reading 1,800.00, …), plus the LST', () => {
    const golden: Record<string, number> = {
      'PA-ALLENTOWN': 987.5,
      'PA-READING': 1800,
      'PA-ERIE': 825,
      'PA-SCRANTON': 1700,
      'PA-BETHLEHEM': 500,
      'PA-LANCASTER': 800,
      'PA-HARRISBURG': 1000,
      'PA-ALTOONA': 850,
      'PA-YORK': 625,
      'PA-WILKES_BARRE': 1500,
    };
    for (const taxYear of YEARS) {
      for (const [locality, [rate, lst]] of Object.entries(PA_EIT)) {
        const ls = rows({ grossIncome: 50000, filingStatus: 'single', state: 'PA', locality, taxYear });
        expect([locality, eitOf(ls).map((l) => l.tax)]).toEqual([locality, [golden[locality]]]);
        expect(golden[locality]).toBe(Math.round(50000 * rate) / 100);
        expect([locality, lstOf(ls).map((l) => l.tax)]).toEqual([locality, [lst]]);
      }
    }
  });

  it('Harrisburg’s $156 local services tax is due from $24,500 of earned income', () => {
    const at = (grossIncome: number) =>
      lstOf(rows({ grossIncome, filingStatus: 'single', state: 'PA', locality: 'PA-HARRISBURG' }))[0]!.tax;
    expect([at(24499.99), at(24500), at(12000)]).toEqual([0, 156, 0]);
  });

  it('lists Philadelphia, Pittsburgh and the ten', () => {
    const pa = LOCALITIES.filter((l) => l.state === 'PA').map((l) => l.id);
    expect(pa.sort()).toEqual(['PA-PHILADELPHIA', 'PA-PITTSBURGH', ...Object.keys(PA_EIT)].sort());
  });
});

/** The Ohio cities' resident rates on wages, 2025 and 2026, and the tax on 50,000 (50,000 × rate). */
const OH: Record<string, [rate: number, on50k: number]> = {
  'OH-COLUMBUS': [2.5, 1250],
  'OH-CLEVELAND': [2.5, 1250],
  'OH-CINCINNATI': [1.8, 900],
  'OH-TOLEDO': [2.5, 1250],
  'OH-AKRON': [2.5, 1250],
  'OH-DAYTON': [2.5, 1250],
  'OH-YOUNGSTOWN': [2.75, 1375],
  'OH-CANTON': [2.5, 1250],
  'OH-PARMA': [2.5, 1250],
  'OH-HAMILTON': [2, 1000],
  'OH-SPRINGFIELD': [2.4, 1200],
  'OH-KETTERING': [2.25, 1125],
  'OH-EUCLID': [2.85, 1425],
  'OH-MIDDLETOWN': [2, 1000],
  'OH-DUBLIN': [2, 1000],
  'OH-NEWARK': [1.75, 875],
};

describe('Ohio municipal income taxes on each earner’s wages', () => {
  it('single 50,000 at the city’s rate, both years', () => {
    for (const taxYear of YEARS) {
      for (const [locality, [rate, on50k]] of Object.entries(OH)) {
        const ls = rows({ grossIncome: 50000, filingStatus: 'single', state: 'OH', locality, taxYear });
        expect([locality, ls.map((l) => [l.earner, l.taxableAmount, l.tax])]).toEqual([
          locality,
          [['taxpayer', 50000, on50k]],
        ]);
        expect(on50k).toBe(Math.round(50000 * rate) / 100);
      }
    }
  });

  it('Euclid joint 70,000 + 30,000 at 2.85 %: 1,995.00 and 855.00', () => {
    const ls = rows({
      grossIncome: 100000,
      spouseIncome: 30000,
      filingStatus: 'mfj',
      state: 'OH',
      locality: 'OH-EUCLID',
    });
    expect(ls.map((l) => l.tax)).toEqual([1995, 855]);
  });

  it('lists the sixteen cities', () => {
    const oh = LOCALITIES.filter((l) => l.state === 'OH').map((l) => l.id);
    expect(oh.sort()).toEqual(Object.keys(OH).sort());
  });

  it('taxes wages, not a net profit from self-employment (not modelled): Columbus 40,000 + 10,000 → 1,000.00', () => {
    const ls = rows({
      grossIncome: 40000,
      selfEmploymentIncome: 10000,
      filingStatus: 'single',
      state: 'OH',
      locality: 'OH-COLUMBUS',
    });
    expect(ls.map((l) => [l.taxableAmount, l.tax])).toEqual([[40000, 1000]]);
  });

  it('says the resident is taken to work in the same city', () => {
    const out = run({ grossIncome: 50000, filingStatus: 'single', state: 'OH', locality: 'OH-COLUMBUS' });
    expect((out.assumptions ?? []).some((a: string) => /work city/.test(a))).toBe(true);
  });
});

describe('Philadelphia’s words', () => {
  it('say the year’s rate blends the rates before and after 1 July', () => {
    const out = run({ grossIncome: 60000, filingStatus: 'single', state: 'PA', locality: 'PA-PHILADELPHIA' });
    expect(
      (out.assumptions ?? []).some((a: string) => /blend of the resident rates before and after 1 July/.test(a)),
    ).toBe(true);
  });
});

/** Each locality's taxes as the data gives them: [rate of the percent tax, flat amount, its threshold]. */
const RATES: Record<string, [number, number, number]> = {
  'PA-PHILADELPHIA': [3.7375, 0, 0],
  'PA-PITTSBURGH': [3, 52, 12000],
  ...Object.fromEntries(
    Object.entries(PA_EIT).map(([id, [rate, lst]]) => [id, [rate, lst, lst === 156 ? 24500 : 12000] as const]),
  ),
  ...Object.fromEntries(Object.entries(OH).map(([id, [rate]]) => [id, [rate, 0, 0] as const])),
};

describe('Pennsylvania and Ohio localities (fast-check, 2026)', () => {
  it('each earner pays the rate on their own wages (a self-employment profit aside), and the flat tax from its threshold; take-home falls by the sum', () => {
    const ids = Object.keys(RATES);
    fc.assert(
      fc.property(
        fc.record({
          locality: fc.constantFrom(...ids),
          // Wages of a cent or a few dollars a year beside a large one are refused 422 with or without a locality
          // (the paychecks cannot carry that earner's share of the state tax); the property keeps to real wages.
          taxpayerC: fc.oneof(fc.constant(0), fc.integer({ min: 1_000_00, max: 400_000_00 })),
          spouseC: fc.oneof(fc.constant(0), fc.integer({ min: 1_000_00, max: 400_000_00 })),
          profitC: fc.integer({ min: 0, max: 100_000_00 }),
          payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
        }),
        ({ locality, taxpayerC, spouseC, profitC, payFrequency }) => {
          const [rate, flat, from] = RATES[locality]!;
          const input = {
            grossIncome: (taxpayerC + spouseC) / 100,
            spouseIncome: spouseC / 100,
            selfEmploymentIncome: profitC / 100,
            filingStatus: 'mfj',
            state: locality.slice(0, 2),
            payFrequency,
            taxYear: 2026,
          };
          const without = result(input);
          const withIt = result({ ...input, locality });
          const ls = withIt.localTaxes as Local[];
          const expected: number[] = [];
          for (const [earner, baseC] of [
            ['taxpayer', taxpayerC],
            ['spouse', spouseC],
          ] as const) {
            const own = ls.filter((l) => l.earner === earner);
            const pct = own.filter((l) => !/local services tax/.test(l.name));
            if (baseC > 0) expect(pct.map((l) => Math.round(l.tax * 100))).toEqual([Math.round((baseC * rate) / 100)]);
            expected.push(...pct.map((l) => l.tax));
            if (flat > 0 && baseC > 0) {
              const lst = own.filter((l) => /local services tax/.test(l.name)).map((l) => l.tax);
              expect(lst).toEqual([baseC >= from * 100 ? flat : 0]);
              expected.push(...lst);
            }
          }
          expect(ls).toHaveLength(expected.length);
          expect(centsSum([without.takeHomePay, -centsSum(expected)])).toBe(withIt.takeHomePay);
        },
      ),
      { numRuns: 120 },
    );
  });
});
