/**
 * The MCP App document of each calculator: one self-contained HTML page (the pages' stylesheet and
 * the app view's script inline, the calculator's schemas as JSON) that an assistant renders in a
 * sandboxed iframe beside the tool's answer. Built once per process and calculator, on first use,
 * with the same esbuild bundling as the pages' own script. The view imports the pages' components,
 * whose sources a production image does not carry, so `npm run build` bundles it ahead
 * (`writeViewBundle`) beside the compiled document; from sources (tests, `npm run dev`) it is
 * bundled on first use.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findCalculator } from '../../calculators/registry';
import type { Site } from '../../dispatch/context';
import { assetBundle, bundleScript } from '../assets';

/**
 * Inline height stays within 500 px (hosts show apps inline in the conversation), or the host's own limit
 * (`--app-max-height`, set by the view); the rest scrolls inside it. The view is the containing block of what is
 * positioned in it (screen-reader text, table captions), which otherwise hangs from the document and lengthens it
 * past the limit. Nothing is wider than the frame: from 500 px down the view is one column, and tables scroll
 * sideways in their own box.
 */
const APP_CSS =
  'html,body{margin:0}#app{position:relative;max-height:var(--app-max-height,500px);overflow-y:auto}.mcp-app .app-fields{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px 12px;margin-bottom:12px}' +
  '.mcp-app .app-more>summary{cursor:pointer;font-weight:600}.mcp-app .card{margin-bottom:12px}';

/** Where the view sources are: beside this file (sources, tests) or in src/ (compiled code runs from dist/src/pages). */
function viewEntry(): string {
  const candidates = [path.join(__dirname, 'view'), path.resolve(__dirname, '../../../../src/pages/mcp-app/view')];
  const found = candidates.find((d) => existsSync(path.join(d, 'main.tsx')));
  if (!found) throw new Error(`mcp-app: view sources not found in ${candidates.join(' or ')}`);
  return path.join(found, 'main.tsx');
}

/** The name of the view's bundle beside the compiled document. */
export const VIEW_BUNDLE = 'mcp-app-view.js';

/**
 * The view runs in the hosts' iframes, in current browsers only: ES2020 keeps its BigInt literals and optional
 * chaining as written (smaller than the pages' ES2019 script, which also serves older browsers).
 */
const VIEW_TARGET = 'es2020';

/** The view's script: the bundle in `dir` when the build wrote one, else bundled now from the sources. */
export async function viewScript(dir: string = __dirname): Promise<Buffer> {
  const built = path.join(dir, VIEW_BUNDLE);
  return existsSync(built) ? readFileSync(built) : bundleScript(viewEntry(), VIEW_TARGET);
}

/** Bundles the view into `dir` (the build's step after tsc: `dist/src/pages/mcp-app`). */
export async function writeViewBundle(dir: string): Promise<void> {
  writeFileSync(path.join(dir, VIEW_BUNDLE), await bundleScript(viewEntry(), VIEW_TARGET));
}

let parts: Promise<{ js: string; css: string }> | undefined;

/** The view script and the pages' stylesheet, built once per process (a failed build is retried). */
function documentParts(): Promise<{ js: string; css: string }> {
  parts ??= Promise.all([viewScript(), assetBundle()])
    .then(([js, bundle]) => ({
      js: js.toString('utf8'),
      css: bundle.byName.get(bundle.urls.css.slice('/assets/'.length))!.body.toString('utf8'),
    }))
    .catch((e: unknown) => {
      parts = undefined;
      throw e;
    });
  return parts;
}

/** Text safe inside a `<script>` or `<style>` element: nothing in it can close the element. */
const inert = (text: string) => text.replace(/<\/(script|style)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const documents = new Map<string, Promise<string>>();

/** The app document of a calculator, or undefined for a slug that is none. */
export function mcpAppDocument(slug: string, site: Site): Promise<string> | undefined {
  const calc = findCalculator(slug);
  if (calc === undefined) return undefined;
  let doc = documents.get(slug);
  if (doc === undefined) {
    doc = documentParts().then(({ js, css }) => {
      const info = {
        slug,
        name: calc.name,
        serviceName: site.serviceName,
        inputSchema: calc.inputSchema,
        outputSchema: calc.outputSchema,
      };
      return (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
        `<title>${escapeHtml(calc.name)}</title><style>${inert(css)}${APP_CSS}</style></head>` +
        `<body class="embed"><div id="app"></div><script type="application/json" id="fincalc-tool">${inert(JSON.stringify(info))}</script>` +
        `<script>${inert(js)}</script></body></html>`
      );
    });
    doc.catch(() => documents.delete(slug));
    documents.set(slug, doc);
  }
  return doc;
}
