import { randomUUID } from 'node:crypto';
import {
  alertLimits,
  companyAlertKinds,
  needsThreshold,
  stockAlertKinds,
  thresholdBounds,
  type Alert,
  type AlertCreate,
  type AlertKind,
  type AlertList,
  type AlertUpdate,
  type NotificationList,
  type NotificationQuery,
  type PushSubscriptionInput,
  type StockAlertKind,
} from '@sahm/contracts/alerts';
import type { Locale } from '@sahm/contracts/common';
import { plans, type Plan } from '@sahm/contracts/identity';
import type { Database } from '../../db/client.ts';
import { changeRatio } from '../../platform/numbers.ts';
import type { LiveBus } from '../../platform/live-bus.ts';
import type { AlertControl } from './control.ts';
import { figuresOf } from './engine.ts';
import { messages } from './messages.ts';
import {
  deleteAlert,
  deletePushTarget,
  insertAlert,
  lockedAlertCount,
  markRead,
  notificationsPage,
  ownedPortfolio,
  savePushTarget,
  stockExists,
  stockNow,
  unreadCount,
  updateAlert,
  userAlert,
  userAlerts,
  type AlertRow,
  type AlertView,
} from './queries.ts';
import { barOf, valueOf } from './threshold-index.ts';

export type AlertCaller = { userId: string; plan: Plan };
export type PortfolioChange = (alert: Pick<AlertRow, 'userId' | 'portfolioId'>) => Promise<{ change: number | null } | undefined>;

const isStockKind = (kind: AlertKind): kind is StockAlertKind => (stockAlertKinds as readonly string[]).includes(kind);
const isCompanyKind = (kind: AlertKind) => (companyAlertKinds as readonly string[]).includes(kind);
const iso = (d: Date | null) => d && d.toISOString();

function toAlert(v: AlertView, locale: Locale): Alert {
  return {
    guid: v.id,
    kind: v.kind,
    stock:
      v.stockId && v.symbolCode
        ? { guid: v.stockId, symbol_code: v.symbolCode, short_name: (locale === 'en' ? v.shortNameEn : v.shortNameAr) ?? '' }
        : null,
    portfolio: v.portfolioId && v.portfolioName !== null ? { guid: v.portfolioId, name: v.portfolioName } : null,
    threshold: v.threshold === null ? null : v.threshold / 100,
    provider: v.provider,
    channels: { email: v.email, push: v.push },
    cooldown_minutes: v.cooldownMinutes,
    active: v.active,
    armed: v.armed,
    last_fired_at: iso(v.lastFiredAt),
    created_at: v.createdAt.toISOString(),
  };
}

/** The plan an upgrade prompt names: the next one that holds more alerts. */
const planAbove = (plan: Plan): Plan | undefined => plans.find((p) => alertLimits[p] > alertLimits[plan]);

/**
 * The user's side of alerts: setting them within the plan's allowance, reading what fired, and
 * the browsers that receive web push. Every change is told to the evaluator (whichever process
 * runs it) through the control bus.
 */
export function createAlertService(deps: { database: Database; control: LiveBus<AlertControl>; portfolioChange: PortfolioChange }) {
  const { database } = deps;
  const { db } = database;

  const tell = (id: string) => deps.control.publish({ type: 'alert', id });

  /** Refuses what the kind does not take or lacks, field by field, in the caller's language. */
  function check(locale: Locale, kind: AlertKind, input: Partial<AlertCreate>): void {
    const problems: { field: string; key: Parameters<typeof messages.t>[1]; params?: Record<string, string | number> }[] = [];
    const wantsStock = isStockKind(kind) || isCompanyKind(kind);
    if (wantsStock && !input.stock_guid) problems.push({ field: 'stock_guid', key: 'stockRequired' });
    if (!wantsStock && input.stock_guid) problems.push({ field: 'stock_guid', key: 'notForThisKind' });
    if (kind === 'portfolio_move' && !input.portfolio_guid) problems.push({ field: 'portfolio_guid', key: 'portfolioRequired' });
    if (kind !== 'portfolio_move' && input.portfolio_guid) problems.push({ field: 'portfolio_guid', key: 'notForThisKind' });
    if (kind === 'shariah_change' && !input.provider) problems.push({ field: 'provider', key: 'providerRequired' });
    if (kind !== 'shariah_change' && input.provider) problems.push({ field: 'provider', key: 'notForThisKind' });
    if (needsThreshold(kind)) {
      const bounds = thresholdBounds[kind as keyof typeof thresholdBounds];
      if (input.threshold === null || input.threshold === undefined) problems.push({ field: 'threshold', key: 'thresholdRequired' });
      else if (input.threshold < bounds.min || input.threshold > bounds.max)
        problems.push({ field: 'threshold', key: 'thresholdRange', params: { min: bounds.min, max: bounds.max } });
    } else if (input.threshold !== null && input.threshold !== undefined) problems.push({ field: 'threshold', key: 'notForThisKind' });
    const first = problems[0];
    if (!first) return;
    // Answered like a schema's refusal: 422 with {detail: [{loc, msg, type}]}, each item naming its field.
    const detail = problems.map((p) => ({ loc: ['body', p.field], msg: messages.t(locale, p.key, p.params), type: 'value_error' }));
    throw messages.error(422, first.key, first.params, { detail });
  }

  /** Whether the condition holds now: an alert set past its level starts disarmed, and fires once it has cleared and crossed again. */
  async function metNow(
    kind: AlertKind,
    stockId: string | null,
    portfolio: Pick<AlertRow, 'userId' | 'portfolioId'>,
    threshold: number | null,
  ) {
    if (threshold === null) return false;
    if (isStockKind(kind) && stockId) {
      const now = await stockNow(database, stockId);
      if (!now) return false;
      const price = Number(now.price);
      const f = figuresOf(
        { price, change_ratio: changeRatio(price, Number(now.prevClose)), trade_volume: now.volume },
        now.avgVolume ?? undefined,
      );
      const v = valueOf(kind, f);
      return v !== null && v >= barOf(kind, threshold);
    }
    if (kind === 'portfolio_move') {
      const now = await deps.portfolioChange(portfolio);
      return now?.change != null && Math.abs(now.change) >= threshold;
    }
    return false;
  }

  async function one(userId: string, id: string, locale: Locale): Promise<Alert> {
    const view = await userAlert(db, userId, id);
    if (!view) throw messages.error(404, 'alertNotFound', {}, { code: 'alert_not_found' });
    return toAlert(view, locale);
  }

  return {
    async list(caller: AlertCaller, locale: Locale): Promise<AlertList> {
      const rows = await userAlerts(db, caller.userId);
      return { items: rows.map((r) => toAlert(r, locale)), limit: alertLimits[caller.plan], used: rows.length };
    },

    async create(caller: AlertCaller, locale: Locale, input: AlertCreate): Promise<Alert> {
      check(locale, input.kind, input);
      const stockId = input.stock_guid ?? null;
      if (stockId && !(await stockExists(db, stockId))) throw messages.error(404, 'stockNotFound', {}, { code: 'stock_not_found' });
      const portfolioId = input.portfolio_guid ?? null;
      if (portfolioId && !(await ownedPortfolio(db, caller.userId, portfolioId)))
        throw messages.error(404, 'portfolioNotFound', {}, { code: 'portfolio_not_found' });
      const threshold = input.threshold == null ? null : Math.round(input.threshold * 100);
      const met = await metNow(input.kind, stockId, { userId: caller.userId, portfolioId }, threshold);
      const id = randomUUID();
      const limit = alertLimits[caller.plan];
      await database.transaction(async (tx) => {
        if ((await lockedAlertCount(tx.db, caller.userId)) >= limit) {
          const upgrade = planAbove(caller.plan);
          throw upgrade
            ? messages.error(403, 'alertLimit', { limit, plan: upgrade }, { code: 'alert_limit', limit, upgrade_to: upgrade })
            : messages.error(403, 'alertLimitTop', { limit }, { code: 'alert_limit', limit });
        }
        await insertAlert(tx.db, {
          id,
          userId: caller.userId,
          kind: input.kind,
          stockId,
          portfolioId,
          threshold,
          provider: input.provider ?? null,
          email: input.channels.email,
          push: input.channels.push,
          cooldownMinutes: input.cooldown_minutes,
          armed: !met,
        });
      });
      await tell(id);
      return one(caller.userId, id, locale);
    },

    async update(caller: AlertCaller, locale: Locale, id: string, input: AlertUpdate): Promise<Alert> {
      const current = await userAlert(db, caller.userId, id);
      if (!current) throw messages.error(404, 'alertNotFound', {}, { code: 'alert_not_found' });
      if (input.threshold !== undefined)
        check(locale, current.kind, {
          threshold: input.threshold,
          stock_guid: current.stockId,
          portfolio_guid: current.portfolioId,
          provider: current.provider,
        });
      const threshold = input.threshold === undefined || input.threshold === null ? current.threshold : Math.round(input.threshold * 100);
      const set: Partial<AlertRow> = { threshold };
      if (input.channels?.email !== undefined) set.email = input.channels.email;
      if (input.channels?.push !== undefined) set.push = input.channels.push;
      if (input.cooldown_minutes !== undefined) set.cooldownMinutes = input.cooldown_minutes;
      if (input.active !== undefined) set.active = input.active;
      // A new level, or a resumed alert, is placed afresh: armed unless already past it.
      if (threshold !== current.threshold || (input.active === true && !current.active))
        set.armed = !(await metNow(current.kind, current.stockId, current, threshold));
      await updateAlert(db, caller.userId, id, set);
      await tell(id);
      return one(caller.userId, id, locale);
    },

    async remove(caller: AlertCaller, id: string): Promise<void> {
      if (!(await deleteAlert(db, caller.userId, id))) throw messages.error(404, 'alertNotFound', {}, { code: 'alert_not_found' });
      await tell(id);
    },

    async notifications(userId: string, locale: Locale, q: NotificationQuery): Promise<NotificationList> {
      const [{ rows, total }, unread] = await Promise.all([notificationsPage(db, userId, q), unreadCount(db, userId)]);
      return {
        items: rows.map((r) => ({
          guid: r.id,
          alert_guid: r.alertId,
          kind: r.kind,
          title: locale === 'en' ? r.titleEn : r.titleAr,
          body: locale === 'en' ? r.bodyEn : r.bodyAr,
          link: r.link,
          fired_at: r.firedAt.toISOString(),
          read_at: iso(r.readAt),
        })),
        total,
        page: q.page,
        size: q.size,
        unread_count: unread,
      };
    },

    unreadCount: (userId: string) => unreadCount(db, userId),

    async markRead(userId: string, guids: string[] | undefined): Promise<{ unread_count: number }> {
      await markRead(db, userId, guids);
      return { unread_count: await unreadCount(db, userId) };
    },

    async subscribePush(userId: string, sub: PushSubscriptionInput): Promise<void> {
      await savePushTarget(db, { endpoint: sub.endpoint, userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth });
    },
    unsubscribePush: (userId: string, endpoint: string) => deletePushTarget(db, endpoint, userId),
  };
}
export type AlertService = ReturnType<typeof createAlertService>;
