/** Delaware's special rules: the formulas its data file names in `special`. */
import { defineSpecialRule, figure } from './define';

/**
 * Delaware (30 Del. C. §1110; PIT-RES line 27b): an additional personal credit of `amount` for each filer aged
 * `minAge` (60) or older. The household's ages are known as the count of filers aged 65 or older, so the credit is
 * given to them; a filer aged 60 to 64 is not seen (named in `notModelled`).
 */
export const deAgedPersonalCredit = defineSpecialRule(
  'de-aged-personal-credit',
  { amount: 'number', minAge: 'number' },
  (context) => {
    const { household: h, rule } = context;
    return h.filersAged65Plus > 0 ? { creditC: figure(rule, 'amount') * 100 * h.filersAged65Plus } : {};
  },
);
