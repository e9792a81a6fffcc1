/** Connecticut's special rules: the formulas its data file names in `special`. */
import { defineSpecialRule, figureByStatus, figureList } from './define';

/**
 * Tax added in steps of federal AGI (Connecticut's Table C add-back and Table D recapture, C.G.S. §12-700(a)):
 * `amount` dollars for each `step` of AGI, or part of one, over `from`, at most `max`; all by filing status.
 */
export const agiStepAddition = defineSpecialRule(
  'ct-agi-step-addition',
  { from: 'byStatus', step: 'byStatus', amount: 'byStatus', max: 'byStatus' },
  ({ household: h, rule }) => {
    const status = h.filingStatus;
    const overC = h.federalAgiC - figureByStatus(rule, 'from', status) * 100;
    if (overC <= 0) return {};
    const steps = Math.ceil(overC / (figureByStatus(rule, 'step', status) * 100));
    return {
      taxC: Math.min(figureByStatus(rule, 'max', status), steps * figureByStatus(rule, 'amount', status)) * 100,
    };
  },
);

/**
 * Connecticut's personal tax credit (C.G.S. §12-703; Table E): `pct[i]` percent of the tax so far (the schedule's
 * tax with the add-back and recapture) where federal AGI is over the row before's `agiUpTo` (the first row: any
 * AGI) and at most `agiUpTo[i]`; none above the last row.
 */
export const ctPersonalTaxCredit = defineSpecialRule(
  'ct-personal-tax-credit',
  { agiUpTo: 'listByStatus', pct: 'list' },
  ({ household: h, rule, taxSoFarC }) => {
    const tops = figureList(rule, 'agiUpTo', h.filingStatus);
    const pcts = figureList(rule, 'pct', h.filingStatus);
    if (tops.length !== pcts.length) throw new Error(`special rule "${rule.name}": agiUpTo and pct differ in length`);
    const row = tops.findIndex((top) => h.federalAgiC <= top * 100);
    return row < 0 ? {} : { creditC: Math.round((taxSoFarC * pcts[row]!) / 100) };
  },
);
