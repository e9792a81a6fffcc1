/** The tax calculator's input for the child and dependent care credit (Form 2441), and the two credits' result fields. */
import { money, withDefault } from './common';
import { outMoney } from './output';

export const dependentCareExpensesInput = withDefault(
  money(
    'Dependent care expenses',
    'Care expenses paid in the year so the household can work, in USD, for the children (the qualifying persons are the children under 13 that childAges gives; without childAges every child under 17 is taken as one), those paid from a dependent care FSA included (Form 2441 line 2 column (d)): ' +
      'the child and dependent care credit on up to 3,000 for one child, 6,000 for two or more, less the FSA, at most the lower earner’s earned income. Default 0.',
    { max: 1_000_000 },
  ),
  0,
);

/** The earned income credit and the child and dependent care credit in the result. */
export const creditResults = {
  earnedIncomeCredit: outMoney(
    'Refundable earned income credit (Form 1040 line 27a) by EIC Worksheet A and the EIC Table: by qualifying children (children), earned income and AGI; 0 with investment income over the limit, or without a child outside ages 25–64.',
  ),
  dependentCareCredit: outMoney(
    'Nonrefundable child and dependent care credit (Form 2441 line 11; Schedule 3 line 2): dependentCareExpenses within the limit, at the rate for AGI, used against the tax before the child tax credit.',
  ),
};
