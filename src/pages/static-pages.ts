/**
 * Pages that do not depend on the request (the home page, the catalog, `/api-docs`, each error code's page), served as
 * bytes (static-answer.ts) with the static pages' security policy. Each is registered with the router and built once
 * per process: all at once by `prepare` (the server's start, before it listens, so no visitor pays for a build), or on
 * first use where nothing prepared them (an app built by a test).
 */
import type { RequestHandler } from 'express';
import type { VNode } from 'preact';
import type { Site } from '../dispatch/context';
import { assetBundle } from './assets';
import { renderDocument } from './render';
import { STATIC_PAGE_CACHE, STATIC_PAGE_HEADERS } from './security';
import { staticAnswer, type SendStatic, type StaticAnswer, type StaticKind } from './static-answer';
import type { Chrome } from './templates/layout';

/** The handler that answers the page `key` (one per path), rendered by `render` once. */
export type StaticPage = (key: string, kind: StaticKind, render: (chrome: Chrome) => VNode) => RequestHandler;

export interface StaticPages {
  page: StaticPage;
  /** Builds every page registered so far (and the assets they link), resolving with their keys once all are bytes. */
  prepare(): Promise<string[]>;
}

export function staticPages(site: Site, send: SendStatic): StaticPages {
  const registered = new Map<string, () => Promise<StaticAnswer>>();
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
  const page: StaticPage = (key, kind, render) => {
    let answer: Promise<StaticAnswer> | undefined;
    const get = () => {
      if (answer === undefined) {
        answer = build(kind, render);
        // A failed build is tried again on the next request, not cached.
        answer.catch(() => (answer = undefined));
      }
      return answer;
    };
    registered.set(key, get);
    return async (req, res) => send(req, res, await get());
  };
  return {
    page,
    async prepare() {
      await Promise.all([...registered.values()].map((get) => get()));
      return [...registered.keys()];
    },
  };
}
