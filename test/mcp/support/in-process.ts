/**
 * The MCP endpoint on its own, in this process, without HTTP or metrics: the bundled rates
 * snapshot, the default site, hooks that record nothing. For measuring the MCP layer
 * (scripts/bench-mcp.ts).
 */
import { dispatchContext, liveData } from '../../../src/dispatch/context';
import { McpEndpoint } from '../../../src/mcp/mcp-endpoint';
import { serverIdentity } from '../../../src/mcp/server-identity';
import { loadSnapshot } from '../../../src/rates/rates-data';
import { MemoryRatesStore } from '../../../src/rates/rates-store';

export function inProcessEndpoint(maxBatchReplyBytes?: number) {
  const site = { baseUrl: 'http://localhost:3000', serviceName: 'Financial Calculation Service' };
  const rates = new MemoryRatesStore(loadSnapshot());
  const endpoint = new McpEndpoint(serverIdentity(site), site.baseUrl, {}, maxBatchReplyBytes);
  const hooks = {
    log: { error: () => undefined },
    dispatchContext: () => dispatchContext(rates, 'mcp', site),
    liveData: () => liveData(rates, new Date()),
    messageDone: () => undefined,
    toolCalled: () => undefined,
  };
  return { site, endpoint, hooks };
}
