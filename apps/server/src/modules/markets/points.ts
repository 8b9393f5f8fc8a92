import type { MarketLivePoints, MarketPoint } from '@sahm/contracts/markets';
import type { Database } from '../../db/client.ts';
import { toNumber } from '../../platform/numbers.ts';
import { periodStart, type DailyPeriod } from '../../domain/periods.ts';

type Row = { trade_date: string; at: Date | string | null; open: string; high: string; low: string; close: string; volume: number };

const toPoint = (r: Row): MarketPoint => {
  const close = toNumber(r.close);
  return {
    trade_date: r.trade_date,
    // A daily point is stamped at the session's close, 15:00 Riyadh (12:00 UTC).
    datetime: new Date(r.at ?? `${r.trade_date}T12:00:00Z`).toISOString(),
    open: toNumber(r.open),
    high: toNumber(r.high),
    low: toNumber(r.low),
    close,
    value: close,
    trade_volume: r.volume,
  };
};

/** The index's ticks in its latest session (the day chart). */
export async function marketDayPoints(database: Database, marketId: string): Promise<MarketPoint[]> {
  const rows = await database.query<Row>(
    `SELECT (at AT TIME ZONE 'Asia/Riyadh')::date::text AS trade_date, at, value AS open, value AS high, value AS low, value AS close, volume
       FROM index_intraday_points
      WHERE market_id = $1 AND at >= (SELECT max(at) - interval '12 hours' FROM index_intraday_points WHERE market_id = $1)
      ORDER BY at`,
    [marketId],
  );
  return rows.map(toPoint);
}

/** One point per closed session of the period (the session in progress is added by the caller). */
export async function marketHistory(database: Database, marketId: string, period: DailyPeriod): Promise<MarketPoint[]> {
  const last = await database.query<{ d: string | null }>(`SELECT max(trade_date)::text AS d FROM index_points WHERE market_id = $1`, [
    marketId,
  ]);
  if (!last[0]?.d) return [];
  const rows = await database.query<Row>(
    `SELECT trade_date::text AS trade_date, NULL AS at, open, high, low, close, volume FROM index_points
      WHERE market_id = $1 AND trade_date >= $2 ORDER BY trade_date`,
    [marketId, periodStart(period, last[0].d)],
  );
  return rows.map(toPoint);
}

/** The session in progress as a chart point. */
export const liveMarketPoint = (live: MarketLivePoints): MarketPoint => ({
  trade_date: live.trade_date,
  datetime: live.datetime,
  open: live.open,
  high: live.high,
  low: live.low,
  close: live.value,
  value: live.value,
  trade_volume: live.trade_volume,
});
