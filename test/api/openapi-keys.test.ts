/** The OpenAPI document says how keys are sent (bearer or X-API-Key), that they are optional everywhere, what they can cost, and GET /api/v1/usage. */
import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { testApp } from '../support/app';

type Operation = {
  security?: unknown;
  responses: Record<string, { headers?: Record<string, unknown>; description?: string }>;
};

describe('OpenAPI: API keys', () => {
  const { app } = testApp({ CONTACT_EMAIL: 'sales@example.com' });

  it('declares both schemes, optional on every /api/v1 operation, and stays a valid document', async () => {
    const doc = (await request(app).get('/openapi.json').expect(200)).body;
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
    expect(doc.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
    });
    expect(doc.info.contact).toEqual({ name: 'API keys for commercial use', email: 'sales@example.com' });
    const api = Object.entries(doc.paths as Record<string, Record<string, Operation>>).filter(([path]) =>
      path.startsWith('/api/v1/'),
    );
    expect(api.length).toBeGreaterThanOrEqual(15);
    for (const [path, methods] of api) {
      for (const op of Object.values(methods)) {
        expect([path, op.security]).toEqual([path, [{}, { bearer: [] }, { apiKey: [] }]]);
        expect(op.responses['401']?.headers).toHaveProperty('WWW-Authenticate');
        expect(op.responses['401']?.description).toMatch(/invalid_api_key/);
      }
    }
    expect(doc.paths['/api/v1/calculate/emi-calculator'].post.responses['429'].description).toMatch(
      /rate_limited.*quota_exhausted/,
    );
  });

  it('documents GET /api/v1/usage, whose answers match its schema', async () => {
    const doc = (await request(app).get('/openapi.json').expect(200)).body;
    expect(doc.paths['/api/v1/usage'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Usage',
    });
    const Ajv = (await import('ajv/dist/2020')).default;
    const addFormats = (await import('ajv-formats')).default;
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    const validate = ajv.compile(doc.components.schemas.Usage);
    const body = (await request(app).get('/api/v1/usage').expect(200)).body;
    expect(validate(body) ? [] : validate.errors).toEqual([]);
  });

  it('without CONTACT_EMAIL there is no contact', async () => {
    const { app: plain } = testApp();
    expect((await request(plain).get('/openapi.json')).body.info.contact).toBeUndefined();
  });
});
