import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const FORM1: Source = {
  title: 'Massachusetts Department of Revenue, 2025 Form 1 instructions (exemptions, line 10 deduction, rates)',
  url: 'https://www.mass.gov/doc/2025-form-1-instructions/download',
};
const EXEMPTIONS: Source = {
  title:
    'M.G.L. c. 62, §3(B)(b): personal exemptions $4,400 ($6,800 head of household, $8,800 joint), $1,000 per dependent',
  url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section3',
};

export const MA: StateTaxRules = {
  code: 'MA',
  name: 'Massachusetts',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: FORM1,
  },
  personalExemption: {
    kind: 'deduction',
    amount: 4_400,
    perReturn: perStatus(4_400, 8_800, 4_400, 6_800, 4_400),
    source: EXEMPTIONS,
  },
  dependentExemption: { kind: 'deduction', amount: 1_000, source: EXEMPTIONS },
  brackets: {
    byStatus: everyStatus([{ rate: 5, upTo: null }]),
    source: {
      title: 'M.G.L. c. 62, §4(b) (Part B income, including wages, taxed at 5 %)',
      url: 'https://malegislature.gov/Laws/GeneralLaws/PartI/TitleIX/Chapter62/Section4',
    },
  },
  surtaxes: [
    {
      label: '4 % surtax on taxable income over the inflation-adjusted threshold (Mass. Const. art. 44, as amended)',
      rate: 4,
      over: everyStatus(1_083_150),
      source: {
        title: 'Massachusetts Department of Revenue, 4% Surtax on Taxable Income Over $1,000,000 (M.G.L. c. 62, §4(d))',
        url: 'https://www.mass.gov/info-details/4-surtax-on-taxable-income-over-1000000',
      },
    },
  ],
  special: [
    {
      name: 'ma-payroll-contributions-deduction',
      label: 'Social Security and Medicare deduction (up to $2,000 per earner)',
      figures: { capPerEarner: 2_000, socialSecurityWageBase: 184_500 },
      source: {
        title:
          'M.G.L. c. 62, §3(B)(a)(9) and 2025 Form 1 line 10: each earner deducts the Social Security and Medicare tax withheld, up to $2,000 (2026 Social Security wage base $184,500)',
        url: 'https://www.mass.gov/doc/2025-form-1-instructions/download',
      },
    },
  ],
  notModelled: [
    'Massachusetts limited income credit, no-tax status, and the child and family tax credit ($440 per child under 13 or dependent 65+)',
    'Massachusetts earned income credit (40 % of the federal credit)',
    'Rent, commuter, student-loan and other Schedule Y deductions; exemptions for age 65+ and blindness',
    'Paid Family and Medical Leave contributions (a payroll contribution, not income tax)',
  ],
  assumptions: [
    'The surtax threshold is indexed each year (M.G.L. c. 62, §4(d)); the 2026 threshold was not available to us, so the 2025 threshold ($1,083,150) is used. The exemptions and the 5 % rate are fixed in statute.',
    'Massachusetts has no qualifying-surviving-spouse status; a federal qualifying surviving spouse is given the single exemption ($4,400).',
  ],
};
