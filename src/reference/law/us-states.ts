/**
 * The 50 states and the District of Columbia by USPS code (USPS Publication 28, Appendix B), in alphabetical
 * order of code. The list every state input and registry derives from.
 */
export const US_STATES = [
  ['AK', 'Alaska'],
  ['AL', 'Alabama'],
  ['AR', 'Arkansas'],
  ['AZ', 'Arizona'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DC', 'District of Columbia'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['IA', 'Iowa'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['MA', 'Massachusetts'],
  ['MD', 'Maryland'],
  ['ME', 'Maine'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MO', 'Missouri'],
  ['MS', 'Mississippi'],
  ['MT', 'Montana'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['NE', 'Nebraska'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NV', 'Nevada'],
  ['NY', 'New York'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VA', 'Virginia'],
  ['VT', 'Vermont'],
  ['WA', 'Washington'],
  ['WI', 'Wisconsin'],
  ['WV', 'West Virginia'],
  ['WY', 'Wyoming'],
] as const;

export type StateCode = (typeof US_STATES)[number][0];

/** The 51 USPS codes, upper case. */
export const STATE_CODES: readonly StateCode[] = US_STATES.map(([code]) => code);

/** The state's name by its USPS code. */
export const STATE_NAMES: Readonly<Record<StateCode, string>> = Object.fromEntries(US_STATES) as Record<
  StateCode,
  string
>;

/** The USPS code for `value` in any letter case ("ca", "Ca"), or undefined when it names no state or DC. */
export function toStateCode(value: string): StateCode | undefined {
  const upper = value.toUpperCase();
  return Object.hasOwn(STATE_NAMES, upper) ? (upper as StateCode) : undefined;
}
