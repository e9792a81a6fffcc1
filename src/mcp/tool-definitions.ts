/**
 * `tools/list`: one MCP tool per calculator, derived from the registry and the same schemas REST
 * validates with, in registry order (deterministic, as 2026-07-28 server/tools asks). Each
 * revision gets the fields it defines: annotations from 2025-03-26, `title` and `outputSchema`
 * from 2025-06-18.
 */
import { calculators } from '../calculators/registry';
import type { SchemaObject } from '../schemas/schema-object';
import { channelInputSchema, describeTool } from '../dispatch/tools';
import { calculationOutputSchema } from './output-schema';
import type { RevisionFeatures } from './revisions';
import { describeForModel } from './tool-description';

export interface McpTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: SchemaObject;
  outputSchema?: SchemaObject;
  annotations?: {
    title?: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  _meta?: Record<string, unknown>;
}

/** The tools as a revision sees them. Built once per revision: the list only changes with a deploy. */
export function mcpTools(
  baseUrl: string,
  features: RevisionFeatures,
  metaOf?: (slug: string, features: RevisionFeatures) => Record<string, unknown> | undefined,
): McpTool[] {
  return calculators.map((calc) => {
    const descriptor = describeTool(calc, baseUrl);
    const tool: McpTool = {
      name: calc.slug,
      description: describeForModel(calc.description, calc.inputSchema, calc.outputSchema),
      // The published input schema of the REST descriptor, so both channels accept the same names, with the defaults MCP applies.
      inputSchema: channelInputSchema(calc, 'mcp'),
    };
    if (features.titles) tool.title = calc.name;
    if (features.structuredOutput) tool.outputSchema = calculationOutputSchema(calc.outputSchema);
    if (features.toolAnnotations) {
      tool.annotations = {
        ...(features.titles ? {} : { title: calc.name }),
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        // Only calculators that read live rates or FX reach outside their inputs.
        openWorldHint: descriptor.uses_live_data,
      };
    }
    const meta = features.metaFields ? metaOf?.(calc.slug, features) : undefined;
    if (meta !== undefined) tool._meta = meta;
    return tool;
  });
}
