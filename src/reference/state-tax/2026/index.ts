/**
 * Tax year 2026: each state's rules by USPS code. One module per state (`<code>.ts`, exporting
 * `const <CODE>: StateTaxRules`); a state not listed here has no 2026 data yet, and asking for it is a clear
 * "not available" answer (see `stateTaxRules`), never a crash.
 */
import type { StateCode } from '../states';
import type { StateTaxRules } from '../types';
import { AK } from './ak';
import { AL } from './al';
import { AR } from './ar';
import { AZ } from './az';
import { DC } from './dc';
import { DE } from './de';
import { HI } from './hi';
import { IA } from './ia';
import { ID } from './id';
import { KS } from './ks';
import { KY } from './ky';
import { LA } from './la';
import { ME } from './me';
import { MS } from './ms';
import { MT } from './mt';
import { CA } from './ca';
import { CO } from './co';
import { CT } from './ct';
import { GA } from './ga';
import { IL } from './il';
import { IN } from './in';
import { MA } from './ma';
import { MD } from './md';
import { MI } from './mi';
import { MN } from './mn';
import { MO } from './mo';
import { FL } from './fl';
import { NH } from './nh';
import { NV } from './nv';
import { NC } from './nc';
import { ND } from './nd';
import { NE } from './ne';
import { NJ } from './nj';
import { NM } from './nm';
import { NY } from './ny';
import { OH } from './oh';
import { OK } from './ok';
import { OR } from './or';
import { PA } from './pa';
import { RI } from './ri';
import { SC } from './sc';
import { SD } from './sd';
import { TN } from './tn';
import { TX } from './tx';
import { UT } from './ut';
import { VA } from './va';
import { VT } from './vt';
import { WA } from './wa';
import { WI } from './wi';
import { WV } from './wv';
import { WY } from './wy';

export const STATE_TAX_RULES_2026: Readonly<Partial<Record<StateCode, StateTaxRules>>> = {
  // States without a wage income tax.
  AK,
  FL,
  NH,
  NV,
  SD,
  TN,
  TX,
  WA,
  WY,
  // Alabama … Montana.
  AL,
  AR,
  AZ,
  CA,
  CO,
  CT,
  DC,
  DE,
  GA,
  HI,
  IA,
  ID,
  IL,
  IN,
  KS,
  KY,
  LA,
  MA,
  MD,
  ME,
  MI,
  MN,
  MO,
  MS,
  MT,
  // Nebraska … Wisconsin.
  NC,
  ND,
  NE,
  NJ,
  NM,
  NY,
  OH,
  OK,
  OR,
  VA,
  PA,
  RI,
  SC,
  UT,
  WI,
  VT,
  WV,
};
