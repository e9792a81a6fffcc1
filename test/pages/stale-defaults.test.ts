/**
 * A default or suggestion taken from a live rate never goes stale silently: where the rate is older than its
 * publication frequency allows, the page's "Use" button, the result's assumptions and warnings, and the MCP prompt
 * that reads the rate each say so, with its date; a current rate is offered without the word.
 */
import request from 'supertest';
import { loadSnapshot, type RatesData } from '../../src/rates/rates-data';
import { MemoryRatesStore } from '../../src/rates/rates-store';
import { postModern } from '../mcp/support/mcp-http';
import { testApp, TEST_NOW } from '../support/app';

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const daysBefore = (n: number) => new Date(TEST_NOW.getTime() - n * 86_400_000).toISOString().slice(0, 10);

/** The snapshot with fixed dates: the savings APY, the 30-year average, CPI and the FX table, each `old` or fresh. */
function data(old: boolean): RatesData {
  const s = loadSnapshot();
  const b = s.benchmarks;
  const fetchedAt = TEST_NOW.toISOString();
  return {
    ...s,
    benchmarks: {
      ...b,
      hysa_apy: { value: 4, as_of: old ? '2026-01-18' : daysBefore(20), source: 'curated', fetched_at: null },
      mortgage_30y: { value: 6.11, as_of: old ? '2026-03-12' : daysBefore(2), source: 'fred', fetched_at: fetchedAt },
      cpi_inflation: { ...b.cpi_inflation, value: 4.2, as_of: old ? '2026-05-01' : '2026-10-01', source: 'fred' },
    },
    // A calculation judges the FX table by the clock (TEST_NOW is the pages' and the rates route's "now").
    fx: { ...s.fx, asOf: old ? '2026-10-06' : yesterday, source: 'ecb', fetchedAt },
  };
}

const apps = {
  old: testApp({}, { rates: new MemoryRatesStore(data(true)) }).app,
  fresh: testApp({}, { rates: new MemoryRatesStore(data(false)) }).app,
};

/** The text of the "Use …" button of an input's benchmark line. */
async function useButton(app: typeof apps.old, path: string, field: string): Promise<string> {
  const html = (await request(app).get(path).expect(200)).text;
  const m = new RegExp(`data-fill="${field}"[^>]*>(.*?)</button>`, 's').exec(html);
  return m![1]!
    .replace(/<!--.*?-->/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('defaults from rates say when they are stale', () => {
  it('the CD page offers the savings APY as stale, with its date; a current one plainly', async () => {
    expect(await useButton(apps.old, '/tools/cd-ladder-calculator', 'f-annualRate')).toBe(
      'Use 4% (stale: Jan 18, 2026)',
    );
    expect(await useButton(apps.fresh, '/tools/cd-ladder-calculator', 'f-annualRate')).toBe('Use 4%');
    const html = (await request(apps.old).get('/tools/cd-ladder-calculator').expect(200)).text;
    expect(html).toMatch(/class="tag tag-warn">curated, stale</);
  });

  it('the mortgage page tags a fetched but old average as cached and stale, a current one as live', async () => {
    const old = (await request(apps.old).get('/tools/mortgage-calculator').expect(200)).text;
    expect(old).toMatch(/id="f-annualRate-bench"[\s\S]*?class="tag tag-warn">FRED, cached, stale</);
    expect(await useButton(apps.old, '/tools/mortgage-calculator', 'f-annualRate')).toBe(
      'Use 6.11% (stale: Mar 12, 2026)',
    );
    const fresh = (await request(apps.fresh).get('/tools/mortgage-calculator').expect(200)).text;
    expect(fresh).toMatch(/id="f-annualRate-bench"[\s\S]*?class="tag">FRED, live</);
  });

  it('the investment return without an inflation rate: the CPI figure used is named stale, with its date', async () => {
    const input = { initialInvestment: 10000, annualReturn: 7, years: 20 };
    const old = (await request(apps.old).post('/api/v1/calculate/investment-return-calculator').send(input)).body;
    expect(old.meta.assumptions.join(' ')).toMatch(/as of 2026-05-01 .*which is stale/);
    expect(old.meta.warnings).toEqual([expect.stringMatching(/\(4\.2%, as of 2026-05-01\) is stale/)]);
    const fresh = (await request(apps.fresh).post('/api/v1/calculate/investment-return-calculator').send(input)).body;
    expect(fresh.meta.assumptions.join(' ')).not.toMatch(/stale/);
    expect(fresh.meta.warnings).toEqual([]);
  });

  it('the converter on an ECB table the refresh could not renew warns that it is stale, with its date', async () => {
    const input = { amount: 100, fromCurrency: 'USD', toCurrency: 'EUR' };
    const old = (await request(apps.old).post('/api/v1/calculate/currency-converter').send(input)).body;
    expect(old.meta.warnings).toEqual([expect.stringMatching(/ECB reference rates of 2026-10-06, which are stale/)]);
    const fresh = (await request(apps.fresh).post('/api/v1/calculate/currency-converter').send(input)).body;
    expect(fresh.meta.warnings).toEqual([]);
  });

  it.each([
    ['rent-or-buy', { homePrice: '450000', monthlyRent: '2400' }],
    ['mortgage-true-cost', { homePrice: '450000' }],
  ])('the %s prompt names the mortgage average, stale with its date, or current', async (name, args) => {
    const text = async (app: typeof apps.old) =>
      (await postModern(app, 'prompts/get', { name, arguments: args })).body.result.messages[0].content.text as string;
    expect(await text(apps.old)).toMatch(
      /mortgage_30y at 6\.11 % as of 2026-03-12 \(fetched from FRED\), and it is stale: .*say so next to it with its date \(2026-03-12\)/,
    );
    const fresh = await text(apps.fresh);
    expect(fresh).toMatch(
      new RegExp(`mortgage_30y at 6\\.11 % as of ${daysBefore(2)} \\(fetched from FRED\\), current\\.`),
    );
    expect(fresh).not.toMatch(/it is stale/);
  });

  it('a rate given in the mortgage prompt needs no word on the average', async () => {
    const res = await postModern(apps.old, 'prompts/get', {
      name: 'mortgage-true-cost',
      arguments: { homePrice: '450000', annualRate: '6.5' },
    });
    expect(res.body.result.messages[0].content.text).not.toMatch(/mortgage_30y at/);
  });
});

describe('a monthly figure is dated by its month', () => {
  it('the CPI beside the inflation input reads "as of May 2026", its button "(stale: May 2026)"', async () => {
    const html = (await request(apps.old).get('/tools/investment-return-calculator').expect(200)).text;
    expect(html).toMatch(/id="f-inflationRate-bench"[\s\S]*?as of May 2026/);
    expect(await useButton(apps.old, '/tools/investment-return-calculator', 'f-inflationRate')).toBe(
      'Use 4.2% (stale: May 2026)',
    );
  });
});
