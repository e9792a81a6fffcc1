/**
 * The tax page's Form W-4 as a person fills it in: the group is collapsed until opened, and a Step 4(c) amount
 * typed into it changes the earner's paycheck to the withholding the API computes for the same W-4.
 */
import { browserAvailable, browserFixture } from '../../support/browser';
import { startPageServer } from '../../support/page-server';

const run = browserAvailable() ? describe : describe.skip;

run('the tax page with a Form W-4', () => {
  const f = browserFixture(() => startPageServer());

  it("opening the W-4 and entering Step 4(c) shows the API's withholding in the paycheck", async () => {
    const input = { grossIncome: 60000, filingStatus: 'single', payFrequency: 'biweekly' };
    const withholding = async (w4?: Record<string, number>) => {
      const res = await fetch(`${f.base}/api/v1/calculate/tax-calculator`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(w4 ? { ...input, w4 } : input),
      });
      const body = (await res.json()) as {
        result: { perPaycheck: { earners: Array<{ regular: Record<string, number> }> } };
      };
      return body.result.perPaycheck.earners[0]!.regular.federalWithholding!;
    };
    const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const before = await withholding();
    const after = await withholding({ step4cExtraWithholding: 40 });
    expect(after).toBeCloseTo(before + 40, 2);

    const w = await f.tab();
    await w.page.goto(`${f.base}/tools/tax-calculator?${new URLSearchParams(input as never).toString()}`);
    const cell = w.page
      .locator('#cmp-perPaycheck-earners-0 ~ .table-scroll tr', { hasText: 'Federal withholding' })
      .locator('td')
      .first();
    expect(await cell.innerText()).toBe(money(before));
    const step4c = w.page.locator('input[name="w4.step4cExtraWithholding"]');
    expect(await step4c.isVisible()).toBe(false);
    await w.page.locator('details[data-group="w4"] > summary').click();
    expect(await step4c.isVisible()).toBe(true);
    await step4c.fill('40');
    await w.page.keyboard.press('Tab');
    await w.page.waitForFunction(
      (want) =>
        Array.from(document.querySelectorAll('#cmp-perPaycheck-earners-0 ~ .table-scroll tr'))
          .find((tr) => /Federal withholding/.test(tr.textContent ?? ''))
          ?.querySelector('td')?.textContent === want,
      money(after),
    );
    expect(await cell.innerText()).toBe(money(after));
    expect(w.page.url()).toContain(`w4=${encodeURIComponent(JSON.stringify({ step4cExtraWithholding: 40 }))}`);
    expect(w.errors).toEqual([]);
  });
});
