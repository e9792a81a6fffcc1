/**
 * Investment income on the federal return, in integer cents: the capital gain or deductible loss of Form 1040 line 7
 * (Schedule D lines 16 and 21), the Qualified Dividends and Capital Gain Tax Worksheet of the Form 1040 instructions
 * (qualified dividends and net capital gain stacked on top of ordinary income at 0 / 15 / 20 %), and the net
 * investment income tax of Form 8960. The figures come from the law (`capitalGains`, `netInvestmentIncomeTax` in
 * federal.json). Pure.
 */
import type { FilingStatusTable, TaxTables } from '../reference/law';
import { percentOfCentsHalfUp } from './schedule-math';

/** The rate schedule's tax on a taxable income, band by band (tax-household.ts's `taxByBand`). */
type ScheduleTax<T extends { taxC: number }> = (taxableC: number) => T;

export interface InvestmentInput {
  readonly interestC: number;
  /** Total ordinary dividends (Form 1040 line 3b), the qualified ones included. */
  readonly ordinaryDividendsC: number;
  readonly qualifiedDividendsC: number;
  /** Net short-term and long-term capital gain (Schedule D lines 7 and 15; a loss negative). */
  readonly shortTermC: number;
  readonly longTermC: number;
}

export const NO_INVESTMENT: InvestmentInput = {
  interestC: 0,
  ordinaryDividendsC: 0,
  qualifiedDividendsC: 0,
  shortTermC: 0,
  longTermC: 0,
};

/** Form 1040 line 7: the net capital gain, or the net loss down to the status's limit (Schedule D line 21). */
export function capitalGainOnReturnC(table: FilingStatusTable, inv: InvestmentInput): number {
  const line16C = inv.shortTermC + inv.longTermC;
  return Math.max(line16C, -table.capitalLossLimit * 100);
}

/** The investment income in AGI: interest, ordinary dividends and line 7. */
export function investmentIncomeC(table: FilingStatusTable, inv: InvestmentInput): number {
  return inv.interestC + inv.ordinaryDividendsC + capitalGainOnReturnC(table, inv);
}

/**
 * The Qualified Dividends and Capital Gain Tax Worksheet (Form 1040 instructions, line 16), line by line. The
 * result's `bands` are the rate schedule's on the income taxed at ordinary rates (line 5), or on all of it when
 * the schedule's tax is lower (line 25 takes the smaller); `capitalGainsTaxC` is lines 18 + 21 (0 in that case).
 */
export function taxWithCapitalGains<T extends { taxC: number }>(
  tables: TaxTables,
  table: FilingStatusTable,
  taxableC: number,
  inv: InvestmentInput,
  taxOn: ScheduleTax<T>,
) {
  const [, midRate, topRate] = tables.capitalGainsRates;
  const line1C = taxableC;
  const line3C = Math.max(0, Math.min(inv.longTermC, inv.shortTermC + inv.longTermC));
  const line4C = inv.qualifiedDividendsC + line3C;
  const line5C = Math.max(0, line1C - line4C);
  const line7C = Math.min(line1C, table.capitalGainsZeroRateTop * 100);
  const line8C = Math.min(line5C, line7C);
  const line9C = line7C - line8C; // taxed at 0 %
  const line10C = Math.min(line1C, line4C);
  const line12C = line10C - line9C;
  const line14C = Math.min(line1C, table.capitalGainsFifteenRateTop * 100);
  const line16C = Math.max(0, line14C - (line5C + line9C));
  const line17C = Math.min(line12C, line16C);
  const line18C = percentOfCentsHalfUp(line17C, midRate);
  const line20C = line10C - (line9C + line17C);
  const line21C = percentOfCentsHalfUp(line20C, topRate);
  const ordinary = taxOn(line5C);
  const all = taxOn(line1C);
  const line23C = line18C + line21C + ordinary.taxC;
  const preferential = line4C > 0 && line23C < all.taxC;
  return {
    ...(preferential ? ordinary : all),
    taxC: preferential ? line23C : all.taxC,
    capitalGainsTaxC: preferential ? line18C + line21C : 0,
    /** Qualified dividends and net capital gain taxed at the 0 / 15 / 20 % rates (line 10). */
    preferentialIncomeC: preferential ? line10C : 0,
  };
}

/** Form 8960: 3.8 % of the smaller of net investment income (line 12, at least 0) and MAGI over the threshold. */
export function netInvestmentIncomeTaxC(
  tables: TaxTables,
  table: FilingStatusTable,
  inv: InvestmentInput,
  magiC: number,
) {
  const line12C = Math.max(0, investmentIncomeC(table, inv));
  const line16C = Math.max(0, magiC - table.netInvestmentIncomeThreshold * 100);
  return percentOfCentsHalfUp(Math.min(line12C, line16C), tables.netInvestmentIncomeTaxRate);
}
