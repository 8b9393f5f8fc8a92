import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusedValueState } from './database-errors.ts';
import { ApiError } from './errors.ts';
import { isOutage, outageRetryAfterSeconds } from './outages.ts';
import { requestLocale } from './locale.ts';
import { translate, type MessageKey } from './messages.ts';
import { toValidationDetail, type RawIssue } from './validation-messages.ts';

/** Lets the web app answer unknown non-API paths (client-side routes); returns true when it did. */
export type NotFoundFallback = (req: FastifyRequest, reply: FastifyReply) => boolean;

/** Fastify's own client errors, mapped to our catalogue. */
export const fastifyCodes: Record<string, MessageKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'badJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'badJson',
};

/**
 * The one place errors become responses: {detail} translated by Accept-Language, 422 with a list
 * for validation, and no internals on 5xx.
 */
export function installErrorHandling(app: FastifyInstance, spaFallback?: NotFoundFallback): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const locale = requestLocale(req);
    if (error instanceof ApiError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({ detail: translate(locale, error.key, error.params), ...error.extra });
    }
    if (Array.isArray(error.validation)) {
      const detail = toValidationDetail(locale, error.validationContext, error.validation as unknown as RawIssue[]);
      return reply.status(422).send({ detail });
    }
    const refused = refusedValueState(error);
    if (refused) {
      req.log.warn({ err: error, sqlState: refused }, 'the database refused a value that validation let through');
      return reply.status(400).send({ detail: translate(locale, 'badValue') });
    }
    const key = error.code ? fastifyCodes[error.code] : undefined;
    if (key) return reply.status(error.statusCode ?? 400).send({ detail: translate(locale, key) });
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ detail: translate(locale, 'rateLimited', { after: String(reply.getHeader('retry-after') ?? '60') + 's' }) });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ detail: error.message });
    }
    if (isOutage(error)) {
      // The database (or Redis) is away, not the request at fault: the health flag logs the
      // outage once and probes for its end, so each request only says when to try again.
      app.database.health.suspect(error);
      req.log.debug({ err: error }, 'request failed during an outage');
      return reply
        .status(503)
        .header('retry-after', String(outageRetryAfterSeconds))
        .send({ detail: translate(locale, 'temporarilyUnavailable') });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: translate(locale, 'internal') });
  });

  app.setNotFoundHandler((req, reply) => {
    if (spaFallback?.(req, reply)) return;
    const locale = requestLocale(req);
    reply.status(404).send({ detail: translate(locale, 'routeNotFound', { method: req.method, url: req.url.split('?')[0] ?? '' }) });
  });
}

/**
 * Errors the router raises before any route or hook (a path with a bad percent escape, a path
 * parameter past its length), in the API's form and without echoing the path back.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const locale = requestLocale(req);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') reply.status(414).send({ detail: translate(locale, 'urlPartTooLong') });
  else if (error.code === 'FST_ERR_BAD_URL') reply.status(400).send({ detail: translate(locale, 'badUrl') });
  else {
    req.log.error({ err: error }, 'request failed in the router');
    reply.status(500).send({ detail: translate(locale, 'internal') });
  }
}
