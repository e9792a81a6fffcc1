import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const ACT1: Source = {
  title:
    'Arkansas Act 1 of 2026 (HB 1001, First Extraordinary Session), amending A.C.A. §26-51-201(a)(4): 2026 brackets, top rate 3.7 %, bracket adjustment',
  url: 'https://www.arkleg.state.ar.us/Home/FTPDocument?path=%2FBills%2F2026S1%2FPublic%2FHB1001.pdf',
};
const INSTRUCTIONS: Source = {
  title: 'Arkansas DFA, 2025 AR1000F instructions (standard deduction $2,470 / $4,940, personal tax credits $29)',
  url: 'https://www.dfa.arkansas.gov/wp-content/uploads/2025_AR1000F_and_AR1000NR_Instructions.pdf',
};

export const AR: StateTaxRules = {
  code: 'AR',
  name: 'Arkansas',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: INSTRUCTIONS },
  standardDeduction: { amount: perStatus(2_470, 4_940, 2_470, 2_470, 2_470), source: INSTRUCTIONS },
  personalExemption: { kind: 'credit', amount: 29, source: INSTRUCTIONS },
  dependentExemption: { kind: 'credit', amount: 29, source: INSTRUCTIONS },
  brackets: {
    byStatus: everyStatus([
      { rate: 0, upTo: 5_600 },
      { rate: 2, upTo: 11_200 },
      { rate: 3, upTo: 16_000 },
      { rate: 3.4, upTo: 26_400 },
      { rate: 3.7, upTo: null },
    ]),
    source: ACT1,
  },
  special: [
    {
      name: 'ar-high-income-adjustment',
      label: 'Bracket adjustment above $94,700',
      figures: {
        // From `from`, the tax is 3.7 % of all net income less a reduction of `startReduction`, falling by
        // `stepReduction` per `step` to `minReduction`; the schedule's own reduction is `scheduleReduction`.
        from: 94_701,
        step: 100,
        startReduction: 369.9,
        stepReduction: 10,
        minReduction: 79.9,
        scheduleReduction: 367.2,
      },
      source: ACT1,
    },
  ],
  notModelled: [
    'Arkansas tax tables for net income below $100,000 (tax on the midpoint of $100 bands); the exact schedule is used',
    'Low-income tax tables and the Arkansas earned income credit',
    'Spouses filing separately on the same return (often lower tax for two earners); a joint return is modelled',
    'Retirement income exemption, itemized deductions, additional credits for age 65+',
  ],
  assumptions: [
    'The standard deduction is indexed; the 2026 amount was not available to us, so the 2025 amount ($2,470; $4,940 joint) is used.',
  ],
};
