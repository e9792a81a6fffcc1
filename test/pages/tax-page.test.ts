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
    // The states to compare are a list of state selects; the W-4s and pre-tax benefits are collapsed groups.
    expect(res.text).toMatch(/<select[^>]*name="compareStates\.0"/);
    for (const group of ['w4', 'spouseW4', 'preTaxDeductions', 'spousePreTaxDeductions'])
      expect(res.text).toMatch(new RegExp(`<details class="field-group" id="f-${group}" data-group="${group}"`));
    expect(res.text).toMatch(/data-show-when="filingStatus=mfj"[^>]*>\s*<summary>Spouse Form W-4/);
  });

  it('offers the localities by name, each tied to its state, and shows the local tax of one chosen', async () => {
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=108000&filingStatus=single&state=NY&locality=NY-NYC')
      .expect(200);
    expect(res.text).toMatch(/<option value="NY-NYC" selected(="")? data-state="NY">New York City<\/option>/);
    expect(res.text).toContain('<option value="MD-BALTIMORE_CITY" data-state="MD">Baltimore City</option>');
    expect(res.text).toContain('3,751.00');
  });

  it('links each local tax and payroll contribution to its source, and says 2026 uses the 2025 local figures', async () => {
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=120000&filingStatus=single&state=NY&locality=NY-NYC&taxYear=2026')
      .expect(200);
    // New York City's schedule on NY taxable income of 112,000: 1,813 + 3.876 % of 62,000 = 4,216.12.
    expect(res.text).toContain('4,216.12');
    for (const url of [
      'https://codelibrary.amlegal.com/codes/newyorkcity/latest/NYCadmin/0-0-0-13463',
      'https://paidfamilyleave.ny.gov/2026',
      'https://www.nysenate.gov/legislation/laws/WKC/209',
    ])
      expect(res.text).toMatch(new RegExp(`<a class="note-url" href="${url}"[^>]*>[^<]+<span`));
    expect(res.text).toContain('New York local income taxes for 2026 use the 2025 figures');
  });

  it('sends a W-4 and pre-tax benefits from the form as the API takes them, and shows the same paychecks and refund', async () => {
    const body = {
      grossIncome: 90000,
      filingStatus: 'mfj',
      spouseIncome: 40000,
      payFrequency: 'biweekly',
      state: 'CA',
      w4: { step2Checkbox: true, step4cExtraWithholding: 50 },
      spouseW4: { step3Credits: 2200 },
      preTaxDeductions: { hsa: 3000, hsaCoverage: 'family' },
      spousePreTaxDeductions: { commuter: 1200 },
      compareStates: ['TX'],
    };
    const api = (await request(app).post('/api/v1/calculate/tax-calculator').send(body).expect(200)).body;
    const form = new URLSearchParams({
      grossIncome: '90,000',
      filingStatus: 'mfj',
      spouseIncome: '40000',
      payFrequency: 'biweekly',
      state: 'CA',
      'w4.step2Checkbox': 'true',
      'w4.step3Credits': '',
      'w4.step4cExtraWithholding': '50',
      'spouseW4.step3Credits': '2200',
      'preTaxDeductions.hsa': '3000',
      'preTaxDeductions.hsaCoverage': 'family',
      'preTaxDeductions.healthFsa': '',
      'spousePreTaxDeductions.commuter': '1200',
      'compareStates.0': 'TX',
      'compareStates.1': '',
    });
    const page = await request(app).get(`/tools/tax-calculator?${form.toString()}`).expect(200);
    const money = (n: number) =>
      `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const [you, spouse] = api.result.perPaycheck.earners;
    expect(you.regular.hsa).toBeGreaterThan(0);
    expect(spouse.regular.commuter).toBeGreaterThan(0);
    // Each earner's paycheck, under its own heading, with the API's withholding and net.
    for (const [i, earner] of [you, spouse].entries()) {
      const card = new RegExp(`id="cmp-perPaycheck-earners-${i}">Per paycheck: (Taxpayer|Spouse)</h2>[^]*?</section>`);
      const html = card.exec(page.text)?.[0] ?? '';
      expect(html).toContain(`<th scope="row">Federal withholding</th><td>${money(earner.regular.federalWithholding)}`);
      expect(html).toContain(`<th scope="row">Net (after withholding)</th><td>${money(earner.regular.net)}`);
    }
    expect(page.text).toMatch(
      new RegExp(
        `Refund \\(balance due if negative\\)</dt>\\s*<dd[^>]*>${money(api.result.refundOrBalanceDue).replace('$', '\\$')}`,
      ),
    );
    // The form shows what was sent, its groups open; the share link carries the groups as the API's objects.
    expect(page.text).toMatch(/<details class="field-group" id="f-w4" open/);
    expect(page.text).toMatch(/name="w4\.step4cExtraWithholding"[^>]*value="50"/);
    expect(page.text).toMatch(/<option value="family" selected/);
    expect(page.text).toContain(`w4=${encodeURIComponent(JSON.stringify(body.w4))}`);
  });

  it('places a W-4 step the API refuses beside its input, in words', async () => {
    const res = await request(app).get('/tools/tax-calculator?grossIncome=50000&w4.step4cExtraWithholding=abc');
    expect(res.status).toBe(422);
    expect(res.text).toMatch(/<details class="field-group" id="f-w4" open/);
    expect(res.text).toContain('id="f-w4-step4cExtraWithholding-error" data-error-slot="true">must be a number');
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

  it("names the monthly take-home as the tax owed and a paycheck's net as after withholding, each the API's", async () => {
    // 75,000 single, paid monthly: the tax owed, 7,670 ÷ 12 toward zero, leaves 5,132.72 a month; the paycheck withholds
    // Pub. 15-T's 639.17 (7,670 ÷ 12 half up) and nets 5,132.71; the 12 paychecks withhold 7,670.04, a 0.04 refund.
    const input = { grossIncome: 75000, filingStatus: 'single', payFrequency: 'monthly' };
    const api = (await request(app).post('/api/v1/calculate/tax-calculator').send(input).expect(200)).body.result;
    expect([api.monthlyTakeHome, api.perPaycheck.regular.net, api.refundOrBalanceDue]).toEqual([
      5132.72, 5132.71, 0.04,
    ]);
    const page = await request(app)
      .get(`/tools/tax-calculator?${new URLSearchParams(input as never).toString()}`)
      .expect(200);
    expect(page.text).toMatch(/<dt>Monthly take-home \(tax owed, refund included\)<\/dt>\s*<dd[^>]*>\$5,132\.72</);
    expect(page.text).toContain('<th scope="row">Net (after withholding)</th><td>$5,132.71</td>');
    expect(page.text).toMatch(/Refund \(balance due if negative\)<\/dt>\s*<dd[^>]*>\$0\.04</);
    expect(page.text).not.toMatch(/<dt>Monthly take home<|<th scope="row">Net<\/th>/);
    expect(page.text).toContain('<dt>State and local tax deduction</dt>');
  });
});
