/**
 * The tax calculator's earned income credit and child and dependent care credit (tax-credits.ts): the care inputs as
 * the federal return reads them, the result fields and the words about them.
 */
import type { TaxTables } from '../reference/law';
import type { TaxInput } from '../schemas/tax-calculator';
import { formatCents, fromCents } from './money';
import { benefitsOf } from './tax-benefits';
import { careQualifyingPersons } from './tax-credits';
import type { FederalReturn } from './tax-household';

/**
 * Form 2441's inputs (amounts in cents): the qualifying persons (the children under 13 when `childAges` gives their
 * ages, every child given otherwise), the expenses, and the dependent care FSA of both spouses (excluded benefits).
 */
export function careOf(input: TaxInput, tables: TaxTables) {
  const fsaC =
    benefitsOf(input.preTaxDeductions).dependentCareFsa + benefitsOf(input.spousePreTaxDeductions).dependentCareFsa;
  const underAge = tables.dependentCareCredit.qualifyingChildUnderAge;
  const persons = careQualifyingPersons(underAge, input.children, input.childAges);
  return { persons, expensesC: input.dependentCareExpenses, excludedBenefitsC: fsaC };
}

/**
 * Which children the care credit took as its `n` qualifying persons (careQualifyingPersons): those under 13 of
 * `childAges`, or all given.
 */
function carePersonsWords(input: TaxInput, underAge: number, n: number): string {
  const ages = input.childAges;
  if (ages === undefined || ages.length === 0)
    return `The children under 17 given are taken as the qualifying persons under ${underAge}`;
  const who = n === 0 ? `none, no child under ${underAge}` : `${n} ${n === 1 ? 'child' : 'children'} under ${underAge}`;
  return (
    `Qualifying persons: ${who} of the ${ages.length} given (childAges, ages on 31 December; IRC §21(b)(1)(A))` +
    (ages.includes(underAge)
      ? `; a child ${underAge} at the end of the year is not counted, though care before the ${underAge}th birthday qualifies`
      : '')
  );
}

/** The result's credit fields. */
export function creditResult(f: FederalReturn) {
  return { earnedIncomeCredit: fromCents(f.eic.creditC), dependentCareCredit: fromCents(f.care.creditC) };
}

const EIC_DENIED = {
  investmentIncome: (limit: string) => `none: investment income is over the ${limit} limit (IRC §32(i))`,
  age: () => 'none: without a qualifying child the filer (or a spouse on a joint return) must be 25–64',
  separateReturn: () =>
    'none: on a separate return only a separated spouse with a qualifying child living with the filer more than half the year has it (IRC §32(d)(2))',
  noEarnedIncome: () => 'none: no earned income',
} as const;

/** The words about the two credits, each when it applies. */
export function creditAssumptions(input: TaxInput, f: FederalReturn, tables: TaxTables): string[] {
  const e = tables.earnedIncomeCredit;
  const col = f.eic.column;
  const joint = f.eic.joint;
  const kids = f.eic.children === e.byChildren.length - 1 ? `${f.eic.children} or more` : `${f.eic.children}`;
  const limit = formatCents(e.investmentIncomeLimit * 100);
  const endC = (joint ? col.phaseOutEndJoint : col.phaseOutEnd) * 100;
  // The EIC's words when it is allowed, or denied by a rule of its own to a household whose earnings are in its range.
  const denied = f.eic.outcome === 'investmentIncome' || f.eic.outcome === 'age' || f.eic.outcome === 'separateReturn';
  const notes: string[] = [];
  if (f.eic.creditC > 0 || (denied && f.earnedC > 0 && f.earnedC < endC))
    notes.push(
      `Earned income credit ${f.eic.outcome === 'allowed' ? formatCents(f.eic.creditC) : EIC_DENIED[f.eic.outcome](limit)} ` +
        `(EIC Worksheet A and the EIC Table's $${e.tableBandWidth} bands, ${kids} qualifying children: ${col.creditRatePct}% of earned income up to ${formatCents(col.maxCredit * 100)}, ` +
        `less ${col.phaseOutRatePct}% of the larger of earned income and AGI over ${formatCents((joint ? col.phaseOutStartJoint : col.phaseOutStart) * 100)}, none from ${formatCents(endC)}; ` +
        `none with investment income over ${limit}). Earned income ${formatCents(Math.max(0, f.earnedC))}: wages after pre-tax deferrals and benefits plus self-employment profit less half the self-employment tax. ` +
        `The children given are taken as the EIC's qualifying children (other dependents are not); without a child an age not given is taken to meet the 25–64 test` +
        (input.filingStatus === 'mfs' && f.eic.outcome === 'allowed'
          ? '; a separate return is taken to meet the separated-spouse rule (IRC §32(d)(2): the spouses lived apart the last 6 months of the year, a qualifying child living with the filer more than half the year)'
          : ''),
    );
  if (input.dependentCareExpenses > 0 || f.care.creditC > 0) {
    const c = tables.dependentCareCredit;
    notes.push(
      `Child and dependent care credit ${formatCents(f.care.creditC)} (Form 2441): expenses ${formatCents(input.dependentCareExpenses)} up to ${formatCents(c.expenseLimitOne * 100)} for one qualifying person, ${formatCents(c.expenseLimitTwoOrMore * 100)} for two or more, ` +
        `less dependent care benefits excluded (a dependent care FSA), and at most the earned income of ${input.filingStatus === 'mfj' ? 'the lower-earning spouse' : 'the filer'}: ${formatCents(f.care.line6C)} at ${f.care.ratePct}% (line 8 for AGI ${formatCents(f.agiC)}), ` +
        `nonrefundable, used before the child tax credit. ${carePersonsWords(input, c.qualifyingChildUnderAge, f.care.persons)}` +
        (input.filingStatus === 'mfs' ? '; a separate return is taken to meet the rule for spouses living apart' : ''),
    );
  }
  return notes;
}
