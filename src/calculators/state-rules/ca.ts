/** California's special rules: the formulas its data file names in `special`. */
import { defineSpecialRule, figure, figureByStatus } from './define';
import { form1040AgiOf } from '../state-household';

/**
 * California (R&TC §17054(a); Form 540 line 7): a qualifying surviving spouse claims two personal exemption credits,
 * as a joint return does, though one person files. The table's personal credit counts filers (one); this adds the
 * second, reduced like every exemption credit by `reduction` for each `step` (or part) of federal AGI over
 * `threshold` (R&TC §17054.1).
 */
export const caSurvivingSpouseSecondCredit = defineSpecialRule(
  'ca-surviving-spouse-second-credit',
  { amount: 'number', threshold: 'byStatus', step: 'number', reduction: 'number' },
  (context) => {
    const { household: h, rule } = context;
    if (h.filingStatus !== 'qss') return {};
    const overC = form1040AgiOf(h) - figureByStatus(rule, 'threshold', 'qss') * 100;
    const steps = overC > 0 ? Math.ceil(overC / (figure(rule, 'step') * 100)) : 0;
    const creditC = Math.max(0, figure(rule, 'amount') - steps * figure(rule, 'reduction')) * 100;
    return creditC > 0 ? { creditC } : {};
  },
);
