import type { FastifyBaseLogger } from 'fastify';
import type { OutboxList, OutboxQuery } from '@sahm/contracts/users';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createMailer, type Mailer } from './mail.ts';
import { outboxMessagesTo } from './queries.ts';
import { createPushSender, type PushSender } from './push.ts';
import { createSmsSender, type SmsSender } from './sms.ts';

export type MessagingDeps = { config: Config; database: Database; log: FastifyBaseLogger };

/**
 * The senders of every message the product sends: email through SMTP and text messages through
 * the gateway and web push through the browsers' push services when configured, the local outbox otherwise; and the outbox's reading, for
 * developers and the tests.
 */
export function createMessaging({ config, database, log }: MessagingDeps) {
  const mailer: Mailer = createMailer(config, database.db);
  const sms: SmsSender = createSmsSender(config, database.db, log);
  const push: PushSender = createPushSender(config, database.db);
  return {
    mailer,
    sms,
    push,
    /** What the local stand-ins "sent", newest first. */
    async outbox({ recipient, size }: OutboxQuery): Promise<OutboxList> {
      const rows = await outboxMessagesTo(database.db, { recipient: recipient?.toLowerCase() ?? null, size });
      return {
        items: rows.map((r) => ({
          guid: r.id,
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
    close: () => mailer.close(),
  };
}

export type Messaging = ReturnType<typeof createMessaging>;
