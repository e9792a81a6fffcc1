/**
 * The states that take a share of the net capital gain out of their income (a deduction or exclusion from the
 * starting income), in integer cents. The net capital gain is IRC §1222(11)'s, as the federal worksheet reads it:
 * the net long-term gain less any net short-term loss, at least 0. The other states' own capital gains rules are
 * named in their `notModelled` (tax-state-other-income.ts).
 */
import type { Source, StateCode } from '../reference/law';
import type { StateTaxComputation } from './state-tax';
import { formatCents } from './money';
import { percentOfCentsHalfUp } from './schedule-math';
import type { FederalReturn } from './tax-household';

interface Exclusion {
  readonly pct: number;
  readonly name: string;
  readonly source: Source;
}

const READ = '2026-11-29';

/** Each state's share of the net capital gain it takes out of income, the same in 2025 and 2026. */
export const CAPITAL_GAIN_EXCLUSIONS: Partial<Record<StateCode, Exclusion>> = {
  ND: {
    pct: 40,
    name: "North Dakota's exclusion of 40 % of the net long-term capital gain (Form ND-1 instructions)",
    source: {
      title:
        'North Dakota Individual Income Tax booklet, "net long-term capital gain exclusion": 40 percent of a net long-term capital gain in federal taxable income, as quoted from the booklet in an Intuit community answer (secondary)',
      url: 'https://ttlc.intuit.com/community/tax-credits-deductions/discussion/capital-gains-exclusion-on-north-dakota-state-form-no-sale-of-house/00/215747',
      read: READ,
    },
  },
  SC: {
    pct: 44,
    name: "South Carolina's deduction of 44 % of the net capital gain (S.C. Code §12-6-1150)",
    source: {
      title:
        'S.C. Code §12-6-1150(A): a deduction from South Carolina taxable income of 44 percent of net capital gain, as defined in IRC §1222',
      url: 'https://law.justia.com/codes/south-carolina/2013/title-12/chapter-6/section-12-6-1150/index.html',
      read: READ,
    },
  },
  WI: {
    pct: 30,
    name: "Wisconsin's exclusion of 30 % of the net capital gain on assets held more than a year (Wis. Stat. §71.05(6)(b)9; 60 % for farm assets, not modelled)",
    source: {
      title:
        'Wis. Stat. §71.05(6)(b)9: 30 % of the net capital gain on assets held more than one year (60 % for farm assets), as described by the Wisconsin Department of Revenue and restated in an Intuit community answer (secondary)',
      url: 'https://ttlc.intuit.com/community/state-taxes/discussion/can-a-capital-gains-distribution-be-excluded-from-wisconsin-state-taxes/00/2681398',
      read: READ,
    },
  },
};

/** The net capital gain (IRC §1222(11)): the long-term gain, less a net short-term loss, at least 0; in cents. */
function netCapitalGainC(f: FederalReturn): number {
  const inv = f.investment;
  return Math.max(0, Math.min(inv.longTermC, inv.shortTermC + inv.longTermC));
}

/** What `code` takes out of its starting income for the household's net capital gain; in cents. */
export function stateCapitalGainExclusionC(code: StateCode, f: FederalReturn): number {
  const exclusion = CAPITAL_GAIN_EXCLUSIONS[code];
  return exclusion ? percentOfCentsHalfUp(netCapitalGainC(f), exclusion.pct) : 0;
}

/** The state's assumptions with the words on its capital gain exclusion, when it takes one. */
export function withCapitalGainWords(s: StateTaxComputation, f: FederalReturn): StateTaxComputation {
  const code = s.rules.code as StateCode;
  const exclusion = CAPITAL_GAIN_EXCLUSIONS[code];
  const amountC = stateCapitalGainExclusionC(code, f);
  if (!exclusion || amountC === 0 || !s.rules.taxesWages) return s;
  const words = `${exclusion.name}: ${formatCents(amountC)} of the net capital gain of ${formatCents(netCapitalGainC(f))} taken out of the state's income (${exclusion.source.title}, ${exclusion.source.url})`;
  return { ...s, rules: { ...s.rules, assumptions: [...s.rules.assumptions, words] } };
}
