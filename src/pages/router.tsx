/**
 * The web pages: `/`, `/tools`, `/tools/<slug>`, `/tools/<slug>/embed`, the schedule CSV,
 * `/api-docs`, `/errors/<code>` and `/assets/<hashed name>`. Server-rendered and compressed;
 * calculator results come from the dispatcher (channel `page`) under their own per-IP budget; the pages that do not
 * depend on the request are built once and served as bytes (static-pages.ts).
 */
import compression from 'compression';
import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { calculators, findCalculator } from '../calculators/registry';
import { liveData, type RatesSource, type Site } from '../dispatch/context';
import { ApiError, isApiError, malformedPathError } from '../errors/api-error';
import { assetBundle, assetsHandler } from './assets';
import { errorDocsRoutes, type ApiDocsOptions } from './api-docs-route';
import { pageCalculator, type CalculationCounter } from './page-calculation';
import { renderDocument } from './render';
import { pageSecurity } from './security';
import { CatalogPage, HomePage } from './templates/catalog';
import type { Chrome } from './templates/layout';
import { MessagePage } from './templates/message-page';
import type { SendStatic } from './static-answer';
import { staticPages } from './static-pages';
import { scheduleCsvAnswer, toolPageHtml, type HeavyPages } from './tool-answer';

/** Every path the pages answer, and the methods they take. */
const PAGE_PATHS = [
  '/',
  '/tools',
  '/tools/:slug',
  '/tools/:slug/embed',
  '/tools/:slug/result',
  '/tools/:slug/embed/result',
  '/tools/:slug/schedule.csv',
  '/assets/:name',
  '/api-docs',
  '/errors/:code',
];
const PAGE_METHODS = 'GET, HEAD';

export interface PagesRouterOptions {
  rates: RatesSource;
  site: Site;
  /** `calculations_total`: page calculations are counted with channel `page`. */
  calculations: CalculationCounter;
  now: () => Date;
  /** The per-IP budget of server-rendered results (the rate-limit middleware of the app). */
  pageLimit: RequestHandler;
  /**
   * The refusal of a lagging replica, asked again once the page budget has answered (src/api/load-shedding.ts);
   * absent: never shed here.
   */
  shed?: (req: Request) => ApiError | undefined;
  /** Charges a result's weight past its one point once its text (`chars` long) is built; the answer is still sent. */
  weigh?: (req: Request, res: Response, chars: number) => Promise<void>;
  docs: ApiDocsOptions;
  /** Where pages and CSV of large schedules are rendered; absent: all are rendered here. */
  heavy?: HeavyPages;
  /** Writes an answer built once (static pages, assets), weighed in the light budget. */
  sendStatic: SendStatic;
  /** A page refused for its budget (429, the form kept) is answered at the pace it asks for (the API's refusal hold). */
  hold?: { answer(res: Response, status: number, retryAfter: unknown, send: () => void): void };
}

/** Runs the limiter; resolves with its 429 error instead of passing it on. */
function checkLimit(limiter: RequestHandler, req: Request, res: Response): Promise<ApiError | undefined> {
  return new Promise((resolve, reject) => {
    const next = (err?: unknown) =>
      err === undefined ? resolve(undefined) : isApiError(err) ? resolve(err) : reject(err);
    Promise.resolve(limiter(req, res, next)).catch(reject);
  });
}

function queryOf(req: Request): URLSearchParams {
  return new URL(req.originalUrl, 'http://page.invalid').searchParams;
}

/** The pages' router, and `prepare`: builds every page that does not depend on the request (static-pages.ts). */
export type PagesRouter = Router & { prepare(): Promise<string[]> };

export function pagesRouter(o: PagesRouterOptions): PagesRouter {
  const router = Router();
  const calculator = pageCalculator({ rates: o.rates, site: o.site, calculations: o.calculations });
  const compress = compression();
  const fullPage = [compress, pageSecurity({ framable: false })];
  const embedPage = [compress, pageSecurity({ framable: true })];
  const tools = calculators.map((c) => ({
    slug: c.slug,
    name: c.name,
    description: c.description,
    summary: c.summary,
    category: c.category,
  }));

  const chrome = async (res: Response): Promise<Chrome> => ({
    nonce: String(res.locals.nonce),
    assets: (await assetBundle()).urls,
    serviceName: o.site.serviceName,
    baseUrl: o.site.baseUrl,
  });
  const sendHtml = (res: Response, status: number, html: string | Buffer) => res.status(status).type('html').send(html);

  // Pages that do not depend on the request: built once, served as bytes, weighed in the light budget.
  const statics = staticPages(o.site, o.sendStatic);
  const page = statics.page;
  router.get(
    '/',
    page('/', 'page', (c) => <HomePage chrome={c} tools={tools} />),
  );
  router.get(
    '/tools',
    page('/tools', 'page', (c) => <CatalogPage chrome={c} tools={tools} />),
  );

  /**
   * `live`: the same page for the page's own script (`/tools/<slug>/result`), answering 200 with a form
   * error or the rate limit as content: a mistake in a form is not a failed request in the console.
   */
  const toolPage =
    (embed: boolean, live = false) =>
    async (req: Request, res: Response, next: (err?: unknown) => void) => {
      const calc = findCalculator(String(req.params.slug));
      if (!calc) {
        next();
        return;
      }
      const limited = await checkLimit(o.pageLimit, req, res);
      const shed = o.shed?.(req);
      if (shed) throw shed;
      if (limited?.headers) for (const [k, v] of Object.entries(limited.headers)) res.setHeader(k, v);
      const query = queryOf(req);
      const kept =
        limited && new ApiError('rate_limited', `${limited.detail}. Your inputs are kept; submit again in a moment.`);
      const heavy = o.heavy?.page(res, calc, embed, query, kept !== undefined);
      const render = async () =>
        heavy
          ? heavy({ chrome: await chrome(res), now: o.now(), count: o.calculations, limited: kept })
          : toolPageHtml(calc, embed, query, {
              chrome: await chrome(res),
              live: await liveData(o.rates, o.now()),
              calculator,
              limited: kept,
            });
      if (live) res.setHeader('X-Robots-Tag', 'noindex');
      const send = (page: { status: number; html: string | Buffer }) =>
        sendHtml(res, live ? 200 : page.status, page.html);
      if (kept && o.hold) {
        // Rendered once the hold is over: a client that leaves meanwhile costs no page, and no page (the form with
        // every input kept, 50 debts' worth) waits in memory through the hold.
        o.hold.answer(res, 429, limited?.headers?.['Retry-After'], () => void render().then(send, next));
        return;
      }
      const page = await render();
      if (!limited) await o.weigh?.(req, res, page.chars);
      send(page);
    };
  router.get('/tools/:slug', ...fullPage, toolPage(false));
  router.get('/tools/:slug/embed', ...embedPage, toolPage(true));
  router.get('/tools/:slug/result', ...fullPage, toolPage(false, true));
  router.get('/tools/:slug/embed/result', ...embedPage, toolPage(true, true));

  router.get('/tools/:slug/schedule.csv', compress, async (req, res, next) => {
    const calc = findCalculator(String(req.params.slug));
    if (!calc) {
      next();
      return;
    }
    const limited = await checkLimit(o.pageLimit, req, res);
    if (limited) throw limited;
    const shed = o.shed?.(req);
    if (shed) throw shed;
    const query = queryOf(req);
    const heavy = o.heavy?.csv(res, calc, query);
    const csv = heavy
      ? await heavy({ now: o.now(), count: o.calculations })
      : await scheduleCsvAnswer(calc, query, calculator);
    for (const [name, value] of Object.entries(csv.headers)) res.setHeader(name, value);
    if (csv.status === 200) await o.weigh?.(req, res, csv.chars);
    res.status(csv.status).type(csv.type).send(csv.body);
  });

  router.use(errorDocsRoutes({ ...o.docs, page }));
  router.get('/assets/:name', assetsHandler(o.sendStatic));

  // An unknown calculator or error code gets a page, not a problem+json body.
  const notFound: RequestHandler = async (_req, res) => {
    sendHtml(
      res,
      404,
      renderDocument(
        <MessagePage chrome={await chrome(res)} title="Page not found">
          <p>There is nothing at this address. Every calculator is one click away.</p>
        </MessagePage>,
      ),
    );
  };
  router.get(
    ['/tools/:slug', '/tools/:slug/embed', '/tools/:slug/result', '/tools/:slug/embed/result', '/errors/:code'],
    ...fullPage,
    notFound,
  );

  // Pages are read, never written: any other method is 405 with `Allow` (RFC 9110 §15.5.6), as on the API's paths;
  // OPTIONS is answered 204 with the same header.
  router.all(PAGE_PATHS, (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', PAGE_METHODS);
    if (req.method === 'OPTIONS') return void res.status(204).end();
    next(
      new ApiError('method_not_allowed', `${req.method} is not allowed on ${req.path}; allowed: ${PAGE_METHODS}`, {
        headers: { Allow: PAGE_METHODS },
      }),
    );
  });

  // Failures inside a page become a page (the API's problem+json is for API clients).
  const pageError: ErrorRequestHandler = async (err, req, res, next) => {
    if (
      !req.accepts('html') ||
      res.headersSent ||
      // A budget's refusal, and a designed 503 (the heavy-work pool's queue is full), are answered as the problems they are.
      (isApiError(err) && (err.code === 'rate_limited' || err.code === 'method_not_allowed' || err.designed)) ||
      req.path.endsWith('.csv')
    ) {
      next(err);
      return;
    }
    // An error before the page's own headers (a path that does not decode is refused before any route): the page
    // policy, not helmet's app-wide default (inline styles, framing by the same origin).
    if (res.locals.nonce === undefined) pageSecurity({ framable: false })(req, res, () => undefined);
    // A path that does not decode names no page: 404, logged as the access line's warning only.
    if (malformedPathError(err)) {
      await notFound(req, res, next);
      return;
    }
    req.log?.error({ err }, 'page failed');
    try {
      sendHtml(
        res,
        500,
        renderDocument(
          <MessagePage chrome={await chrome(res)} title="Something went wrong">
            <p>This page could not be shown. The error has been logged; please try again.</p>
          </MessagePage>,
        ),
      );
    } catch (e) {
      next(e);
    }
  };
  router.use(pageError);
  return Object.assign(router, { prepare: statics.prepare });
}
