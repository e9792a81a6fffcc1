/** Words for names that only exist in code, and the catalogue as people see it. */
import request from 'supertest';
import { humanize } from '../../src/pages/labels';
import { calculators } from '../../src/calculators/registry';
import { testApp } from '../support/app';

describe('humanize', () => {
  it.each([
    ['totalPmiPaid', 'Total PMI paid'],
    ['socialSecurityTax', 'Social Security tax'],
    ['additionalMedicareTax', 'Additional Medicare tax'],
    ['medicareTax', 'Medicare tax'],
    ['effectiveRate', 'Effective rate'],
    ['retirement401k', 'Retirement 401(k)'], // a paycheck's row, not "Retirement401k"
    ['spouseRetirement401k', 'Spouse retirement 401(k)'],
  ])('%s → %s', (name, words) => {
    expect(humanize(name)).toBe(words);
  });
});

describe('names US users search for', () => {
  it('the slugs stay; the EMI and SIP calculators are named in US words, with the slug’s term in parentheses', () => {
    const names = Object.fromEntries(calculators.map((c) => [c.slug, c.name]));
    expect(names['emi-calculator']).toBe('Loan Payment (EMI) Calculator');
    expect(names['sip-calculator']).toBe('Monthly Investment Plan (SIP) Calculator');
  });

  it('the catalogue page shows each calculator’s whole summary, never a description cut mid-sentence', async () => {
    const { app } = testApp();
    const html = (await request(app).get('/tools').expect(200)).text;
    for (const c of calculators) expect(html).toContain(`<span class="tool-desc">${c.summary}</span>`);
    expect(html).toContain('Loan Payment (EMI) Calculator');
  });
});
