/**
 * The view's side of the MCP Apps bridge (extension `io.modelcontextprotocol/ui`, SEP-1865): JSON-RPC 2.0
 * over `postMessage` with the host window, holding only the messages this view uses. Its names, shapes and
 * protocol version are the types of `@modelcontextprotocol/ext-apps` (imported as types: a different
 * version that changed one fails the typecheck). The library's own `App` class is not bundled: it carries
 * a schema library and the MCP SDK's message schemas, 386 kB of the 550 kB document, to validate what a
 * host sends; this view reads only a tool result and a host context, and checks what it reads.
 */
import type {
  LATEST_PROTOCOL_VERSION,
  McpUiHostContext,
  McpUiHostContextChangedNotification,
  McpUiInitializedNotification,
  McpUiInitializeRequest,
  McpUiInitializeResult,
  McpUiOpenLinkRequest,
  McpUiResourceTeardownRequest,
  McpUiSizeChangedNotification,
  McpUiToolInputNotification,
  McpUiToolResultNotification,
} from '@modelcontextprotocol/ext-apps';

const PROTOCOL_VERSION: typeof LATEST_PROTOCOL_VERSION = '2026-01-26';
const INITIALIZE: McpUiInitializeRequest['method'] = 'ui/initialize';
const INITIALIZED: McpUiInitializedNotification['method'] = 'ui/notifications/initialized';
const SIZE_CHANGED: McpUiSizeChangedNotification['method'] = 'ui/notifications/size-changed';
const TOOL_INPUT: McpUiToolInputNotification['method'] = 'ui/notifications/tool-input';
const TOOL_RESULT: McpUiToolResultNotification['method'] = 'ui/notifications/tool-result';
const CONTEXT_CHANGED: McpUiHostContextChangedNotification['method'] = 'ui/notifications/host-context-changed';
const TEARDOWN: McpUiResourceTeardownRequest['method'] = 'ui/resource-teardown';
const OPEN_LINK: McpUiOpenLinkRequest['method'] = 'ui/open-link';

interface Message {
  jsonrpc: '2.0';
  id?: number | string;
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: { code: number; message: string };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The host as the view sees it: a tool's input and result arrive, the context changes, calls go out. */
export class HostBridge {
  ontoolinput?: (params: { arguments?: Record<string, unknown> }) => void;
  ontoolresult?: (result: Record<string, unknown>) => void;
  onhostcontextchanged?: (context: McpUiHostContext) => void;
  private context: McpUiHostContext = {};
  private nextId = 1;
  private readonly pending = new Map<number | string, { resolve(v: unknown): void; reject(e: Error): void }>();
  private readonly host: Window = window.parent;

  constructor(private readonly appInfo: { name: string; version: string }) {}

  /** The host context as last told (the initialize result, then each change merged in). */
  hostContext(): McpUiHostContext {
    return this.context;
  }

  /** Listens, initializes, and from then on reports the document's size to the host. */
  async connect(): Promise<void> {
    window.addEventListener('message', (e) => {
      if (e.source === this.host && isObject(e.data) && e.data.jsonrpc === '2.0')
        this.receive(e.data as unknown as Message);
    });
    const init = (await this.request(INITIALIZE, {
      appInfo: this.appInfo,
      appCapabilities: {},
      protocolVersion: PROTOCOL_VERSION,
    } satisfies McpUiInitializeRequest['params'])) as Partial<McpUiInitializeResult>;
    this.context = isObject(init.hostContext) ? init.hostContext : {};
    this.send({ jsonrpc: '2.0', method: INITIALIZED, params: {} });
    this.reportSize();
  }

  /** `tools/call` through the host, which runs it on the server. */
  callServerTool(params: { name: string; arguments: Record<string, unknown> }): Promise<Record<string, unknown>> {
    return this.request('tools/call', params) as Promise<Record<string, unknown>>;
  }

  openLink(params: McpUiOpenLinkRequest['params']): Promise<unknown> {
    return this.request(OPEN_LINK, params);
  }

  private send(message: Message): void {
    this.host.postMessage(message, '*');
  }

  private request(method: string, params: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.send({ jsonrpc: '2.0', id, method, params });
    });
  }

  private receive(m: Message): void {
    if (m.method === undefined) {
      // A response to one of ours.
      const waiting = m.id === undefined ? undefined : this.pending.get(m.id);
      if (!waiting) return;
      this.pending.delete(m.id!);
      if (m.error) waiting.reject(new Error(m.error.message));
      else waiting.resolve(m.result);
      return;
    }
    const params = isObject(m.params) ? m.params : {};
    if (m.id !== undefined) {
      // A request of the host's: teardown and ping answer {}; anything else is not ours.
      const known = m.method === TEARDOWN || m.method === 'ping';
      this.send(
        known
          ? { jsonrpc: '2.0', id: m.id, result: {} }
          : { jsonrpc: '2.0', id: m.id, error: { code: -32601, message: `Method not found: ${m.method}` } },
      );
      return;
    }
    if (m.method === TOOL_INPUT) {
      this.ontoolinput?.({ arguments: isObject(params.arguments) ? params.arguments : {} });
    } else if (m.method === TOOL_RESULT) {
      this.ontoolresult?.(params);
    } else if (m.method === CONTEXT_CHANGED) {
      this.context = { ...this.context, ...params };
      this.onhostcontextchanged?.(params as McpUiHostContext);
    }
  }

  /** The document's height at its content's size (`max-content`) and the window's width, whenever either changes. */
  private reportSize(): void {
    let queued = false;
    let last = '';
    const measure = () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        const root = document.documentElement;
        const before = root.style.height;
        root.style.height = 'max-content';
        const height = Math.ceil(root.getBoundingClientRect().height);
        root.style.height = before;
        const width = Math.ceil(window.innerWidth);
        if (`${width}x${height}` === last) return;
        last = `${width}x${height}`;
        this.send({
          jsonrpc: '2.0',
          method: SIZE_CHANGED,
          params: { width, height } satisfies McpUiSizeChangedNotification['params'],
        });
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    observer.observe(document.body);
  }
}
