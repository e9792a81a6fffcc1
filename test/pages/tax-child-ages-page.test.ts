/**
 * The children's ages on every surface under one name, `childAges`: REST and MCP take and echo the list, and the tax
 * page's form carries one age field per child, read back from the form and the share link alike.
 */
import request from 'supertest';
import { testApp } from '../support/app';
import { callPayload, postModern } from '../mcp/support/mcp-http';

const { app } = testApp({ RATE_LIMIT_PAGE_PER_MIN: '1000000' });
const household = { grossIncome: 40000, filingStatus: 'hoh', children: 2, childAges: [3, 9], taxYear: 2025 };

describe('childAges on REST, MCP and the tax page', () => {
  it('REST and MCP take the same list and give the same answer', async () => {
    const rest = await request(app).post('/api/v1/calculate/tax-calculator').send(household).expect(200);
    expect(rest.body.meta.inputs.childAges).toEqual([3, 9]);
    const call = await postModern(app, 'tools/call', { name: 'tax-calculator', arguments: household });
    expect(call.body.result.isError).toBe(false);
    const mcp = callPayload(call.body.result);
    expect(mcp.meta.inputs).toEqual(expect.objectContaining({ childAges: [3, 9] }));
    expect(mcp.result).toEqual(rest.body.result);
  });

  it('REST and MCP refuse a list of another length than children, naming both fields', async () => {
    const bad = { ...household, children: 3 };
    const rest = await request(app).post('/api/v1/calculate/tax-calculator').send(bad).expect(422);
    expect(rest.body.errors.map((e: { path: string }) => e.path)).toEqual(['/childAges', '/children']);
    const call = await postModern(app, 'tools/call', { name: 'tax-calculator', arguments: bad });
    expect(call.body.result.isError).toBe(true);
    expect(call.body.result.content[0].text).toMatch(
      /\/childAges: must hold one age per child: 2 ages given, children is 3/,
    );
  });

  it('publishes the input with its bounds (REST tool schema and MCP tool definition)', async () => {
    const tools = await postModern(app, 'tools/list');
    const tool = tools.body.result.tools.find((t: { name: string }) => t.name === 'tax-calculator');
    const schema = tool.inputSchema.properties.childAges;
    expect(schema).toEqual(
      expect.objectContaining({ type: 'array', maxItems: 20, items: expect.objectContaining({ maximum: 16 }) }),
    );
    expect(tool.inputSchema.properties.children.maximum).toBe(schema.maxItems);
  });

  it('the page form has one age field per child, filled from the form fields sent', async () => {
    const res = await request(app)
      .get('/tools/tax-calculator?grossIncome=40000&filingStatus=hoh&children=2&childAges.0=3&childAges.1=9')
      .expect(200);
    expect(res.text).toMatch(/<legend>Ages of the children/);
    expect(res.text).toMatch(/name="childAges\.0"[^>]*value="3"/);
    expect(res.text).toMatch(/name="childAges\.1"[^>]*value="9"/);
    // The share link carries the list as JSON, and reads back the same.
    expect(res.text).toContain('childAges=%5B3%2C9%5D');
    const shared = await request(app)
      .get('/tools/tax-calculator?grossIncome=40000&filingStatus=hoh&children=2&childAges=%5B3%2C9%5D')
      .expect(200);
    expect(shared.text).toMatch(/name="childAges\.1"[^>]*value="9"/);
  });

  it('the page names both fields when the ages do not match the children', async () => {
    const res = await request(app).get(
      '/tools/tax-calculator?grossIncome=40000&filingStatus=hoh&children=3&childAges.0=3&childAges.1=9',
    );
    expect(res.status).toBe(422);
    expect(res.text).toMatch(/Ages of the children must hold one age per child: 2 ages given/);
    expect(res.text).toMatch(/href="#f-children">Children under 17 must equal the number of ages/);
  });
});
