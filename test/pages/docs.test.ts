/** /api-docs and /errors/<code>: every endpoint, the MCP section, the limits, and every URL the API hands out resolves. */
import request from 'supertest';
import { buildOpenApi } from '../../src/api/openapi';
import { calculators } from '../../src/calculators/registry';
import { ERROR_CODE_LIST } from '../../src/errors/api-error';
import { operationsOf } from '../../src/pages/templates/api-docs-endpoints';
import { testApp, TEST_BASE_URL } from '../support/app';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });

type Media = { example?: unknown };
type Operation = {
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
};

/** The path of one of our absolute URLs (they all start with BASE_URL). */
function local(url: string): string {
  expect(url.startsWith(`${TEST_BASE_URL}/`)).toBe(true);
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

describe('/api-docs', () => {
  it('renders every endpoint of the OpenAPI document, the MCP endpoint, the limits and every error code', async () => {
    const res = await request(app)
      .get('/api-docs')
      .expect(200)
      .expect('Content-Type', /text\/html/);
    const ops = operationsOf(buildOpenApi(TEST_BASE_URL, 'x'));
    expect(ops.length).toBeGreaterThanOrEqual(calculators.length + 2);
    for (const o of ops) {
      expect(res.text).toContain(`id="${o.id}"`);
      expect(res.text).toContain(`<code>${o.path}</code>`);
    }
    expect(res.text).toContain('id="mcp"');
    expect(res.text).toContain('<code>/mcp</code>');
    expect(res.text).toContain('tools/call');
    expect(res.text).toContain('id="rate-limits"');
    for (const h of ['RateLimit-Policy', 'X-RateLimit-Remaining', 'Retry-After']) expect(res.text).toContain(h);
    for (const code of ERROR_CODE_LIST) expect(res.text).toContain(`id="${code.replace(/_/g, '-')}"`);
    expect(res.text).toContain('href="/openapi.json"');
  });

  it('shows each operation with a full example request and its example response, and lists them by method and path', async () => {
    const html = (await request(app).get('/api-docs').expect(200)).text;
    const unescape = (t: string) =>
      t
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const doc = (await request(app).get('/openapi.json').expect(200)).body;
    for (const o of operationsOf(doc)) {
      const section = html.slice(html.indexOf(`id="${o.id}"`));
      const pre = (attr: string) =>
        unescape(new RegExp(`<pre[^>]*${attr}[^>]*><code>([\\s\\S]*?)</code>`).exec(section)![1]!);
      const media = (o.op as Operation).requestBody?.content['application/json'];
      if (media) expect(pre('data-example-request')).toContain(JSON.stringify(media.example, null, 2));
      else expect(pre('data-example-request')).toBe(`curl -s ${TEST_BASE_URL}${o.path}`);
      const ok = (o.op as Operation).responses['200']!.content!['application/json']!.example;
      expect(JSON.parse(pre('data-example-response'))).toEqual(ok);
      // The sidebar's link: the method and the path (tags stripped: the path may wrap after its slashes).
      const link = new RegExp(`<a href="#${o.id}"[^>]*>([\\s\\S]*?)</a>`).exec(html)![1]!;
      expect(link.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toBe(`${o.method} ${o.path}`);
    }
  });

  it('shows the configured limits', async () => {
    const { app: limited } = testApp({
      RATE_LIMIT_API_PER_MIN: '42',
      RATE_LIMIT_MCP_PER_MIN: '77',
      RATE_LIMIT_PAGE_PER_MIN: '99',
    });
    const res = await request(limited).get('/api-docs').expect(200);
    expect(res.text).toContain('<td>42</td>');
    expect(res.text).toContain('<td>77</td>');
    expect(res.text).toContain('<td>99</td>');
  });
});

describe('problem type URIs resolve to their explanation', () => {
  it.each(ERROR_CODE_LIST.map((c) => [c]))('/errors/%s', async (code) => {
    const res = await request(app)
      .get(`/errors/${code.replace(/_/g, '-')}`)
      .expect(200);
    expect(res.text).toContain(`<code>${code}</code>`);
    expect(res.text).toContain(`href="/api-docs#${code.replace(/_/g, '-')}"`);
  });

  it('the type of real problems from the API is such a page', async () => {
    const problems = [
      await request(app).post('/api/v1/calculate/emi-calculator').send({ principal: -1 }),
      await request(app).post('/api/v1/calculate/nope').send({}),
      await request(app).post('/api/v1/calculate/emi-calculator').set('Content-Type', 'application/json').send('{oops'),
      await request(app).get('/api/v1/nothing-here'),
    ];
    for (const p of problems) {
      expect(p.headers['content-type']).toMatch(/problem\+json/);
      await request(app).get(local(p.body.type)).expect(200);
    }
  });

  it('an unknown code is a 404 page', async () => {
    await request(app)
      .get('/errors/no-such-code')
      .expect(404)
      .expect('Content-Type', /text\/html/);
  });
});

describe('every URL the API returns answers 200', () => {
  it('web_url and embed_url of every tool, share_url, web_url and embed_url of every example result', async () => {
    const tools = (await request(app).get('/api/v1/tools').expect(200)).body.tools as Array<Record<string, unknown>>;
    const urls = new Set<string>();
    for (const t of tools) {
      urls.add(String(t.web_url));
      urls.add(String(t.embed_url));
      const { meta } = (
        await request(app)
          .post(`/api/v1/calculate/${String(t.slug)}`)
          .send(t.example_inputs as object)
          .expect(200)
      ).body;
      for (const k of ['web_url', 'share_url', 'embed_url']) urls.add(String(meta[k]));
      urls.add(String(meta.attribution).split(' — ').pop()!);
    }
    expect(urls.size).toBeGreaterThanOrEqual(36);
    for (const url of urls) await request(app).get(local(url)).expect(200);
  });
});
