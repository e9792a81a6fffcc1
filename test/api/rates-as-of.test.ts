/**
 * `meta.rates_as_of`, per calculator, on REST and MCP: the observation date of the rates a calculation used (the FX
 * table of the currency converter, the CPI figure of the investment-return calculator without inflationRate), and
 * the data set's date (its newest observation) when it used none. The data sets below give every one of those
 * dates a different value, so a calculator reporting the wrong one fails.
 */
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { RATES_AS_OF } from '../../src/dispatch/meta';
import { dataSetAsOf, loadSnapshot, type RatesData } from '../../src/rates/rates-data';
import { MemoryRatesStore } from '../../src/rates/rates-store';
import { observationDate } from '../../src/pages/rates-used';
import { callPayload, postModern } from '../mcp/support/mcp-http';
import { testApp } from '../support/app';

const snapshot = loadSnapshot();
const CPI = snapshot.benchmarks.cpi_inflation.as_of!;
const NEWEST_BENCHMARK = '2026-06-17';

/** Data sets where the FX table is older than the newest benchmark, and where it is the newest observation. */
const DATA_SETS: ReadonlyArray<[name: string, data: RatesData]> = [
  ['FX table older than the benchmarks', { ...snapshot, fx: { ...snapshot.fx, asOf: '2026-06-01' } }],
  ['FX table the newest observation', snapshot],
];

/** What each calculator must report for `input`: the rule written out once more, per calculator. */
function expected(slug: string, input: Record<string, unknown>, data: RatesData): string {
  if (slug === 'currency-converter' && input.exchangeRates === undefined) return data.fx.asOf;
  if (
    slug === 'investment-return-calculator' &&
    input.inflationRate === undefined &&
    data.benchmarks.cpi_inflation.value !== null
  ) {
    return data.benchmarks.cpi_inflation.as_of!;
  }
  return dataSetAsOf(data);
}

/** Each example, and the variants that use a rate or not. */
const CASES: ReadonlyArray<[slug: string, input: Record<string, unknown>]> = [
  ...calculators.map((c) => [c.slug, { ...c.exampleInputs }] as [string, Record<string, unknown>]),
  ['currency-converter', { amount: 100, fromCurrency: 'USD', toCurrency: 'EUR', exchangeRates: { USD: 1.1, EUR: 1 } }],
  ['investment-return-calculator', { initialInvestment: 10000, annualReturn: 7, years: 20, inflationRate: 2.5 }],
];

describe.each(DATA_SETS)('meta.rates_as_of with the %s', (_name, data) => {
  const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' }, { rates: new MemoryRatesStore(data) });

  it('the data set is built as meant: its dates differ', () => {
    expect(new Set([data.fx.asOf, CPI, NEWEST_BENCHMARK]).size).toBe(3);
    expect(dataSetAsOf(data)).toBe(data.fx.asOf > NEWEST_BENCHMARK ? data.fx.asOf : NEWEST_BENCHMARK);
  });

  it.each(CASES)('%s %j: REST and MCP report the date of the rates it used, the page names it', async (slug, input) => {
    const want = expected(slug, input, data);
    const rest = await request(app).post(`/api/v1/calculate/${slug}`).send(input).expect(200);
    expect(rest.body.meta.rates_as_of).toBe(want);
    const share = new URL(rest.body.meta.share_url);
    // The page names the date of a rate it used (in words, beside its source); the data set's date it does not show.
    const page = await request(app).get(`${share.pathname}${share.search}`).expect(200);
    const line = /<p class="rates-used"[^>]*>(.*?)<\/p>/s.exec(page.text)![1]!;
    if (want !== dataSetAsOf(data))
      expect(line).toContain(`as of ${observationDate(want, slug === 'currency-converter' ? 'daily' : 'monthly')}`);
    expect(page.text).not.toContain('Rates as of');
    const mcp = await postModern(app, 'tools/call', { name: slug, arguments: input }).expect(200);
    expect(mcp.body.result.isError).toBe(false);
    expect(callPayload(mcp.body.result).meta.rates_as_of).toBe(want);
    expect(mcp.body.result.structuredContent.meta.rates_as_of).toBe(want);
  });

  it('GET /api/v1/rates and the MCP rates resource give the data set date', async () => {
    const rest = await request(app).get('/api/v1/rates').expect(200);
    expect(rest.body.meta.rates_as_of).toBe(dataSetAsOf(data));
    const read = await postModern(app, 'resources/read', { uri: 'fincalc://rates/current' }).expect(200);
    expect(JSON.parse(read.body.result.contents[0].text).rates_as_of).toBe(dataSetAsOf(data));
  });
});

it('investment return without a CPI figure (stated default inflation) reports the data set date', async () => {
  const data: RatesData = {
    ...snapshot,
    benchmarks: { ...snapshot.benchmarks, cpi_inflation: { ...snapshot.benchmarks.cpi_inflation, value: null } },
  };
  const { app } = testApp({}, { rates: new MemoryRatesStore(data) });
  const res = await request(app)
    .post('/api/v1/calculate/investment-return-calculator')
    .send({ initialInvestment: 1000, annualReturn: 7, years: 5 })
    .expect(200);
  expect(res.body.meta.inflation_source).toBe('default');
  expect(res.body.meta.rates_as_of).toBe(dataSetAsOf(data));
});

it('is described the same way in the OpenAPI document and every MCP output schema', async () => {
  const { app } = testApp();
  const doc = (await request(app).get('/openapi.json').expect(200)).body;
  expect(doc.components.schemas.Meta.properties.rates_as_of.description).toBe(RATES_AS_OF);
  const list = await postModern(app, 'tools/list').expect(200);
  for (const tool of list.body.result.tools)
    expect(tool.outputSchema.properties.meta.properties.rates_as_of.description).toContain(RATES_AS_OF);
  expect(RATES_AS_OF).toMatch(/FX table.*CPI.*newest observation/);
});
