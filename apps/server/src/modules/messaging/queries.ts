import { randomUUID } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/accounts.ts';

export type OutgoingMessage = Pick<typeof outboxMessages.$inferInsert, 'channel' | 'recipient' | 'subject' | 'body'>;

/** Stores a message in the local outbox, the development stand-in for the SMS gateway and mail server. */
export async function insertOutboxMessage(db: Db, message: OutgoingMessage): Promise<void> {
  await db.insert(outboxMessages).values({ id: randomUUID(), ...message });
}

/** The outbox, newest first; only what went to `recipient` when given. */
export const outboxMessagesTo = (db: Db, opts: { recipient: string | null; size: number }) =>
  db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      body: outboxMessages.body,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(opts.recipient === null ? undefined : eq(outboxMessages.recipient, opts.recipient))
    .orderBy(desc(outboxMessages.createdAt), asc(outboxMessages.id))
    .limit(opts.size);
