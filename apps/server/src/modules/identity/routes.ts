import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oauthErrorSchema, revokeRequestSchema, tokenRequestSchema, tokenResponseSchema } from '@sahm/contracts/identity';
import { requestLocale } from '../../platform/locale.ts';
import type { SigningKeys } from './keys.ts';
import { answerOAuthRefusal } from './oauth-refusals.ts';
import { OAuthFailure, type ClientInfo, type IdentityService } from './service.ts';

const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
  basicAuth: req.headers.authorization,
});

async function answer<T>(req: FastifyRequest, reply: FastifyReply, work: () => Promise<T>) {
  // Tokens must never sit in a cache (RFC 6749 §5.1).
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof OAuthFailure)) throw err;
    if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
    if (err.status === 401 && err.error === 'invalid_client') reply.header('www-authenticate', 'Basic realm="identity"');
    return reply.status(err.status).send(err.body(requestLocale(req)));
  }
}

/**
 * The token service at /identity: password and refresh grants, revocation, and the public keys.
 * Every route is public: the token calls check the client's credentials themselves.
 */
export async function identityRoutes(
  app: FastifyInstance,
  { identity, keys }: { identity: IdentityService; keys: SigningKeys },
): Promise<void> {
  app.setErrorHandler(answerOAuthRefusal);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const failures = { 400: oauthErrorSchema, 401: oauthErrorSchema, 429: oauthErrorSchema };

  r.post(
    '/token',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Issue tokens (grant_type password or refresh_token); form-encoded',
        consumes: ['application/x-www-form-urlencoded'],
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...failures },
      },
    },
    async (req, reply) => answer(req, reply, () => identity.token(req.body, clientOf(req))),
  );

  r.post(
    '/revoke',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Sign out: revoke the session of a refresh token (RFC 7009)',
        consumes: ['application/x-www-form-urlencoded'],
        body: revokeRequestSchema,
        response: { 200: z.object({}), ...failures },
      },
    },
    async (req, reply) =>
      answer(req, reply, async () => {
        await identity.revoke(req.body, clientOf(req));
        return {};
      }),
  );

  r.get(
    '/.well-known/jwks.json',
    { config: { auth: 'public' }, schema: { tags: ['identity'], summary: 'Public keys that verify access tokens' } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { keys: [keys.jwk] };
    },
  );

  r.get(
    '/.well-known/openid-configuration',
    { config: { auth: 'public' }, schema: { tags: ['identity'], summary: 'Discovery document' } },
    async () => {
      const issuer = `${app.config.publicOrigin}/identity`;
      return {
        issuer,
        token_endpoint: `${issuer}/token`,
        revocation_endpoint: `${issuer}/revoke`,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        grant_types_supported: ['password', 'refresh_token'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        id_token_signing_alg_values_supported: ['EdDSA'],
      };
    },
  );
}
