import fp from 'fastify-plugin';
import { accessTokens, type AccessTokens } from './access-tokens.ts';
import { loadSigningKeys } from './keys.ts';
import { identityRoutes } from './routes.ts';
import { createIdentityService } from './service.ts';
import { signInThrottle } from './sign-in-throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and verifies access tokens: the live socket checks its bearer token with it. */
    accessTokens: AccessTokens;
  }
}

/**
 * Loads the signing key, builds the token service once, gives every API scope its token check
 * (app.verifyAccessToken) and serves the token service at /identity. Registered before the
 * modules whose routes it guards.
 */
export const identityModule = fp(
  async (app) => {
    const { config } = app;
    const keys = await loadSigningKeys({ pem: config.identity.signingKey, dataDir: config.dataDir });
    const tokens = accessTokens(keys, { issuer: `${config.publicOrigin}/identity`, ttl: config.identity.accessTokenTtl });
    const identity = createIdentityService({ config, database: app.database, tokens, throttle: signInThrottle(app.rateCounter) });
    app.decorate('accessTokens', tokens);
    app.decorate('verifyAccessToken', tokens.verify);
    await app.register(identityRoutes, { prefix: '/identity', identity, keys });
  },
  { name: 'identity', fastify: '5.x' },
);
