/**
 * The embed's look, asked for in its query: `theme`, `accent`, `hide`, `bg`. They change how the
 * embed looks, never what it computes, survive a recalculation, and are ignored when not understood.
 */
import request from 'supertest';
import { embedOptionParams, embedOptions, normalizeAccent, withoutEmbedOptions } from '../../src/pages/embed-options';
import { testApp } from '../support/app';
import { expectedHeadline } from './support';

const { app } = testApp();
const embed = (query: string) => request(app).get(`/tools/emi-calculator/embed?${query}`);
const headline = (html: string) => /data-headline[^>]*>([^<]*)/.exec(html)?.[1];

describe('embed options', () => {
  it('are read leniently: unknown values fall back to the defaults', () => {
    expect(embedOptions(new URLSearchParams('theme=dark&accent=%23FF8800&hide=header,footer&bg=transparent'))).toEqual({
      theme: 'dark',
      accent: '#ff8800',
      hideHeader: true,
      hideFooter: true,
      transparent: true,
    });
    expect(embedOptions(new URLSearchParams('theme=neon&accent=red&hide=nav&bg=green'))).toEqual({
      theme: 'light',
      accent: undefined,
      hideHeader: false,
      hideFooter: false,
      transparent: false,
    });
    expect(normalizeAccent('0af')).toBe('#00aaff');
    expect(normalizeAccent('#12345')).toBeUndefined();
    expect(normalizeAccent('"><script>')).toBeUndefined();
  });

  it('are not calculator inputs, and round-trip as query parameters', () => {
    expect([
      ...withoutEmbedOptions(
        new URLSearchParams('principal=1&theme=dark&accent=f00&hide=header&bg=transparent'),
      ).keys(),
    ]).toEqual(['principal']);
    const o = embedOptions(new URLSearchParams('theme=auto&accent=f00&hide=footer'));
    expect(embedOptions(new URLSearchParams(embedOptionParams(o)))).toEqual(o);
  });

  it('theme, accent, hidden title and link, transparent background: the same result', async () => {
    const plain = await embed('principal=250000&annualRate=7&tenureYears=15');
    const styled = await embed(
      'principal=250000&annualRate=7&tenureYears=15&theme=dark&accent=0a7&hide=header,footer&bg=transparent',
    );
    expect(styled.status).toBe(200);
    expect(headline(styled.text)).toBe(headline(plain.text));
    expect(styled.text).toMatch(/<html lang="en" data-theme="dark">/);
    expect(styled.text).toMatch(/<body class="embed embed-transparent" data-accent="#00aa77">/);
    expect(styled.text).toMatch(/<h1 class="visually-hidden">Loan Payment \(EMI\) Calculator<\/h1>/);
    expect(styled.text).not.toMatch(/open the full calculator/);
    expect(styled.text).toMatch(/not financial, tax or investment advice/); // the disclaimer always stays
    expect(plain.text).toMatch(/<html lang="en">/);
    expect(plain.text).toMatch(/<body class="embed">/);
  });

  it('ride along in the form (hidden inputs) and the page address, so a recalculation keeps them', async () => {
    const res = await embed('theme=dark&accent=0a7');
    expect(res.text).toContain('<input type="hidden" name="theme" value="dark"/>');
    expect(res.text).toContain('<input type="hidden" name="accent" value="00aa77"/>');
    expect(res.text).toMatch(/data-page-url="[^"]*\/tools\/emi-calculator\/embed\?[^"]*theme=dark&amp;accent=00aa77"/);
  });

  it('alone, they show the example, as an embed without a query does', async () => {
    const res = await embed('theme=dark');
    const example = await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ principal: 500000, annualRate: 8.5, tenureYears: 20 });
    expect(res.status).toBe(200);
    expect(headline(res.text)).toBe(expectedHeadline('emi-calculator', example.body.result));
  });

  it('do nothing on the full page', async () => {
    const res = await request(app).get('/tools/emi-calculator?principal=1000&annualRate=5&tenureYears=1&theme=dark');
    expect(res.status).toBe(422); // theme is no input of the calculator there
  });
});
