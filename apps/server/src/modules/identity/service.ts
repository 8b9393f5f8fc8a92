import { timingSafeEqual } from 'node:crypto';
import type { Locale } from '@sahm/contracts/common';
import type { TokenRequest, TokenResponse } from '@sahm/contracts/identity';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { translate, type MessageKey, type MessageParams } from '../../platform/messages.ts';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../users/queries.ts';
import { claimsFor } from '../users/profile.ts';
import { verifySecret } from '../users/passwords.ts';
import type { AccessTokens } from './access-tokens.ts';
import { basicCredentials } from './client-credentials.ts';
import { revokeSession, rotateRefresh, sessionOfRefresh, startSession } from './sessions.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

type OAuthCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'slow_down';

/** A token-endpoint failure, answered in the OAuth2 form {error, error_description}. */
export class OAuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: OAuthCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly retryAfter?: number,
  ) {
    super(key);
  }
  body(locale: Locale) {
    return { error: this.error, error_description: translate(locale, this.key, this.params) };
  }
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type ClientInfo = { ip: string; userAgent?: string; basicAuth?: string };

export function identityService(deps: { config: Config; database: Database; tokens: AccessTokens; throttle: SignInThrottle }) {
  const { config, database: db, tokens, throttle } = deps;
  const { clientId, clientSecret, refreshTokenTtl } = config.identity;

  /** Client credentials from the form or an HTTP Basic header (RFC 6749 §2.3.1). */
  function checkClient(body: TokenRequest, client: ClientInfo): void {
    const basic = basicCredentials(client.basicAuth);
    if (basic === null) throw new OAuthFailure(401, 'invalid_client', 'invalidClient');
    const id = basic ? basic.id : body.client_id;
    const secret = basic ? basic.secret : body.client_secret;
    if (!id || !secret || !sameSecret(id, clientId) || !sameSecret(secret, clientSecret))
      throw new OAuthFailure(401, 'invalid_client', 'invalidClient');
  }

  async function tokensFor(user: UserRow, sessionId: string, refreshToken: string): Promise<TokenResponse> {
    return {
      access_token: await tokens.sign(claimsFor(user, sessionId)),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: tokens.ttl,
    };
  }

  async function passwordGrant(body: TokenRequest, client: ClientInfo): Promise<TokenResponse> {
    const username = body.username?.trim() ?? '';
    const password = body.password ?? '';
    if (!username) throw new OAuthFailure(400, 'invalid_request', 'missingField', { field: 'username' });
    if (!password) throw new OAuthFailure(400, 'invalid_request', 'missingField', { field: 'password' });
    const attempt = await throttle.reserve(username, client.ip);
    if (attempt.wait > 0)
      throw new OAuthFailure(429, 'slow_down', 'signInThrottled', { minutes: Math.ceil(attempt.wait / 60) }, attempt.wait);
    const user = await findUserByEmail(db, username);
    // A failure stays counted: it was reserved before the check.
    if (!(await verifySecret(user?.password_hash, password)) || !user) throw new OAuthFailure(401, 'invalid_grant', 'invalidCredentials');
    await attempt.succeeded();
    // Only someone who knows the password learns that the account is switched off.
    if (!user.is_active) throw new OAuthFailure(401, 'invalid_grant', 'accountDeactivated');
    const session = await startSession(db, { userId: user.id, ttlSeconds: refreshTokenTtl, userAgent: client.userAgent, ip: client.ip });
    await updateUser(db, user.id, { last_login_at: new Date() });
    return tokensFor(user, session.sessionId, session.refreshToken);
  }

  async function refreshGrant(body: TokenRequest): Promise<TokenResponse> {
    if (!body.refresh_token) throw new OAuthFailure(400, 'invalid_request', 'missingField', { field: 'refresh_token' });
    const rotated = await rotateRefresh(db, body.refresh_token, refreshTokenTtl);
    if (!rotated.ok) throw new OAuthFailure(400, 'invalid_grant', 'invalidRefreshToken');
    const user = await findUserById(db, rotated.userId);
    if (!user?.is_active) throw new OAuthFailure(400, 'invalid_grant', 'invalidRefreshToken');
    return tokensFor(user, rotated.sessionId, rotated.refreshToken);
  }

  return {
    async token(body: TokenRequest, client: ClientInfo): Promise<TokenResponse> {
      checkClient(body, client);
      if (body.grant_type === 'password') return passwordGrant(body, client);
      if (body.grant_type === 'refresh_token') return refreshGrant(body);
      if (!body.grant_type) throw new OAuthFailure(400, 'invalid_request', 'missingField', { field: 'grant_type' });
      throw new OAuthFailure(400, 'unsupported_grant_type', 'unsupportedGrant');
    },
    /** RFC 7009: unknown tokens are not an error, so a client can always call it on logout. */
    async revoke(body: TokenRequest & { token?: string }, client: ClientInfo): Promise<void> {
      checkClient(body, client);
      const token = body.token ?? body.refresh_token;
      if (!token) throw new OAuthFailure(400, 'invalid_request', 'missingField', { field: 'token' });
      const sessionId = await sessionOfRefresh(db, token);
      if (sessionId) await revokeSession(db, sessionId, 'signed out');
    },
  };
}
export type IdentityService = ReturnType<typeof identityService>;
