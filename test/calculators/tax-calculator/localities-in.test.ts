/**
 * Indiana's 92 county income taxes: golden cases from the Indiana Department of Revenue's Departmental Notice #1
 * (How to Compute Withholding for State and County Income Tax), the county rate table effective January 1, 2025
 * (R45) and January 1, 2026 (R46), each a flat rate on the state's taxable income (Indiana AGI less exemptions:
 * Schedule CT-40, line 1 is Form IT-40 line 7, times line 2, the county's rate). The arithmetic is beside each case.
 */
import { calculator, centsSum, fieldError } from '../../support/run-calculator';
import { LOCALITIES } from '../../../src/reference/law';

const { result, errorOf } = calculator('tax-calculator');

type Local = { id: string; name: string; base: string; taxableAmount: number; tax: number; marginalRate: number };
const local = (input: Record<string, unknown>) => {
  const r = result({ state: 'IN', ...input });
  return { l: (r.localTaxes as Local[])[0]!, taxable: (r.state as { taxableIncome: number }).taxableIncome, r };
};

describe('Indiana counties, golden cases from Departmental Notice #1', () => {
  it('lists exactly the 92 counties, each once, with the notice’s spellings as ids', () => {
    const ids = LOCALITIES.filter((l) => l.state === 'IN').map((l) => l.id);
    expect(ids).toHaveLength(92);
    expect(new Set(ids).size).toBe(92);
    expect(ids).toEqual(
      expect.arrayContaining(['IN-MARION', 'IN-LA_PORTE', 'IN-ST_JOSEPH', 'IN-DEKALB', 'IN-LA_GRANGE']),
    );
    const marion = LOCALITIES.find((l) => l.id === 'IN-MARION');
    expect(marion).toEqual({ id: 'IN-MARION', title: 'Marion County', state: 'IN' });
  });

  it('Marion County 2.02 % (both notices): single, wages 50,000 → taxable 49,000 (less the $1,000 exemption) → 989.80', () => {
    for (const taxYear of [2025, 2026]) {
      const { l, taxable } = local({ grossIncome: 50000, filingStatus: 'single', locality: 'IN-MARION', taxYear });
      expect(taxable).toBe(49000);
      expect(l).toMatchObject({
        id: 'IN-MARION',
        name: 'Marion County local income tax',
        base: 'stateTaxableIncome',
        taxableAmount: 49000,
        marginalRate: 2.02,
        tax: 989.8, // 2.02 % × 49,000
      });
    }
  });

  it('Howard County 1.95 % (2025) and 2.35 % (2026, changed): joint, two children, wages 80,000 → taxable 73,000', () => {
    // Exemptions: $1,000 × 4 people + $1,500 × 2 children = $7,000; 80,000 − 7,000 = 73,000.
    const input = { grossIncome: 80000, filingStatus: 'mfj', children: 2, locality: 'IN-HOWARD' };
    const y25 = local({ ...input, taxYear: 2025 });
    const y26 = local({ ...input, taxYear: 2026 });
    expect([y25.taxable, y25.l.marginalRate, y25.l.tax]).toEqual([73000, 1.95, 1423.5]); // 1.95 % × 73,000
    expect([y26.taxable, y26.l.marginalRate, y26.l.tax]).toEqual([73000, 2.35, 1715.5]); // 2.35 % × 73,000
  });

  it('the six counties the 2026 notice marks changed, and some that did not change', () => {
    // The Indiana Economic Digest's report of the Department of Revenue's 2026 changes ("Six Indiana counties hiking
    // local income tax rates on Jan. 1, 2026") names the same six and new rates, and Lake 1.5 %, Porter 0.5 %,
    // LaPorte 1.45 %, Newton 1 % and Jasper 2.864 % unchanged.
    const RATES: Record<string, [number, number]> = {
      'IN-CARROLL': [2.2733, 2.4733],
      'IN-GRANT': [2.55, 2.75],
      'IN-GREENE': [2.15, 2.35],
      'IN-HOWARD': [1.95, 2.35],
      'IN-SHELBY': [1.6, 1.7],
      'IN-UNION': [2, 2.75],
      'IN-ALLEN': [1.59, 1.59],
      'IN-HAMILTON': [1.1, 1.1],
      'IN-LAKE': [1.5, 1.5],
      'IN-LA_PORTE': [1.45, 1.45],
      'IN-NEWTON': [1, 1],
      'IN-JASPER': [2.864, 2.864],
      'IN-PORTER': [0.5, 0.5],
      'IN-RANDOLPH': [3, 3],
      'IN-ST_JOSEPH': [1.75, 1.75],
      'IN-MONROE': [2.14, 2.14],
    };
    for (const [locality, [r25, r26]] of Object.entries(RATES)) {
      for (const [taxYear, rate] of [
        [2025, r25],
        [2026, r26],
      ] as const) {
        const { l, taxable } = local({ grossIncome: 61000, filingStatus: 'single', locality, taxYear });
        expect([locality, taxYear, taxable, l.marginalRate]).toEqual([locality, taxYear, 60000, rate]);
        expect(l.tax).toBe(Math.round(60000 * rate) / 100);
      }
    }
  });

  it('Brown County 2.5234 %, a rate with four decimals: single, wages 60,000 → 2.5234 % × 59,000 = 1,488.806 → 1,488.81', () => {
    expect(local({ grossIncome: 60000, filingStatus: 'single', locality: 'IN-BROWN', taxYear: 2026 }).l.tax).toBe(
      1488.81,
    );
  });

  it('the county tax is in total tax, and a county of another state is refused naming both fields', () => {
    const base = { grossIncome: 50000, filingStatus: 'single', taxYear: 2025 };
    const without = result({ ...base, state: 'IN' });
    const withMarion = local({ ...base, locality: 'IN-MARION' }).r;
    expect(withMarion.totalTax).toBe(centsSum([without.totalTax, 989.8]));
    expect(withMarion.takeHomePay).toBe(centsSum([without.takeHomePay, -989.8]));
    const e = errorOf({ ...base, state: 'OH', locality: 'IN-MARION' });
    expect(e.status).toBe(422);
    expect(e.errors).toEqual([
      fieldError('/locality', 'locality_not_in_state'),
      fieldError('/state', 'locality_not_in_state'),
    ]);
  });
});
