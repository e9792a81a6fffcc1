/**
 * A test page acting as an MCP Apps host, with the official host side of the bridge: an MCP client
 * (SDK v1) talks to the real `/mcp`; `AppBridge` of `@modelcontextprotocol/ext-apps` talks to the
 * app in a sandboxed iframe. Like a real host it reads the tool's `_meta.ui.resourceUri`, reads that
 * resource, frames it with a Content Security Policy built from the resource's `_meta.ui.csp`, hands
 * the app the tool input and the result of a real `tools/call`, and forwards the app's own
 * `tools/call` requests to the server (recording them for the test).
 */
import { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

interface Csp {
  connectDomains?: string[];
  resourceDomains?: string[];
  frameDomains?: string[];
}

interface HostRecord {
  resourceUri?: string;
  mimeType?: string;
  csp?: string;
  /** What the app asked the host to run, and what the server answered. */
  forwarded: Array<{ name: string; arguments: Record<string, unknown>; result: CallToolResult }>;
  initialResult?: CallToolResult;
  openedLinks: string[];
}

const record: HostRecord = { forwarded: [], openedLinks: [] };

/** The policy a host derives from the declared domains: nothing beyond them, inline code allowed. */
function policy(csp: Csp): string {
  const list = (domains: string[] | undefined) => (domains && domains.length > 0 ? domains.join(' ') : "'none'");
  const resources = csp.resourceDomains ?? [];
  return [
    "default-src 'none'",
    `script-src 'unsafe-inline' ${resources.join(' ')}`.trim(),
    `style-src 'unsafe-inline' ${resources.join(' ')}`.trim(),
    `img-src data: ${resources.join(' ')}`.trim(),
    `font-src ${list(resources)}`,
    `connect-src ${list(csp.connectDomains)}`,
    `frame-src ${list(csp.frameDomains)}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

async function open(
  mcpUrl: string,
  slug: string,
  args: Record<string, unknown>,
  theme: 'light' | 'dark' = 'light',
  width = 720,
  /** The container's maximum height the host tells the app (`containerDimensions.maxHeight`). */
  maxHeight?: number,
): Promise<void> {
  const client = new Client({ name: 'test-host', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl)));
  const { tools } = await client.listTools();
  const tool = tools.find((t) => t.name === slug);
  const ui = (tool?._meta as { ui?: { resourceUri?: string } } | undefined)?.ui;
  if (!ui?.resourceUri) throw new Error(`${slug} names no app`);
  record.resourceUri = ui.resourceUri;
  const { contents } = await client.readResource({ uri: ui.resourceUri });
  const doc = contents[0] as { mimeType?: string; text?: string; _meta?: { ui?: { csp?: Csp } } };
  record.mimeType = doc.mimeType;
  record.csp = policy(doc._meta?.ui?.csp ?? {});
  const html = (doc.text ?? '').replace(
    '<head>',
    `<head><meta http-equiv="Content-Security-Policy" content="${record.csp}">`,
  );

  const iframe = document.createElement('iframe');
  iframe.setAttribute('sandbox', 'allow-scripts allow-forms');
  iframe.title = slug;
  iframe.style.cssText = `width:${width}px;height:600px;border:1px solid #ccc;box-sizing:content-box`;
  document.body.appendChild(iframe);

  const bridge = new AppBridge(
    client,
    { name: 'test-host', version: '1.0.0' },
    { openLinks: {}, serverTools: {}, logging: {} },
    {
      hostContext: {
        theme,
        displayMode: 'inline',
        containerDimensions: { maxWidth: width, ...(maxHeight === undefined ? {} : { maxHeight }) },
      },
    },
  );
  const initialized = new Promise<void>((resolve) => (bridge.oninitialized = () => resolve()));
  await bridge.connect(new PostMessageTransport(iframe.contentWindow!, iframe.contentWindow!));
  // connect() installs the forwarding of the app's tools/call to the client; this one forwards too, and records.
  bridge.oncalltool = async (params) => {
    const result = (await client.callTool({ name: params.name, arguments: params.arguments ?? {} })) as CallToolResult;
    record.forwarded.push({
      name: params.name,
      arguments: (params.arguments ?? {}) as Record<string, unknown>,
      result,
    });
    return result;
  };
  // As hosts do: the iframe takes the height the app reports (the app keeps itself within 500 px).
  bridge.onsizechange = ({ height }) => {
    if (height !== undefined) iframe.style.height = `${height}px`;
  };
  bridge.onopenlink = async ({ url }) => {
    record.openedLinks.push(url);
    return {};
  };
  iframe.srcdoc = html;
  await initialized;

  await bridge.sendToolInput({ arguments: args });
  const result = (await client.callTool({ name: slug, arguments: args })) as CallToolResult;
  record.initialResult = result;
  await bridge.sendToolResult(result);
}

Object.assign(window, { openApp: open, hostRecord: record });
