import { everyStatus, perStatus } from '../by-status';
import type { Source, StateTaxRules } from '../types';

const INSTRUCTIONS: Source = {
  title: 'Illinois Department of Revenue, 2025 Form IL-1040 instructions (Step 4, exemption allowance $2,850)',
  url: 'https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/incometax/documents/currentyear/individual/il-1040-instr.pdf',
};
const NO_EXEMPTION_OVER: Source = {
  title:
    '35 ILCS 5/204(g): no exemption allowance when federal AGI exceeds $500,000 (joint) or $250,000 (other returns)',
  url: 'https://www.ilga.gov/legislation/ilcs/ilcs5.asp?ActID=577&ChapterID=8',
};

/** A cliff: the whole allowance is lost once federal AGI exceeds the threshold by any amount. */
const exemptionCliff = {
  of: 'federalAgi',
  threshold: perStatus(250_000, 500_000, 250_000, 250_000, 250_000),
  step: 1,
  amount: 2_850,
  partialStep: 'counts',
  appliesTo: 'eachUnit',
  source: NO_EXEMPTION_OVER,
} as const;

export const IL: StateTaxRules = {
  code: 'IL',
  name: 'Illinois',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Illinois Department of Revenue, 2025 Form IL-1040 (line 1: federal adjusted gross income)',
      url: 'https://tax.illinois.gov/content/dam/soi/en/web/tax/forms/incometax/documents/currentyear/individual/il-1040.pdf',
    },
  },
  personalExemption: { kind: 'deduction', amount: 2_850, phaseOut: exemptionCliff, source: INSTRUCTIONS },
  dependentExemption: { kind: 'deduction', amount: 2_850, phaseOut: exemptionCliff, source: INSTRUCTIONS },
  brackets: {
    byStatus: everyStatus([{ rate: 4.95, upTo: null }]),
    source: {
      title: 'Illinois Department of Revenue, Income Tax Rates (individuals 4.95 %, 35 ILCS 5/201(b)(5.4))',
      url: 'https://tax.illinois.gov/research/taxrates/income.html',
    },
  },
  notModelled: [
    'Additional $1,000 exemptions for taxpayers or spouses 65 or older or legally blind',
    'Illinois earned income credit and child tax credit',
    'Property tax and K-12 education expense credits',
  ],
  assumptions: [
    'The exemption allowance is indexed each year (35 ILCS 5/204(b)); the 2026 amount was not available to us, so the 2025 amount ($2,850 per person) is used. The 4.95 % rate and the $250,000/$500,000 cut-off are 2026 law.',
  ],
};
