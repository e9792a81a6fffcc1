/** `/api-docs` and `/errors/<code>`: where the OpenAPI document and every problem `type` URI lead, built once as bytes. */
import { Router } from 'express';
import { ERROR_CODE_LIST, ERROR_CODES } from '../errors/api-error';
import { codeOfSlug, ERROR_DOCS, errorSlug } from './error-docs';
import type { StaticPage } from './static-pages';
import { ApiDocsPage } from './templates/api-docs';
import type { KeysDocs } from './templates/api-docs-keys';
import type { Limits } from './templates/api-docs-limits';
import { MessagePage } from './templates/message-page';

export interface ApiDocsOptions {
  /** The OpenAPI document (`buildOpenApi`). */
  openapi: Readonly<Record<string, unknown>>;
  limits: Limits;
  /** The plans and the contact for keys; absent = no API keys section. */
  keys?: KeysDocs;
}

export function errorDocsRoutes(o: ApiDocsOptions & { page: StaticPage }): Router {
  const router = Router();
  router.get(
    '/api-docs',
    o.page('/api-docs', 'api_docs', (chrome) => (
      <ApiDocsPage chrome={chrome} doc={o.openapi} limits={o.limits} keys={o.keys} />
    )),
  );

  // One page per error code: the set is closed, so every page is registered (and prepared) with the router.
  const pages = new Map(
    ERROR_CODE_LIST.map((code) => {
      const { status, title } = ERROR_CODES[code];
      const doc = ERROR_DOCS[code];
      const handler = o.page(`/errors/${code}`, 'error_doc', (chrome) => (
        <MessagePage chrome={chrome} title={`${title} (${status})`}>
          <p class="lede">
            Error code <code>{code}</code>, HTTP status {status}.
          </p>
          <h2>When it happens</h2>
          <p>{doc.when}</p>
          <h2>What to do</h2>
          <p>{doc.fix}</p>
          <p>
            <a href={`/api-docs#${errorSlug(code)}`}>All error codes in the API documentation</a>
          </p>
        </MessagePage>
      ));
      return [code, handler] as const;
    }),
  );
  router.get('/errors/:code', (req, res, next) => {
    const code = codeOfSlug(String(req.params.code));
    const handler = code && pages.get(code);
    if (!handler) {
      next();
      return;
    }
    return handler(req, res, next);
  });
  return router;
}
