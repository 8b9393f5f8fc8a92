import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import { requestLocale } from './locale.ts';
import { translate, type MessageKey } from './messages.ts';
import { toValidationDetail, type RawIssue } from './validation-messages.ts';

/** Lets the web app answer unknown non-API paths (client-side routes); returns true when it did. */
export type NotFoundFallback = (req: FastifyRequest, reply: FastifyReply) => boolean;

/** Fastify's own client errors, mapped to our catalogue. */
const fastifyCodes: Record<string, MessageKey> = {
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
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: translate(locale, 'internal') });
  });

  app.setNotFoundHandler((req, reply) => {
    if (spaFallback?.(req, reply)) return;
    const locale = requestLocale(req);
    reply.status(404).send({ detail: translate(locale, 'routeNotFound', { method: req.method, url: req.url.split('?')[0] ?? '' }) });
  });
}
