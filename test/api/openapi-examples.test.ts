/**
 * The OpenAPI document carries an example for every request body and parameter and for every response with a body,
 * each valid against its own schema, and a calculator's example answer is what the API answers to its example request.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { testApp } from '../support/app';

type Media = { schema: unknown; example?: unknown };
type Operation = {
  parameters?: Array<{ name: string; schema: unknown; example?: unknown }>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

describe('OpenAPI examples', () => {
  const { app } = testApp();
  let doc: { paths: Record<string, Record<string, Operation>>; components: unknown };
  let ajv: Ajv2020;
  const ID = 'https://fincalc.test/openapi.json';
  const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
  /** Validates `value` against the schema at `parts` of the document (its $refs resolved in the document). */
  function check(value: unknown, ...parts: string[]): void {
    const validate = ajv.getSchema(`${ID}#/${pointer(...parts)}`)!;
    expect([parts.join(' '), validate(value) ? [] : validate.errors]).toEqual([parts.join(' '), []]);
  }

  beforeAll(async () => {
    doc = (await request(app).get('/openapi.json').expect(200)).body;
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...doc, $id: ID });
  });

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );

  it('has an example for every request body and parameter, valid against its schema', () => {
    let bodies = 0;
    for (const { path, method, op } of operations()) {
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        expect([path, media.example === undefined]).toEqual([path, false]);
        check(media.example, 'paths', path, method, 'requestBody', 'content', type, 'schema');
        bodies++;
      }
      (op.parameters ?? []).forEach((p, i) => {
        expect([path, p.name, p.example === undefined]).toEqual([path, p.name, false]);
        check(p.example, 'paths', path, method, 'parameters', String(i), 'schema');
      });
    }
    expect(bodies).toBe(calculators.length);
  });

  it('has an example for every response with a body, valid against its schema', () => {
    let responses = 0;
    for (const { path, method, op } of operations()) {
      expect([path, op.responses['200']?.content]).toEqual([path, expect.anything()]);
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) {
          expect([path, status, media.example === undefined]).toEqual([path, status, false]);
          check(media.example, 'paths', path, method, 'responses', status, 'content', type, 'schema');
          responses++;
        }
      }
    }
    expect(responses).toBeGreaterThan(100);
  });

  it("a calculator's example answer is the API's answer to its example request", async () => {
    for (const { path, op } of operations().filter((o) => o.path.startsWith('/api/v1/calculate/'))) {
      const body = op.requestBody!.content['application/json']!.example;
      const answer = (
        await request(app)
          .post(path)
          .send(body as object)
          .expect(200)
      ).body;
      const example = op.responses['200']!.content!['application/json']!.example as { result: unknown; meta: object };
      expect([path, example.result]).toEqual([path, answer.result]);
      expect(Object.keys(example.meta).sort()).toEqual(Object.keys(answer.meta).sort());
      const refused = op.responses['422']!.content!['application/problem+json']!.example as { errors: unknown[] };
      const empty = (await request(app).post(path).send({}).expect(422)).body;
      expect([path, refused.errors]).toEqual([path, empty.errors]);
    }
  });
});
