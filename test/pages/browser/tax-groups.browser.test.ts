/**
 * The tax page's "Deductions" and "Credits" groups as a person uses them: each is collapsed until opened, and the
 * amounts typed into it change the result as the REST API changes it for the same inputs; the link the page then
 * carries opens the group with the amounts in it.
 */
import type { Page } from 'playwright-core';
import { browserAvailable, browserFixture } from '../../support/browser';
import { apiResult, startPageServer } from '../../support/page-server';

const run = browserAvailable() ? describe : describe.skip;

const money = (n: number) =>
  `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Every figure of the page by its label (the result's `dt` / `dd` pairs). */
const figures = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      Array.from(document.querySelectorAll('dt')).map((dt) => [
        dt.textContent?.trim() ?? '',
        dt.nextElementSibling?.textContent?.trim() ?? '',
      ]),
    ),
  );

/** The collapsible group of the form under a heading. */
const group = (page: Page, title: string) =>
  page.locator('details.field-group').filter({ has: page.locator('summary', { hasText: new RegExp(`^${title}$`) }) });

/** The page's figures under these labels, as the API's result fields (label → field). */
type Shown = Readonly<Record<string, string>>;

/** A group: its heading, the amounts typed into it, the figures they change and their expected values. */
interface Case {
  title: string;
  typed: Readonly<Record<string, string>>;
  shown: Shown;
  expected: Readonly<Record<string, number>>;
}

async function expectFigures(page: Page, shown: Shown, result: Record<string, unknown>) {
  const on = await figures(page);
  for (const [label, field] of Object.entries(shown))
    expect([label, on[label]]).toEqual([label, money(result[field] as number)]);
}

run("the tax page's Deductions and Credits groups", () => {
  const f = browserFixture(() => startPageServer());
  // A head of household with one child, 2026: 60,000 of wages, of which tips and overtime premium can be part.
  const base = { grossIncome: 60000, filingStatus: 'hoh', children: 1, taxYear: 2026 };
  const common: Shown = {
    'Taxable income': 'taxableIncome',
    'Federal income tax (after credits)': 'federalIncomeTaxAfterCredits',
    'Refund (balance due if negative)': 'refundOrBalanceDue',
    'Monthly take-home (tax owed, refund included)': 'monthlyTakeHome',
  };

  it.each<Case>([
    {
      title: 'Deductions',
      typed: { qualifiedTips: '8000', qualifiedOvertime: '3000', carLoanInterest: '2000' },
      shown: {
        'Tips deduction': 'tipsDeduction',
        'Overtime deduction': 'overtimeDeduction',
        'Car loan interest deduction': 'carLoanInterestDeduction',
      },
      // Schedule 1-A lines 13, 21 and 30: MAGI 60,000 is under every threshold, so each is all of its amount.
      expected: { tipsDeduction: 8000, overtimeDeduction: 3000, carLoanInterestDeduction: 2000 },
    },
    {
      title: 'Credits',
      typed: { dependentCareExpenses: '3000' },
      shown: { 'Dependent care credit': 'dependentCareCredit' },
      // Form 2441 (2026): one qualifying person, 3,000 at 50 − ⌈45,000 / 2,000⌉ → the 35 % floor: 1,050.
      expected: { dependentCareCredit: 1050 },
    },
  ])('$title: collapsed until opened; typed amounts change the result as the API does', async (c) => {
    const before = await apiResult(f.base, 'tax-calculator', base);
    const input = { ...base, ...Object.fromEntries(Object.entries(c.typed).map(([k, v]) => [k, Number(v)])) };
    const after = await apiResult(f.base, 'tax-calculator', input);
    expect(after).toMatchObject(c.expected);
    expect(after.federalIncomeTaxAfterCredits).toBeLessThan(before.federalIncomeTaxAfterCredits as number);
    const shown: Shown = { ...common, ...c.shown };

    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/tax-calculator?${new URLSearchParams(base as never).toString()}`);
    await expectFigures(w.page, shown, before);
    const details = group(w.page, c.title);
    const first = w.page.locator(`input[name="${Object.keys(c.typed)[0]}"]`);
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await first.isVisible()).toBe(false);

    await details.locator('summary').click();
    expect(await first.isVisible()).toBe(true);
    for (const [name, value] of Object.entries(c.typed)) await w.page.locator(`input[name="${name}"]`).fill(value);
    await w.page.keyboard.press('Tab');
    const [label, field] = Object.entries(shown).at(-1)!;
    await w.page.waitForFunction(
      ([l, want]) =>
        Array.from(document.querySelectorAll('dt'))
          .find((dt) => dt.textContent?.trim() === l)
          ?.nextElementSibling?.textContent?.trim() === want,
      [label, money(after[field] as number)] as const,
    );
    await expectFigures(w.page, shown, after);
    for (const [name, value] of Object.entries(c.typed)) expect(w.page.url()).toContain(`${name}=${value}`);

    // The page's link opens the group with what was typed.
    await w.page.goto(w.page.url());
    expect(await group(w.page, c.title).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await first.inputValue()).toBe(Object.values(c.typed)[0]);
    await expectFigures(w.page, shown, after);
    expect(w.errors).toEqual([]);
    expect(w.offsite).toEqual([]);
  });
});
