/**
 * Dated loans as a borrower enters them, in a real browser: a frequency, a first payment date from the date picker,
 * lump sums added and removed in the list, fees; the result's payoff date, savings and APR in place; the schedule by
 * payment with dates and its CSV; the same in the embed; and the debt payoff's first payment month.
 */
import type { Page } from 'playwright-core';
import { browserAvailable, browserFixture } from '../../support/browser';
import { apiResult, startPageServer } from '../../support/page-server';
import { seriousViolations } from './axe';

const run = browserAvailable() ? describe : describe.skip;

/** "Aug 15, 2049" for 2049-08-15, as the pages write dates. */
function inWords(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d ?? 1)).toLocaleDateString('en-US', {
    month: 'short',
    ...(d === undefined ? {} : { day: 'numeric' }),
    year: 'numeric',
    timeZone: 'UTC',
  });
}

const dollars = (v: number) => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The figure a definition list shows for a label, or undefined. */
function figure(page: Page, label: string): Promise<string | undefined> {
  return page.evaluate((text) => {
    const dt = Array.from(document.querySelectorAll('dt')).find((el) => el.textContent?.trim() === text);
    return dt?.nextElementSibling?.textContent?.trim();
  }, label);
}

run('dated loans on the pages', () => {
  const f = browserFixture(() => startPageServer());

  const api = (slug: string, input: Record<string, unknown>) => apiResult(f.base, slug, input);

  it('frequency, date picker, two lump sums (one removed again) and fees give the API result in place', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/mortgage-calculator`);
    await w.page.selectOption('#f-paymentFrequency', 'biweekly');
    expect(await w.page.locator('#f-firstPaymentDate').getAttribute('type')).toBe('date');
    await w.page.fill('#f-firstPaymentDate', '2027-02-05');
    await w.page.fill('#f-fees', '2500');
    // The blank row takes the first lump sum; "+ Add lump sum" a second, which is then removed.
    const rows = w.page.locator('[data-list="lumpSums"] [data-row]');
    await rows.nth(0).locator('input[name$=".date"]').fill('2029-06-01');
    await rows.nth(0).locator('input[name$=".amount"]').fill('15000');
    await w.page.click('[data-list="lumpSums"] [data-add-row]');
    await rows.nth(1).locator('input[name$=".paymentNumber"]').fill('30');
    await rows.nth(1).locator('input[name$=".amount"]').fill('999');
    await rows.nth(0).locator('[data-remove-row]').click();
    expect(await rows.count()).toBe(1);
    expect(await rows.nth(0).locator('input[name$=".amount"]').inputValue()).toBe('999');
    await rows.nth(0).locator('input[name$=".paymentNumber"]').fill('');
    await rows.nth(0).locator('input[name$=".date"]').fill('2029-06-01');
    await rows.nth(0).locator('input[name$=".amount"]').fill('15000');
    await w.page.click('button[type=submit]');

    // The live result may already read "/2 weeks" from an earlier input: the submitted one is the address that carries
    // the last lump sum typed.
    await w.page.waitForFunction(() => (new URLSearchParams(location.search).get('lumpSums') ?? '').includes('15000'));
    await w.page.waitForFunction(() => /\/2 weeks/.test(document.querySelector('[data-headline]')?.textContent ?? ''));
    const url = new URL(w.page.url());
    expect(url.searchParams.get('paymentFrequency')).toBe('biweekly');
    expect(url.searchParams.get('firstPaymentDate')).toBe('2027-02-05');
    expect(JSON.parse(url.searchParams.get('lumpSums') ?? '[]')).toEqual([{ amount: 15000, date: '2029-06-01' }]);

    // The same request through the API: the page shows its figures.
    const body: Record<string, unknown> = {};
    for (const [k, v] of url.searchParams)
      body[k] = k === 'lumpSums' ? JSON.parse(v) : /^[\d.]+$/.test(v) ? Number(v) : v;
    delete body.schedule;
    const r = await api('mortgage-calculator', body);
    expect(await figure(w.page, 'Paid off on')).toBe(inWords(r.payoffDate as string));
    expect(await figure(w.page, 'Interest saved')).toBe(dollars(r.interestSaved as number));
    expect(await figure(w.page, 'APR')).toBe(`${(r.apr as number).toFixed(3)}%`);
    expect(await w.page.locator('[data-headline]').innerText()).toContain(dollars(r.totalPerPayment as number));
    expect(await figure(w.page, 'Biweekly principal and interest')).toBe(
      dollars(r.principalAndInterestPerPayment as number),
    );
    expect(await w.page.locator('[data-region="summary"]').innerText()).not.toMatch(/[Mm]onthly/);
    expect(w.errors).toEqual([]);
  });

  it('a lump sum by date without a first payment date is explained at its field, in words', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/emi-calculator`);
    const row = w.page.locator('[data-list="lumpSums"] [data-row]').first();
    await row.locator('input[name$=".date"]').fill('2028-03-01');
    await row.locator('input[name$=".amount"]').fill('5000');
    await w.page.click('button[type=submit]');
    await w.page.waitForSelector('[data-error-summary]');
    const summary = await w.page.locator('[data-error-summary]').innerText();
    expect(summary).toMatch(/first payment date/i);
    expect(summary).not.toMatch(/firstPaymentDate|lumpSums/);
    expect(w.errors).toEqual([]);
  });

  it('a down payment typed in dollars replaces the percent the form holds, and the derived percent is shown', async () => {
    // The form opens with the example's 20 %; dollars sent beside a percent that disagrees are refused as a pair.
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/mortgage-calculator`);
    expect(await w.page.inputValue('#f-downPaymentPct')).toBe('20');
    await w.page.fill('#f-downPayment', '40000');
    expect(await w.page.inputValue('#f-downPaymentPct')).toBe('');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => new URLSearchParams(location.search).get('downPayment') === '40000');
    expect(await w.page.locator('[data-error-summary]').count()).toBe(0);
    expect(new URL(w.page.url()).searchParams.has('downPaymentPct')).toBe(false);
    expect(await figure(w.page, 'Loan amount')).toBe(dollars(360000));
    // The percent derived from the dollars (meta.derivedInputs) fills the empty field, as the page without script shows.
    await w.page.waitForFunction(
      () => (document.getElementById('f-downPaymentPct') as HTMLInputElement).value === '10',
    );

    // Dollars typed again replace the shown percent; a percent typed replaces the dollars.
    await w.page.fill('#f-downPayment', '50000');
    expect(await w.page.inputValue('#f-downPaymentPct')).toBe('');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => new URLSearchParams(location.search).get('downPayment') === '50000');
    expect(await figure(w.page, 'Loan amount')).toBe(dollars(350000));
    await w.page.fill('#f-downPaymentPct', '25');
    expect(await w.page.inputValue('#f-downPayment')).toBe('');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => new URLSearchParams(location.search).get('downPaymentPct') === '25');
    expect(await figure(w.page, 'Loan amount')).toBe(dollars(300000));
    expect(await w.page.locator('[data-error-summary]').count()).toBe(0);

    // The yearly property tax in dollars replaces the rate the same way.
    await w.page.fill('#f-propertyTaxAnnual', '6000');
    expect(await w.page.inputValue('#f-propertyTaxRate')).toBe('');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => new URLSearchParams(location.search).get('propertyTaxAnnual') === '6000');
    expect(await w.page.locator('[data-error-summary]').count()).toBe(0);
    await w.page.waitForFunction(
      () => (document.getElementById('f-propertyTaxRate') as HTMLInputElement).value === '1.5',
    );
    expect(w.errors).toEqual([]);
  });

  it('the schedule by payment lists dated rows, and its CSV carries the same dates', async () => {
    const w = await f.tab();
    const q = 'principal=20000&annualRate=7&tenureYears=2&paymentFrequency=weekly&firstPaymentDate=2027-03-01';
    await w.page.goto(`${f.base}/tools/emi-calculator?${q}`);
    await w.page.click('#schedule nav a:has-text("Every payment")');
    await w.page.waitForFunction(() => document.querySelector('#schedule-h')?.textContent === 'Payment schedule');
    const heads = await w.page.locator('#schedule thead th').allTextContents();
    expect(heads.slice(0, 2)).toEqual(['Payment number', 'Date']);
    const firstCells = await w.page.locator('#schedule tbody tr').nth(1).locator('th, td').allInnerTexts();
    expect(firstCells.slice(0, 2)).toEqual(['2', 'Mar 8, 2027']);
    const rowCount = await w.page.locator('#schedule tbody tr').count();

    const href = await w.page.locator('#schedule a[download]').getAttribute('href');
    const csv = await (await fetch(new URL(href!, f.base))).text();
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Payment number,Date,Payment,Principal,Interest,Balance');
    expect(lines).toHaveLength(rowCount + 1);
    expect(lines[2]!.split(',').slice(0, 2)).toEqual(['2', '2027-03-08']);
    expect(w.errors).toEqual([]);
  });

  it('the embed takes the same inputs and recalculates in place', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/emi-calculator/embed`);
    await w.page.selectOption('#f-paymentFrequency', 'acceleratedBiweekly');
    await w.page.fill('#f-firstPaymentDate', '2027-01-08');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => /\/2 weeks/.test(document.querySelector('[data-headline]')?.textContent ?? ''));
    expect(await figure(w.page, 'Paid off on')).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(w.errors).toEqual([]);
  });

  it('the debt payoff takes its first payment month from a month picker and shows the payoff month', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/debt-payoff-calculator`);
    expect(await w.page.locator('#f-startDate').getAttribute('type')).toBe('month');
    await w.page.fill('#f-startDate', '2027-11');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() =>
      Array.from(document.querySelectorAll('dt')).some((dt) => dt.textContent?.trim() === 'Payoff date'),
    );
    const url = new URL(w.page.url());
    expect(url.searchParams.get('startDate')).toBe('2027-11');
    const body: Record<string, unknown> = {};
    for (const [k, v] of url.searchParams) body[k] = k === 'debts' ? JSON.parse(v) : /^[\d.]+$/.test(v) ? Number(v) : v;
    const r = await api('debt-payoff-calculator', body);
    expect(await figure(w.page, 'Payoff date')).toBe(inWords(r.payoffDate as string));
    expect(w.errors).toEqual([]);
  });

  it('a dated biweekly mortgage with lump sums has no serious accessibility violation', async () => {
    const w = await f.tab();
    const q =
      'homePrice=400000&downPayment=40000&annualRate=6.5&tenureYears=30&paymentFrequency=biweekly' +
      '&firstPaymentDate=2027-01-31&fees=2000&lumpSums.0.amount=10000&lumpSums.0.date=2028-06-01' +
      '&lumpSums.1.amount=5000&lumpSums.1.paymentNumber=60';
    await w.page.goto(`${f.base}/tools/mortgage-calculator?${q}`);
    expect(await seriousViolations(w.page)).toEqual([]);
    expect(w.errors).toEqual([]);
  });
});
