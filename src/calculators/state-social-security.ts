/**
 * A state's own rule for the Social Security benefits in federal AGI, read from the state's law file
 * (`socialSecurityBenefits` by year, its figures and source): what the state subtracts of the federal taxable
 * benefits (never more than them), what the same rule subtracts of the retirement distributions (Colorado's pension
 * and annuity subtraction, Rhode Island's retirement income modification), and a nonrefundable credit where the
 * state gives one instead (Utah). A state without the group exempts the taxable benefits. Pure; cents.
 */
import type { ByStatus, Source, StateFilingStatus, StateSocialSecurity } from '../reference/law';
import { formatCents } from './money';
import { percentOfCentsHalfUp } from './schedule-math';
import { byAge } from './state-social-security-age';
import type { BenefitsOnReturn, StateBenefitsRule } from './state-benefits-types';

export type { BenefitsOnReturn, StateBenefitsRule } from './state-benefits-types';

const figure = (rule: StateSocialSecurity, name: string) => rule.figures[name] as number;
const byStatus = (rule: StateSocialSecurity, name: string, status: StateFilingStatus) =>
  (rule.figures[name] as ByStatus<number>)[status] * 100;
const cite = (source: Source | undefined) => (source ? ` (${source.title})` : '');

/** The rule of `state`'s law (or none: the taxable benefits exempt) on the household `b`. */
export function stateBenefitsRule(
  stateName: string,
  rule: StateSocialSecurity | undefined,
  b: BenefitsOnReturn,
): StateBenefitsRule {
  const none = { exemptC: 0, distributionsC: 0, creditC: 0 };
  const taxable = formatCents(b.taxableC);
  const status = b.filingStatus;
  const at = (exemptC: number, text: string) => ({
    ...none,
    exemptC,
    words: [`${rule ? `${stateName}: ` : ''}${text}${cite(rule?.source)}`],
  });
  if (!rule || rule.rule === 'exempt')
    return at(
      b.taxableC,
      "Social Security benefits are exempt: their federal taxable part is not in the state's income",
    );
  switch (rule.rule) {
    case 'taxed':
      return at(0, `the Social Security benefits are taxed as federal AGI holds them (${taxable})`);
    case 'ct-adjustment': {
      const limitC = byStatus(rule, 'agiLimit', status);
      if (b.agiC < limitC)
        return at(
          b.taxableC,
          `federal AGI under ${formatCents(limitC)}, all the taxable Social Security benefits subtracted (${taxable})`,
        );
      const pct = figure(rule, 'taxedPct');
      const taxedC = Math.min(percentOfCentsHalfUp(b.benefitsC, pct), percentOfCentsHalfUp(b.excessC, pct));
      const exemptC = Math.max(0, b.taxableC - taxedC);
      return at(
        exemptC,
        `federal AGI of ${formatCents(limitC)} or more, ${formatCents(b.taxableC - exemptC)} of the Social Security benefits taxed (the lesser of ${pct} % of them and ${pct} % of the excess over the federal base amount), ${formatCents(exemptC)} subtracted`,
      );
    }
    case 'nm-exemption': {
      const limitC = byStatus(rule, 'agiLimit', status);
      const exempt = b.agiC <= limitC;
      return at(
        exempt ? b.taxableC : 0,
        `${exempt ? 'all the taxable Social Security benefits exempt' : 'no Social Security exemption'}, federal AGI ${exempt ? 'not over' : 'over'} ${formatCents(limitC)}`,
      );
    }
    case 'wv-modification': {
      const limitC = byStatus(rule, 'agiLimit', status);
      if (b.agiC <= limitC)
        return at(
          b.taxableC,
          `federal AGI not over ${formatCents(limitC)}, all the taxable Social Security benefits subtracted (${taxable})`,
        );
      const pct = figure(rule, 'pctAboveLimit');
      const exemptC = percentOfCentsHalfUp(b.taxableC, pct);
      return at(
        exemptC,
        `federal AGI over ${formatCents(limitC)}, ${pct} % of the taxable Social Security benefits subtracted (${formatCents(exemptC)} of ${taxable})`,
      );
    }
    case 'vt-exemption': {
      const fullC = byStatus(rule, 'fullBelow', status);
      const noneC = byStatus(rule, 'noneFrom', status);
      if (b.agiC < fullC)
        return at(
          b.taxableC,
          `federal AGI under ${formatCents(fullC)}, all the taxable Social Security benefits exempt (${taxable})`,
        );
      if (b.agiC >= noneC) return at(0, `federal AGI of ${formatCents(noneC)} or more, no Social Security exemption`);
      // Schedule IN-112's worksheet: the share (AGI limit − AGI) / divisor, rounded to two decimals.
      const pct = Math.min(100, Math.round(((noneC - b.agiC) * 100) / (figure(rule, 'divisor') * 100)));
      const exemptC = percentOfCentsHalfUp(b.taxableC, pct);
      return at(
        exemptC,
        `federal AGI between ${formatCents(fullC)} and ${formatCents(noneC)}, ${pct} % of the taxable Social Security benefits exempt (${formatCents(exemptC)} of ${taxable})`,
      );
    }
    case 'mn-subtraction':
      return at(...minnesota(rule, b));
    case 'ut-credit': {
      const ratePct = b.flatRatePct ?? 0;
      const thresholdC = byStatus(rule, 'phaseOutThreshold', status);
      const fullC = percentOfCentsHalfUp(b.taxableC, ratePct);
      const cutC = percentOfCentsHalfUp(Math.max(0, b.agiC - thresholdC), figure(rule, 'phaseOutPct'));
      const creditC = Math.max(0, fullC - cutC);
      return {
        ...none,
        creditC,
        words: [
          `${stateName}: the taxable Social Security benefits stay in income; the Social Security benefits credit is ${ratePct} % of them (${formatCents(fullC)}) less ${figure(rule, 'phaseOutPct')} % of modified AGI (federal AGI; no tax-exempt interest is modelled) over ${formatCents(thresholdC)}: ${formatCents(creditC)}, nonrefundable, the retirement tax credit taken as not claimed instead${cite(rule.source)}`,
        ],
      };
    }
    case 'co-pension-subtraction':
    case 'ri-modification':
      return byAge(stateName, rule, b);
  }
}

/**
 * Minnesota (Minn. Stat. §290.0132 subd. 26; Schedule M1M line 12 worksheet): all the taxable benefits at AGI not
 * over the phase-out threshold; above it the greater of the simplified subtraction (10 % less for each step of AGI
 * over the threshold, or part of one) and the alternate one (the lesser of the taxable benefits and the maximum
 * less 20 % of provisional income over its threshold; provisional income is Pub. 915 Worksheet 1 line 7, half the
 * benefits and the other income less the adjustments, as the M1M worksheet adds them).
 */
function minnesota(rule: StateSocialSecurity, b: BenefitsOnReturn): [number, string] {
  const thresholdC = byStatus(rule, 'phaseOutThreshold', b.filingStatus);
  if (b.agiC <= thresholdC)
    return [
      b.taxableC,
      `federal AGI not over ${formatCents(thresholdC)}, all the taxable Social Security benefits subtracted (${formatCents(b.taxableC)})`,
    ];
  const stepC = byStatus(rule, 'phaseOutStep', b.filingStatus);
  const steps = Math.ceil((b.agiC - thresholdC) / stepC);
  const keptPct = Math.max(0, 100 - steps * figure(rule, 'phaseOutPctPerStep'));
  const simplifiedC = percentOfCentsHalfUp(b.taxableC, keptPct);
  const over = Math.max(0, b.provisionalC - byStatus(rule, 'alternateIncomeThreshold', b.filingStatus));
  const maxC = byStatus(rule, 'alternateMaximum', b.filingStatus);
  const alternateC = Math.min(
    b.taxableC,
    Math.max(0, maxC - percentOfCentsHalfUp(over, figure(rule, 'alternateReductionPct'))),
  );
  const exemptC = Math.max(simplifiedC, alternateC);
  return [
    exemptC,
    `federal AGI over ${formatCents(thresholdC)}, the greater of the simplified subtraction (${keptPct} % of the taxable benefits, ${formatCents(simplifiedC)}) and the alternate one (at most ${formatCents(maxC)} less ${figure(rule, 'alternateReductionPct')} % of provisional income over ${formatCents(byStatus(rule, 'alternateIncomeThreshold', b.filingStatus))}, ${formatCents(alternateC)}): ${formatCents(exemptC)} subtracted`,
  ];
}
