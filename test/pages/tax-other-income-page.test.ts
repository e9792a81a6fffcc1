/** The tax page's "Other income" group: its inputs under their own heading, collapsed until one is used. */
import request from 'supertest';
import { testApp } from '../support/app';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });

const OTHER_INCOME = [
  'selfEmploymentIncome',
  'spouseSelfEmploymentIncome',
  'interestIncome',
  'ordinaryDividends',
  'qualifiedDividends',
  'shortTermCapitalGains',
  'longTermCapitalGains',
  'socialSecurityBenefits',
  'retirementDistributions',
  'spouseRetirementDistributions',
];

/** The HTML of the "Other income" group: its opening tag and what it holds. */
function group(html: string): { open: boolean; body: string } {
  const m = /<details class="field-group"( open(="")?)?>\s*<summary>Other income<\/summary>([^]*?)<\/details>/.exec(
    html,
  );
  if (!m) throw new Error('no "Other income" group');
  return { open: m[1] !== undefined, body: m[3]! };
}

describe('tax page: other income', () => {
  it('gathers self-employment and investment income under "Other income", collapsed while unused', async () => {
    const res = await request(app).get('/tools/tax-calculator?grossIncome=75000&filingStatus=single').expect(200);
    const g = group(res.text);
    expect(g.open).toBe(false);
    for (const name of OTHER_INCOME) expect(g.body).toContain(`name="${name}"`);
    expect(g.body).toMatch(/data-show-when="filingStatus=mfj"[^]*?name="spouseSelfEmploymentIncome"/);
    expect(g.body).toMatch(/data-show-when="filingStatus=mfj"[^]*?name="spouseRetirementDistributions"/);
  });

  it('answers a couple whose distributions are split, each spouse against their own state limit', async () => {
    // New York, IT-201 line 29: 20,000 each from 59½; the spouse's 30,000 takes the spouse's own 20,000.
    const res = await request(app)
      .get(
        '/tools/tax-calculator?grossIncome=0&filingStatus=mfj&age=66&spouseAge=65&retirementDistributions=40000&spouseRetirementDistributions=30000&state=NY&taxYear=2026',
      )
      .expect(200);
    expect(group(res.text).open).toBe(true);
    expect(res.text).toMatch(/the spouse(&#39;|')s \$30,000\.00/);
  });

  it('opens the group when one of them is used, and answers with the taxes they bring', async () => {
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=0&filingStatus=single&selfEmploymentIncome=100000&taxYear=2026')
      .expect(200);
    expect(group(res.text).open).toBe(true);
    expect(res.text).toContain('self-employment tax $14,129.55');
    // Where the income goes: the self-employment tax has its own part; a tax of 0 has none.
    expect(res.text).toContain('<span class="legend-name">Self-employment tax</span>');
    expect(res.text).not.toContain('<span class="legend-name">Net investment income tax</span>');
  });

  it('opens the group to show a refusal inside it', async () => {
    const res = await request(app).get(
      '/tools/tax-calculator?grossIncome=50000&filingStatus=single&ordinaryDividends=0&qualifiedDividends=100',
    );
    expect(res.status).toBe(422);
    expect(group(res.text).open).toBe(true);
  });
});
