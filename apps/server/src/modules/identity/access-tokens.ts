import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { accessClaimsSchema, type AccessClaims, type UserClaims } from '@sahm/contracts/identity';
import type { VerifyResult } from '../../platform/auth.ts';
import { createCache } from '../../platform/cache.ts';
import { signingAlg, type SigningKeys } from './keys.ts';

export const tokenAudience = 'sahm-api';

export type AccessTokens = {
  /** Signs claims for ttl seconds from issuedAt (now by default; tests move it into the past). */
  sign: (claims: UserClaims, opts?: { issuedAt?: Date }) => Promise<string>;
  verify: (token: string) => Promise<VerifyResult>;
  ttl: number;
};

/** Tokens whose signature this process has checked, kept until they expire, least used first out. */
const VERIFIED_MAX = 10_000;

export function accessTokens(keys: SigningKeys, opts: { issuer: string; ttl: number }): AccessTokens {
  const verified = createCache<AccessClaims>({ max: VERIFIED_MAX });
  return {
    ttl: opts.ttl,
    sign: async ({ sub, ...claims }, { issuedAt = new Date() } = {}) => {
      const iat = Math.floor(issuedAt.getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: signingAlg, kid: keys.kid, typ: 'JWT' })
        .setIssuer(opts.issuer)
        .setAudience(tokenAudience)
        .setSubject(sub)
        .setJti(randomUUID())
        .setIssuedAt(iat)
        .setExpirationTime(iat + opts.ttl)
        .sign(keys.privateKey);
    },
    verify: async (token) => {
      // A signature checked once stays good: a token seen before only needs its expiry checked
      // again. The signature check is most of an authenticated request's own work.
      const known = verified.get(token);
      if (known) return known.exp > Date.now() / 1000 ? { ok: true, claims: known } : { ok: false, reason: 'expired' };
      try {
        const { payload } = await jwtVerify(token, keys.publicKey, {
          issuer: opts.issuer,
          audience: tokenAudience,
          algorithms: [signingAlg],
        });
        const claims = accessClaimsSchema.safeParse(payload);
        if (!claims.success) return { ok: false, reason: 'invalid' };
        verified.set(token, claims.data, claims.data.exp * 1000 - Date.now());
        return { ok: true, claims: claims.data };
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
