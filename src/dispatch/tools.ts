/**
 * Tool descriptors (`GET /api/v1/tools`, seed §2.1/§2.6), derived from the registry and the
 * schemas: nothing here is written by hand per calculator.
 */
import type { Calculator } from '../calculators/define';
import type { SchemaObject } from '../schemas/schema-object';
import { calculators } from '../calculators/registry';
import { describeInputs, requiredInputs, type InputDescriptor } from '../schemas/descriptors';
import { toolUrls } from './calculate';

export interface ToolDescriptor {
  slug: string;
  name: string;
  description: string;
  category: string;
  web_url: string;
  api_url: string;
  embed_url: string;
  method: 'POST';
  inputs: Record<string, InputDescriptor>;
  required_inputs: string[];
  example_inputs: Record<string, unknown>;
  uses_live_data: boolean;
  input_schema: SchemaObject;
}

export function describeTool(calc: Calculator, baseUrl: string): ToolDescriptor {
  return {
    slug: calc.slug,
    name: calc.name,
    description: calc.description,
    category: calc.category,
    ...toolUrls(baseUrl, calc.slug),
    method: 'POST',
    inputs: describeInputs(calc.inputSchema),
    required_inputs: requiredInputs(calc.inputSchema),
    example_inputs: { ...calc.exampleInputs },
    uses_live_data: calc.usesLiveData,
    input_schema: calc.inputSchema,
  };
}

export function describeTools(baseUrl: string): ToolDescriptor[] {
  return calculators.map((c) => describeTool(c, baseUrl));
}
