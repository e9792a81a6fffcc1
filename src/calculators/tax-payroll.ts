/**
 * The tax calculator's payroll side: each earner's Form W-4 (given, or as a filer following the form fills it in),
 * the annual figures each earner's paychecks spread, the paychecks (tax-paychecks.ts), the year's federal
 * withholding (projected from a pay stub when one is given) and the refund or balance due it leads to; with the
 * checks (the 422s) of those inputs.
 */
import { ApiError, type FieldError } from '../errors/api-error';
import type { TaxTables } from '../reference/law';
import type { TaxInput } from '../schemas/tax-calculator';
import { PAY_FREQUENCIES } from '../schemas/tax-paycheck';
import { formatCents } from './money';
import type { FederalReturn } from './tax-household';
import { contributionsC, type ContributionC } from './state-contributions';
import type { LocalTaxC } from './tax-local';
import { benefitsOf } from './tax-benefits';
import { paychecks, projectedWithholdingC, type EarnerPay } from './tax-paychecks';
import { step3FromDependentsC, w4StatusOf, type W4Form } from './tax-withholding';

type W4Input = NonNullable<TaxInput['w4']>;
type Earner = FederalReturn['earners'][number];

const W4_FIELD = { taxpayer: 'w4', spouse: 'spouseW4' } as const;

/**
 * `totalC` shared by `weights`: each share rounded down but the largest weight's (the first of equals), which takes
 * the rest, so a rounding cent never lands on an earner of a cent's wages.
 */
function shares(totalC: number, weights: readonly number[]): number[] {
  const all = weights.reduce((sum, w) => sum + w, 0);
  const largest = weights.reduce((best, w, i) => (w > weights[best]! ? i : best), 0);
  if (all === 0) return weights.map((_, i) => (i === largest ? totalC : 0));
  const others = weights.map((w, i) => (i === largest ? 0 : Math.floor((totalC * w) / all)));
  return others.map((c, i) => (i === largest ? totalC - others.reduce((sum, s) => sum + s, 0) : c));
}

/**
 * Each earner's Form W-4: the one given, or Step 1(c) from the return and Step 3 on the higher earner's, by the
 * household's total income (the form's "if your total income will be $200,000 or less").
 */
function w4Of(input: TaxInput, tables: TaxTables, f: FederalReturn, totalIncomeC: number, e: Earner): W4Form {
  const status = w4StatusOf(input.filingStatus);
  const given: W4Input | undefined = input[W4_FIELD[e.earner]];
  if (given) {
    return {
      status,
      step2Checkbox: given.step2Checkbox ?? false,
      step3C: given.step3Credits ?? 0,
      step4aC: given.step4aOtherIncome ?? 0,
      step4bC: given.step4bDeductions ?? 0,
      step4cC: given.step4cExtraWithholding ?? 0,
    };
  }
  const higher = f.earners.reduce((best, other) => (other.wagesC > best.wagesC ? other : best));
  const step3C =
    higher === e
      ? step3FromDependentsC(tables.withholding, status, input.children, input.otherDependents, totalIncomeC)
      : 0;
  return { status, step2Checkbox: false, step3C, step4aC: 0, step4bC: 0, step4cC: 0 };
}

/** Each earner's annual figures: their own wages, deferrals and FICA, and a share by wages of the return's. */
function earnerPays(
  input: TaxInput,
  tables: TaxTables,
  f: FederalReturn,
  totalIncomeC: number,
  stateTaxC: number,
  contributions: readonly ContributionC[],
  local: readonly LocalTaxC[],
): EarnerPay[] {
  const wages = f.earners.map((e) => e.wagesC);
  const additional = shares(f.additionalC, wages);
  const state = shares(stateTaxC, wages);
  // A locality's tax is the household's, shared by wages like the state's; a wage tax is each earner's own.
  const household = shares(
    local.reduce((sum, l) => (l.earner === undefined ? sum + l.taxC : sum), 0),
    wages,
  );
  const ownC = (earner: Earner['earner']) => local.reduce((sum, l) => (l.earner === earner ? sum + l.taxC : sum), 0);
  return f.earners.map((e, i) => ({
    earner: e.earner,
    grossC: e.wagesC,
    retirement401kC: e.deferralsC,
    pretaxC: e.pretaxC,
    socialSecurityC: e.socialSecurityC,
    medicareC: e.medicareC + additional[i]!,
    stateIncomeTaxC: state[i]!,
    stateContributionsC: contributionsC(contributions, e.earner),
    localTaxC: household[i]! + ownC(e.earner),
    benefits: benefitsOf(i === 0 ? input.preTaxDeductions : input.spousePreTaxDeductions),
    w4: w4Of(input, tables, f, totalIncomeC, e),
  }));
}

/** A 422 for the pay stub and W-4 inputs that do not fit the household. */
function checkPayrollInputs(input: TaxInput, f: FederalReturn): void {
  const errors: FieldError[] = [];
  if (input.spouseW4 !== undefined && !f.earners.some((e) => e.earner === 'spouse' && e.wagesC > 0)) {
    errors.push({
      path: '/spouseW4',
      code: 'joint_return_only',
      message: 'applies only with filingStatus "mfj" and spouseIncome above 0: the spouse’s job',
    });
  }
  const n = PAY_FREQUENCIES[input.payFrequency];
  const toDate = input.federalWithheldToDate !== undefined;
  const remaining = input.payPeriodsRemaining;
  if (toDate !== (remaining !== undefined)) {
    const [path, other] = toDate
      ? ['payPeriodsRemaining', 'federalWithheldToDate']
      : ['federalWithheldToDate', 'payPeriodsRemaining'];
    errors.push({
      path: `/${path}`,
      code: 'required_with',
      message: `is required with ${other}: the pay stub’s year to date and the paychecks still to come`,
    });
  } else if (remaining !== undefined && remaining > n) {
    errors.push({
      path: '/payPeriodsRemaining',
      code: 'exceeds_pay_periods',
      message: `must not exceed the ${n} paychecks of a year paid ${input.payFrequency}`,
    });
  }
  if (errors.length > 0) throw ApiError.unsatisfiable('The W-4 or pay stub inputs do not fit the household', errors);
}

/** A 422 when an earner's deferrals and taxes over the year would take more than the wages. */
function checkNets(each: ReturnType<typeof paychecks>['each'], n: number): void {
  for (const e of each) {
    const netC = e.regular.netC * (n - 1) + e.last.netC;
    if (netC >= 0) continue;
    const deferrals = e.earner === 'spouse' ? 'spouseRetirement401k' : 'retirement401k';
    throw ApiError.unsatisfiable('The paychecks cannot pay out more than their gross', [
      {
        path: `/${deferrals}`,
        code: 'exceeds_net_wages',
        message: `leaves ${formatCents(netC)} net over the year's paychecks: deferrals and taxes must fit in the wages`,
      },
    ]);
  }
}

/**
 * The paychecks, the year's withholding and the refund (positive) or balance due (negative), in cents;
 * `totalIncomeC` is the return's total income (wages and the other income), which a default W-4's Step 3 reads.
 */
export function payroll(
  input: TaxInput,
  tables: TaxTables,
  f: FederalReturn,
  totalIncomeC: number,
  stateTaxC: number,
  contributions: readonly ContributionC[] = [],
  local: readonly LocalTaxC[] = [],
) {
  checkPayrollInputs(input, f);
  const pay = paychecks(
    input.payFrequency,
    tables.withholding,
    earnerPays(input, tables, f, totalIncomeC, stateTaxC, contributions, local),
    // The tax after the nonrefundable credits: the refundable ones (ACTC, EIC) arrive once, as a refund.
    f.afterCreditsC + f.additionalChildTaxCreditC + f.eic.creditC,
  );
  checkNets(pay.each, pay.perPaycheck.paychecksPerYear);
  const withheldC =
    input.federalWithheldToDate !== undefined && input.payPeriodsRemaining !== undefined
      ? projectedWithholdingC(pay.each, input.federalWithheldToDate, input.payPeriodsRemaining)
      : pay.withheldC;
  return { perPaycheck: pay.perPaycheck, withheldC, refundC: withheldC - f.afterCreditsC };
}
