/**
 * The paychecks of a W-2 household, each earner's and their sums: every annual figure (gross, 401(k) deferrals,
 * Social Security, Medicare, the state share) spread evenly over the year's paychecks, rounded toward zero to the
 * cent, the last paycheck of the year carrying the cents left over, so every column sums to its annual figure
 * exactly; the federal income tax withheld from each paycheck by Pub. 15-T (tax-withholding.ts) on that
 * paycheck's own taxable wages, so the withholding sums to the year's. A paycheck's net is its gross less its
 * deferrals, withholding and taxes.
 */
import type { WithholdingTables } from '../reference/law';
import { PAY_FREQUENCIES, type PayFrequency } from '../schemas/tax-calculator';
import { fromCents } from './money';
import { BENEFITS, type Benefits } from './tax-benefits';
import { withholdingC, type W4Form } from './tax-withholding';

/** One earner's annual figures, in cents, and the Form W-4 their withholding follows. */
export interface EarnerPay {
  readonly earner: 'taxpayer' | 'spouse';
  readonly grossC: number;
  /** Every 401(k) deferral taken from pay. */
  readonly retirement401kC: number;
  /** The part of the deferrals excluded from income-tax wages (Roth catch-up is not). */
  readonly pretaxC: number;
  readonly socialSecurityC: number;
  readonly medicareC: number;
  readonly stateIncomeTaxC: number;
  /** The state's payroll contributions (employee share) on this earner's wages. */
  readonly stateContributionsC: number;
  /** The local income taxes on this earner's wages, or this earner's share (by wages) of the household's. */
  readonly localTaxC: number;
  /** Pre-tax benefits taken from pay, by line (cents). */
  readonly benefits: Benefits;
  readonly w4: W4Form;
}

const SPREAD = [
  'grossC',
  'retirement401kC',
  'pretaxC',
  'socialSecurityC',
  'medicareC',
  'stateIncomeTaxC',
  'stateContributionsC',
  'localTaxC',
] as const;
type Spread = Record<(typeof SPREAD)[number], number> & { benefits: Record<keyof Benefits, number> };
const benefitsSum = (p: Spread) => BENEFITS.reduce((sum, k) => sum + p.benefits[k], 0);

/** `annualC` over `n` paychecks: the regular one rounded toward zero, the last with the cents left over. */
function spread(annualC: number, n: number): [number, number] {
  const regular = Math.trunc(annualC / n);
  return [regular, annualC - regular * (n - 1)];
}

/**
 * One paycheck of an earner, in cents. The withholding takes at most what the paycheck has left after the
 * deferrals and the other taxes (an employer cannot withhold more than it pays; a large Step 4 entry on a small
 * paycheck otherwise would), less `reserveC`: what this paycheck keeps back for the last one (below).
 */
function earnerCheck(p: Spread, w: WithholdingTables, form: W4Form, n: number, reserveC = 0) {
  const benefitsC = benefitsSum(p);
  const leftC =
    p.grossC -
    p.retirement401kC -
    benefitsC -
    p.socialSecurityC -
    p.medicareC -
    p.stateIncomeTaxC -
    p.stateContributionsC -
    p.localTaxC;
  const taxableC = p.grossC - p.pretaxC - benefitsC;
  const federalWithholdingC = Math.min(withholdingC(w, form, taxableC, n), Math.max(0, leftC - reserveC));
  return { ...p, federalWithholdingC, netC: leftC - federalWithholdingC };
}
type EarnerCheck = ReturnType<typeof earnerCheck>;

/** The regular and the last paycheck of one earner, and the year's withholding. */
export function earnerPaychecks(e: EarnerPay, w: WithholdingTables, n: number) {
  const regular = { benefits: {} } as Spread;
  const last = { benefits: {} } as Spread;
  for (const key of SPREAD) [regular[key], last[key]] = spread(e[key], n);
  for (const key of BENEFITS) [regular.benefits[key], last.benefits[key]] = spread(e.benefits[key], n);
  const l = earnerCheck(last, w, e.w4, n);
  // On wages of a few cents a paycheck the last one carries more of the year's rounded taxes than it pays (1.04 a
  // year weekly: 0.08 of FICA on a 0.02 paycheck); the regular paychecks then keep back that shortfall from their
  // withholding, so the year's withholding never takes the year's net below zero.
  const r = earnerCheck(regular, w, e.w4, n, n > 1 ? Math.ceil(Math.max(0, -l.netC) / (n - 1)) : 0);
  return {
    earner: e.earner,
    w4: e.w4,
    regular: r,
    last: l,
    withheldC: r.federalWithholdingC * (n - 1) + l.federalWithholdingC,
  };
}
export type EarnerPaychecks = ReturnType<typeof earnerPaychecks>;

function earnerOut(c: EarnerCheck, earner: EarnerPay['earner']) {
  return {
    earner,
    gross: fromCents(c.grossC),
    retirement401k: fromCents(c.retirement401kC),
    ...(Object.fromEntries(BENEFITS.map((k) => [k, fromCents(c.benefits[k])])) as Record<keyof Benefits, number>),
    federalWithholding: fromCents(c.federalWithholdingC),
    socialSecurity: fromCents(c.socialSecurityC),
    medicare: fromCents(c.medicareC),
    stateIncomeTax: fromCents(c.stateIncomeTaxC),
    statePayrollContributions: fromCents(c.stateContributionsC),
    localTax: fromCents(c.localTaxC),
    net: fromCents(c.netC),
  };
}

/** The household's paycheck: its earners' summed, with the federal liability's share beside the withholding. */
function householdOut(checks: readonly EarnerCheck[], federalIncomeTaxC: number) {
  const sum = (key: (typeof SPREAD)[number] | 'federalWithholdingC' | 'netC') =>
    checks.reduce((total, c) => total + c[key], 0);
  return {
    gross: fromCents(sum('grossC')),
    federalIncomeTax: fromCents(federalIncomeTaxC),
    federalWithholding: fromCents(sum('federalWithholdingC')),
    fica: fromCents(sum('socialSecurityC') + sum('medicareC')),
    stateIncomeTax: fromCents(sum('stateIncomeTaxC')),
    statePayrollContributions: fromCents(sum('stateContributionsC')),
    localTax: fromCents(sum('localTaxC')),
    retirement401k: fromCents(sum('retirement401kC')),
    preTaxBenefits: fromCents(checks.reduce((total, c) => total + benefitsSum(c), 0)),
    net: fromCents(sum('netC')),
  };
}

const w4Out = (f: W4Form) => ({
  step1c: f.status,
  step2Checkbox: f.step2Checkbox,
  step3Credits: fromCents(f.step3C),
  step4aOtherIncome: fromCents(f.step4aC),
  step4bDeductions: fromCents(f.step4bC),
  step4cExtraWithholding: fromCents(f.step4cC),
});

/**
 * The paychecks of `frequency` for the household's earners; `federalIncomeTaxC` is the year's federal tax after
 * the nonrefundable credits, spread beside the withholding (the refundable credit arrives once, as a refund).
 */
export function paychecks(
  frequency: PayFrequency,
  w: WithholdingTables,
  earners: readonly EarnerPay[],
  federalIncomeTaxC: number,
) {
  const n = PAY_FREQUENCIES[frequency];
  const each = earners.map((e) => earnerPaychecks(e, w, n));
  const [regularTaxC, lastTaxC] = spread(federalIncomeTaxC, n);
  return {
    each,
    withheldC: each.reduce((total, e) => total + e.withheldC, 0),
    perPaycheck: {
      payFrequency: frequency,
      paychecksPerYear: n,
      regular: householdOut(
        each.map((e) => e.regular),
        regularTaxC,
      ),
      last: householdOut(
        each.map((e) => e.last),
        lastTaxC,
      ),
      earners: each.map((e) => ({
        earner: e.earner,
        w4: w4Out(e.w4),
        federalWithholding: fromCents(e.withheldC),
        regular: earnerOut(e.regular, e.earner),
        last: earnerOut(e.last, e.earner),
      })),
    },
  };
}

/**
 * The year's withholding from a pay stub: `toDateC` withheld so far and `remaining` paychecks still to come (the
 * regular ones, the last of the year last).
 */
export function projectedWithholdingC(each: readonly EarnerPaychecks[], toDateC: number, remaining: number): number {
  if (remaining === 0) return toDateC;
  const regularC = each.reduce((total, e) => total + e.regular.federalWithholdingC, 0);
  const lastC = each.reduce((total, e) => total + e.last.federalWithholdingC, 0);
  return toDateC + regularC * (remaining - 1) + lastC;
}

/** A regular paycheck's net of `grossC` less `partsC` a year over `n` paychecks: each rounded toward zero alike. */
export function spreadNetC(n: number, grossC: number, partsC: readonly number[]): number {
  return partsC.reduce((net, c) => net - spread(c, n)[0], spread(grossC, n)[0]);
}
