/**
 * Tax (2026): the household. Worked examples computed by hand from the cited figures (named as such):
 * IRS Rev. Proc. 2025-32 (rate schedules, standard and additional standard deductions, child tax credit $2,200 and
 * its $1,700 refundable part), IRC §151(f) as added by P.L. 119-21 §70103 (senior deduction $6,000, 6 % of MAGI
 * over $75,000 / $150,000 joint), IRC §24(b) (phase-out $50 per $1,000 or part over $200,000 / $400,000 joint),
 * the 2025 Schedule 8812 and its instructions (Part II-A, the 3+ children method), the SSA 2026 fact sheet (wage
 * base $184,500 per earner) and Form 8959 (Additional Medicare on combined wages over $250,000 joint).
 */
import { calculator, centsSum, fieldError } from '../../support/run-calculator';
import { findCalculator } from '../../../src/calculators/registry';
import { describeTool } from '../../../src/dispatch/tools';
import { FILING_STATUSES } from '../../../src/reference/law';
import { describeInputs } from '../../../src/schemas/descriptors';
import { publishedInputSchema, selectOptions } from '../../../src/schemas/published-schema';
import type { SchemaObject } from '../../../src/schemas/schema-object';
import { taxInputSchema } from '../../../src/schemas/tax-calculator';

const { run: tax, result, errorOf } = calculator('tax-calculator');

describe('tax-calculator: two earners', () => {
  it('two spouses at $200,000 each: two Social Security caps, Additional Medicare on the combined wages', () => {
    const r = result({ grossIncome: 400000, filingStatus: 'mfj', spouseIncome: 200000 });
    expect(r.socialSecurityTax).toBe(22878); // 2 × 6.2 % × 184,500
    expect(r.medicareTax).toBe(5800); // 1.45 % × 400,000
    expect(r.additionalMedicareTax).toBe(1350); // 0.9 % × (400,000 − 250,000)
    expect(r.ficaTax).toBe(30028);
    expect(r.fica.earners).toEqual([
      expect.objectContaining({ earner: 'taxpayer', wages: 200000, socialSecurityTax: 11439, medicareTax: 2900 }),
      expect.objectContaining({ earner: 'spouse', wages: 200000, socialSecurityTax: 11439, medicareTax: 2900 }),
    ]);
    // Taxable 400,000 − 32,200 = 367,800: 2,480 + 9,120 + 24,332 + 24 % × 156,400 (37,536) = 73,468.
    expect(r.taxableIncome).toBe(367800);
    expect(r.federalIncomeTax).toBe(73468);
    expect(r.marginalRate).toBe(24);
    expect(r.takeHomePay).toBe(296504); // 400,000 − 73,468 − 30,028
  });

  it('two spouses deferring $24,500 each: accepted, AGI 351,000, tax 61,708', () => {
    const r = result({
      grossIncome: 400000,
      filingStatus: 'mfj',
      spouseIncome: 200000,
      retirement401k: 24500,
      spouseRetirement401k: 24500,
    });
    expect(r.adjustedGrossIncome).toBe(351000);
    // Taxable 318,800: 2,480 + 9,120 + 24,332 + 24 % × 107,400 (25,776).
    expect(r.federalIncomeTax).toBe(61708);
    expect(r.takeHomePay).toBe(400000 - 61708 - 30028 - 49000);
  });

  it('one earner on a joint return pays one cap, as before', () => {
    expect(result({ grossIncome: 400000, filingStatus: 'mfj' }).socialSecurityTax).toBe(11439);
  });

  it("a spouse earning nearly all the wages takes the rounding cent of the shared taxes, not a cent's earner", () => {
    // Pennsylvania's 3.07 % on 250,000.56 is shared by wages: the taxpayer's 0.01 of wages owes no part of it, so
    // the year's paychecks of each earner pay out at least 0 (a rounding cent on the taxpayer was a 422).
    const r = result({
      grossIncome: 250000.56,
      spouseIncome: 250000.55,
      filingStatus: 'mfj',
      state: 'PA',
      payFrequency: 'weekly',
      taxYear: 2026,
    });
    const [taxpayer, spouse] = r.perPaycheck.earners;
    expect(taxpayer.earner).toBe('taxpayer');
    expect(taxpayer.regular.stateIncomeTax * 51 + taxpayer.last.stateIncomeTax).toBe(0);
    expect(spouse.regular.stateIncomeTax * 51 + spouse.last.stateIncomeTax).toBeCloseTo(r.state.incomeTax, 2);
  });

  it('refuses spouse inputs on any other return, and spouse wages above the gross', () => {
    expect(errorOf({ grossIncome: 100000, filingStatus: 'single', spouseIncome: 1, spouseAge: 40 }).errors).toEqual([
      fieldError('/spouseIncome', 'joint_return_only'),
      fieldError('/spouseAge', 'joint_return_only'),
    ]);
    expect(errorOf({ grossIncome: 100000, filingStatus: 'mfj', spouseIncome: 100001 }).errors).toEqual([
      fieldError('/spouseIncome', 'exceeds_gross_income'),
    ]);
    expect(
      errorOf({ grossIncome: 100000, filingStatus: 'mfj', spouseIncome: 10000, spouseRetirement401k: 10001 }).errors,
    ).toEqual([fieldError('/spouseRetirement401k', 'exceeds_gross_income')]);
  });
});

describe('tax-calculator: filing statuses', () => {
  it("the tools list's required_inputs, the schema and the page list all five, the three most filed first", () => {
    const listed = ['single', 'mfj', 'hoh', 'mfs', 'qss'];
    const tool = describeTool(findCalculator('tax-calculator')!, 'http://localhost');
    expect(tool.required_inputs.filingStatus!.options).toEqual(listed);
    expect(describeInputs(taxInputSchema).filingStatus!.options).toEqual(listed);
    const published = publishedInputSchema(taxInputSchema).properties as Record<string, SchemaObject>;
    expect(selectOptions(published.filingStatus!)).toEqual(listed);
    expect([...listed].sort()).toEqual([...FILING_STATUSES].sort());
    expect(JSON.stringify(tool)).not.toContain('x-seed-options');
  });

  it('accepts every status in any letter case and echoes it as listed', () => {
    const out = tax({ grossIncome: 100000, filingStatus: 'MFS' });
    expect(out.input.filingStatus).toBe('mfs');
    expect(tax({ grossIncome: 100000, filingStatus: 'Qss' }).input.filingStatus).toBe('qss');
  });

  it('mfs: the single edges to 256,225, the 35 % band to 384,350, Additional Medicare from 125,000', () => {
    const r = result({ grossIncome: 416100, filingStatus: 'mfs' });
    // Taxable 400,000: 58,448 (tax at 256,225) + 35 % × 128,125 (44,843.75) + 37 % × 15,650 (5,790.50).
    expect(r.taxableIncome).toBe(400000);
    expect(r.federalIncomeTax).toBe(109082.25);
    expect(r.additionalMedicareTax).toBe(2619.9); // 0.9 % × (416,100 − 125,000)
  });

  it('qss: the joint schedule and standard deduction', () => {
    const q = result({ grossIncome: 150000, filingStatus: 'qss' });
    const j = result({ grossIncome: 150000, filingStatus: 'mfj' });
    expect(q.taxableIncome).toBe(117800);
    expect(q.federalIncomeTax).toBe(j.federalIncomeTax);
    expect(q.additionalMedicareTax).toBe(0);
  });
});

describe('tax-calculator: age', () => {
  it('a 67-year-old couple in the senior deduction phase-out', () => {
    const r = result({ grossIncome: 180000, filingStatus: 'mfj', spouseIncome: 80000, age: 67, spouseAge: 67 });
    expect(r.standardDeduction).toBe(35500); // 32,200 + 2 × 1,650
    expect(r.seniorDeduction).toBe(8400); // 2 × (6,000 − 6 % × 30,000)
    expect(r.taxableIncome).toBe(136100);
    expect(r.federalIncomeTax).toBe(19366); // 2,480 + 9,120 + 22 % × 35,300
    expect(r.ficaTax).toBe(13770); // SS 6,200 + 4,960; Medicare 1,450 + 1,160
    expect(r.takeHomePay).toBe(146864);
  });

  it('a single 70-year-old: $2,050 additional deduction; the senior deduction is gone at MAGI 175,000', () => {
    const low = result({ grossIncome: 60000, filingStatus: 'single', age: 70 });
    expect(low.standardDeduction).toBe(18150);
    expect(low.seniorDeduction).toBe(6000);
    expect(low.taxableIncome).toBe(35850);
    expect(result({ grossIncome: 175000, filingStatus: 'single', age: 70 }).seniorDeduction).toBe(0);
  });

  it('no senior deduction on a separate return; itemizing keeps it but loses the additional deduction', () => {
    expect(result({ grossIncome: 60000, filingStatus: 'mfs', age: 70 }).seniorDeduction).toBe(0);
    const it = result({ grossIncome: 60000, filingStatus: 'single', age: 70, itemizedDeductions: 20000 });
    expect(it.deductionUsed).toBe(20000);
    expect(it.seniorDeduction).toBe(6000);
    expect(it.taxableIncome).toBe(34000);
  });

  it("holds each earner's deferrals to the limit of their age", () => {
    expect(errorOf({ grossIncome: 100000, filingStatus: 'single', age: 45, retirement401k: 24500.01 }).errors).toEqual([
      fieldError('/retirement401k', 'exceeds_deferral_limit'),
    ]);
    expect(
      result({ grossIncome: 100000, filingStatus: 'single', age: 55, retirement401k: 32500 }).adjustedGrossIncome,
    ).toBe(67500);
    expect(errorOf({ grossIncome: 100000, filingStatus: 'single', age: 64, retirement401k: 32500.01 }).errors).toEqual([
      fieldError('/retirement401k', 'exceeds_deferral_limit'),
    ]);
    expect(
      result({ grossIncome: 100000, filingStatus: 'single', age: 61, retirement401k: 35750 }).adjustedGrossIncome,
    ).toBe(64250);
  });

  it('makes catch-up deferrals Roth above $150,000 of FICA wages (Notice 2025-67), with an age given', () => {
    const r = result({ grossIncome: 200000, filingStatus: 'single', age: 55, retirement401k: 32500 });
    expect(r.fica.earners[0].rothCatchUp).toBe(8000);
    expect(r.adjustedGrossIncome).toBe(175500); // only the 24,500 regular deferral is pre-tax
    expect(r.takeHomePay).toBe(centsSum([200000, -r.totalTax, -32500]));
    const under = result({ grossIncome: 150000, filingStatus: 'single', age: 55, retirement401k: 32500 });
    expect(under.fica.earners[0].rothCatchUp).toBe(0);
    expect(under.adjustedGrossIncome).toBe(117500);
  });
});

describe('tax-calculator: children and other dependents (Schedule 8812)', () => {
  it('a family with two children in the phase-out', () => {
    const r = result({ grossIncome: 425500, filingStatus: 'mfj', spouseIncome: 175500, children: 2 });
    // MAGI 25,500 over 400,000: 26 steps × $50 = 1,300 off 4,400.
    expect(r.childTaxCredit).toBe(3100);
    expect(r.additionalChildTaxCredit).toBe(0);
    // Taxable 393,300: 2,480 + 9,120 + 24,332 + 24 % × 181,900 (43,656) = 79,588.
    expect(r.federalIncomeTax).toBe(79588);
    expect(r.federalIncomeTaxAfterCredits).toBe(76488);
    // SS 11,439 + 10,881; Medicare 3,625 + 2,544.75; Additional 0.9 % × 175,500 = 1,579.50.
    expect(r.ficaTax).toBe(30069.25);
    expect(r.takeHomePay).toBe(318942.75);
  });

  it('other dependents: $500 each, nonrefundable', () => {
    const r = result({ grossIncome: 80000, filingStatus: 'mfj', otherDependents: 2 });
    expect(r.otherDependentsCredit).toBe(1000);
    expect(r.childTaxCredit).toBe(0);
    expect(r.additionalChildTaxCredit).toBe(0);
  });

  it('the refundable part: 15 % of earned income over $2,500, at most $1,700 a child', () => {
    // hoh, 1 child, wages 20,000: taxable 0, so no nonrefundable credit; ACTC min(1,700, 15 % × 17,500) = 1,700.
    // The earned income credit is refundable too: 20,000 is past 2026's 13,020 and under 23,890, the maximum 4,427.
    const r = result({ grossIncome: 20000, filingStatus: 'hoh', children: 1 });
    expect(r.childTaxCredit).toBe(0);
    expect(r.additionalChildTaxCredit).toBe(1700);
    expect(r.earnedIncomeCredit).toBe(4427);
    expect(r.federalIncomeTaxAfterCredits).toBe(-1700 - 4427);
    expect(r.takeHomePay).toBe(20000 + 1700 + 4427 - 1530);
  });

  it('three children: the larger of 15 % of earned income and the FICA withheld less the earned income credit', () => {
    // Wages 4,000: 15 % × 1,500 = 225; FICA 7.65 % × 4,000 = 306, less the EIC (line 25): 45 % × 4,025 = 1,811
    // leaves 0 → 225. With interest of 13,000 (over 2026's 12,200 limit) there is no EIC: 306 with three
    // children, 225 with two.
    expect(result({ grossIncome: 4000, filingStatus: 'hoh', children: 3 }).additionalChildTaxCredit).toBe(225);
    const noEic = { grossIncome: 4000, interestIncome: 13000, filingStatus: 'hoh' } as const;
    expect(result({ ...noEic, children: 3 }).additionalChildTaxCredit).toBe(306);
    expect(result({ ...noEic, children: 2 }).additionalChildTaxCredit).toBe(225);
    // hoh, 3 children, 30,000: tax 585 used; line 17 = min(6,015, 5,100); line 20 = 4,125 > FICA 2,295.
    const r = result({ grossIncome: 30000, filingStatus: 'hoh', children: 3 });
    expect(r.childTaxCredit).toBe(585);
    expect(r.additionalChildTaxCredit).toBe(4125);
  });

  it('earned income for the refundable part is wages after 401(k) deferrals', () => {
    const r = result({ grossIncome: 12500, filingStatus: 'hoh', children: 2, retirement401k: 2000 });
    expect(r.additionalChildTaxCredit).toBe(1200); // 15 % × (10,500 − 2,500)
  });
});

describe('tax-calculator: AGI and the marginal rate', () => {
  it('AGI includes otherDeductions (above-the-line); taxable income is unchanged', () => {
    const r = result({ grossIncome: 75000, filingStatus: 'single', otherDeductions: 2000 });
    expect(r.adjustedGrossIncome).toBe(73000);
    expect(r.taxableIncome).toBe(56900);
  });
});

describe('tax-calculator: per paycheck', () => {
  it.each([
    ['weekly', 52],
    ['biweekly', 26],
    ['semimonthly', 24],
    ['monthly', 12],
  ])('%s: %i paychecks summing to the annual figures to the cent', (payFrequency, n) => {
    const r = result({
      grossIncome: 87654.32,
      filingStatus: 'single',
      retirement401k: 5000,
      payFrequency,
      state: 'PA',
    });
    const p = r.perPaycheck;
    expect(p.paychecksPerYear).toBe(n);
    const sum = (key: string) => centsSum([...Array(n - 1).fill(p.regular[key]), p.last[key]]);
    expect(sum('gross')).toBe(87654.32);
    expect(sum('federalIncomeTax')).toBe(centsSum([r.federalIncomeTaxAfterCredits, r.additionalChildTaxCredit]));
    expect(sum('fica')).toBe(r.ficaTax);
    expect(sum('stateIncomeTax')).toBe(r.stateIncomeTax);
    expect(sum('retirement401k')).toBe(5000);
    expect(sum('federalWithholding')).toBe(r.federalWithholding);
    expect(sum('net')).toBe(
      centsSum([r.grossIncome, -r.federalWithholding, -r.ficaTax, -r.stateIncomeTax, -sum('retirement401k')]),
    );
  });

  it('the refundable credit is a refund, not pay: a head of household with three children nets less than gross', () => {
    const r = result({ grossIncome: 40000, filingStatus: 'hoh', children: 3, payFrequency: 'biweekly', state: 'OH' });
    expect(r.additionalChildTaxCredit).toBeGreaterThan(0);
    const p = r.perPaycheck.regular;
    expect(p.gross).toBe(1538.46);
    expect(p.federalIncomeTax).toBe(0); // the child tax credit takes the whole tax; the rest is refunded once
    expect(p.net).toBe(centsSum([p.gross, -p.fica, -p.stateIncomeTax]));
    expect(p.net).toBeLessThan(p.gross);
  });

  it("monthlyTakeHome is the tax owed spread by the paychecks' rule, whatever the pay frequency", () => {
    // 75,000 single: 6,250 − 639.16 (7,670 ÷ 12) − 478.12 (5,737.50 ÷ 12), each toward zero; 61,592.50 ÷ 12 is 5,132.708…
    const monthly = result({ grossIncome: 75000, filingStatus: 'single', payFrequency: 'monthly' });
    expect(monthly.monthlyTakeHome).toBe(5132.72);
    // The paycheck withholds by Pub. 15-T: 2026 single, 75,000 − 8,600 = 66,400; 5,800 + 22 % × 8,500 = 7,670;
    // ÷ 12 = 639.17 to the cent, half up.
    expect(monthly.perPaycheck.regular.federalWithholding).toBe(639.17);
    expect(monthly.perPaycheck.regular.net).toBe(5132.71);
    expect(result({ grossIncome: 75000, filingStatus: 'single', payFrequency: 'weekly' }).monthlyTakeHome).toBe(
      5132.72,
    );
  });

  it('accepts the frequency in any case; monthly by default', () => {
    expect(
      result({ grossIncome: 60000, filingStatus: 'single', payFrequency: 'BiWeekly' }).perPaycheck.payFrequency,
    ).toBe('biweekly');
    expect(result({ grossIncome: 60000, filingStatus: 'single' }).perPaycheck.paychecksPerYear).toBe(12);
  });
});

describe('tax-calculator: state', () => {
  it('adds the state income tax to the total and takes it off take-home', () => {
    const r = result({ grossIncome: 100000, filingStatus: 'single', retirement401k: 10000, state: 'pa' });
    expect(r.state.code).toBe('PA');
    expect(r.state.taxableIncome).toBe(100000); // PA taxes 401(k) deferrals
    expect(r.stateIncomeTax).toBe(3070);
    expect(r.state.source.url).toMatch(/^https:\/\//);
    expect(r.totalTax).toBe(centsSum([r.federalIncomeTaxAfterCredits, r.ficaTax, 3070]));
    expect(r.takeHomePay).toBe(centsSum([100000, -r.totalTax, -10000]));
  });

  it('a state without a wage income tax answers 0 and says why', () => {
    const r = result({ grossIncome: 100000, filingStatus: 'single', state: 'TX' });
    expect(r.state).toEqual(expect.objectContaining({ code: 'TX', taxesWages: false, incomeTax: 0 }));
    expect(r.state.reason).toMatch(/Tex\. Const/);
  });

  it('without a state: state null, stateIncomeTax 0', () => {
    const r = result({ grossIncome: 100000, filingStatus: 'single' });
    expect(r.state).toBeNull();
    expect(r.stateIncomeTax).toBe(0);
  });

  it('compares states for the same household, by take-home pay', () => {
    const r = result({ grossIncome: 100000, filingStatus: 'single', compareStates: ['pa', 'TX', 'FL', 'tx'] });
    expect(r.stateComparison.map((row: { code: string }) => row.code)).toEqual(['FL', 'TX', 'PA']);
    expect(r.stateComparison[2].takeHomePay).toBe(centsSum([r.stateComparison[0].takeHomePay, -3070]));
  });

  it('refuses an unknown code, and names a state whose rules are not available', () => {
    expect(errorOf({ grossIncome: 1, filingStatus: 'single', state: 'XX' }).errors).toEqual([
      fieldError('/state', 'enum'),
    ]);
    expect(errorOf({ grossIncome: 1, filingStatus: 'single', compareStates: new Array(52).fill('TX') }).errors).toEqual(
      [fieldError('/compareStates', 'maxItems')],
    );
  });
});
