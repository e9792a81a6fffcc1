/**
 * The household's retirement income as a state's return sees it. Federal AGI holds the taxable Social Security
 * benefits and the retirement distributions; most states subtract the benefits, a few tax part of them by rules of
 * their own (named in the state's `notModelled`, the federal taxable part standing in), and three exclude the
 * distributions from qualified plans and IRAs. A state that starts from wages (New Jersey, Pennsylvania) never sees
 * the benefits; New Jersey taxes the distributions, Pennsylvania does not.
 */
import type { Source, StateCode } from '../reference/law';
import type { StateTaxComputation } from './state-tax';
import { formatCents } from './money';
import { percentOfCentsHalfUp } from './schedule-math';
import type { FederalReturn } from './tax-household';

/** The states that tax part of the Social Security benefits in federal AGI, and the last year each does. */
const TAXES_SOCIAL_SECURITY: Partial<Record<StateCode, { rule: string; lastYear?: number }>> = {
  CO: { rule: "Colorado's subtraction of Social Security benefits (by age and income)" },
  MN: { rule: "Minnesota's Social Security subtraction (phased out above its income limits)" },
  MT: { rule: "Montana's own computation of taxable Social Security benefits and its subtractions" },
  RI: { rule: "Rhode Island's Social Security modification (at full retirement age, below its income limit)" },
  UT: { rule: "Utah's Social Security benefits credit (phased out above its income limits)" },
  VT: { rule: "Vermont's Social Security exemption (phased out above its income limits)" },
  // W.Va. Code §11-21-12(c): 35 % of the taxable benefits subtracted for 2024, 65 % for 2025, all from 2026.
  WV: { rule: "West Virginia's Social Security modification (65 % of the taxable benefits in 2025)", lastYear: 2025 },
};

type ByStatus = Readonly<Record<'single' | 'mfj' | 'mfs' | 'hoh' | 'qss', number>>;

/**
 * Connecticut (CGS §12-701(a)(20)(B); the Department of Revenue Services' Social Security Benefit Adjustment
 * Worksheet, Form CT-1040 Schedule 1): all the federal taxable benefits are subtracted below the AGI limit; at or
 * above it, all but 25 % of the benefits or of the IRC §86(b)(1) excess (Pub. 915 Worksheet 1 line 9), the lesser.
 */
const CT_AGI_LIMIT: ByStatus = { single: 75_000, mfs: 75_000, mfj: 100_000, hoh: 100_000, qss: 100_000 };
export const CT_SOURCE: Source = {
  title:
    'Connecticut Department of Revenue Services, "Federally Taxable Social Security" and "Social Security Benefits Exempt from CT tax" (100 % of the benefits in federal AGI subtracted below federal AGI of $75,000 single or separate, $100,000 joint, head of household or surviving spouse; the Social Security Benefit Adjustment Worksheet at or above, which taxes at most 25 % of the benefits or of the excess of IRC §86(b)(1), the federal worksheet line 9)',
  url: 'https://portal.ct.gov/DRS/Individuals/Individual-Tax-Page/Federally-Taxable-Social-Security',
  read: '2026-11-29',
};

/** New Mexico (NMSA §7-2-5.14): all the federal taxable benefits exempt when AGI is not over the limit. */
const NM_AGI_LIMIT: ByStatus = { single: 100_000, mfs: 75_000, mfj: 150_000, hoh: 150_000, qss: 150_000 };
export const NM_SOURCE: Source = {
  title:
    'NMSA 1978 §7-2-5.14 (Laws 2022, ch. 47, §7), exemption of the Social Security income in AGI when AGI does not exceed $100,000 single, $150,000 joint, head of household or surviving spouse, $75,000 separate (2024 compilation; 2026 as the 2025 text)',
  url: 'https://law.justia.com/codes/new-mexico/chapter-7/article-2/section-7-2-5-14',
  read: '2026-11-29',
};

/** The part of the federal taxable benefits a state with its own modelled rule exempts, and the words on it. */
function ownRule(
  code: StateCode,
  f: FederalReturn,
  status: keyof ByStatus,
): { exemptC: number; words: string } | undefined {
  const taxableC = f.socialSecurity.taxableC;
  if (code === 'CT') {
    const limitC = CT_AGI_LIMIT[status] * 100;
    if (f.agiC < limitC)
      return {
        exemptC: taxableC,
        words: `Connecticut: federal AGI under ${formatCents(limitC)}, all the taxable Social Security benefits subtracted (${CT_SOURCE.title})`,
      };
    const ctTaxableC = Math.min(
      percentOfCentsHalfUp(f.retirement.socialSecurityBenefitsC, 25),
      percentOfCentsHalfUp(f.socialSecurity.excessC, 25),
    );
    const exemptC = Math.max(0, taxableC - ctTaxableC);
    return {
      exemptC,
      words: `Connecticut: federal AGI of ${formatCents(limitC)} or more, ${formatCents(taxableC - exemptC)} of the Social Security benefits taxed (the lesser of 25 % of them and 25 % of the excess over the federal base amount), ${formatCents(exemptC)} subtracted (${CT_SOURCE.title})`,
    };
  }
  if (code === 'NM') {
    const limitC = NM_AGI_LIMIT[status] * 100;
    const exempt = f.agiC <= limitC;
    return {
      exemptC: exempt ? taxableC : 0,
      words: `New Mexico: ${exempt ? 'all the taxable Social Security benefits exempt' : 'no Social Security exemption'}, federal AGI ${exempt ? 'not over' : 'over'} ${formatCents(limitC)} (${NM_SOURCE.title})`,
    };
  }
  return undefined;
}

/** States that exclude distributions from qualified retirement plans and IRAs from their income. */
const EXCLUDES_DISTRIBUTIONS: Partial<Record<StateCode, string>> = {
  IL: 'Illinois subtracts retirement income from qualified plans and IRAs (Form IL-1040 line 5)',
  MS: 'Mississippi exempts qualified retirement income (Form 80-105, retirement income exclusion)',
  PA: 'Pennsylvania does not tax distributions from an eligible employer plan or IRA received after retirement age (PA-40 line 5)',
};

/** Where the list of states taxing the benefits was read. */
export const STATE_SOCIAL_SECURITY_SOURCE: Source = {
  title:
    'Colorado, Connecticut, Minnesota, Montana, New Mexico, Rhode Island, Utah, Vermont and West Virginia as the nine states taxing part of Social Security benefits in 2025, the others exempting them, as listed in Money, "9 States That Still Tax Social Security Benefits" (2025; secondary); West Virginia\'s phase-out, W.Va. Code §11-21-12(c)',
  url: 'https://money.com/social-security-state-taxes-2025',
  read: '2026-11-29',
};

/** Whether `code` taxes part of the benefits in `year` (the federal taxable part stands in for its own rule). */
function taxesBenefits(code: StateCode, year: number): boolean {
  const rule = TAXES_SOCIAL_SECURITY[code];
  return rule !== undefined && (rule.lastYear === undefined || year <= rule.lastYear);
}

/**
 * What the state takes out of federal AGI (and federal taxable income) for the household's retirement income, and
 * what a state starting from wages adds to them; in cents.
 */
export function stateRetirementIncome(code: StateCode, year: number, f: FederalReturn, status: keyof ByStatus) {
  const own = ownRule(code, f, status);
  const exemptBenefitsC = own ? own.exemptC : taxesBenefits(code, year) ? 0 : f.socialSecurity.taxableC;
  const excludedC = EXCLUDES_DISTRIBUTIONS[code] ? f.retirement.distributionsC : 0;
  return {
    subtractedC: exemptBenefitsC + excludedC,
    /** Added to wages where the state starts from them: New Jersey's pensions and IRA distributions. */
    wagesStartC: code === 'NJ' ? f.retirement.distributionsC : 0,
  };
}

/** The words about the household's retirement income on the state's return, in its `assumptions` and `notModelled`. */
export function withRetirementIncomeWords(
  s: StateTaxComputation,
  f: FederalReturn,
  year: number,
  status: keyof ByStatus,
): StateTaxComputation {
  if (!s.rules.taxesWages) return s;
  const code = s.rules.code as StateCode;
  const assumptions: string[] = [];
  const notModelled: string[] = [];
  const own = ownRule(code, f, status);
  if (f.retirement.socialSecurityBenefitsC > 0) {
    if (own) assumptions.push(own.words);
    else if (taxesBenefits(code, year)) {
      notModelled.push(`${TAXES_SOCIAL_SECURITY[code]!.rule}: the federal taxable part of the benefits is taxed`);
    } else {
      assumptions.push(
        `Social Security benefits are exempt: their federal taxable part is not in the state's income (${STATE_SOCIAL_SECURITY_SOURCE.title})`,
      );
    }
  }
  if (f.retirement.distributionsC > 0) {
    const excluded = EXCLUDES_DISTRIBUTIONS[code];
    if (excluded) assumptions.push(`${excluded}: the retirement distributions are taken as such and not taxed`);
    else
      notModelled.push(
        code === 'NJ'
          ? "New Jersey's pension and retirement income exclusions (by age and income): the distributions are taxed in full"
          : 'the state’s own exclusions of pensions and IRA distributions (by age, income or kind of plan): they are taxed as federal AGI includes them',
      );
  }
  if (assumptions.length + notModelled.length === 0) return s;
  return {
    ...s,
    rules: {
      ...s.rules,
      assumptions: [...s.rules.assumptions, ...assumptions],
      notModelled: [...s.rules.notModelled, ...notModelled],
    },
  };
}
