import type { Locale } from '@sahm/contracts/common';
import type { Market, MarketLivePoints, MarketPoint } from '@sahm/contracts/markets';
import { pick } from '../../platform/locale.ts';
import { changeRatio, round2, toNumber } from '../../platform/numbers.ts';
import type { IndexSession, IndexTick, MarketRow } from './queries.ts';

/** Market figures become JSON numbers here, and only here (prices stay exact strings until then). */
function livePoints(q: NonNullable<MarketRow['quote']>): MarketLivePoints {
  const value = toNumber(q.value);
  const prev = toNumber(q.prevClose);
  return {
    value,
    price: value,
    open: toNumber(q.open),
    high: toNumber(q.high),
    low: toNumber(q.low),
    close: value,
    change_value: round2(value - prev),
    change_ratio: changeRatio(value, prev),
    trades_count: q.trades,
    trade_volume: q.volume,
    trades_value: toNumber(q.tradedValue),
    trade_date: q.tradeDate,
    datetime: q.updatedAt.toISOString(),
  };
}

export const toMarket = (locale: Locale, r: MarketRow): Market => ({
  guid: r.id,
  code: r.code,
  name: pick(locale, r.nameAr, r.nameEn),
  index_name: pick(locale, r.indexNameAr, r.indexNameEn),
  color: r.color,
  stocks_count: r.stocksCount,
  today_live_points: r.quote ? livePoints(r.quote) : null,
});

/** A closed session as a chart point, stamped at its close, 15:00 Riyadh (12:00 UTC). */
export function sessionPoint(r: IndexSession): MarketPoint {
  const close = toNumber(r.close);
  return {
    trade_date: r.tradeDate,
    datetime: new Date(`${r.tradeDate}T12:00:00Z`).toISOString(),
    open: toNumber(r.open),
    high: toNumber(r.high),
    low: toNumber(r.low),
    close,
    value: close,
    trade_volume: r.volume,
  };
}

/** One tick of the day chart: the index's value at that moment. */
export function tickPoint(r: IndexTick): MarketPoint {
  const value = toNumber(r.value);
  return {
    trade_date: r.tradeDate,
    datetime: r.at.toISOString(),
    open: value,
    high: value,
    low: value,
    close: value,
    value,
    trade_volume: r.volume,
  };
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
