/**
 * Security headers: JSON answers on /api and /mcp carry the API set (API_SECURITY_HEADERS), whichever
 * way they are answered (routes, errors, 404s); pages and everything else keep helmet's defaults.
 */
import request from 'supertest';
import { modernRequest } from '../mcp/support/mcp-http';
import { testApp } from '../support/app';

const API_SET = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** helmet's document-oriented headers, which a JSON answer does not carry. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers', () => {
  const { app } = testApp();
  const call = modernRequest('tools/call', {
    name: 'emi-calculator',
    arguments: { principal: 1000, annualRate: 5, tenureYears: 1 },
  });

  it.each([
    [
      'POST calculate',
      () =>
        request(app).post('/api/v1/calculate/emi-calculator').send({ principal: 1000, annualRate: 5, tenureYears: 1 }),
    ],
    ['POST calculate, 422', () => request(app).post('/api/v1/calculate/emi-calculator').send({ principal: -1 })],
    [
      'POST calculate, query string',
      () =>
        request(app)
          .post('/api/v1/calculate/emi-calculator?x=1')
          .send({ principal: 1000, annualRate: 5, tenureYears: 1 }),
    ],
    ['GET /api/v1/rates', () => request(app).get('/api/v1/rates')],
    ['GET /api/v1/tools', () => request(app).get('/api/v1/tools')],
    ['unknown /api path (404)', () => request(app).get('/api/v1/nothing-here')],
    [
      'POST /mcp',
      () =>
        request(app)
          .post('/mcp')
          .set(call.headers)
          .set('Accept', 'application/json, text/event-stream')
          .send(call.body),
    ],
    ['GET /mcp (405)', () => request(app).get('/mcp')],
  ])('%s: the JSON API set, and none of the document headers', async (_name, send) => {
    const res = await send();
    expect(res.headers).toEqual(expect.objectContaining(API_SET));
    for (const name of DOCUMENT_ONLY) expect(res.headers[name]).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each([['/'], ['/tools/emi-calculator'], ['/healthz']])('%s keeps helmet defaults', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).not.toBe(API_SET['content-security-policy']);
  });
});
