/**
 * The states' own rules for capital gains outside the rate schedule, from each state's law file (`capitalGains` by
 * year), in integer cents: a share or an amount of the net capital gain (and North Dakota's share of qualified
 * dividends) taken out of the starting income, and Washington's capital gains excise tax. The net capital gain is
 * IRC §1222(11)'s, as the federal worksheet reads it: the net long-term gain less any net short-term loss, at least
 * 0. The rates of their own (Montana, Hawaii, Massachusetts) are the engine's (state-capital-gains-rates.ts); the
 * other states' rules are named in their `notModelled` (tax-state-other-income.ts).
 */
import type { StateFilingStatus, StateTaxRules } from '../reference/law';
import type { StateHousehold } from './state-household';
import type { StateTaxComputation } from './state-tax';
import { formatCents } from './money';
import { percentOfCentsHalfUp } from './schedule-math';
import type { FederalReturn } from './tax-household';

/** The net capital gain (IRC §1222(11)): the long-term gain, less a net short-term loss, at least 0; in cents. */
function netCapitalGainC(f: FederalReturn): number {
  const inv = f.investment;
  return Math.max(0, Math.min(inv.longTermC, inv.shortTermC + inv.longTermC));
}

/** The household's gains as the state's own capital gains rates read them (`StateHousehold.capitalGains`). */
export function capitalGainsOf(f: FederalReturn): NonNullable<StateHousehold['capitalGains']> {
  const inv = f.investment;
  return {
    netCapitalGainC: netCapitalGainC(f),
    shortTermGainC: Math.max(0, Math.min(inv.shortTermC, inv.shortTermC + inv.longTermC)),
  };
}

/** What the state takes out of its starting income for the household's net capital gain and dividends; cents. */
export function stateCapitalGainExclusionC(rules: StateTaxRules, f: FederalReturn, status: StateFilingStatus): number {
  const rule = rules.capitalGains;
  if (!rule || !rules.taxesWages) return 0;
  const gainC = netCapitalGainC(f);
  let excludedC = 0;
  if (rule.exclusionPct !== undefined) excludedC += percentOfCentsHalfUp(gainC, rule.exclusionPct);
  if (rule.exclusionUpTo) excludedC += Math.min(gainC, rule.exclusionUpTo[status] * 100);
  const limitPct = rule.exclusionLimitPctOfFederalTaxableIncome;
  if (limitPct !== undefined) excludedC = Math.min(excludedC, percentOfCentsHalfUp(Math.max(0, f.taxableC), limitPct));
  const dividendsPct = rule.qualifiedDividendsExclusionPct;
  if (dividendsPct !== undefined) excludedC += percentOfCentsHalfUp(f.investment.qualifiedDividendsC, dividendsPct);
  return excludedC;
}

/** The state's assumptions with the words on what it took out of its income, when it took any. */
export function withCapitalGainWords(
  s: StateTaxComputation,
  f: FederalReturn,
  status: StateFilingStatus,
): StateTaxComputation {
  const rule = s.rules.capitalGains;
  const amountC = stateCapitalGainExclusionC(s.rules, f, status);
  if (!rule || amountC === 0) return s;
  const dividends =
    rule.qualifiedDividendsExclusionPct !== undefined
      ? ` and qualified dividends of ${formatCents(f.investment.qualifiedDividendsC)}`
      : '';
  const words = `${rule.name}: ${formatCents(amountC)} of the net capital gain of ${formatCents(netCapitalGainC(f))}${dividends} taken out of the state's income${rule.source ? ` (${rule.source.title}, ${rule.source.url})` : ''}`;
  return { ...s, rules: { ...s.rules, assumptions: [...s.rules.assumptions, words] } };
}

/**
 * Washington's state computation with its capital gains excise tax (RCW 82.87) on the household's net long-term
 * gain (Schedule D line 15): the law file's rate over the standard deduction (one for a household, whether spouses
 * file jointly or not), and from 2025 the further rate over its second line (ESSB 5813).
 */
export function withWashingtonExcise(s: StateTaxComputation, f: FederalReturn): StateTaxComputation {
  const rule = s.rules.capitalGains;
  const wa = rule?.excise;
  if (s.rules.code !== 'WA' || !rule || !wa) return s;
  const gainC = Math.max(0, f.investment.longTermC);
  if (gainC === 0) return s;
  const taxableC = Math.max(0, gainC - wa.deduction * 100);
  const taxC =
    percentOfCentsHalfUp(taxableC, wa.ratePct) +
    percentOfCentsHalfUp(Math.max(0, taxableC - wa.additionalOver * 100), wa.additionalRatePct);
  const source = rule.source ? ` (${rule.source.title}, ${rule.source.url})` : '';
  const words = `Washington capital gains excise tax ${formatCents(taxC)}: ${wa.ratePct}% of the net long-term capital gain of ${formatCents(gainC)} over the ${formatCents(wa.deduction * 100)} standard deduction, ${wa.ratePct + wa.additionalRatePct}% of what is over ${formatCents(wa.additionalOver * 100)} after it; real estate, retirement accounts and the other exempt assets are taken as not in the gain${source}`;
  return {
    ...s,
    additions:
      taxC > 0 ? [...s.additions, { label: 'Washington capital gains excise tax', amountC: taxC }] : s.additions,
    taxBeforeCreditsC: s.taxBeforeCreditsC + taxC,
    incomeTaxC: s.incomeTaxC + taxC,
    sources: rule.source && !s.sources.includes(rule.source) ? [...s.sources, rule.source] : s.sources,
    rules: {
      ...s.rules,
      assumptions: [...s.rules.assumptions, words],
      // The law file's and the engine's words on the excise as not modelled.
      notModelled: s.rules.notModelled.filter((n) => !/^(Washington's|The) capital gains excise tax/.test(n)),
    },
  };
}
