/**
 * Social Security benefits and retirement distributions (2025 and 2026). The taxable benefits are worked line by line
 * through IRS Publication 915's Worksheet 1 (line 2: half the benefits; line 7: that + the other income − the
 * adjustments; line 8: the base amount; lines 10-18), with the base amounts of IRC §86(c) (25,000; 32,000 joint; 0
 * married filing separately and living together; adjusted base amounts 34,000 and 44,000), which are not indexed:
 * every case holds in both years (https://www.law.cornell.edu/uscode/text/26/86). The first case is the IRS's own
 * worked example of Worksheet 1 (George White, IRS Publication 17 (2015) chapter 11, as published on the IRS Tax Map,
 * http://taxmap.ntis.gov/taxmap/pub17/p17-060.htm: taxable benefits 2,990); the second, a published exercise
 * (wizedu.com, "Evelene and Arley file MFJ": taxable benefits 7,669 in whole dollars). Retirement distributions are
 * Form 1040 lines 4b + 5b: ordinary income, without FICA.
 */
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

const YEARS = [2025, 2026] as const;

/** [name, input beyond the year, taxable benefits, AGI] */
const CASES: [string, Record<string, unknown>, number, number][] = [
  [
    // Pub. 17 (2015) Worksheet 1: line 1 5,980; line 2 2,990; line 3 28,990 (pension 18,600 + wages 9,400 +
    // interest 990); line 7 31,980; line 9 6,980; line 10 9,000; line 12 6,980; line 13 3,490; line 14 2,990;
    // line 15 0; line 16 2,990; line 17 5,083; line 18 2,990. AGI 28,990 + 2,990 = 31,980.
    'IRS example, George White: single, benefits 5,980, pension 18,600, wages 9,400, interest 990',
    {
      filingStatus: 'single',
      grossIncome: 9400,
      socialSecurityBenefits: 5980,
      retirementDistributions: 18600,
      interestIncome: 990,
    },
    2990,
    31980,
  ],
  [
    // Line 1 42,876; line 2 21,438; line 3 24,526; line 7 45,964; line 9 13,964; line 10 12,000; line 11 1,964;
    // line 13 6,000; line 14 6,000; line 15 85 % × 1,964 = 1,669.40; line 16 7,669.40; line 17 36,444.60.
    'Evelene and Arley: mfj, benefits 15,424 + 27,452, pension 22,148, interest 2,378',
    {
      filingStatus: 'mfj',
      grossIncome: 0,
      socialSecurityBenefits: 42876,
      retirementDistributions: 22148,
      interestIncome: 2378,
    },
    7669.4,
    24526 + 7669.4,
  ],
  [
    // Line 7 = 5,500 + 23,300 = 28,800, not over 32,000: none taxable.
    'mfj, benefits 7,500 + 3,500, pension 22,800, interest 500: under the base amount',
    {
      filingStatus: 'mfj',
      grossIncome: 0,
      socialSecurityBenefits: 11000,
      retirementDistributions: 22800,
      interestIncome: 500,
    },
    0,
    23300,
  ],
  [
    // Base amount 0: line 7 = 10,000 + 10,000 = 20,000; line 11 20,000; line 15 17,000; line 17 17,000.
    'mfs living together, benefits 20,000, pension 10,000: 85 % from the first dollar',
    { filingStatus: 'mfs', grossIncome: 0, socialSecurityBenefits: 20000, retirementDistributions: 10000 },
    17000,
    27000,
  ],
  [
    // Line 7 5,000; line 11 5,000; line 15 4,250; line 17 8,500.
    'mfs living together, benefits 10,000 and nothing else',
    { filingStatus: 'mfs', grossIncome: 0, socialSecurityBenefits: 10000 },
    4250,
    4250,
  ],
  [
    // Line 2 12,000; line 7 52,000; line 9 27,000; line 11 18,000; line 12 9,000; line 13 4,500; line 14 4,500;
    // line 15 15,300; line 16 19,800; line 17 20,400.
    'single, benefits 24,000, pension 40,000',
    { filingStatus: 'single', grossIncome: 0, socialSecurityBenefits: 24000, retirementDistributions: 40000 },
    19800,
    59800,
  ],
  [
    // Line 7 115,000; line 11 81,000; line 14 4,500; line 15 68,850; line 16 73,350; line 17 25,500: 85 % cap.
    'single, benefits 30,000, IRA distributions 100,000: the 85 % cap',
    { filingStatus: 'single', grossIncome: 0, socialSecurityBenefits: 30000, retirementDistributions: 100000 },
    25500,
    125500,
  ],
  [
    // Line 7 20,000, not over 32,000.
    'mfj, benefits 40,000 and nothing else',
    { filingStatus: 'mfj', grossIncome: 0, socialSecurityBenefits: 40000 },
    0,
    0,
  ],
  [
    // Line 2 9,000; line 3 20,000; line 7 29,000; line 9 4,000; line 12 4,000; line 13 2,000; line 14 2,000.
    'hoh, benefits 18,000, wages 20,000',
    { filingStatus: 'hoh', grossIncome: 20000, socialSecurityBenefits: 18000, children: 0 },
    2000,
    22000,
  ],
  [
    // Line 3 30,000; line 6 2,000 (an IRA deduction); line 7 18,000 + 28,000 = 46,000; line 9 14,000; line 11 2,000;
    // line 13 6,000; line 14 6,000; line 15 1,700; line 16 7,700; line 17 30,600.
    'mfj, benefits 36,000, pension 30,000, IRA deduction 2,000',
    {
      filingStatus: 'mfj',
      grossIncome: 0,
      socialSecurityBenefits: 36000,
      retirementDistributions: 30000,
      otherDeductions: 2000,
    },
    7700,
    35700,
  ],
  [
    // Line 3 25,000 (interest 5,000, dividends 10,000, gain 10,000); line 7 40,000; line 9 15,000; line 11 6,000;
    // line 12 9,000; line 13 4,500; line 14 4,500; line 15 5,100; line 16 9,600; line 17 25,500.
    'qss, benefits 30,000, interest 5,000, qualified dividends 10,000, long-term gain 10,000',
    {
      filingStatus: 'qss',
      grossIncome: 0,
      socialSecurityBenefits: 30000,
      interestIncome: 5000,
      ordinaryDividends: 10000,
      qualifiedDividends: 10000,
      longTermCapitalGains: 10000,
      children: 1,
    },
    9600,
    34600,
  ],
  [
    // Line 3 50,000 (W-2 box 1: 60,000 − 10,000 of 401(k)); line 7 75,000; line 9 43,000; line 11 31,000;
    // line 13 6,000; line 14 6,000; line 15 26,350; line 16 32,350; line 17 42,500.
    'mfj, benefits 50,000, wages 60,000 less 10,000 of 401(k)',
    { filingStatus: 'mfj', grossIncome: 60000, retirement401k: 10000, socialSecurityBenefits: 50000 },
    32350,
    82350,
  ],
  [
    // Line 7 = 5,000 + 20,000 = 25,000: not over the base amount.
    'single, benefits 10,000, pension 20,000: provisional income exactly the base amount',
    { filingStatus: 'single', grossIncome: 0, socialSecurityBenefits: 10000, retirementDistributions: 20000 },
    0,
    20000,
  ],
  [
    // Line 7 25,001; line 9 1; line 13 0.50; line 14 0.50.
    'single, benefits 10,000, pension 20,001: one dollar over',
    { filingStatus: 'single', grossIncome: 0, socialSecurityBenefits: 10000, retirementDistributions: 20001 },
    0.5,
    20001.5,
  ],
];

describe('tax-calculator: Social Security benefits (Pub. 915 Worksheet 1)', () => {
  for (const taxYear of YEARS) {
    it.each(CASES)(`${taxYear}: %s`, (_name, input, taxable, agi) => {
      const r = result({ ...input, taxYear });
      expect(r.taxableSocialSecurity).toBe(taxable);
      expect(r.adjustedGrossIncome).toBe(agi);
      expect(r.socialSecurityBenefits).toBe(input.socialSecurityBenefits);
    });
  }

  it.each([
    // AGI 31,980; taxable income 31,980 − 15,750 = 16,230: 1,192.50 + 12 % × 4,305 = 1,709.10.
    [2025, 1709.1],
    // 2026: 31,980 − 16,100 = 15,880: 1,240 + 12 % × 3,480 = 1,657.60.
    [2026, 1657.6],
  ])('%i: the IRS example household pays FICA on the wages only and income tax %d', (taxYear, tax) => {
    const r = result({ ...CASES[0]![1], taxYear });
    expect(r.federalIncomeTax).toBe(tax);
    expect(r.ficaTax).toBe(719.1); // 7.65 % of 9,400: the pension and the benefits carry none
    expect(r.selfEmploymentTax).toBe(0);
    expect(r.totalIncome).toBe(9400 + 990 + 18600 + 5980);
    expect(r.takeHomePay).toBe(Math.round((r.totalIncome - tax - 719.1) * 100) / 100);
  });

  it.each(YEARS)('%i: the senior deduction reads MAGI with the taxable benefits in it', (taxYear) => {
    // Single, 70, benefits 30,000, IRA 100,000: AGI 125,500; the senior deduction 6,000 − 6 % × 50,500 = 2,970.
    const r = result({ ...CASES[6]![1], age: 70, taxYear });
    expect(r.seniorDeduction).toBe(2970);
  });
});

describe('tax-calculator: the states and retirement income', () => {
  const ira = { filingStatus: 'single', grossIncome: 0, socialSecurityBenefits: 24000, retirementDistributions: 40000 };
  it.each(YEARS)(
    '%i: a state that exempts the benefits (New York) starts from AGI less their taxable part',
    (taxYear) => {
      const r = result({ ...ira, state: 'NY', taxYear });
      expect(r.taxableSocialSecurity).toBe(19800);
      expect(r.state.baseIncome).toBe(59800 - 19800);
      expect(r.state.assumptions.join(' ')).toMatch(/Social Security benefits are exempt/);
      // No age given: New York's exclusion from 59½ (IT-201 line 29) is named but takes nothing.
      expect(r.state.assumptions.join(' ')).toMatch(/Pension and annuity income exclusion: applied/);
    },
  );

  it.each(YEARS)('%i: Illinois subtracts the benefits and the distributions (Form IL-1040 line 5)', (taxYear) => {
    const r = result({ ...ira, state: 'IL', taxYear });
    expect(r.state.baseIncome).toBe(0);
    expect(r.stateIncomeTax).toBe(0);
  });

  it.each([
    // [input, federal AGI, CT base]. Below the AGI limit all of the taxable benefits are subtracted; at or above it
    // Connecticut taxes the lesser of 25 % of the benefits and 25 % of the IRC §86(b)(1) excess (Worksheet 1 line 9).
    // Single, benefits 24,000, pension 40,000: AGI 59,800 under 75,000: all 19,800 subtracted.
    [ira, 59800, 40000],
    // Single, benefits 30,000, IRA 100,000: AGI 125,500; line 9 = 115,000 − 25,000 = 90,000; CT taxes the lesser of
    // 7,500 and 22,500 = 7,500; subtracted 25,500 − 7,500 = 18,000.
    [{ ...ira, socialSecurityBenefits: 30000, retirementDistributions: 100000 }, 125500, 107500],
    // Single, benefits 60,000, pension 54,000: line 7 84,000, line 9 59,000, taxable 47,000 (line 16: 4,500 +
    // 85 % × 50,000), AGI 101,000; CT taxes the lesser of 15,000 and 14,750; subtracted 32,250.
    [{ ...ira, socialSecurityBenefits: 60000, retirementDistributions: 54000 }, 101000, 68750],
    // Joint, benefits 20,000, pension 120,000: taxable 17,000 (85 % cap), AGI 137,000 over 100,000; CT taxes the lesser
    // of 5,000 and 25 % × 98,000; subtracted 12,000.
    [{ ...ira, filingStatus: 'mfj', socialSecurityBenefits: 20000, retirementDistributions: 120000 }, 137000, 125000],
  ] as const)(
    'Connecticut 2025 and 2026 (the DRS Social Security Benefit Adjustment Worksheet): %j',
    (input, agi, base) => {
      for (const taxYear of YEARS) {
        const r = result({ ...input, state: 'CT', taxYear });
        expect(r.adjustedGrossIncome).toBe(agi);
        expect(r.state.baseIncome).toBe(base);
        expect(r.state.assumptions.join(' ')).toMatch(/Connecticut: federal AGI/);
        expect(r.state.notModelled.join(' ')).not.toMatch(/Connecticut's Social Security modification/);
      }
    },
  );

  it.each([
    // NMSA §7-2-5.14: all the taxable benefits exempt with AGI not over 100,000 single; none over it.
    [ira, 40000],
    [{ ...ira, socialSecurityBenefits: 30000, retirementDistributions: 100000 }, 125500],
    // Joint, AGI 137,000, not over 150,000: all 17,000 exempt.
    [{ ...ira, filingStatus: 'mfj', socialSecurityBenefits: 20000, retirementDistributions: 120000 }, 120000],
  ] as const)('New Mexico 2025 and 2026 (NMSA §7-2-5.14): %j', (input, base) => {
    for (const taxYear of YEARS) {
      const r = result({ ...input, state: 'NM', taxYear });
      expect(r.state.baseIncome).toBe(base);
      expect(r.state.assumptions.join(' ')).toMatch(/New Mexico: /);
    }
  });

  it.each(YEARS)('%i: New Jersey adds the distributions to wages, Pennsylvania neither', (taxYear) => {
    const input = { ...ira, grossIncome: 30000 };
    expect(result({ ...input, state: 'NJ', taxYear }).state.baseIncome).toBe(70000);
    expect(result({ ...input, state: 'PA', taxYear }).state.baseIncome).toBe(30000);
  });
});

describe('tax-calculator: a household without wages has no paychecks to withhold from', () => {
  // New Jersey taxes interest as its own category, and a capital loss does not offset it (N.J.S.A. 54A:5-1): federal
  // total income nets to 0 while the state's tax does not. No paycheck carries any of it.
  it.each([0, 1])('New Jersey, interest netted federally by a loss, Social Security %s', (socialSecurityBenefits) => {
    const r = result({
      filingStatus: 'single',
      grossIncome: 0,
      interestIncome: 1000.36,
      longTermCapitalGains: -1000.36,
      socialSecurityBenefits,
      taxYear: 2025,
      state: 'NJ',
    }) as { state: { incomeTax: number }; perPaycheck: { regular: { net: number; stateIncomeTax: number } } };
    expect(r.state.incomeTax).toBeGreaterThan(0);
    expect(r.perPaycheck.regular.stateIncomeTax).toBe(0);
    expect(r.perPaycheck.regular.net).toBe(0);
  });
});
