/**
 * The states' own exclusions of pensions and IRA distributions, per person by the age on 31 December, 2025 and 2026.
 * Each case measures the exclusion as the state's taxable income of the same household with the money as interest
 * less the household's own (the same federal AGI and state starting income; interest, which no modelled exclusion
 * touches, keeps the taxable income above 0 where a case needs it), and
 * names the line of the state's return and its instructions it follows:
 * - Georgia, Form 500 Schedule 1 and the IT-511 Retirement Income Exclusion Worksheet (O.C.G.A. §48-7-27(a)(5)):
 *   $35,000 at 62 to 64, $65,000 at 65 or older, each filer, of which up to $5,000 of the filer's wages.
 * - New York, IT-201 line 29 (Tax Law §612(c)(3-a)): $20,000 each from 59½ (an age of 60 on 31 December).
 * - South Carolina, SC1040 line p (§12-6-1170(A)): $3,000 each under 65, $10,000 from 65, which comes off the $15,000
 *   age 65 deduction of line q (§12-6-1170(B)): from 65 it adds nothing.
 * - Alabama, Schedule RS line 10 (§40-18-19, Act 2022-294): $6,000 each at 65 or older.
 * - Kentucky, Schedule P: $31,110 each. Oklahoma, Schedule 511-A: $10,000 each.
 * - Delaware, PIT-RES line 6: $2,000 each under 60, $12,500 at 60 or older.
 * - Maryland, Worksheet 13A (Tax-General §10-209): each filer 65 or older up to $41,200 (2025) / $40,600 (2026) less
 *   the Social Security benefits.
 * - Michigan, Form 4884 (MCL 206.30(1)(f), (10)): by the older filer's birth year; 2025 $65,897 / $131,794 joint,
 *   75 % of it ($49,423 / $98,846) for those born 1946–1966, none from 1967; 2026 all, $67,676 / $135,352 (projected).
 * - New Jersey, NJ-1040 line 28a (N.J.S.A. 54A:6-10; the Division of Taxation's 'Retirement Income Exclusions' page):
 *   62 or older, by total income: up to $100,000 all of it up to
 *   $100,000 joint / $75,000 single / $50,000 separate; to $125,000 50 % / 37.5 % / 25 %; to $150,000 25 % / 18.75 %
 *   / 12.5 %; none above.
 * - Iowa, IA 1040 Schedule 1: all of it at 55 or older.
 */
import { calculator } from '../../support/run-calculator';

const { result, errorOf } = calculator('tax-calculator');

const YEARS = [2025, 2026] as const;

type Input = Record<string, unknown>;

/** State taxable income with the distributions less that with the same money as interest: the exclusion. */
function exclusion(input: Input): number {
  const asInterest = {
    ...input,
    retirementDistributions: 0,
    spouseRetirementDistributions: 0,
    interestIncome: ((input.interestIncome as number | undefined) ?? 0) + (input.retirementDistributions as number),
  };
  const [own, other] = [result(input), result(asInterest)];
  expect(own.state.baseIncome).toBe(other.state.baseIncome);
  return Math.round((other.state.taxableIncome - own.state.taxableIncome) * 100) / 100;
}

const single = (state: string, age: number | undefined, distributions: number, wages = 0): Input => ({
  filingStatus: 'single',
  grossIncome: wages,
  retirementDistributions: distributions,
  ...(age === undefined ? {} : { age }),
  state,
});
const joint = (state: string, ages: [number, number], [mine, spouse]: [number, number], wages = 0): Input => ({
  filingStatus: 'mfj',
  grossIncome: wages,
  retirementDistributions: mine + spouse,
  spouseRetirementDistributions: spouse,
  age: ages[0],
  spouseAge: ages[1],
  state,
});

/** [case, input, exclusion in 2025, in 2026] */
const CASES: [string, Input, number, number][] = [
  ['GA: 63, IRA 50,000: the 62–64 amount', { ...single('GA', 63, 50_000), interestIncome: 100_000 }, 35_000, 35_000],
  ['GA: 70, IRA 80,000: the 65+ amount', { ...single('GA', 70, 80_000), interestIncome: 100_000 }, 65_000, 65_000],
  ['GA: 61, IRA 50,000: under 62', { ...single('GA', 61, 50_000), interestIncome: 100_000 }, 0, 0],
  // The spouse of 61 takes none of the spouse's own 30,000.
  [
    'GA: joint, 66 with 40,000 and 61 with 30,000',
    { ...joint('GA', [66, 61], [40_000, 30_000]), interestIncome: 100_000 },
    40_000,
    40_000,
  ],
  // 62,000 + 5,000 of wages reach 65,000; as interest, only the 5,000 of wages are excluded: 60,000 more.
  [
    'GA: 65, wages 10,000, IRA 62,000',
    { ...single('GA', 65, 62_000, 10_000), interestIncome: 100_000 },
    60_000,
    60_000,
  ],
  ['NY: 65, IRA 30,000', { ...single('NY', 65, 30_000), interestIncome: 100_000 }, 20_000, 20_000],
  ['NY: 59, IRA 30,000: 59½ not known to be reached', { ...single('NY', 59, 30_000), interestIncome: 100_000 }, 0, 0],
  ['NY: no age given', { ...single('NY', undefined, 30_000), interestIncome: 100_000 }, 0, 0],
  [
    'NY: joint, 62 with 15,000 and 58 with 25,000',
    { ...joint('NY', [62, 58], [15_000, 25_000]), interestIncome: 100_000 },
    15_000,
    15_000,
  ],
  [
    'NY: joint, both 70, 5,000 and 25,000',
    { ...joint('NY', [70, 70], [5_000, 25_000]), interestIncome: 100_000 },
    25_000,
    25_000,
  ],
  ['SC: 60, IRA 20,000: 3,000 under 65', single('SC', 60, 20_000, 30_000), 3_000, 3_000],
  ['SC: 67, IRA 20,000: the age 65 deduction already holds it', single('SC', 67, 20_000, 30_000), 0, 0],
  ['SC: joint, 60 with 2,000 and 50 with 10,000', joint('SC', [60, 50], [2_000, 10_000], 40_000), 5_000, 5_000],
  ['AL: 66, IRA 20,000', single('AL', 66, 20_000, 20_000), 6_000, 6_000],
  ['AL: 64, IRA 20,000', single('AL', 64, 20_000, 20_000), 0, 0],
  ['AL: joint, 65 with 4,000 and 66 with 10,000', joint('AL', [65, 66], [4_000, 10_000], 30_000), 10_000, 10_000],
  ['KY: 40, IRA 50,000 (no age limit)', single('KY', 40, 50_000), 31_110, 31_110],
  ['KY: joint, 20,000 and 40,000', joint('KY', [60, 58], [20_000, 40_000]), 51_110, 51_110],
  ['OK: IRA 50,000', single('OK', 50, 50_000), 10_000, 10_000],
  ['OK: joint, 5,000 and 30,000', joint('OK', [66, 64], [5_000, 30_000]), 15_000, 15_000],
  ['DE: 55, pension 5,000: under 60', single('DE', 55, 5_000, 40_000), 2_000, 2_000],
  ['DE: 61, IRA 20,000', single('DE', 61, 20_000, 10_000), 12_500, 12_500],
  ['DE: joint, 61 with 3,000 and 58 with 8,000', joint('DE', [61, 58], [3_000, 8_000], 40_000), 5_000, 5_000],
  ['MD: 66, pension 50,000', single('MD', 66, 50_000), 41_200, 40_600],
  ['MD: 64, pension 50,000', single('MD', 64, 50_000), 0, 0],
  ['MI: 80 (born 1945 / 1946), IRA 70,000', { ...single('MI', 80, 70_000), interestIncome: 100_000 }, 65_897, 67_676],
  ['MI: 70, IRA 60,000: 75 % in 2025', { ...single('MI', 70, 60_000), interestIncome: 100_000 }, 49_423, 60_000],
  ['MI: 58, IRA 70,000: born 1967 in 2025, none', { ...single('MI', 58, 70_000), interestIncome: 100_000 }, 0, 67_676],
  // The older spouse's birth year decides for both: 75 % of 131,794 = 98,845.50, the whole dollar 98,846.
  [
    'MI: joint, 70 and 55, the spouse 120,000',
    { ...joint('MI', [70, 55], [0, 120_000]), interestIncome: 100_000 },
    98_846,
    120_000,
  ],
  [
    'MI: joint, 70 and 68, 80,000 and 90,000',
    { ...joint('MI', [70, 68], [80_000, 90_000]), interestIncome: 100_000 },
    98_846,
    135_352,
  ],
  ['NJ: 65, wages 30,000, pension 60,000: total 90,000', single('NJ', 65, 60_000, 30_000), 60_000, 60_000],
  ['NJ: 65, wages 40,000, pension 80,000: 37.5 %', single('NJ', 65, 80_000, 40_000), 30_000, 30_000],
  ['NJ: 65, wages 60,000, pension 80,000: 18.75 %', single('NJ', 65, 80_000, 60_000), 15_000, 15_000],
  ['NJ: 65, wages 80,000, pension 80,000: over 150,000', single('NJ', 65, 80_000, 80_000), 0, 0],
  ['NJ: 61, wages 30,000, pension 60,000: under 62', single('NJ', 61, 60_000, 30_000), 0, 0],
  [
    'NJ: joint, both 70, 50,000 and 40,000, wages 20,000: 50 %',
    joint('NJ', [70, 70], [50_000, 40_000], 20_000),
    45_000,
    45_000,
  ],
  ['NJ: joint, 64 with 30,000 and 60 with 40,000', joint('NJ', [64, 60], [30_000, 40_000], 10_000), 30_000, 30_000],
  ['IA: 56, wages 50,000, IRA 40,000', single('IA', 56, 40_000, 50_000), 40_000, 40_000],
  ['IA: 54, wages 50,000, IRA 40,000', single('IA', 54, 40_000, 50_000), 0, 0],
];

describe('tax-calculator: the states’ pension and IRA exclusions', () => {
  for (const [i, taxYear] of YEARS.entries()) {
    it.each(CASES)(`${taxYear}: %s`, (_name, input, ...expected) => {
      expect(exclusion({ ...input, taxYear })).toBe(expected[i]);
    });
  }

  it.each(YEARS)('%i: Maryland reduces the limit by the Social Security benefits (Worksheet 13A line 3)', (taxYear) => {
    const max = taxYear === 2025 ? 41_200 : 40_600;
    const input = { ...single('MD', 66, 50_000), socialSecurityBenefits: 20_000, taxYear };
    expect(exclusion(input)).toBe(max - 20_000);
    // Joint, 70 and 60, 30,000 and 20,000, benefits 10,000: only the taxpayer is 65+; 30,000 is under max − 10,000.
    const couple = { ...joint('MD', [70, 60], [30_000, 20_000]), socialSecurityBenefits: 10_000, taxYear };
    expect(exclusion(couple)).toBe(30_000);
  });

  it('2025: Maryland’s exemption chart reads federal AGI with the taxable benefits (Form 502 line 1), not the income left after subtracting them', () => {
    // Single, 40, wages 99,000, benefits 30,000. Pub. 915 Worksheet 1: provisional income 99,000 + 15,000 = 114,000;
    // taxable min(85 % × 30,000, 85 % × 80,000 + 4,500) = 25,500; federal AGI 124,500. Maryland subtracts the 25,500
    // (line 11), but its Exemption Amount Chart (Tax-General §10-211(b)) reads the 124,500 of line 1: $1,600, not
    // $3,200. Line 20: 99,000 − 3,350 − 1,600 = 94,050.
    const r = result({
      grossIncome: 99_000,
      socialSecurityBenefits: 30_000,
      age: 40,
      filingStatus: 'single',
      state: 'MD',
      taxYear: 2025,
    });
    expect(r.adjustedGrossIncome).toBe(124_500);
    expect(r.state.baseIncome).toBe(99_000);
    expect([r.state.deductions, r.state.taxableIncome]).toEqual([3_350 + 1_600, 94_050]);
  });

  it.each(YEARS)('%i: married filing separately in New Jersey, up to 50,000', (taxYear) => {
    const input = { ...single('NJ', 62, 70_000, 20_000), filingStatus: 'mfs', taxYear };
    expect(exclusion(input)).toBe(50_000);
  });

  it.each(YEARS)('%i: the words name the exclusion, its source and the split between spouses', (taxYear) => {
    const r = result({ ...joint('GA', [66, 61], [40_000, 30_000]), taxYear });
    const words = r.state.assumptions.join(' ');
    expect(words).toMatch(/Retirement income exclusion: applied to each filer's own retirement distributions/);
    expect(words).toMatch(/the taxpayer's \$40,000\.00, the spouse's \$30,000\.00/);
    expect(words).toMatch(/O\.C\.G\.A\. §48-7-27\(a\)\(5\)/);
    expect(r.state.notModelled.join(' ')).not.toMatch(/the state’s own exclusions of pensions/);
    const va = result({ ...single('VA', 70, 40_000), taxYear });
    expect(va.state.assumptions.join(' ')).toMatch(/Virginia excludes no pensions as such/);
  });

  it.each(YEARS)('%i: a state without a modelled exclusion still names it (California)', (taxYear) => {
    const r = result({ ...single('CA', 70, 40_000), taxYear });
    expect(r.state.notModelled.join(' ')).toMatch(/the state’s own exclusions of pensions and IRA distributions/);
  });
});

describe('tax-calculator: spouseRetirementDistributions', () => {
  it('is the spouse’s part of retirementDistributions: more is unsatisfiable, naming it', () => {
    const e = errorOf({
      ...joint('NY', [65, 65], [0, 0]),
      retirementDistributions: 10_000,
      spouseRetirementDistributions: 10_000.01,
    });
    expect(e.status).toBe(422);
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.errors).toEqual([
      expect.objectContaining({ path: '/spouseRetirementDistributions', code: 'exceeds_retirement_distributions' }),
    ]);
  });

  it('applies only to a joint return', () => {
    const e = errorOf({ ...single('NY', 65, 10_000), spouseRetirementDistributions: 5_000 });
    expect(e.code).toBe('unsatisfiable_input');
    expect(e.errors).toEqual([
      expect.objectContaining({ path: '/spouseRetirementDistributions', code: 'joint_return_only' }),
    ]);
  });

  it('does not change the federal return: the distributions are the household’s', () => {
    const both = { ...joint('NY', [65, 65], [10_000, 30_000]), interestIncome: 100_000 };
    const taxpayerOnly = { ...both, spouseRetirementDistributions: 0 };
    const [a, b] = [result(both), result(taxpayerOnly)];
    expect(a.federalIncomeTax).toBe(b.federalIncomeTax);
    expect(a.adjustedGrossIncome).toBe(140_000);
    // New York: each spouse's own 20,000 limit: 10,000 + 20,000 against 20,000 all the taxpayer's.
    expect(b.state.taxableIncome - a.state.taxableIncome).toBe(10_000);
  });
});
