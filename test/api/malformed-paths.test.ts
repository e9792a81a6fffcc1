/** A path whose percent-encoding does not decode names nothing: 404, never a 500 that pages the on-call. */
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { testApp } from '../support/app';

function appWithLog() {
  const lines: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write: (chunk: Buffer, _enc, cb) => (
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string }),
      cb()
    ),
  });
  return { ...testApp({}, { logger: pino({ level: 'info' }, sink) }), lines };
}

describe('malformed percent-encoding', () => {
  it.each(['/tools/%ZZ', '/tools/%ZZ/embed', '/errors/%ZZ', '/assets/%ZZ', '/tools/%E0%A4%A'])(
    'GET %s is the HTML not-found page, logged below error',
    async (path) => {
      const { app, lines } = appWithLog();
      const res = await request(app).get(path).set('Accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('Page not found');
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);
      // The page policy, not helmet's default: no inline styles, never framed.
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("style-src 'self';");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    },
  );

  it.each([
    ['post', '/api/v1/calculate/%ZZ'],
    ['get', '/api/v1/tools/%ZZ'],
    ['post', '/api/v1/calculate/%E0%A4%A'],
  ] as const)('%s %s is problem+json not_found, logged below error', async (method, path) => {
    const { app, lines } = appWithLog();
    const res = await request(app)[method](path).send({});
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'not_found', status: 404 });
    expect(res.text).not.toMatch(/URIError|decode param|at /);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });
});
