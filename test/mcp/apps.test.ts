/**
 * MCP Apps on the wire: each tool names its app (`_meta.ui.resourceUri`, and the older
 * `ui/resourceUri`), the app documents are listed and read as `text/html;profile=mcp-app`, each a
 * self-contained page (inline script and style, nothing loaded from anywhere) with the CSP it
 * needs declared: none. Revisions before `_meta` existed (2024-11-05, 2025-03-26) see no `_meta`.
 * The app running in a real host is test/mcp/browser/mcp-app.browser.test.ts.
 */
import { calculators } from '../../src/calculators/registry';
import { testApp } from '../support/app';
import { LEGACY, postLegacy, postModern } from './support/mcp-http';

const { app } = testApp();
const post = (revision: string, method: string, params: Record<string, unknown> = {}) =>
  revision === '2026-07-28' ? postModern(app, method, params) : postLegacy(app, revision, method, params);

describe.each([...LEGACY, '2026-07-28'])('%s', (revision) => {
  const hasMeta = revision >= '2025-06-18';

  it(hasMeta ? 'every tool names its app' : 'tools carry no _meta (the revision has none)', async () => {
    const { tools } = (await post(revision, 'tools/list')).body.result;
    for (const tool of tools) {
      if (hasMeta)
        expect(tool._meta).toEqual({
          ui: { resourceUri: `ui://fincalc/${tool.name}` },
          'ui/resourceUri': `ui://fincalc/${tool.name}`,
        });
      else expect(tool._meta).toBeUndefined();
    }
  });

  it('lists one app document per calculator', async () => {
    const { resources } = (await post(revision, 'resources/list')).body.result;
    const apps = resources.filter((r: { uri: string }) => r.uri.startsWith('ui://'));
    expect(apps.map((r: { uri: string }) => r.uri)).toEqual(calculators.map((c) => `ui://fincalc/${c.slug}`));
    for (const r of apps) expect(r.mimeType).toBe('text/html;profile=mcp-app');
  });
});

describe('an app document', () => {
  let text: string;
  let contents: Record<string, unknown>;

  beforeAll(async () => {
    const res = await postModern(app, 'resources/read', { uri: 'ui://fincalc/mortgage-calculator' });
    contents = res.body.result.contents[0];
    text = contents.text as string;
  });

  it('is one HTML page with its script and style inline, and loads nothing', () => {
    expect(contents.mimeType).toBe('text/html;profile=mcp-app');
    expect(text).toMatch(/^<!doctype html><html lang="en">/);
    expect(text).toMatch(/<style>[^<]+/);
    expect(text).not.toMatch(/<script[^>]+src=|<link\b|<img\b|<iframe\b|@import|url\(\s*['"]?https?:/i);
    expect(text.match(/<script>/g)).toHaveLength(1);
    expect(text.match(/<\/script>/g)).toHaveLength(2); // the data block and the script
  });

  it("carries the calculator's schemas for the view, and the service's name", () => {
    const json = /<script type="application\/json" id="fincalc-tool">([\s\S]*?)<\/script>/.exec(text)![1]!;
    const info = JSON.parse(json);
    expect(info).toEqual(
      expect.objectContaining({
        slug: 'mortgage-calculator',
        name: 'Mortgage Calculator',
        serviceName: 'Financial Calculation Service',
      }),
    );
    expect(info.inputSchema.required).toEqual(['homePrice', 'annualRate', 'tenureYears']);
  });

  it('declares that it needs no origin (CSP), and the widget keys ChatGPT reads', () => {
    const meta = contents._meta as Record<string, Record<string, unknown>>;
    expect(meta.ui).toEqual({ csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true });
    expect(meta['openai/widgetCSP']).toEqual({
      connect_domains: [],
      resource_domains: [],
      redirect_domains: [new URL(String(meta['openai/widgetDomain'])).origin],
    });
  });

  it('an unknown app is not found', async () => {
    const res = await postLegacy(app, '2025-11-25', 'resources/read', { uri: 'ui://fincalc/nope' });
    expect(res.body.error).toEqual(expect.objectContaining({ code: -32002, data: { uri: 'ui://fincalc/nope' } }));
  });

  it('tools/call answers are the same with or without apps: the text, structuredContent, nothing else', async () => {
    const res = await postModern(app, 'tools/call', {
      name: 'emi-calculator',
      arguments: { principal: 1000, annualRate: 5, tenureYears: 1 },
    });
    expect(Object.keys(res.body.result).sort()).toEqual([
      '_meta',
      'content',
      'isError',
      'resultType',
      'structuredContent',
    ]);
    expect(Object.keys(res.body.result._meta)).toEqual(['io.modelcontextprotocol/serverInfo']);
  });
});
