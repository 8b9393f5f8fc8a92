import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { insertOutboxMessage } from './queries.ts';

/** Sends one text message to a number in 9665XXXXXXXX form. Throws when the gateway refuses it. */
export type SmsSender = { send: (to: string, body: string) => Promise<void>; kind: string };

/**
 * Taqnyat (a Saudi SMS gateway): JSON POST with a bearer token, recipients in international form
 * without the plus. Any non-2xx answer is an error so the caller can tell the user the code was not sent.
 */
export function taqnyatSms(opts: { apiUrl: string; apiToken: string; sender: string }, log: FastifyBaseLogger): SmsSender {
  return {
    kind: 'taqnyat',
    send: async (to, body) => {
      const response = await fetch(opts.apiUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.apiToken}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ recipients: [to], body, sender: opts.sender }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 300);
        log.error({ status: response.status, detail }, 'sms gateway refused a message');
        throw new Error(`SMS gateway answered ${response.status}`);
      }
    },
  };
}

export function outboxSms(db: Db): SmsSender {
  return { kind: 'outbox', send: (to, body) => insertOutboxMessage(db, { channel: 'sms', recipient: to, subject: null, body }) };
}

export function createSmsSender(config: Config, db: Db, log: FastifyBaseLogger): SmsSender {
  const { provider, apiToken, apiUrl, sender } = config.sms;
  return provider === 'taqnyat' && apiToken ? taqnyatSms({ apiUrl, apiToken, sender }, log) : outboxSms(db);
}
