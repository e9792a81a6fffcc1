/**
 * The state earned income credit's twists (src/calculators/state-eitc.ts) on a made-up state, one field at a time:
 * the percent by number of children, the childless rule, the cap in dollars, the refundable percent beside a
 * nonrefundable share, and the alternative taken when it is worth more.
 */
import { withStateEarnedIncomeCredit } from '../../../src/calculators/state-eitc';
import type { StateTaxComputation } from '../../../src/calculators/state-tax';
import type { StateEarnedIncomeCredit } from '../../../src/reference/law';

/** A computation with `taxC` of tax left before the earned income credit. */
function computation(rule: StateEarnedIncomeCredit, taxC: number): StateTaxComputation {
  return {
    rules: { taxesWages: true, earnedIncomeCredit: rule },
    creditLines: [],
    creditsC: 0,
    incomeTaxC: taxC,
    taxBeforeCreditsC: taxC,
    sources: [],
  } as unknown as StateTaxComputation;
}

const eic = (creditC: number, children: number) => ({ creditC, children });

describe('state earned income credit twists', () => {
  it('the percent by number of children: the last entry for that many or more; none without children', () => {
    const rule = { sharePct: 0, refundable: true, sharePctByChildren: [0, 4, 11, 34] };
    const three = withStateEarnedIncomeCredit(computation(rule, 0), eic(800_000, 3), 'hoh');
    expect(three.creditLines).toEqual([
      { label: 'Earned income credit (34 % of the federal credit, refundable)', amountC: 272_000 },
    ]);
    expect(three.refundableCreditsC).toBe(272_000);
    const none = withStateEarnedIncomeCredit(computation(rule, 10_000), eic(60_000, 0), 'single');
    expect(none.creditLines).toEqual([]);
    expect(none.incomeTaxC).toBe(10_000);
  });

  it('the childless rule applies only to the statuses it names, and only without a qualifying child', () => {
    const rule: StateEarnedIncomeCredit = {
      sharePct: 50,
      refundable: false,
      refundablePct: 45,
      childless: { statuses: ['single', 'hoh', 'qss'], sharePct: 100, refundable: true },
    };
    const single = withStateEarnedIncomeCredit(computation(rule, 20_000), eic(57_500, 0), 'single');
    expect([single.creditsC, single.incomeTaxC, single.refundableCreditsC]).toEqual([20_000, 0, 37_500]);
    // A joint return without children: 50 % against the tax, 45 % less the tax refunded.
    const joint = withStateEarnedIncomeCredit(computation(rule, 20_000), eic(57_500, 0), 'mfj');
    expect([joint.creditsC, joint.incomeTaxC, joint.refundableCreditsC]).toEqual([20_000, 0, 5_875]);
  });

  it('the refundable percent: what it exceeds the tax before the credit by is refunded, nothing when the tax is larger', () => {
    const rule: StateEarnedIncomeCredit = { sharePct: 50, refundable: false, refundablePct: 45 };
    const high = withStateEarnedIncomeCredit(computation(rule, 150_000), eic(200_000, 2), 'hoh');
    expect([high.creditsC, high.incomeTaxC, high.refundableCreditsC]).toEqual([100_000, 50_000, 0]);
    expect(high.creditLines).toHaveLength(1);
  });

  it('the cap in dollars', () => {
    const rule: StateEarnedIncomeCredit = { sharePct: 125, refundable: false, maxAmount: 200 };
    const r = withStateEarnedIncomeCredit(computation(rule, 50_000), eic(100_000, 1), 'single');
    expect(r.creditLines).toEqual([
      { label: 'Earned income credit (125 % of the federal credit, nonrefundable, at most 200)', amountC: 20_000 },
    ]);
    expect([r.creditsC, r.incomeTaxC]).toEqual([20_000, 30_000]);
  });

  it('the alternative is taken when it is worth more to the household, the main credit on a tie', () => {
    const rule: StateEarnedIncomeCredit = {
      sharePct: 10,
      refundable: true,
      alternative: { sharePct: 20, refundable: false },
    };
    // Tax 1,000, federal credit 3,000: 10 % refundable is worth 300, 20 % nonrefundable 600.
    const more = withStateEarnedIncomeCredit(computation(rule, 100_000), eic(300_000, 1), 'hoh');
    expect(more.creditLines[0]!.label).toBe('Earned income credit (20 % of the federal credit, nonrefundable)');
    expect([more.incomeTaxC, more.refundableCreditsC]).toEqual([40_000, 0]);
    // Tax 100: 10 % refundable is worth 300 (100 + 200 refunded), 20 % nonrefundable only 100.
    const less = withStateEarnedIncomeCredit(computation(rule, 10_000), eic(300_000, 1), 'hoh');
    expect(less.creditLines[0]!.label).toBe('Earned income credit (10 % of the federal credit, refundable)');
    expect([less.incomeTaxC, less.refundableCreditsC]).toEqual([0, 20_000]);
    const tie = withStateEarnedIncomeCredit(
      computation({ sharePct: 20, refundable: true, alternative: { sharePct: 20, refundable: false } }, 100_000),
      eic(300_000, 1),
      'hoh',
    );
    expect(tie.creditLines[0]!.label).toBe('Earned income credit (20 % of the federal credit, refundable)');
  });
});
