/**
 * The nine benchmark rates of `GET /api/v1/rates` (their ids are stable API: clients key on them) and
 * what is known about each: label, FRED series, publication frequency, how old is too old.
 */

export const BENCHMARK_IDS = [
  'fed_funds_rate',
  'mortgage_30y',
  'mortgage_15y',
  'hysa_apy',
  'prime_rate',
  'cpi_inflation',
  'treasury_10y',
  'auto_loan_60m',
  'savings_rate',
] as const;

export type BenchmarkId = (typeof BENCHMARK_IDS)[number];
export type Frequency = 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'curated';
export type RateSource = 'fred' | 'ecb' | 'curated' | 'snapshot';

export interface BenchmarkInfo {
  label: string;
  seriesId: string | null;
  frequency: Frequency;
}

export const BENCHMARKS: Readonly<Record<BenchmarkId, BenchmarkInfo>> = {
  fed_funds_rate: { label: 'Federal funds effective rate', seriesId: 'DFF', frequency: 'daily' },
  mortgage_30y: {
    label: '30-year fixed mortgage average (Freddie Mac PMMS)',
    seriesId: 'MORTGAGE30US',
    frequency: 'weekly',
  },
  mortgage_15y: {
    label: '15-year fixed mortgage average (Freddie Mac PMMS)',
    seriesId: 'MORTGAGE15US',
    frequency: 'weekly',
  },
  hysa_apy: { label: 'High-yield savings account APY (curated)', seriesId: null, frequency: 'curated' },
  prime_rate: { label: 'Bank prime loan rate', seriesId: 'DPRIME', frequency: 'daily' },
  cpi_inflation: {
    label: 'CPI inflation, 12-month change (CPI-U, not seasonally adjusted)',
    seriesId: 'CPIAUCNS',
    frequency: 'monthly',
  },
  treasury_10y: { label: '10-year Treasury constant maturity yield', seriesId: 'DGS10', frequency: 'daily' },
  auto_loan_60m: {
    label: '60-month new car loan rate at commercial banks',
    seriesId: 'RIFLPBCIANM60NM',
    frequency: 'quarterly',
  },
  savings_rate: { label: 'National average savings deposit rate (FDIC)', seriesId: 'SNDR', frequency: 'monthly' },
};

/**
 * Days after its observation date at which a value counts as stale, by publication frequency. A curated
 * value is reviewed by hand; we give it a quarter.
 */
export const MAX_AGE_DAYS: Readonly<Record<Frequency, number>> = {
  daily: 5,
  weekly: 10,
  monthly: 45,
  quarterly: 120,
  curated: 120,
};

/** The FRED page of a series, for `source_url`. */
export function fredSeriesUrl(seriesId: string): string {
  return `https://fred.stlouisfed.org/series/${seriesId}`;
}

/**
 * Whether an observation dated `asOf` (YYYY-MM-DD) is too old at `now`. FRED dates a monthly
 * observation (CPIAUCNS, SNDR, and the auto loan rate, a monthly series observed once a quarter) on
 * the first day of the month it describes, published weeks after that month ends: its age runs from
 * the end of that month, or October's CPI would be stale before the BLS even published it.
 */
export function isStale(asOf: string | null, frequency: Frequency, now: Date): boolean {
  if (asOf === null) return true;
  const observed = new Date(`${asOf}T00:00:00Z`);
  if (Number.isNaN(observed.getTime())) return true;
  const describesMonth = frequency === 'monthly' || frequency === 'quarterly';
  const from = describesMonth ? Date.UTC(observed.getUTCFullYear(), observed.getUTCMonth() + 1, 1) : observed.getTime();
  return now.getTime() - from > MAX_AGE_DAYS[frequency] * 86_400_000;
}
