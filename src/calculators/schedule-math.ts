/**
 * The arithmetic every tax schedule shares, federal and state alike, in integer cents: a percent of an amount
 * rounded half up (`percentOfCentsHalfUp`), the tax of a rate schedule band by band (`taxBySchedule`), and the
 * two ways an allowance phases out (`stepReduction`, `rateReduction`). Nothing here knows a jurisdiction.
 * (The loans' `percentOfCents` in money.ts rounds a dollar product half away from zero; the tax computations
 * use this one, which is exact for rates of up to four decimals.)
 */

/** `ratePct` percent of `cents` (≥ 0), rounded half up to a cent; exact for rates with up to 4 decimals. */
export function percentOfCentsHalfUp(cents: number, ratePct: number): number {
  const micro = Math.round(ratePct * 10_000); // millionths
  const product = cents * micro;
  if (Number.isSafeInteger(product)) return Math.floor((product + 500_000) / 1_000_000);
  return Number((BigInt(cents) * BigInt(micro) + 500_000n) / 1_000_000n);
}

/** One band of a schedule: `rate` percent above the previous band's top, up to `upTo` dollars (null: no top). */
export interface ScheduleBand {
  readonly rate: number;
  readonly upTo: number | null;
}

/** One band of a schedule and the income taxed in it, in cents. */
export interface BandTaxC {
  readonly rate: number;
  readonly fromC: number;
  readonly toC: number | null;
  readonly taxedC: number;
  readonly taxC: number;
}

/**
 * Tax band by band ("over `from` but not over `to`"), each band's tax rounded to the cent; the marginal rate is
 * the band of the next dollar (income exactly at a band's top is in that band, its next dollar in the one above).
 */
export function taxBySchedule(taxableC: number, schedule: readonly ScheduleBand[]) {
  const bands: BandTaxC[] = [];
  let taxC = 0;
  let marginalRate = schedule[0]?.rate ?? 0;
  let bottomC = 0;
  for (const { rate, upTo } of schedule) {
    const topC = upTo === null ? Infinity : upTo * 100;
    const taxedC = Math.max(0, Math.min(taxableC, topC) - bottomC);
    const bandTaxC = percentOfCentsHalfUp(taxedC, rate);
    if (taxableC >= bottomC && taxableC < topC) marginalRate = rate;
    bands.push({ rate, fromC: bottomC, toC: upTo === null ? null : topC, taxedC, taxC: bandTaxC });
    taxC += bandTaxC;
    bottomC = topC;
  }
  return { bands, taxC, marginalRate };
}

/**
 * A reduction by steps of an excess over a threshold: `perStepC` cents for every `stepC` cents of `excessC`, a
 * part step counting as a whole one (`partial: 'counts'`, e.g. Schedule 8812's "$50 for each $1,000 or fraction")
 * or not at all (`'ignored'`). 0 when there is no excess.
 */
export function stepReduction(excessC: number, stepC: number, perStepC: number, partial: 'counts' | 'ignored'): number {
  return stepsOver(excessC, stepC, partial) * perStepC;
}

/** The number of steps of `stepC` in `excessC` (0 without an excess), a part step counted or not. */
export function stepsOver(excessC: number, stepC: number, partial: 'counts' | 'ignored'): number {
  if (excessC <= 0) return 0;
  return partial === 'counts' ? Math.ceil(excessC / stepC) : Math.floor(excessC / stepC);
}

/** A reduction of `ratePct` percent of an excess over a threshold (0 when there is none), half up to the cent. */
export function rateReduction(excessC: number, ratePct: number): number {
  return excessC <= 0 ? 0 : percentOfCentsHalfUp(excessC, ratePct);
}
