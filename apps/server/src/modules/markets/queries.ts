import type { Locale } from '@sahm/contracts/common';
import type { Market } from '@sahm/contracts/markets';
import type { Database } from '../../db/client.ts';
import { pick } from '../../platform/locale.ts';
import { changeRatio, round2, toNumber } from '../../platform/numbers.ts';

type MarketRow = {
  id: string;
  code: string;
  name_ar: string;
  name_en: string;
  index_name_ar: string;
  index_name_en: string;
  color: string;
  stocks_count: number;
  trade_date: string | null;
  value: string | null;
  open: string | null;
  high: string | null;
  low: string | null;
  prev_close: string | null;
  volume: number | null;
  traded_value: string | null;
  trades: number | null;
  updated_at: Date | string | null;
};

const selectMarkets = `
  SELECT m.id, m.code, m.name_ar, m.name_en, m.index_name_ar, m.index_name_en, m.color,
         (SELECT count(*)::int FROM stocks s WHERE s.market_id = m.id) AS stocks_count,
         q.trade_date::text AS trade_date, q.value, q.open, q.high, q.low, q.prev_close, q.volume,
         q.traded_value, q.trades, q.updated_at
  FROM markets m LEFT JOIN market_quotes q ON q.market_id = m.id`;

function toMarket(locale: Locale, r: MarketRow): Market {
  const live =
    r.value === null || r.trade_date === null
      ? null
      : (() => {
          const value = toNumber(r.value);
          const prev = toNumber(r.prev_close ?? r.value);
          return {
            value,
            price: value,
            open: toNumber(r.open ?? r.value),
            high: toNumber(r.high ?? r.value),
            low: toNumber(r.low ?? r.value),
            close: value,
            change_value: round2(value - prev),
            change_ratio: changeRatio(value, prev),
            trades_count: r.trades ?? 0,
            trade_volume: r.volume ?? 0,
            trades_value: toNumber(r.traded_value ?? 0),
            trade_date: r.trade_date,
            datetime: new Date(r.updated_at ?? Date.now()).toISOString(),
          };
        })();
  return {
    guid: r.id,
    code: r.code,
    name: pick(locale, r.name_ar, r.name_en),
    index_name: pick(locale, r.index_name_ar, r.index_name_en),
    color: r.color,
    stocks_count: r.stocks_count,
    today_live_points: live,
  };
}

export async function listMarkets(database: Database, locale: Locale): Promise<Market[]> {
  const rows = await database.query<MarketRow>(`${selectMarkets} ORDER BY m.sort_order, m.code`);
  return rows.map((r) => toMarket(locale, r));
}
