/**
 * Adding a tax year is a data change: a fixture year, 2027, added to a copy of the repository's data (the federal
 * file and three states', each figure group given a 2027 entry) passes the schema and is answered by the same
 * engine, with no code changed. The calculator is loaded with the fixture as the repository's data: its `taxYear`
 * values and default, the federal and state figures and the words of `assumptions` all follow the data.
 *
 * The 2027 figures are a fixture, not the law: the federal standard deduction is the 2026 one raised 3.1 % and
 * rounded down to $50 (IRC §63(c)(4)), the Social Security wage base 192,000, Pennsylvania's rate 3.5 %; every other
 * group stands in with its 2026 figure. The expected answers are worked by hand from these figures and the 2026
 * single schedule of IRS Rev. Proc. 2025-32 §4.01 (10 % to 12,400, 12 % to 50,400, 22 % to 105,700).
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the fixture edits walk the JSON files freely */
import { SPECIAL_RULE_FIGURES } from '../../../src/calculators/state-rules';
import { createLaw, LAW_DATA, type LawData } from '../../../src/reference/law';

const FIXTURE_STATES = ['IL', 'PA', 'TX'] as const;
const CARRIED = { standIn: 2026, reason: 'the fixture year carries the 2026 figure forward' };
const FIXTURE_METHOD = 'Test fixture, not the law:';
const byStatus = (single: number, joint: number, hoh: number) => ({
  single,
  mfj: joint,
  mfs: single,
  hoh,
  qss: joint,
});

/** Each group's 2027 entry: the 2026 stand-in where 2026 has one, null where 2026 is null, else 2026 stands in. */
function carryForward(figures: Record<string, Record<string, unknown>>): void {
  for (const group of Object.values(figures)) {
    const last = group['2026'] as { standIn?: number } | null;
    group['2027'] = last === null ? null : last.standIn !== undefined ? last : CARRIED;
  }
}

/** The repository's federal file and the fixture states' files, each with a 2027 entry in every group. */
function fixtureYear(): LawData {
  const copy = JSON.parse(JSON.stringify(LAW_DATA)) as { federal: any; states: Record<string, any> };
  const federal = copy.federal;
  federal.years = [...federal.years, 2027];
  federal.defaultYear = 2027;
  carryForward(federal.figures);
  federal.figures.standardDeduction['2027'] = {
    byStatus: byStatus(16550, 33150, 24850),
    projected: { method: `${FIXTURE_METHOD} the 2026 amount raised and rounded down to $50`, index: 'CPI', value: 3.1 },
  };
  federal.figures.socialSecurity['2027'] = {
    rate: 6.2,
    wageBase: 192000,
    projected: { method: `${FIXTURE_METHOD} the 2026 base raised by the wage index`, index: 'AWI', value: 4 },
  };
  const states = Object.fromEntries(FIXTURE_STATES.map((code) => [code, copy.states[code]]));
  for (const file of Object.values(states)) carryForward(file.figures);
  const flat = [{ rate: 3.5, upTo: null }];
  states.PA.figures.brackets['2027'] = {
    byStatus: { single: flat, mfj: flat, mfs: flat, hoh: flat, qss: flat },
    projected: { method: `${FIXTURE_METHOD} a flat rate unlike 2026's`, index: 'none', value: 3.5 },
  };
  return { federal, states };
}

const FIXTURE = fixtureYear();

describe('a fixture tax year (2027) added as data', () => {
  it('passes the schema, and the law covers it beside the repository’s years', () => {
    const law = createLaw(FIXTURE, SPECIAL_RULE_FIGURES);
    expect(law.years).toEqual([2025, 2026, 2027]);
    expect(law.federal(2027).byStatus.single.standardDeduction).toBe(16550);
    expect(law.federal(2027).byStatus.single.brackets).toEqual(law.federal(2026).byStatus.single.brackets);
    expect(law.state('PA', 2027)).toMatchObject({ taxYear: 2027, brackets: { byStatus: { single: [{ rate: 3.5 }] } } });
    expect(law.state('CA', 2027)).toBeUndefined();
  });

  it('is refused by the schema where a state file lacks the year', () => {
    const data = JSON.parse(JSON.stringify(FIXTURE)) as { federal: unknown; states: Record<string, any> };
    delete data.states.IL.figures.brackets['2027'];
    expect(() => createLaw(data, SPECIAL_RULE_FIGURES)).toThrow(
      /states\/il\.json\/figures\/brackets: must have required property '2027'/,
    );
  });

  describe('answered by the tax calculator loaded with the fixture as its data', () => {
    type Runner = typeof import('../../support/run-calculator');
    let tax: ReturnType<Runner['calculator']>;
    let fieldError: Runner['fieldError'];

    beforeAll(async () => {
      await jest.isolateModulesAsync(async () => {
        jest.doMock('../../../src/reference/law/data', () => ({ LAW_DATA: FIXTURE }));
        const runner = await import('../../support/run-calculator');
        tax = runner.calculator('tax-calculator');
        fieldError = runner.fieldError;
      });
    });
    afterAll(() => jest.dontMock('../../../src/reference/law/data'));

    it('answers the data’s default year when none is asked, and refuses a year the data does not have', () => {
      expect(tax.result({ grossIncome: 75000, filingStatus: 'single' }).taxYear).toBe(2027);
      expect(tax.errorOf({ grossIncome: 75000, filingStatus: 'single', taxYear: 2028 }).errors).toEqual([
        fieldError('/taxYear', 'enum'),
      ]);
    });

    it('single, 75,000 in PA: taxable 58,450 (75,000 − 16,550), tax 1,240 + 4,560 + 22 % of 8,050 = 7,571; PA 3.5 %', () => {
      const { result, assumptions } = tax.run({
        grossIncome: 75000,
        filingStatus: 'single',
        state: 'PA',
        taxYear: 2027,
      });
      expect(result).toMatchObject({ taxYear: 2027, standardDeduction: 16550, taxableIncome: 58450 });
      expect(result.federalIncomeTax).toBe(7571);
      expect(result.stateIncomeTax).toBe(2625); // 3.5 % × 75,000
      expect(result.state).toMatchObject({ taxYear: 2027 });
      expect(assumptions).toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^Federal standard deduction for 2027 is a projection, not an official figure: Test fixture/,
          ),
          expect.stringMatching(/^Federal rate schedule: the 2026 figure is used for 2027, the fixture year carries/),
          expect.stringMatching(/^Pennsylvania rate schedule for 2027 is a projection, not an official figure/),
          expect.stringMatching(/^Pennsylvania starting income: the 2026 figure is used for 2027/),
        ]),
      );
    });

    it('single, 200,000: Social Security on the 2027 wage base, 6.2 % × 192,000 = 11,904', () => {
      expect(tax.result({ grossIncome: 200000, filingStatus: 'single', taxYear: 2027 }).socialSecurityTax).toBe(11904);
    });

    it('a state the data has no 2027 file for is a 422 naming those it has', () => {
      const error = tax.errorOf({ grossIncome: 75000, filingStatus: 'single', state: 'CA', taxYear: 2027 });
      expect(error.errors).toEqual([
        fieldError('/state', 'state_not_available', {
          message: 'California (CA) 2027 income tax rules are not available yet; states with 2027 rules: IL, PA, TX',
        }),
      ]);
    });

    it('answers the repository’s own years unchanged beside it', () => {
      expect(tax.result({ grossIncome: 75000, filingStatus: 'single', taxYear: 2026 }).federalIncomeTax).toBe(7670);
    });
  });
});
