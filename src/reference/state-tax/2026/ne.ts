import { perStatus } from '../by-status';
import type { Band, Source, StateTaxRules } from '../types';

/**
 * Nebraska's 2026 schedules (Neb. Rev. Stat. §77-2715.03, rates of LB 754: 2.46 %, 3.51 %, and 4.55 % for both the
 * third and the fourth bracket in 2026), brackets indexed by the Department of Revenue.
 */
const ESTIMATE: Source = {
  title:
    'Nebraska Department of Revenue, 2026 Form 1040N-ES: 2026 estimated tax rate schedules, standard deduction and $176 personal exemption credit',
  url: 'https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/drafts/f_1040n-es.pdf',
};
const CHRONOLOGY: Source = {
  title:
    'Nebraska Department of Revenue, Tax Rate Chronologies, Table 1 (2026 brackets, standard deduction and personal exemption credit); Neb. Rev. Stat. §77-2715.03',
  url: 'https://revenue.nebraska.gov/sites/default/files/doc/research/chronology/4-607table1.pdf',
};

const schedule = (first: number, second: number, third: number): readonly Band[] => [
  { rate: 2.46, upTo: first },
  { rate: 3.51, upTo: second },
  { rate: 4.55, upTo: third },
  { rate: 4.55, upTo: null },
];
const SINGLE = schedule(4_130, 24_760, 39_900);
const JOINT = schedule(8_260, 49_520, 79_860);
const HEAD = schedule(7_700, 39_620, 59_160);

const EXEMPTION_CREDIT: Source = {
  title:
    'Neb. Rev. Stat. §77-2716.01(1)(b) (personal exemption credit per filer and per dependent); $176 for 2026 (2026 Form 1040N-ES)',
  url: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2716.01',
};

export const NE: StateTaxRules = {
  code: 'NE',
  name: 'Nebraska',
  taxYear: 2026,
  taxesWages: true,
  base: {
    startsFrom: 'federalAgi',
    addsBack401k: false,
    source: {
      title: 'Nebraska Department of Revenue, 2025 Individual Income Tax Booklet (Form 1040N, line 5: federal AGI)',
      url: 'https://revenue.nebraska.gov/sites/default/files/doc/tax-forms/2025/f_Individual_Income_Tax_Booklet.pdf',
    },
  },
  standardDeduction: { amount: perStatus(8_850, 17_700, 8_850, 12_950, 17_700), source: ESTIMATE },
  personalExemption: { kind: 'credit', amount: 176, source: EXEMPTION_CREDIT },
  dependentExemption: { kind: 'credit', amount: 176, source: EXEMPTION_CREDIT },
  brackets: { byStatus: perStatus(SINGLE, JOINT, SINGLE, HEAD, JOINT), source: CHRONOLOGY },
  notModelled: [
    'Additional standard deduction for filers 65 or older or blind; itemized deductions',
    'Nebraska earned income credit, child care credits and the refundable school readiness and property tax credits',
    'Nebraska has no local income taxes',
  ],
  assumptions: [
    'The 2026 Nebraska booklet is not published yet: the brackets, standard deduction and $176 exemption credit are the Department’s 2026 figures in its 2026 Form 1040N-ES (published as a draft) and its rate chronology.',
  ],
};
