/**
 * CD ladder: the investment split equally (in cents; the last rung takes the leftover cents) across
 * `numberOfRungs` certificates of deposit, rung k maturing after k × baseTermMonths, each growing at its
 * APY: value = amount × (1 + APY/100)^(termMonths/12) (APY already includes the bank's compounding).
 */
import { cdLadderSchemas, type CdLadderInput, type CdLadderResult } from '../schemas/cd-ladder-calculator';
import { ApiError } from '../errors/api-error';
import { defineCalculator } from './define';
import { cdLadderParts } from './cd-ladder-parts';
import { precisionWarnings } from './exact-cents';
import { formatCents, fromCents, roundPct, roundTo, toCents } from './money';
import { growth } from './tvm';

/**
 * The APY of each rung, or the 422s for a ladder that cannot be built: no rate at all, a rate list of the wrong
 * length, or less than a cent per rung.
 */
function checkLadder(input: CdLadderInput): number[] {
  const n = input.numberOfRungs;
  const given = input.rungRates?.length;
  if (given === undefined && input.annualRate === undefined) {
    throw ApiError.invalidInput([
      {
        path: '/annualRate',
        code: 'required',
        message: `is required unless rungRates gives each of the ${n} rungs its own APY`,
      },
    ]);
  }
  if (given !== undefined && given !== n) {
    // Named like the JSON Schema keyword the length would break if the schema could express it.
    throw ApiError.invalidInput([
      {
        path: '/rungRates',
        code: given < n ? 'minItems' : 'maxItems',
        message: `must have exactly ${n} rates, one per rung (numberOfRungs is ${n}); it has ${given}`,
      },
    ]);
  }
  const totalC = input.totalInvestment;
  if (totalC < n) {
    throw ApiError.unsatisfiable(`${formatCents(totalC)} cannot be split across ${n} CDs`, [
      {
        path: '/totalInvestment',
        code: 'minimum',
        message: `must be >= ${fromCents(n).toFixed(2)}, one cent per rung`,
      },
    ]);
  }
  return input.rungRates ?? Array.from({ length: n }, () => input.annualRate as number);
}

/** The rungs in integer cents: equal split, the last rung takes the leftover cents. */
function buildLadder(input: CdLadderInput, rates: readonly number[]) {
  const n = input.numberOfRungs;
  const totalC = input.totalInvestment;
  const baseC = Math.floor(totalC / n);
  const rungs = rates.map((rate, i) => {
    const amountC = i === n - 1 ? totalC - baseC * (n - 1) : baseC;
    const termMonths = (i + 1) * input.baseTermMonths;
    const maturityC = toCents(fromCents(amountC) * growth(rate / 100, termMonths / 12));
    return { rung: i + 1, amountC, termMonths, rate, maturityC };
  });
  return { n, totalC, baseC, rungs, totalMaturityC: rungs.reduce((s, r) => s + r.maturityC, 0) };
}

function ladderAssumptions(input: CdLadderInput, l: ReturnType<typeof buildLadder>): string[] {
  return [
    `${formatCents(l.totalC)} split equally across ${l.n} CDs (${formatCents(l.baseC)} each; the last rung takes any leftover cents)`,
    input.rungRates
      ? `Each rung earns its own APY from rungRates${input.annualRate === undefined ? '' : ` (annualRate ${input.annualRate}% not used)`}`
      : `Every rung earns ${input.annualRate}% APY`,
    'Interest stays in each CD until it matures (APY includes compounding); no early-withdrawal penalties; rungs are not renewed',
  ];
}

export const cdLadderCalculator = defineCalculator<CdLadderInput, CdLadderResult>('cd-ladder-calculator', {
  parts: cdLadderParts,
  schemas: cdLadderSchemas,
  compute(input) {
    const l = buildLadder(input, checkLadder(input));
    const { n, totalC, rungs, totalMaturityC } = l;
    return {
      result: {
        rungs: rungs.map((r) => ({
          rung: r.rung,
          amount: fromCents(r.amountC),
          termMonths: r.termMonths,
          rate: r.rate,
          interest: fromCents(r.maturityC - r.amountC),
          maturityValue: fromCents(r.maturityC),
        })),
        totalInterest: fromCents(totalMaturityC - totalC),
        totalMaturityValue: fromCents(totalMaturityC),
        blendedRate: roundPct(rungs.reduce((s, r) => s + r.amountC * r.rate, 0) / totalC),
        averageTermMonths: roundTo(((n + 1) / 2) * input.baseTermMonths, 2),
        longestTermMonths: n * input.baseTermMonths,
      },
      assumptions: ladderAssumptions(input, l),
      warnings: precisionWarnings(fromCents(totalMaturityC)),
    };
  },
});
