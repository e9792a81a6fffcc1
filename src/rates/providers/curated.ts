/** The curated data file as a refresh source: re-read on each refresh, so a new release's file reaches Redis. */
import { loadCuratedRates } from '../curated-rates';
import type { RatesProvider } from './provider';
import { SourceError } from './source-error';

export function createCuratedProvider(read?: () => unknown): RatesProvider {
  return {
    source: 'curated',
    items: ['hysa_apy'],
    // Bundled data, not fetched: `fetched_at` stays null, as for the snapshot (bundled data is never presented as live).
    async fetch() {
      let hysa;
      try {
        ({ hysa_apy: hysa } = loadCuratedRates(read));
      } catch (err) {
        throw new SourceError('malformed', err instanceof Error ? err.message : 'unreadable');
      }
      return {
        benchmarks: { hysa_apy: { value: hysa.value, as_of: hysa.as_of, source: 'curated', fetched_at: null } },
        failures: [],
      };
    },
  };
}
