/**
 * Federal income tax withholding per paycheck by IRS Pub. 15-T's percentage method for automated payroll systems
 * with a Form W-4 from 2020 or later (Worksheet 1A and the annual percentage method tables of the tax year's
 * edition, src/reference/law/federal.json `withholding`), in integer cents. Each per-period line the worksheet
 * divides (2h, 3b) is rounded to the cent, half up; the worksheet itself names no rounding.
 */
import type { FilingStatus, PercentageRow, W4Status, WithholdingTables } from '../reference/law';

/** An employee's Form W-4 as Worksheet 1A reads it, in cents (Steps 3, 4(a), 4(b) annual; 4(c) per paycheck). */
export interface W4Form {
  readonly status: W4Status;
  readonly step2Checkbox: boolean;
  readonly step3C: number;
  readonly step4aC: number;
  readonly step4bC: number;
  readonly step4cC: number;
}

/** The Form W-4 Step 1(c) box a filer of `status` checks: mfs with single, qss with married filing jointly. */
export function w4StatusOf(status: FilingStatus): W4Status {
  if (status === 'mfj' || status === 'qss') return 'mfj';
  return status === 'hoh' ? 'hoh' : 'single';
}

/**
 * Form W-4 Step 3 as a filer following the form enters it: qualifying children and other dependents at the
 * form's amounts when the household's total income is within the status limit, else nothing.
 */
export function step3FromDependentsC(
  w: WithholdingTables,
  status: W4Status,
  children: number,
  otherDependents: number,
  totalIncomeC: number,
): number {
  if (totalIncomeC > w.step3IncomeLimitByW4Status[status] * 100) return 0;
  return (children * w.step3PerChild + otherDependents * w.step3PerOtherDependent) * 100;
}

/** Half-up division of cents by a positive integer (the amounts here are never negative). */
const divideC = (c: number, n: number) => Math.floor((2 * c + n) / (2 * n));

/** Worksheet 1A Step 2 lines 2a–2g: the annual tentative withholding on the adjusted annual wage, in cents (exact). */
function annualTentativeC(rows: readonly PercentageRow[], adjustedC: number): number {
  let row = rows[0]!;
  for (const r of rows) if (adjustedC >= r.atLeast * 100) row = r;
  return row.tentative * 100 + ((adjustedC - row.atLeast * 100) * row.rate) / 100;
}

/** The lines of Worksheet 1A for one paycheck, each in cents. */
export function worksheet1A(w: WithholdingTables, form: W4Form, wagesC: number, periods: number) {
  const line1c = wagesC * periods;
  const line1e = line1c + form.step4aC;
  const line1g = form.step2Checkbox ? 0 : w.allowanceByW4Status[form.status] * 100;
  const line1i = Math.max(0, line1e - (form.step4bC + line1g));
  const table = (form.step2Checkbox ? w.step2Checkbox : w.standard)[form.status];
  const line2g = annualTentativeC(table, line1i);
  const line2h = Math.round(line2g / periods);
  const line3b = divideC(form.step3C, periods);
  const line3c = Math.max(0, line2h - line3b);
  return { line1c, line1e, line1g, line1i, line2g, line2h, line3b, line3c, line4b: line3c + form.step4cC };
}

/** Federal income tax to withhold from one paycheck of `wagesC` taxable wages: Worksheet 1A line 4b. */
export function withholdingC(w: WithholdingTables, form: W4Form, wagesC: number, periods: number): number {
  return worksheet1A(w, form, wagesC, periods).line4b;
}
