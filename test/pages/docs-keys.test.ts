/** /api-docs says how to get a key (CONTACT_EMAIL), how to send it, and the configured plans. */
import request from 'supertest';
import { testApp } from '../support/app';

describe('/api-docs: API keys', () => {
  it('names the contact, both headers, the plans and the errors, and is in the navigation', async () => {
    const { app } = testApp({ CONTACT_EMAIL: 'sales@example.com', RATE_LIMIT_PAGE_PER_MIN: '1000' });
    const res = await request(app).get('/api-docs').expect(200);
    expect(res.text).toContain('<a href="#api-keys">API keys</a>');
    expect(res.text).toContain('<section id="api-keys"');
    expect(res.text.indexOf('id="api-keys"')).toBeLessThan(res.text.indexOf('<section id="rate-limits"'));
    expect(res.text).toContain('<a href="mailto:sales@example.com">sales@example.com</a>');
    for (const text of [
      'Authorization: Bearer fc_live_',
      'X-API-Key: fc_live_',
      'href="#invalid-api-key"',
      'href="#quota-exhausted"',
      'href="#getUsage"',
    ])
      expect(res.text).toContain(text);
    expect(res.text).toMatch(/<code>pro<\/code><\/th><td>600<\/td><td>1,000<\/td><td>1,000,000<\/td>/);
    expect(res.text).toMatch(/<code>enterprise<\/code><\/th><td>6,000<\/td><td>10,000<\/td><td>no quota<\/td>/);
    expect(res.text).toContain(
      'RateLimit-Policy: &quot;pro&quot;;q=600;w=60, &quot;pro-month&quot;;q=1000000;w=2592000',
    );
  });

  it('without CONTACT_EMAIL: contact the operator', async () => {
    const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000' });
    const res = await request(app).get('/api-docs').expect(200);
    expect(res.text).toContain('contact the operator of this service');
    expect(res.text).not.toContain('mailto:');
  });
});
