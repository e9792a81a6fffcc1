/**
 * The official SDK v2 MCP handler (`createMcpHandler` from `@modelcontextprotocol/server`,
 * stateless) serving the same tools through the same dispatcher, for `npm run bench:mcp`.
 * Written the way a careful SDK user would: schemas are converted once, the per-request factory
 * only registers them.
 */
import { createMcpHandler, fromJsonSchema, McpServer, type McpHttpHandler } from '@modelcontextprotocol/server';
import { calculators } from '../src/calculators/registry';
import { calculate } from '../src/dispatch/calculate';
import { dispatchContext, type Site } from '../src/dispatch/context';
import { describeTool } from '../src/dispatch/tools';
import { calculationOutputSchema } from '../src/mcp/output-schema';
import { loadSnapshot } from '../src/rates/rates-data';
import { MemoryRatesStore } from '../src/rates/rates-store';
import { VERSION } from '../src/version';

export function sdkMcpHandler(site: Site): McpHttpHandler {
  const rates = new MemoryRatesStore(loadSnapshot());
  const tools = calculators.map((calc) => ({
    calc,
    input: fromJsonSchema(describeTool(calc, site.baseUrl).input_schema as Parameters<typeof fromJsonSchema>[0]),
    output: fromJsonSchema(calculationOutputSchema(calc.outputSchema) as Parameters<typeof fromJsonSchema>[0]),
  }));
  return createMcpHandler(() => {
    const server = new McpServer(
      { name: 'financial-calculation-service', version: VERSION },
      { capabilities: { tools: {} } },
    );
    for (const { calc, input, output } of tools) {
      server.registerTool(
        calc.slug,
        {
          title: calc.name,
          description: calc.description,
          inputSchema: input,
          outputSchema: output,
          annotations: { readOnlyHint: true },
        },
        async (args: unknown) => {
          const out = calculate(calc.slug, args, await dispatchContext(rates, 'mcp', site));
          return {
            content: [{ type: 'text' as const, text: JSON.stringify(out) }],
            structuredContent: out as unknown as Record<string, unknown>,
          };
        },
      );
    }
    return server;
  });
}
