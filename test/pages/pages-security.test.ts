/** Headers and escaping of the pages: strict nonce CSP, framing only for embeds, no cookies, hostile query strings. */
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { describeInputs } from '../../src/schemas/descriptors';
import { testApp } from '../support/app';
import { XSS_PAYLOADS } from './support';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });

function csp(res: request.Response): Record<string, string> {
  const header = String(res.headers['content-security-policy']);
  return Object.fromEntries(header.split(/;\s*/).map((d) => [d.split(' ')[0]!, d.split(' ').slice(1).join(' ')]));
}

/** The directives every page has, and its one script: ours, from /assets/, nothing loaded from another origin. */
function expectStrictPage(res: request.Response, scriptAttribute: RegExp) {
  const p = csp(res);
  expect(p['default-src']).toBe("'none'");
  expect(p['style-src']).toBe("'self'");
  expect(p['base-uri']).toBe("'none'");
  expect(p['object-src']).toBe("'none'");
  const scripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(scriptAttribute);
  expect(scripts[0]).toMatch(/src="\/assets\/app-[0-9a-f]{12}\.js"/);
  expect(res.text).not.toMatch(/\sstyle="/);
  expect(res.text).not.toMatch(/\ssrc="(https?:)?\/\//);
  const links = [...res.text.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]).filter((l) => !l.includes('rel="canonical"'));
  for (const l of links) expect(l).toMatch(/href="\/assets\//);
}

describe('content security policy', () => {
  it.each(['/tools/emi-calculator', '/tools/emi-calculator/embed'])(
    '%s: only our nonced script runs, nothing loads from another origin',
    async (path) => {
      const res = await request(app).get(path).expect(200);
      const nonce = /'nonce-([^']+)'/.exec(csp(res)['script-src']!)![1]!;
      expect(csp(res)['script-src']).toBe(`'nonce-${nonce}' 'strict-dynamic'`);
      expectStrictPage(res, new RegExp(`nonce="${nonce.replace(/[+/]/g, '\\$&')}"`));
    },
  );

  it.each(['/', '/tools', '/api-docs', '/errors/invalid-input'])(
    '%s (built once for everyone): scripts from our origin only, no nonce, not framable',
    async (path) => {
      const res = await request(app).get(path).expect(200);
      expect(csp(res)['script-src']).toBe("'self'");
      expect(csp(res)['frame-ancestors']).toBe("'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expectStrictPage(res, /^(?!.*nonce)/);
    },
  );

  it('uses a fresh nonce on every page built per request', async () => {
    const a = csp(await request(app).get('/tools/emi-calculator'))['script-src'];
    const b = csp(await request(app).get('/tools/emi-calculator'))['script-src'];
    expect(a).not.toBe(b);
  });
});

describe('framing', () => {
  it('full pages may not be framed by anyone', async () => {
    const res = await request(app).get('/tools/emi-calculator').expect(200);
    expect(csp(res)['frame-ancestors']).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('embeds may be framed by any site, and set no cookie', async () => {
    const res = await request(app)
      .get('/tools/emi-calculator/embed?principal=1000&annualRate=5&tenureYears=2')
      .expect(200);
    expect(csp(res)['frame-ancestors']).toBe('*');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('every value from the query string is escaped', () => {
  // Every input of every calculator, scalars and list rows alike, gets each payload.
  const cases = calculators.flatMap((c) => XSS_PAYLOADS.map((p) => [c.slug, p] as const));

  it.each(cases)('%s with %s', async (slug, payload) => {
    const calc = calculators.find((c) => c.slug === slug)!;
    const q = new URLSearchParams();
    for (const [name, d] of Object.entries(describeInputs(calc.inputSchema))) {
      if (d.item_inputs) for (const item of Object.keys(d.item_inputs)) q.set(`${name}.0.${item}`, payload);
      else q.set(name, payload);
    }
    q.set(payload, payload); // an unknown input named by the payload, echoed in the error summary
    for (const path of [`/tools/${slug}`, `/tools/${slug}/embed`]) {
      const res = await request(app).get(`${path}?${q}`);
      expect(res.status).toBe(422);
      expect(res.text).not.toContain('<script>alert');
      expect(res.text).not.toContain('<img src=x');
      // The quote that would end an attribute never appears raw, so `onerror=` stays inside the value.
      expect(res.text).not.toContain(`"'>`);
      expect(res.text).not.toMatch(/(href|src|action)="javascript:/i);
      // What was typed is shown back, escaped.
      if (payload.startsWith('<script>')) expect(res.text).toContain('&lt;script>alert(1)&lt;/script>');
    }
  });
});
