import type { PricePoint, StockLivePoints } from '@sahm/contracts/stocks';
import type { Database } from '../../db/client.ts';
import { changeRatio, round2, toNumber, toNumberOrNull } from '../../platform/numbers.ts';
import { periodStart, type DailyPeriod } from '../../domain/periods.ts';

type Row = {
  trade_date: string;
  at: Date | string | null;
  open: string;
  high: string;
  low: string;
  close: string;
  prev_close: string;
  volume: number;
  value: string;
  eps: string | null;
  bvps: string | null;
};

/** Price over earnings or book per share; null when the denominator is not positive. */
const ratio = (price: number, per: string | null) => {
  const d = toNumberOrNull(per);
  return d && d > 0 ? round2(price / d) : null;
};

const toPoint = (r: Row): PricePoint => {
  const close = toNumber(r.close);
  const prev = toNumber(r.prev_close);
  return {
    trade_date: r.trade_date,
    datetime: new Date(r.at ?? `${r.trade_date}T12:00:00Z`).toISOString(),
    open: toNumber(r.open),
    high: toNumber(r.high),
    low: toNumber(r.low),
    close,
    change_value: round2(close - prev),
    change_ratio: changeRatio(close, prev),
    trade_volume: r.volume,
    trade_value: toNumber(r.value),
    daily_price_to_earnings: ratio(close, r.eps),
    daily_price_to_book_value: ratio(close, r.bvps),
  };
};

/** The ticks of the stock's latest session (the day chart), one point a minute. */
export async function stockDayPoints(database: Database, stockId: string): Promise<PricePoint[]> {
  const rows = await database.query<Row>(
    `SELECT (i.at AT TIME ZONE 'Asia/Riyadh')::date::text AS trade_date, i.at, q.open, q.high, q.low, i.price AS close, q.prev_close,
            i.volume, i.value, f.eps_ttm AS eps, f.book_value_per_share AS bvps
       FROM stock_intraday_points i JOIN stock_quotes q ON q.stock_id = i.stock_id LEFT JOIN stock_fundamentals f ON f.stock_id = i.stock_id
      WHERE i.stock_id = $1 AND i.at >= (SELECT max(at) - interval '12 hours' FROM stock_intraday_points WHERE stock_id = $1)
      ORDER BY i.at`,
    [stockId],
  );
  return rows.map(toPoint);
}

/** One point per closed session of the period, from the history (the session in progress is added by the caller). */
export async function stockHistory(database: Database, stockId: string, period: DailyPeriod): Promise<PricePoint[]> {
  const last = await database.query<{ d: string | null }>(`SELECT max(trade_date)::text AS d FROM stock_price_points WHERE stock_id = $1`, [
    stockId,
  ]);
  if (!last[0]?.d) return [];
  const rows = await database.query<Row>(
    `SELECT p.trade_date::text AS trade_date, NULL AS at, p.open, p.high, p.low, p.close, p.prev_close, p.volume, p.value,
            f.eps_ttm AS eps, f.book_value_per_share AS bvps
       FROM stock_price_points p LEFT JOIN stock_fundamentals f ON f.stock_id = p.stock_id
      WHERE p.stock_id = $1 AND p.trade_date >= $2 ORDER BY p.trade_date`,
    [stockId, periodStart(period, last[0].d)],
  );
  return rows.map(toPoint);
}

/** The session in progress as a chart point, from the live figures. */
export function livePoint(live: StockLivePoints, eps: number | null, bvps: number | null): PricePoint {
  return {
    trade_date: live.trade_date,
    datetime: live.datetime,
    open: live.open,
    high: live.high,
    low: live.low,
    close: live.price,
    change_value: live.change_value,
    change_ratio: live.change_ratio,
    trade_volume: live.trade_volume,
    trade_value: live.trade_value,
    daily_price_to_earnings: eps && eps > 0 ? round2(live.price / eps) : null,
    daily_price_to_book_value: bvps && bvps > 0 ? round2(live.price / bvps) : null,
  };
}

/** What the header needs beyond the list row: the close the year started from and share data. */
export async function stockExtras(
  database: Database,
  stockId: string,
  year: string,
): Promise<{ ytdBase: number | null; nominal: number; shares: number; freeFloat: number } | undefined> {
  const rows = await database.query<{ base: string | null; nominal_value: string; shares_outstanding: number; free_float_ratio: string }>(
    `SELECT (SELECT close FROM stock_price_points p WHERE p.stock_id = s.id AND p.trade_date < $2::date ORDER BY p.trade_date DESC LIMIT 1) AS base,
            s.nominal_value, s.shares_outstanding, s.free_float_ratio
       FROM stocks s WHERE s.id = $1`,
    [stockId, `${year}-01-01`],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    ytdBase: toNumberOrNull(r.base),
    nominal: toNumber(r.nominal_value),
    shares: r.shares_outstanding,
    freeFloat: toNumber(r.free_float_ratio),
  };
}
