import { everyStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const EXEMPTIONS: Source = {
  title:
    'IC 6-3-1-3.5(a)(3)–(5) and 2025 IT-40 instructions: $1,000 per taxpayer, spouse and dependent, plus $1,500 per dependent child',
  url: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-1-3.5',
};

export const IN: StateTaxRules = {
  code: 'IN',
  name: 'Indiana',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Indiana Department of Revenue, 2025 IT-40 (line 1: federal adjusted gross income)',
      url: 'https://forms.in.gov/Download.aspx?id=16915',
    },
  },
  personalExemption: { kind: 'deduction', amount: 1_000, source: EXEMPTIONS },
  dependentExemption: { kind: 'deduction', amount: 2_500, otherDependentAmount: 1_000, source: EXEMPTIONS },
  brackets: {
    byStatus: everyStatus([{ rate: 2.95, upTo: null }]),
    source: {
      title: 'IC 6-3-2-1(a)(3): adjusted gross income tax rate 2.95 % for taxable years beginning in 2026',
      url: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-2-1',
    },
  },
  notModelled: [
    'County income taxes (every Indiana county levies one, about 0.5 % to 3.4 % of the same base)',
    'Indiana earned income credit, unified tax credit for the elderly',
    'Renter’s and homeowner’s property tax deductions, additional exemptions for age 65+ and blindness',
    'The $1,500 child exemption also covers dependent children aged 17 and 18 (students under 24); such dependents count here as other dependents ($1,000)',
  ],
  assumptions: [],
};
