/**
 * ISO 4217 currency codes in use and their minor units (the number of decimals of the currency's smallest unit),
 * as data.
 *
 * Source: ISO 4217 "List One: Current currency & funds", maintained by SIX Financial Information on behalf of ISO,
 * https://www.six-group.com/en/products-services/financial-information/data-standards.html (the list's
 * `CcyMnrUnts` column). Codes whose minor unit is "N.A." (gold, silver, platinum, palladium, the SDR, the bond
 * market units, the test and "no currency" codes) are listed with `null`.
 */

/** Currencies whose minor unit is not 2, by their minor unit. */
const NOT_TWO: Readonly<Record<0 | 3 | 4, readonly string[]>> = {
  0: [
    'BIF',
    'CLP',
    'DJF',
    'GNF',
    'ISK',
    'JPY',
    'KMF',
    'KRW',
    'PYG',
    'RWF',
    'UGX',
    'UYI',
    'VND',
    'VUV',
    'XAF',
    'XOF',
    'XPF',
  ],
  3: ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'],
  4: ['CLF', 'UYW'],
};

/** Codes with two decimals. */
const TWO = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BMD', 'BND', 'BOB',
  'BOV', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHE', 'CHF', 'CHW', 'CNY', 'COP', 'COU', 'CRC',
  'CUP', 'CVE', 'CZK', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR', 'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP',
  'GMD', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF', 'IDR', 'ILS', 'INR', 'IRR', 'JMD', 'KES', 'KGS', 'KHR', 'KPW',
  'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'MAD', 'MDL', 'MGA', 'MKD', 'MMK', 'MNT', 'MOP', 'MRU', 'MUR',
  'MVR', 'MWK', 'MXN', 'MXV', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK', 'NPR', 'NZD', 'PAB', 'PEN', 'PGK', 'PHP',
  'PKR', 'PLN', 'QAR', 'RON', 'RSD', 'RUB', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD',
  'SSP', 'STN', 'SVC', 'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'USD', 'USN',
  'UYU', 'UZS', 'VED', 'VES', 'WST', 'XCD', 'XCG', 'YER', 'ZAR', 'ZMW', 'ZWG',
] as const; // prettier-ignore

/** Codes without a minor unit ("N.A." in List One): precious metals, the SDR, bond market units, XSU, XUA, XTS, XXX. */
const NO_MINOR_UNIT = ['XAG', 'XAU', 'XBA', 'XBB', 'XBC', 'XBD', 'XDR', 'XPD', 'XPT', 'XSU', 'XTS', 'XUA', 'XXX'];

const MINOR_UNITS: ReadonlyMap<string, number | null> = new Map<string, number | null>([
  ...TWO.map((code) => [code, 2] as const),
  ...Object.entries(NOT_TWO).flatMap(([units, codes]) => codes.map((code) => [code, Number(units)] as const)),
  ...NO_MINOR_UNIT.map((code) => [code, null] as const),
]);

/**
 * The ISO 4217 minor unit of `code` (upper case): a number of decimals; `null` for a listed code without one (gold,
 * the SDR); `undefined` for a code that is not in ISO 4217 (a crypto-asset ticker such as BTC, a withdrawn code).
 */
export function minorUnits(code: string): number | null | undefined {
  return MINOR_UNITS.get(code);
}
