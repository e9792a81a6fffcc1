/**
 * The refinance page's current loan, given one of two ways (its balance and years left, or its original amount, term
 * and dates): the form offers the choice, marks each set to show only while it is chosen, and the answer is the
 * API's for the chosen set alone, even when a form sent without JavaScript carries both.
 */
import request from 'supertest';
import { testApp } from '../support/app';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });

const BALANCE = { currentBalance: 310000, remainingYears: 22 };
const ORIGINAL = {
  originalAmount: 400000,
  originalTermYears: 30,
  firstPaymentDate: '2019-06-01',
  asOfDate: '2026-11-01',
};
const SHARED = { currentRate: 7.25, newRate: 6.125, closingCosts: 6400 };

async function api(input: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await request(app).post('/api/v1/calculate/refinance-calculator').send(input).expect(200);
  return (res.body as { result: Record<string, unknown> }).result;
}

async function page(query: Record<string, string | number>): Promise<string> {
  const q = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return (await request(app).get(`/tools/refinance-calculator?${q}`).expect(200)).text;
}

const headline = (html: string) => /data-headline[^>]*>([\s\S]*?)<\/(?:p|div|strong)>/.exec(html)?.[1] ?? '';
const money = (v: unknown) => (v as number).toLocaleString('en-US', { minimumFractionDigits: 2 });
const checked = (html: string) => /<input type="radio" name="currentLoan" value="(\w+)" checked/.exec(html)?.[1];

it('offers the choice, each set of inputs shown only with its option; the example is given by its balance', async () => {
  const html = (await request(app).get('/tools/refinance-calculator').expect(200)).text;
  expect(html).toContain('I know my balance');
  expect(html).toContain('I know my original loan');
  expect(checked(html)).toBe('balance');
  for (const name of Object.keys(BALANCE))
    expect(html).toMatch(new RegExp(`data-show-when="currentLoan=balance"><label for="f-${name}"`));
  for (const name of Object.keys(ORIGINAL))
    expect(html).toMatch(new RegExp(`data-show-when="currentLoan=original"><label for="f-${name}"`));
  // The rates are asked whichever way the loan is given.
  expect(html).not.toMatch(/data-show-when="[^"]*"><label for="f-currentRate"/);
});

it.each([
  ['balance', BALANCE],
  ['original', ORIGINAL],
] as const)(
  'chosen by %s, the answer is the API’s for that set alone, whatever else the form sent',
  async (by, set) => {
    const r = await api({ ...SHARED, ...set });
    const both = await page({ ...SHARED, ...BALANCE, ...ORIGINAL, currentLoan: by });
    expect(checked(both)).toBe(by);
    expect(headline(both)).toContain(money(r.monthlySaving));
    // A share link carries no choice: the inputs it holds choose.
    const shared = await page({ ...SHARED, ...set });
    expect(checked(shared)).toBe(by);
    expect(headline(shared)).toContain(money(r.monthlySaving));
  },
);

it('the two sets answer differently (the choice decides which one is used)', async () => {
  const [a, b] = await Promise.all([api({ ...SHARED, ...BALANCE }), api({ ...SHARED, ...ORIGINAL })]);
  expect(a.monthlySaving).not.toBe(b.monthlySaving);
});
