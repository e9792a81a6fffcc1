/**
 * The law's data is checked against its schema when it loads: the repository's files pass, and a file with an
 * undeclared special rule, a rule given other figures, a figure without a source, a year missing from a figure the
 * engine needs, a stand-in year with no figure of its own, a Social Security rule the engine does not know (or its
 * figures other than the rule reads), or a payroll contribution program without its source is
 * refused with words naming the file and the place; a locality of several taxes (on each earner's wages, a flat
 * amount a month, a threshold schedule with exemptions per person) is accepted, and one tax of two forms refused.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the edits below walk the JSON files freely */
import { SPECIAL_RULE_FIGURES } from '../../../src/calculators/state-rules';
import { createLaw, LAW_DATA, type LawData } from '../../../src/reference/law';

/** A deep copy of the repository's data with `edit` applied to one state's file (or the federal one). */
function withEdit(code: string, edit: (file: Record<string, any>) => void): LawData {
  const copy = JSON.parse(JSON.stringify(LAW_DATA)) as { federal: any; states: Record<string, any> };
  edit(code === 'US' ? copy.federal : copy.states[code]);
  return copy;
}

const load = (data: LawData) => () => createLaw(data, SPECIAL_RULE_FIGURES);

describe("the law's data schema", () => {
  it('accepts the repository’s files: every state and DC, for every year the federal file covers', () => {
    const law = createLaw(LAW_DATA, SPECIAL_RULE_FIGURES);
    expect(law.years).toEqual([2025, 2026]);
    expect(Object.keys(LAW_DATA.states)).toHaveLength(51);
  });

  it('refuses a special rule the engine does not declare', () => {
    const data = withEdit('AL', (al) => {
      al.figures.special['2026'][0].name = 'al-no-such-rule';
    });
    expect(load(data)).toThrow(
      /states\/al\.json\/figures\/special\/2026\/0\/name: must be equal to one of the allowed values/,
    );
  });

  it('refuses a declared rule given figures it does not read, or missing one it does', () => {
    const extra = withEdit('WI', (wi) => {
      wi.figures.special['2025'][1].figures.bonus = 5;
    });
    expect(load(extra)).toThrow(
      /states\/wi\.json\/figures\/special\/2025\/1\/figures: must NOT have additional properties/,
    );
    const missing = withEdit('WI', (wi) => {
      delete wi.figures.special['2025'][1].figures.pct;
    });
    expect(load(missing)).toThrow(/must have required property 'pct'/);
  });

  it('refuses a Social Security rule the engine does not know, or its figures other than the rule reads', () => {
    const unknown = withEdit('MN', (mn) => {
      mn.figures.socialSecurityBenefits['2025'].rule = 'mn-no-such-rule';
    });
    expect(load(unknown)).toThrow(
      /states\/mn\.json\/figures\/socialSecurityBenefits\/2025\/rule: must be equal to one of the allowed values/,
    );
    const missing = withEdit('VT', (vt) => {
      delete vt.figures.socialSecurityBenefits['2026'].figures.divisor;
    });
    expect(load(missing)).toThrow(/must have required property 'divisor'/);
    const noSource = withEdit('WV', (wv) => {
      delete wv.figures.socialSecurityBenefits['2025'].source;
    });
    expect(load(noSource)).toThrow(/states\/wv\.json\/figures\/socialSecurityBenefits\/2025/);
  });

  it('refuses a figure without a source (or projection), and a source without the date it was read', () => {
    const noSource = withEdit('CA', (ca) => {
      delete ca.figures.standardDeduction['2025'].source;
    });
    expect(load(noSource)).toThrow(
      /states\/ca\.json\/figures\/standardDeduction\/2025: must have required property 'source'/,
    );
    const noDate = withEdit('US', (us) => {
      delete us.figures.socialSecurity['2025'].source.read;
    });
    expect(load(noDate)).toThrow(
      /federal\.json\/figures\/socialSecurity\/2025\/source: must have required property 'read'/,
    );
  });

  it('refuses a payroll contribution program without its source, a program id out of form, and a year left out', () => {
    const noSource = withEdit('CA', (ca) => {
      delete ca.figures.payrollContributions['2026'][0].source;
    });
    expect(load(noSource)).toThrow(
      /states\/ca\.json\/figures\/payrollContributions\/2026\/0: must have required property 'source'/,
    );
    const badId = withEdit('NY', (ny) => {
      ny.figures.payrollContributions['2025'][1].program = 'ny pfl';
    });
    expect(load(badId)).toThrow(
      /states\/ny\.json\/figures\/payrollContributions\/2025\/1\/program: must match pattern/,
    );
    const noYear = withEdit('MN', (mn) => {
      delete mn.figures.payrollContributions['2025'];
    });
    expect(load(noYear)).toThrow(/states\/mn\.json\/figures\/payrollContributions: must have required property '2025'/);
    const overShare = withEdit('WA', (wa) => {
      wa.figures.payrollContributions['2026'][0].employeeSharePct = 171.43;
    });
    expect(load(overShare)).toThrow(/payrollContributions\/2026\/0\/employeeSharePct: must be <= 100/);
  });

  it('accepts a locality of several taxes of each form, and refuses a tax of two forms or without its source', () => {
    const source = { title: 'A city finance department page', url: 'https://example.gov/tax', read: '2026-11-29' };
    const several = {
      id: 'OR-TEST_CITY',
      name: 'Test City',
      taxes: [
        { name: 'Test wage tax', base: 'wages', rate: 1, baseCap: 176100, source },
        { name: 'Test privilege tax', base: 'wages', flat: { amount: 5.75, per: 'month', whenAtLeast: 500 }, source },
        {
          name: 'Test income tax',
          base: 'federalAgi',
          exemptionPerPerson: 600,
          schedule: Object.fromEntries(
            ['single', 'mfj', 'mfs', 'hoh', 'qss'].map((s) => [
              s,
              [
                { over: 0, plus: 0, rate: 0 },
                { over: 125000, plus: 0, rate: 1 },
              ],
            ]),
          ),
          source,
        },
      ],
    };
    const withLocality = (l: unknown) =>
      withEdit('OR', (or) => {
        or.figures.localities = { '2025': [l], '2026': { standIn: 2025 } };
      });
    expect(load(withLocality(several))).not.toThrow();
    const twoForms = JSON.parse(JSON.stringify(several));
    twoForms.taxes[0].flat = { amount: 52, per: 'year', whenAtLeast: 12000 };
    expect(load(withLocality(twoForms))).toThrow(/states\/or\.json\/figures\/localities\/2025\/0/);
    const noSource = JSON.parse(JSON.stringify(several));
    delete noSource.taxes[1].source;
    expect(load(withLocality(noSource))).toThrow(/must have required property 'source'/);
    const badBase = { ...several.taxes[0], id: 'OR-TEST_CITY', base: 'salary' };
    expect(load(withLocality(badBase))).toThrow(/localities\/2025\/0/);
  });

  it('accepts a projection in place of a source, with its method, index and value', () => {
    const projected = withEdit('CA', (ca) => {
      const sd = ca.figures.standardDeduction['2025'];
      delete sd.source;
      sd.projected = {
        method: 'R&TC §17041(h): the 2025 amount indexed by the California CPI',
        index: 'CA CPI',
        value: 3.4,
      };
    });
    expect(load(projected)).not.toThrow();
  });

  it('refuses a year missing from a figure the engine needs, federal or state', () => {
    const state = withEdit('NY', (ny) => {
      delete ny.figures.brackets['2025'];
    });
    expect(load(state)).toThrow(/states\/ny\.json\/figures\/brackets: must have required property '2025'/);
    const federal = withEdit('US', (us) => {
      delete us.figures.childTaxCredit['2026'];
    });
    expect(load(federal)).toThrow(/federal\.json\/figures\/childTaxCredit: must have required property '2026'/);
    const noBrackets = withEdit('OH', (oh) => {
      delete oh.figures.brackets;
    });
    expect(load(noBrackets)).toThrow(/states\/oh\.json\/figures: must have required property 'brackets'/);
  });

  it('refuses a stand-in year that has no figure of its own', () => {
    const data = withEdit('TX', (tx) => {
      tx.figures.noWageTax['2025'] = { standIn: 2026 };
      tx.figures.noWageTax['2026'] = { standIn: 2025 };
    });
    expect(load(data)).toThrow(/noWageTax 2025 stands in with 2026, which has no figure of its own/);
  });
});
