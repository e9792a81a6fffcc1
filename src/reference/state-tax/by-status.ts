import type { ByStatus } from './types';

/** The same figure for every filing status. */
export function everyStatus<T>(value: T): ByStatus<T> {
  return { single: value, mfj: value, mfs: value, hoh: value, qss: value };
}

/** A figure per filing status, in the order single, married filing jointly, separately, head of household, QSS. */
export function perStatus<T>(single: T, mfj: T, mfs: T, hoh: T, qss: T): ByStatus<T> {
  return { single, mfj, mfs, hoh, qss };
}
