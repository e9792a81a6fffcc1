/**
 * Curated values (data/curated-rates.json): figures no public machine-readable source publishes,
 * reviewed by hand with the date they were read. Today that is the high-yield savings APY. They are
 * always labelled `source: "curated"`, never presented as FRED data.
 */
import { readDataFile } from './data-file';

export interface CuratedValue {
  /** Percent. */
  value: number;
  /** When the value was read, YYYY-MM-DD. */
  as_of: string;
}

/** Reads and checks the curated file; throws naming what is wrong. */
export function loadCuratedRates(read: () => unknown = () => readDataFile('curated-rates.json')): {
  hysa_apy: CuratedValue;
} {
  const file = read() as { hysa_apy?: Partial<CuratedValue> } | null;
  const hysa = file?.hysa_apy;
  if (
    !hysa ||
    typeof hysa.value !== 'number' ||
    !(hysa.value >= 0 && hysa.value <= 20) ||
    typeof hysa.as_of !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(hysa.as_of)
  ) {
    throw new Error('curated-rates.json: hysa_apy needs a value in 0..20 and an as_of date');
  }
  return { hysa_apy: { value: hysa.value, as_of: hysa.as_of } };
}
