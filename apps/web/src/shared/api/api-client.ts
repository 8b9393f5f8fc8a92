import i18next from 'i18next';
import { enqueueSnackbar } from '../ui/notify.ts';
import type { z } from 'zod';
import { env } from '../config/env.ts';
import { readStoredLocale } from '../i18n/locale.ts';
import { ApiError, isAbortError } from './api-error.ts';
import { errorMessageOf } from './error-message.ts';

/** A list is sent as a repeated parameter (`?type=a&type=b`). */
export type QueryValue = string | number | boolean | null | undefined | readonly string[];

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Checked in development so a drift from the contract shows up in the console at once. */
  schema?: z.ZodType<T>;
  /** No error toast (the caller handles or deliberately ignores the failure). */
  silent?: boolean;
  /**
   * A file to download instead of JSON: its media type (the Accept header, e.g. application/pdf).
   * The answer is then read as a Blob; a failure is still read as the API's JSON error.
   */
  download?: string;
};

/** What the session does with a 401: retry the request, or say it has dealt with it (no error toast). */
export type UnauthorizedOutcome = 'retry' | 'handled' | 'report';

/**
 * The session plugs in here: the bearer token, and what to do on a 401 (refresh and
 * retry, send the visitor to log in, or sign out). Nothing else in the client knows about sessions.
 */
export type AuthHooks = {
  getAccessToken: () => string | null;
  /**
   * `token` is the bearer token the failed request carried (null when anonymous);
   * `attempt` counts the retries already made for this request.
   */
  onUnauthorized: (error: ApiError, request: { token: string | null; attempt: number }) => Promise<UnauthorizedOutcome>;
  /** A request that carried a bearer token succeeded (the session is healthy again). */
  onAuthorized?: () => void;
};

/** A request is retried at most this many times after 401s (a refresh is tried at most twice). */
const MAX_AUTH_RETRIES = 2;

let auth: AuthHooks = { getAccessToken: () => null, onUnauthorized: async () => 'report' };

export function configureApiAuth(hooks: AuthHooks): void {
  auth = hooks;
}

export function buildUrl(path: string, params: Record<string, QueryValue> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) query.append(key, item);
    else query.set(key, String(value));
  }
  const search = query.toString();
  return `${env.apiBase}${path}${search ? `?${search}` : ''}`;
}

function headersFor(body: unknown, token: string | null, accept = 'application/json'): Headers {
  const headers = new Headers({
    Accept: accept,
    'Accept-Language': readStoredLocale(),
    'X-App-Token': env.appToken,
  });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A form (a file upload) sets its own multipart type and boundary.
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function report(message: string, silent: boolean | undefined): void {
  if (!silent) enqueueSnackbar(message, { variant: 'error', preventDuplicate: true });
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}, attempt = 0): Promise<T> {
  const { method = 'GET', params, body, signal, schema, silent, download } = options;
  const token = auth.getAccessToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers: headersFor(body, token, download),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (!isAbortError(error)) report(i18next.t('common:errors.network'), silent);
    throw error;
  }

  if (response.ok && download) {
    if (token) auth.onAuthorized?.();
    return (await response.blob()) as T;
  }
  const payload = await readBody(response);
  if (!response.ok) {
    const message = errorMessageOf(payload) ?? i18next.t('common:errors.unexpected');
    const error = new ApiError(response.status, message, payload);
    if (response.status === 401) {
      const outcome = await auth.onUnauthorized(error, { token, attempt });
      if (outcome === 'retry' && attempt < MAX_AUTH_RETRIES) return apiRequest(path, options, attempt + 1);
      if (outcome === 'handled') throw error;
    }
    report(message, silent);
    throw error;
  }
  if (token) auth.onAuthorized?.();

  if (schema && import.meta.env.DEV) {
    const checked = schema.safeParse(payload);
    if (!checked.success) console.error(`Response of ${path} does not match its contract`, checked.error.issues);
  }
  return payload as T;
}

export const apiGet = <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

type SendOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;

export const apiPost = <T>(path: string, body?: unknown, options: SendOptions<T> = {}) =>
  apiRequest<T>(path, { ...options, method: 'POST', body });

/** A file (an invoice's PDF…) through the same client: headers, refresh and retry on 401, error toasts. */
export const apiDownload = (
  path: string,
  options: Omit<RequestOptions<Blob>, 'schema' | 'download'> & { accept: string },
): Promise<Blob> => {
  const { accept, ...rest } = options;
  return apiRequest<Blob>(path, { ...rest, download: accept });
};

export const apiPut = <T>(path: string, body?: unknown, options: SendOptions<T> = {}) =>
  apiRequest<T>(path, { ...options, method: 'PUT', body });
