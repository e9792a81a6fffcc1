/**
 * State payroll contributions (employee share), each program checked against its own notice's rate, wage base,
 * published maximum or worked example, for 2025 and 2026; and, over any household (fast-check), the paychecks'
 * contributions summing to the year's and take-home never above what it is without them.
 */
import fc from 'fast-check';
import { calculator, centsSum } from '../../support/run-calculator';
import { STATE_CODES } from '../../../src/reference/law';

const { result, run } = calculator('tax-calculator');

type Row = { program: string; earner: string; amount: number; rate: number; wageBase: number | null };
const single = (state: string, grossIncome: number, taxYear: number, more: Record<string, unknown> = {}) =>
  result({ grossIncome, filingStatus: 'single', state, taxYear, ...more });
/** The program's amount for the taxpayer. */
const amountOf = (r: Record<string, unknown>, program: string) =>
  (r.statePayrollContributions as Row[]).find((c) => c.program === program && c.earner === 'taxpayer')?.amount;

describe('state payroll contributions, golden cases from each program’s notice', () => {
  it('California SDI (EDD rates and withholding page): 1.2 % of all wages in 2025, 1.3 % in 2026, no wage limit', () => {
    expect(amountOf(single('CA', 100000, 2025), 'CA-SDI')).toBe(1200);
    expect(amountOf(single('CA', 300000, 2025), 'CA-SDI')).toBe(3600);
    expect(amountOf(single('CA', 100000, 2026), 'CA-SDI')).toBe(1300);
    expect(amountOf(single('CA', 300000, 2026), 'CA-SDI')).toBe(3900);
  });

  it('New York SDI (WCL §209(3)(a): 0.5 %, at most $0.60 a week) and PFL (DFS: 2025 0.388 % to $354.53, 2026 0.432 % to $411.91)', () => {
    for (const year of [2025, 2026]) {
      expect(amountOf(single('NY', 120000, year), 'NY-SDI')).toBe(31.2);
      expect(amountOf(single('NY', 5000, year), 'NY-SDI')).toBe(25);
    }
    expect(amountOf(single('NY', 120000, 2025), 'NY-PFL')).toBe(354.53);
    expect(amountOf(single('NY', 50000, 2025), 'NY-PFL')).toBe(194);
    expect(amountOf(single('NY', 120000, 2026), 'NY-PFL')).toBe(411.91);
    expect(amountOf(single('NY', 50000, 2026), 'NY-PFL')).toBe(216);
  });

  it('New Jersey TDI and FLI (NJDOL: 2025 0.23 % and 0.33 % of the first $165,400, maxima $380.42 and $545.82; 2026 0.19 % and 0.23 % of $171,100, maxima $325.09 and $393.53)', () => {
    const r25 = single('NJ', 200000, 2025);
    expect(amountOf(r25, 'NJ-TDI')).toBe(380.42);
    expect(amountOf(r25, 'NJ-FLI')).toBe(545.82);
    const r26 = single('NJ', 200000, 2026);
    expect(amountOf(r26, 'NJ-TDI')).toBe(325.09);
    expect(amountOf(r26, 'NJ-FLI')).toBe(393.53);
  });

  it('Rhode Island TDI (DLT, 18 Dec 2025): 2025 maximum $1,159.60 (1.3 % of $89,200); 2026 maximum $1,100.00 and $366.08 at $16 an hour full time', () => {
    expect(amountOf(single('RI', 150000, 2025), 'RI-TDI')).toBe(1159.6);
    expect(amountOf(single('RI', 150000, 2026), 'RI-TDI')).toBe(1100);
    expect(amountOf(single('RI', 16 * 2080, 2026), 'RI-TDI')).toBe(366.08);
  });

  it('Hawaii TDI (DLIR): 0.5 % of weekly wages to $1,441.72 in 2025 ($7.21 a week), $1,500.21 in 2026 ($7.50 a week)', () => {
    // 52 weeks of the cap: 0.5 % × 1,441.72 × 52 = 374.85; 0.5 % × 1,500.21 × 52 = 390.05
    expect(amountOf(single('HI', 150000, 2025), 'HI-TDI')).toBe(374.85);
    expect(amountOf(single('HI', 150000, 2026), 'HI-TDI')).toBe(390.05);
    expect(amountOf(single('HI', 52 * 1000, 2026), 'HI-TDI')).toBe(260);
    const weekly = single('HI', 150000, 2026, { payFrequency: 'weekly' }).perPaycheck.regular;
    expect(weekly.statePayrollContributions).toBe(7.5);
  });

  it('Washington PFML (ESD: $75,000 pays $493.49 in 2025 at 0.92 % × 71.52 %, $605.37 in 2026 at 1.13 % × 71.43 %) and WA Cares (0.58 %: $377 on $65,000)', () => {
    expect(amountOf(single('WA', 75000, 2025), 'WA-PFML')).toBe(493.49);
    expect(amountOf(single('WA', 75000, 2026), 'WA-PFML')).toBe(605.37);
    expect(amountOf(single('WA', 300000, 2026), 'WA-PFML')).toBe(1489.21); // 184,500 × 1.13 % × 71.43 %
    for (const year of [2025, 2026]) expect(amountOf(single('WA', 65000, year), 'WA-CARES')).toBe(377);
    // The rate given, to four decimals as every percent: 0.92 × 71.52 % = 0.657984 %, 1.13 × 71.43 % = 0.807159 %;
    // the amounts above come from the exact product.
    const rateOf = (r: Record<string, unknown>) =>
      (r.statePayrollContributions as Row[]).find((c) => c.program === 'WA-PFML')!.rate;
    expect(rateOf(single('WA', 75000, 2025))).toBe(0.658);
    expect(rateOf(single('WA', 75000, 2026))).toBe(0.8072);
  });

  it('Massachusetts PFML (DFML: 40 % of the 0.70 % medical and all of the 0.18 % family contribution, to the Social Security cap)', () => {
    for (const year of [2025, 2026]) {
      const r = single('MA', 100000, year);
      expect(amountOf(r, 'MA-PFML_MEDICAL')).toBe(280);
      expect(amountOf(r, 'MA-PFML_FAMILY')).toBe(180);
    }
    expect(amountOf(single('MA', 200000, 2025), 'MA-PFML_MEDICAL')).toBe(493.08);
    expect(amountOf(single('MA', 200000, 2026), 'MA-PFML_FAMILY')).toBe(332.1);
  });

  it('Oregon: Paid Leave (OED 2025: 0.6 % to $176,100, at most $1,056.60; 2026 projected on the Social Security base), both years', () => {
    expect(amountOf(single('OR', 200000, 2025), 'OR-PAID_LEAVE')).toBe(1056.6);
    const r26 = run({ grossIncome: 200000, filingStatus: 'single', state: 'OR', taxYear: 2026 });
    expect(amountOf(r26.result, 'OR-PAID_LEAVE')).toBe(1107);
    const projected = /^Paid Leave Oregon for 2026 is a projection, not an official figure: ORS 657B\.150/;
    expect((r26.assumptions ?? []).some((a: string) => projected.test(a))).toBe(true);
  });

  it('Oregon: Paid Leave (a $1,000 paycheck pays $6) and the statewide transit tax (0.1 %: $1), both years', () => {
    for (const year of [2025, 2026]) {
      const r = single('OR', 52000, year, { payFrequency: 'weekly' });
      const ids = (r.statePayrollContributions as Row[]).map((c) => c.program);
      expect(ids).toEqual(['OR-PAID_LEAVE', 'OR-TRANSIT']);
      expect(r.perPaycheck.regular.statePayrollContributions).toBe(7);
    }
    expect(amountOf(single('OR', 300000, 2026), 'OR-TRANSIT')).toBe(300);
  });

  it('Colorado FAMLI (CDLE: 0.9 % in 2025, 0.88 % from 2026 by SB 25-144, half from the employee)', () => {
    expect(amountOf(single('CO', 100000, 2025), 'CO-FAMLI')).toBe(450);
    expect(amountOf(single('CO', 100000, 2026), 'CO-FAMLI')).toBe(440);
  });

  it('Connecticut Paid Leave (CTPLA: 0.5 %, $5 a week on $1,000, to the Social Security limit)', () => {
    for (const year of [2025, 2026]) {
      expect(single('CT', 52000, year, { payFrequency: 'weekly' }).perPaycheck.regular.statePayrollContributions).toBe(
        5,
      );
    }
    expect(amountOf(single('CT', 250000, 2025), 'CT-PL')).toBe(880.5);
    expect(amountOf(single('CT', 250000, 2026), 'CT-PL')).toBe(922.5);
  });

  it('Delaware Paid Leave (DOL: 0.8 % from 2025, up to half from the employee) and Maine PFML (DOL: 1 %, up to half)', () => {
    for (const year of [2025, 2026]) {
      expect(amountOf(single('DE', 100000, year), 'DE-PAID_LEAVE')).toBe(400);
      expect(amountOf(single('ME', 100000, year), 'ME-PFML')).toBe(500);
    }
    expect(amountOf(single('ME', 200000, 2025), 'ME-PFML')).toBe(880.5);
  });

  it('Minnesota Paid Leave (DEED: contributions start in 2026, 0.88 %, at most 0.44 % from the employee)', () => {
    expect(single('MN', 100000, 2025).statePayrollContributions).toEqual([]);
    expect(amountOf(single('MN', 100000, 2026), 'MN-PAID_LEAVE')).toBe(440);
    expect(amountOf(single('MN', 300000, 2026), 'MN-PAID_LEAVE')).toBe(811.8);
  });

  it('takes each earner’s own wages up to the wage base: a joint return pays on each', () => {
    const r = result({ grossIncome: 300000, spouseIncome: 100000, filingStatus: 'mfj', state: 'NJ', taxYear: 2025 });
    const tdi = (r.statePayrollContributions as Row[]).filter((c) => c.program === 'NJ-TDI');
    expect(tdi.map((c) => [c.earner, c.amount])).toEqual([
      ['taxpayer', 380.42],
      ['spouse', 230],
    ]);
    expect(r.statePayrollContributionsTotal).toBe(centsSum(r.statePayrollContributions.map((c: Row) => c.amount)));
  });

  it('a state without a program has none; the comparison counts each state’s and says it leaves localities out', () => {
    const out = run({ grossIncome: 120000, filingStatus: 'single', state: 'TX', compareStates: ['CA', 'TX', 'WA'] });
    expect(out.result.statePayrollContributions).toEqual([]);
    const rows = out.result.stateComparison as {
      code: string;
      statePayrollContributions: number;
      takeHomePay: number;
    }[];
    const wa = result({ grossIncome: 120000, filingStatus: 'single', state: 'WA' });
    expect(rows.find((row) => row.code === 'WA')).toMatchObject({
      statePayrollContributions: wa.statePayrollContributionsTotal,
      takeHomePay: wa.takeHomePay,
    });
    expect(rows.find((row) => row.code === 'TX')?.statePayrollContributions).toBe(0);
    expect((out.assumptions ?? []).some((a: string) => /no local income tax/.test(a))).toBe(true);
  });
});

describe('state payroll contributions (fast-check)', () => {
  const household = fc.record({
    taxYear: fc.constantFrom(2025, 2026),
    state: fc.constantFrom(...STATE_CODES),
    grossIncome: fc.integer({ min: 1_000_00, max: 900_000_00 }).map((c) => c / 100),
    spouseShare: fc.double({ min: 0, max: 1, noNaN: true }),
    joint: fc.boolean(),
    payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly'),
  });

  it('each earner’s paychecks sum to the year’s contributions; take-home is what it is without them, less them', () => {
    fc.assert(
      fc.property(household, ({ spouseShare, joint, ...h }) => {
        const spouseIncome = joint ? Math.round(h.grossIncome * spouseShare * 100) / 100 : 0;
        const r = result({ ...h, filingStatus: joint ? 'mfj' : 'single', ...(joint ? { spouseIncome } : {}) });
        const p = r.perPaycheck;
        const n = p.paychecksPerYear;
        const rows = r.statePayrollContributions as Row[];
        for (const e of p.earners) {
          const year = centsSum([
            ...Array(n - 1).fill(e.regular.statePayrollContributions),
            e.last.statePayrollContributions,
          ]);
          expect(year).toBe(centsSum(rows.filter((c) => c.earner === e.earner).map((c) => c.amount)));
        }
        expect(r.statePayrollContributionsTotal).toBeGreaterThanOrEqual(0);
        // A state's refundable earned income credit (Michigan's 30 %) is paid at filing, in take-home.
        const without = centsSum([
          r.grossIncome,
          -r.totalTax,
          r.state?.refundableCredits ?? 0,
          -r.fica.earners.reduce((s: number, e: { retirement401k: number }) => s + e.retirement401k, 0),
        ]);
        expect(r.takeHomePay).toBeLessThanOrEqual(without);
        expect(r.takeHomePay).toBe(centsSum([without, -r.statePayrollContributionsTotal]));
      }),
      { numRuns: 200 },
    );
  });
});
