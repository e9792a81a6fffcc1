/**
 * The tax calculator's words: the MCP answer's summary line and the page's headline are written by one function
 * (taxWords) from the result, so both state the federal tax after credits (or the refund), the state tax, the
 * paycheck's net and the refund or balance due the result holds, for every filing status.
 */
import request from 'supertest';
import { calculate } from '../../../src/dispatch/calculate';
import { summaryLine } from '../../../src/mcp/result-summary';
import { testDispatchContext } from '../../support/dispatch';
import { testApp } from '../../support/app';
import { postModern } from '../../mcp/support/mcp-http';

const ctx = testDispatchContext('mcp');
const { app } = testApp();
const usd = (v: number) =>
  `$${v.toLocaleString('en-US', { minimumFractionDigits: v % 1 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;

/** The page's headline words for `input`, as a person reads them. */
async function pageWords(input: Record<string, unknown>): Promise<string> {
  const query = new URLSearchParams(
    Object.entries(input).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  const res = await request(app).get(`/tools/tax-calculator?${query}`).expect(200);
  const found = /<p class="headline-words" data-headline-words="true">([^<]*)<\/p>/.exec(res.text);
  return (found?.[1] ?? '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&');
}

/** A household of each filing status, in each tax year. */
const households = [
  { grossIncome: 40000, filingStatus: 'hoh', children: 3, payFrequency: 'biweekly', state: 'OH' },
  { grossIncome: 85000, filingStatus: 'single', state: 'CA' },
  {
    grossIncome: 180000,
    filingStatus: 'mfj',
    spouseIncome: 70000,
    children: 2,
    payFrequency: 'semimonthly',
    state: 'NY',
  },
  { grossIncome: 60000, filingStatus: 'mfs', payFrequency: 'weekly' },
  { grossIncome: 52000, filingStatus: 'qss', children: 1, state: 'TX' },
].flatMap((h) => [2025, 2026].map((taxYear) => ({ ...h, taxYear })));

describe('tax-calculator words: the MCP answer and the page headline agree with the result', () => {
  it.each(households)('$taxYear $filingStatus, $grossIncome', async (input) => {
    const out = calculate('tax-calculator', input, ctx);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the result's nested members, read as the page reads them
    const r = out.result as Record<string, any>;
    const line = summaryLine('tax-calculator', r, out.meta.inputs)!;
    const federal = r.federalIncomeTaxAfterCredits as number;
    const federalWords =
      federal < 0
        ? `federal income tax after credits: none, and a refund of ${usd(-federal)} from refundable credits`
        : `federal income tax after credits ${usd(federal)}`;
    const stateWords = r.state
      ? `${r.state.name} income tax ${usd(r.stateIncomeTax)}`
      : 'no state income tax (no state given)';
    const p = r.perPaycheck;
    const paycheckWords = `each ${p.payFrequency} paycheck nets ${usd(p.regular.net)} of ${usd(p.regular.gross)}`;
    const settle = r.refundOrBalanceDue as number;
    const settleWords =
      settle < 0 ? `a balance due of ${usd(-settle)} at filing` : `a refund of ${usd(settle)} at filing`;
    for (const words of [federalWords, stateWords, paycheckWords, settleWords]) expect(line).toContain(words);
    if (r.statePayrollContributionsTotal > 0) {
      expect(line).toContain(`${stateWords} and payroll contributions ${usd(r.statePayrollContributionsTotal)} (`);
    }
    // The answer of a tools/call over /mcp opens with that line.
    const mcp = await postModern(app, 'tools/call', { name: 'tax-calculator', arguments: input });
    expect(mcp.body.result.content[0].text).toContain(line);
    const page = await pageWords(input);
    expect(page.toLowerCase()).toContain(federalWords.toLowerCase());
    for (const words of [stateWords, paycheckWords, settleWords]) expect(page).toContain(words);
    if (r.statePayrollContributionsTotal > 0) {
      expect(page).toContain(`${stateWords} and payroll contributions ${usd(r.statePayrollContributionsTotal)} (`);
    }
  });

  it("the issue's household: a refund, the state's tax named, a paycheck below its gross", () => {
    const out = calculate('tax-calculator', { grossIncome: 40000, filingStatus: 'hoh', children: 3, state: 'OH' }, ctx);
    const line = summaryLine('tax-calculator', out.result, out.meta.inputs)!;
    expect(line).toMatch(
      /federal income tax after credits: none, and a refund of \$[\d,.]+ from refundable credits \(with the earned income credit \$4,833\); Ohio income tax \$[\d,.]+;/,
    );
    expect(line).not.toMatch(/federal income tax \$1,585/);
    // 2026 hoh, 3 children, 40,000: 8,231 − 21.06 % × (40,025 − 23,890) = 4,832.97 → 4,833.
    expect(out.result).toMatchObject({ earnedIncomeCredit: 4833 });
  });

  it("names the state's refund and the refundable credits it comes from", () => {
    // 2026 hoh, 1 child, 20,000: NY tax 304.20 less the household credit 75; the Empire State child credit 500 takes
    // the 229.20 left, 270.80 refunded; the earned income credit 30 % of the federal 4,427 less 75 = 1,253.10.
    const input = { grossIncome: 20000, filingStatus: 'hoh', children: 1, state: 'NY' };
    const out = calculate('tax-calculator', input, ctx);
    expect(summaryLine('tax-calculator', out.result, out.meta.inputs)).toMatch(
      /New York income tax \$0 and a refund of \$1,523\.90 from its refundable credits \(Empire State child credit, Earned income credit\) and payroll contributions/,
    );
  });

  it('names the child and dependent care credit used against a tax that remains', () => {
    const input = { grossIncome: 90000, filingStatus: 'hoh', children: 1, dependentCareExpenses: 3000 };
    const out = calculate('tax-calculator', input, ctx);
    // 2026 hoh, AGI 90,000: 35 − ⌈15,000 / 2,000⌉ = 27 %; 3,000 × 27 % = 810.
    expect(summaryLine('tax-calculator', out.result, out.meta.inputs)).toMatch(
      /federal income tax after credits \$[\d,.]+ \(with the child and dependent care credit \$810\);/,
    );
  });

  it('a shared link carries the Form W-4 to the page, and a malformed one is refused in words', async () => {
    const input = {
      grossIncome: 90000,
      filingStatus: 'single',
      w4: { step2Checkbox: true, step4cExtraWithholding: 20 },
    };
    const api = await request(app).post('/api/v1/calculate/tax-calculator').send(input).expect(200);
    const link = new URL(api.body.meta.share_url as string);
    const page = await request(app).get(`${link.pathname}${link.search}`).expect(200);
    const withheld = api.body.result.perPaycheck.regular.federalWithholding as number;
    expect(withheld).toBe(1350.58); // 2026 single, Step 2 box: 90,000; 8,983 + 24 % × 29,100 = 15,967; ÷ 12 = 1,330.58; + 20
    expect(page.text).toContain(`with ${usd(withheld)} federal tax withheld`);
    const bad = await request(app).get('/tools/tax-calculator?grossIncome=1&filingStatus=single&w4=lots').expect(422);
    expect(bad.text).toContain('Form W-4 must be a group of named values, as a shared link writes it');
  });
});
