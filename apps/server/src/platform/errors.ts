import type { MessageKey, MessageParams, MessageRef } from './messages.ts';

/**
 * An error the API reports to the client as {detail}. The message is a catalogue key so the
 * central error handler can translate it for the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageRef,
    readonly params: MessageParams = {},
    /** Extra fields merged into the body (e.g. is_mobile_verified on some 401s). */
    readonly extra: Record<string, unknown> = {},
    /** Response headers that go with it (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const notFound = (key: MessageKey = 'notFound') => new ApiError(404, key);
