import type { FastifyBaseLogger } from 'fastify';

/** Where newsletter sign-ups go besides our own table. */
export type NewsletterProvider = { kind: string; subscribe: (email: string, locale: string) => Promise<void> };

/**
 * GetResponse's contacts API (v3): the API key in X-Auth-Token, the list as campaign id. A 409
 * (already on the list) counts as success, so signing up twice is harmless.
 */
export function getResponseNewsletter(
  opts: { apiUrl: string; apiKey: string; listId: string },
  log: FastifyBaseLogger,
): NewsletterProvider {
  return {
    kind: 'getresponse',
    subscribe: async (email) => {
      const response = await fetch(`${opts.apiUrl}/contacts`, {
        method: 'POST',
        headers: { 'x-auth-token': `api-key ${opts.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email, campaign: { campaignId: opts.listId } }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok && response.status !== 409) {
        log.error({ status: response.status }, 'newsletter provider refused a sign-up');
        throw new Error(`GetResponse answered ${response.status}`);
      }
    },
  };
}

/** Without a key, sign-ups are kept only in our table (readable by staff), never dropped. */
export const localNewsletter: NewsletterProvider = { kind: 'local', subscribe: async () => {} };
