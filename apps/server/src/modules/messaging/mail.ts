import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { insertOutboxMessage } from './queries.ts';

export type Email = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (email: Email) => Promise<void>; close: () => void; kind: string };

/** Real mail through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (email) => {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text, html: email.html });
    },
    close: () => transport.close(),
  };
}

/** Keeps the plain-text part in the outbox, which is what a developer or a test reads. */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    send: (email) => insertOutboxMessage(db, { channel: 'email', recipient: email.to, subject: email.subject, body: email.text }),
    close: () => {},
  };
}

export function createMailer(config: Config, db: Db): Mailer {
  return config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : outboxMailer(db);
}
