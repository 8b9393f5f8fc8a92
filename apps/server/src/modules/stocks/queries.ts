import type { Locale } from '@sahm/contracts/common';
import type { StockListItem, StockTodayPoints } from '@sahm/contracts/stocks';
import { bulkInsert } from '../../db/bulk-insert.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { pick } from '../../platform/locale.ts';
import { changeRatio, round2, toNumber, toNumberOrNull } from '../../platform/numbers.ts';

type StockRow = Record<string, string | number | null> & {
  id: string;
  symbol_code: string;
  company_name_ar: string;
  company_name_en: string;
  short_name_ar: string;
  short_name_en: string;
  logo: string | null;
  listing_date: string | null;
  market_id: string;
  market_code: string;
  market_name_ar: string;
  market_name_en: string;
  sector_id: string;
  sector_name_ar: string;
  sector_name_en: string;
  parent_id: string | null;
  parent_name_ar: string | null;
  parent_name_en: string | null;
  grandparent_id: string | null;
};

const fromClause = `
  FROM stocks s
  JOIN markets m ON m.id = s.market_id
  JOIN sectors sec ON sec.id = s.sector_id
  LEFT JOIN sectors psec ON psec.id = sec.parent_id
  LEFT JOIN stock_quotes q ON q.stock_id = s.id
  LEFT JOIN stock_today_points tp ON tp.stock_id = s.id`;

const selectColumns = `
  s.id, s.symbol_code, s.company_name_ar, s.company_name_en, s.short_name_ar, s.short_name_en, s.logo,
  s.listing_date::text AS listing_date,
  m.id AS market_id, m.code AS market_code, m.name_ar AS market_name_ar, m.name_en AS market_name_en,
  sec.id AS sector_id, sec.name_ar AS sector_name_ar, sec.name_en AS sector_name_en,
  psec.id AS parent_id, psec.name_ar AS parent_name_ar, psec.name_en AS parent_name_en, psec.parent_id AS grandparent_id,
  q.trade_date::text AS q_trade_date, q.price AS q_price, q.open AS q_open, q.high AS q_high, q.low AS q_low,
  q.prev_close AS q_prev_close, q.volume AS q_volume, q.value AS q_value, q.updated_at AS q_updated_at,
  tp.trade_date::text AS tp_trade_date, tp.close AS tp_close, tp.change_value AS tp_change_value,
  tp.change_ratio AS tp_change_ratio, tp.trade_volume AS tp_trade_volume, tp.trade_value AS tp_trade_value,
  tp.trade_count AS tp_trade_count, tp.return_last_week AS tp_return_last_week,
  tp.return_value_last_week AS tp_return_value_last_week, tp.return_last_month AS tp_return_last_month,
  tp.return_value_last_month AS tp_return_value_last_month, tp.return_last_year AS tp_return_last_year,
  tp.return_value_last_year AS tp_return_value_last_year, tp.fifty_two_week_high AS tp_fifty_two_week_high,
  tp.fifty_two_week_low AS tp_fifty_two_week_low, tp.market_cap AS tp_market_cap, tp.eps_ttm AS tp_eps_ttm,
  tp.price_to_earnings AS tp_price_to_earnings, tp.book_value_per_share AS tp_book_value_per_share,
  tp.price_to_book AS tp_price_to_book`;

function livePoints(r: StockRow): StockListItem['today_live_points'] {
  if (r.q_price == null || r.q_trade_date == null) return null;
  const price = toNumber(r.q_price);
  const prev = toNumber(r.q_prev_close ?? price);
  return {
    price,
    open: toNumber(r.q_open ?? price),
    high: toNumber(r.q_high ?? price),
    low: toNumber(r.q_low ?? price),
    close: price,
    change_value: round2(price - prev),
    change_ratio: changeRatio(price, prev),
    trade_volume: toNumber(r.q_volume ?? 0),
    trade_value: toNumber(r.q_value ?? 0),
    trade_date: String(r.q_trade_date),
    datetime: new Date(String(r.q_updated_at)).toISOString(),
  };
}

function todayPoints(r: StockRow): StockListItem['today_points'] {
  if (r.tp_close == null || r.tp_trade_date == null) return null;
  const n = (k: string) => toNumberOrNull(r[`tp_${k}`]);
  return {
    trade_date: String(r.tp_trade_date),
    close: toNumber(r.tp_close),
    change_value: n('change_value') ?? 0,
    change_ratio: n('change_ratio') ?? 0,
    trade_volume: n('trade_volume') ?? 0,
    trade_value: n('trade_value') ?? 0,
    trade_count: n('trade_count') ?? 0,
    return_last_week: n('return_last_week'),
    return_value_last_week: n('return_value_last_week'),
    return_last_month: n('return_last_month'),
    return_value_last_month: n('return_value_last_month'),
    return_last_year: n('return_last_year'),
    return_value_last_year: n('return_value_last_year'),
    fifty_two_week_high: n('fifty_two_week_high') ?? 0,
    fifty_two_week_low: n('fifty_two_week_low') ?? 0,
    daily_market_capitalization: n('market_cap') ?? 0,
    basic_earnings_per_share_ttm: n('eps_ttm'),
    daily_price_to_earnings: n('price_to_earnings'),
    book_value_per_share_ttm: n('book_value_per_share'),
    daily_price_to_book_value: n('price_to_book'),
  };
}

export function toStockListItem(locale: Locale, r: StockRow): StockListItem {
  return {
    guid: r.id,
    company_name: pick(locale, r.company_name_ar, r.company_name_en),
    short_name: pick(locale, r.short_name_ar, r.short_name_en),
    symbol_code: r.symbol_code,
    logo: r.logo,
    market: { guid: r.market_id, code: r.market_code, name: pick(locale, r.market_name_ar, r.market_name_en) },
    sector: {
      guid: r.sector_id,
      name: pick(locale, r.sector_name_ar, r.sector_name_en),
      parent: r.parent_id ? { guid: r.parent_id, name: pick(locale, r.parent_name_ar ?? '', r.parent_name_en ?? '') } : null,
    },
    listing_date: r.listing_date,
    is_favorite: false,
    today_live_points: livePoints(r),
    today_points: todayPoints(r),
  };
}

/** Every listed stock with its market, sector, current quote and derived figures: one small table. */
export async function loadStockRows(database: Database): Promise<StockRow[]> {
  return database.query<StockRow>(`SELECT ${selectColumns} ${fromClause} ORDER BY s.symbol_code`);
}

/** A stock's today_points as a row of stock_today_points (numbers kept exact as decimal text). */
export function todayPointsRow(id: string, p: StockTodayPoints): unknown[] {
  const n = (v: number | null) => (v === null ? null : String(v));
  return [
    id,
    p.trade_date,
    n(p.close),
    n(p.change_value),
    n(p.change_ratio),
    p.trade_volume,
    n(p.trade_value),
    p.trade_count,
    n(p.return_last_week),
    n(p.return_value_last_week),
    n(p.return_last_month),
    n(p.return_value_last_month),
    n(p.return_last_year),
    n(p.return_value_last_year),
    n(p.fifty_two_week_high),
    n(p.fifty_two_week_low),
    n(p.daily_market_capitalization),
    n(p.basic_earnings_per_share_ttm),
    n(p.daily_price_to_earnings),
    n(p.book_value_per_share_ttm),
    n(p.daily_price_to_book_value),
  ];
}

export async function insertTodayPoints(db: Queryable, rows: unknown[][]): Promise<void> {
  await bulkInsert(
    db,
    'stock_today_points',
    [
      'stock_id:uuid',
      'trade_date:date',
      'close:numeric',
      'change_value:numeric',
      'change_ratio:numeric',
      'trade_volume:bigint',
      'trade_value:numeric',
      'trade_count:int',
      'return_last_week:numeric',
      'return_value_last_week:numeric',
      'return_last_month:numeric',
      'return_value_last_month:numeric',
      'return_last_year:numeric',
      'return_value_last_year:numeric',
      'fifty_two_week_high:numeric',
      'fifty_two_week_low:numeric',
      'market_cap:numeric',
      'eps_ttm:numeric',
      'price_to_earnings:numeric',
      'book_value_per_share:numeric',
      'price_to_book:numeric',
    ],
    rows,
  );
}
