/**
 * Michigan's city income taxes (City Income Tax Act, the Uniform City Income Tax Ordinance): the 24 cities of the
 * Michigan Department of Treasury's list "What cities impose an income tax?", each a resident rate on the city's
 * taxable income: federal adjusted gross income (the city return starts from Form W-2 box 1 wages) less the city's
 * amount for each personal and dependency exemption (MCL 141.631: at least $600). Golden cases show the arithmetic.
 */
import { calculator, centsSum } from '../../support/run-calculator';
import { LOCALITIES } from '../../../src/reference/law';

const { result, run } = calculator('tax-calculator');
const YEARS = [2025, 2026] as const;

type Local = { id: string; name: string; base: string; taxableAmount: number; tax: number; marginalRate: number };
const local = (input: Record<string, unknown>) => {
  const r = result({ state: 'MI', ...input });
  return { l: (r.localTaxes as Local[])[0]!, r };
};

/** The Treasury's list: resident rate (percent) and, from each city's ordinance, its amount per exemption. */
const CITIES: Record<string, [number, number]> = {
  'MI-ALBION': [1, 600],
  'MI-BATTLE_CREEK': [1, 750],
  'MI-BENTON_HARBOR': [1, 750],
  'MI-BIG_RAPIDS': [1, 600],
  'MI-DETROIT': [2.4, 600],
  'MI-EAST_LANSING': [1, 600],
  'MI-FLINT': [1, 600],
  'MI-GRAND_RAPIDS': [1.5, 600],
  'MI-GRAYLING': [1, 3000],
  'MI-HAMTRAMCK': [1, 600],
  'MI-HIGHLAND_PARK': [2, 600],
  'MI-HUDSON': [1, 1000],
  'MI-IONIA': [1, 700],
  'MI-JACKSON': [1, 600],
  'MI-LANSING': [1, 600],
  'MI-LAPEER': [1, 600],
  'MI-MUSKEGON': [1, 600],
  'MI-MUSKEGON_HEIGHTS': [1, 600],
  'MI-PONTIAC': [1, 600],
  'MI-PORT_HURON': [1, 600],
  'MI-PORTLAND': [1, 1000],
  'MI-SAGINAW': [1.5, 750],
  'MI-SPRINGFIELD': [1, 750],
  'MI-WALKER': [1, 600],
};

describe('Michigan cities, golden cases from the Treasury’s list and the cities’ exemptions', () => {
  it('lists the Treasury’s 24 cities', () => {
    const ids = LOCALITIES.filter((l) => l.state === 'MI').map((l) => l.id);
    expect(ids.sort()).toEqual(Object.keys(CITIES).sort());
    expect(LOCALITIES.find((l) => l.id === 'MI-GRAND_RAPIDS')).toEqual({
      id: 'MI-GRAND_RAPIDS',
      title: 'Grand Rapids',
      state: 'MI',
    });
  });

  it('Detroit 2.4 %: single, wages 50,000 → 50,000 − $600 = 49,400 × 2.4 % = 1,185.60 (2025 and 2026)', () => {
    for (const taxYear of [2025, 2026]) {
      const { l } = local({ grossIncome: 50000, filingStatus: 'single', locality: 'MI-DETROIT', taxYear });
      expect(l).toMatchObject({
        id: 'MI-DETROIT',
        name: 'City of Detroit resident income tax',
        base: 'federalAgi',
        taxableAmount: 49400,
        marginalRate: 2.4,
        tax: 1185.6,
      });
    }
  });

  it('Grand Rapids 1.5 %: joint, two children, wages 100,000 → 100,000 − 4 × $600 = 97,600 × 1.5 % = 1,464.00', () => {
    for (const taxYear of YEARS) {
      const input = { grossIncome: 100000, filingStatus: 'mfj', children: 2, locality: 'MI-GRAND_RAPIDS', taxYear };
      const { l } = local(input);
      expect([l.taxableAmount, l.tax]).toEqual([97600, 1464]);
    }
  });

  it('Saginaw 1.5 % with $750 exemptions: head of household, one child, 60,000 → 58,500 × 1.5 % = 877.50', () => {
    for (const taxYear of YEARS) {
      const { l } = local({ grossIncome: 60000, filingStatus: 'hoh', children: 1, locality: 'MI-SAGINAW', taxYear });
      expect([l.taxableAmount, l.tax]).toEqual([58500, 877.5]);
    }
  });

  it('Grayling’s $3,000 exemption: single, 2,500 of wages owes nothing; 30,000 → 27,000 × 1 % = 270.00', () => {
    for (const taxYear of YEARS) {
      expect(local({ grossIncome: 2500, filingStatus: 'single', locality: 'MI-GRAYLING', taxYear }).l.tax).toBe(0);
      expect(local({ grossIncome: 30000, filingStatus: 'single', locality: 'MI-GRAYLING', taxYear }).l.tax).toBe(270);
    }
  });

  it('every city: single, wages 40,000 → (40,000 − its exemption) × its rate, half up to the cent, both years', () => {
    for (const taxYear of YEARS) {
      for (const [locality, [rate, exemption]] of Object.entries(CITIES)) {
        const { l } = local({ grossIncome: 40000, filingStatus: 'single', locality, taxYear });
        expect([locality, l.taxableAmount, l.marginalRate]).toEqual([locality, 40000 - exemption, rate]);
        expect(l.tax).toBe(Math.round((40000 - exemption) * rate) / 100);
      }
    }
  });

  it('the city tax is in total tax and take-home; 2026 says it uses the 2025 figures', () => {
    const base = { grossIncome: 50000, filingStatus: 'single', state: 'MI', taxYear: 2026 };
    const without = result(base);
    const out = run({ ...base, locality: 'MI-DETROIT' });
    expect(out.result.totalTax).toBe(centsSum([without.totalTax, 1185.6]));
    expect(out.result.takeHomePay).toBe(centsSum([without.takeHomePay, -1185.6]));
    expect(
      (out.assumptions ?? []).some((a: string) => /local income taxes for 2026 use the 2025 figures/.test(a)),
    ).toBe(true);
  });
});
