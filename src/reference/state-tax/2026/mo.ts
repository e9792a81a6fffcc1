import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const BOOK: Source = {
  title:
    'Missouri Department of Revenue, 2025 MO-1040 instructions (tax rate chart, federal tax deduction, standard deduction)',
  url: 'https://dor.mo.gov/forms/MO-1040%20Instructions_2025.pdf',
};

export const MO: StateTaxRules = {
  code: 'MO',
  name: 'Missouri',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: BOOK },
  standardDeduction: {
    followsFederal: true,
    source: {
      title: 'RSMo §143.131 (the Missouri standard deduction is the federal standard deduction)',
      url: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.131',
    },
  },
  brackets: {
    byStatus: everyStatus([
      { rate: 0, upTo: 1_313 },
      { rate: 2, upTo: 2_626 },
      { rate: 2.5, upTo: 3_939 },
      { rate: 3, upTo: 5_252 },
      { rate: 3.5, upTo: 6_565 },
      { rate: 4, upTo: 7_878 },
      { rate: 4.5, upTo: 9_191 },
      { rate: 4.7, upTo: null },
    ]),
    source: {
      title: 'RSMo §143.011 and §143.021; Missouri Department of Revenue, Individual Income Tax Year Changes',
      url: 'https://dor.mo.gov/taxation/individual/tax-types/income/year-changes/',
    },
  },
  special: [
    {
      name: 'mo-federal-tax-deduction',
      label: 'Federal income tax deduction',
      figures: {
        // A share of the federal income tax (after nonrefundable credits) is deducted: 35 % below $25,000 of
        // Missouri AGI, 25 % below $50,000, 15 % below $100,000, 5 % below $125,000, none from $125,000; capped.
        pctBelow25000: 35,
        pctFrom25000: 25,
        pctFrom50000: 15,
        pctFrom100000: 5,
        noneFromAgi: 125_000,
        cap: perStatus(10_000, 10_000, 5_000, 10_000, 10_000),
      },
      source: {
        title: 'RSMo §143.171 (federal income tax deduction); 2025 MO-1040 instructions, lines 12–13',
        url: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.171',
      },
    },
  ],
  notModelled: [
    'Kansas City and St. Louis earnings taxes (1 % of wages)',
    'Missouri working families tax credit (20 % of the federal EITC) and property tax credit',
    'Social Security, pension and other Missouri subtractions; itemized deductions',
  ],
  assumptions: [
    'Missouri indexes its bracket widths each year; the 2026 widths were not available to us, so the 2025 chart (brackets of $1,313) is used. The 4.7 % top rate is the rate in force for 2025; no further reduction under RSMo §143.011 is assumed for 2026.',
  ],
};
