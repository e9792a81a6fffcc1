import { everyStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const INSTRUCTIONS: Source = {
  title: 'Kentucky Department of Revenue, 2025 Form 740 instructions (federal AGI start, standard deduction $3,270)',
  url: 'https://revenue.ky.gov/Forms/740%20Packet%20Instructions%20(2025).pdf',
};

export const KY: StateTaxRules = {
  code: 'KY',
  name: 'Kentucky',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: INSTRUCTIONS },
  standardDeduction: {
    amount: everyStatus(3_270),
    source: {
      title: 'KRS 141.081 (standard deduction, indexed); Kentucky DOR announcement of the 2025 standard deduction',
      url: 'https://revenue.ky.gov/News/Pages/Kentucky-DOR-Announces-2025-Standard-Deduction.aspx',
    },
  },
  brackets: {
    byStatus: everyStatus([{ rate: 3.5, upTo: null }]),
    source: {
      title: 'Kentucky HB 1 (2025), amending KRS 141.020: 3.5 % for taxable years beginning on or after 1 January 2026',
      url: 'https://apps.legislature.ky.gov/recorddocuments/bill/25RS/hb1/bill.pdf',
    },
  },
  notModelled: [
    'Local occupational license taxes on wages (cities and counties, often 1 % to 2.5 %)',
    'Family size tax credit for low incomes, personal tax credits for age 65+ and blindness',
    'A married couple may file separately on a combined return, each with a standard deduction; a joint return with one standard deduction is modelled',
    'Itemized deductions, pension exclusion',
  ],
  assumptions: [
    'The standard deduction is indexed each year (KRS 141.081); the 2026 amount was not available to us, so the 2025 amount ($3,270) is used.',
  ],
};
