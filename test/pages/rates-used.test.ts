/**
 * A page's footer names the rates it shows or used, per source, with their date and whether they are live, cached
 * or the bundled snapshot, and never calls a stale value live; a page that shows and uses no rate names none (the
 * FX table's date is not the date of a loan payment).
 */
import request from 'supertest';
import { loadSnapshot, type RatesData } from '../../src/rates/rates-data';
import { MemoryRatesStore } from '../../src/rates/rates-store';
import { observationDate, rateState } from '../../src/pages/rates-used';
import { testApp, TEST_NOW } from '../support/app';

/** The text of the page's rates line (tags and markup removed). */
function ratesLine(html: string): string {
  const m = /<p class="rates-used"[^>]*>(.*?)<\/p>/s.exec(html);
  if (!m) throw new Error('no rates line');
  return m[1]!
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The snapshot with the 30-year average and the FX table as fetched live: observed `daysOld` days before TEST_NOW. */
function fetched(daysOld: number): RatesData {
  const s = loadSnapshot();
  const day = new Date(TEST_NOW.getTime() - daysOld * 86_400_000).toISOString().slice(0, 10);
  return {
    ...s,
    benchmarks: {
      ...s.benchmarks,
      mortgage_30y: { value: 6.2, as_of: day, source: 'fred', fetched_at: TEST_NOW.toISOString() },
    },
    fx: { ...s.fx, asOf: day, source: 'ecb', fetchedAt: TEST_NOW.toISOString() },
  };
}

/** Snapshot and curated values with fixed dates (the bundled file's dates change when it is refreshed). */
function bundled(): RatesData {
  const s = loadSnapshot();
  const b = s.benchmarks;
  return {
    ...s,
    benchmarks: {
      ...b,
      mortgage_30y: { ...b.mortgage_30y, as_of: '2026-03-12', source: 'snapshot' },
      cpi_inflation: { ...b.cpi_inflation, as_of: '2026-05-01', source: 'snapshot' },
      hysa_apy: { ...b.hysa_apy, as_of: '2026-01-18', source: 'curated' },
    },
  };
}

async function line(path: string, data: RatesData = bundled()): Promise<string> {
  const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' }, { rates: new MemoryRatesStore(data) });
  return ratesLine((await request(app).get(path).expect(200)).text);
}

describe('rates on a page, per source', () => {
  it('states in words: live only when current; cached when fetched but stale; the snapshot and curated say so', () => {
    expect(rateState('fred', false)).toBe('live');
    expect(rateState('ecb', false)).toBe('live');
    expect(rateState('fred', true)).toBe('cached, stale');
    expect(rateState('snapshot', false)).toBe('bundled snapshot');
    expect(rateState('snapshot', true)).toBe('bundled snapshot, stale');
    expect(rateState('curated', true)).toBe('curated, stale');
    expect(observationDate('2026-03-12', 'weekly')).toBe('Mar 12, 2026');
    expect(observationDate('2026-05-01', 'monthly')).toBe('May 2026');
  });

  it.each([
    '/tools/emi-calculator',
    '/tools/tax-calculator',
    '/tools/net-worth-calculator',
    '/tools/emi-calculator/embed',
  ])('%s shows and uses no rate: no date, no "Rates as of"', async (path) => {
    const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });
    const html = (await request(app).get(path).expect(200)).text;
    expect(ratesLine(html)).toBe('');
    expect(html).not.toMatch(/Rates as of/);
  });

  it('the mortgage page names the 30-year average it shows, from the snapshot, stale (March 12 at November 22)', async () => {
    expect(await line('/tools/mortgage-calculator')).toBe(
      'Rates on this page: 30-year fixed mortgage average (Freddie Mac PMMS), FRED series MORTGAGE30US, as of Mar 12, 2026: bundled snapshot, stale',
    );
  });

  it('a value fetched live and current is live; fetched but older than its frequency allows, cached and stale', async () => {
    expect(await line('/tools/mortgage-calculator', fetched(3))).toMatch(/MORTGAGE30US, as of Nov 19, 2026: live$/);
    expect(await line('/tools/mortgage-calculator', fetched(30))).toMatch(
      /MORTGAGE30US, as of Oct 23, 2026: cached, stale$/,
    );
  });

  it('the converter names the ECB table it used; with the caller’s own rates it names none', async () => {
    expect(await line('/tools/currency-converter', fetched(1))).toBe(
      'Rates on this page: Euro foreign exchange reference rates, ECB, as of Nov 21, 2026: live',
    );
    expect(await line('/tools/currency-converter/embed', fetched(9))).toMatch(
      /ECB, as of Nov 13, 2026: cached, stale$/,
    );
    const own = encodeURIComponent(JSON.stringify({ USD: 1.1, EUR: 1 }));
    expect(await line(`/tools/currency-converter?amount=10&fromCurrency=USD&toCurrency=EUR&exchangeRates=${own}`)).toBe(
      '',
    );
  });

  it('the investment page names the CPI figure (its month) and the CD page the curated savings rate', async () => {
    expect(await line('/tools/investment-return-calculator')).toBe(
      'Rates on this page: CPI inflation, 12-month change (CPI-U, not seasonally adjusted), FRED series CPIAUCNS, as of May 2026: bundled snapshot, stale',
    );
    expect(await line('/tools/cd-ladder-calculator')).toMatch(
      /^Rates on this page: High-yield savings account APY \(curated\), as of Jan 18, 2026: curated, stale$/,
    );
  });
});
