import { sarToHalalasRounded } from '@sahm/contracts/money';
import type { Database } from '../../../db/client.ts';
import { addDays } from '../../../domain/calendar.ts';
import {
  computeTodayPoints,
  insertTodayPoints,
  todayPointsRow,
  type DailyBar,
  type TodayPointsRow,
  type Fundamentals,
} from '../../stocks/index.ts';
import { clearTodayPoints, priceHistorySince, stockFundamentalRows } from '../queries.ts';

/** A NUMERIC column in halalas, half up (per-share figures are stored with four decimals). */
const halalas = (v: string) => sarToHalalasRounded(v);
const perShare = (v: string | null) => (v === null ? 0 : sarToHalalasRounded(v));

/**
 * Recomputes every stock's today_points (returns, 52-week range, valuation ratios) from the
 * history after a session closes, with the same code the demo loader used.
 */
export async function refreshTodayPoints(database: Database, date: string): Promise<void> {
  const rows = await priceHistorySince(database.db, addDays(date, -400));
  const stocks = await stockFundamentalRows(database.db);
  const bars = new Map<string, DailyBar[]>();
  for (const r of rows) {
    let list = bars.get(r.stockId);
    if (!list) bars.set(r.stockId, (list = []));
    list.push({
      trade_date: r.tradeDate,
      open: halalas(r.open),
      high: halalas(r.high),
      low: halalas(r.low),
      close: halalas(r.close),
      prev_close: halalas(r.prevClose),
      volume: r.volume,
      value: halalas(r.value),
      trades: r.trades,
    });
  }
  const out: TodayPointsRow[] = [];
  for (const s of stocks) {
    const history = bars.get(s.id);
    if (!history?.length) continue;
    const f: Fundamentals | null =
      s.epsTtm === null
        ? null
        : { symbol_code: s.symbolCode, eps_ttm: perShare(s.epsTtm), book_value_per_share: perShare(s.bookValuePerShare) };
    const today = computeTodayPoints(history, f, s.sharesOutstanding);
    if (today) out.push(todayPointsRow(s.id, today));
  }
  await clearTodayPoints(database.db);
  await insertTodayPoints(database, out);
}
