import type { TokenResponse } from '@sahm/contracts/identity';
import { env } from '../config/env.ts';
import { readStoredLocale } from '../i18n/locale.ts';

/** A failed call to the token service; `body` is its OAuth2 error ({error, error_description}). */
export class TokenError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.name = 'TokenError';
    this.status = status;
    this.body = body;
  }
}

async function postForm(path: string, fields: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${env.identityBase}${path}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Accept-Language': readStoredLocale(),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ ...fields, client_id: env.oauthClientId, client_secret: env.oauthClientSecret }),
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const description = (body as { error_description?: unknown } | null)?.error_description;
    throw new TokenError(response.status, typeof description === 'string' ? description : `HTTP ${response.status}`, body);
  }
  return body;
}

function asTokens(body: unknown): TokenResponse {
  const tokens = body as Partial<TokenResponse> | null;
  if (typeof tokens?.access_token !== 'string' || typeof tokens.refresh_token !== 'string') {
    throw new TokenError(502, 'The token service answered without tokens', body);
  }
  return tokens as TokenResponse;
}

export async function passwordGrant(username: string, password: string): Promise<TokenResponse> {
  return asTokens(await postForm('/token', { grant_type: 'password', username, password }));
}

export async function refreshGrant(refreshToken: string): Promise<TokenResponse> {
  return asTokens(await postForm('/token', { grant_type: 'refresh_token', refresh_token: refreshToken }));
}

/** Ends the session on the server; failure does not keep anyone signed in. */
export async function revokeToken(refreshToken: string): Promise<void> {
  await postForm('/revoke', { token: refreshToken, token_type_hint: 'refresh_token' });
}

/** The message to show for a failed sign-in: the token service's own (translated) description. */
export function tokenErrorMessage(error: unknown): string | null {
  if (error instanceof TokenError) {
    const description = (error.body as { error_description?: unknown } | null)?.error_description;
    return typeof description === 'string' && description.trim() ? description : null;
  }
  return null;
}
