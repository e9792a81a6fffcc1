/** `/api-docs` and `/errors/<code>`: where the OpenAPI document and every problem `type` URI lead. */
import { Router, type RequestHandler, type Response } from 'express';
import { ERROR_CODES } from '../errors/api-error';
import { codeOfSlug, ERROR_DOCS, errorSlug } from './error-docs';
import { renderDocument } from './render';
import { ApiDocsPage } from './templates/api-docs';
import type { KeysDocs } from './templates/api-docs-keys';
import type { Limits } from './templates/api-docs-limits';
import type { Chrome } from './templates/layout';
import { MessagePage } from './templates/message-page';

export interface ApiDocsOptions {
  /** The OpenAPI document (`buildOpenApi`). */
  openapi: Readonly<Record<string, unknown>>;
  limits: Limits;
  /** The plans and the contact for keys; absent = no API keys section. */
  keys?: KeysDocs;
}

export function errorDocsRoutes(
  o: ApiDocsOptions & { chrome: (res: Response) => Promise<Chrome>; fullPage: RequestHandler[] },
): Router {
  const router = Router();
  router.get('/api-docs', ...o.fullPage, async (_req, res) => {
    const chrome = await o.chrome(res);
    res
      .type('html')
      .send(renderDocument(<ApiDocsPage chrome={chrome} doc={o.openapi} limits={o.limits} keys={o.keys} />));
  });

  router.get('/errors/:code', ...o.fullPage, async (req, res, next) => {
    const code = codeOfSlug(String(req.params.code));
    if (!code) {
      next();
      return;
    }
    const { status, title } = ERROR_CODES[code];
    const doc = ERROR_DOCS[code];
    res.type('html').send(
      renderDocument(
        <MessagePage chrome={await o.chrome(res)} title={`${title} (${status})`}>
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
        </MessagePage>,
      ),
    );
  });
  return router;
}
