/** The words naming the deductions after AGI, for the MCP answer and the tax page's headline (tax-parts.ts). */
import type { TaxResult } from '../schemas/tax-calculator';
import type { SummaryFormat } from './parts';

/** "deductions after AGI: tips $…, overtime $…, …" in Schedule 1-A's order, or nothing when the household has none. */
export function deductionWords(r: TaxResult, f: SummaryFormat): string[] {
  const named = [
    ['tips', r.tipsDeduction],
    ['overtime', r.overtimeDeduction],
    ['car-loan interest', r.carLoanInterestDeduction],
    ['seniors 65 or older', r.seniorDeduction],
    ['charitable gifts beside the standard deduction', r.charitableNonItemizerDeduction],
    ['qualified business income', r.qbiDeduction],
  ] as const;
  const given = named.filter(([, v]) => f.num(v) > 0).map(([name, v]) => `${name} ${f.usd(v)}`);
  const salt = f.num(r.saltDeduction) > 0 ? [`state and local taxes deducted ${f.usd(r.saltDeduction)}`] : [];
  return [...(given.length === 0 ? [] : [`deductions after AGI: ${given.join(', ')}`]), ...salt];
}
