/**
 * A page asked for a list longer than its schema accepts answers 422 with the list's first rows only: an invalid
 * request renders no more rows than the longest valid one.
 */
import request from 'supertest';
import { testApp } from '../support/app';

const debts = (n: number) => encodeURIComponent(JSON.stringify(Array.from({ length: n }, () => ({}))));
const rowsOf = (html: string, field: string) => new Set(html.match(new RegExp(`name="${field}\\.(\\d+)\\.`, 'g'))).size;

describe('a page with an over-long list', () => {
  it('refuses 1,300 debts naming the limit, and shows 50 of them', async () => {
    const { app } = testApp();
    const page = await request(app).get(`/tools/debt-payoff-calculator?debts=${debts(1300)}&monthlyBudget=1`);
    expect(page.status).toBe(422);
    expect(page.text).toContain('can have at most 50');
    // 50 rows as sent, and the blank row of the form.
    expect(rowsOf(page.text, 'debts')).toBe(51);
    const longestValid = await request(app).get(`/tools/debt-payoff-calculator?debts=${debts(50)}&monthlyBudget=1`);
    // About the size of the 50 rows' page (the longer query string is echoed in its links), never 26 times it.
    expect(page.text.length).toBeLessThan(longestValid.text.length * 1.5);
  });

  it('shows every row of a list within its limit', async () => {
    const page = await request(testApp().app).get(`/tools/debt-payoff-calculator?debts=${debts(3)}&monthlyBudget=1`);
    expect(page.status).toBe(422);
    expect(rowsOf(page.text, 'debts')).toBe(4);
  });
});
