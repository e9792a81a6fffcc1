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

/**
 * Washington's capital gains excise tax (RCW 82.87): 7 % of the net long-term capital gain over the standard
 * deduction (one for a household, whether spouses file jointly or not), and from 2025 a further 2.9 % of what is
 * over 1,000,000 after it (ESSB 5813). The deduction is adjusted for inflation each year; 2024's 270,000 is the last
 * amount read, and stands in for 2025 and 2026.
 */
export const WA_CAPITAL_GAINS = {
  ratePct: 7,
  deduction: 270_000,
  additionalRatePct: 2.9,
  additionalOver: 1_000_000,
  source: {
    title:
      "RCW 82.87.040 and 82.87.060 (7 % of Washington capital gains over the standard deduction, one for spouses) as described by the Washington Department of Revenue (tax year 2024 deduction $270,000; from tax year 2025 gains over $1 million taxed at 9.9 %, ESSB 5813); the 2025 and 2026 deductions were not read, 2024's stands in",
    url: 'https://www.dor.wa.gov/about/news-releases/2025/tax-year-2024-initial-capital-gains-collections-exceed-5606-million',
    read: READ,
  } satisfies Source,
};

/** Washington's state computation with its capital gains excise tax on the household's long-term gain. */
export function withWashingtonExcise(s: StateTaxComputation, f: FederalReturn): StateTaxComputation {
  if (s.rules.code !== 'WA') return s;
  const wa = WA_CAPITAL_GAINS;
  const gainC = Math.max(0, f.investment.longTermC);
  if (gainC === 0) return s;
  const taxableC = Math.max(0, gainC - wa.deduction * 100);
  const taxC =
    percentOfCentsHalfUp(taxableC, wa.ratePct) +
    percentOfCentsHalfUp(Math.max(0, taxableC - wa.additionalOver * 100), wa.additionalRatePct);
  const words = `Washington capital gains excise tax ${formatCents(taxC)}: ${wa.ratePct}% of the net long-term capital gain of ${formatCents(gainC)} over the ${formatCents(wa.deduction * 100)} standard deduction, ${wa.ratePct + wa.additionalRatePct}% of what is over ${formatCents(wa.additionalOver * 100)} after it; real estate, retirement accounts and the other exempt assets are taken as not in the gain (${wa.source.title}, ${wa.source.url})`;
  return {
    ...s,
    additions:
      taxC > 0 ? [...s.additions, { label: 'Washington capital gains excise tax', amountC: taxC }] : s.additions,
    taxBeforeCreditsC: s.taxBeforeCreditsC + taxC,
    incomeTaxC: s.incomeTaxC + taxC,
    rules: {
      ...s.rules,
      assumptions: [...s.rules.assumptions, words],
      // The law file's and the engine's words on the excise as not modelled.
      notModelled: s.rules.notModelled.filter((n) => !/^(Washington's|The) capital gains excise tax/.test(n)),
    },
  };
}
