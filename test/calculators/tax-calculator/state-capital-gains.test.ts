/**
 * The states' own capital gains rules, from each state's law file (`capitalGains` by year), 2025 and 2026. The net
 * capital gain is the net long-term gain less a net short-term loss (IRC §1222(11)): a short-term gain does not add
 * to it, a short-term loss reduces it.
 *
 * Out of the starting income: South Carolina 44 % (S.C. Code §12-6-1150(A), SC1040 line w); North Dakota 40 % of the
 * net long-term gain and of qualified dividends (Form ND-1 instructions, Schedule ND-1SA); Wisconsin 30 % (Wis. Stat.
 * §71.05(6)(b)9, Schedule WD); Arkansas 50 % (Ark. Code §26-51-815(b), Form AR1000D); New Mexico the gain up to
 * $2,500, $1,250 on a separate return (NMSA §7-2-34 from 2025, Schedule PIT-ADJ); Vermont the gain up to $5,000, at
 * most 40 % of federal taxable income (Schedule IN-153 Part I, the flat exclusion).
 *
 * Rates of their own: Montana 3 % / 4.1 % on the net long-term capital gain stacked on the other taxable income
 * (Mont. Code Ann. §15-30-2103(2), Form 2's net long-term capital gains tax table); Hawaii's alternative tax, 7.25 %
 * on the net capital gain above the income its schedule taxes below 7.25 % (HRS §235-51(f), Form N-11's Capital Gains
 * Tax Worksheet); Massachusetts' 8.5 % on short-term gains (M.G.L. c. 62, §4, Schedule B), the 4 % surtax on all
 * taxable income. Washington's capital gains excise tax (RCW 82.87; ESSB 5813).
 */
import { calculator } from '../../support/run-calculator';

const { result, run } = calculator('tax-calculator');

const base = { grossIncome: 60000, filingStatus: 'single' } as const;
const YEARS = [2025, 2026] as const;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** A schedule's tax on `income` in dollars, each band's tax rounded to the cent as the engine does. */
function scheduleTax(income: number, bands: readonly [number, number | null][], from = 0): number {
  let tax = 0;
  let bottom = 0;
  for (const [rate, top] of bands) {
    const upTo = top ?? Infinity;
    const inBand = Math.max(0, Math.min(from + income, upTo) - Math.max(from, bottom));
    tax += Math.round(inBand * rate) / 100;
    bottom = upTo;
  }
  return round2(tax);
}

describe('tax-calculator: state capital gain exclusions', () => {
  it.each([
    // [state, long-term, short-term, excluded]
    ['SC', 10000, 0, 4400], // 44 % × 10,000
    ['SC', 10000, 3000, 4400], // a short-term gain is not net capital gain
    ['SC', 10000, -4000, 2640], // 44 % × (10,000 − 4,000)
    ['SC', -5000, 8000, 0], // a net long-term loss: no net capital gain
    ['ND', 25000, 0, 10000], // Schedule ND-1SA: 40 % × 25,000
    ['ND', 25000, -5000, 8000], // 40 % × 20,000
    ['WI', 20000, 0, 6000], // Schedule WD: 30 % × 20,000
    ['WI', 20000, -2500, 5250], // 30 % × 17,500
    ['AR', 10000, 0, 5000], // Form AR1000D: 50 % × 10,000
    ['AR', 10000, -4000, 3000], // 50 % × 6,000
    ['NM', 10000, 0, 2500], // PIT-ADJ: the net capital gain up to 2,500
    ['NM', 1800, 0, 1800], // a gain under 2,500: all of it
    ['NM', 0, 5000, 0], // short-term only: no net capital gain
    ['VT', 10000, 0, 5000], // IN-153 Part I: the lesser of 5,000 and the gain
    ['VT', 3000, 0, 3000],
    ['VT', 8000, -6000, 2000], // the adjusted net capital gain of 2,000
  ] as const)('%s 2025 and 2026: long-term %d, short-term %d: %d out of the state base', (state, lt, st, excluded) => {
    for (const taxYear of YEARS) {
      const input = { ...base, state, taxYear, longTermCapitalGains: lt, shortTermCapitalGains: st };
      const r = result(input);
      const noExclusionBase = result({ ...input, state: 'NY' }).adjustedGrossIncome; // the same federal AGI
      expect(r.adjustedGrossIncome).toBe(noExclusionBase);
      // The state's starting income is federal AGI (or federal taxable income) less the exclusion.
      const start = state === 'ND' ? r.taxableIncome : r.adjustedGrossIncome;
      expect(r.state.baseIncome).toBe(round2(start - excluded));
      const words = r.state.assumptions.join(' ');
      if (excluded > 0) expect(words).toMatch(/of the net capital gain of/);
      else expect(words).not.toMatch(/of the net capital gain of/);
    }
  });

  it("North Dakota's 40 % of qualified dividends comes out with the gain (Schedule ND-1SA)", () => {
    for (const taxYear of YEARS) {
      const input = { ...base, state: 'ND', taxYear, longTermCapitalGains: 25000 };
      const dividends = { ...input, ordinaryDividends: 6000, qualifiedDividends: 5000 };
      const [r, d] = [result(input), result(dividends)];
      // 6,000 more federal taxable income, 40 % × 5,000 = 2,000 more excluded.
      expect(round2(d.taxableIncome - r.taxableIncome)).toBe(6000);
      expect(round2(d.state.baseIncome - r.state.baseIncome)).toBe(4000);
      expect(d.state.assumptions.join(' ')).toMatch(/and qualified dividends of \$5,000\.00/);
    }
  });

  it("New Mexico's deduction on a separate return is half: 1,250 (NMSA §7-2-34(B))", () => {
    for (const taxYear of YEARS) {
      const input = { ...base, filingStatus: 'mfs', state: 'NM', taxYear, longTermCapitalGains: 10000 } as const;
      const r = result(input);
      expect(r.state.baseIncome).toBe(round2(r.adjustedGrossIncome - 1250));
      expect(r.state.notModelled.join(' ')).toMatch(/sale of a business/);
    }
  });

  it("Vermont's exclusion is at most 40 % of federal taxable income (IN-153 Part I)", () => {
    for (const taxYear of YEARS) {
      const r = result({ grossIncome: 0, filingStatus: 'single', state: 'VT', taxYear, longTermCapitalGains: 20000 });
      // 2025: 40 % × (20,000 − 15,750) = 1,700; 2026: 40 % × (20,000 − 16,100) = 1,560.
      expect(r.taxableIncome).toBe(taxYear === 2025 ? 4250 : 3900);
      expect(r.state.baseIncome).toBe(round2(r.adjustedGrossIncome - (taxYear === 2025 ? 1700 : 1560)));
    }
  });
});

describe("tax-calculator: Montana's net long-term capital gains tax (Form 2 table, §15-30-2103(2))", () => {
  // [year, wages, long-term gain, first bracket's top (single)]; Montana starts from federal taxable income.
  it.each([
    [2025, 60000, 20000, 21100, [4.7, 5.9]], // the gain all over the top: 4.1 %
    [2025, 20000, 10000, 21100, [4.7, 5.9]], // the gain all under it: 3 %
    [2026, 60000, 20000, 47500, [4.7, 5.65]], // HB 337: the gain across the top
  ] as const)('%i: wages %d, long-term %d', (taxYear, wages, gain, top, [low, high]) => {
    const r = result({ ...base, grossIncome: wages, state: 'MT', taxYear, longTermCapitalGains: gain });
    const taxable = r.state.taxableIncome;
    const other = taxable - gain;
    const ordinary = scheduleTax(other, [
      [low, top],
      [high, null],
    ]);
    const gains = scheduleTax(
      gain,
      [
        [3, top],
        [4.1, null],
      ],
      other,
    );
    expect(r.state.taxBeforeCredits).toBe(round2(ordinary + gains));
    const all = scheduleTax(taxable, [
      [low, top],
      [high, null],
    ]);
    expect(r.state.additions).toEqual([
      {
        label: "Net long-term capital gain at 3 % / 4.1 % instead of the schedule's rates",
        amount: round2(ordinary + gains - all),
      },
    ]);
  });

  it('2025 golden: single, wages 60,000, long-term 20,000: 3,177.55 (2,357.55 + 4.1 % × 20,000)', () => {
    const r = result({ ...base, state: 'MT', taxYear: 2025, longTermCapitalGains: 20000 });
    // Federal taxable income 64,250 (80,000 − 15,750): 4.7 % × 21,100 + 5.9 % × 23,150 on the other 44,250.
    expect(r.state.taxableIncome).toBe(64250);
    expect(r.state.taxBeforeCredits).toBe(3177.55);
  });

  // The Montana Department of Revenue's rates and tables print the 3 % band as the ordinary bracket's top minus the
  // ordinary income, for each status; the 2025 tops are its 2025 ordinary tops ($42,200 joint, $31,700 head of household).
  it.each([
    // status, wages, federal taxable income, the other income's tax, 3 % on the band's rest, 4.1 % on the remainder
    ['mfj', 60000, 48500, 1339.5, 411, 258.3], // 80,000 − 31,500; 28,500 × 4.7 %; (42,200 − 28,500) × 3 %; 6,300 × 4.1 %
    ['hoh', 41625, 38000, 846, 411, 258.3], // 61,625 − 23,625; 18,000 × 4.7 %; (31,700 − 18,000) × 3 %; 6,300 × 4.1 %
  ] as const)(
    "2025 golden: %s, wages %d, long-term 20,000: the band to that status's top",
    (filingStatus, grossIncome, taxable, ordinary, low, high) => {
      const r = result({ grossIncome, filingStatus, state: 'MT', taxYear: 2025, longTermCapitalGains: 20000 });
      expect(r.state.taxableIncome).toBe(taxable);
      expect(r.state.taxBeforeCredits).toBe(round2(ordinary + low + high));
    },
  );

  it('a short-term gain is taxed at the schedule (no net long-term capital gain)', () => {
    const r = result({ ...base, state: 'MT', taxYear: 2025, shortTermCapitalGains: 20000 });
    expect(r.state.additions).toEqual([]);
  });
});

describe("tax-calculator: Hawaii's capital gains alternative tax (Form N-11 Capital Gains Tax Worksheet)", () => {
  // HRS §235-51 single schedule (Act 46, SLH 2024), 2025 and 2026 alike; 7.2 % ends at 48,000.
  const HI_SINGLE: [number, number | null][] = [
    [1.4, 9600],
    [3.2, 14400],
    [5.5, 19200],
    [6.4, 24000],
    [6.8, 36000],
    [7.2, 48000],
    [7.6, 125000],
    [7.9, 175000],
    [8.25, 225000],
    [9, 275000],
    [10, 325000],
    [11, null],
  ];
  it.each(YEARS)(
    '%i: wages 100,000 and long-term 50,000: the schedule on the greater of (taxable − gain) and 48,000, 7.25 % on the rest',
    (taxYear) => {
      const r = result({ ...base, grossIncome: 100000, state: 'HI', taxYear, longTermCapitalGains: 50000 });
      const taxable = r.state.taxableIncome;
      const ordinary = Math.max(taxable - 50000, 48000);
      const alternative = round2(scheduleTax(ordinary, HI_SINGLE) + Math.round((taxable - ordinary) * 7.25) / 100);
      expect(r.state.taxBeforeCredits).toBe(alternative);
      expect(alternative).toBeLessThan(scheduleTax(taxable, HI_SINGLE));
      expect(r.state.additions[0].label).toBe('Capital gains alternative tax: 7.25 % on the net capital gain');
    },
  );

  it.each(YEARS)('%i: under the 7.25 % bands the regular tax is lower and stands (no line)', (taxYear) => {
    const r = result({ ...base, grossIncome: 30000, state: 'HI', taxYear, longTermCapitalGains: 5000 });
    expect(r.state.additions).toEqual([]);
    expect(r.state.taxBeforeCredits).toBe(scheduleTax(r.state.taxableIncome, HI_SINGLE));
  });
});

describe("tax-calculator: Massachusetts' short-term capital gains at 8.5 % (Schedule B; c. 62 §4)", () => {
  it.each([
    // [long-term, short-term, the 3.5 points more on the net short-term gain]
    [0, 10000, 350],
    [-4000, 10000, 210], // a long-term loss offsets the short-term gain: 6,000
    [10000, 0, 0], // long-term gains at 5 % (Part C)
  ] as const)('2025 and 2026: long-term %d, short-term %d: %d more than at 5 %', (lt, st, more) => {
    for (const taxYear of YEARS) {
      const input = { ...base, state: 'MA', taxYear, longTermCapitalGains: lt, shortTermCapitalGains: st };
      const r = result(input);
      const line = r.state.additions.find((a: { label: string }) => a.label === 'Short-term capital gain at 8.5 %');
      expect(line?.amount ?? 0).toBe(more);
      expect(r.state.taxBeforeCredits).toBe(round2(r.state.taxableIncome * 0.05 + more));
    }
  });

  it('the 4 % surtax reaches the short-term gain too (taxable income over 1,083,150)', () => {
    const r = result({ ...base, grossIncome: 1200000, state: 'MA', taxYear: 2025, shortTermCapitalGains: 100000 });
    const surtax = r.state.additions.find((a: { label: string }) => a.label.startsWith('4 % surtax'));
    expect(surtax.amount).toBe(round2((r.state.taxableIncome - 1083150) * 0.04));
    expect(r.state.additions.find((a: { label: string }) => a.label.startsWith('Short-term')).amount).toBe(3500);
  });
});

describe("tax-calculator: Washington's capital gains excise tax (RCW 82.87; ESSB 5813)", () => {
  it.each([
    // [long-term, short-term, excise]: 7 % over the 278,000 deduction (2025's, standing in for 2026), 9.9 % on what
    // is over 1,000,000 after it.
    [500000, 0, 15540], // 7 % × 222,000
    [1500000, 0, 91978], // 7 % × 1,222,000 = 85,540 + 2.9 % × 222,000 = 6,438
    [200000, 0, 0], // under the deduction
    [0, 500000, 0], // short-term gains are not taxed
    [400000, -100000, 8540], // the federal net long-term gain (Schedule D line 15) less the deduction: 7 % × 122,000
  ] as const)('2025 and 2026: long-term %d, short-term %d: excise %d', (lt, st, excise) => {
    for (const taxYear of YEARS) {
      const r = result({
        ...base,
        state: 'WA',
        taxYear,
        longTermCapitalGains: lt,
        shortTermCapitalGains: st,
      });
      expect(r.stateIncomeTax).toBe(excise);
      const withoutGains = result({ ...base, state: 'WA', taxYear });
      expect(r.takeHomePay).toBe(
        Math.round((withoutGains.takeHomePay + lt + st - (r.totalTax - withoutGains.totalTax)) * 100) / 100,
      );
      const notModelled = r.state.notModelled.join(' ');
      if (lt > 0) {
        expect(notModelled).not.toMatch(/capital gains excise/);
        expect(r.state.assumptions.join(' ')).toMatch(/Washington capital gains excise tax/);
      }
      if (excise > 0)
        expect(r.state.additions).toEqual([{ label: 'Washington capital gains excise tax', amount: excise }]);
    }
  });

  it("2026 answers with 2025's deduction and says so", () => {
    const { assumptions } = run({ ...base, state: 'WA', taxYear: 2026, longTermCapitalGains: 500000 });
    expect((assumptions ?? []).join(' ')).toMatch(/Washington capital gains rule: the 2025 figure is used for 2026/);
  });
});
