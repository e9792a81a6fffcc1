import { everyStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const EXEMPTION: Source = {
  title: 'Michigan Department of Treasury, 2025 Income Tax Withholding Guide (Form 446): personal exemption $5,800',
  url: 'https://www.michigan.gov/taxes/-/media/Project/Websites/taxes/Forms/SUW/TY2025/446_Withholding-Guide_2025.pdf',
};

export const MI: StateTaxRules = {
  code: 'MI',
  name: 'Michigan',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'MCL 206.30 (taxable income is federal adjusted gross income with Michigan adjustments)',
      url: 'https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-206-30',
    },
  },
  personalExemption: { kind: 'deduction', amount: 5_800, source: EXEMPTION },
  dependentExemption: { kind: 'deduction', amount: 5_800, source: EXEMPTION },
  brackets: {
    byStatus: everyStatus([{ rate: 4.25, upTo: null }]),
    source: {
      title: 'Michigan Department of Treasury, 4.25 % Income Tax Rate for Individuals and Fiduciaries in 2026 Tax Year',
      url: 'https://www.michigan.gov/treasury/reference/taxpayer-notices/2026/04/15/425-income-tax-rate-for-individuals-and-fiduciaries-in-2026-tax-year',
    },
  },
  notModelled: [
    'City income taxes (Detroit 2.4 %, Grand Rapids 1.5 %, and some 20 other cities 1 %)',
    'Michigan earned income tax credit (30 % of the federal credit) and homestead property tax credit',
    'Retirement and pension subtractions, special exemptions for disability or deafness',
  ],
  assumptions: [
    'The personal exemption is indexed each year (MCL 206.30(2)); the 2026 amount was not available to us, so the 2025 amount ($5,800 per person and dependent) is used.',
  ],
};
