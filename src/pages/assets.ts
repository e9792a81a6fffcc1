/**
 * The pages' static assets: the client script (TypeScript bundled by esbuild), the stylesheet
 * (minified by esbuild) and the icon, built once per process on first use, named by content hash
 * (`app-3f9c1a2b7d.js`) so they can be cached for a year, and compressed once (brotli and gzip: static-answer.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { RequestHandler } from 'express';
import { staticAnswer, type SendStatic, type StaticAnswer } from './static-answer';
import type { AssetUrls } from './templates/layout';

export interface Asset {
  name: string;
  body: Buffer;
  /** Its bytes, compressed once per encoding, with their ETags (static-answer.ts). */
  answer: StaticAnswer;
}

export interface AssetBundle {
  urls: AssetUrls;
  byName: ReadonlyMap<string, Asset>;
}

/** Where the client sources are: beside this file (sources, tests) or in src/ (compiled code runs from dist/src/pages). */
function clientDir(): string {
  const candidates = [path.join(__dirname, 'client'), path.resolve(__dirname, '../../../src/pages/client')];
  const found = candidates.find((d) => existsSync(path.join(d, 'main.ts')));
  if (!found) throw new Error(`pages: client sources not found in ${candidates.join(' or ')}`);
  return found;
}

/** Named by content: a name is one content forever, cached a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function asset(stem: string, ext: string, type: string, body: Buffer): Asset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return {
    name: `${stem}-${hash}.${ext}`,
    body,
    answer: staticAnswer('asset', body, { type, cacheControl: IMMUTABLE }),
  };
}

/** A browser script: `entry` and what it imports, bundled and minified into one IIFE for `target` (the pages' script, the MCP App view). */
export async function bundleScript(entry: string, target = 'es2019'): Promise<Buffer> {
  const js = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    target,
    write: false,
    legalComments: 'none',
  });
  return Buffer.from(js.outputFiles[0]!.contents);
}

async function bundle(): Promise<AssetBundle> {
  const dir = clientDir();
  const [js, css] = await Promise.all([
    bundleScript(path.join(dir, 'main.ts')),
    build({
      entryPoints: [path.join(dir, 'styles.css')],
      bundle: true,
      minify: true,
      target: 'chrome100',
      write: false,
      loader: { '.css': 'css' },
    }),
  ]);
  const all = [
    asset('app', 'js', 'text/javascript; charset=utf-8', js),
    asset('site', 'css', 'text/css; charset=utf-8', Buffer.from(css.outputFiles[0]!.contents)),
    asset('icon', 'svg', 'image/svg+xml', readFileSync(path.join(dir, 'icon.svg'))),
  ];
  const [app, site, icon] = all as [Asset, Asset, Asset];
  return {
    urls: { js: `/assets/${app.name}`, css: `/assets/${site.name}`, icon: `/assets/${icon.name}` },
    byName: new Map(all.map((a) => [a.name, a])),
  };
}

/** The site's icon (SVG), for what embeds it instead of linking it (the MCP server's `icons`). */
export function iconSvg(): Buffer {
  return readFileSync(path.join(clientDir(), 'icon.svg'));
}

let built: Promise<AssetBundle> | undefined;

/** The bundle of this process, built on first call. */
export function assetBundle(): Promise<AssetBundle> {
  built ??= bundle().catch((e: unknown) => {
    built = undefined; // a failed build is retried on the next request, not cached
    throw e;
  });
  return built;
}

/** GET /assets/:name — immutable, precompressed, from memory, written by `send`. */
export function assetsHandler(send: SendStatic): RequestHandler {
  return async (req, res, next) => {
    const a = (await assetBundle()).byName.get(String(req.params.name));
    if (!a) {
      next();
      return;
    }
    await send(req, res, a.answer);
  };
}
