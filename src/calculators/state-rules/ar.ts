/** Arkansas's special rules: the formulas its data file names in `special`. */
import { defineSpecialRule, figure } from './define';

/**
 * Arkansas (A.C.A. §26-51-201(a)(4)): from net income `from`, the tax is the top rate on all income less a
 * reduction that starts at `startReduction` and falls by `stepReduction` per full `step` to `minReduction`; the
 * schedule gives the reduction `scheduleReduction`, so the difference is added (or, where negative, credited).
 */
export const arHighIncomeAdjustment = defineSpecialRule(
  'ar-high-income-adjustment',
  {
    from: 'number',
    step: 'number',
    startReduction: 'number',
    stepReduction: 'number',
    minReduction: 'number',
    scheduleReduction: 'number',
  },
  ({ rule, taxableC }) => {
    const fromC = figure(rule, 'from') * 100;
    if (taxableC < fromC) return {};
    const steps = Math.floor((taxableC - fromC) / (figure(rule, 'step') * 100));
    const reductionC = Math.round(
      Math.max(figure(rule, 'minReduction'), figure(rule, 'startReduction') - steps * figure(rule, 'stepReduction')) *
        100,
    );
    const deltaC = Math.round(figure(rule, 'scheduleReduction') * 100) - reductionC;
    return deltaC >= 0 ? { taxC: deltaC } : { creditC: -deltaC };
  },
);
