/** Vermont's special rules: the formulas its data file names in `special`. */
import { percentOfCentsHalfUp } from '../schedule-math';
import { defineSpecialRule, figure } from './define';
import { form1040AgiOf } from '../state-household';

/**
 * A minimum tax on federal AGI (Vermont, 32 V.S.A. §5822(a)(6)): with federal AGI over `agiOver`, the tax is at
 * least `pctOfAgi` percent of federal AGI; the difference to the tax so far is added.
 */
export const minimumTaxOnAgi = defineSpecialRule(
  'vt-minimum-tax-on-agi',
  { agiOver: 'number', pctOfAgi: 'number' },
  ({ household, rule, taxSoFarC }) => {
    // Federal AGI itself (Form 1040 line 11): the capital gain Vermont excludes is in it.
    const agiC = form1040AgiOf(household);
    if (agiC <= figure(rule, 'agiOver') * 100) return {};
    const minimumC = percentOfCentsHalfUp(agiC, figure(rule, 'pctOfAgi'));
    return minimumC > taxSoFarC ? { taxC: minimumC - taxSoFarC } : {};
  },
);
