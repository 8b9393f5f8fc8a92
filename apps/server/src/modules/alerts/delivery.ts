import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { companyAlertKinds, type AlertKind } from '@sahm/contracts/alerts';
import type { Database } from '../../db/client.ts';
import type { BackgroundWork } from '../../platform/background.ts';
import type { LiveBus } from '../../platform/live-bus.ts';
import { emailLayout, type Messaging } from '../messaging/index.ts';
import type { FiredNotice, NoticeBatch } from './control.ts';
import {
  claimFirings,
  deletePushTarget,
  insertNotifications,
  pushTargets,
  rearm,
  recipients,
  type AlertRow,
  type NewNotification,
} from './queries.ts';
import { noticeText, type FiredFacts } from './texts.ts';
import type { StockName } from './queries.ts';

/** An alert the evaluator found firing, with the figures of that moment. */
export type Firing = { alert: AlertRow; facts: FiredFacts; at: Date; stock: StockName | undefined };

const isEvent = (kind: AlertKind) => (companyAlertKinds as readonly string[]).includes(kind);

/**
 * Writes what fired and re-armed (one transaction per evaluated step), then tells the owners: in
 * the app at once through the notices bus, and by email and web push after, as each alert asks.
 */
export function createDelivery(deps: {
  database: Database;
  notices: LiveBus<NoticeBatch>;
  messaging: Pick<Messaging, 'mailer' | 'push'>;
  background: BackgroundWork;
  log: FastifyBaseLogger;
  publicOrigin: string;
}) {
  const { database } = deps;

  async function sendEmails(fired: { firing: Firing; notice: FiredNotice }[]): Promise<void> {
    const wanted = fired.filter((f) => f.firing.alert.email);
    if (!wanted.length) return;
    const people = new Map((await recipients(database.db, [...new Set(wanted.map((f) => f.notice.user_id))])).map((r) => [r.id, r]));
    for (const { notice } of wanted) {
      const to = people.get(notice.user_id);
      if (!to) continue;
      const l = to.locale;
      const title = notice.title[l];
      const href = `${deps.publicOrigin}${notice.link}`;
      const label = l === 'en' ? 'Open in Sahm' : 'افتح في سهم';
      const footer =
        l === 'en'
          ? 'You receive this because you set this alert in Sahm; manage your alerts at '
          : 'وصلتك هذه الرسالة لأنك ضبطت هذا التنبيه في سهم؛ لإدارة تنبيهاتك: ';
      const lines = [notice.body[l], `${footer}${deps.publicOrigin}/alerts`];
      await deps.messaging.mailer.send({
        to: to.email,
        subject: title,
        text: `${title}\n\n${lines.join('\n\n')}\n\n${label}: ${href}\n`,
        html: emailLayout(l, title, lines, { label, href }),
      });
    }
  }

  async function sendPushes(fired: { firing: Firing; notice: FiredNotice }[]): Promise<void> {
    const wanted = fired.filter((f) => f.firing.alert.push);
    if (!wanted.length) return;
    const targets = await pushTargets(database.db, [...new Set(wanted.map((f) => f.notice.user_id))]);
    const people = new Map((await recipients(database.db, [...new Set(targets.map((t) => t.userId))])).map((r) => [r.id, r.locale]));
    for (const { notice } of wanted) {
      const l = people.get(notice.user_id) ?? 'ar';
      for (const target of targets.filter((t) => t.userId === notice.user_id)) {
        const result = await deps.messaging.push.send(target, { title: notice.title[l], body: notice.body[l], link: notice.link });
        if (result === 'gone') await deletePushTarget(database.db, target.endpoint);
      }
    }
  }

  return {
    /** Records firings (each taken once, by the database's own check) and re-armings; then tells the owners. */
    async record(fires: Firing[], rearms: string[]): Promise<FiredNotice[]> {
      const fired = await database.transaction(async (tx) => {
        const taken = new Set<string>();
        const byAt = new Map<string, Firing[]>();
        for (const f of fires) {
          const key = `${f.at.toISOString()}|${isEvent(f.alert.kind)}`;
          byAt.set(key, [...(byAt.get(key) ?? []), f]);
        }
        for (const group of byAt.values()) {
          const first = group[0] as Firing;
          for (const id of await claimFirings(
            tx,
            group.map((f) => f.alert.id),
            first.at,
            !isEvent(first.alert.kind),
          ))
            taken.add(id);
        }
        const rows: { firing: Firing; notice: FiredNotice; row: NewNotification }[] = [];
        for (const firing of fires) {
          if (!taken.delete(firing.alert.id)) continue;
          const text = noticeText(firing.facts, firing.stock);
          const guid = randomUUID();
          const row = {
            id: guid,
            userId: firing.alert.userId,
            alertId: firing.alert.id,
            kind: firing.alert.kind,
            ...text,
            firedAt: firing.at,
          };
          const notice: FiredNotice = {
            user_id: firing.alert.userId,
            guid,
            alert_guid: firing.alert.id,
            kind: firing.alert.kind,
            title: { ar: text.titleAr, en: text.titleEn },
            body: { ar: text.bodyAr, en: text.bodyEn },
            link: text.link,
            fired_at: firing.at.toISOString(),
          };
          rows.push({ firing, notice, row });
        }
        await insertNotifications(
          tx.db,
          rows.map((r) => r.row),
        );
        await rearm(tx, rearms);
        return rows;
      });
      if (!fired.length) return [];
      const notices = fired.map((f) => f.notice);
      await deps.notices.publish({ items: notices });
      deps.background.run('alert emails', () => sendEmails(fired));
      deps.background.run('alert pushes', () => sendPushes(fired));
      deps.log.debug({ fired: notices.length, rearmed: rearms.length }, 'alerts fired');
      return notices;
    },
  };
}
export type Delivery = ReturnType<typeof createDelivery>;
