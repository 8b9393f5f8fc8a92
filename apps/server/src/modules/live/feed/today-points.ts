import { sarToHalalasRounded } from '@sahm/contracts/money';
import type { Queryable } from '../../../db/client.ts';
import { addDays } from '../../../domain/calendar.ts';
import { computeTodayPoints, insertTodayPoints, todayPointsRow, type DailyBar, type Fundamentals } from '../../stocks/index.ts';

/** A NUMERIC column in halalas, half up (per-share figures are stored with four decimals). */
const halalas = (v: string) => sarToHalalasRounded(v);
const perShare = (v: string | null) => (v === null ? 0 : sarToHalalasRounded(v));

/**
 * Recomputes every stock's today_points (returns, 52-week range, valuation ratios) from the
 * history after a session closes, with the same code the demo loader used.
 */
export async function refreshTodayPoints(db: Queryable, date: string): Promise<void> {
  const since = addDays(date, -400);
  const rows = await db.query<{
    stock_id: string;
    trade_date: string;
    open: string;
    high: string;
    low: string;
    close: string;
    prev_close: string;
    volume: number;
    value: string;
    trades: number;
  }>(
    `SELECT stock_id, trade_date::text AS trade_date, open, high, low, close, prev_close, volume, value, trades
       FROM stock_price_points WHERE trade_date >= $1 ORDER BY stock_id, trade_date`,
    [since],
  );
  const stocks = await db.query<{
    id: string;
    symbol_code: string;
    shares_outstanding: number;
    eps_ttm: string | null;
    book_value_per_share: string | null;
  }>(
    `SELECT s.id, s.symbol_code, s.shares_outstanding, f.eps_ttm, f.book_value_per_share FROM stocks s LEFT JOIN stock_fundamentals f ON f.stock_id = s.id`,
  );
  const bars = new Map<string, DailyBar[]>();
  for (const r of rows) {
    let list = bars.get(r.stock_id);
    if (!list) bars.set(r.stock_id, (list = []));
    list.push({
      trade_date: r.trade_date,
      open: halalas(r.open),
      high: halalas(r.high),
      low: halalas(r.low),
      close: halalas(r.close),
      prev_close: halalas(r.prev_close),
      volume: r.volume,
      value: halalas(r.value),
      trades: r.trades,
    });
  }
  const out: unknown[][] = [];
  for (const s of stocks) {
    const history = bars.get(s.id);
    if (!history?.length) continue;
    const f: Fundamentals | null =
      s.eps_ttm === null
        ? null
        : { symbol_code: s.symbol_code, eps_ttm: perShare(s.eps_ttm), book_value_per_share: perShare(s.book_value_per_share) };
    const today = computeTodayPoints(history, f, s.shares_outstanding);
    if (today) out.push(todayPointsRow(s.id, today));
  }
  await db.query('DELETE FROM stock_today_points');
  await insertTodayPoints(db, out);
}
