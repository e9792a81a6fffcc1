/**
 * The states whose Social Security rule goes by each filer's age on 31 December and reaches the retirement
 * distributions too: Colorado's pension and annuity subtraction (C.R.S. §39-22-104(4)(f) and (g)) and Rhode
 * Island's modifications for Social Security and for retirement income (R.I. Gen. Laws §44-30-12(c)(8) and (9)).
 * The benefits are the household's: on a joint return with the spouse's age given each spouse is taken to receive
 * half of them, otherwise they are the taxpayer's; the spouse's part of the distributions is
 * `spouseRetirementDistributions`, the rest the taxpayer's. A filer whose age is not given is taken to be
 * under the rule's ages (no subtraction), as the federal 65+ amounts take them. Pure; cents.
 */
import type { ByStatus, StateSocialSecurity } from '../reference/law';
import { formatCents } from './money';
import type { BenefitsOnReturn, StateBenefitsRule } from './state-benefits-types';

interface Share {
  readonly age: number | undefined;
  readonly taxableC: number;
  readonly distributionsC: number;
}

/** Each filer's share of the taxable benefits (halves on a joint return of two) and of the distributions. */
function shares(b: BenefitsOnReturn): Share[] {
  if (b.ages.length < 2) return [{ age: b.ages[0], taxableC: b.taxableC, distributionsC: b.distributionsC }];
  const half = Math.floor(b.taxableC / 2);
  const spouseC = Math.min(b.distributionsC, b.spouseDistributionsC ?? 0);
  return [
    { age: b.ages[0], taxableC: half, distributionsC: b.distributionsC - spouseC },
    { age: b.ages[1], taxableC: b.taxableC - half, distributionsC: spouseC },
  ];
}

const SPLIT_WORDS =
  'each spouse taken to receive half of the benefits, the distributions the taxpayer’s but for spouseRetirementDistributions; a filer whose age is not given is taken to be under the rule’s ages';

/** Colorado's or Rhode Island's rule on `b`. */
export function byAge(stateName: string, rule: StateSocialSecurity, b: BenefitsOnReturn): StateBenefitsRule {
  const f = (name: string) => rule.figures[name] as number;
  const limit = (name: string) => (rule.figures[name] as ByStatus<number>)[b.filingStatus] * 100;
  const people = shares(b);
  let exemptC = 0;
  let distributionsC = 0;
  const parts: string[] = [];
  const whose = (i: number) => (people.length > 1 ? (i === 0 ? 'taxpayer' : 'spouse') : 'filer');
  if (rule.rule === 'co-pension-subtraction') {
    // The Social Security part is all the taxable benefits at 65 or older, and at 55–64 up to the younger cap, or
    // all of them with AGI not over the limit; the pension part is the age's cap less it.
    const allLimitC = limit('youngerAllBenefitsAgiLimit');
    people.forEach((p, i) => {
      if (p.age === undefined || p.age < f('youngerAge')) return;
      const older = p.age >= f('olderAge');
      const capC = (older ? f('olderCap') : f('youngerCap')) * 100;
      const ssC = older || (allLimitC > 0 && b.agiC <= allLimitC) ? p.taxableC : Math.min(p.taxableC, capC);
      const pensionC = Math.min(p.distributionsC, Math.max(0, capC - ssC));
      exemptC += ssC;
      distributionsC += pensionC;
      parts.push(
        `the ${whose(i)} (${p.age}): ${formatCents(ssC)} of Social Security and ${formatCents(pensionC)} of pensions and IRA distributions`,
      );
    });
    const head = `pension and annuity subtraction, at 55–64 up to ${formatCents(f('youngerCap') * 100)} (all the taxable Social Security with federal AGI not over ${formatCents(allLimitC)}), at 65 or older all the taxable Social Security and pensions up to ${formatCents(f('olderCap') * 100)} less it`;
    return words(stateName, rule, exemptC, distributionsC, head, parts);
  }
  // Rhode Island: both modifications need federal AGI under the limit and the full retirement age, here the age on
  // 31 December (67 for those born from 1960; of those 66 at the end of 2025 only those born by 1 March 1959 qualify,
  // and they are taken as not).
  const limitC = limit('agiLimit');
  const head = `modifications for Social Security (all the taxable benefits) and for retirement income (up to ${formatCents(f('retirementIncomeCap') * 100)} of taxable pensions and annuities, the distributions taken as such) at full retirement age (${f('age')} on 31 December) with federal AGI under ${formatCents(limitC)}`;
  if (b.agiC >= limitC) return words(stateName, rule, 0, 0, head, [`federal AGI ${formatCents(b.agiC)}: none`]);
  people.forEach((p, i) => {
    if (p.age === undefined || p.age < f('age')) return;
    const pensionC = Math.min(p.distributionsC, f('retirementIncomeCap') * 100);
    exemptC += p.taxableC;
    distributionsC += pensionC;
    parts.push(
      `the ${whose(i)} (${p.age}): ${formatCents(p.taxableC)} of Social Security and ${formatCents(pensionC)} of retirement income`,
    );
  });
  return words(stateName, rule, exemptC, distributionsC, head, parts);
}

function words(
  stateName: string,
  rule: StateSocialSecurity,
  exemptC: number,
  distributionsC: number,
  head: string,
  parts: readonly string[],
): StateBenefitsRule {
  const who = parts.length > 0 ? parts.join('; ') : 'no filer of the age (or no age given): none';
  const source = rule.source ? ` (${rule.source.title})` : '';
  return {
    exemptC,
    distributionsC,
    creditC: 0,
    words: [`${stateName}: ${head}; ${SPLIT_WORDS}; ${who}${source}`],
  };
}
