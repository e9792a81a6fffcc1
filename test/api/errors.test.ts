/** Every row of the error table of DESIGN.md §3, and hostile bodies: always problem+json, never a 500. */
import request from 'supertest';
import { testApp, TEST_BASE_URL } from '../support/app';
import type { RatesStore } from '../../src/rates/rates-store';

const { app } = testApp();
const EMI = '/api/v1/calculate/emi-calculator';
const valid = { principal: 100000, annualRate: 10, tenureYears: 2 };

function expectProblem(res: request.Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.body).toEqual(
    expect.objectContaining({
      type: `${TEST_BASE_URL}/errors/${code.replace(/_/g, '-')}`,
      title: expect.any(String),
      status,
      code,
      detail: expect.any(String),
      request_id: expect.any(String),
    }),
  );
  expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace, ever
}

describe('error table', () => {
  it('400 malformed_json: the body is not valid JSON', async () => {
    expectProblem(await request(app).post(EMI).set('Content-Type', 'application/json').send('{"principal": 1,'), 400, 'malformed_json');
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a number', '42'],
    ['true', 'true'],
  ])('400 invalid_body: the body is %s', async (_name, body) => {
    expectProblem(await request(app).post(EMI).set('Content-Type', 'application/json').send(body), 400, 'invalid_body');
  });

  it('400 invalid_body: a POST with no body', async () => {
    expectProblem(await request(app).post(EMI), 400, 'invalid_body');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    '415 unsupported_media_type: Content-Type %s',
    async (type) => {
      expectProblem(await request(app).post(EMI).set('Content-Type', type).send('principal=1'), 415, 'unsupported_media_type');
    },
  );

  it('accepts application/json with a charset and application/*+json', async () => {
    await request(app).post(EMI).set('Content-Type', 'application/json; charset=utf-8').send(JSON.stringify(valid)).expect(200);
    await request(app).post(EMI).set('Content-Type', 'application/merge-patch+json').send(JSON.stringify(valid)).expect(200);
  });

  it('413 payload_too_large: a body over 100 kB', async () => {
    const big = JSON.stringify({ ...valid, padding: 'x'.repeat(110_000) });
    expectProblem(await request(app).post(EMI).set('Content-Type', 'application/json').send(big), 413, 'payload_too_large');
  });

  it('404 unknown_tool lists the available slugs', async () => {
    const res = await request(app).post('/api/v1/calculate/loan-shark').send(valid);
    expectProblem(res, 404, 'unknown_tool');
    expect(res.body.available).toHaveLength(12);
    expect(res.body.available).toContain('emi-calculator');
  });

  it('404 not_found for an unknown route', async () => {
    expectProblem(await request(app).get('/api/v2/nothing'), 404, 'not_found');
  });

  it('422 invalid_input lists every field error with its path', async () => {
    const res = await request(app).post(EMI).send({ principal: -5, annualRate: 1000 });
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.detail).toBe('3 inputs are invalid');
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { path: '/principal', code: 'minimum', message: 'must be >= 0' },
        { path: '/annualRate', code: 'maximum', message: 'must be <= 100' },
        { path: '/tenureYears', code: 'required', message: 'is required' },
      ]),
    );
  });

  it('422 invalid_input with allowed values for a bad select', async () => {
    const res = await request(app)
      .post('/api/v1/calculate/debt-payoff-calculator')
      .send({ debts: [{ name: 'Visa', balance: 1000, rate: 20, minPayment: 50 }], monthlyBudget: 200, strategy: 'cheapest' });
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.errors).toEqual([expect.objectContaining({ path: '/strategy', code: 'enum', allowed: ['avalanche', 'snowball'] })]);
  });

  it('422 unsatisfiable_input: budget below the sum of minimum payments', async () => {
    const res = await request(app)
      .post('/api/v1/calculate/debt-payoff-calculator')
      .send({
        debts: [
          { name: 'Visa', balance: 5000, rate: 22, minPayment: 150 },
          { name: 'Car', balance: 9000, rate: 6, minPayment: 250 },
        ],
        monthlyBudget: 300,
        strategy: 'avalanche',
      });
    expectProblem(res, 422, 'unsatisfiable_input');
    expect(res.body.errors[0].path).toBe('/monthlyBudget');
  });

  it('500 internal: no stack, no exception message', async () => {
    const broken: RatesStore = {
      current: () => Promise.reject(new Error('secret connection string redis://:hunter2@db')),
      save: () => Promise.resolve(),
    };
    const { app: brokenApp } = testApp({}, { rates: broken });
    const res = await request(brokenApp).post(EMI).send(valid);
    expectProblem(res, 500, 'internal');
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});

describe('hostile bodies', () => {
  it.each([
    ['__proto__ key', '{"principal":1000,"annualRate":5,"tenureYears":2,"__proto__":{"polluted":true}}', '/__proto__'],
    ['constructor key', '{"principal":1000,"annualRate":5,"tenureYears":2,"constructor":{"prototype":{"x":1}}}', '/constructor'],
    ['prototype key', '{"principal":1000,"annualRate":5,"tenureYears":2,"prototype":1}', '/prototype'],
  ])('%s is an unknown input (422), and pollutes nothing', async (_name, body, path) => {
    const res = await request(app).post(EMI).set('Content-Type', 'application/json').send(body);
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.errors).toEqual([expect.objectContaining({ path, code: 'unknown_field' })]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a number too large for a double (1e400 → Infinity) is out of range', async () => {
    const res = await request(app).post(EMI).set('Content-Type', 'application/json').send('{"principal":1e400,"annualRate":5,"tenureYears":2}');
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.errors[0].path).toBe('/principal');
  });

  it('NaN and Infinity literals are not JSON', async () => {
    expectProblem(await request(app).post(EMI).set('Content-Type', 'application/json').send('{"principal":NaN}'), 400, 'malformed_json');
    expectProblem(await request(app).post(EMI).set('Content-Type', 'application/json').send('{"principal":Infinity}'), 400, 'malformed_json');
  });

  it('deeply nested JSON is refused without recursion', async () => {
    const depth = 40_000;
    const body = `{"principal":1,"annualRate":1,"tenureYears":1,"x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    const res = await request(app).post(EMI).set('Content-Type', 'application/json').send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('huge arrays are capped by the schema', async () => {
    const debts = Array.from({ length: 51 }, (_, i) => ({ name: `d${i}`, balance: 100, rate: 5, minPayment: 10 }));
    const res = await request(app).post('/api/v1/calculate/debt-payoff-calculator').send({ debts, monthlyBudget: 10000, strategy: 'snowball' });
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.errors).toEqual([expect.objectContaining({ path: '/debts', code: 'maxItems' })]);
  });

  it('thousands of unknown keys produce a bounded error list', async () => {
    const body: Record<string, number> = { ...valid };
    for (let i = 0; i < 3000; i++) body[`k${i}`] = i;
    const res = await request(app).post(EMI).send(body);
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.errors.length).toBeLessThanOrEqual(50);
  });

  it('a request id from the client is echoed when it is safe, replaced when it is not', async () => {
    const ok = await request(app).post(EMI).set('X-Request-Id', 'abc-123').send(valid);
    expect(ok.headers['x-request-id']).toBe('abc-123');
    const bad = await request(app).post(EMI).set('X-Request-Id', 'evil\tinjected"}').send({});
    expect(bad.headers['x-request-id']).not.toContain('evil');
    expect(bad.body.request_id).toBe(bad.headers['x-request-id']);
  });
});
