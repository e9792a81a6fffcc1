/** New York's special rules: the formulas its data file names in `special`. */
import { percentOfCentsHalfUp, taxBySchedule } from '../schedule-math';
import { defineSpecialRule, figure } from './define';

/** The last index of `values` that `test` accepts (0 when none does). */
function lastIndex(values: readonly number[], test: (value: number) => boolean): number {
  let found = 0;
  values.forEach((value, i) => {
    if (test(value)) found = i;
  });
  return found;
}

/**
 * New York's supplemental tax (Tax Law §601(d-1); the IT-201 tax computation worksheets): above New York AGI of
 * `startAgi`, the benefit of the brackets below the one taxable income falls in is recaptured, so that at full
 * phase-in all taxable income is taxed at that bracket's rate. The recapture base (the benefit already recaptured
 * by the brackets below) is added in full; the bracket's own increment is phased in over `phaseIn` dollars of AGI
 * above the bracket's bottom (above `startAgi` for the first, the bracket `startAgi` falls in), the fraction
 * rounded to four decimals as the worksheets do. Above `flatAbove` of AGI, all taxable income is taxed at the
 * top rate. The amounts are computed from the schedule in cents (the worksheets print them in whole dollars).
 */
export const nyRecapture = defineSpecialRule(
  'ny-recapture',
  { startAgi: 'number', phaseIn: 'number', flatAbove: 'number' },
  ({ household, rules, rule, taxableC, scheduleTaxC }) => {
    const agiC = household.federalAgiC;
    const startC = figure(rule, 'startAgi') * 100;
    if (agiC <= startC) return {};
    const schedule = rules.brackets.byStatus[household.filingStatus];
    const bottomsC = schedule.map((_, i) => (i === 0 ? 0 : schedule[i - 1]!.upTo! * 100));
    const top = schedule.length - 1;
    if (agiC > figure(rule, 'flatAbove') * 100) {
      return { taxC: Math.max(0, percentOfCentsHalfUp(taxableC, schedule[top]!.rate) - scheduleTaxC) };
    }
    // The bracket `startAgi` falls in, and the bracket of the taxable income ("over its bottom"), not below it.
    const first = lastIndex(bottomsC, (bottomC) => bottomC <= startC);
    const band = Math.max(
      first,
      lastIndex(bottomsC, (bottomC) => bottomC < taxableC),
    );
    // Flat-rate tax minus the schedule's tax: the whole benefit of the lower brackets at this bracket's rate.
    const benefitAt = (incomeC: number, rate: number) =>
      percentOfCentsHalfUp(incomeC, rate) - taxBySchedule(incomeC, schedule).taxC;
    const fullC = benefitAt(taxableC, schedule[band]!.rate);
    const recaptureBaseC = band === first ? 0 : benefitAt(bottomsC[band]!, schedule[band - 1]!.rate);
    const phaseStartC = band === first ? startC : bottomsC[band]!;
    const phaseInC = figure(rule, 'phaseIn') * 100;
    // Fraction in ten-thousandths, rounded as the worksheets round it to four decimals.
    const fraction = Math.min(10_000, Math.max(0, Math.round(((agiC - phaseStartC) * 10_000) / phaseInC)));
    const incrementC = Math.round(((fullC - recaptureBaseC) * fraction) / 10_000);
    return { taxC: Math.max(0, recaptureBaseC + incrementC) };
  },
);
