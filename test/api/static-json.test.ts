/** Documents encoded once at start (`/openapi.json`, `/api/v1/tools`): every encoding the same document, 304 on a match. */
import request from 'supertest';
import { testApp } from '../support/app';

const { app } = testApp();

describe.each(['/openapi.json', '/api/v1/tools'])('%s', (path) => {
  it('answers br, gzip or identity as the client ranks them, each the same JSON, with one ETag', async () => {
    const raw = (encoding: string) =>
      request(app)
        .get(path)
        .set('Accept-Encoding', encoding)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
    const identity = await raw('identity');
    const br = await raw('br;q=1, gzip;q=0.5');
    const gzip = await raw('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const text = (identity.body as Buffer).toString('utf8');
    expect(JSON.parse(text)).toBeInstanceOf(Object);
    // The client decodes both (superagent does); each is the same document, a fraction of its size on the wire.
    expect((br.body as Buffer).toString('utf8')).toBe(text);
    expect((gzip.body as Buffer).toString('utf8')).toBe(text);
    expect(Number(br.headers['content-length'])).toBeLessThan(text.length / 4);
    expect(Number(gzip.headers['content-length'])).toBeLessThan(text.length / 4);
    for (const r of [identity, br, gzip]) {
      expect(r.headers.vary).toMatch(/Accept-Encoding/);
      expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(r.headers['cache-control']).toBe('public, max-age=300');
      expect(r.headers.etag).toBe(identity.headers.etag);
    }
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(text));
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await request(app).get(path).set('Accept-Encoding', 'identity').expect(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9_-]+"$/);
    const again = await request(app).get(path).set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    await request(app).get(path).set('If-None-Match', 'W/"other"').expect(200);
    const head = await request(app).head(path).set('Accept-Encoding', 'identity').expect(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
  });
});
