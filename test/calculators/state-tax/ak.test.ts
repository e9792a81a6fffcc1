/**
 * Alaska, tax years 2025 and 2026: golden cases worked by the lines of the state's own return.
 * Alaska has no individual income tax (AS 43.20 taxes no individual wages): every household owes 0.
 */
import { cents, stateTaxOf } from './golden';

describe('Alaska 2025 and 2026 (golden cases)', () => {
  it('AK-1 (2025): as the form computes it', () => {
    const t = stateTaxOf('AK', 2025, { wages: 60_000 });
    expect(t.incomeTaxC).toBe(cents(0));
  });
  it('AK-2 (2026): as the form computes it', () => {
    const t = stateTaxOf('AK', 2026, { status: 'mfj', wages: 150_000, aged: 2 });
    expect(t.incomeTaxC).toBe(cents(0));
  });
});
