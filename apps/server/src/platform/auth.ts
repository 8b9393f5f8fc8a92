import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '@sahm/contracts/identity';
import { ApiError } from './errors.ts';

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };
export type AccessTokenVerifier = (token: string) => Promise<VerifyResult>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's token claims, or null for an anonymous request. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** Checks an access token's signature and expiry (the identity module's signing keys). */
    verifyAccessToken: AccessTokenVerifier;
  }
}

// The web client tells these 401s apart by `code`; the header follows RFC 6750 for other clients.
const bearerChallenge = (description: string) => `Bearer error="invalid_token", error_description="${description}"`;

export const authRequired = () => new ApiError(401, 'authRequired', {}, { code: 'auth_required' });
/** The spec's 401 for a signed-in user whose mobile number is not verified yet. */
export const mobileUnverified = () => new ApiError(401, 'mobileUnverified', {}, { code: 'mobile_unverified', is_mobile_verified: false });

/**
 * Reads the bearer token of every request under the hook, so an expired token is refused on any
 * call (the client refreshes and retries), and routes only say what they need.
 */
export function authenticationHook(verify: AccessTokenVerifier) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const header = req.headers.authorization;
    if (!header) return;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) {
      reply.header('www-authenticate', bearerChallenge('Malformed Authorization header'));
      throw new ApiError(401, 'tokenInvalid', {}, { code: 'token_invalid' });
    }
    const result = await verify(token);
    if (result.ok) {
      req.auth = result.claims;
      return;
    }
    if (result.reason === 'expired') {
      reply.header('www-authenticate', bearerChallenge('Signature has expired.'));
      throw new ApiError(401, 'tokenExpired', {}, { code: 'token_expired' });
    }
    reply.header('www-authenticate', bearerChallenge('Could not validate credentials'));
    throw new ApiError(401, 'tokenInvalid', {}, { code: 'token_invalid' });
  };
}

/** Every request starts anonymous; the hook above fills in the claims where a token is sent. */
export const declareAuth = (app: FastifyInstance) => app.decorateRequest('auth', null);
