/**
 * Our answers, validated against the official JSON Schema of each revision: the fixtures are
 * `schema/<revision>/schema.json` of modelcontextprotocol/modelcontextprotocol at commit
 * b0f60ba5409db7a6582440a7b473cc0398890f15 with their `description` strings removed.
 */
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ValidateFunction } from 'ajv';
import { testApp } from '../support/app';
import { LEGACY, MODERN, modernHeaders, modernMeta, postLegacy, postMcp, postModern } from './support/mcp-http';

const { app } = testApp();
const loan = { principal: 100000, annualRate: 10, tenureYears: 2 };

function validator(revision: string, definition: string): ValidateFunction {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const schema = require(`./fixtures/spec-schema/${revision}.json`) as Record<string, unknown>;
  const modern = '$defs' in schema;
  const ajv = modern ? new Ajv2020({ strict: false, allErrors: true }) : new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(schema, 'mcp');
  return ajv.compile({ $ref: `mcp#/${modern ? '$defs' : 'definitions'}/${definition}` });
}

function expectValid(revision: string, definition: string, value: unknown) {
  const validate = validator(revision, definition);
  const ok = validate(value);
  expect({ revision, definition, errors: ok ? [] : validate.errors }).toEqual({ revision, definition, errors: [] });
}

describe.each(LEGACY)('%s', (revision) => {
  it('InitializeResult', async () => {
    const res = await postMcp(app, {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: revision, capabilities: {}, clientInfo: { name: 'x', version: '1' } },
    });
    expectValid(revision, 'InitializeResult', res.body.result);
  });

  it('ListToolsResult', async () => {
    expectValid(revision, 'ListToolsResult', (await postLegacy(app, revision, 'tools/list')).body.result);
  });

  it('CallToolResult, a success and a tool execution error', async () => {
    expectValid(
      revision,
      'CallToolResult',
      (await postLegacy(app, revision, 'tools/call', { name: 'emi-calculator', arguments: loan })).body.result,
    );
    const unsatisfiable = {
      debts: [{ name: 'Visa', balance: 5000, rate: 20, minPayment: 200 }],
      monthlyBudget: 100,
      strategy: 'avalanche',
    };
    expectValid(
      revision,
      'CallToolResult',
      (await postLegacy(app, revision, 'tools/call', { name: 'debt-payoff-calculator', arguments: unsatisfiable })).body
        .result,
    );
  });

  it('resources and prompts: the list, template list, read and get results', async () => {
    expectValid(revision, 'ListResourcesResult', (await postLegacy(app, revision, 'resources/list')).body.result);
    expectValid(
      revision,
      'ListResourceTemplatesResult',
      (await postLegacy(app, revision, 'resources/templates/list')).body.result,
    );
    for (const uri of [
      'fincalc://rates/current',
      'fincalc://tax/2025/federal',
      'fincalc://tax/2026/federal',
      'fincalc://methodology/tax-calculator',
      'ui://fincalc/emi-calculator',
    ])
      expectValid(
        revision,
        'ReadResourceResult',
        (await postLegacy(app, revision, 'resources/read', { uri })).body.result,
      );
    expectValid(revision, 'ListPromptsResult', (await postLegacy(app, revision, 'prompts/list')).body.result);
    const get = await postLegacy(app, revision, 'prompts/get', {
      name: 'rent-or-buy',
      arguments: { homePrice: '1', monthlyRent: '1' },
    });
    expectValid(revision, 'GetPromptResult', get.body.result);
  });

  it('a JSON-RPC error response', async () => {
    const res = await postLegacy(app, revision, 'tools/call', { name: 'nope', arguments: {} }, 'e');
    expectValid(revision, revision >= '2025-11-25' ? 'JSONRPCErrorResponse' : 'JSONRPCError', res.body);
  });
});

describe(MODERN, () => {
  it('DiscoverResult', async () => {
    expectValid(MODERN, 'DiscoverResult', (await postModern(app, 'server/discover')).body.result);
  });

  it('ListToolsResult', async () => {
    expectValid(MODERN, 'ListToolsResult', (await postModern(app, 'tools/list')).body.result);
  });

  it('CallToolResult, a success and a tool execution error', async () => {
    expectValid(
      MODERN,
      'CallToolResult',
      (await postModern(app, 'tools/call', { name: 'emi-calculator', arguments: loan })).body.result,
    );
    expectValid(
      MODERN,
      'CallToolResult',
      (await postModern(app, 'tools/call', { name: 'emi-calculator', arguments: {} })).body.result,
    );
  });

  it('resources and prompts: the list, template list, read and get results', async () => {
    expectValid(MODERN, 'ListResourcesResult', (await postModern(app, 'resources/list')).body.result);
    expectValid(MODERN, 'ListResourceTemplatesResult', (await postModern(app, 'resources/templates/list')).body.result);
    for (const uri of [
      'fincalc://rates/current',
      'fincalc://tax/2025/federal',
      'fincalc://tax/2026/federal',
      'fincalc://methodology/tax-calculator',
      'ui://fincalc/emi-calculator',
    ])
      expectValid(MODERN, 'ReadResourceResult', (await postModern(app, 'resources/read', { uri })).body.result);
    expectValid(MODERN, 'ListPromptsResult', (await postModern(app, 'prompts/list')).body.result);
    expectValid(
      MODERN,
      'GetPromptResult',
      (await postModern(app, 'prompts/get', { name: 'rent-or-buy', arguments: { homePrice: '1', monthlyRent: '1' } }))
        .body.result,
    );
    expectValid(
      MODERN,
      'InvalidParamsError',
      (await postModern(app, 'resources/read', { uri: 'fincalc://nope' })).body.error,
    );
  });

  it('UnsupportedProtocolVersionError', async () => {
    const body = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/list',
      params: { _meta: modernMeta({ 'io.modelcontextprotocol/protocolVersion': '2030-01-01' }) },
    };
    expectValid(
      MODERN,
      'UnsupportedProtocolVersionError',
      (await postMcp(app, body, { 'MCP-Protocol-Version': '2030-01-01', 'Mcp-Method': 'tools/list' })).body,
    );
  });

  it('HeaderMismatchError', async () => {
    const body = { jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: modernMeta() } };
    expectValid(
      MODERN,
      'HeaderMismatchError',
      (await postMcp(app, body, { ...modernHeaders('tools/list'), 'Mcp-Method': 'tools/call' })).body,
    );
  });
});
