import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { alertNotifications, alerts, pushSubscriptions } from '../../db/schema/alerts.ts';
import { users } from '../../db/schema/accounts.ts';
import { portfolios } from '../../db/schema/portfolios.ts';
import { stocks } from '../../db/schema/stocks.ts';

export type AlertRow = typeof alerts.$inferSelect;
export type NotificationRow = typeof alertNotifications.$inferSelect;
export type NewNotification = typeof alertNotifications.$inferInsert;

/** An alert with what its answer names: the stock's code and short names, the portfolio's name. */
export type AlertView = AlertRow & {
  symbolCode: string | null;
  shortNameAr: string | null;
  shortNameEn: string | null;
  portfolioName: string | null;
};

const viewColumns = {
  alert: alerts,
  symbolCode: stocks.symbolCode,
  shortNameAr: stocks.shortNameAr,
  shortNameEn: stocks.shortNameEn,
  portfolioName: portfolios.name,
};

function views(db: Db) {
  return db
    .select(viewColumns)
    .from(alerts)
    .leftJoin(stocks, eq(stocks.id, alerts.stockId))
    .leftJoin(portfolios, eq(portfolios.id, alerts.portfolioId));
}
const flat = (r: { alert: AlertRow } & Omit<AlertView, keyof AlertRow>): AlertView => ({ ...r.alert, ...r, alert: undefined }) as AlertView;

export async function userAlerts(db: Db, userId: string): Promise<AlertView[]> {
  const rows = await views(db).where(eq(alerts.userId, userId)).orderBy(desc(alerts.createdAt), alerts.id);
  return rows.map(flat);
}

export async function userAlert(db: Db, userId: string, id: string): Promise<AlertView | undefined> {
  const [row] = await views(db).where(and(eq(alerts.userId, userId), eq(alerts.id, id)));
  return row && flat(row);
}

export async function alertById(db: Db, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id));
  return row;
}

export async function activeAlerts(db: Db): Promise<AlertRow[]> {
  return db.select().from(alerts).where(eq(alerts.active, true));
}

/** Counts the user's alerts while holding their row, so two parallel creations cannot both take the last place. */
export async function lockedAlertCount(db: Db, userId: string): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db.select({ n: count() }).from(alerts).where(eq(alerts.userId, userId));
  return row?.n ?? 0;
}

export async function insertAlert(db: Db, row: typeof alerts.$inferInsert): Promise<void> {
  await db.insert(alerts).values(row);
}

export async function updateAlert(db: Db, userId: string, id: string, set: Partial<typeof alerts.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(alerts)
    .set(set)
    .where(and(eq(alerts.userId, userId), eq(alerts.id, id)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

export async function deleteAlert(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(alerts)
    .where(and(eq(alerts.userId, userId), eq(alerts.id, id)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

export async function stockExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: stocks.id }).from(stocks).where(eq(stocks.id, id));
  return row !== undefined;
}

export async function ownedPortfolio(db: Db, userId: string, id: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: portfolios.id, name: portfolios.name })
    .from(portfolios)
    .where(and(eq(portfolios.userId, userId), eq(portfolios.id, id)));
  return row;
}

/**
 * Takes the firing of these alerts: only those still active and armed (for conditions) and out of
 * their cooldown at `at`. The one statement decides, so a firing is taken once whoever asks.
 */
export async function claimFirings(q: Queryable, ids: string[], at: Date, conditions: boolean): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await q.query<{ id: string }>(
    `UPDATE alerts SET armed = $3, last_fired_at = $2
      WHERE id = ANY($1::uuid[]) AND active AND ($4::boolean = false OR armed)
        AND (last_fired_at IS NULL OR last_fired_at <= $2::timestamptz - make_interval(mins => cooldown_minutes))
      RETURNING id`,
    [ids, at.toISOString(), !conditions, conditions],
  );
  return rows.map((r) => r.id);
}

export async function rearm(q: Queryable, ids: string[]): Promise<void> {
  if (ids.length) await q.query(`UPDATE alerts SET armed = true WHERE id = ANY($1::uuid[]) AND NOT armed`, [ids]);
}

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  // In slices: one statement's parameters stay well under the protocol's limit.
  for (let i = 0; i < rows.length; i += 1000) await db.insert(alertNotifications).values(rows.slice(i, i + 1000));
}

export async function notificationsPage(
  db: Db,
  userId: string,
  { page, size, unread }: { page: number; size: number; unread?: boolean },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = unread
    ? and(eq(alertNotifications.userId, userId), isNull(alertNotifications.readAt))
    : eq(alertNotifications.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(alertNotifications)
      .where(where)
      .orderBy(desc(alertNotifications.firedAt), desc(alertNotifications.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(alertNotifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alertNotifications)
    .where(and(eq(alertNotifications.userId, userId), isNull(alertNotifications.readAt)));
  return row?.n ?? 0;
}

export async function markRead(db: Db, userId: string, ids: string[] | undefined): Promise<void> {
  const mine = and(eq(alertNotifications.userId, userId), isNull(alertNotifications.readAt));
  await db
    .update(alertNotifications)
    .set({ readAt: sql`now()` })
    .where(ids ? and(mine, inArray(alertNotifications.id, ids)) : mine);
}

export type Recipient = { id: string; email: string; firstName: string; locale: 'ar' | 'en' };
export async function recipients(db: Db, userIds: string[]): Promise<Recipient[]> {
  if (!userIds.length) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(inArray(users.id, userIds));
}

export type PushTarget = typeof pushSubscriptions.$inferSelect;
export async function pushTargets(db: Db, userIds: string[]): Promise<PushTarget[]> {
  if (!userIds.length) return [];
  return db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds));
}
export async function savePushTarget(db: Db, row: typeof pushSubscriptions.$inferInsert): Promise<void> {
  // A browser's endpoint belongs to whoever subscribed last on it (a shared computer changes hands).
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: row.userId, p256dh: row.p256dh, auth: row.auth } });
}
export async function deletePushTarget(db: Db, endpoint: string, userId?: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      userId
        ? and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId))
        : eq(pushSubscriptions.endpoint, endpoint),
    );
}

/** The stock's figures now: the session's quote and the average volume of the 20 sessions before it. */
export type StockNow = { price: string; prevClose: string; volume: number; tradeDate: string; avgVolume: number | null };
export async function stockNow(q: Queryable, stockId: string): Promise<StockNow | undefined> {
  const [row] = await q.query<{ price: string; prev_close: string; volume: string; trade_date: string; avg_volume: string | null }>(
    `SELECT q.price, q.prev_close, q.volume, q.trade_date::text AS trade_date,
            (SELECT avg(p.volume) FROM (SELECT volume FROM stock_price_points
               WHERE stock_id = q.stock_id AND trade_date < q.trade_date ORDER BY trade_date DESC LIMIT 20) p) AS avg_volume
       FROM stock_quotes q WHERE q.stock_id = $1`,
    [stockId],
  );
  if (!row) return undefined;
  return {
    price: row.price,
    prevClose: row.prev_close,
    volume: Number(row.volume),
    tradeDate: row.trade_date,
    avgVolume: row.avg_volume === null ? null : Number(row.avg_volume),
  };
}

/** Every stock's average volume over the 20 sessions before `date`. */
export async function averageVolumes(q: Queryable, date: string): Promise<Map<string, number>> {
  const rows = await q.query<{ stock_id: string; avg_volume: string }>(
    `SELECT stock_id, avg(volume) AS avg_volume FROM (
       SELECT stock_id, volume, row_number() OVER (PARTITION BY stock_id ORDER BY trade_date DESC) AS n
         FROM stock_price_points WHERE trade_date < $1 AND trade_date >= $1::date - 60) p
      WHERE n <= 20 GROUP BY stock_id`,
    [date],
  );
  return new Map(rows.map((r) => [r.stock_id, Number(r.avg_volume)]));
}

export type StockName = { symbolCode: string; ar: string; en: string };
export async function stockNames(db: Db): Promise<Map<string, StockName>> {
  const rows = await db
    .select({ id: stocks.id, symbolCode: stocks.symbolCode, ar: stocks.shortNameAr, en: stocks.shortNameEn })
    .from(stocks);
  return new Map(rows.map((r) => [r.id, { symbolCode: r.symbolCode, ar: r.ar, en: r.en }]));
}

export async function announcementTitle(q: Queryable, id: string): Promise<{ ar: string; en: string } | undefined> {
  const [row] = await q.query<{ ar: string; en: string }>(`SELECT title_ar AS ar, title_en AS en FROM announcements WHERE id = $1`, [id]);
  return row;
}

export type AnnouncedDividend = { amount: string; year: number; period: string; dueDate: string };
export async function dividendById(q: Queryable, stockId: string, id: string): Promise<AnnouncedDividend | undefined> {
  const [row] = await q.query<{ amount: string; year: number; period: string; due_date: string }>(
    `SELECT amount::text, year, period, due_date::text FROM dividends WHERE stock_id = $1 AND id = $2`,
    [stockId, id],
  );
  return row && { amount: row.amount, year: row.year, period: row.period, dueDate: row.due_date };
}
