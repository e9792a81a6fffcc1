/** The x axis's labels: round steps, the last period labelled, and no two labels closer than a label's width. */
import { labelIndices } from '../../src/pages/charts/scale';

/** Whether any two labels centred on their periods (each `slot` wide) would touch. */
function touching(indices: number[], slot: number, labelWidth: number): boolean {
  return indices.some((i, k) => k > 0 && (i - indices[k - 1]!) * slot < labelWidth);
}

describe('labelIndices', () => {
  it('labels every fifth year and the last, in place of the year before it when the two would touch', () => {
    // 31 calendar years of a 30-year loan first paid in July, on an 800-unit plot: 2030 … 2055 and 2056 once.
    const slot = 800 / 31;
    expect(labelIndices(31, slot, 85, 8)).toEqual([4, 9, 14, 19, 24, 30]);
    // 21 years: 2046 stood beside 2045 ("20452046").
    expect(labelIndices(21, 800 / 21, 85, 8)).toEqual([4, 9, 14, 20]);
    // 30 years end on a fifth year: nothing added.
    expect(labelIndices(30, 800 / 30, 85, 8)).toEqual([4, 9, 14, 19, 24, 29]);
  });

  it('takes a longer step when a label is wider than the step leaves room for', () => {
    expect(labelIndices(10, 20, 85, 8)).toEqual([4, 9]); // 5 periods × 20 = 100 ≥ 85
    expect(labelIndices(10, 100, 85, 8)).toEqual([1, 3, 5, 7, 9]); // ten would be more than 8
    expect(labelIndices(6, 150, 85, 8)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('labels a single period and nothing when there is none', () => {
    expect(labelIndices(1, 800, 85, 8)).toEqual([0]);
    expect(labelIndices(0, 800, 85, 8)).toEqual([]);
    expect(labelIndices(3, 10, 85, 8)).toEqual([2]); // too narrow for two: the last alone
  });

  it('never lets two labels touch and always labels the last period, for 1 to 600 periods', () => {
    for (const width of [800, 400]) {
      for (let n = 1; n <= 600; n++) {
        const slot = width / n;
        for (const labelWidth of [51, 85, 120]) {
          const out = labelIndices(n, slot, labelWidth, 8);
          expect({ n, labelWidth, touching: touching(out, slot, labelWidth) }).toEqual({
            n,
            labelWidth,
            touching: false,
          });
          expect(out[out.length - 1]).toBe(n - 1);
          expect(out.length).toBeLessThanOrEqual(8);
        }
      }
    }
  });
});
