/**
 * The MCP tools are derived from the registry and REST's schemas: names, input schemas,
 * descriptions for a model, output schemas that every result satisfies, and results kept small.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { calculators } from '../../src/calculators/registry';
import { describeTool } from '../../src/dispatch/tools';
import { FEATURES } from '../../src/mcp/revisions';
import { mcpTools } from '../../src/mcp/tool-definitions';
import { describeForModel, inputUnits } from '../../src/mcp/tool-description';
import { RESULT_TEXT_BUDGET } from '../../src/mcp/tool-call';
import { ANNOTATION_KEYWORDS } from '../../src/schemas/ajv';
import { testApp, TEST_BASE_URL } from '../support/app';
import { callPayload, postModern } from './support/mcp-http';

const { app } = testApp();
const tools = mcpTools(TEST_BASE_URL, FEATURES['2026-07-28']);

describe('tool definitions', () => {
  it('one per calculator: name = slug, title = name, inputSchema = the published REST input schema with the defaults MCP applies', () => {
    expect(tools).toHaveLength(calculators.length);
    for (const [i, calc] of calculators.entries()) {
      expect(tools[i]!.name).toBe(calc.slug);
      expect(tools[i]!.title).toBe(calc.name);
      const rest = describeTool(calc, TEST_BASE_URL).input_schema as { properties: Record<string, object> };
      const schedule =
        'schedule' in rest.properties ? { schedule: { ...rest.properties.schedule, default: 'yearly' } } : {};
      expect(tools[i]!.inputSchema).toEqual({ ...rest, properties: { ...rest.properties, ...schedule } });
      expect(tools[i]!.inputSchema.type).toBe('object');
    }
  });

  it('names follow the 2025-11-25 tool-name rule (1-128 of A-Z a-z 0-9 _ - .)', () => {
    for (const t of tools) expect(t.name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
  });

  it('describe units, required inputs and what comes back, derived from the schemas', () => {
    const emi = calculators.find((c) => c.slug === 'emi-calculator')!;
    const text = describeForModel(emi.description, emi.inputSchema, emi.outputSchema);
    expect(text.startsWith(emi.description)).toBe(true);
    expect(text).toMatch(/percentages are plain percent numbers \(6\.5 means 6\.5 %/);
    expect(text).toMatch(/money is in US dollars/);
    expect(text).toMatch(/Required: principal, annualRate, tenureYears\./);
    for (const field of Object.keys(emi.outputSchema.properties as object)) expect(text).toContain(field);
    // A loan's rows are its payments, at whatever frequency; other schedules' rows are months.
    expect(text).toMatch(/schedule "payments" \(or "monthly"\) for one row per payment at the chosen frequency/);
    const sip = calculators.find((c) => c.slug === 'sip-calculator')!;
    expect(describeForModel(sip.description, sip.inputSchema, sip.outputSchema)).toMatch(
      /schedule "monthly" for monthly rows/,
    );
  });

  it('mention units only where the inputs use them', () => {
    const tax = calculators.find((c) => c.slug === 'tax-calculator')!;
    expect(inputUnits(tax.inputSchema)).toContain('percent'); // localIncomeTaxRate
    const plain = calculators.find((c) => !inputUnits(c.inputSchema).includes('percent'))!;
    expect(describeForModel(plain.description, plain.inputSchema, plain.outputSchema)).not.toMatch(/percentages are/);
    expect(describeForModel(tax.description, tax.inputSchema, tax.outputSchema)).not.toMatch(/Rows default to yearly/);
  });
});

describe('outputSchema', () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  ajv.addVocabulary([...ANNOTATION_KEYWORDS]);
  addFormats(ajv);

  it.each(calculators.map((c) => [c.slug, c] as const))(
    '%s: the structured result of its example conforms (as clients check)',
    async (slug, calc) => {
      const tool = tools.find((t) => t.name === slug)!;
      const validate = ajv.compile(tool.outputSchema!);
      const res = await postModern(app, 'tools/call', { name: slug, arguments: calc.exampleInputs });
      expect(res.body.result.isError).toBe(false);
      const ok = validate(res.body.result.structuredContent);
      expect(ok ? [] : validate.errors).toEqual([]);
    },
  );
});

describe('results stay small', () => {
  it('a long monthly schedule is cut to yearly rows, with a warning saying where all rows are', async () => {
    const args = { principal: 500000, annualRate: 8.5, tenureYears: 100, schedule: 'monthly' };
    const res = await postModern(app, 'tools/call', { name: 'emi-calculator', arguments: args });
    const text = res.body.result.content[1].text as string;
    expect(text.length).toBeLessThanOrEqual(RESULT_TEXT_BUDGET);
    const { result, meta } = callPayload(res.body.result);
    expect(meta.inputs).toEqual(expect.objectContaining({ schedule: 'yearly' }));
    const rest = await request(app)
      .post('/api/v1/calculate/emi-calculator')
      .send({ ...args, schedule: 'yearly' });
    expect(result).toEqual(rest.body.result);
    const monthly = await request(app).post('/api/v1/calculate/emi-calculator').send(args);
    expect(JSON.stringify(monthly.body).length).toBeGreaterThan(RESULT_TEXT_BUDGET); // the cut was needed
    expect(meta.warnings).toEqual([
      expect.stringMatching(/^tenureYears: 100 years is longer than any common loan term/),
      expect.stringMatching(/reduced from "monthly" to "yearly".*\/api\/v1\/calculate\/emi-calculator/),
    ]);
  });

  it('a monthly schedule within the budget is returned as asked', async () => {
    const res = await postModern(app, 'tools/call', {
      name: 'emi-calculator',
      arguments: { principal: 500000, annualRate: 8.5, tenureYears: 20, schedule: 'monthly' },
    });
    const { result, meta } = callPayload(res.body.result);
    expect(meta.inputs).toEqual(expect.objectContaining({ schedule: 'monthly' }));
    expect(meta.warnings).toEqual([]);
    expect(result).toEqual(
      (
        await request(app)
          .post('/api/v1/calculate/emi-calculator')
          .send(meta.inputs as object)
      ).body.result,
    );
  });

  it('every example, with the MCP default rows, is far below 25,000 tokens (under 8,000 even at 3 characters a token)', async () => {
    for (const calc of calculators) {
      const { schedule: _ignored, ...args } = calc.exampleInputs as Record<string, unknown>;
      const res = await postModern(app, 'tools/call', { name: calc.slug, arguments: args });
      const text = (res.body.result.content as Array<{ text: string }>).map((c) => c.text).join('\n');
      expect(text.length / 3).toBeLessThan(8_000);
    }
  });
});

describe('same results as REST', () => {
  it.each(calculators.map((c) => [c.slug, c] as const))('%s', async (slug, calc) => {
    const mcp = callPayload(
      (await postModern(app, 'tools/call', { name: slug, arguments: calc.exampleInputs })).body.result,
    );
    const schedule = (mcp.meta.inputs as Record<string, unknown>).schedule;
    const rest = await request(app)
      .post(`/api/v1/calculate/${slug}`)
      .send({ ...calc.exampleInputs, ...(schedule === undefined ? {} : { schedule }) });
    expect(mcp.result).toEqual(rest.body.result);
    expect({ ...mcp.meta, warnings: [] }).toEqual({ ...rest.body.meta, warnings: [] });
  });
});
