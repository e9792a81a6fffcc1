/**
 * Which AGI a state's phase-out reads. Most read federal AGI as Form 1040 line 11 has it, the taxable Social Security
 * benefits included, though the state then subtracts them: California's exemption credits (R&TC §17054.1, Form 540
 * line 13), Maryland's exemption chart (Tax-General §10-211(b), Form 502 line 1), New York's household credit
 * (IT-201 line 19). Others read their own AGI after the subtraction: Connecticut's personal exemption (Table A of
 * the CT-1040 instructions, by Connecticut AGI, line 5). The benefits' taxable part is figured by IRS Pub. 915
 * Worksheet 1.
 */
import { calculator } from '../../support/run-calculator';

const { result } = calculator('tax-calculator');

describe('tax-calculator: the AGI each state’s phase-outs read', () => {
  it('California 2025: the exemption credit shrinks by federal AGI, benefits included', () => {
    // Single, wages 230,000, benefits 40,000: 85 % × 40,000 = 34,000 taxable; federal AGI 264,000, 11,797 over the
    // 252,203 threshold: 5 steps of 2,500 or part, $6 each; the $153 credit is 123. California subtracts the 34,000
    // (Schedule CA), so its own income is 230,000, under the threshold: reading it would leave the full 153.
    const h = { grossIncome: 230_000, state: 'CA', filingStatus: 'single', taxYear: 2025 };
    const r = result({ ...h, socialSecurityBenefits: 40_000 });
    expect([r.adjustedGrossIncome, r.state.baseIncome]).toEqual([264_000, 230_000]);
    expect(r.state.creditLines).toContainEqual({ label: 'Personal exemption credit', amount: 153 - 5 * 6 });
    expect(result(h).state.creditLines).toContainEqual({ label: 'Personal exemption credit', amount: 153 });
  });

  it('Connecticut 2025: the personal exemption reads Connecticut AGI, after the benefits are subtracted', () => {
    // Single, wages 29,000, benefits 10,000: provisional income 34,000, taxable min(5,000, 50 % × 9,000) = 4,500;
    // federal AGI 33,500. Connecticut subtracts the 4,500 (Schedule 1 line 41, AGI under 75,000): Connecticut AGI
    // 29,000, not over the 30,000 of Table A: the whole 15,000 exemption (by federal AGI it would be 11,000).
    const r = result({
      grossIncome: 29_000,
      socialSecurityBenefits: 10_000,
      state: 'CT',
      filingStatus: 'single',
      taxYear: 2025,
    });
    expect([r.adjustedGrossIncome, r.state.baseIncome]).toEqual([33_500, 29_000]);
    expect([r.state.deductions, r.state.taxableIncome]).toEqual([15_000, 14_000]);
  });
});
