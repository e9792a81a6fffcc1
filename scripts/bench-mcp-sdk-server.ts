/**
 * The comparison server of `npm run bench:mcp`: the official SDK v2 server deployed the way the
 * SDK documents it for Node: `createMcpHandler` from `@modelcontextprotocol/server` (stateless),
 * wrapped by `toNodeHandler` (`@modelcontextprotocol/node`) in the Express app of
 * `createMcpExpressApp` (`@modelcontextprotocol/express`: JSON body parser, Host and Origin
 * validation for a localhost bind), serving the same twelve tools through the same dispatcher.
 * Written the way a careful SDK user would: schemas are converted once, the per-request factory
 * only registers them. Listens on 127.0.0.1:$PORT.
 */
import { createMcpExpressApp } from '@modelcontextprotocol/express';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, fromJsonSchema, McpServer } from '@modelcontextprotocol/server';
import { calculators } from '../src/calculators/registry';
import { calculate } from '../src/dispatch/calculate';
import { dispatchContext } from '../src/dispatch/context';
import { describeTool } from '../src/dispatch/tools';
import { calculationOutputSchema } from '../src/mcp/output-schema';
import { loadSnapshot } from '../src/rates/rates-data';
import { MemoryRatesStore } from '../src/rates/rates-store';
import { VERSION } from '../src/version';

const site = { baseUrl: 'http://localhost:3000', serviceName: 'Financial Calculation Service' };
const rates = new MemoryRatesStore(loadSnapshot());
const tools = calculators.map((calc) => ({
  calc,
  input: fromJsonSchema(describeTool(calc, site.baseUrl).input_schema as Parameters<typeof fromJsonSchema>[0]),
  output: fromJsonSchema(calculationOutputSchema(calc.outputSchema) as Parameters<typeof fromJsonSchema>[0]),
}));

function factory(): McpServer {
  const server = new McpServer({ name: 'financial-calculation-service', version: VERSION }, { capabilities: { tools: {} } });
  for (const { calc, input, output } of tools) {
    server.registerTool(
      calc.slug,
      { title: calc.name, description: calc.description, inputSchema: input, outputSchema: output, annotations: { readOnlyHint: true } },
      async (args: unknown) => {
        const out = calculate(calc.slug, args, await dispatchContext(rates, 'mcp', site));
        return { content: [{ type: 'text' as const, text: JSON.stringify(out) }], structuredContent: out as unknown as Record<string, unknown> };
      },
    );
  }
  return server;
}

const handler = toNodeHandler(createMcpHandler(factory));
const app = createMcpExpressApp({ host: '127.0.0.1' });
app.all('/mcp', (req, res) => handler(req, res, req.body));
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
const server = app.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
