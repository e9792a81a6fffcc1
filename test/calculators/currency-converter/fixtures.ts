/** The ECB reference rates the currency tests run on. */
import type { CalcContext } from '../../../src/calculators/define';

// The ECB daily reference rates of 2026-10-06, per 1 EUR (eurofxref-daily.xml of that day).
export const ECB_2026_10_06 = {
  USD: 1.1269,
  JPY: 178.15,
  CZK: 24.405,
  DKK: 7.4747,
  GBP: 0.8488,
  HUF: 364.95,
  PLN: 4.365,
  RON: 5.351,
  SEK: 11.2425,
  CHF: 0.9359,
  ISK: 137.2,
  NOK: 10.778,
  TRY: 55.4196,
  AUD: 1.614,
  BRL: 5.5991,
  CAD: 1.6058,
  CNY: 7.5554,
  HKD: 8.8438,
  IDR: 20104.8,
  ILS: 3.4348,
  INR: 108.6615,
  KRW: 1508.67,
  MXN: 20.2217,
  MYR: 4.6034,
  NZD: 2.0061,
  PHP: 70.702,
  SGD: 1.4392,
  THB: 37.836,
  ZAR: 18.5829,
};
export const ecb: CalcContext = {
  fx: { base: 'EUR', asOf: '2026-10-06', source: 'ecb', rates: { EUR: 1, ...ECB_2026_10_06 } },
};
