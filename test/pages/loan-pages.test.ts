/**
 * Dated loans on the pages, over HTTP against the real app: the form's frequency, date pickers, lump-sum rows and
 * fees; the result's payoff date, savings and APR; labels in the period of the payment at every frequency; the
 * schedule and its CSV with payment dates.
 */
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { PAYMENT_FREQUENCIES } from '../../src/schemas/loan-terms';
import { testApp } from '../support/app';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });

/** The page's text with tags stripped, one element per line (scripts and templates left out). */
function textOf(html: string): string {
  return html
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

/** The figure after a label in a definition list ("Paid off on\nAug 15, 2049"). */
function figureAfter(text: string, label: string): string | undefined {
  const lines = text.split('\n');
  const i = lines.indexOf(label);
  return i < 0 ? undefined : lines[i + 1];
}

async function api(slug: string, input: Record<string, unknown>) {
  const res = await request(app).post(`/api/v1/calculate/${slug}`).send(input).expect(200);
  return res.body.result as Record<string, unknown>;
}

const mortgage = {
  homePrice: 400000,
  downPayment: 40000,
  annualRate: 6.5,
  tenureYears: 30,
  firstPaymentDate: '2027-01-31',
  propertyTaxAnnual: 4800,
  points: 1,
  fees: 2000,
};

function query(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (Array.isArray(v))
      v.forEach((item: Record<string, unknown>, i) => {
        for (const [f, x] of Object.entries(item)) q.set(`${k}.${i}.${f}`, String(x));
      });
    else q.set(k, String(v));
  }
  return q.toString();
}

describe('the loan forms', () => {
  it.each([['emi-calculator'], ['mortgage-calculator']])(
    '%s: a frequency select, date pickers, a lump-sum list (date, payment number, amount) and fees',
    async (slug) => {
      const html = (await request(app).get(`/tools/${slug}`).expect(200)).text;
      const select = /<select id="f-paymentFrequency"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
      for (const f of PAYMENT_FREQUENCIES) expect(select).toContain(`value="${f}"`);
      expect(html).toMatch(/<input id="f-firstPaymentDate"[^>]*type="date"/);
      expect(html).toMatch(/<fieldset[^>]*data-list="lumpSums"/);
      expect(html).toMatch(/<input id="f-lumpSums-0-date"[^>]*type="date"/);
      expect(html).toMatch(/<input id="f-lumpSums-0-paymentNumber"[^>]*type="number"/);
      expect(html).toMatch(/<input id="f-lumpSums-0-amount"[^>]*type="number"/);
      expect(html).toContain('+ Add lump sum');
      expect(html).toMatch(/<select id="f-prepaymentEffect"/);
      expect(html).toMatch(/<input id="f-fees"[^>]*type="number"/);
      if (slug === 'mortgage-calculator') expect(html).toMatch(/<input id="f-points"[^>]*type="number"/);
    },
  );

  it('the debt payoff form asks for its first payment month with a month picker', async () => {
    const html = (await request(app).get('/tools/debt-payoff-calculator').expect(200)).text;
    expect(html).toMatch(/<input id="f-startDate"[^>]*type="month"/);
  });

  it('the embed has the same inputs', async () => {
    const html = (await request(app).get('/tools/mortgage-calculator/embed').expect(200)).text;
    expect(html).toMatch(/<select id="f-paymentFrequency"/);
    expect(html).toMatch(/<input id="f-firstPaymentDate"[^>]*type="date"/);
    expect(html).toMatch(/data-list="lumpSums"/);
    expect(html).toMatch(/<input id="f-fees"/);
  });
});

describe('a dated loan refused', () => {
  it('a lump sum by date without a first payment date: the message names the inputs as the form does', async () => {
    const input = {
      principal: 100000,
      annualRate: 6,
      tenureYears: 10,
      lumpSums: [{ amount: 5000, date: '2028-01-01' }],
    };
    const html = (
      await request(app)
        .get(`/tools/emi-calculator?${query(input)}`)
        .expect(422)
    ).text;
    const slot = /id="f-lumpSums-0-date-error"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(slot).toBe('a lump sum by date needs first payment date (or give its payment number)');
  });

  it('a date that does not exist, or a month written otherwise, is explained in words', async () => {
    const input = { principal: 100000, annualRate: 6, tenureYears: 10, firstPaymentDate: '2027-02-30' };
    const html = (
      await request(app)
        .get(`/tools/emi-calculator?${query(input)}`)
        .expect(422)
    ).text;
    expect(/id="f-firstPaymentDate-error"[^>]*>([^<]*)</.exec(html)?.[1]).toBe(
      'must be a date written YYYY-MM-DD (2027-01-15), one that exists',
    );
    const debts = encodeURIComponent(JSON.stringify([{ name: 'Visa', balance: 3000, rate: 22, minPayment: 90 }]));
    const payoff = (
      await request(app)
        .get(`/tools/debt-payoff-calculator?debts=${debts}&monthlyBudget=500&startDate=2027-13`)
        .expect(422)
    ).text;
    expect(/id="f-startDate-error"[^>]*>([^<]*)</.exec(payoff)?.[1]).toBe(
      'must be a month written YYYY-MM, from 1900-01 to 2199-12',
    );
  });

  it('a semi-monthly first payment after the 15th is refused at its field', async () => {
    const input = {
      principal: 100000,
      annualRate: 6,
      tenureYears: 10,
      paymentFrequency: 'semimonthly',
      firstPaymentDate: '2027-01-20',
    };
    const html = (
      await request(app)
        .get(`/tools/emi-calculator?${query(input)}`)
        .expect(422)
    ).text;
    expect(/id="f-firstPaymentDate-error"[^>]*>([^<]*)</.exec(html)?.[1]).toMatch(/15/);
  });
});

describe('a dated loan on the page', () => {
  it('shows the payoff date, the savings of a lump sum and the APR the API computes', async () => {
    const input = { ...mortgage, lumpSums: [{ amount: 10000, date: '2028-06-01' }] };
    const r = await api('mortgage-calculator', input);
    const text = textOf(
      (
        await request(app)
          .get(`/tools/mortgage-calculator?${query(input)}`)
          .expect(200)
      ).text,
    );
    const [y, m, d] = (r.payoffDate as string).split('-').map(Number);
    const payoff = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(figureAfter(text, 'Paid off on')).toBe(payoff);
    expect(figureAfter(text, 'Interest saved')).toBe(
      `$${(r.interestSaved as number).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(r.interestSaved as number).toBeGreaterThan(0);
    expect(figureAfter(text, 'APR')).toBe(`${(r.apr as number).toFixed(3)}%`);
  });

  it('shows the APR to three decimals, as lenders print it and the API gives it', async () => {
    // docs/api.md's accelerated biweekly loan: APR 6.634 (the page once rounded it to 6.63 %).
    const input = {
      principal: 250000,
      annualRate: 6.5,
      tenureYears: 30,
      paymentFrequency: 'acceleratedBiweekly',
      firstPaymentDate: '2027-01-08',
      lumpSums: [{ amount: 10000, date: '2028-06-01' }],
      fees: 3000,
    };
    expect((await api('emi-calculator', input)).apr).toBe(6.634);
    const text = textOf(
      (
        await request(app)
          .get(`/tools/emi-calculator?${query(input)}`)
          .expect(200)
      ).text,
    );
    expect(figureAfter(text, 'APR')).toBe('6.634%');
  });

  it("the refinance's new loan APR too: three decimals on the page, 7.000 % a whole one", async () => {
    // The catalogue's refinance example: $5,000 of closing costs on $250,000 at 5.8 % over 25 years, APR 6.012.
    const refinance = calculators.find((c) => c.slug === 'refinance-calculator')!.exampleInputs;
    const withCosts = { ...refinance } as Record<string, unknown>;
    expect((await api('refinance-calculator', withCosts)).apr).toBe(6.012);
    const page = await request(app)
      .get(`/tools/refinance-calculator?${query(withCosts)}`)
      .expect(200);
    expect(figureAfter(textOf(page.text), 'New loan APR')).toBe('6.012%');
    const free = { ...withCosts, newRate: 7, closingCosts: 0 };
    expect((await api('refinance-calculator', free)).apr).toBe(7);
    const whole = await request(app)
      .get(`/tools/refinance-calculator?${query(free)}`)
      .expect(200);
    expect(figureAfter(textOf(whole.text), 'New loan APR')).toBe('7.000%');
  });

  it('every APR in a result schema is shown with its three decimals', () => {
    const aprs = calculators.flatMap((c) => {
      const apr = (c.outputSchema as { properties: Record<string, Record<string, unknown>> }).properties.apr;
      return apr ? [[c.slug, apr['x-decimals']]] : [];
    });
    expect(aprs.map(([slug]) => slug)).toEqual(
      expect.arrayContaining(['emi-calculator', 'mortgage-calculator', 'refinance-calculator']),
    );
    for (const [slug, decimals] of aprs) expect([slug, decimals]).toEqual([slug, 3]);
  });

  it('an accelerated loan is compared with the monthly loan', async () => {
    const input = { principal: 300000, annualRate: 6, tenureYears: 30, paymentFrequency: 'acceleratedBiweekly' };
    const r = await api('emi-calculator', input);
    const text = textOf(
      (
        await request(app)
          .get(`/tools/emi-calculator?${query(input)}`)
          .expect(200)
      ).text,
    );
    const versus = r.versusMonthly as Record<string, number>;
    expect(text).toContain('Against monthly payments');
    expect(figureAfter(text, 'Monthly payment')).toBe(
      `$${versus.monthlyPayment!.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(figureAfter(text, 'Paid off sooner by')).toBe(`${versus.monthsSaved} months`);
  });

  it.each([
    ['mortgage-calculator', { homePrice: 400000, annualRate: 6.5, tenureYears: 30, extraPayment: 300 }],
    ['emi-calculator', { principal: 200000, annualRate: 6.5, tenureYears: 30, extraPayment: 300 }],
    [
      'emi-calculator',
      { principal: 200000, annualRate: 6.5, tenureYears: 30, paymentFrequency: 'biweekly', extraPayment: 150 },
    ],
  ])(
    '%s: what an extra payment saves in time reads "Paid off sooner by", not "Months saved … months"',
    async (slug, input) => {
      const r = await api(slug, input);
      const text = textOf(
        (
          await request(app)
            .get(`/tools/${slug}?${query(input)}`)
            .expect(200)
        ).text,
      );
      expect(r.monthsSaved).toBeGreaterThan(0);
      expect(figureAfter(text, 'Paid off sooner by')).toMatch(new RegExp(`^${String(r.monthsSaved)} months`));
      expect(text).not.toContain('Months saved');
    },
  );

  it('the lower-payment effect lists the new payment after each lump sum', async () => {
    const input = {
      principal: 200000,
      annualRate: 6,
      tenureYears: 30,
      prepaymentEffect: 'lowerPayment',
      lumpSums: [{ amount: 20000, paymentNumber: 12 }],
    };
    const r = await api('emi-calculator', input);
    const text = textOf(
      (
        await request(app)
          .get(`/tools/emi-calculator?${query(input)}`)
          .expect(200)
      ).text,
    );
    const change = (r.paymentChanges as Array<{ afterPayment: number; payment: number }>)[0]!;
    expect(text).toContain('Payment changes');
    expect(text).toContain(`$${change.payment.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });
});

describe('labels in the period of the payment', () => {
  const base = { principal: 250000, annualRate: 6.5, tenureYears: 30, firstPaymentDate: '2027-03-15' };

  it.each(PAYMENT_FREQUENCIES.filter((f) => f !== 'monthly').map((f) => [f]))(
    'EMI, %s: no month counts or "Monthly" words; payments counted as payments',
    async (paymentFrequency) => {
      const input = { ...base, paymentFrequency, schedule: 'monthly' };
      const r = await api('emi-calculator', input);
      const text = textOf(
        (
          await request(app)
            .get(`/tools/emi-calculator?${query(input)}`)
            .expect(200)
        ).text,
      );
      expect(figureAfter(text, 'Number of payments')).toMatch(
        new RegExp(`^${(r.numberOfPayments as number).toLocaleString('en-US')} payments \\(`),
      );
      expect(text).not.toContain('Monthly schedule');
      expect(text).toContain('Payment schedule');
      expect(text).toContain('Payment number');
      expect(text).toContain('Every payment');
      expect(text).not.toMatch(/\/month\b/);
    },
  );

  it.each([
    ['biweekly', 'Biweekly', '/2 weeks'],
    ['acceleratedWeekly', 'Weekly', '/week'],
    ['semimonthly', 'Semimonthly', '/half-month'],
  ])('mortgage, %s: every per-payment figure says %s', async (paymentFrequency, word, per) => {
    // Semi-monthly payments fall on days d and d + 15, so the first day is at most the 15th.
    const input = { ...mortgage, firstPaymentDate: '2027-02-01', paymentFrequency };
    const html = (
      await request(app)
        .get(`/tools/mortgage-calculator?${query(input)}`)
        .expect(200)
    ).text;
    const text = textOf(html);
    expect(text).toContain(`Total ${word.toLowerCase()} payment`);
    expect(html).toContain(`<span class="per">${per}</span>`);
    for (const part of ['principal and interest', 'PMI', 'property tax', 'insurance', 'HOA'])
      expect(text).toContain(`${word} ${part}`);
    expect(text).toContain(`Your first ${word.toLowerCase()} payment`);
    expect(text).not.toMatch(/\bMonthly (principal|PMI|property tax|insurance|HOA)\b|Total monthly payment/);
    expect(figureAfter(text, 'PMI ends after payment')).toMatch(/^\d+$/);
  });

  it('a monthly loan keeps its words', async () => {
    const input = { ...mortgage, schedule: 'monthly' };
    const text = textOf(
      (
        await request(app)
          .get(`/tools/mortgage-calculator?${query(input)}`)
          .expect(200)
      ).text,
    );
    expect(text).toContain('Total monthly payment');
    expect(text).toContain('Monthly schedule');
    expect(text).toContain('Your first monthly payment');
    expect(figureAfter(text, 'Number of payments')).toBe('360 payments (30 years)');
    expect(text).toContain('Monthly principal and interest');
    // Each figure once, under its current name: no deprecated monthly* or payoffMonths beside them.
    expect(text).not.toMatch(/Payoff months|Pmi ends month|Total per payment|Principal and interest per payment/);
  });
});

describe('schedules with dates', () => {
  it('the page lists each payment with its date; calendar years are written as years', async () => {
    const input = {
      principal: 10000,
      annualRate: 6,
      tenureYears: 1,
      paymentFrequency: 'weekly',
      firstPaymentDate: '2027-12-20',
    };
    const monthly = textOf(
      (
        await request(app)
          .get(`/tools/emi-calculator?${query({ ...input, schedule: 'monthly' })}`)
          .expect(200)
      ).text,
    );
    expect(monthly).toMatch(/\n1\nDec 20, 2027\n/);
    expect(monthly).toMatch(/\n2\nDec 27, 2027\n/);
    expect(monthly).toMatch(/\n3\nJan 3, 2028\n/);
    const yearly = textOf(
      (
        await request(app)
          .get(`/tools/emi-calculator?${query(input)}`)
          .expect(200)
      ).text,
    );
    expect(yearly).toMatch(/\n2027\n/);
    expect(yearly).not.toContain('2,027');
  });

  it('the CSV of a weekly loan: a "Payment number" and a "Date" column, every row dated 7 days apart', async () => {
    const input = {
      principal: 10000,
      annualRate: 6,
      tenureYears: 1,
      paymentFrequency: 'weekly',
      firstPaymentDate: '2027-12-20',
    };
    const res = await request(app)
      .get(`/tools/emi-calculator/schedule.csv?${query({ ...input, schedule: 'monthly' })}`)
      .expect(200)
      .expect('Content-Disposition', 'attachment; filename="emi-calculator-payments-schedule.csv"');
    const [head, ...lines] = res.text.trimEnd().split('\r\n');
    expect(head).toBe('Payment number,Date,Payment,Principal,Interest,Balance');
    const r = await api('emi-calculator', { ...input, schedule: 'monthly' });
    const rows = r.schedule as Array<{ month: number; date: string }>;
    expect(lines).toHaveLength(rows.length);
    lines.forEach((line, i) => {
      const [n, date] = line.split(',');
      expect(Number(n)).toBe(i + 1);
      expect(date).toBe(rows[i]!.date);
      expect(Date.parse(date!) - Date.parse('2027-12-20')).toBe(i * 7 * 86400000);
    });
  });

  it('the CSV of a monthly mortgage keeps "Month" and carries dates clamped to the month end', async () => {
    const res = await request(app)
      .get(`/tools/mortgage-calculator/schedule.csv?${query({ ...mortgage, schedule: 'monthly' })}`)
      .expect(200)
      .expect('Content-Disposition', 'attachment; filename="mortgage-calculator-monthly-schedule.csv"');
    const lines = res.text.split('\r\n');
    expect(lines[0]).toMatch(/^Month,Date,Payment,/);
    expect(lines.slice(1, 4).map((l) => l.split(',')[1])).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('the debt payoff page and CSV date each month from startDate', async () => {
    const input = {
      debts: [
        { name: 'Visa', balance: 3000, rate: 22, minPayment: 90 },
        { name: 'Car', balance: 6000, rate: 7, minPayment: 200 },
      ],
      monthlyBudget: 600,
      startDate: '2027-11',
    };
    const q = `debts=${encodeURIComponent(JSON.stringify(input.debts))}&monthlyBudget=600&startDate=2027-11&schedule=monthly`;
    const csv = (await request(app).get(`/tools/debt-payoff-calculator/schedule.csv?${q}`).expect(200)).text;
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^Month,Date,Payment,Interest,Balance,/);
    expect(lines.slice(1, 4).map((l) => l.split(',')[1])).toEqual(['2027-11', '2027-12', '2028-01']);
    const text = textOf((await request(app).get(`/tools/debt-payoff-calculator?${q}`).expect(200)).text);
    expect(text).toMatch(/\n1\nNov 2027\n/);
    const r = await api('debt-payoff-calculator', input);
    const [y, m] = (r.payoffDate as string).split('-').map(Number);
    const month = new Date(Date.UTC(y!, m! - 1, 1)).toLocaleDateString('en-US', {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(figureAfter(text, 'Payoff date')).toBe(month);
  });
});
