import { everyStatus } from '../by-status';
import type { AmountByIncome, Source, StateTaxRules } from '../types';

/** HB 96 (136th General Assembly, the FY 2026–2027 budget): one 2.75 % rate from tax year 2026. */
const HB96: Source = {
  title:
    'Ohio HB 96 (136th GA, 2025), R.C. 5747.02(A): 2026 nonbusiness income tax of $0 to $26,050, then $332 plus 2.75 % of the excess; exemptions and joint filing credit limited by MAGI',
  url: 'https://search-prod.lis.state.oh.us/api/v2/general_assembly_136/legislation/hb96/07_EN/pdf/',
};
const BOOKLET: Source = {
  title:
    'Ohio Department of Taxation, 2025 IT 1040 instructions (Ohio AGI from federal AGI, personal exemptions, exemption and joint filing credits)',
  url: 'https://dam.assets.ohio.gov/image/upload/v1767095693/tax.ohio.gov/forms/ohio_individual/individual/2025/it1040-booklet.pdf',
};

/** R.C. 5747.025: each personal and dependent exemption by modified AGI; none above $500,000 from 2026 (HB 96). */
const EXEMPTION_BY_MAGI: AmountByIncome = {
  of: 'federalAgi',
  rows: [
    { upTo: 40_000, amount: 2_400 },
    { upTo: 80_000, amount: 2_150 },
    { upTo: 500_000, amount: 1_900 },
    { upTo: null, amount: 0 },
  ],
};
const EXEMPTIONS: Source = {
  title: 'R.C. 5747.025 (personal exemptions by modified AGI) and the 2025 IT 1040 instructions, line 4',
  url: 'https://codes.ohio.gov/ohio-revised-code/section-5747.025',
};

export const OH: StateTaxRules = {
  code: 'OH',
  name: 'Ohio',
  taxYear: 2026,
  taxesWages: true,
  base: { startsFrom: 'federalAgi', addsBack401k: false, source: BOOKLET },
  // Ohio has no standard deduction; exemptions are deductions for each filer and each dependent.
  personalExemption: { kind: 'deduction', amount: 2_400, amountByIncome: EXEMPTION_BY_MAGI, source: EXEMPTIONS },
  dependentExemption: { kind: 'deduction', amount: 2_400, amountByIncome: EXEMPTION_BY_MAGI, source: EXEMPTIONS },
  brackets: {
    byStatus: everyStatus([
      { rate: 0, upTo: 26_050 },
      { rate: 2.75, upTo: null },
    ]),
    source: HB96,
  },
  special: [
    {
      name: 'fixedTaxOver',
      label: 'Tax on the first $26,050 once income exceeds it ($332)',
      figures: { over: 26_050, amount: 332 },
      source: HB96,
    },
    {
      name: 'ohExemptionCredit',
      label: 'Exemption credit',
      figures: { perExemption: 20, incomeBelow: 30_000 },
      source: {
        title: 'R.C. 5747.022 ($20 per exemption when the Ohio income tax base is under $30,000); 2025 IT 1040, line 9',
        url: 'https://codes.ohio.gov/ohio-revised-code/section-5747.022',
      },
    },
    {
      name: 'ohJointFilingCredit',
      label: 'Joint filing credit',
      // 20 % of the tax to $25,000 of Ohio income tax base, 15 % to $50,000, 10 % to $75,000, 5 % above; at most
      // $650; each spouse needs $500 of qualifying income; none above $500,000 of MAGI from 2026 (HB 96).
      figures: {
        upTo1: 25_000,
        pct1: 20,
        upTo2: 50_000,
        pct2: 15,
        upTo3: 75_000,
        pct3: 10,
        pctAbove: 5,
        cap: 650,
        minEachSpouse: 500,
        maxAgi: 500_000,
      },
      source: {
        title:
          'R.C. 5747.05(E) (joint filing credit) as amended by HB 96; 2025 IT 1040 instructions, Schedule of Credits',
        url: 'https://codes.ohio.gov/ohio-revised-code/section-5747.05',
      },
    },
  ],
  notModelled: [
    'Municipal income taxes (most Ohio cities tax wages, typically 1 % to 2.5 %) and school district income taxes (SD 100)',
    'Ohio earned income credit (30 % of the federal credit), child and dependent care credit, retirement and senior citizen credits',
    'Business income deduction; Ohio additions and deductions other than those of a W-2 household (e.g. 529 contributions, medical premiums)',
    'Modified AGI for exemptions and the joint filing credit is taken as federal AGI (equal for a W-2 household)',
  ],
  assumptions: [
    'The 2026 rate ($332 plus 2.75 % over $26,050) is HB 96’s; Ohio’s 2026 IT 1040 instructions are not published yet, so the exemption amounts, exemption credit and joint filing credit percentages are the 2025 booklet’s (fixed in law, not indexed since 2023), with HB 96’s $500,000 MAGI limits for 2026.',
  ],
};
