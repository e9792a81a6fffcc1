/**
 * Answers built once per process (`/openapi.json`, `/api/v1/tools`, `/api-docs`, the home page, the catalog, the
 * error pages, the assets): every encoding the same bytes, each with its own strong ETag, Cache-Control, 304 to a
 * matching If-None-Match (RFC 9110 §13.1.2: weak comparison, lists, `*`), weighed by their bytes in the budget.
 */
import request from 'supertest';
import { noneMatch } from '../../src/pages/static-answer';
import { testApp } from '../support/app';

const { app, deps } = testApp();

function raw(path: string, encoding: string, headers: Record<string, string> = {}) {
  return request(app)
    .get(path)
    .set({ 'Accept-Encoding': encoding, ...headers })
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

const CASES: ReadonlyArray<[string, string, string]> = [
  ['/openapi.json', 'application/json; charset=utf-8', 'public, max-age=300'],
  ['/api/v1/tools', 'application/json; charset=utf-8', 'public, max-age=300'],
  ['/api-docs', 'text/html; charset=utf-8', 'public, no-cache'],
  ['/', 'text/html; charset=utf-8', 'public, no-cache'],
  ['/tools', 'text/html; charset=utf-8', 'public, no-cache'],
  ['/errors/invalid-input', 'text/html; charset=utf-8', 'public, no-cache'],
];

describe.each(CASES)('%s', (path, type, cacheControl) => {
  it('answers br, gzip or identity as the client ranks them, the same bytes, each with its own stable strong ETag', async () => {
    const identity = await raw(path, 'identity').expect(200);
    const br = await raw(path, 'br;q=1, gzip;q=0.5').expect(200);
    const gzip = await raw(path, 'gzip').expect(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const text = (identity.body as Buffer).toString('utf8');
    // The client decodes both (superagent does); each is the same document, a fraction of its size on the wire.
    expect((br.body as Buffer).toString('utf8')).toBe(text);
    expect((gzip.body as Buffer).toString('utf8')).toBe(text);
    expect(Number(br.headers['content-length'])).toBeLessThan(text.length / 2);
    expect(Number(gzip.headers['content-length'])).toBeLessThan(text.length / 2);
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(text));
    for (const r of [identity, br, gzip]) {
      expect(r.headers.vary).toMatch(/Accept-Encoding/);
      expect(r.headers['content-type']).toBe(type);
      expect(r.headers['cache-control']).toBe(cacheControl);
      expect(r.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}(-br|-gz)?"$/);
    }
    expect(new Set([identity, br, gzip].map((r) => r.headers.etag)).size).toBe(3);
    // Stable across requests: the same bytes, the same tag.
    expect((await raw(path, 'br').expect(200)).headers.etag).toBe(br.headers.etag);
    expect((await raw(path, 'identity').expect(200)).headers.etag).toBe(identity.headers.etag);
  });

  it('answers 304 to a matching If-None-Match (exact, weak, in a list, *) and the whole answer otherwise', async () => {
    const first = await raw(path, 'gzip').expect(200);
    const etag = String(first.headers.etag);
    const other = String((await raw(path, 'identity').expect(200)).headers.etag);
    for (const field of [etag, `W/${etag}`, `"nothing", ${etag}`, `W/"x",${etag} ,"y"`, '*']) {
      const again = await raw(path, 'gzip', { 'If-None-Match': field }).expect(304);
      expect((again.body as Buffer).length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(cacheControl);
      expect(again.headers.vary).toMatch(/Accept-Encoding/);
    }
    // Another encoding's tag names another representation; an unknown tag, or a field that is no list of tags, none.
    for (const field of [other, '"other"', 'W/"other", "more"', etag.slice(1, -1)]) {
      const whole = await raw(path, 'gzip', { 'If-None-Match': field }).expect(200);
      expect(whole.headers.etag).toBe(etag);
      expect(whole.headers['content-length']).toBe(first.headers['content-length']);
    }
    const head = await request(app).head(path).set('Accept-Encoding', 'identity').expect(200);
    expect(head.headers['content-length']).toBe(
      String(Buffer.byteLength((await raw(path, 'identity')).body as Buffer)),
    );
    expect(head.text ?? '').toBe('');
  });
});

describe('If-None-Match (RFC 9110 §13.1.2, weak comparison)', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['*', true],
    [' * ', true],
    ['"abc-br"', true],
    ['W/"abc-br"', true],
    ['"abc"', false],
    ['"x", "abc-br"', true],
    ['"x",W/"abc-br" ', true],
    ['"x", , "abc-br"', true],
    ['abc-br', false],
    ['"x", garbage, "abc-br"', false],
    ['"abc-br', false],
    ['*, "x"', false],
  ])('%j against "abc-br": %s', (field, matches) => {
    expect(noneMatch(field, '"abc-br"')).toBe(matches);
  });
});

describe('what static answers cost', () => {
  it('their bytes written, one light point per 64 KiB: the whole document costs more than its brotli form', async () => {
    const { app: limited, deps: d } = testApp({ RATE_LIMIT_LIGHT_PER_MIN: '100' });
    const br = await request(limited).get('/openapi.json').set('Accept-Encoding', 'br').expect(200);
    expect(Number(br.headers['content-length'])).toBeLessThan(64 * 1024);
    expect(br.headers.ratelimit).toMatch(/^"light";r=99;/);
    const plain = await request(limited).get('/openapi.json').set('Accept-Encoding', 'identity').expect(200);
    const points = Math.ceil(Number(plain.headers['content-length']) / (64 * 1024));
    expect(points).toBeGreaterThan(4);
    // The answer is sent, and the next request pays for it.
    const next = await request(limited).get('/api-docs').set('If-None-Match', '*').expect(304);
    expect(next.headers.ratelimit).toMatch(new RegExp(`^"light";r=${100 - 1 - points - 1};`));
    expect(await d.metrics.registry.getSingleMetricAsString('rate_limit_weight_points_total')).toContain(
      `rate_limit_weight_points_total{limit="light"} ${points - 1}`,
    );
  });

  it('static_answers_total counts the bytes sent and the 304s by kind', async () => {
    const etag = String((await request(app).get('/tools').set('Accept-Encoding', 'br').expect(200)).headers.etag);
    await request(app).get('/tools').set('Accept-Encoding', 'br').set('If-None-Match', etag).expect(304);
    const text = await deps.metrics.registry.getSingleMetricAsString('static_answers_total');
    expect(text).toMatch(/static_answers_total\{kind="page",outcome="sent"\} [1-9]/);
    expect(text).toMatch(/static_answers_total\{kind="page",outcome="not_modified"\} [1-9]/);
  });
});
