/** Observation dates from a live source: a real calendar date, not in the future, not absurdly old. */
import { SourceError } from './source-error';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date no later than tomorrow (UTC) and not before 1900. */
export function checkDate(raw: string, now: Date): string {
  const m = DATE.exec(raw);
  const time = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== raw) {
    throw new SourceError('malformed', `"${raw.slice(0, 20)}" is not a date`);
  }
  if (time > now.getTime() + 86_400_000 || Number(m[1]) < 1900)
    throw new SourceError('malformed', `observation date ${raw} is out of range`);
  return raw;
}
