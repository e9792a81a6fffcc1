/**
 * The household's retirement income as a state's return sees it. Federal AGI holds the taxable Social Security
 * benefits and the retirement distributions; most states subtract the benefits, a few tax part of them by rules of
 * their own, read from the state's law file by year (`socialSecurityBenefits`, computed in state-social-security.ts;
 * Colorado's and Rhode Island's reach the distributions too), and three exclude the distributions from qualified
 * plans and IRAs. A state that starts from wages (New Jersey, Pennsylvania) never sees
 * the benefits; New Jersey taxes the distributions, Pennsylvania does not. The states' own exclusions of pensions
 * and IRA distributions, per person by age, are special rules of each state's law (state-rules/); each filer's age
 * and part of the distributions are handed to them here.
 */
import type { Source, StateCode, StateTaxRules } from '../reference/law';
import type { StateTaxComputation } from './state-tax';
import { stateBenefitsRule, type StateBenefitsRule } from './state-social-security';
import type { FederalReturn } from './tax-household';
import type { TaxInput } from '../schemas/tax-calculator';
import type { StateHousehold } from './state-household';
import { formatCents } from './money';
import { RETIREMENT_EXCLUSION_RULES } from './state-rules';

type Status = 'single' | 'mfj' | 'mfs' | 'hoh' | 'qss';

/** Where the states exempting the benefits were read (a state with a rule of its own names its source). */
export const STATE_SOCIAL_SECURITY_SOURCE: Source = {
  title:
    'Colorado, Connecticut, Minnesota, Montana, New Mexico, Rhode Island, Utah, Vermont and West Virginia as the nine states taxing part of Social Security benefits in 2025, the others exempting them, as listed in Money, "9 States That Still Tax Social Security Benefits" (2025; secondary)',
  url: 'https://money.com/social-security-state-taxes-2025',
  read: '2026-11-29',
};

/** The state's Social Security rule of the year (its law file's `socialSecurityBenefits`) on the federal return. */
export function benefitsRuleOf(rules: StateTaxRules, f: FederalReturn, status: Status): StateBenefitsRule {
  const rule = rules.taxesWages ? rules.socialSecurityBenefits : undefined;
  const flat = rules.taxesWages ? rules.brackets.byStatus[status][0]?.rate : undefined;
  const r = stateBenefitsRule(rules.name, rule, {
    filingStatus: status,
    agiC: f.agiC,
    benefitsC: f.retirement.socialSecurityBenefitsC,
    taxableC: f.socialSecurity.taxableC,
    provisionalC: f.socialSecurity.provisionalC,
    excessC: f.socialSecurity.excessC,
    distributionsC: f.retirement.distributionsC,
    ages: f.earners.map((e) => e.age),
    spouseDistributionsC: f.retirement.spouseDistributionsC ?? 0,
    ...(flat !== undefined ? { flatRatePct: flat } : {}),
  });
  return rule ? r : { ...r, words: [`${r.words[0]} (${STATE_SOCIAL_SECURITY_SOURCE.title})`] };
}

/** States that exclude distributions from qualified retirement plans and IRAs from their income. */
const EXCLUDES_DISTRIBUTIONS: Partial<Record<StateCode, string>> = {
  IL: 'Illinois subtracts retirement income from qualified plans and IRAs (Form IL-1040 line 5)',
  MS: 'Mississippi exempts qualified retirement income (Form 80-105, retirement income exclusion)',
  PA: 'Pennsylvania does not tax distributions from an eligible employer plan or IRA received after retirement age (PA-40 line 5)',
};

/**
 * What the state takes out of federal AGI (and federal taxable income) for the household's retirement income, and
 * what a state starting from wages adds to them; in cents.
 */
export function stateRetirementIncome(rules: StateTaxRules, f: FederalReturn, status: Status) {
  const code = rules.code as StateCode;
  const own = benefitsRuleOf(rules, f, status);
  const excludedC = EXCLUDES_DISTRIBUTIONS[code] ? f.retirement.distributionsC : own.distributionsC;
  return {
    subtractedC: own.exemptC + excludedC,
    /** A nonrefundable credit for the benefits against the state's tax (Utah's). */
    creditC: own.creditC,
    /** Added to wages where the state starts from them: New Jersey's pensions and IRA distributions. */
    wagesStartC: code === 'NJ' ? f.retirement.distributionsC : 0,
  };
}

/** `c` with a nonrefundable credit for the benefits (Utah's), used against the tax after the other credits. */
export function withBenefitsCredit(c: StateTaxComputation, creditC: number): StateTaxComputation {
  if (creditC <= 0) return c;
  const usedC = Math.min(creditC, c.incomeTaxC);
  return {
    ...c,
    creditLines: [...c.creditLines, { label: 'Social Security benefits credit (nonrefundable)', amountC: creditC }],
    creditsC: c.creditsC + usedC,
    incomeTaxC: c.incomeTaxC - usedC,
  };
}

/**
 * Each filer's age on 31 December and part of the distributions, the taxpayer's first: on a joint return the
 * spouse's part is `spouseRetirementDistributions`, the rest the taxpayer's; on any other return all of it.
 */
export function filersRetirement(
  input: TaxInput,
  f: FederalReturn,
): Pick<StateHousehold, 'filerAges' | 'filerDistributionsC' | 'socialSecurityBenefitsC'> {
  const totalC = f.retirement.distributionsC;
  const joint = input.filingStatus === 'mfj';
  const spouseC = joint ? (f.retirement.spouseDistributionsC ?? 0) : 0;
  return {
    filerAges: joint ? [input.age, input.spouseAge] : [input.age],
    filerDistributionsC: joint ? [totalC - spouseC, spouseC] : [totalC],
    socialSecurityBenefitsC: f.retirement.socialSecurityBenefitsC,
  };
}

/** The words on the state's own exclusion of the distributions, where its law has one as a special rule. */
function exclusionWords(s: StateTaxComputation, f: FederalReturn, status: Status): string | undefined {
  const rules = s.rules.taxesWages ? (s.rules.special ?? []) : [];
  if (rules.some((r) => r.name === 'va-age-deduction'))
    return 'Virginia excludes no pensions as such: its age deduction for each filer 65 or older (reduced as federal AGI rises) is applied, against all income';
  const rule = rules.find((r) => RETIREMENT_EXCLUSION_RULES.has(r.name));
  if (!rule) return undefined;
  const spouseC = f.retirement.spouseDistributionsC ?? 0;
  const split =
    status === 'mfj'
      ? ` (the taxpayer's ${formatCents(f.retirement.distributionsC - spouseC)}, the spouse's ${formatCents(spouseC)})`
      : '';
  return (
    `${rule.label ?? rule.name}: applied to each filer's own retirement distributions${split} by the filer's age on ` +
    '31 December (a filer of no given age takes no exclusion that depends on age), among the state’s deductions ' +
    `(${rule.source?.title ?? rule.projected?.method ?? ''})`
  );
}

/** The words about the household's retirement income on the state's return, in its `assumptions` and `notModelled`. */
export function withRetirementIncomeWords(
  s: StateTaxComputation,
  f: FederalReturn,
  status: Status,
): StateTaxComputation {
  if (!s.rules.taxesWages) return s;
  const code = s.rules.code as StateCode;
  const assumptions: string[] = [];
  const notModelled: string[] = [];
  const rule = s.rules.socialSecurityBenefits?.rule;
  // Colorado's and Rhode Island's rules reach the distributions too: their words say what they take of them.
  const coversDistributions = rule === 'co-pension-subtraction' || rule === 'ri-modification';
  const applies = f.retirement.socialSecurityBenefitsC > 0 || (coversDistributions && f.retirement.distributionsC > 0);
  if (applies) assumptions.push(...benefitsRuleOf(s.rules, f, status).words);
  const source = applies ? s.rules.socialSecurityBenefits?.source : undefined;
  if (f.retirement.distributionsC > 0) {
    const excluded = EXCLUDES_DISTRIBUTIONS[code];
    const ownExclusion = exclusionWords(s, f, status);
    if (excluded) assumptions.push(`${excluded}: the retirement distributions are taken as such and not taxed`);
    else if (ownExclusion) assumptions.push(ownExclusion);
    else if (coversDistributions) {
      if (code === 'RI')
        notModelled.push(
          "Rhode Island's retirement income modification counts pensions and annuities only: IRA distributions in `retirementDistributions` are taken as pensions",
        );
    } else
      notModelled.push(
        'the state’s own exclusions of pensions and IRA distributions (by age, income or kind of plan): they are taxed as federal AGI includes them',
      );
  }
  if (assumptions.length + notModelled.length === 0) return s;
  return {
    ...s,
    sources: source && !s.sources.includes(source) ? [...s.sources, source] : s.sources,
    rules: {
      ...s.rules,
      assumptions: [...s.rules.assumptions, ...assumptions],
      notModelled: [...s.rules.notModelled, ...notModelled],
    },
  };
}
