/**
 * What the MCP endpoint records: requests by method, revision and outcome, their duration, and
 * tool calls by tool, revision and outcome (plus the service-wide `calculations_total` with
 * channel `mcp`). Labels are bounded: methods we serve, revisions we know, outcome names from
 * closed tables, slugs from the registry.
 */
import type { Counter, Histogram } from 'prom-client';
import type { MessageOutcome } from './mcp-endpoint';
import type { Revision } from './revisions';

export interface McpMetrics {
  mcpRequests: Counter<'method' | 'revision' | 'outcome'>;
  mcpRequestDuration: Histogram<'method' | 'revision'>;
  mcpToolCalls: Counter<'tool' | 'revision' | 'outcome'>;
  calculations: Counter<'tool' | 'outcome' | 'channel'>;
}

export function recordMessage(m: McpMetrics, o: MessageOutcome): void {
  m.mcpRequests.inc({ method: o.method, revision: o.revision, outcome: o.outcome });
  m.mcpRequestDuration.observe({ method: o.method, revision: o.revision }, o.seconds);
}

export function recordToolCall(m: McpMetrics, tool: string, revision: Revision, outcome: string): void {
  m.mcpToolCalls.inc({ tool, revision, outcome });
  m.calculations.inc({ tool, outcome, channel: 'mcp' });
}
