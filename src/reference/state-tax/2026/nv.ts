import type { NoWageIncomeTax } from '../types';

export const NV: NoWageIncomeTax = {
  code: 'NV',
  name: 'Nevada',
  taxYear: 2026,
  taxesWages: false,
  reason:
    'The Nevada constitution forbids an income tax on the wages or personal income of natural persons (Nev. Const. art. 10, §1(9))',
  source: {
    title: 'Constitution of the State of Nevada, Article 10, Section 1',
    url: 'https://www.leg.state.nv.us/Const/NvConst.html',
  },
  notModelled: [],
  assumptions: [],
};
