import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCodes } from '../../platform/error-handler.ts';
import { requestLocale } from '../../platform/locale.ts';
import { translate } from '../../platform/messages.ts';
import { toValidationDetail, type RawIssue } from '../../platform/validation-messages.ts';

/**
 * The token service's error handler: what the platform refuses before the service runs is answered
 * in the OAuth2 form its clients read (RFC 6749 §5.2), not the API's {detail}. A field that fails
 * validation is invalid_request naming it; a body that cannot be read is invalid_request with its
 * status kept (400, 413, 415); too many requests is slow_down. Anything else goes on to the
 * central handler.
 */
export function answerOAuthRefusal(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(req);
  const unreadable = error.code ? fastifyCodes[error.code] : undefined;
  let status = 400;
  let body: { error: string; error_description: string };
  if (Array.isArray(error.validation)) {
    const [issue] = toValidationDetail(locale, error.validationContext, error.validation as unknown as RawIssue[]);
    const field = issue?.loc.slice(1).join('.') || String(issue?.loc[0] ?? 'body');
    body = { error: 'invalid_request', error_description: translate(locale, 'invalidField', { field, reason: issue?.msg ?? '' }) };
  } else if (unreadable) {
    status = error.statusCode ?? 400;
    body = { error: 'invalid_request', error_description: translate(locale, unreadable) };
  } else if (error.statusCode === 429) {
    status = 429;
    const after = `${String(reply.getHeader('retry-after') ?? '60')}s`;
    body = { error: 'slow_down', error_description: translate(locale, 'rateLimited', { after }) };
  } else throw error;
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  return reply.status(status).send(body);
}
