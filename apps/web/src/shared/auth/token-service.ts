import type { TokenResponse } from '@sahm/contracts/identity';
import i18next from 'i18next';
import { ApiError } from '../api/api-error.ts';
import { errorMessageOf } from '../api/error-message.ts';
import { env } from '../config/env.ts';
import { readStoredLocale } from '../i18n/locale.ts';

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
    // The body is the OAuth2 form {error, error_description}; the description is translated.
    throw new ApiError(response.status, errorMessageOf(body) ?? `HTTP ${response.status}`, body);
  }
  return body;
}

function asTokens(body: unknown): TokenResponse {
  const tokens = body as Partial<TokenResponse> | null;
  if (typeof tokens?.access_token !== 'string' || typeof tokens.refresh_token !== 'string') {
    throw new ApiError(502, 'The token service answered without tokens', body);
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

/** What to tell someone whose sign-in failed: the token service's own words, or why it could not answer. */
export function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return errorMessageOf(error.body) ?? i18next.t('common:errors.unexpected');
  return i18next.t('common:errors.network');
}
