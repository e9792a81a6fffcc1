/**
 * A page's calculation: the dispatcher, channel `page`, with the context of the request. Pages
 * never compute anything themselves; a chart that needs another view of the same inputs (both debt
 * strategies month by month) asks the dispatcher again.
 */
import { calculate, type Calculation } from '../dispatch/calculate';
import { dispatchContext, type RatesSource, type Site } from '../dispatch/context';
import { isApiError, type ApiError } from '../errors/api-error';

/** The calculation counter of the metrics (`calculations_total{tool,outcome,channel}`). */
export interface CalculationCounter {
  inc(labels: { tool: string; outcome: string; channel: string }): void;
}

export interface PageCalculator {
  /**
   * The result, or the 4xx `ApiError` that explains why there is none (anything else is thrown). `counted: false`
   * for a check the page makes beside its calculation (cross-field-errors.ts): no calculation is shown from it.
   */
  run(
    slug: string,
    input: Record<string, unknown>,
    counted?: boolean,
  ): Promise<{ calculation: Calculation } | { error: ApiError }>;
}

export function pageCalculator(deps: {
  rates: RatesSource;
  site: Site;
  calculations: CalculationCounter;
}): PageCalculator {
  return {
    async run(slug, input, counted = true) {
      const ctx = await dispatchContext(deps.rates, 'page', deps.site);
      const count = (outcome: string) => {
        if (counted) deps.calculations.inc({ tool: slug, outcome, channel: 'page' });
      };
      try {
        const calculation = calculate(slug, input, ctx);
        count('ok');
        return { calculation };
      } catch (e) {
        const known = isApiError(e) && e.status < 500;
        count(known ? e.code : 'error');
        if (known) return { error: e };
        throw e;
      }
    },
  };
}
