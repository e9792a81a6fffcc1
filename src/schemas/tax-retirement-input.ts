/**
 * The tax calculator's retirement income inputs: the household's Social Security benefits and retirement
 * distributions, and the spouse's part of the distributions (the states' pension exclusions are per person, by
 * each person's age), spread into the calculator's input schema.
 */
import { money, withDefault } from './common';

/** The largest retirement income input, in USD. */
const MAX_RETIREMENT_INCOME = 1_000_000_000;

const amount = (title: string, description: string) =>
  withDefault(money(title, `${description} Default 0.`, { max: MAX_RETIREMENT_INCOME }), 0);

export const retirementInputs = {
  socialSecurityBenefits: amount(
    'Social Security benefits',
    "The household's gross Social Security benefits for the year, in USD (Form SSA-1099 box 5 of each spouse, summed; Form 1040 line 6a): up to 85 % of them taxable by IRS Pub. 915 Worksheet 1, by the provisional income (half the benefits + the other income less adjustments) over 25,000 (32,000 joint; 0 \"mfs\", the spouses taken to have lived together). Not wages: no FICA. Most states exempt the taxable part; Colorado, Connecticut, Minnesota, Montana, New Mexico, Rhode Island, Utah, Vermont and West Virginia (2025) apply their own rules, Colorado's and Rhode Island's by age (give age and spouseAge).",
  ),
  retirementDistributions: amount(
    'Retirement distributions',
    "Taxable pensions, annuities and IRA distributions of the household for the year, in USD (Form 1040 lines 4b + 5b; Form 1099-R box 2a): ordinary income, not wages (no FICA, not earned income). A state's own pension or IRA exclusion applies to each person's part by that person's age (spouseRetirementDistributions says how much is the spouse's).",
  ),
  spouseRetirementDistributions: amount(
    'Spouse retirement distributions',
    "For \"mfj\" only: the part of retirementDistributions received by the spouse, in USD (the spouse's Forms 1099-R box 2a), at most retirementDistributions. The states' pension and IRA exclusions are per person, by each one's age (spouseAge): the spouse's part is measured against the spouse's limit. Default 0: all of it is the taxpayer's.",
  ),
} as const;
