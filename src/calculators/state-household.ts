/**
 * The household as a state's return sees it, handed from the federal return to the state engine and its special
 * rules.
 */
import type { StateFilingStatus } from '../reference/law';

/** The household as a state's return sees it: the federal return's figures, in integer cents. */
export interface StateHousehold {
  readonly filingStatus: StateFilingStatus;
  /** Gross wages of the household before 401(k) deferrals (the FICA wages). */
  readonly wagesC: number;
  /** Pre-tax 401(k) elective deferrals of the household. */
  readonly deferrals401kC: number;
  /**
   * The state's starting income from federal AGI: federal AGI (wages − deferrals − above-the-line adjustments) with
   * the pre-tax benefits the state taxes added back and the retirement income and capital gain it excludes taken out.
   */
  readonly federalAgiC: number;
  /**
   * Federal AGI as Form 1040 line 11 has it, before the state's own additions and subtractions, where a state's law
   * reads that line itself (Maryland's exemption chart and senior credit read it with the Social Security benefits
   * the state then subtracts; New York's household and Empire State child credits read IT-201 line 19); absent:
   * `federalAgiC`.
   */
  readonly form1040AgiC?: number;
  readonly federalTaxableIncomeC: number;
  /** The federal standard deduction of the return, including its 65+ additions. */
  readonly federalStandardDeductionC: number;
  /**
   * The federal standard or itemized deduction taken (Form 1040 line 12), where a state reads it apart from the
   * other deductions after AGI (Colorado's add-back); absent: AGI less federal taxable income.
   */
  readonly federalDeductionC?: number;
  /** 1, or 2 on a joint return. */
  readonly filers: number;
  /** Filers aged 65 or older on 31 December. */
  readonly filersAged65Plus: number;
  /** Qualifying children under 17. */
  readonly children: number;
  /** The age of each qualifying child on 31 December (one per child), where given; absent: the ages are unknown. */
  readonly childAges?: readonly number[];
  /** Dependents who are not qualifying children under 17. */
  readonly otherDependents: number;
  /**
   * Each earner's gross wages (the taxpayer's, then the spouse's), where a state caps a deduction per earner
   * (Massachusetts' $2,000 of Social Security and Medicare tax each); absent: all wages are one earner's.
   */
  readonly earnerWagesC?: readonly number[];
  /**
   * Each earner's pre-tax 401(k) deferrals, in the order of `earnerWagesC`, where a state reads an earner's W-2 box 1
   * wages (Wisconsin's married couple credit); absent: none.
   */
  readonly earnerDeferrals401kC?: readonly number[];
  /**
   * Federal income tax after nonrefundable credits, before refundable ones (Form 1040 line 22), where a state deducts
   * part of it (Alabama, Missouri, Oregon); absent: no federal tax deduction is taken.
   */
  readonly federalIncomeTaxC?: number;
  /**
   * The federal return's refundable credits and its net investment income tax (Form 8960 line 17), where a state's
   * federal tax deduction reads them beside `federalIncomeTaxC`: the earned income credit (Form 1040 line 27a) and the
   * additional child tax credit (line 28); absent: none.
   */
  readonly federalTaxParts?: {
    readonly earnedIncomeCreditC: number;
    readonly additionalChildTaxCreditC: number;
    readonly netInvestmentIncomeTaxC: number;
  };
  /**
   * Income beyond wages a state that starts from wages taxes: each earner's net profit, interest, dividends and the
   * net capital gain, each class at 0 or more (a loss in one class does not offset another); absent: none.
   */
  readonly otherIncomeC?: number;
  /**
   * Each filer's age on 31 December (the taxpayer's, then the spouse's on a joint return), undefined where not
   * given, for a state's exclusions by age; absent: the first `filersAged65Plus` filers are taken as 65, the others
   * as of no known age.
   */
  readonly filerAges?: readonly (number | undefined)[];
  /**
   * Each filer's taxable pensions, annuities and IRA distributions (in the order of `filerAges`), for a state's
   * exclusion of them per person; absent: none.
   */
  readonly filerDistributionsC?: readonly number[];
  /** The household's gross Social Security benefits, where a state's pension exclusion is reduced by them. */
  readonly socialSecurityBenefitsC?: number;
  /**
   * The household's capital gains as a state's own capital gains rates read them: the net capital gain (IRC
   * §1222(11)) and the net short-term gain after a net long-term loss, each at 0 or more; absent: none.
   */
  readonly capitalGains?: { readonly netCapitalGainC: number; readonly shortTermGainC: number };
  /** Which kinds of income beyond wages the household has, for the words on what is not modelled; absent: none. */
  readonly otherIncomeKinds?: {
    readonly selfEmployment: boolean;
    readonly interestAndDividends: boolean;
    readonly shortTermGains: boolean;
    readonly longTermGains: boolean;
  };
}

/** Federal AGI as Form 1040 line 11 has it (`form1040AgiC`), or the starting income where a caller gives none. */
export const form1040AgiOf = (h: StateHousehold): number => h.form1040AgiC ?? h.federalAgiC;
