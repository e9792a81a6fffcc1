/**
 * Pages that do not depend on the request (the home page, the catalog, `/api-docs`, each error code's page), built
 * once per process on first use and served as bytes (static-answer.ts) with the static pages' security policy.
 */
import type { RequestHandler } from 'express';
import type { VNode } from 'preact';
import type { Site } from '../dispatch/context';
import { assetBundle } from './assets';
import { renderDocument } from './render';
import { STATIC_PAGE_CACHE, STATIC_PAGE_HEADERS } from './security';
import { staticAnswer, type SendStatic, type StaticAnswer, type StaticKind } from './static-answer';
import type { Chrome } from './templates/layout';

/** The handler that answers the page `key` (one per path), rendered by `render` the first time it is asked. */
export type StaticPage = (key: string, kind: StaticKind, render: (chrome: Chrome) => VNode) => RequestHandler;

export function staticPages(site: Site, send: SendStatic): StaticPage {
  const built = new Map<string, Promise<StaticAnswer>>();
  const build = async (kind: StaticKind, render: (chrome: Chrome) => VNode): Promise<StaticAnswer> => {
    const chrome: Chrome = {
      nonce: undefined,
      assets: (await assetBundle()).urls,
      serviceName: site.serviceName,
      baseUrl: site.baseUrl,
    };
    return staticAnswer(kind, renderDocument(render(chrome)), {
      type: 'text/html; charset=utf-8',
      cacheControl: STATIC_PAGE_CACHE,
      headers: STATIC_PAGE_HEADERS,
    });
  };
  return (key, kind, render) => async (req, res) => {
    let answer = built.get(key);
    if (answer === undefined) {
      answer = build(kind, render);
      // A failed build is tried again on the next request, not cached.
      answer.catch(() => built.delete(key));
      built.set(key, answer);
    }
    await send(req, res, await answer);
  };
}
