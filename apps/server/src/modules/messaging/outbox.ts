import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '@sahm/contracts/users';
import type { Queryable } from '../../db/client.ts';

export type OutgoingMessage = { channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string };

/** Stores a message in the local outbox, the development stand-in for the SMS gateway and mail server. */
export async function writeOutbox(db: Queryable, message: OutgoingMessage): Promise<void> {
  await db.query('INSERT INTO outbox_messages (id, channel, recipient, subject, body) VALUES ($1, $2, $3, $4, $5)', [
    randomUUID(),
    message.channel,
    message.recipient,
    message.subject,
    message.body,
  ]);
}

type Row = { id: string; channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; created_at: Date | string };

export async function readOutbox(db: Queryable, opts: { recipient?: string; size: number }): Promise<OutboxMessage[]> {
  const rows = await db.query<Row>(
    `SELECT id, channel, recipient, subject, body, created_at FROM outbox_messages
      WHERE ($1::text IS NULL OR recipient = $1) ORDER BY created_at DESC, id LIMIT $2`,
    [opts.recipient?.toLowerCase() ?? null, opts.size],
  );
  return rows.map((r) => ({
    guid: r.id,
    channel: r.channel,
    recipient: r.recipient,
    subject: r.subject,
    body: r.body,
    created_at: new Date(r.created_at).toISOString(),
  }));
}
