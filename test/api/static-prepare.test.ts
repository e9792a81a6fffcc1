/**
 * The answers served as bytes are built before the server listens (`prepareStaticAnswers`, awaited by the start):
 * every page that does not depend on the request is rendered once there, and the first request for each is written
 * from those bytes, no page rendered on the request.
 */
import request from 'supertest';
import { prepareStaticAnswers } from '../../src/api/app';
import { ERROR_CODE_LIST } from '../../src/errors/api-error';
import { renderDocument } from '../../src/pages/render';
import { testApp } from '../support/app';

jest.mock('../../src/pages/render', () => {
  const actual = jest.requireActual<typeof import('../../src/pages/render')>('../../src/pages/render');
  return { ...actual, renderDocument: jest.fn(actual.renderDocument) };
});
const renders = jest.mocked(renderDocument);

const PAGES = ['/', '/tools', '/api-docs', '/errors/invalid-input', '/errors/rate-limited'];

beforeEach(() => renders.mockClear());

it('prepares the home page, the catalog, /api-docs and every error code page', async () => {
  const { app } = testApp();
  const keys = await prepareStaticAnswers(app);
  expect(keys).toEqual(
    expect.arrayContaining(['/', '/tools', '/api-docs', ...ERROR_CODE_LIST.map((c) => `/errors/${c}`)]),
  );
  expect(keys).toHaveLength(3 + ERROR_CODE_LIST.length);
});

it('answers the first request for each prepared page from its bytes: nothing is rendered on the request', async () => {
  const { app, deps } = testApp();
  await prepareStaticAnswers(app);
  renders.mockClear();
  for (const path of PAGES) await request(app).get(path).expect(200);
  expect(renders).not.toHaveBeenCalled();
  const sent = (await deps.metrics.staticAnswers.get()).values.filter((v) => v.labels.outcome === 'sent');
  expect(sent.reduce((n, v) => n + v.value, 0)).toBe(PAGES.length);
});

it('without the preparation, the first request renders its page (and the second does not)', async () => {
  const { app } = testApp();
  await request(app).get('/api-docs').expect(200);
  expect(renders).toHaveBeenCalledTimes(1);
  await request(app).get('/api-docs').expect(200);
  expect(renders).toHaveBeenCalledTimes(1);
});
