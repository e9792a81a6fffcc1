/** Every row of the error table (docs/api.md, "Errors"), and hostile bodies: always problem+json, never a 500. */
import zlib from 'node:zlib';
import request from 'supertest';
import { testApp, TEST_BASE_URL } from '../support/app';
import { listenOnLoopback, type Loopback } from '../support/loopback';
import { ERROR_CODE_LIST, ERROR_CODES, type ErrorCode } from '../../src/errors/api-error';
import { loadSnapshot, type RatesData } from '../../src/rates/rates-data';
import { MemoryRatesStore, type RatesStore } from '../../src/rates/rates-store';
import { keyedApp } from '../support/keys';
import { redisAvailable } from '../support/redis';
import { calculators } from '../../src/calculators/registry';

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

const broken: RatesStore = {
  current: () => Promise.reject(new Error('secret connection string redis://:hunter2@db')),
  save: () => Promise.resolve(),
};

/** One request per error code: the list is ERROR_CODES itself, so a new code without a test fails to compile. */
const TRIGGERS: Record<ErrorCode, () => PromiseLike<request.Response>> = {
  malformed_json: () => request(app).post(EMI).set('Content-Type', 'application/json').send('{"principal": 1,'),
  invalid_body: () => request(app).post(EMI).set('Content-Type', 'application/json').send('[1]'),
  unsupported_media_type: () => request(app).post(EMI).set('Content-Type', 'text/plain').send('principal=1'),
  payload_too_large: () =>
    request(app)
      .post(EMI)
      .send({ ...valid, padding: 'x'.repeat(110_000) }),
  not_found: () => request(app).get('/api/v2/nothing'),
  method_not_allowed: () => request(app).delete('/api/v1/tools'),
  // Embedded mode issues no keys: any key is refused, never served anonymously (test/integration/api-keys.test.ts: with Redis).
  invalid_api_key: () =>
    request(app).get('/api/v1/tools').set('Authorization', 'Bearer fc_live_00000000000000000000000000000000'),
  unknown_tool: () => request(app).post('/api/v1/calculate/loan-shark').send(valid),
  invalid_input: () => request(app).post(EMI).send({ principal: -5 }),
  unsatisfiable_input: () =>
    request(app)
      .post('/api/v1/calculate/debt-payoff-calculator')
      .send({
        debts: [{ name: 'Visa', balance: 5000, rate: 22, minPayment: 150 }],
        monthlyBudget: 100,
        strategy: 'avalanche',
      }),
  rate_limited: async () => {
    const { app: tight } = testApp({ RATE_LIMIT_API_PER_MIN: '1' });
    await request(tight).get('/api/v1/rates').expect(200);
    return request(tight).get('/api/v1/rates');
  },
  quota_exhausted: () => exhaustQuota(),
  service_unavailable: () => {
    const noFx = new MemoryRatesStore({ ...loadSnapshot(), fx: undefined } as unknown as RatesData);
    const { app: fxless } = testApp({}, { rates: noFx });
    return request(fxless)
      .post('/api/v1/calculate/currency-converter')
      .send({ amount: 1, fromCurrency: 'USD', toCurrency: 'EUR' });
  },
  internal: () =>
    request(testApp({}, { rates: broken }).app)
      .post(EMI)
      .send(valid),
};

/** A key on a plan of one request a month, used twice (keys live in Redis: this row needs one). */
async function exhaustQuota(): Promise<request.Response> {
  const {
    app: keyed,
    key,
    close,
  } = await keyedApp({ API_PLANS: '{"tiny":{"restPerMinute":10,"mcpPerMinute":10,"monthlyQuota":1}}' }, 'tiny');
  try {
    await request(keyed).get('/api/v1/tools').set('X-API-Key', key).expect(200);
    return await request(keyed).get('/api/v1/tools').set('X-API-Key', key);
  } finally {
    await close();
  }
}

describe('every error code of ERROR_CODES', () => {
  // quota_exhausted needs a keyed app, on Redis: collected as skipped when the run has none.
  const needsRedis = (code: ErrorCode) => code === 'quota_exhausted';
  const run = ERROR_CODE_LIST.filter((code) => redisAvailable() || !needsRedis(code));
  const skipped = ERROR_CODE_LIST.filter((code) => !run.includes(code));
  if (skipped.length > 0) it.skip.each(skipped)('%s is answered with its status and title', () => undefined);
  it.each(run)('%s is answered with its status and title', async (code) => {
    const res = await TRIGGERS[code]();
    expectProblem(res, ERROR_CODES[code].status, code);
    expect(res.body.title).toBe(ERROR_CODES[code].title);
  });
});

describe('error table', () => {
  it('400 malformed_json: the body is not valid JSON', async () => {
    expectProblem(
      await request(app).post(EMI).set('Content-Type', 'application/json').send('{"principal": 1,'),
      400,
      'malformed_json',
    );
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
    const res = await request(app).post(EMI);
    expectProblem(res, 400, 'invalid_body');
    expect(res.body.detail).toBe('A JSON object body is required');
  });

  it("400 invalid_body: an empty JSON body (curl -d '') is no body, not an object missing every input", async () => {
    const res = await request(app).post(EMI).set('Content-Type', 'application/json').send('');
    expectProblem(res, 400, 'invalid_body');
    expect(res.body.detail).toBe('A JSON object body is required');
    expect(res.body.errors).toBeUndefined();
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    '415 unsupported_media_type: Content-Type %s',
    async (type) => {
      expectProblem(
        await request(app).post(EMI).set('Content-Type', type).send('principal=1'),
        415,
        'unsupported_media_type',
      );
    },
  );

  it('accepts application/json with a charset and application/*+json', async () => {
    await request(app)
      .post(EMI)
      .set('Content-Type', 'application/json; charset=utf-8')
      .send(JSON.stringify(valid))
      .expect(200);
    await request(app)
      .post(EMI)
      .set('Content-Type', 'application/merge-patch+json')
      .send(JSON.stringify(valid))
      .expect(200);
  });

  it.each(['utf-16le', 'UTF-16', '"utf-16be"', 'latin1'])(
    '415 unsupported_media_type: JSON in charset %s (JSON is UTF-8, RFC 8259)',
    async (charset) => {
      const res = await request(app)
        .post(EMI)
        .set('Content-Type', `application/json; charset=${charset}`)
        .send(Buffer.from(JSON.stringify(valid), 'utf16le'));
      expectProblem(res, 415, 'unsupported_media_type');
      expect(res.body.detail).toContain(charset.replaceAll('"', '').toLowerCase());
    },
  );

  it('413 payload_too_large: a body over 100 kB', async () => {
    const big = JSON.stringify({ ...valid, padding: 'x'.repeat(110_000) });
    expectProblem(
      await request(app).post(EMI).set('Content-Type', 'application/json').send(big),
      413,
      'payload_too_large',
    );
  });

  it('404 unknown_tool lists the available slugs', async () => {
    const res = await request(app).post('/api/v1/calculate/loan-shark').send(valid);
    expectProblem(res, 404, 'unknown_tool');
    expect(res.body.available).toHaveLength(calculators.length);
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
      .send({
        debts: [{ name: 'Visa', balance: 1000, rate: 20, minPayment: 50 }],
        monthlyBudget: 200,
        strategy: 'cheapest',
      });
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.errors).toEqual([
      expect.objectContaining({ path: '/strategy', code: 'enum', allowed: ['avalanche', 'snowball'] }),
    ]);
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
    [
      'constructor key',
      '{"principal":1000,"annualRate":5,"tenureYears":2,"constructor":{"prototype":{"x":1}}}',
      '/constructor',
    ],
    ['prototype key', '{"principal":1000,"annualRate":5,"tenureYears":2,"prototype":1}', '/prototype'],
  ])('%s is an unknown input (422), and pollutes nothing', async (_name, body, path) => {
    const res = await request(app).post(EMI).set('Content-Type', 'application/json').send(body);
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.errors).toEqual([expect.objectContaining({ path, code: 'unknown_field' })]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a number too large for a double (1e400 → Infinity) is out of range', async () => {
    const res = await request(app)
      .post(EMI)
      .set('Content-Type', 'application/json')
      .send('{"principal":1e400,"annualRate":5,"tenureYears":2}');
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.errors).toEqual([
      {
        path: '/principal',
        code: 'out_of_range',
        message: 'is out of range: the number is too large to represent; must be <= 1000000000000',
      },
    ]);
    const negative = await request(app)
      .post(EMI)
      .set('Content-Type', 'application/json')
      .send('{"principal":1000,"annualRate":-1e400,"tenureYears":2}');
    expect(negative.body.errors).toEqual([
      {
        path: '/annualRate',
        code: 'out_of_range',
        message: 'is out of range: the number is too small to represent; must be >= 0',
      },
    ]);
  });

  it('NaN and Infinity literals are not JSON', async () => {
    expectProblem(
      await request(app).post(EMI).set('Content-Type', 'application/json').send('{"principal":NaN}'),
      400,
      'malformed_json',
    );
    expectProblem(
      await request(app).post(EMI).set('Content-Type', 'application/json').send('{"principal":Infinity}'),
      400,
      'malformed_json',
    );
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
    const res = await request(app)
      .post('/api/v1/calculate/debt-payoff-calculator')
      .send({ debts, monthlyBudget: 10000, strategy: 'snowball' });
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

describe('405 method_not_allowed on a path that exists', () => {
  it.each([
    ['GET', EMI, 'POST'],
    ['PUT', '/api/v1/calculate/loan-shark', 'POST'],
    ['DELETE', '/api/v1/tools', 'GET, HEAD'],
    ['POST', '/api/v1/rates', 'GET, HEAD'],
    ['POST', '/healthz', 'GET, HEAD'],
    ['PATCH', '/readyz', 'GET, HEAD'],
    ['POST', '/openapi.json', 'GET, HEAD'],
    // the pages: read, never written
    ['POST', '/tools', 'GET, HEAD'],
    ['POST', '/', 'GET, HEAD'],
    ['PUT', '/tools/emi-calculator', 'GET, HEAD'],
    ['DELETE', '/tools/emi-calculator/embed', 'GET, HEAD'],
    ['POST', '/tools/emi-calculator/schedule.csv', 'GET, HEAD'],
    ['POST', '/api-docs', 'GET, HEAD'],
  ])('%s %s → 405 with Allow: %s', async (method, path, allow) => {
    const res = await request(app)[method.toLowerCase() as 'get'](path);
    expectProblem(res, 405, 'method_not_allowed');
    expect(res.headers.allow).toBe(allow);
    expect(res.body.detail).toBe(`${method} is not allowed on ${path}; allowed: ${allow}`);
  });

  it('HEAD works wherever GET does; OPTIONS outside CORS answers 204 with Allow', async () => {
    await request(app).head('/healthz').expect(200);
    const options = await request(app).options('/healthz').expect(204);
    expect(options.headers.allow).toBe('GET, HEAD');
    const page = await request(app).options('/tools').expect(204);
    expect(page.headers.allow).toBe('GET, HEAD');
  });

  it('a browser posting to a page gets the 405 too, not an error page', async () => {
    const res = await request(app).post('/tools/emi-calculator').set('Accept', 'text/html').send('x=1');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('an unknown path is still 404', async () => {
    expectProblem(await request(app).delete('/api/v1/nothing'), 404, 'not_found');
  });
});

describe('Content-Encoding of request bodies', () => {
  const body = JSON.stringify(valid);
  let base = '';
  let server: Loopback;
  beforeAll(async () => {
    server = await listenOnLoopback(app);
    base = `http://127.0.0.1:${server.port}`;
  });
  afterAll(() => server.close());

  // Raw bytes need a real socket: supertest would re-encode a Buffer body.
  const post = (encoding: string, data: Buffer) =>
    fetch(`${base}${EMI}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      body: new Uint8Array(data),
    });

  it.each([
    ['gzip', zlib.gzipSync(body)],
    ['deflate', zlib.deflateSync(body)],
    ['br', zlib.brotliCompressSync(body)],
  ])('a %s body is inflated and computed', async (encoding, data) => {
    expect((await post(encoding, data)).status).toBe(200);
  });

  it.each([
    ['gzip', Buffer.from('not gzip at all')],
    ['gzip', zlib.gzipSync(body).subarray(0, 20)],
    ['deflate', Buffer.from('not deflate')],
    ['br', Buffer.from('not brotli')],
  ])('a corrupt %s body is 400 invalid_body, never 500', async (encoding, data) => {
    const res = await post(encoding, data);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      expect.objectContaining({
        code: 'invalid_body',
        detail: `The request body could not be decoded as Content-Encoding '${encoding}'`,
      }),
    );
  });

  it('an unsupported encoding is 415 naming it and the ones we take', async () => {
    const res = await post('compress', Buffer.from(body));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual(
      expect.objectContaining({
        code: 'unsupported_media_type',
        detail: "Content-Encoding 'compress' is not supported; send identity, gzip, deflate or br",
      }),
    );
  });
});

describe('field error messages', () => {
  it('detail counts inputs, not errors', async () => {
    const res = await request(app)
      .post('/api/v1/calculate/currency-converter')
      .send({ amount: 1, fromCurrency: '1', toCurrency: 'EUR' });
    expectProblem(res, 422, 'invalid_input');
    expect(res.body.errors.length).toBeGreaterThan(1); // minLength and pattern
    expect(new Set(res.body.errors.map((e: { path: string }) => e.path))).toEqual(new Set(['/fromCurrency']));
    expect(res.body.detail).toBe('1 input is invalid');
  });

  it('prints bounds as written, with the unit a bare number would leave ambiguous', async () => {
    const res = await request(app).post(EMI).send({ principal: 1000, annualRate: 5, tenureYears: 0.01 });
    expect(res.body.errors).toEqual([{ path: '/tenureYears', code: 'minimum', message: 'must be >= 1/12 year' }]);
    const long = await request(app).post(EMI).send({ principal: 1000, annualRate: 5, tenureYears: 101 });
    expect(long.body.errors).toEqual([{ path: '/tenureYears', code: 'maximum', message: 'must be <= 100 years' }]);
  });

  it.each([
    ['sip-calculator', { monthlyAmount: 100, annualReturn: 10, years: 5, stepUp: 10 }, '/stepUp', 'stepUpPercent'],
    [
      'investment-return-calculator',
      { initialInvestment: 100, annualReturn: 7, years: 5, inflation: 3 },
      '/inflation',
      'inflationRate',
    ],
    ['emi-calculator', { principal: 1000, annualRate: 5, tenureYears: 2, Schedule: 'none' }, '/Schedule', 'schedule'],
    ['emi-calculator', { principal: 1000, anualRate: 5, tenureYears: 2 }, '/anualRate', 'annualRate'],
  ])('%s: did you mean catches prefixes, case and typos (%j)', async (slug, body, path, suggestion) => {
    const res = await request(app).post(`/api/v1/calculate/${slug}`).send(body);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path,
          code: 'unknown_field',
          message: `is not a known input; did you mean '${suggestion}'?`,
        }),
      ]),
    );
  });
});
