/**
 * The comparison server of `npm run bench:mcp`: the official SDK v2 server
 * (`createMcpHandler` from `@modelcontextprotocol/server`, stateless, with the SDK's own Host
 * validation in front) serving the same twelve tools through the same dispatcher. Written the
 * way a careful SDK user would: schemas are converted once, the per-request factory only
 * registers them. Listens on 127.0.0.1:$PORT.
 */
import { createServer } from 'node:http';
import { createMcpHandler, fromJsonSchema, hostHeaderValidationResponse, localhostAllowedHostnames, McpServer } from '@modelcontextprotocol/server';
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

const handler = createMcpHandler(factory);
const allowedHosts = localhostAllowedHostnames();

const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
  });
  const response = hostHeaderValidationResponse(request, allowedHosts) ?? (await handler.fetch(request));
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
