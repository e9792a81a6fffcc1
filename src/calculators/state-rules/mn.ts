/** Minnesota's special rules: the formulas its data file names in `special`. */
import { percentOfCentsHalfUp } from '../schedule-math';
import { defineDeductionRule, figure, figureByStatus } from './define';
import { form1040AgiOf } from '../state-household';

/**
 * Minnesota (Minn. Stat. §290.0123 subd. 5): the standard deduction shrinks by `lowPct` % of federal AGI over
 * `lowThreshold` (up to `highThreshold`) plus `highPct` % over `highThreshold`, at most `maxPct` % of it; over
 * `fullReductionOver`, by `maxPct` %. The table allows the full deduction; the part lost comes off it, so the
 * deduction is Form M1 line 4 (its worksheet) and taxable income line 9.
 */
export const mnStandardDeductionLimit = defineDeductionRule(
  'mn-standard-deduction-limit',
  {
    lowThreshold: 'byStatus',
    highThreshold: 'byStatus',
    lowPct: 'number',
    highPct: 'number',
    maxPct: 'number',
    fullReductionOver: 'number',
  },
  ({ household: h, rules, rule }) => {
    const status = h.filingStatus;
    const fullC = (rules.standardDeduction?.amount?.[status] ?? 0) * 100;
    const lowC = figureByStatus(rule, 'lowThreshold', status) * 100;
    const highC = figureByStatus(rule, 'highThreshold', status) * 100;
    const maxC = percentOfCentsHalfUp(fullC, figure(rule, 'maxPct'));
    const agiC = form1040AgiOf(h);
    const reductionC =
      agiC > figure(rule, 'fullReductionOver') * 100
        ? maxC
        : Math.min(
            maxC,
            percentOfCentsHalfUp(Math.max(0, Math.min(agiC, highC) - lowC), figure(rule, 'lowPct')) +
              percentOfCentsHalfUp(Math.max(0, agiC - highC), figure(rule, 'highPct')),
          );
    return -reductionC;
  },
);
