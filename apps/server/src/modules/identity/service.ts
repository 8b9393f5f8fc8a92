import { timingSafeEqual } from 'node:crypto';
import type { Locale } from '@sahm/contracts/common';
import type { TokenRequest, TokenResponse } from '@sahm/contracts/identity';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { translate, type MessageParams, type MessageRef } from '../../platform/messages.ts';
import { claimsFor, findUserByEmail, findUserById, recordSignIn, verifySecret, type UserRow } from '../users/index.ts';
import type { AccessTokens } from './access-tokens.ts';
import { basicCredentials } from './client-credentials.ts';
import { messages } from './messages.ts';
import { revokeSession } from './queries.ts';
import { rotateRefresh, sessionOfRefresh, startSession } from './sessions.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

type OAuthCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type' | 'slow_down';

/** A token-endpoint failure, answered in the OAuth2 form {error, error_description}. */
export class OAuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: OAuthCode,
    readonly key: MessageRef,
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

const invalidClient = () => new OAuthFailure(401, 'invalid_client', messages.ref('invalidClient'));
const missingField = (field: string) => new OAuthFailure(400, 'invalid_request', 'missingField', { field });
const invalidRefreshToken = () => new OAuthFailure(400, 'invalid_grant', messages.ref('invalidRefreshToken'));

export type ClientInfo = { ip: string; userAgent?: string; basicAuth?: string };

export type IdentityServiceDeps = { config: Config; database: Database; tokens: AccessTokens; throttle: SignInThrottle };

/** The token service: password and refresh grants (with the client's credentials), and revocation. */
export function createIdentityService({ config, database, tokens, throttle }: IdentityServiceDeps) {
  const { db } = database;
  const { clientId, clientSecret, refreshTokenTtl } = config.identity;

  /** Client credentials from the form or an HTTP Basic header (RFC 6749 §2.3.1). */
  function checkClient(body: TokenRequest, client: ClientInfo): void {
    const basic = basicCredentials(client.basicAuth);
    if (basic === null) throw invalidClient();
    const id = basic ? basic.id : body.client_id;
    const secret = basic ? basic.secret : body.client_secret;
    if (!id || !secret || !sameSecret(id, clientId) || !sameSecret(secret, clientSecret)) throw invalidClient();
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
    if (!username) throw missingField('username');
    if (!password) throw missingField('password');
    const attempt = await throttle.reserve(username, client.ip);
    if (attempt.wait > 0)
      throw new OAuthFailure(429, 'slow_down', messages.ref('signInThrottled'), { minutes: Math.ceil(attempt.wait / 60) }, attempt.wait);
    const user = await findUserByEmail(db, username);
    // A failure stays counted: it was reserved before the check.
    if (!(await verifySecret(user?.passwordHash, password)) || !user)
      throw new OAuthFailure(401, 'invalid_grant', messages.ref('invalidCredentials'));
    await attempt.succeeded();
    // Only someone who knows the password learns that the account is switched off.
    if (!user.isActive) throw new OAuthFailure(401, 'invalid_grant', messages.ref('accountDeactivated'));
    const session = await startSession(db, { userId: user.id, ttlSeconds: refreshTokenTtl, userAgent: client.userAgent, ip: client.ip });
    await recordSignIn(db, user.id);
    return tokensFor(user, session.sessionId, session.refreshToken);
  }

  async function refreshGrant(body: TokenRequest): Promise<TokenResponse> {
    if (!body.refresh_token) throw missingField('refresh_token');
    const rotated = await rotateRefresh(db, body.refresh_token, refreshTokenTtl);
    if (!rotated.ok) throw invalidRefreshToken();
    const user = await findUserById(db, rotated.userId);
    if (!user?.isActive) throw invalidRefreshToken();
    return tokensFor(user, rotated.sessionId, rotated.refreshToken);
  }

  return {
    async token(body: TokenRequest, client: ClientInfo): Promise<TokenResponse> {
      checkClient(body, client);
      if (body.grant_type === 'password') return passwordGrant(body, client);
      if (body.grant_type === 'refresh_token') return refreshGrant(body);
      if (!body.grant_type) throw missingField('grant_type');
      throw new OAuthFailure(400, 'unsupported_grant_type', messages.ref('unsupportedGrant'));
    },
    /** RFC 7009: unknown tokens are not an error, so a client can always call it on logout. */
    async revoke(body: TokenRequest & { token?: string }, client: ClientInfo): Promise<void> {
      checkClient(body, client);
      const token = body.token ?? body.refresh_token;
      if (!token) throw missingField('token');
      const sessionId = await sessionOfRefresh(db, token);
      if (sessionId) await revokeSession(db, sessionId, 'signed out');
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
