import type { PricePoint } from '@sahm/contracts/stocks';
import type { Database } from '../../db/client.ts';
import { changeRatio, round2, toNumber, toNumberOrNull } from '../../platform/numbers.ts';
import { periodStart, type DailyPeriod } from '../markets/periods.ts';

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

/**
 * A stock's chart: the ticks of its latest session for `day`, else one point per session from
 * the history, followed by the session in progress once the feed has moved past the last close.
 */
export async function stockPoints(database: Database, stockId: string, period: 'day' | DailyPeriod): Promise<PricePoint[]> {
  const per = `(SELECT eps_ttm FROM stock_fundamentals f WHERE f.stock_id = $1) AS eps, (SELECT book_value_per_share FROM stock_fundamentals f WHERE f.stock_id = $1) AS bvps`;
  if (period === 'day') {
    const rows = await database.query<Row>(
      `SELECT (i.at AT TIME ZONE 'Asia/Riyadh')::date::text AS trade_date, i.at, q.open, q.high, q.low, i.price AS close, q.prev_close,
              i.volume, i.value, ${per}
         FROM stock_intraday_points i JOIN stock_quotes q ON q.stock_id = i.stock_id
        WHERE i.stock_id = $1 AND i.at >= (SELECT max(at) - interval '12 hours' FROM stock_intraday_points WHERE stock_id = $1)
        ORDER BY i.at`,
      [stockId],
    );
    return rows.map(toPoint);
  }
  const last = await database.query<{ d: string | null }>(`SELECT max(trade_date)::text AS d FROM stock_price_points WHERE stock_id = $1`, [stockId]);
  if (!last[0]?.d) return [];
  const rows = await database.query<Row>(
    `SELECT trade_date::text AS trade_date, NULL AS at, open, high, low, close, prev_close, volume, value, ${per}
       FROM stock_price_points WHERE stock_id = $1 AND trade_date >= $2
     UNION ALL
     SELECT trade_date::text, updated_at, open, high, low, price, prev_close, volume, value, ${per}
       FROM stock_quotes WHERE stock_id = $1 AND trade_date > $3
     ORDER BY trade_date`,
    [stockId, periodStart(period, last[0].d), last[0].d],
  );
  return rows.map(toPoint);
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
  return { ytdBase: toNumberOrNull(r.base), nominal: toNumber(r.nominal_value), shares: r.shares_outstanding, freeFloat: toNumber(r.free_float_ratio) };
}
