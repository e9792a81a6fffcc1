/**
 * The locality model's forms, each on a household worked by hand: a rate on each earner's wages (one line per
 * earner), capped; a flat amount a month or a year over a threshold; exemptions per person on a household base and
 * on an earner's; a threshold schedule by filing status with an additional tier; earned income with self-employment
 * profit; a surcharge on the state's tax; and several taxes under one id.
 */
import { localityLines, type LocalHousehold } from '../../../src/calculators/tax-local-forms';
import type { LocalTax, Locality } from '../../../src/reference/law';

const source = { title: 'test', url: 'https://example.gov', read: '2026-11-29' };
const STATUSES = ['single', 'mfj', 'mfs', 'hoh', 'qss'] as const;
const tax = (t: Omit<LocalTax, 'source' | 'name'>, name = 'Test tax'): Locality => ({
  id: 'XX-TEST',
  name,
  ...t,
  source,
});
const household = (h: Partial<LocalHousehold> = {}): LocalHousehold => ({
  status: 'single',
  stateTaxableC: 0,
  stateTaxC: 0,
  federalAgiC: 0,
  dependents: 0,
  earners: [{ earner: 'taxpayer', wagesC: 0, pretaxC: 0, benefitsC: 0, selfEmploymentC: 0 }],
  ...h,
});
const couple = (taxpayerC: number, spouseC: number, h: Partial<LocalHousehold> = {}) =>
  household({
    status: 'mfj',
    earners: [
      { earner: 'taxpayer', wagesC: taxpayerC, pretaxC: 0, benefitsC: 0, selfEmploymentC: 0 },
      { earner: 'spouse', wagesC: spouseC, pretaxC: 0, benefitsC: 0, selfEmploymentC: 0 },
    ],
    ...h,
  });
const taxes = (l: Locality, h: LocalHousehold) => localityLines(l, h).map((x) => x.taxC);

describe('a rate on each earner’s wages', () => {
  it('1 % of 60,000 and of 40,000: one line per earner, 600.00 and 400.00, each naming its earner', () => {
    const lines = localityLines(tax({ base: 'wages', rate: 1 }), couple(6_000_000, 4_000_000));
    expect(lines).toMatchObject([
      { id: 'XX-TEST', earner: 'taxpayer', base: 'wages', taxableC: 6_000_000, taxC: 60_000, marginalRate: 1 },
      { id: 'XX-TEST', earner: 'spouse', base: 'wages', taxableC: 4_000_000, taxC: 40_000, marginalRate: 1 },
    ]);
  });

  it('an earner without wages has no line', () => {
    expect(localityLines(tax({ base: 'wages', rate: 1 }), couple(6_000_000, 0))).toHaveLength(1);
  });

  it('a cap of 50,000 on wages of 60,000: 1 % of 50,000 = 500.00, at 0 % on the next dollar', () => {
    const [l] = localityLines(tax({ base: 'wages', rate: 1, baseCap: 50_000 }), couple(6_000_000, 0));
    expect(l).toMatchObject({ taxableC: 5_000_000, taxC: 50_000, marginalRate: 0 });
  });

  it('earned income adds a positive self-employment profit, never a loss: 1.25 % of 50,000 + 10,000 = 750.00', () => {
    const l = tax({ base: 'earnedIncome', rate: 1.25 });
    const h = (seC: number) =>
      household({
        earners: [{ earner: 'taxpayer', wagesC: 5_000_000, pretaxC: 0, benefitsC: 0, selfEmploymentC: seC }],
      });
    expect(taxes(l, h(1_000_000))).toEqual([75_000]);
    expect(taxes(l, h(-500_000))).toEqual([62_500]);
  });

  it('W-2 box 1 wages leave out pre-tax 401(k) deferrals, gross wages keep the cafeteria plan: 550.00, 600.00, 630.00', () => {
    // Gross 63,000 with 3,000 of cafeteria-plan benefits: Medicare wages 60,000; 5,000 deferred.
    const e = {
      earner: 'taxpayer',
      wagesC: 6_000_000,
      pretaxC: 500_000,
      benefitsC: 300_000,
      selfEmploymentC: 0,
    } as const;
    const h = household({ earners: [e] });
    expect(localityLines(tax({ base: 'federalWages', rate: 1 }), h)[0]).toMatchObject({
      taxableC: 5_500_000,
      taxC: 55_000,
    });
    expect(taxes(tax({ base: 'wages', rate: 1 }), h)).toEqual([60_000]);
    expect(taxes(tax({ base: 'grossWages', rate: 1 }), h)).toEqual([63_000]);
  });
});

describe('a flat amount over a threshold, per earner', () => {
  it('5.75 a month when a month’s wages reach 500: 12 × 5.75 = 69.00 from 6,000 a year, nothing below', () => {
    const flat = { amount: 5.75, per: 'month', whenAtLeast: 500 } as const;
    const l = tax({ base: 'wages', flat });
    expect(taxes(l, couple(600_000, 599_999))).toEqual([6_900, 0]);
    expect(localityLines(l, couple(600_000, 0))[0]).toMatchObject({ marginalRate: 0, flat });
  });

  it('52 a year when the year’s wages reach 12,000', () => {
    const l = tax({ base: 'wages', flat: { amount: 52, per: 'year', whenAtLeast: 12_000 } });
    expect(taxes(l, couple(1_200_000, 1_199_999))).toEqual([5_200, 0]);
  });
});

describe('exemptions per person', () => {
  it('on federal AGI, joint with two children: (100,000 − 4 × 600) × 2.4 % = 2,342.40', () => {
    const l = tax({ base: 'federalAgi', rate: 2.4, exemptionPerPerson: 600 });
    const [line] = localityLines(l, couple(10_000_000, 0, { federalAgiC: 10_000_000, dependents: 2 }));
    expect(line).toMatchObject({ taxableC: 9_760_000, taxC: 234_240 });
    expect(line!.earner).toBeUndefined();
  });

  it('on each earner’s wages: the taxpayer takes the dependents’ too: (30,000 − 2 × 600) and (20,000 − 600) at 1 %', () => {
    const l = tax({ base: 'wages', rate: 1, exemptionPerPerson: 600 });
    expect(taxes(l, couple(3_000_000, 2_000_000, { dependents: 1 }))).toEqual([28_800, 19_400]);
  });

  it('never take the base below 0', () => {
    const l = tax({ base: 'federalAgi', rate: 2.4, exemptionPerPerson: 600 });
    expect(localityLines(l, household({ federalAgiC: 50_000 }))[0]).toMatchObject({ taxableC: 0, taxC: 0 });
  });
});

describe('a threshold schedule by filing status', () => {
  const rows = (single: number, joint: number, extra?: [number, number]) =>
    Object.fromEntries(
      STATUSES.map((s) => {
        const over = s === 'mfj' || s === 'qss' ? joint : single;
        const tiers = [
          { over: 0, plus: 0, rate: 0 },
          { over, plus: 0, rate: 1.5 },
        ];
        if (extra) {
          const top = s === 'mfj' || s === 'qss' ? extra[1] : extra[0];
          tiers.push({ over: top, plus: ((top - over) * 1.5) / 100, rate: 3 });
        }
        return [s, tiers];
      }),
    ) as unknown as LocalTax['schedule'];

  it('1.5 % over 125,000 single, 200,000 joint: single 200,000 → 1,125.00; joint 200,000 → 0', () => {
    const l = tax({ base: 'stateTaxableIncome', schedule: rows(125_000, 200_000) });
    expect(taxes(l, household({ stateTaxableC: 20_000_000 }))).toEqual([112_500]);
    expect(taxes(l, couple(20_000_000, 0, { stateTaxableC: 20_000_000 }))).toEqual([0]);
  });

  it('with 3 % over 250,000: single 300,000 → 1,875 + 3 % of 50,000 = 3,375.00', () => {
    const l = tax({ base: 'stateTaxableIncome', schedule: rows(125_000, 200_000, [250_000, 400_000]) });
    expect(localityLines(l, household({ stateTaxableC: 30_000_000 }))[0]).toMatchObject({
      taxC: 337_500,
      marginalRate: 3,
    });
  });
});

describe('several taxes under one id', () => {
  it('a surcharge, a wage tax per earner and a flat amount: five lines in the order written', () => {
    const several: Locality = {
      id: 'XX-TEST',
      name: 'Test City',
      taxes: [
        { name: 'Surcharge', base: 'stateTax', rate: 16.75, source },
        { name: 'Wage tax', base: 'wages', rate: 1, source },
        { name: 'Arts tax', base: 'earnedIncome', flat: { amount: 35, per: 'year', whenAtLeast: 1_000 }, source },
      ],
    };
    const lines = localityLines(several, couple(5_000_000, 100_000, { stateTaxC: 200_000 }));
    expect(lines.map((l) => [l.name, l.earner ?? null, l.taxC])).toEqual([
      ['Surcharge', null, 33_500],
      ['Wage tax', 'taxpayer', 50_000],
      ['Wage tax', 'spouse', 1_000],
      ['Arts tax', 'taxpayer', 3_500],
      ['Arts tax', 'spouse', 3_500],
    ]);
  });
});
