/**
 * How the app writes a static answer (src/pages/static-answer.ts): the representation the client ranks first (br,
 * gzip, none) with its strong `ETag`, `Vary: Accept-Encoding` and the answer's `Cache-Control`; `304` when
 * `If-None-Match` matches; otherwise its bytes weighed in the client's budget like a calculation's answer (one point
 * per `BYTES_PER_POINT` of what is written, past the point the request paid), and held within the replica's cap of
 * static answers on unread sockets (unread-static.ts: `503` with `Retry-After` past it). `static_answers_total`
 * counts every answer by kind and outcome.
 */
import type { Request, Response } from 'express';
import { ApiError } from '../errors/api-error';
import { noneMatch, representation, type SendStatic } from '../pages/static-answer';
import type { Metrics } from './metrics';
import type { RateLimiter } from './middleware/rate-limit';
import { preferredCoding } from './send-json';
import type { UnreadStatic } from './unread-static';

export interface StaticSenderDeps {
  metrics: Pick<Metrics, 'staticAnswers'>;
  unread: UnreadStatic;
}

/** A sender whose answers `limiter` weighs (the budget that counted the request); none: nothing is weighed. */
export type StaticSenderFor = (limiter?: Pick<RateLimiter, 'weigh'>) => SendStatic;

export function staticSender(deps: StaticSenderDeps): StaticSenderFor {
  return (limiter) => async (req: Request, res: Response, answer) => {
    const rep = representation(answer, preferredCoding(req));
    const describe = () => {
      for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', rep.etag);
    };
    if (noneMatch(req.headers['if-none-match'], rep.etag)) {
      deps.metrics.staticAnswers.inc({ kind: answer.kind, outcome: 'not_modified' });
      describe();
      // RFC 9110 §15.4.5: the 304 carries what a 200 would (ETag, Cache-Control, Vary), no content headers.
      res.removeHeader('Content-Type');
      res.writeHead(304).end();
      return;
    }
    const head = req.method === 'HEAD';
    if (!head) {
      await limiter?.weigh(req, res, rep.body.length);
      if (!deps.unread.admit(rep.body.length)) {
        deps.metrics.staticAnswers.inc({ kind: answer.kind, outcome: 'refused' });
        throw new ApiError(
          'service_unavailable',
          'This replica holds as many unread documents as it may; retry in a second, another replica may answer',
          { headers: { 'Retry-After': '1' }, designed: true },
        );
      }
    }
    describe();
    if (rep.coding) res.setHeader('Content-Encoding', rep.coding);
    res.setHeader('Content-Length', rep.body.length);
    deps.metrics.staticAnswers.inc({ kind: answer.kind, outcome: 'sent' });
    res.writeHead(200);
    if (head) {
      res.end();
      return;
    }
    res.end(rep.body);
    deps.unread.track(res, rep.body.length);
  };
}
