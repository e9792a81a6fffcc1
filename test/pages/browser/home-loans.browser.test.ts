/**
 * The two home-loan questions on their pages, in a real browser, as a borrower enters them: affordability (the VA
 * inputs only with a VA loan, the answer the API gives, the price by rate) and refinance (the answer and its reasons,
 * the cost chart with the break-even marked, the share link that reproduces it, the monthly CSV), and both embeds.
 */
import { browserAvailable, browserFixture } from '../../support/browser';
import { apiResult, startPageServer } from '../../support/page-server';
import { seriousViolations } from './axe';

const run = browserAvailable() ? describe : describe.skip;

/** A share link's parameters as the API's typed input (the page's link holds scalars only). */
const typed = (params: URLSearchParams): Record<string, unknown> =>
  Object.fromEntries(
    [...params].map(([k, v]) => [
      k,
      /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v === 'true' || v === 'false' ? v === 'true' : v,
    ]),
  );

const dollars = (v: number) => `$${v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

run('home loans on the pages', () => {
  const f = browserFixture(() => startPageServer());

  const api = (slug: string, input: Record<string, unknown>) => apiResult(f.base, slug, input);

  it('affordability: VA inputs appear with a VA loan, the answer is the API’s, and the price by rate is drawn', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/affordability-calculator`);
    const vaField = w.page.locator('[data-show-when="loanType=va"]').first();
    expect(await vaField.isHidden()).toBe(true);
    await w.page.fill('#f-annualIncome', '95000');
    await w.page.fill('#f-monthlyDebts', '650');
    await w.page.fill('#f-annualRate', '6.25');
    await w.page.fill('#f-downPaymentPct', '');
    await w.page.selectOption('#f-loanType', 'va');
    expect(await vaField.isVisible()).toBe(true);
    // PMI applies to a conventional loan only: hidden (and not sent) with VA.
    expect(await w.page.locator('[data-show-when="loanType=conventional"]').first().isHidden()).toBe(true);
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => new URL(location.href).searchParams.get('loanType') === 'va');

    const r = await api('affordability-calculator', {
      annualIncome: 95000,
      monthlyDebts: 650,
      annualRate: 6.25,
      loanType: 'va',
    });
    expect(await w.page.locator('[data-headline]').innerText()).toContain(dollars(r.maxHomePrice as number));
    const captions = await w.page.locator('figure.chart figcaption').allInnerTexts();
    expect(captions).toContain('Home price you can afford by rate');
    const notes = await w.page.locator('.hbar-note').allInnerTexts();
    for (const row of r.byRate as Array<{ maxHomePrice: number }>)
      expect(notes.some((n) => n.includes(dollars(row.maxHomePrice).replace(/\.00$/, '')))).toBe(true);
    expect(await seriousViolations(w.page)).toEqual([]);

    await w.page.goto(`${f.base}/tools/affordability-calculator/embed?annualIncome=95000&loanType=fha&annualRate=6.25`);
    const fha = await api('affordability-calculator', { annualIncome: 95000, loanType: 'fha', annualRate: 6.25 });
    expect(await w.page.locator('[data-headline]').innerText()).toContain(dollars(fha.maxHomePrice as number));
  });

  it('refinance: the answer, its reasons, the chart with the break-even, the share link and the CSV', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/refinance-calculator`);
    await w.page.fill('#f-currentBalance', '310000');
    await w.page.fill('#f-currentRate', '7.25');
    await w.page.fill('#f-remainingYears', '22');
    await w.page.fill('#f-newRate', '6.125');
    await w.page.fill('#f-newTenureYears', '30');
    await w.page.fill('#f-closingCosts', '6400');
    await w.page.fill('#f-yearsToStay', '10');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => new URL(location.href).searchParams.get('closingCosts') === '6400');

    const input = {
      currentBalance: 310000,
      currentRate: 7.25,
      remainingYears: 22,
      newRate: 6.125,
      newTenureYears: 30,
      closingCosts: 6400,
      yearsToStay: 10,
    };
    const r = await api('refinance-calculator', input);
    expect(await w.page.locator('[data-headline]').innerText()).toContain(dollars(r.monthlySaving as number));
    expect(await w.page.locator('[data-list="reasons"] li').allInnerTexts()).toEqual(r.reasons);
    // A 30-year loan on 22 years left: cheaper monthly, dearer in total: said.
    expect(await w.page.locator('.notice-warn').innerText()).toMatch(/runs 96 months longer/);
    const mark = w.page.locator('figure.chart .mark text');
    expect(await mark.textContent()).toBe(`Break-even, month ${r.breakEvenMonth}`);
    expect(await seriousViolations(w.page)).toEqual([]);

    const share = await w.page.locator('#share-url').inputValue();
    const again = await f.tab();
    await again.page.goto(share);
    expect(await again.page.locator('[data-headline]').innerText()).toContain(dollars(r.monthlySaving as number));

    const csv = await fetch(
      `${f.base}/tools/refinance-calculator/schedule.csv?${new URL(share).search.slice(1)}&schedule=monthly`,
    );
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Month,Current payment,Current interest,Current balance,New payment,New interest,New balance,Keep cost,Refinance cost',
    );
    expect(lines).toHaveLength(1 + 360);

    await w.page.goto(`${f.base}/tools/refinance-calculator/embed?${new URL(share).search.slice(1)}`);
    expect(await w.page.locator('[data-headline]').innerText()).toContain(dollars(r.monthlySaving as number));
    expect(await w.page.locator('figure.chart .mark').count()).toBe(1);
  });

  it('refinance: the current loan by its balance or by its original loan, only the chosen set shown and sent', async () => {
    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/refinance-calculator`);
    const balance = w.page.locator('[data-show-when="currentLoan=balance"]');
    const original = w.page.locator('[data-show-when="currentLoan=original"]');
    expect(await w.page.locator('input[name=currentLoan][value=balance]').isChecked()).toBe(true);
    expect(await balance.first().isVisible()).toBe(true);
    expect(await original.first().isHidden()).toBe(true);

    await w.page.check('input[name=currentLoan][value=original]');
    for (const i of [0, 1]) expect(await balance.nth(i).isHidden()).toBe(true);
    for (const i of [0, 1, 2, 3]) expect(await original.nth(i).isVisible()).toBe(true);
    // Hidden and disabled: the balance the example filled in is not sent.
    expect(await w.page.locator('#f-currentBalance').isDisabled()).toBe(true);
    expect(await w.page.locator('#f-originalAmount').isDisabled()).toBe(false);
    const originalLoan = {
      originalAmount: '400000',
      originalTermYears: '30',
      firstPaymentDate: '2019-06-01',
      asOfDate: '2026-11-01',
      currentRate: '7.25',
    };
    for (const [name, value] of Object.entries(originalLoan)) await w.page.fill(`#f-${name}`, value);
    await w.page.click('button[type=submit]');
    // The answer to Calculate with every field filled: a live update after one of the fills (350 ms after a change,
    // which a loaded machine reaches between two fills) answers a form error and puts the form as entered in the
    // address, currentLoan and the fields not yet filled included.
    await w.page.waitForFunction(() => {
      const p = new URL(location.href).searchParams;
      return p.get('originalAmount') === '400000' && p.get('asOfDate') === '2026-11-01' && !p.has('currentLoan');
    });
    // The answer's share link holds the original loan only.
    const sent = new URL(w.page.url()).searchParams;
    expect(sent.has('currentBalance')).toBe(false);
    expect(sent.has('remainingYears')).toBe(false);
    const byOriginal = await api('refinance-calculator', typed(sent));
    expect(await w.page.locator('[data-headline]').innerText()).toContain(dollars(byOriginal.monthlySaving as number));
    expect(await seriousViolations(w.page)).toEqual([]);

    // Back to the balance: its fields return with what they held, the original loan's are hidden and not sent.
    await w.page.check('input[name=currentLoan][value=balance]');
    expect(await original.first().isHidden()).toBe(true);
    expect(await balance.first().isVisible()).toBe(true);
    await w.page.fill('#f-currentBalance', '310000');
    await w.page.fill('#f-remainingYears', '22');
    await w.page.click('button[type=submit]');
    await w.page.waitForFunction(() => {
      const p = new URL(location.href).searchParams;
      return p.get('currentBalance') === '310000' && p.get('remainingYears') === '22' && !p.has('currentLoan');
    });
    expect(new URL(w.page.url()).searchParams.has('originalAmount')).toBe(false);
    const byBalance = await api('refinance-calculator', typed(new URL(w.page.url()).searchParams));
    expect(await w.page.locator('[data-headline]').innerText()).toContain(dollars(byBalance.monthlySaving as number));
  });
});
