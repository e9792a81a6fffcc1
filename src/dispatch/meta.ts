/**
 * The `meta` block of a calculation (docs/api.md, "The envelope"): links, provenance, the normalised inputs, and
 * the calculator's assumptions, warnings and notes. Its schema lives here, beside the code that builds
 * it; the OpenAPI document and the tests import it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { CalcOutput, Calculator } from '../calculators/define';
import { outObject } from '../schemas/output';

export const DISCLAIMER = 'Informational estimate only; not financial, tax or investment advice.';

const uri = { type: 'string', format: 'uri' } as const;
const date = { type: 'string', format: 'date' } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

/** What `meta.warnings` holds, in every published description of it. */
export const WARNINGS =
  'Things the caller should look at. First, a percent input sent as a fraction where realistic values are far above 1 ' +
  '("annualRate: 0.065 is read as 0.065 %; for 6.5 % send 6.5"); then what the calculator found (a payment that does not ' +
  'cover the interest, stale rates, a shortened schedule).';

/** What `meta.notes` holds, in every published description of it. */
export const NOTES =
  'Information about the result that needs no action and signals no problem: a tip or good news (when PMI may be ' +
  'cancelled, a savings goal already met, the standard deduction used because it is larger). Warnings are the things to check.';

/** What `meta.rates_as_of` means, in every published description of it (OpenAPI, MCP output schema). */
export const RATES_AS_OF =
  'The date of the data the result rests on: the observation date of the rates the calculation used (the FX table of the ' +
  'currency converter; the CPI figure of the investment-return calculator when no inflationRate is given; the 30-year ' +
  'mortgage average of the affordability calculator when no annualRate is given), the newest of them ' +
  'if several; the date of the rates data set in use (its newest observation) when it used none.';

export const calculationMetaSchema = outObject(
  'Where the result comes from, the inputs it was computed from, and what it assumes.',
  {
    tool: { type: 'string', description: 'The calculator slug.' },
    source: { type: 'string', description: 'The service name.' },
    attribution: { type: 'string' },
    web_url: uri,
    rates_as_of: { ...date, description: RATES_AS_OF },
    disclaimer: { type: 'string' },
    version: { type: 'string', description: 'Engine version.' },
    inputs: {
      type: 'object',
      description:
        'The inputs as computed: what was sent (aliases mapped, currency codes and options as listed) and the defaults ' +
        'used; not a default that an input sent instead made moot (downPaymentPct beside downPayment in dollars).',
    },
    derivedInputs: {
      type: 'object',
      additionalProperties: { type: 'number' },
      description:
        "Inputs derived from those sent, when any: the mortgage's downPaymentPct from downPayment in dollars, " +
        'propertyTaxRate from propertyTaxAnnual.',
    },
    assumptions: { ...strings, description: 'Defaults and conventions the result rests on, in plain words.' },
    warnings: { ...strings, description: WARNINGS },
    notes: { ...strings, description: NOTES },
    share_url: { ...uri, description: 'A page link that reproduces this calculation (lists and maps JSON-encoded).' },
    embed_url: uri,
    fx_as_of: { ...date, description: 'Currency converter with reference rates: their date.' },
    fx_source: {
      enum: ['ecb', 'snapshot'],
      description: 'Currency converter with reference rates: live ECB rates or the bundled snapshot.',
    },
    inflation_source: {
      type: 'string',
      description: 'Investment return without inflationRate: where the CPI inflation used came from.',
    },
    inflation_as_of: {
      type: ['string', 'null'],
      format: 'date',
      description: 'Investment return without inflationRate: the CPI observation date (null for the stated default).',
    },
    rate_source: {
      type: 'string',
      description: 'Affordability without annualRate: where the 30-year mortgage average used came from.',
    },
    rate_as_of: {
      type: ['string', 'null'],
      format: 'date',
      description:
        'Affordability without annualRate: the 30-year average observation date (null for the stated fallback).',
    },
  },
  ['derivedInputs', 'fx_as_of', 'fx_source', 'inflation_source', 'inflation_as_of', 'rate_source', 'rate_as_of'],
);

export type CalculationMeta = FromSchema<typeof calculationMetaSchema>;

/** Links of a tool, built from the public base URL. */
export function toolUrls(baseUrl: string, slug: string) {
  return {
    web_url: `${baseUrl}/tools/${slug}`,
    api_url: `${baseUrl}/api/v1/calculate/${slug}`,
    embed_url: `${baseUrl}/tools/${slug}/embed`,
  };
}

/** A page link that reproduces this calculation: scalars as-is, lists and maps as JSON. */
export function shareUrl(baseUrl: string, slug: string, inputs: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(inputs)) q.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  const qs = q.toString();
  return `${baseUrl}/tools/${slug}${qs ? `?${qs}` : ''}`;
}

/** What the meta block needs to know about the request. */
export interface MetaSite {
  baseUrl: string;
  serviceName: string;
  version: string;
  ratesAsOf: string;
}

/** The newest of some YYYY-MM-DD dates, or undefined when there are none. */
function newest(dates: readonly string[] | undefined): string | undefined {
  let max: string | undefined;
  for (const d of dates ?? []) if (max === undefined || d > max) max = d;
  return max;
}

/** The meta block of one calculation of `calc` on the normalised `inputs`. */
export function buildMeta(
  calc: Calculator,
  inputs: Record<string, unknown>,
  out: CalcOutput<unknown>,
  site: MetaSite,
): CalculationMeta {
  const urls = toolUrls(site.baseUrl, calc.slug);
  return {
    tool: calc.slug,
    source: site.serviceName,
    attribution: `Calculated by ${site.serviceName} — ${urls.web_url}`,
    web_url: urls.web_url,
    rates_as_of: newest(out.ratesUsed) ?? site.ratesAsOf,
    disclaimer: DISCLAIMER,
    version: site.version,
    inputs,
    ...(out.derivedInputs && Object.keys(out.derivedInputs).length > 0 ? { derivedInputs: out.derivedInputs } : {}),
    assumptions: out.assumptions ?? [],
    warnings: out.warnings ?? [],
    notes: out.notes ?? [],
    share_url: shareUrl(site.baseUrl, calc.slug, inputs),
    embed_url: urls.embed_url,
    ...(out.meta ?? {}),
  };
}
