import { createECDH, createHash } from 'node:crypto';
import webpush from 'web-push';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { insertOutboxMessage } from './queries.ts';

/** A browser's push subscription as stored. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushMessage = { title: string; body: string; link: string };
/** `gone`: the push service says the subscription no longer exists (the caller forgets it). */
export type PushResult = 'sent' | 'gone';
export type PushSender = { kind: string; publicKey: string; send: (to: PushTarget, message: PushMessage) => Promise<PushResult> };

/**
 * The VAPID key pair: the configured one, or one derived from the app's client secret, so every
 * process of a deployment (and every restart) signs with the same key and browsers' subscriptions
 * stay valid.
 */
export function vapidKeys(config: Config): { publicKey: string; privateKey: string } {
  if (config.push.publicKey && config.push.privateKey) return { publicKey: config.push.publicKey, privateKey: config.push.privateKey };
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(createHash('sha256').update(`sahm-vapid|${config.identity.clientSecret}`).digest());
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
}

/** Real web push (RFC 8030 with VAPID, RFC 8292) to the browser's push service. */
export function webPushSender(config: Config): PushSender {
  const keys = vapidKeys(config);
  const vapidDetails = { subject: config.push.subject, ...keys };
  return {
    kind: 'webpush',
    publicKey: keys.publicKey,
    send: async (to, message) => {
      try {
        await webpush.sendNotification({ endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } }, JSON.stringify(message), {
          vapidDetails,
          TTL: 3600,
          timeout: 10_000,
        });
        return 'sent';
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw err;
      }
    },
  };
}

/** Keeps what would have been pushed in the outbox (recipient: the subscription's endpoint), for developers and the tests. */
export function outboxPush(config: Config, db: Db): PushSender {
  return {
    kind: 'outbox',
    publicKey: vapidKeys(config).publicKey,
    send: async (to, message) => {
      await insertOutboxMessage(db, { channel: 'push', recipient: to.endpoint, subject: message.title, body: JSON.stringify(message) });
      return 'sent';
    },
  };
}

export const createPushSender = (config: Config, db: Db): PushSender =>
  config.push.provider === 'webpush' ? webPushSender(config) : outboxPush(config, db);
