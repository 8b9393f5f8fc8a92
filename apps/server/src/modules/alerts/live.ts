import { GraphQLError } from 'graphql';
import type { AlertNotice } from '@sahm/contracts/alerts';
import type { Locale } from '@sahm/contracts/common';
import { busIterator } from '../../platform/bus-iterator.ts';
import type { LiveBus, OwnerStreams } from '../../platform/live-bus.ts';
import { translate } from '../../platform/messages.ts';
import type { NoticeBatch } from './control.ts';
import type { AlertService } from './service.ts';

/**
 * The owner's notifications the moment an alert fires, over the live socket (JSON: AlertNotice):
 * for the signed-in owner only, and only while the socket's token lasts, like a portfolio's figures.
 */
export const alertLiveSdl = `
  type AlertNotificationsPayload { notice: JSON, error: Boolean! }
`;
export const alertSubscriptionSdl = `
    alertNotifications: AlertNotificationsPayload!
`;

export type AlertLiveContext = {
  locale: Locale;
  userId: string | null;
  alerts: AlertService;
  alertNotices: LiveBus<NoticeBatch>;
  owner?: OwnerStreams;
};

export const alertSubscriptions = {
  alertNotifications: (_args: unknown, ctx: AlertLiveContext) => {
    const userId = ctx.userId;
    if (!userId) throw new GraphQLError(translate(ctx.locale, 'authRequired'), { extensions: { code: 'auth_required' } });
    if (ctx.owner?.expired()) {
      ctx.owner.endForToken();
      throw new GraphQLError(translate(ctx.locale, 'tokenExpired'), { extensions: { code: 'token_expired' } });
    }
    const l = ctx.locale;
    return busIterator(ctx.owner?.scoped(ctx.alertNotices) ?? ctx.alertNotices, async (batch: NoticeBatch) => {
      const mine = batch.items.filter((n) => n.user_id === userId);
      const n = mine[mine.length - 1];
      if (!n) return undefined;
      try {
        const notice: AlertNotice = {
          notification: {
            guid: n.guid,
            alert_guid: n.alert_guid,
            kind: n.kind,
            title: n.title[l],
            body: n.body[l],
            link: n.link,
            fired_at: n.fired_at,
            read_at: null,
          },
          unread_count: await ctx.alerts.unreadCount(userId),
        };
        return { alertNotifications: { notice, error: false } };
      } catch {
        return { alertNotifications: { notice: null, error: true } };
      }
    });
  },
};
