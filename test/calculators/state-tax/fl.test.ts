/**
 * Florida, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Florida has no individual income tax (Fla. Const. art. VII, §5(a)): every household owes 0.
 */
import { cents, stateTaxOf } from './golden';

describe('Florida 2025 and 2026 (golden cases)', () => {
  it('FL-1 (2025): as the form computes it', () => {
    const t = stateTaxOf('FL', 2025, { wages: 60_000 });
    expect(t.incomeTaxC).toBe(cents(0));
  });
  it('FL-2 (2026): as the form computes it', () => {
    const t = stateTaxOf('FL', 2026, { status: 'mfj', wages: 150_000, aged: 2 });
    expect(t.incomeTaxC).toBe(cents(0));
  });
});
