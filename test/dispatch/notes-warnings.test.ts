/**
 * Notes and warnings are different things: a warning is something to check (a payment that does not cover the
 * interest), a note is information that needs no action (when PMI may be cancelled, a goal already met). The API
 * result carries them in `meta.warnings` and `meta.notes`, the page shows them in two boxes ("Please check", "Good
 * to know"), and an MCP answer's first block labels each line "Warning:" or "Note:".
 */
import request from 'supertest';
import { calculate } from '../../src/dispatch/calculate';
import { testApp } from '../support/app';
import { testDispatchContext } from '../support/dispatch';
import { callPayload, postModern } from '../mcp/support/mcp-http';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });
const ctx = testDispatchContext('rest');

/** 10 % down on a $400,000 home: PMI is charged, and may be cancelled on request once the balance reaches 80 %. */
const PMI = { homePrice: 400000, downPaymentPct: 10, annualRate: 6.5, tenureYears: 30, schedule: 'none' };
/** A payment that does not cover the interest is a warning. */
const UNDERWATER_DEBT = {
  debts: [{ name: 'Visa', balance: 10000, rate: 24, minPayment: 100 }],
  monthlyBudget: 600,
  strategy: 'avalanche',
};

/** The text of the notice box with this title on a page, or undefined. */
function box(html: string, title: string): string | undefined {
  const m = new RegExp(`<h2 class="notice-title">${title}</h2>(.*?)</div>`, 's').exec(html);
  return m?.[1];
}

describe('notes and warnings', () => {
  it('the PMI-cancellation tip is a note, never a warning', () => {
    const { meta } = calculate('mortgage-calculator', PMI, ctx);
    expect(meta.notes).toEqual([expect.stringMatching(/you may ask the servicer to cancel PMI/)]);
    expect(meta.warnings).toEqual([]);
  });

  it('a goal already met and the larger standard deduction are notes', () => {
    const goal = calculate(
      'savings-goal-calculator',
      { targetAmount: 30000, currentSavings: 10000, annualRate: 7, years: 20 },
      ctx,
    );
    expect(goal.meta.notes).toEqual([expect.stringContaining('no monthly deposit is needed')]);
    expect(goal.meta.warnings).toEqual([]);
    const tax = calculate(
      'tax-calculator',
      { grossIncome: 100000, filingStatus: 'single', itemizedDeductions: 12000 },
      ctx,
    );
    expect(tax.meta.notes).toEqual([expect.stringContaining('the standard deduction is used')]);
  });

  it('a problem stays a warning; every result has both lists', () => {
    const { meta } = calculate('debt-payoff-calculator', UNDERWATER_DEBT, ctx);
    expect(meta.warnings).toEqual([expect.stringContaining('does not cover its monthly interest')]);
    expect(meta.notes).toEqual([]);
  });

  it('REST: meta.notes beside meta.warnings', async () => {
    const res = await request(app).post('/api/v1/calculate/mortgage-calculator').send(PMI).expect(200);
    expect(res.body.meta.warnings).toEqual([]);
    expect(res.body.meta.notes).toHaveLength(1);
  });

  it('the page: the tip in a "Good to know" box, no "Please check" box', async () => {
    const q = new URLSearchParams(Object.entries(PMI).map(([k, v]) => [k, String(v)]));
    const html = (await request(app).get(`/tools/mortgage-calculator?${q}`).expect(200)).text;
    expect(box(html, 'Good to know')).toMatch(/cancel PMI/);
    expect(box(html, 'Please check')).toBeUndefined();
    expect(html).toContain('notice notice-info');
  });

  it('the page: a warning in the "Please check" box, no "Good to know" box', async () => {
    const html = (
      await request(app)
        .get(
          `/tools/debt-payoff-calculator?debts=${encodeURIComponent(JSON.stringify(UNDERWATER_DEBT.debts))}&monthlyBudget=600&strategy=avalanche`,
        )
        .expect(200)
    ).text;
    expect(box(html, 'Please check')).toMatch(/does not cover its monthly interest/);
    expect(box(html, 'Good to know')).toBeUndefined();
  });

  it('MCP: the first block labels the tip a note', async () => {
    const res = await postModern(app, 'tools/call', { name: 'mortgage-calculator', arguments: PMI });
    const first = (res.body.result.content as Array<{ text: string }>)[0]!.text.split('\n');
    expect(first[0]).toMatch(/^Monthly payment \$/);
    expect(first.slice(1)).toEqual([expect.stringMatching(/^Note: The balance reaches 80% .* cancel PMI/)]);
    expect(callPayload(res.body.result).meta.notes).toHaveLength(1);
  });

  it('MCP: a warning is labelled a warning', async () => {
    const res = await postModern(app, 'tools/call', { name: 'debt-payoff-calculator', arguments: UNDERWATER_DEBT });
    const first = (res.body.result.content as Array<{ text: string }>)[0]!.text.split('\n');
    expect(first.slice(1)).toEqual([expect.stringMatching(/^Warning: Minimum payment on 'Visa'/)]);
  });
});
