/** The tax page: the state select, spouse fields tied to "mfj", federal/FICA/state/take-home side by side, states compared. */
import request from 'supertest';
import { testApp } from '../support/app';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });

describe('tax page', () => {
  it('says what no state means, names the 401(k) row of a paycheck, and shows the credit for other dependents', async () => {
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=100000&filingStatus=mfj&children=1&otherDependents=2&retirement401k=5000')
      .expect(200);
    expect(res.text).toMatch(/<select[^>]*name="state"[^>]*><option value(="")?>None \(federal only\)<\/option>/);
    expect(res.text).not.toMatch(/<th scope="row">Retirement401k/);
    expect(res.text).toContain('<th scope="row">Retirement 401(k)</th>');
    // 2 other dependents × $500 (IRC §24(h)(4)), within the tax: the figure beside the child tax credit.
    expect(res.text).toMatch(/Other dependents credit<\/dt>\s*<dd[^>]*>\$1,000\.00/);
  });

  it('offers every filing status and every state, and ties the spouse fields to a joint return', async () => {
    const res = await request(app).get('/tools/tax-calculator').expect(200);
    for (const status of ['single', 'mfj', 'mfs', 'hoh', 'qss']) expect(res.text).toContain(`value="${status}"`);
    expect(res.text).toContain('<option value="CA">California</option>');
    expect(res.text).toContain('value="DC"');
    for (const name of ['spouseIncome', 'spouseRetirement401k', 'spouseAge'])
      expect(res.text).toMatch(new RegExp(`data-show-when="filingStatus=mfj"[^]*?name="${name}"`));
    expect(res.text).not.toContain('name="compareStates');
  });

  it('offers the tax years as a select, 2026 chosen by default, and answers the year chosen', async () => {
    const form = await request(app).get('/tools/tax-calculator').expect(200);
    expect(form.text).toMatch(/<select[^>]*name="taxYear"[^]*?value="2025"[^]*?value="2026"/);
    const y2025 = await request(app).get('/tools/tax-calculator?grossIncome=75000&filingStatus=single&taxYear=2025');
    expect(y2025.status).toBe(200);
    expect(y2025.text).toContain('$7,949.00'); // Rev. Proc. 2024-40, Table 3: 5,578.50 + 22 % × 10,775
  });

  it('shows federal, FICA and state tax beside take-home, and the household compared across states', async () => {
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=100000&filingStatus=single&state=PA')
      .expect(200);
    expect(res.text).toMatch(/Federal income tax \(after credits\)/);
    expect(res.text).toMatch(/State income tax/);
    expect(res.text).toContain('$3,070.00');
    expect(res.text).toContain('Take-home pay by state');
    expect(res.text).toContain('Pennsylvania');
    expect(res.text).toContain('Texas');
    expect(res.text).toContain(
      'https://www.pa.gov/agencies/revenue/resources/tax-types-and-information/personal-income-tax.html',
    );
  });

  it("links each state's source: the chosen state's in the notes, every compared state's from its name", async () => {
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=100000&filingStatus=single&state=RI')
      .expect(200);
    const ri = 'https://tax.ri.gov/sites/g/files/xkgbur541/files/2025-11/ADV_2025_22_Inflation_Adjustments.pdf';
    // In the notes: the URL is the link's text and target, and the closing parenthesis stays outside it.
    expect(res.text).toContain(
      `<a class="note-url" href="${ri}" target="_blank" rel="noopener noreferrer" data-open-link="true">${ri}<span class="visually-hidden"> (opens in a new tab)</span></a>)`,
    );
    // In the comparison: the state's name links to its source.
    expect(res.text).toContain(
      `<a class="hbar-label" href="${ri}" target="_blank" rel="noopener noreferrer" data-open-link="true">Rhode Island<span class="visually-hidden"> (source, opens in a new tab)</span></a>`,
    );
    expect(res.text).toMatch(
      /<a class="hbar-label" href="https:\/\/statutes\.capitol\.texas\.gov\/[^"]+" target="_blank" rel="noopener noreferrer" data-open-link="true">Texas</,
    );
  });
});
