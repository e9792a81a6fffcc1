/** What the surfaces need of the currency converter (parts.ts). */
import type { CurrencyInput, CurrencyResult } from '../schemas/currency-converter';
import { seriesCells } from './estimate';
import type { CalculatorParts } from './parts';

export const currencyConverterParts: CalculatorParts<CurrencyInput, CurrencyResult> = {
  percentInputs: { suspect: [], plausible: [] },
  termInputs: [],
  estimate: seriesCells,
  summary: (r, _i, f) =>
    `${f.plain(r.amount)} ${String(r.fromCurrency)} = ${f.plain(r.convertedAmount)} ${String(r.toCurrency)} ` +
    `(rate ${f.plain(r.rate)}, ${String(r.ratesSource)} rates of ${String(r.ratesAsOf)})`,
  view: {
    headline: ['convertedAmount'],
    figures: ['rate', 'inverseRate', 'ratesSource', 'ratesAsOf'],
    labels: { rate: 'Exchange rate', inverseRate: 'Inverse rate', ratesAsOf: 'Rates of' },
    currencyInputs: ['fromCurrency', 'toCurrency'],
    currencyOf: { amount: 'fromCurrency', convertedAmount: 'toCurrency' },
  },
  // A conversion has nothing to chart.
  charts: () => [],
};
